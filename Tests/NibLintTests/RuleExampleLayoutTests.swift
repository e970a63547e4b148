import Testing

@testable import NibLint

/// Rule examples are read in RULES.md and `nibload rules ID`: no line is wider than 240 columns (there were 400-column ones),
/// except the shared `<document …>` element, whose attributes are the IB header.
@Suite struct RuleExampleLayoutTests {
    @Test func exampleLinesAreReadable() {
        var checked = 0
        for description in RuleRegistry.descriptions {
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                for line in example.document.split(separator: "\n") {
                    checked += 1
                    if line.drop(while: { $0 == " " }).hasPrefix("<document ") { continue }
                    #expect(line.count <= 240, "\(description.id): \(line.count) columns: \(line.prefix(80))…")
                }
            }
        }
        #expect(checked > 1000)
    }
}
