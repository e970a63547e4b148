public import NibCodingCore
public import NibPrimitives

/// A view controller with UIKit's lifecycle, run headless.
///
/// Override the callbacks as in UIKit and call `super` where UIKit expects it. The runtime records
/// every callback it delivers in the trace *around* the call, so overrides need no tracing code:
/// `loadView`, `viewDidLoad`, the appearance callbacks (`viewWillAppear`, `viewIsAppearing` in the
/// modern profile, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`), the layout hooks,
/// `didReceiveMemoryWarning`, size and trait changes, segue hooks and `deinit`. `willMove(toParent:)`
/// and `didMove(toParent:)` are recorded by the runtime when it calls them and by their base
/// implementation when an app calls them.
///
/// The view is lazy: reading ``view`` while it is nil runs ``loadView()`` then ``viewDidLoad()``.
/// ``isViewLoaded`` and ``viewIfLoaded`` never load it.
@MainActor
open class ViewController: Responder {
    // MARK: Identity

    /// The title.
    public var title: String?
    /// The identifier the storyboard knows this controller by; the trace label when set.
    public var storyboardIdentifier: String?
    /// The restoration identifier.
    public var restorationIdentifier: String?
    /// The name of the nib the default ``loadView()`` loads, if any.
    public var nibName: String?
    /// The storyboard this controller came from, as the loader set it (held weakly, opaque here).
    public weak var storyboard: AnyObject?
    /// Which storyboard scene this controller was built from, as the loader set it: what embed
    /// segues compare to find a scene that embeds itself.
    package var sceneKey: StoryboardSceneKey?
    /// The nib the default ``loadView()`` loads, set by a loader.
    public var viewNib: ViewNib?
    /// Finds a view nib for a controller that has none (the nib search by class name); a
    /// loader installs it.
    public static var nibLocator: ((ViewController) -> ViewNib?)?
    /// How this controller is shown when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether this controller's view is covered by `currentContext` presentations from below it.
    public var definesPresentationContext = false
    /// The segues this controller can perform, as the storyboard loader filled them in.
    public var segueTemplates: [SegueTemplate] = [] {
        didSet { for template in segueTemplates { template.source = self } }
    }
    /// Consulted for a segue identifier no template has.
    public weak var segueHandler: (any SegueHandling)?
    /// The navigation item, once made or set (see ``navigationItem``).
    var navigationItemStorage: NavigationItem?
    /// The tab bar item, if any (see ``tabBarItem``).
    var tabBarItemStorage: TabBarItem?
    /// The toolbar items a navigation controller's toolbar shows for this controller.
    public var toolbarItems: [BarButtonItem] = []
    /// The object of the legacy `searchDisplayController` outlet, kept alive as UIKit retains it.
    package var searchDisplayController: AnyObject?

    // MARK: State

    var viewStorage: View?
    var isLoadingView = false
    var loadViewReportedProblem = false
    var viewDidLoadOwed = false
    /// Where the view is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    var appearanceAnimated = false
    var forwardedChildren: [ObjectIdentifier] = []
    var windowDrivenTransitionPending = false
    var runtimeIsCallingContainment = false
    /// Whether an embed segue of the parent made this child when the parent's view loaded: such a
    /// child leaves with that view, since loading the view again embeds a new one.
    var isEmbeddedInLoadedView = false
    /// The traits this controller last saw (got a trait change for, or was first laid out with).
    var deliveredTraits: TraitCollection?
    var traitRegistrations: [TraitChangeRegistration] = []

    /// True from `addChild` until `didMove(toParent:)`, so during the appearance callbacks of a
    /// push or an `addChild`.
    public internal(set) var isMovingToParent: Bool {
        get { transitionFlags.contains(.movingToParent) }
        set { transitionFlags.set(.movingToParent, newValue) }
    }
    /// True from `willMove(toParent: nil)` until `didMove(toParent: nil)`, so during the disappear
    /// callbacks of a pop or a removal.
    public internal(set) var isMovingFromParent: Bool {
        get { transitionFlags.contains(.movingFromParent) }
        set { transitionFlags.set(.movingFromParent, newValue) }
    }
    /// True during the appearance callbacks of a presentation.
    public internal(set) var isBeingPresented: Bool {
        get { transitionFlags.contains(.beingPresented) }
        set { transitionFlags.set(.beingPresented, newValue) }
    }
    /// True during the disappear callbacks of a dismissal.
    public internal(set) var isBeingDismissed: Bool {
        get { transitionFlags.contains(.beingDismissed) }
        set { transitionFlags.set(.beingDismissed, newValue) }
    }
    /// The four flags above in one value: what every traced callback records (one read, not four).
    var transitionFlags: TraceFlags = []

    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The controller this one presents.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presents this one.
    public internal(set) weak var presentingViewController: ViewController?
    weak var hostWindow: Window?
    /// Why the view nib failed the last time the view was loaded, if it did; kept even when no
    /// runner was there to report it to.
    public internal(set) var viewNibFailure: ViewNibFailure?
    /// The interactive transition this controller drives (a swipe-back pop, a swipe-down dismissal).
    weak var interactiveRun: TransitionRun?

