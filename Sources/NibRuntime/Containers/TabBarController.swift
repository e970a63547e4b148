public import NibCodingCore

/// Tabs of controllers, one shown at a time; a tab's view loads the first time it is selected.
///
/// Switching A → B (on the next turn): B loads its view the first time, `B.viewWillAppear`, then
/// `A.viewWillDisappear` (the new tab's *will* comes first, unlike a push), B's layout, then
/// `A.viewDidDisappear` and `B.viewDidAppear`; no `willMove`/`didMove`, the tabs are already
/// children.
@MainActor
open class TabBarController: ViewController {
    /// The tabs, in order.
    public internal(set) var viewControllers: [ViewController] = []
    var selectedStorage = 0
    var displayed: ViewController?
    var contentView: View?
    var reconcileQueued = false

    /// Creates a tab bar controller whose tabs are `viewControllers`, already in place.
    public init(viewControllers: [ViewController]) {
        super.init(nibName: nil)
        adoptRelationshipChildren(viewControllers)
    }

    /// Creates a tab bar controller without tabs.
    public override init(nibName: String?) { super.init(nibName: nibName) }

    /// Decodes an archived tab bar controller; its tabs come through ``adoptRelationshipChildren(_:)``.
    public required init(coder: any NibDecoding) throws { try super.init(coder: coder) }

    /// Sets the tabs as a storyboard relationship does: children at once, no containment callbacks.
    public func adoptRelationshipChildren(_ controllers: [ViewController]) {
        setViewControllers(controllers, animated: false)
    }

    /// Replaces the tabs (children without containment callbacks); the selection is kept when the
    /// selected controller stays, else it moves to the first tab.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let selected = selectedViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            releaseSilently(controller)
        }
        let adopted = controllers.filter { adoptSilently($0) }
        viewControllers = adopted
        selectedStorage = adopted.firstIndex { $0 === selected } ?? 0
        requestReconcile()
    }

    /// The index of the selected tab. Setting an index out of range is ignored.
    public var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard viewControllers.indices.contains(newValue) else { return }
            selectedStorage = newValue
            requestReconcile()
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        get { viewControllers.indices.contains(selectedStorage) ? viewControllers[selectedStorage] : nil }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Makes the root view and the view the selected tab's view goes in.
    open override func loadView() { loadContainerView(contentLabel: "contentView") }

    /// Selects the tab that contains `subsequentViewController`.
    open override func unwind(for segue: StoryboardSegue, towards subsequentViewController: ViewController) {
        selectedViewController = subsequentViewController
    }

    override func childrenForAppearanceForwarding() -> [ViewController] { shownChildForForwarding }

    override func prepareForAppearanceForwarding() { showForForwarding(selectedViewController) }

    override func viewWasReleased() { forgetContainerView() }
}

extension TabBarController: SingleChildContainer {}

extension ViewController {
    /// The nearest tab bar controller this controller is inside.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
}
