public import NibCodingCore
import NibPrimitives

/// Side-by-side columns: a primary controller and a secondary (detail) one, both on screen and both
/// receiving the container's appearance callbacks (forwarded automatically, parent first).
///
/// In a horizontally compact window (an iPhone in portrait; modern profile) it collapses to one
/// column, as UIKit's has since iOS 8: the ``delegate`` is asked first, then the primary's
/// `collapseSecondaryViewController(_:for:)` (a navigation controller pushes the secondary onto its
/// stack; any other primary leaves it, and it is dropped). ``viewControllers`` is then the primary
/// alone, and only what is on screen gets appearance callbacks. A regular width separates them
/// again: the delegate, else the primary's `separateSecondaryViewController(for:)` (a navigation
/// controller pops its top) gives the secondary column back. It happens when the split first
/// appears and when a size change changes the width class (in `willTransition(to:with:)`).
@MainActor
open class SplitViewController: ViewController {
    /// The columns: primary, then secondary.
    public internal(set) var viewControllers: [ViewController] = []
    var reconcileQueued = false
    /// Asked when the split collapses and separates.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// Whether the split shows one column (a compact width).
    public internal(set) var isCollapsed = false

    /// Creates a split view controller with its columns already in place.
    public init(primary: ViewController, secondary: ViewController?) {
        super.init(nibName: nil)
        adoptRelationshipChildren([primary] + (secondary.map { [$0] } ?? []))
    }

    /// Creates a split view controller without columns.
    public override init(nibName: String?) { super.init(nibName: nibName) }

    /// Decodes an archived split view controller; its columns come through
    /// ``adoptRelationshipChildren(_:)``.
    public required init(coder: any NibDecoding) throws { try super.init(coder: coder) }

    /// Sets the columns as a storyboard relationship does (`masterViewController`,
    /// `detailViewController`): children at once, no containment callbacks.
    public func adoptRelationshipChildren(_ controllers: [ViewController]) {
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            releaseSilently(controller)
        }
        viewControllers = controllers.filter { adoptSilently($0) }
    }

    /// Replaces the secondary column with `controller`. On screen this is a transition on the next
    /// turn: the old detail's `viewWillDisappear`, the new one's `viewWillAppear`, layout, then the
    /// old one's `viewDidDisappear` and the new one's `viewDidAppear`.
    public func showDetailViewController(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        if isCollapsed, let primary = viewControllers.first {
            // Collapsed: the primary shows it (a navigation controller pushes it).
            primary.show(controller, animated: true)
            return
        }
        let old = viewControllers.count > 1 ? viewControllers.last : nil
        guard adoptSilently(controller) else { return }
        if viewControllers.count > 1 {
            viewControllers[viewControllers.count - 1] = controller
        } else {
            viewControllers.append(controller)
        }
        let visible = appearanceState == .appeared && viewStorage?.windowStorage?.isVisible == true
        guard visible, let runner else {
            if let old {
                old.viewStorage?.removeFromSuperview()
                releaseSilently(old)
            }
            return
        }
        runner.requestTransition(owner: self) { [self, old, controller] in
            let run = TransitionRun(
                owner: ObjectIdentifier(self), duration: runner.transitionDuration,
                participants: [old, controller].compactMap { $0 })
            run.begin = { [self, old, controller] in
                controller.loadViewIfNeeded()
                old?.beginAppearanceTransition(false, animated: true)
                controller.beginAppearanceTransition(true, animated: true)
                installColumns()
            }
            run.complete = { [self, old, controller] in
                if let old {
                    old.viewStorage?.removeFromSuperview()
                    old.endAppearanceTransition()
                }
                controller.endAppearanceTransition()
                if let old { releaseSilently(old) }
            }
            return .start(run)
        }
    }

    override func prepareForAppearanceForwarding() {
        updateCollapse(for: contextTraits)
        installColumns()
    }

    /// Forwards, then collapses or separates for the new width class.
    open override func willTransition(to traits: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: traits, with: coordinator)
        updateCollapse(for: traits)
    }

    /// Puts each column's view in place: the primary 320 points wide (at most 40 %) on the left, the
    /// secondary filling the rest; a single column fills the view.
    func installColumns() {
        guard let root = viewStorage else { return }
        let bounds = root.bounds
        let primaryWidth = viewControllers.count > 1 ? min(320, bounds.width * 0.4) : bounds.width
        for (index, controller) in viewControllers.enumerated() {
            guard let childView = controller.view else { continue }
            if index == 0 {
                childView.frame = Rect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
                childView.autoresizingMask = [.flexibleHeight, .flexibleRightMargin]
            } else {
                childView.frame = Rect(x: primaryWidth, y: 0, width: bounds.width - primaryWidth, height: bounds.height)
                childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            if childView.superview !== root { root.addSubview(childView) }
        }
    }
}

extension ViewController {
    /// The nearest split view controller this controller is inside.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }
}
