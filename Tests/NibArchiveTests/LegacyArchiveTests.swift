import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibArchive

/// Legacy Xcode 3/4 `<archive>` documents: what the records become, where everything is located,
/// and malformed records as positioned diagnostics.
struct LegacyArchiveTests {
    /// A small CocoaTouch archive around the given parts (tabs indent, as IB wrote).
    static func archive(roots: String, connections: String, records: String, flattened: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data>
        <array key="IBDocument.PluginDependencies"><string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string></array>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        <object class="IBProxyObject" id="100"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        \(roots)
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <array class="NSMutableArray" key="connectionRecords">
        \(connections)
        </array>
        <object class="IBMutableOrderedSet" key="objectRecords">
        <array key="orderedObjects">
        <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
        <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="100"/><reference key="parent" ref="0"/><string key="objectName">File's Owner</string></object>
        \(records)
        </array>
        </object>
        <dictionary class="NSMutableDictionary" key="flattenedProperties">\(flattened)</dictionary>
        </object>
        <string key="IBDocument.TargetRuntimeIdentifier">IBCocoaTouchFramework</string>
        </data>
        </archive>
        """
    }

    static func record(_ id: String, _ ref: String, parent: String = "0") -> String {
        #"<object class="IBObjectRecord"><int key="objectID">\#(id)</int><reference key="object" ref="\#(ref)"/><reference key="parent" ref="\#(parent)"/></object>"#
    }

    static func outlet(_ label: String, _ source: String, _ destination: String, id: String) -> String {
        #"<object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection"><string key="label">\#(label)</string><reference key="source" ref="\#(source)"/><reference key="destination" ref="\#(destination)"/></object><int key="connectionID">\#(id)</int></object>"#
    }

    static func load(_ text: String) -> ArchiveLoadResult {
        ArchiveLoader.load(string: text, file: "legacy.xib")
    }

    @Test func objectsValuesAndConnectionsAreLocatedAtTheirLegacyElements() throws {
        let marked = MarkedText(
            Self.archive(
                roots: """
                    ↓<object class="IBUIView" id="200"><array class="NSMutableArray" key="NSSubviews">
                    ↓<object class="IBUILabel" id="201">↓<string key="NSFrame">{{20, 40}, {280, 21}}</string>↓<string key="IBUIText">Hi</string></object>
                    </array></object>
                    """,
                connections: """
                    ↓<object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection">↓<string key="label">titleLabel</string><reference key="source" ref="100"/>↓<reference key="destination" ref="201"/></object><int key="connectionID">9</int></object>
                    """,
                records: Self.record("1", "200") + "\n" + Self.record("4", "201", parent: "200"),
                flattened: #"↓<string key="-1.CustomClassName">HelloViewController</string>"#))
        let result = Self.load(marked.text)
        #expect(result.diagnostics.map(\.id) == ["legacy-format"])
        #expect(result.outcome == .ok)
        let archive = result.archive
        let positions = marked.markers.map { SourceLocation(file: "legacy.xib", line: $0.line, column: $0.column) }
        let view = try #require(archive.object(withID: "1"))
        let label = try #require(archive.object(withID: "4"))
        let owner = try #require(archive.object(withID: "-1"))
        #expect(archive[view].location == positions[0])
        #expect(archive[label].location == positions[1])
        #expect(archive[label].parent == view && archive[label].collection == "subviews")
        #expect(archive[view].className == "UIView" && archive[label].className == "UILabel")
        let frame = try #require(archive.value(forKey: "frame", of: label))
        #expect(frame.element == "rect" && frame.location == positions[2])
        #expect(["x", "y", "width", "height"].map { frame.attribute($0) } == ["20", "40", "280", "21"])
        #expect(archive[label].attributes.attribute(named: "text")?.location == positions[3])
        #expect(archive[label].attribute("text") == "Hi")
        let connection = try #require(archive.connections.first)
        #expect(connection.kind == .outlet && connection.property == "titleLabel" && connection.id == "9")
        #expect(connection.source == owner && connection.destination == label)
        #expect(connection.location == positions[4])
        #expect(connection.attributes.attribute(named: "property")?.location == positions[5])
        #expect(connection.attributes.attribute(named: "destination")?.location == positions[6])
        #expect(archive[owner].placeholder == .filesOwner && archive[owner].customClass == "HelloViewController")
        #expect(archive[owner].attributes.attribute(named: "customClass")?.location == positions[7])
        #expect(archive[owner].userLabel == "File's Owner")
        #expect(archive.document.family == .cocoaTouch && archive.document.kindName == "xib")
        let plugins = archive.documentValues.map { archive[$0] }.filter { $0.element == "dependencies" }
        #expect(plugins.count == 1)
    }

    @Test func actionsBindingsAndAppKitActionsTranslate() throws {
        let text = Self.archive(
            roots: #"<object class="IBUIButton" id="202"><string key="IBUINormalTitle">Go</string></object>"#,
            connections: """
                <object class="IBConnectionRecord"><object class="IBCocoaTouchEventConnection" key="connection"><string key="label">go:</string><reference key="source" ref="202"/><reference key="destination" ref="100"/><int key="IBEventType">13</int></object><int key="connectionID">5</int></object>
                """,
            records: Self.record("3", "202"))
        let archive = Self.load(text).archive
        let action = try #require(archive.connections.first)
        #expect(action.kind == .action && action.selector == "go:" && action.eventType == "valueChanged")
        #expect(action.source.map { archive[$0].id } == "3" && action.destination.map { archive[$0].id } == "-1")
        let button = try #require(archive.object(withID: "3"))
        #expect(archive.value(forKey: "normal", of: button)?.attribute("title") == "Go")

        let appKit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"><data>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="NSCustomObject" id="1001"><string key="NSClassName">Controller</string></object>
            <object class="NSButton" id="2"><object class="NSButtonCell" key="NSCell" id="3"><string key="NSContents">Push</string></object></object>
            <object class="NSUserDefaultsController" id="4"/>
            </array>
            <object class="IBObjectContainer" key="IBDocument.Objects">
            <array class="NSMutableArray" key="connectionRecords">
            <object class="IBConnectionRecord"><object class="IBActionConnection" key="connection"><string key="label">push:</string><reference key="source" ref="1001"/><reference key="destination" ref="2"/></object><int key="connectionID">7</int></object>
            <object class="IBConnectionRecord"><object class="IBBindingConnection" key="connection"><string key="label">value: values.name</string><reference key="source" ref="2"/><reference key="destination" ref="4"/><object class="NSNibBindingConnector" key="connector"><string key="NSBinding">value</string><string key="NSKeyPath">values.name</string></object></object><int key="connectionID">8</int></object>
            </array>
            <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
            <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><nil key="parent"/></object>
            <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1001"/><reference key="parent" ref="0"/></object>
            <object class="IBObjectRecord"><string key="id">Btn-01-abc</string><reference key="object" ref="2"/><reference key="parent" ref="0"/></object>
            <object class="IBObjectRecord"><int key="objectID">21</int><reference key="object" ref="3"/><reference key="parent" ref="2"/></object>
            <object class="IBObjectRecord"><int key="objectID">22</int><reference key="object" ref="4"/><reference key="parent" ref="0"/></object>
            </array></object>
            </object>
            <string key="IBDocument.TargetRuntimeIdentifier">IBCocoaFramework</string>
            </data></archive>
            """
        let result = Self.load(appKit)
        #expect(result.diagnostics.map(\.id) == ["legacy-format"])
        let mac = result.archive
        #expect(mac.document.family == .appKit)
        let owner = try #require(mac.object(withID: "-2"))
        #expect(mac[owner].placeholder == .filesOwner && mac[owner].customClass == "Controller")
        let macButton = try #require(mac.object(withID: "Btn-01-abc"))
        let cell = try #require(mac.child(forKey: "cell", of: macButton))
        #expect(mac[cell].className == "NSButtonCell" && mac[cell].attribute("title") == "Push")
        let push = try #require(mac.connections.first { $0.kind == .action })
        #expect(push.source == macButton && push.destination == owner && push.selector == "push:")
        let binding = try #require(mac.connections.first { $0.kind == .binding })
        #expect(binding.property == "value" && binding.attributes[named: "keyPath"] == "values.name")
        #expect(
            binding.source == macButton && binding.destination.map { mac[$0].className } == "NSUserDefaultsController")
    }

    @Test func danglingReferencesArePositionedErrors() throws {
        let marked = MarkedText(
            Self.archive(
                roots: "",
                connections: """
                    <object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection"><string key="label">gone</string><reference key="source" ref="100"/>↓<reference key="destination" ref="999"/></object><int key="connectionID">3</int></object>
                    <object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection"><string key="label">orphan</string>↓<reference key="source" ref="888"/><reference key="destination" ref="100"/></object><int key="connectionID">4</int></object>
                    """,
                records:
                    #"<object class="IBObjectRecord"><int key="objectID">7</int>↓<reference key="object" ref="777"/><reference key="parent" ref="0"/></object>"#
            ))
        let result = Self.load(marked.text)
        let errors = result.diagnostics.filter { $0.severity == .error }
        let at = marked.markers.map { SourceLocation(file: "legacy.xib", line: $0.line, column: $0.column) }
        #expect(errors.allSatisfy { $0.id == "dangling-reference" })
        #expect(Set(errors.compactMap(\.location)) == Set(at), "\(errors)")
        #expect(result.outcome == .errors)
        #expect(result.archive.connections.count == 2)
    }

    @Test func missingIDsDuplicatesAndParentCyclesArePositionedErrors() throws {
        let marked = MarkedText(
            Self.archive(
                roots: """
                    <object class="IBUIView" id="200"/><object class="IBUIView" id="201"/><object class="IBUIView" ↓id="201"/>
                    """,
                connections: "",
                records: """
                    ↓<object class="IBObjectRecord"><reference key="object" ref="200"/></object>
                    <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="200"/><reference key="parent" ref="201"/></object>
                    ↓<object class="IBObjectRecord"><int key="objectID">6</int><reference key="object" ref="201"/><reference key="parent" ref="200"/></object>
                    """))
        let result = Self.load(marked.text)
        let at = marked.markers.map { SourceLocation(file: "legacy.xib", line: $0.line, column: $0.column) }
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.id) == ["duplicate-id", "legacy-object-record-invalid", "legacy-parent-cycle"], "\(errors)")
        #expect(errors.compactMap(\.location) == at)
        // The cycle is cut: both objects exist, one at the top level, the other inside it.
        let archive = result.archive
        let five = try #require(archive.object(withID: "5"))
        let six = try #require(archive.object(withID: "6"))
        #expect(archive[six].parent == nil && archive[five].parent == six)
    }

    @Test(arguments: [
        #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#,
        #"<archive><data/></archive>"#,
        #"<archive><data><object class="IBObjectContainer" key="IBDocument.Objects"><object key="objectRecords"/><reference key="connectionRecords" ref="nope"/></object></data></archive>"#,
        #"<archive><data><object class="IBObjectContainer" key="IBDocument.Objects"><array key="connectionRecords"><object class="IBConnectionRecord"/><object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection"/></object></array><dictionary key="flattenedProperties"><string key="nodot">x</string><string key="9.CustomClassName"/></dictionary></object></data></archive>"#,
    ])
    func malformedArchivesNeverTrap(_ text: String) {
        let result = Self.load(text)
        #expect(result.archive.isLegacyFormat)
        #expect(result.diagnostics.first?.id == "legacy-format")
        #expect(result.diagnostics.dropFirst().allSatisfy { $0.location != nil })
    }

    @Test func theSampleReadsEveryTranslatedValue() throws {
        let result = ArchiveLoader.load(contentsOf: PackagePaths.sample("legacy/LegacyHello.xib"))
        #expect(result.diagnostics.map(\.id) == ["legacy-format"])
        let archive = result.archive
        #expect(archive.objects.map(\.id) == ["-1", "-2", "1", "4", "5", "6"])
        let second = try #require(archive.object(withID: "6"))
        #expect(archive[second].attribute("text") == "Grüße\nWelt")  // type="base64-UTF8"
        #expect(archive[second].customClass == "GreetingLabel" && archive[second].userLabel == nil)
        #expect(archive.value(forKey: "textColor", of: second)?.attribute("red") == "0.2")  // through <reference>
        let title = try #require(archive.object(withID: "4"))
        #expect(archive[title].userLabel == "Title" && archive[title].attribute("textAlignment") == "center")
        #expect(archive.value(forKey: "fontDescription", of: title)?.attribute("type") == "system")
        let runtime = try #require(archive.value(forKey: "userDefinedRuntimeAttributes", of: title))
        let entries = runtime.children.map { archive[$0] }
        #expect(entries.map { $0.attribute("keyPath") } == ["layer.cornerRadius", "layer.masksToBounds"])
        #expect(entries.map { $0.attribute("value") } == ["6", "YES"])
        #expect(entries.map { $0.attribute("type") } == ["number", "boolean"])
        #expect(entries.first?.location.line == 191)
        let view = try #require(archive.object(withID: "1"))
        #expect(archive.value(forKey: "backgroundColor", of: view)?.attribute("white") == "1")
        #expect(archive.members(ofCollection: "subviews", of: view).map { archive[$0].id } == ["4", "5", "6"])
    }
}

