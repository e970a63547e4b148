public import NibJSON

/// The ordered record of every callback the runtime delivered.
///
/// A ``Runner`` owns one. Recording can be switched off (``isEnabled``) or limited to some
/// ``TraceCategory`` values; neither changes the order in which callbacks run, only what is kept.
///
/// At most ``maximumKeptEvents`` events are kept in memory. With a ``sink`` (what `nibload run`
/// uses to write the trace as it happens), the kept events go to it whenever the limit is reached
/// and on ``flush()``; without one, events past the limit are counted in ``droppedCount`` and not
/// kept. Marks (``count``) count every event recorded, handed on or not.
@MainActor
public final class Trace {
    /// Whether events are recorded at all.
    public var isEnabled: Bool {
        didSet { recordedBits = Self.bits(isEnabled, categories) }
    }
    /// The categories that are recorded.
    public var categories: Set<TraceCategory> {
        didSet { recordedBits = Self.bits(isEnabled, categories) }
    }
    /// One bit per category recorded, none when disabled: what ``records(_:)`` tests for every
    /// callback.
    private var recordedBits: UInt8
    /// The recorded events still kept, in delivery order.
    public private(set) var events: [TraceEvent] = []
    /// Where kept events go on ``flush()`` and when ``maximumKeptEvents`` is reached.
    public var sink: ((TraceEvent) -> Void)?
    /// The most events kept in memory.
    public var maximumKeptEvents = Trace.defaultMaximumKeptEvents
    /// The events handed to ``sink`` so far.
    public private(set) var forwardedCount = 0
    /// The events not kept because the limit was reached without a sink.
    public private(set) var droppedCount = 0

    /// 1,000,000 events (about 200 MB).
    nonisolated public static let defaultMaximumKeptEvents = 1_000_000

    /// Creates a trace.
    /// - Parameters:
    ///   - isEnabled: Whether to record; false costs nothing per callback beyond one check.
    ///   - categories: What to record; controllers and app events by default, views on request.
    public init(isEnabled: Bool = true, categories: Set<TraceCategory> = [.controller, .app]) {
        self.isEnabled = isEnabled
        self.categories = categories
        recordedBits = Self.bits(isEnabled, categories)
    }

    /// Whether an event of `category` would be recorded now.
    public func records(_ category: TraceCategory) -> Bool { recordedBits & category.bit != 0 }

    /// The bits of `categories` when `isEnabled`, else none.
    private static func bits(_ isEnabled: Bool, _ categories: Set<TraceCategory>) -> UInt8 {
        isEnabled ? TraceCategory.bits(of: categories) : 0
    }

    /// Appends an event when its category is recorded.
    public func record(_ event: consuming TraceEvent) {
        guard records(event.category), makeRoom() else { return }
        events.append(event)
    }

    /// Hands every kept event to ``sink`` (when there is one) and forgets them.
    public func flush() {
        guard let sink else { return }
        var handed: [TraceEvent] = []
        swap(&handed, &events)
        forwardedCount += handed.count
        // Each event is lent to the sink where it lies, not copied out of the array.
        handed.withUnsafeBufferPointer { kept in
            for index in kept.indices { sink(kept[index]) }
        }
        // The emptied array's room serves the next events (unless the sink recorded some meanwhile).
        handed.removeAll(keepingCapacity: true)
        if events.isEmpty { events = handed }
    }

    /// Whether one more event can be kept, flushing to the sink when the limit is reached.
    private func makeRoom() -> Bool {
        guard events.count >= max(1, maximumKeptEvents) else { return true }
        if sink != nil {
            flush()
            return true
        }
        droppedCount += 1
        return false
    }

    /// Inserts an event at a position obtained from ``count`` earlier, so that a callback whose
    /// recording is decided only after it ran still appears where it started.
    func insert(_ event: TraceEvent, at index: Int) {
        guard records(event.category), makeRoom() else { return }
        events.insert(event, at: min(max(index - forwardedCount, 0), events.count))
    }

    /// The number of events recorded so far, handed on or not (a mark for ``events(since:)``).
    public var count: Int { forwardedCount + events.count }

    /// The kept events recorded after `mark`.
    public func events(since mark: Int) -> ArraySlice<TraceEvent> {
        events[min(max(mark - forwardedCount, 0), events.count)...]
    }

    /// Forgets every kept event and starts counting again from 0.
    public func removeAll() {
        forwardedCount = 0
        droppedCount = 0
        events.removeAll()
    }

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
        var buffer = ByteBuffer(capacity: 4096)
        for event in events {
            event.appendLine(to: &buffer)
            buffer.append(UInt8(ascii: "\n"))
        }
        return buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
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
