import NibArchive
import NibDiagnostics

/// `duplicate-constraint`: two constraints that say the same thing.
struct DuplicateConstraintRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-constraint",
        summary: "two constraints relate the same items in the same way",
        details: """
            Two installed constraints with the same first and second item and attribute, relation, \
            multiplier, constant and priority: one is redundant, and changing only one of them later \
            produces unsatisfiable layouts. A constraint without `firstItem` belongs to the view that holds \
            it. Placeholder constraints (removed at build time) and constraints a size-class variation \
            includes or excludes (`<variation>`/`<mask key="constraints">`) are ignored.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .hygiene,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews><label id="l"/></subviews>
                                <constraints>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="main" secondAttribute="top" constant="8" id="k1"/>
                                    ↓<constraint firstItem="l" firstAttribute="top" secondItem="main" secondAttribute="top" constant="8" id="k2"/>
                                </constraints>
                            </view>
                    """))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews><label id="l"/></subviews>
                                <constraints>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="main" secondAttribute="top" constant="8" id="k1"/>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="main" secondAttribute="top" constant="16" id="k2"/>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="main" secondAttribute="top" constant="8" placeholder="YES" id="k3"/>
                                </constraints>
                            </view>
                    """))
        ])

    /// `parts` joined with `|`, written into the string in one piece: appending part by part
    /// (or the generic `joined(separator:)`) cost more than the rest of the rule.
    static func joinedKey(_ parts: [String]) -> String {
        let length = parts.reduce(max(parts.count - 1, 0)) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = 0
            for (index, part) in parts.enumerated() {
                if index > 0, position < buffer.count {
                    buffer[position] = UInt8(ascii: "|")
                    position += 1
                }
                var part = part
                part.withUTF8 { utf8 in
                    let end = min(position + utf8.count, buffer.count)
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[position..<end]).initialize(
                        fromContentsOf: UnsafeBufferPointer(rebasing: utf8[0..<(end - position)]))
                    position = end
                }
            }
            return position
        }
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        var first: [String: ObjectIndex] = [:]
        var varied: Set<String> = []
        // By index: iterating the arrays copied every object and value record.
        for index in archive.values.indices
        where archive.values[index].element == "exclude" || archive.values[index].element == "include" {
            if let id = archive.values[index].attribute("reference") { varied.insert(id) }
        }
        for index in archive.objects.indices where archive.objects[index].element == "constraint" {
            let object = archive.objects[index]
            if object.attribute("placeholder") == "YES" || varied.contains(object.id) { continue }
            let owner = object.parent.map { archive[$0].id } ?? ""
            let parts = [
                object.attribute("firstItem") ?? owner, object.attribute("firstAttribute") ?? "",
                object.attribute("relation") ?? "equal", object.attribute("secondItem") ?? "",
                object.attribute("secondAttribute") ?? "", object.attribute("multiplier") ?? "1",
                object.attribute("constant") ?? "0", object.attribute("priority") ?? "1000",
            ]
            let key = Self.joinedKey(parts)
            if let earlierIndex = first[key] {
                let earlier = archive[earlierIndex]
                output.reportRepetition(
                    "constraint '\(object.id)' duplicates constraint '\(earlier.id)'", at: object.location,
                    earlier: earlier.location, note: "the first one is here")
            } else {
                first[key] = object.index
            }
        }
    }
}
