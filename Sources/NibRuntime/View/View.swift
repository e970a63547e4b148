public import NibCodingCore
public import NibPrimitives

/// A rectangle in a window's view tree: hierarchy, geometry, layout and display, with UIKit's
/// trigger rules.
///
/// - Layout is deferred and coalesced: ``setNeedsLayout()`` marks, the runner's layout pass calls
///   ``layoutSubviews()`` once per marked view per turn, top-down, for views in a visible window;
///   ``layoutIfNeeded()`` lays out at once. `init` does not lay out; ``addSubview(_:)`` marks the
///   receiver and the new subview; a frame set to its current value marks nothing; a size change
///   marks the view and its superview; an origin-only frame change marks nothing (project choice);
///   a change of `bounds.origin` (scrolling) marks the view.
/// - Display is deferred and coalesced too: ``setNeedsDisplay()`` marks, the display pass calls
///   ``draw(_:)`` after every layout of the turn, never for an empty or hidden view or one outside
///   a visible window, with the marked rectangles unioned. Only classes that override `draw(_:)`
///   are drawn (and traced), as UIKit does.
/// - A view that is a controller's root view is laid out between the controller's
///   `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
@MainActor
open class View: Responder {
    /// The view that contains this one.
    public internal(set) weak var superview: View?
    /// The contained views, back to front.
    public internal(set) var subviews: [View] = []
    weak var windowStorage: Window?
    /// The controller whose root view this is.
    public internal(set) weak var owningViewController: ViewController?

    var frameOrigin: Point
    var boundsStorage: Rect
    /// How the view resizes with its superview.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews resize by their masks when this view's size changes.
    public var autoresizesSubviews = true
    /// How content follows size changes; ``ContentMode/redraw`` redraws on every size change.
    public var contentMode: ContentMode = .scaleToFill
    /// Whether the view is hidden; hidden views are not drawn.
    public var isHidden = false {
        didSet { if oldValue && !isHidden { displayBecameReachable() } }
    }
    /// The opacity, 0…1.
    public var alpha: Double = 1
    /// An integer to find the view by (``viewWithTag(_:)``).
    public var tag = 0
    /// The background colour.
    public var backgroundColor: Color?
    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds = false
    /// Whether the view takes part in touch handling.
    public var isUserInteractionEnabled = true
    /// Whether the view is opaque.
    public var isOpaque = true
    /// The tint colour set on this view itself; ``tintColor`` falls back to the superview's.
    var ownTintColor: Color?
    /// The identifier UI tests find the view by (IB's Accessibility › Identifier).
    public var accessibilityIdentifier: String?
    /// The text assistive technologies read for the view (IB's Accessibility › Label).
    public var accessibilityLabel: String?
    /// What using the view does, for assistive technologies (IB's Accessibility › Hint).
    public var accessibilityHint: String?
    /// Whether assistive technologies treat the view as one element; by default false for a plain
    /// view and true for labels and controls, as in UIKit (``isAccessibilityElementByDefault``).
    public lazy var isAccessibilityElement: Bool = type(of: self).isAccessibilityElementByDefault
    /// The gesture recognizers attached to the view, in the order they were added
    /// (``addGestureRecognizer(_:)``; IB's `gestureRecognizers` outlet collection).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The layout constraints the view holds (those archived in its `<constraints>`;
    /// ``addInstalledConstraint(_:)``).
    public internal(set) var installedConstraints: [LayoutConstraint] = []
    /// The layer attributes of the view (UIKit's `CALayer` properties that documents set through
    /// runtime attributes: `layer.cornerRadius`, `layer.borderWidth`, …), created on first use.
    public internal(set) lazy var layerProperties = LayerProperties()

    /// Whether a layout is pending for this view.
    public internal(set) var needsLayout = true
    var descendantNeedsLayout = false
    var isPerformingLayout = false
    /// Whether a display is pending for this view.
    public internal(set) var needsDisplay = true
    var dirtyRect: Rect?
    var descendantNeedsDisplay = false
    var directDrawReportedTurn = -1