    // MARK: Initialisers

    /// Creates a controller whose default ``loadView()`` loads the nib `nibName` (through
    /// ``nibLocator``) or, with none, makes an empty view sized to the window.
    public init(nibName: String?) {
        self.nibName = nibName
        super.init()
        assignedRunner?.register(self)
    }

    /// Creates a controller without a nib.
    public override convenience init() { self.init(nibName: nil) }

    /// Decodes an archived controller: the attributes `storyboardIdentifier`, `title`,
    /// `restorationIdentifier`, `modalPresentationStyle`, `userLabel`, `customClass`, and the id.
    /// Records `init(coder:)` in the trace. The view is never decoded here: storyboard scenes load it
    /// later from their view nib; a legacy inline view goes through ``installArchivedView(_:)``.
    /// - Throws: `NibDecodingError` when a present value cannot be read.
    public required init(coder: any NibDecoding) throws {
        super.init()
        assignedRunner?.register(self)
        objectID = coder.objectID.isEmpty ? nil : coder.objectID
        storyboardIdentifier = coder.attribute("storyboardIdentifier")
        restorationIdentifier = coder.attribute("restorationIdentifier")
        userLabel = coder.attribute("userLabel")
        customClassName = coder.attribute("customClass")
        title = try coder.decodeString(forKey: "title")
        if let style = coder.attribute("modalPresentationStyle"), let parsed = ModalPresentationStyle(rawValue: style) {
            modalPresentationStyle = parsed
        }
        record("init(coder:)")
    }

    /// Records `deinit` in the trace of the runner the controller was created under, when the
    /// controller is really released.
    isolated deinit {
        guard let trace = assignedRunner?.trace, trace.records(.controller) else { return }
        trace.record(TraceEvent(object: traceLabel, className: traceClassName, event: "deinit", category: .controller))
    }

    // MARK: Trace identity

    /// `label`, else the storyboard identifier, the user label, the custom class, the id, or the
    /// class name.
    open override var traceLabel: String {
        label ?? storyboardIdentifier ?? userLabel ?? customClassName ?? objectID ?? traceClassName
    }

    override var traceCategory: TraceCategory { .controller }

    override var traceFlags: TraceFlags { transitionFlags }

    override var runner: Runner? {
        // With one runner alive, a window's runner can only be the one this controller was created for.
        if RunnerCount.isSingle, let assigned = assignedRunner { return assigned }
        return windowRunner ?? assignedRunner ?? Runner.current
    }

    override var responderWindow: Window? { viewStorage?.windowStorage }

    /// The root view's superview, else the parent, else the presenter.
    open override var next: Responder? {
        if let superview = viewStorage?.superview { return superview }
        return parent ?? presentingViewController
    }

