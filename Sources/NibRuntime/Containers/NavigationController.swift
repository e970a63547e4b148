public import NibCodingCore

/// A stack of controllers shown one at a time.
///
/// Stack changes (``pushViewController(_:animated:)``, ``popViewController(animated:)``,
/// ``popToRootViewController(animated:)``, ``setViewControllers(_:animated:)``) update
/// ``viewControllers`` at once and defer the transition to the next turn; changes made while a
/// transition runs are coalesced into one more transition from what is shown to the new top.
///
/// Profiles: in `modern`, push calls `addChild` (so `willMove(toParent:)`) at once and
/// `didMove(toParent:)` after the incoming `viewDidAppear`; pop calls `willMove(toParent: nil)` at
/// once and `removeFromParent` (so `didMove(toParent: nil)`) after the revealed controller's
/// `viewDidAppear` (an order not verified on a device). In `seed` neither is called, and the
/// outgoing controller's view is laid out again when the push animation starts.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first. A popped controller leaves it at once, so inside its
    /// `viewWillDisappear` it is no longer here (the seeds' pop-detection trick).
    /// Change it only through the `stack…` methods, which keep its membership set in step.
    public internal(set) var viewControllers: [ViewController] = []
    /// The identities of ``viewControllers``, so that membership costs no walk of a deep stack.
    var stackMembers: Set<ObjectIdentifier> = []
    var displayed: ViewController?
    var contentView: View?
    var awaitingDidMove: [ViewController] = []
    var removalPending: [ViewController] = []
    var pendingAnimated = false
    var reconcileQueued = false

    /// Creates a navigation controller whose stack is `rootViewController`, already in place
    /// (a relationship: no containment callbacks).
    public init(rootViewController: ViewController) {
        super.init(nibName: nil)
        adoptRelationshipChildren([rootViewController])
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName: String?) { super.init(nibName: nibName) }

    /// Decodes an archived navigation controller; its children come through
    /// ``adoptRelationshipChildren(_:)``.
    public required init(coder: any NibDecoding) throws { try super.init(coder: coder) }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top controller, or what it presents.
    public var visibleViewController: ViewController? {
        topViewController.map { $0.presentedViewController ?? $0 }
    }

    /// Sets the stack as a storyboard relationship does: the controllers become children at once,
    /// without containment callbacks (the `rootViewController` relationship).
    public func adoptRelationshipChildren(_ controllers: [ViewController]) {
        stackReplace(with: controllers.filter { adoptSilently($0) })
    }

    /// Makes the root view and the transition view the children's views go in.
    open override func loadView() { loadContainerView(contentLabel: "transitionView") }

    /// Pops (animated) to `subsequentViewController` when it is in the stack below the top.
    open override func unwind(for segue: StoryboardSegue, towards subsequentViewController: ViewController) {
        guard isInStack(subsequentViewController),
            topViewController !== subsequentViewController
        else { return }
        popToViewController(subsequentViewController, animated: segue.animates)
    }

    override func childrenForAppearanceForwarding() -> [ViewController] { shownChildForForwarding }

    override func prepareForAppearanceForwarding() { showForForwarding(viewControllers.last) }

    override func viewWasReleased() { forgetContainerView() }
}

extension NavigationController: SingleChildContainer {}
