/// Matching a trace against the lines a test expects, without pinning every line.
extension Sequence where Element == TraceEvent {
    /// Whether `expected` lines appear among these events' lines in order, other lines allowed in
    /// between (`runner.trace.events(since: mark).containsInOrder(["A.viewWillAppear(animated: true)", …])`).
    public func containsInOrder(_ expected: [String]) -> Bool {
        var remaining = expected[...]
        for event in self {
            guard let next = remaining.first else { return true }
            if event.description == next { remaining = remaining.dropFirst() }
        }
        return remaining.isEmpty
    }

    /// The events with each repeat of a layout pass removed: a layout callback
    /// (`layoutSubviews`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`) that repeats one of the
    /// same object already recorded since that object's last other callback.
    public func droppingLayoutRepeats() -> [TraceEvent] {
        var kept: [TraceEvent] = []
        var laidOut: [String: Set<String>] = [:]
        for event in self {
            if TraceEvent.layoutEvents.contains(event.event) {
                guard laidOut[event.object, default: []].insert(event.description).inserted else { continue }
            } else {
                laidOut[event.object] = nil
            }
            kept.append(event)
        }
        return kept
    }
}

extension TraceEvent {
    /// The callbacks a layout pass sends, which UIKit may repeat.
    nonisolated static let layoutEvents: Set<String> = [
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]
}

extension Trace {
    /// Whether `expected` lines appear in order among the events recorded after `mark`, other lines
    /// allowed in between.
    public func containsInOrder(_ expected: [String], since mark: Int = 0) -> Bool {
        events(since: mark).containsInOrder(expected)
    }
}
