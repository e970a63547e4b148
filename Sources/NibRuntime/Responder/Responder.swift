/// The base of every view, window and view controller: the responder chain, action handling,
/// `awakeFromNib`, and the identity the trace prints.
///
/// The trace label is, in order: ``label``, then (for controllers) the storyboard identifier, then
/// ``userLabel``, ``customClassName``, ``objectID``, and finally the Swift class name.
@MainActor
open class Responder: ActionReceiving {
    /// An explicit label for traces, overriding every other name.
    public var label: String?
    /// The label IB shows for the object (`userLabel`), if any.
    public var userLabel: String?
    /// The custom class IB names for the object (`customClass`), if any.
    public var customClassName: String?
    /// The object's id in its document, if it came from one.
    public var objectID: String?

    /// The runner this object was created for (see ``Runner``); the controller tree it joins a window
    /// with rebinds it.
    weak var assignedRunner: Runner?
    /// What the loader keeps on this object (opaque to the runtime).
    package var loaderState = NibLoaderState()

    /// Creates a responder bound to the runner a load runs for, else ``Runner/current``.
    public init() { assignedRunner = Runner.forNewObjects }

    /// The next responder in the chain; nil at the end.
    open var next: Responder? { nil }

    /// Whether this responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// The window whose first responder this responder would be.
    var responderWindow: Window? { nil }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder its window's first responder.
    /// - Returns: false when it cannot become first responder or is in no window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    /// - Returns: true (a subclass may refuse).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Whether this responder implements `action` for `sender`: by default, whether its class's
    /// ``ActionTable`` (see ``ActionDeclaring``) declares it and accepts the sender. Override it
    /// only for actions decided at run time, calling `super` for the others.
    open func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
        ActionDeclarations.accepts(action, by: type(of: self), sender: sender)
    }

    /// Runs `action`: by default the entry of the class's ``ActionTable``, if any.
    open func performAction(_ action: ActionName, sender: AnyObject?) {
        ActionDeclarations.perform(action, on: self, sender: sender)
    }

    /// The first responder, from this one along ``next``, that implements `action`.
    public func target(forAction action: ActionName, withSender sender: AnyObject?) -> Responder? {
        var responder: Responder? = self
        var steps = 0
        while let current = responder, steps < 100_000 {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// The first responder from this one along ``next`` whose ``ActionTable`` declares `action`,
    /// whatever sender it takes.
    func declarationOnChain(of action: ActionName) -> (DeclaredAction, Responder)? {
        var responder: Responder? = self
        var steps = 0
        while let current = responder, steps < 100_000 {
            if let declared = ActionDeclarations.declaration(of: action, by: type(of: current)) {
                return (declared, current)
            }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// Called once after the nib this object came from is loaded and connected. Overrides must
    /// call `super`.
    open func awakeFromNib() {}

    /// Records `awakeFromNib` in the trace and calls it: what a loader should call.
    public func sendAwakeFromNib() {
        deliver("awakeFromNib") { awakeFromNib() }
    }

    // MARK: Tracing

    /// The name printed in traces.
    open var traceLabel: String {
        label ?? userLabel ?? customClassName ?? objectID ?? traceClassName
    }

    /// The class name printed in traces: ``customClassName`` when set, else the Swift class name.
    public var traceClassName: String { customClassName ?? String(describing: type(of: self)) }

    /// The runner this object reports to.
    var runner: Runner? { responderWindow?.runnerStorage ?? assignedRunner ?? Runner.current }

    /// Which trace category this object's callbacks belong to.
    var traceCategory: TraceCategory { .view }

    /// The controller flags to record with an event; none for views.
    var traceFlags: TraceFlags { [] }

    /// Records an event for this object in its runner's trace (when that category is recorded).
    /// Loaders use it for callbacks they deliver themselves, such as `init(coder:)`.
    public func recordTraceEvent(_ event: String, _ args: [TraceArgument] = []) {
        record(event, args)
    }

    func record(_ event: String, _ args: @autoclosure () -> [TraceArgument] = []) {
        guard let trace = runner?.trace, trace.records(traceCategory) else { return }
        trace.record(
            TraceEvent(
                object: traceLabel, className: traceClassName, event: event, args: args(), flags: traceFlags,
                category: traceCategory))
    }

    /// Records `event`, then runs `body` (the callback itself).
    func deliver(_ event: String, _ args: @autoclosure () -> [TraceArgument] = [], _ body: () -> Void) {
        record(event, args())
        body()
    }

    /// An argument naming `object` by its trace label (or `nil`).
    func traceArgument(_ label: String, _ object: AnyObject?) -> TraceArgument {
        guard let object else { return TraceArgument(label, .null) }
        if let responder = object as? Responder {
            // An object argument (a sender) prints by name or class, never by its raw IB id.
            let name = responder.traceLabel
            return TraceArgument(label, .symbol(name == responder.objectID ? responder.traceClassName : name))
        }
        return TraceArgument(label, .symbol(String(describing: type(of: object))))
    }
}
