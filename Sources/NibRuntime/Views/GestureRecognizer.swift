public import NibCodingCore

/// A gesture recognizer: target–action pairs, a delegate, and the view it is attached to (a view's
/// `gestureRecognizers` outlet collection attaches it). NibKit records and dispatches the actions;
/// it does not recognise touches.
@MainActor
open class GestureRecognizer: NibObject, NibActionSource {
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// Whether the recognizer is enabled.
    public var isEnabled = true
    /// Whether touches are cancelled in the view when recognised.
    public var cancelsTouchesInView = true
    /// The target–action pairs, in the order added (a nil target means the responder chain). The
    /// targets are held weakly, as UIKit's recognizers hold them: a controller that targets a
    /// recognizer on its own view would otherwise never be released; a target that is gone is left out.
    public var targetActions: [(target: AnyObject?, action: ActionName)] {
        targetEntries.compactMap { entry in
            if entry.usesResponderChain { return (nil, entry.action) }
            guard let target = entry.target.object else { return nil }
            return (target, entry.action)
        }
    }
    private var targetEntries: [TargetEntry] = []

    /// One target–action pair, its target held weakly.
    private struct TargetEntry {
        let target: WeakTarget
        let usesResponderChain: Bool
        let action: ActionName
    }

    /// A weak reference to a target.
    private struct WeakTarget {
        weak var object: AnyObject?
    }

    /// Creates a recognizer in code.
    public override init() { super.init() }

    /// Decodes the common attributes.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        try coder.decode(into: &isEnabled, forKey: "enabled")
        try coder.decode(into: &cancelsTouchesInView, forKey: "cancelsTouchesInView")
    }

    /// Adds a target–action pair.
    public func addTarget(_ target: AnyObject?, action: ActionName) {
        targetEntries.append(
            TargetEntry(target: WeakTarget(object: target), usesResponderChain: target == nil, action: action))
    }

    /// Connects an `<action>` (no event type for recognizers).
    public func connectNibAction(_ selector: String, to target: AnyObject?, eventType: String?) {
        addTarget(target, action: ActionName(selector))
    }

    /// Sends every action as recognising the gesture would: to its target, or along the responder
    /// chain from the attached view when the target is nil.
    public func sendActions() {
        for (target, action) in targetActions {
            NibActionDispatch.send(action, to: target, from: self, startingAt: view)
        }
    }
}

/// A tap recognizer (`tapGestureRecognizer`).
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps required (1 by default).
    public var numberOfTapsRequired = 1
    /// Fingers required (1 by default).
    public var numberOfTouchesRequired = 1

    /// Decodes the tap counts.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        try coder.decode(into: &numberOfTapsRequired, forKey: "numberOfTapsRequired")
        try coder.decode(into: &numberOfTouchesRequired, forKey: "numberOfTouchesRequired")
    }
}

/// A long-press recognizer (IB's `pongPressGestureRecognizer`).
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must last (0.5 by default).
    public var minimumPressDuration = 0.5

    /// Decodes the duration.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        try coder.decode(into: &minimumPressDuration, forKey: "minimumPressDuration")
    }
}

/// A swipe recognizer.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The direction (`right` by default; IB writes `direction="left"` and so on).
    public var direction: Direction = .right

    /// Decodes the direction.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        direction = coder.attribute("direction").map(Direction.init(ibValue:)) ?? .right
    }
}

/// A pan recognizer.
@MainActor open class PanGestureRecognizer: GestureRecognizer {}
/// A screen-edge pan recognizer.
@MainActor open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {}
/// A pinch recognizer.
@MainActor open class PinchGestureRecognizer: GestureRecognizer {}
/// A rotation recognizer.
@MainActor open class RotationGestureRecognizer: GestureRecognizer {}
/// A hover recognizer.
@MainActor open class HoverGestureRecognizer: GestureRecognizer {}
