public import NibJSON

/// One recorded callback: who received it, what it was, its arguments and the controller flags at
/// that moment.
///
/// The text form is `Object.event(label: value, …) [flag, …]`, for example
/// `Detail.viewWillAppear(animated: true) [movingToParent]`; the flag list is left out when no flag
/// is set. An event name that already ends in `)` (such as `init(coder:)`) is printed as it is when
/// it has no arguments.
nonisolated public struct TraceEvent: Sendable, Hashable, CustomStringConvertible {
    /// The receiver's label (storyboard identifier, user label, custom class, id or class name).
    public var object: String
    /// The receiver's class name.
    public var className: String
    /// The callback's name without arguments (`viewWillAppear`, `layoutSubviews`, `deinit`).
    public var event: String
    /// The callback's arguments, in order.
    public var args: [TraceArgument]
    /// The receiver's flags when the callback ran; empty for views and app events.
    public var flags: TraceFlags
    /// What kind of object received it.
    public var category: TraceCategory

    /// Creates an event.
    public init(
        object: String, className: String, event: String, args: [TraceArgument] = [],
        flags: TraceFlags = [], category: TraceCategory = .controller
    ) {
        self.object = object
        self.className = className
        self.event = event
        self.args = args
        self.flags = flags
        self.category = category
    }

    /// The trace line: `Detail.viewWillAppear(animated: true) [movingToParent]`.
    public var description: String {
        var buffer = ByteBuffer(capacity: 64)
        appendLine(to: &buffer)
        return buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The JSON object `{"object", "class", "event", "args", "flags"}`; `args` is an object whose
    /// keys are the argument labels in order (an unlabelled argument is keyed by its position),
    /// `flags` an array of the set flags' names.
    public var json: JSONValue {
        let arguments = args.enumerated().map { index, argument in
            (argument.label.isEmpty ? String(index) : argument.label, argument.value.json)
        }
        return .object([
            ("object", .string(object)), ("class", .string(className)), ("event", .string(event)),
            ("args", .object(arguments)), ("flags", .array(flags.names.map(JSONValue.string))),
        ])
    }
}
