public import NibCodingCore
public import NibPrimitives

/// A window: the top of a view tree, the host of a root view controller and of full-window
/// presentations, and the unit the runner lays out and draws.
///
/// A window starts hidden. ``makeKeyAndVisible()`` shows it; the root controller then appears
/// through a deferred transition (`viewWillAppear`, the root view enters the window, layout,
/// `viewDidAppear`).
@MainActor
open class Window: View {
    /// The size of a new window: a 6.1-inch phone in portrait.
    public static let defaultSize = Size(width: 390, height: 844)

    weak var runnerStorage: Runner?
    /// True while the root controller setter puts the root view in: the move does not count as
    /// entering a visible window (the root transition announces it).
    var insertsRootViewQuietly = false
    var rootStorage: ViewController?
    /// The responder that receives nil-targeted actions first.
    public internal(set) weak var firstResponder: Responder?
    /// Whether this is the key window.
    public internal(set) var isKeyWindow = false
    /// The profile for this window's transitions; the runner's when nil.
    public var profile: Profile?
    /// The device kind, for traits.
    public var idiom: UserInterfaceIdiom = .phone
    /// Light or dark.
    public internal(set) var userInterfaceStyle: UserInterfaceStyle = .light

    /// Creates a hidden window that belongs to `runner` (when nil, the runner a load runs for, else
    /// ``Runner/current``).
    public init(frame: Rect, runner: Runner?) {
        super.init(frame: frame)
        isHidden = true
        windowStorage = self
        runnerStorage = runner ?? Runner.forNewObjects
        runnerStorage?.adopt(self)
    }

    /// Creates a hidden window that belongs to ``Runner/current``.
    public override convenience init(frame: Rect) { self.init(frame: frame, runner: nil) }

    /// Creates a hidden window of ``defaultSize``.
    public convenience init() { self.init(frame: Rect(origin: .zero, size: Window.defaultSize), runner: nil) }

    /// Decodes an archived window (old `MainWindow.xib` style); it starts hidden.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        isHidden = true
        windowStorage = self
        runnerStorage = Runner.forNewObjects
        runnerStorage?.adopt(self)
    }

    /// The runner that drives this window.
    public var owningRunner: Runner? { runnerStorage }

    /// Whether the window is shown.
    public var isVisible: Bool { !isHidden }

    /// Whether a view moving in or out counts as entering or leaving a visible window.
    var countsAsVisible: Bool { isVisible && !insertsRootViewQuietly }

    /// The profile in effect: ``profile``, else the runner's, else modern.
    public var effectiveProfile: Profile { profile ?? runnerStorage?.profile ?? .modern }

    /// The traits derived from the size, idiom and style.
    public var traitCollection: TraitCollection {
        TraitCollection(width: bounds.width, height: bounds.height, idiom: idiom, style: userInterfaceStyle)
    }

    /// `Window`, or the label.
    open override var traceLabel: String { label ?? userLabel ?? "Window" }

    // MARK: Layout and display passes

    func runLayoutPass() {
        guard needsLayout || descendantNeedsLayout else { return }
        layoutSubtree()
    }

    func runDisplayPass() {
        guard let runner = runnerStorage, needsDisplay || descendantNeedsDisplay else { return }
        displaySubtree(runner: runner)
    }
}
