public import NibJSON
/// The ordered record of every callback the runtime delivered.
///
/// A ``Runner`` owns one. Recording can be switched off (``isEnabled``) or limited to some
/// ``TraceCategory`` values; neither changes the order in which callbacks run, only what is kept.
@MainActor
public final class Trace {
    /// Whether events are recorded at all.
    public var isEnabled: Bool
    /// The categories that are recorded.
    public var categories: Set<TraceCategory>
    /// The recorded events, in delivery order.
    public private(set) var events: [TraceEvent] = []

    /// Creates a trace.
    /// - Parameters:
    ///   - isEnabled: Whether to record; false costs nothing per callback beyond one check.
    ///   - categories: What to record; controllers and app events by default, views on request.
    public init(isEnabled: Bool = true, categories: Set<TraceCategory> = [.controller, .app]) {
        self.isEnabled = isEnabled
        self.categories = categories
    }

    /// Whether an event of `category` would be recorded now.
    public func records(_ category: TraceCategory) -> Bool { isEnabled && categories.contains(category) }

    /// Appends an event when its category is recorded.
    public func record(_ event: TraceEvent) {
        guard records(event.category) else { return }
        events.append(event)
    }

    /// Inserts an event at a position obtained from ``count`` earlier, so that a callback whose
    /// recording is decided only after it ran still appears where it started.
    func insert(_ event: TraceEvent, at index: Int) {
        guard records(event.category) else { return }
        events.insert(event, at: min(max(index, 0), events.count))
    }

    /// The number of events recorded so far (a mark for ``events(since:)``).
    public var count: Int { events.count }

    /// The events recorded after `mark`.
    public func events(since mark: Int) -> ArraySlice<TraceEvent> {
        events[min(max(mark, 0), events.count)...]
    }

    /// Forgets every event.
    public func removeAll() { events.removeAll() }

    /// The text lines of the recorded events, optionally only some categories.
    public func lines(_ categories: Set<TraceCategory>? = nil) -> [String] {
        events.filter { categories?.contains($0.category) ?? true }.map(\.description)
    }

    /// The whole trace as text, one event per line, ending in a newline when not empty.
    public var text: String { Trace.text(events) }

    /// The whole trace as a JSON array, one event per line.
    public var json: String { Trace.json(events) }

    /// `events` as text lines, one per line.
    nonisolated public static func text<S: Sequence<TraceEvent>>(_ events: S) -> String {
        events.map { $0.description + "\n" }.joined()
    }

    /// `events` as a JSON array of `{"object", "class", "event", "args", "flags"}` objects, in
    /// nibload's JSON style, ending in a newline.
    nonisolated public static func json<S: Sequence<TraceEvent>>(_ events: S) -> String {
        var writer = JSONWriter()
        write(events, to: &writer)
        return writer.finishedText()
    }

    /// Writes `events` as a JSON array into a writer, one event at a time.
    nonisolated public static func write<S: Sequence<TraceEvent>>(_ events: S, to writer: inout JSONWriter) {
        writer.beginArray()
        for event in events { writer.value(event.json) }
        writer.endArray()
    }
}
