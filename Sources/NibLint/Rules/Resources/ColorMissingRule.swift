import NibArchive
import NibDiagnostics

/// `color-missing`: a named colour no colour set of the linted tree provides.
struct ColorMissingRule: Rule {
    static let description = RuleDescription(
        id: "color-missing",
        summary: "no asset catalog of the linted tree has a colour set of that name",
        details: """
            `<color name="Brand"/>` and `<namedColor name="Brand">` refer to a colour set of an asset \
            catalog; when no `Brand.colorset` exists in the linted tree's `*.xcassets` folders (with \
            namespaces), UIKit finds no colour and the view keeps its default (IBLinter's colour check). \
            Catalog colours (`catalog="System"`, AppKit's `controlTextColor` and the like) and system \
            colours (`systemColor=`) are not named colours. Runs only when the linted tree holds an asset \
            catalog.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main"><color key="backgroundColor" ↓name="BrandRed"/></view>
                    """,
                    resources: """
                                <namedColor name="BrandRed"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                        """),
                resources: [("App/Assets.xcassets/Brand.colorset/Contents.json", "{}")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <color key="backgroundColor" name="brand"/>
                                <color key="tintColor" name="Palette/Accent"/>
                                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                <color key="borderColor" systemColor="labelColor"/>
                            </view>
                    """,
                    resources: """
                                <namedColor name="brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                        """),
                resources: [
                    ("App/Assets.xcassets/Brand.colorset/Contents.json", "{}"),
                    ("App/Assets.xcassets/Palette/Contents.json", #"{"properties" : { "provides-namespace" : true }}"#),
                    ("App/Assets.xcassets/Palette/Accent.colorset/Contents.json", "{}"),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let catalog = document.resources, catalog.catalogCount > 0 else { return }
        let tree = document.tree
        // Reported where the colour is used; its `<namedColor>` entry only when nothing uses it.
        var used: Set<String> = []
        for index in tree.elements.indices where tree[index].name == "color" {
            if let name = tree.attribute("name", of: index) { used.insert(name) }
        }
        for index in tree.elements.indices {
            let element = tree[index].name
            guard element == "color" || element == "namedColor", tree.attribute("catalog", of: index) == nil,
                let name = tree.attribute("name", of: index), !name.isEmpty, !catalog.hasColor(name)
            else { continue }
            if element == "namedColor", used.contains(name) { continue }
            output.report(
                "no asset catalog of the linted tree has a colour set '\(name)'; the colour would not be found",
                at: tree.location(ofAttribute: "name", of: index))
        }
    }
}
