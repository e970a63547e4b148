import NibArchive
import NibDiagnostics
import NibXML

/// `image-missing`: an image name no asset catalog or image file of the linted tree provides.
struct ImageMissingRule: Rule {
    static let description = RuleDescription(
        id: "image-missing",
        summary: "no asset catalog or image file of the linted tree provides the image",
        details: """
            `image=`, `backgroundImage=`, `selectedImage=` and the other image attributes, and the \
            `<image name=…>` entries of `<resources>`, name images that UIKit/AppKit look up at run time; \
            a name no image set, symbol set or loose image file (`name.png`, `name@2x.png`, \
            `name~ipad.png`) of the linted tree provides shows nothing (IBLinter's image check). Asset \
            catalog folders with "Provides Namespace" prefix their sets' names (`Icons/play`). Names \
            compare case-insensitively. SF Symbols (`catalog="system"`), AppKit's built-in `NS…` \
            images and images archived in the document (`<image>` with data) are never missing. Runs only when the linted tree holds an asset catalog or an image \
            file; images from frameworks outside it cannot be seen (suppress them with an `ignore` entry).
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main"><subviews><imageView ↓image="logo-old" id="i"/></subviews></view>
                    """,
                    resources: """
                                <image name="logo-old" width="16" height="16"/>
                                <image ↓name="unused-old" width="16" height="16"/>
                        """),
                resources: [("App/Assets.xcassets/logo.imageset/Contents.json", "{}")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main"><subviews>
                                <imageView image="Logo" id="i1"/>
                                <imageView image="Icons/play" id="i2"/>
                                <imageView image="star.fill" catalog="system" id="i3"/>
                                <button id="b"><state key="normal" image="back.png" backgroundImage="bubble"/></button>
                            </subviews></view>
                    """,
                    resources: """
                                <image name="Logo" width="16" height="16"/>
                                <image name="star.fill" catalog="system" width="16" height="16"/>
                        """),
                resources: [
                    ("App/Assets.xcassets/logo.imageset/Contents.json", "{}"),
                    ("App/Assets.xcassets/Icons/Contents.json", #"{"properties": {"provides-namespace": true}}"#),
                    ("App/Assets.xcassets/Icons/play.imageset/Contents.json", "{}"),
                    ("App/Images/back@2x~ipad.png", ""),
                    ("App/Images/bubble@3x.png", ""),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let catalog = document.resources, !catalog.isEmpty else { return }
        let tree = document.tree
        let appKit = document.archive.document.family == .appKit
        var system: Set<String> = []
        // Images archived in the document itself (`<image name=…><mutableData …/></image>`).
        for index in tree.elements.indices where tree[index].name == "image" && tree[index].firstChild != nil {
            if let name = tree.attribute("name", of: index) { system.insert(name) }
        }
        for index in tree.elements.indices where tree.attribute("catalog", of: index) == "system" {
            for attribute in tree.attributes(of: index)
            where Self.isImageAttribute(attribute, element: tree[index].name) {
                system.insert(attribute.value)
            }
        }
        // A missing image is reported where it is used; its `<resources>` entry only when nothing uses it.
        var used: Set<String> = []
        for index in tree.elements.indices where tree[index].name != "image" {
            for attribute in tree.attributes(of: index)
            where Self.isImageAttribute(attribute, element: tree[index].name) {
                used.insert(attribute.value)
            }
        }
        for index in tree.elements.indices {
            let element = tree[index].name
            for attribute in tree.attributes(of: index) where Self.isImageAttribute(attribute, element: element) {
                let name = attribute.value
                guard !name.isEmpty, !system.contains(name), !catalog.hasImage(name) else { continue }
                if element == "image", used.contains(name) { continue }
                if appKit, Self.isAppKitImage(name) { continue }
                output.report(
                    "no asset catalog or image file of the linted tree provides the image '\(name)'; it would show nothing",
                    at: SourceLocation(file: tree.file, line: attribute.line, column: attribute.column))
            }
        }
    }

    /// `image=`, `…Image=` (not flags such as `doesNotDimImage="YES"`), and `name=` of `<image>`.
    static func isImageAttribute(_ attribute: XMLTree.Attribute, element: String) -> Bool {
        if element == "image" { return attribute.name == "name" }
        guard attribute.name == "image" || attribute.name.hasSuffix("Image") else { return false }
        return attribute.value != "YES" && attribute.value != "NO"
    }

    /// AppKit's named system images (`NSAddTemplate`, `NSUser`, …).
    static func isAppKitImage(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        return scalars.count > 2 && scalars[0] == "N" && scalars[1] == "S" && ("A"..."Z").contains(scalars[2])
    }
}