/// Mutations of the legacy sample: every line removed in turn, every reference pointed at nothing.
/// None traps, every diagnostic has a position, and a reference the archive relies on reports.
struct LegacyMutationTests {
    static let sample = PackagePaths.sample("legacy/LegacyHello.xib")

    @Test func removingAnyLineNeverTraps() throws {
        let text = try #require(FileSystem.read(Self.sample))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for removed in lines.indices {
            var mutated = lines
            mutated.remove(at: removed)
            let result = ArchiveLoader.load(string: mutated.joined(separator: "\n"), file: "m.xib")
            #expect(result.diagnostics.allSatisfy { $0.location != nil }, "line \(removed + 1)")
        }
    }

    @Test func pointingARecordOrConnectionReferenceAtNothingIsAPositionedError() throws {
        let text = try #require(FileSystem.read(Self.sample))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var checked = 0
        for (number, line) in lines.enumerated() {
            let key =
                line.contains(#"key="destination""#) || line.contains(#"key="source""#)
                || line.contains(#"key="object""#)
            // The runtime attribute placeholder's own `object` repeats what its flattened key says.
            let placeholder = number > 0 && lines[number - 1].contains("IBUserDefinedRuntimeAttributesPlaceholderName")
            guard key, line.contains("ref="), !placeholder else { continue }
            var mutated = lines
            mutated[number] = Substring(line.replacingOccurrences(of: #"ref=""#, with: #"ref="gone"#))
            let result = ArchiveLoader.load(string: mutated.joined(separator: "\n"), file: "m.xib")
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(
                errors.contains { $0.id == "dangling-reference" && $0.location?.line == number + 1 },
                "line \(number + 1): \(errors)")
            checked += 1
        }
        #expect(checked == 14)
    }
}
