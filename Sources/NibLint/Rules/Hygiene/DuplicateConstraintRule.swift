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
            // Appended by hand: the generic `joined(separator:)` cost more than the rest of the rule.
            var key = ""
            key.reserveCapacity(parts.reduce(parts.count) { $0 + $1.utf8.count })
            for (position, part) in parts.enumerated() {
                if position > 0 { key += "|" }
                key += part
            }
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
