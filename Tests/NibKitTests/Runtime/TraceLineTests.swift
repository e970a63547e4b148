import NibJSON
import NibKit
import Testing

/// A trace line written as bytes (``TraceEvent/appendLine(to:)``, what `nibload run` writes) is the
/// line the former string building made, for every shape of event.
@Suite @MainActor struct TraceLineTests {
    /// The line as it was built before the byte writer: kept here as the reference.
    static func reference(_ event: TraceEvent) -> String {
        var line = event.object + "." + event.event
        if !(event.args.isEmpty && event.event.hasSuffix(")")) {
            line += "(" + event.args.map(\.description).joined(separator: ", ") + ")"
        }
        if !event.flags.isEmpty { line += " [" + event.flags.names.joined(separator: ", ") + "]" }
        return line
    }

    static let events: [TraceEvent] = [
        TraceEvent(object: "Detail", className: "DetailViewController", event: "didReceiveMemoryWarning"),
        TraceEvent(object: "Master", className: "M", event: "init(coder:)"),
        TraceEvent(object: "Master", className: "M", event: "init(coder:)", args: [TraceArgument("", .int(3))]),
        // A prepended character makes `)` part of a larger character: not a suffix `)`.
        TraceEvent(object: "O", className: "C", event: "odd\u{600})"),
        TraceEvent(object: "O", className: "C", event: ")"),
        TraceEvent(object: "", className: "", event: ""),
        TraceEvent(
            object: "Détail ✓", className: "C", event: "viewWillAppear", args: [TraceArgument("animated", .bool(true))],
            flags: [.movingToParent]),
        TraceEvent(
            object: "VC", className: "C", event: "prepare",
            args: [
                TraceArgument("for", .string("a \"quoted\"\nline")), TraceArgument("sender", .null),
                TraceArgument("", .number(0.5)), TraceArgument("size", .size(.init(width: 390, height: 844))),
                TraceArgument("flag", .bool(false)), TraceArgument("count", .int(-12)),
            ], flags: [.movingFromParent, .beingDismissed]),
        TraceEvent(
            object: "All", className: "C", event: "viewDidDisappear", args: [TraceArgument("animated", .bool(false))],
            flags: [.movingToParent, .movingFromParent, .beingPresented, .beingDismissed]),
    ]

    @Test func bytesAndDescriptionMatchTheFormerLines() {
        for event in Self.events {
            var buffer = ByteBuffer(capacity: 16)
            event.appendLine(to: &buffer)
            let written = buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
            #expect(written == Self.reference(event))
            #expect(event.description == Self.reference(event))
        }
        #expect(Trace.text(Self.events) == Self.events.map { Self.reference($0) + "\n" }.joined())
    }

    @Test func categoriesChangedAfterCreationDecideWhatIsRecorded() {
        let trace = Trace(categories: [.controller])
        #expect(trace.records(.controller) && !trace.records(.view) && !trace.records(.app))
        trace.categories = [.view, .app]
        #expect(!trace.records(.controller) && trace.records(.view) && trace.records(.app))
        trace.categories.insert(.controller)
        #expect(trace.records(.controller))
        trace.isEnabled = false
        #expect(!trace.records(.controller))
    }
}