    /// Creates a view with `frame`. Nothing is laid out or drawn until the view is in a visible
    /// window.
    public init(frame: Rect) {
        frameOrigin = frame.origin
        boundsStorage = Rect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with an empty frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Decodes a view archived by Interface Builder: `frame`, `backgroundColor`, `tintColor`,
    /// `autoresizingMask`, the attributes `hidden`, `alpha`, `tag`, `contentMode`, `clipsSubviews`,
    /// `userInteractionEnabled`, `opaque`, `userLabel`, `customClass`, and the
    /// `accessibilityConfiguration` (`identifier`, `label`, `hint`, `isElement`); then adds the
    /// `subviews` in order once they exist. Subclasses decode their own keys after calling `super`.
    /// - Throws: `NibDecodingError` when a present value cannot be read.
    public required init(coder: any NibDecoding) throws {
        let frame = try coder.decodeRect(forKey: "frame") ?? .zero
        frameOrigin = frame.origin
        boundsStorage = Rect(origin: .zero, size: frame.size)
        super.init()
        objectID = coder.objectID.isEmpty ? nil : coder.objectID
        userLabel = coder.attribute("userLabel")
        customClassName = coder.attribute("customClass")
        backgroundColor = try coder.decodeColor(forKey: "backgroundColor")
        isHidden = try coder.decodeBool(forKey: "hidden")
        try coder.decode(into: &alpha, forKey: "alpha")
        tag = try coder.decodeInteger(forKey: "tag")
        if let mode = try coder.decodeString(forKey: "contentMode"), let parsed = ContentMode(rawValue: mode) {
            contentMode = parsed
        }
        clipsToBounds = try coder.decodeBool(forKey: "clipsSubviews")
        try coder.decode(into: &isUserInteractionEnabled, forKey: "userInteractionEnabled")
        try coder.decode(into: &isOpaque, forKey: "opaque")
        ownTintColor = try coder.decodeColor(forKey: "tintColor")
        if let accessibility = coder.nestedDecoder(forKey: "accessibilityConfiguration") {
            accessibilityIdentifier = accessibility.attribute("identifier")
            accessibilityLabel = accessibility.attribute("label")
            accessibilityHint = accessibility.attribute("hint")
            try accessibility.decode(into: &isAccessibilityElement, forKey: "isElement")
        }
        if let mask = coder.nestedDecoder(forKey: "autoresizingMask") {
            autoresizingMask = try View.decodeAutoresizingMask(mask)
        }
        // A strong capture: the loader drops pending fix-ups when the build ends.
        try coder.decodeObjects(forKey: "subviews") { objects in
            for case let subview as View in objects { self.addSubview(subview) }
        }
    }

    private static func decodeAutoresizingMask(_ coder: any NibDecoding) throws -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let pairs: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (key, bit) in pairs where try coder.decodeBool(forKey: key) { mask.insert(bit) }
        return mask
    }

    /// Tears the subtree down without recursion, so that very deep hierarchies cannot overflow the
    /// stack when released.
    isolated deinit {
        var pending = subviews
        subviews.removeAll()
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }

    /// The window the view is in.
    public var window: Window? { windowStorage }

    /// The tint colour: the one set on this view, else the superview's (UIKit's inheritance), else
    /// nil, where UIKit would use the system tint. Setting nil makes the view inherit again.
    public var tintColor: Color? {
        get {
            var view: View? = self
            while let current = view {
                if let color = current.ownTintColor { return color }
                view = current.superview
            }
            return nil
        }
        set { ownTintColor = newValue }
    }

    /// The default of ``isAccessibilityElement`` for the class: false for a plain view.
    open class var isAccessibilityElementByDefault: Bool { false }

    /// The superview, or the owning controller for a root view.
    open override var next: Responder? { owningViewController ?? superview }

    override var responderWindow: Window? { windowStorage }

    /// The window's runner, else the owning controller's (a root view), else the superview's, else
    /// the one the view was created for.
    override var runner: Runner? {
        var view: View? = self
        while let current = view {
            if let runner = current.windowStorage?.runnerStorage { return runner }
            if let controller = current.owningViewController { return controller.runner }
            if current.superview == nil { return current.assignedRunner ?? Runner.current }
            view = current.superview
        }
        return assignedRunner ?? Runner.current
    }

    /// `label`, else the user label, else `<controller>.view` for a root view, else the custom
    /// class, the id, or the class name.
    open override var traceLabel: String {
        if let name = label ?? userLabel { return name }
        if let controller = owningViewController { return controller.traceLabel + ".view" }
        return customClassName ?? objectID ?? traceClassName
    }

    // MARK: Overridable callbacks

    /// Lays out the subviews; called by the layout pass or ``layoutIfNeeded()``, never directly.
    /// Does nothing by default.
    open func layoutSubviews() {}

    /// Draws the content in `rect`; called by the display pass with a current
    /// ``currentDrawingContext``, never directly (a direct call is reported as misuse and draws
    /// nothing). Does nothing by default; overrides need not call `super`.
    open func draw(_ rect: Rect) { noteBaseDrawReached() }

    /// The size that fits `size`; the current size by default.
    open func sizeThatFits(_ size: Size) -> Size { boundsStorage.size }

    /// Called before the view moves to `newSuperview` (nil when removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil when leaving its window).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view moved to a new window (or left it).
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}
}