    // MARK: The view

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``). Set it to nil
    /// to release it; the next access loads it again.
    public var view: View! {
        get {
            loadViewIfRequired()
            return viewStorage
        }
        set { setView(newValue) }
    }

    /// The root view if it is loaded; never loads it.
    public var viewIfLoaded: View? { viewStorage }

    /// Whether the root view is loaded; never loads it.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() { loadViewIfRequired() }

    // MARK: Overridable callbacks

    /// Creates the root view. The default loads ``viewNib`` (or the nib ``nibLocator`` finds), which
    /// must connect the `view` outlet, else makes an empty view the size of the window. Overrides
    /// assign ``view`` and do not call `super`.
    open func loadView() { loadDefaultView() }

    /// The view is loaded (outlets connected); geometry is not final yet.
    open func viewDidLoad() {}

    /// Called after the nib this controller was archived in is loaded. When that archive held the
    /// view inline (legacy xib, ``installArchivedView(_:)``), `viewDidLoad` runs from here and
    /// `loadView` never does. Overrides must call `super`.
    open override func awakeFromNib() {
        super.awakeFromNib()
        if viewDidLoadOwed {
            viewDidLoadOwed = false
            deliver("viewDidLoad") { viewDidLoad() }
        }
    }
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy and has its geometry (modern profile only).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called just before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called just after the root view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}
    /// Memory is low. Overrides must call `super`.
    open func didReceiveMemoryWarning() {}
    /// The view is about to be released by a memory warning (``MemoryPolicy/legacyIOS5`` only).
    open func viewWillUnload() {}
    /// The view was released by a memory warning (``MemoryPolicy/legacyIOS5`` only).
    open func viewDidUnload() {}

    /// The window's size is about to change. The default forwards to the children whose view is
    /// loaded and to the presented controller, so overrides must call `super`.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children where child.isViewLoaded { child.deliverViewWillTransition(to: size, with: coordinator) }
        presentedViewController?.deliverViewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to change. The default forwards like
    /// ``viewWillTransition(to:with:)``; overrides must call `super`.
    open func willTransition(to traits: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children where child.isViewLoaded { child.deliverWillTransition(to: traits, with: coordinator) }
        presentedViewController?.deliverWillTransition(to: traits, with: coordinator)
    }

    /// The traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The interface is about to rotate (`seed` profile: iOS 5–7), before the bounds change. The
    /// default forwards to the children whose view is loaded and to the presented controller, so
    /// overrides must call `super`.
    open func willRotate(to orientation: InterfaceOrientation, duration: Double) {
        for child in children where child.isViewLoaded { child.deliverWillRotate(to: orientation, duration: duration) }
        presentedViewController?.deliverWillRotate(to: orientation, duration: duration)
    }

    /// The rotation animation is about to run (`seed` profile): the bounds have changed and the
    /// view is laid out. Forwards like ``willRotate(to:duration:)``.
    open func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
        for child in children where child.isViewLoaded {
            child.deliverWillAnimateRotation(to: orientation, duration: duration)
        }
        presentedViewController?.deliverWillAnimateRotation(to: orientation, duration: duration)
    }

    /// The rotation finished (`seed` profile). Forwards like ``willRotate(to:duration:)``.
    open func didRotate(from orientation: InterfaceOrientation) {
        for child in children where child.isViewLoaded { child.deliverDidRotate(from: orientation) }
        presentedViewController?.deliverDidRotate(from: orientation)
    }

    /// The controller is about to be added to `parent` (or removed, when nil). `addChild` calls it;
    /// a container removing a child calls it with nil. Overrides must call `super`.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil && self.parent != nil { isMovingFromParent = true }
        if !runtimeIsCallingContainment { record("willMove", [traceArgument("toParent", parent)]) }
    }

    /// The controller was added to `parent` (or removed, when nil). `removeFromParent` calls it with
    /// nil; a container adding a child calls it. Overrides must call `super`.
    open func didMove(toParent parent: ViewController?) {
        if !runtimeIsCallingContainment { record("didMove", [traceArgument("toParent", parent)]) }
        isMovingToParent = false
        isMovingFromParent = false
    }

    /// Whether the segue `identifier` triggered by a control may run; true by default. Not asked for
    /// ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }

    /// A segue from this controller is about to run; its destination exists but its view is not
    /// loaded.
    open func prepare(for segue: StoryboardSegue, sender: AnyObject?) {}

    /// Whether this controller is the destination of an unwind segue with `action`: by default,
    /// whether its ``ActionTable`` declares the action as an unwind action (or with any sender),
    /// else whether it implements the action (``Responder/canPerformAction(_:withSender:)``).
    open func canPerformUnwindSegueAction(_ action: ActionName, from source: ViewController, sender: AnyObject?) -> Bool
    {
        if let declared = ActionDeclarations.declaration(of: action, by: type(of: self)) {
            if declared.isUnwind || declared.senderType == nil { return true }
        }
        return canPerformAction(action, withSender: sender)
    }

    /// The children an unwind search may look into, most recent first: by default every child but
    /// the one that contains the source.
    open func allowedChildrenForUnwinding(from source: ViewController) -> [ViewController] {
        children.reversed().filter { !source.isSelfOrDescendant(of: $0) }
    }

    /// A container on an unwind path shows `subsequentViewController`; the default does nothing
    /// (navigation controllers pop to it).
    open func unwind(for segue: StoryboardSegue, towards subsequentViewController: ViewController) {}

    /// A split view controller whose primary this is collapses: take `secondary` in. The default
    /// does nothing (the split drops it); a navigation controller pushes it.
    open func collapseSecondaryViewController(_ secondary: ViewController, for split: SplitViewController) {
        (self as? NavigationController)?.collapse(secondary, from: split)
    }

    /// A split view controller whose primary this is separates: give back the controller for the
    /// secondary column, or nil. The default gives nil; a navigation controller pops its top.
    open func separateSecondaryViewController(for split: SplitViewController) -> ViewController? {
        (self as? NavigationController)?.separateTop()
    }

    /// Whether this container forwards appearance callbacks to its children itself; when false it
    /// must call ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Container hooks (module-internal overrides)

    /// The children that automatic forwarding reaches: those whose view is inside this view.
    func childrenForAppearanceForwarding() -> [ViewController] {
        guard let root = viewStorage else { return [] }
        return children.filter { $0.viewStorage?.isDescendant(of: root) == true }
    }

    /// Lets a container install the child views it shows before it forwards `viewWillAppear`.
    func prepareForAppearanceForwarding() {}

    /// Lets a container forget the views it installed when its own view is released.
    func viewWasReleased() {}
}
