import NibArchive
import NibCoding
import NibDiagnostics
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibKit

/// Every colour form Interface Builder writes decodes, converts to sRGB, and never fails the object
/// that holds it (issue 11, departure 10).
@Suite @MainActor struct ColorSpaceTests {
    /// A one-scene storyboard whose view holds `colors` (each `<color key=…>`), with `resources`.
    static func storyboard(colors: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="probe" customClass="ColorProbe" customModule="App">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        \(colors)
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// The CMYK colour of the issue, on the probe view.
    static let cmykScene = storyboard(
        colors: """
                                        <color key="backgroundColor" cyan="0.5" magenta="0.25" yellow="0" black="0.2" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
            """)

    /// A view that decodes every colour key the test names.
    final class ColorProbe: View {
        nonisolated(unsafe) static var keys: [String] = []
        var decoded: [String: Color] = [:]
        required init(coder: any NibDecoding) throws {
            try super.init(coder: coder)
            for key in Self.keys { if let color = try coder.decodeColor(forKey: key) { decoded[key] = color } }
        }
    }

    /// Loads `text`, decodes `keys` on the probe view, and returns the colours with the load's
    /// diagnostics.
    func load(_ text: String, keys: [String]) throws -> (
        colors: [String: Color], diagnostics: [Diagnostic], root: View?
    ) {
        let registry = NibClassRegistry()
        registry.register(ColorProbe.self, as: "App.ColorProbe")
        ColorProbe.keys = keys
        defer { ColorProbe.keys = [] }
        let storyboard = try Storyboard(string: text, name: "Colors.storyboard", registry: registry)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        try controller.loadViewThrowing()
        let probe = try #require(controller.viewIfLoaded?.subviews.first as? ColorProbe)
        return (probe.decoded, storyboard.loadDiagnostics, controller.viewIfLoaded)
    }

    @Test("a CMYK colour decodes and its scene instantiates (it failed the whole scene before)")
    func cmykSceneInstantiates() throws {
        let registry = NibClassRegistry()
        registry.register(ColorProbe.self, as: "App.ColorProbe")
        let storyboard = try Storyboard(string: Self.cmykScene, name: "CMYK.storyboard", registry: registry)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        try controller.loadViewThrowing()
        let color = try #require(controller.viewIfLoaded?.subviews.first?.backgroundColor)
        #expect(color.kind == .cmyk(cyan: 0.5, magenta: 0.25, yellow: 0, black: 0.2, alpha: 1))
        #expect(color.colorSpace == "genericCMYKColorSpace")
        #expect(try #require(color.rgba).isClose(to: RGBA(red: 0.4, green: 0.6, blue: 0.8)))
        #expect(storyboard.loadDiagnostics.isEmpty)
    }

    @Test("every colour form IB writes converts to sRGB")
    func everyFormConverts() throws {
        let written = """
            <color key="srgb" red="1" green="0.5" blue="0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="calibratedRGB" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>
            <color key="customCalibratedRGB" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="calibratedRGB"/>
            <color key="deviceRGB" red="0.3" green="0.3" blue="0.3" alpha="1" colorSpace="deviceRGB"/>
            <color key="p3" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            <color key="p3White" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            <color key="gamma22" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="calibratedWhite" white="0.25" alpha="0.5" colorSpace="calibratedWhite"/>
            <color key="customCalibratedWhite" white="0.75" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
            <color key="deviceWhite" white="1" alpha="1" colorSpace="deviceWhite"/>
            <color key="cmyk" cyan="0" magenta="1" yellow="1" black="0" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
            <color key="system" systemColor="systemBackgroundColor"/>
            <color key="systemInline" systemColor="labelColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="systemUnresolved" systemColor="systemTealColor"/>
            <color key="legacy" cocoaTouchSystemColor="lightTextColor"/>
            <color key="xcode11" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
            <color key="catalog" name="controlColor" catalog="System" colorSpace="catalog"/>
            <color key="named" name="Brand"/>
            <color key="namedNoResource" name="Elsewhere"/>
            """
        let resources = """
                    <namedColor name="Brand">
                        <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
            """
        let keys = [
            "srgb", "calibratedRGB", "customCalibratedRGB", "deviceRGB", "p3", "p3White", "gamma22", "calibratedWhite",
            "customCalibratedWhite", "deviceWhite", "cmyk", "system", "systemInline", "systemUnresolved", "legacy",
            "xcode11",
            "catalog", "named", "namedNoResource",
        ]
        let (decoded, diagnostics, _) = try load(Self.storyboard(colors: written, resources: resources), keys: keys)
        let colors = decoded
        #expect(Set(colors.keys) == Set(keys), "every colour decodes")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let expected: [String: RGBA?] = [
            "srgb": RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25),
            "calibratedRGB": RGBA(red: 0.2, green: 0.4, blue: 0.6),
            "customCalibratedRGB": RGBA(red: 0.2, green: 0.4, blue: 0.6),
            "deviceRGB": RGBA(white: 0.3),
            // P3's red is outside sRGB: extended components (published value 1.0931, -0.2267, -0.1501).
            "p3": RGBA(red: 1.0931, green: -0.2267, blue: -0.1501),
            "p3White": RGBA(white: 1),
            "gamma22": RGBA(white: 0.5),
            "calibratedWhite": RGBA(white: 0.25, alpha: 0.5),
            "customCalibratedWhite": RGBA(white: 0.75),
            "deviceWhite": RGBA(white: 1),
            "cmyk": RGBA(red: 1, green: 0, blue: 0),
            "system": RGBA(white: 1),
            "systemInline": RGBA(white: 0),
            "systemUnresolved": nil,
            "legacy": RGBA(white: 1, alpha: 0.6),
            "xcode11": RGBA(white: 1),
            "catalog": nil,
            "named": RGBA(red: 0.1, green: 0.2, blue: 0.3),
            "namedNoResource": nil,
        ]
        for (key, rgba) in expected {
            let color = try #require(colors[key])
            if let rgba {
                #expect(
                    color.rgba.map { $0.isClose(to: rgba, tolerance: 0.001) } == true,
                    "\(key): \(String(describing: color.rgba))")
            } else {
                #expect(color.rgba == nil, "\(key)")
            }
        }
        #expect(colors["xcode11"]?.kind == .system("systemBackgroundColor"))
        #expect(colors["catalog"]?.kind == .system("controlColor"))
        #expect(colors["named"]?.kind == .named("Brand"))
        #expect(colors["namedNoResource"]?.kind == .named("Elsewhere"))
        #expect(colors["p3"]?.colorSpace == "displayP3")
    }

    @Test("an unknown colour space or form is a warning at its position; the colour is kept as written")
    func unknownSpaceIsAWarning() throws {
        let written = """
            <color key="adobe" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/>
            <color key="lab" l="50" a="10" b="-10" alpha="1" colorSpace="custom" customColorSpace="labColorSpace"/>
            <color key="empty"/>
            """
        let (colors, diagnostics, _) = try load(Self.storyboard(colors: written), keys: ["adobe", "lab", "empty"])
        #expect(colors["adobe"]?.kind == .rgb(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(colors["adobe"]?.colorSpace == "adobeRGB1998")
        #expect(
            colors["lab"]?.kind
                == .written([
                    "l": "50", "a": "10", "b": "-10", "alpha": "1", "colorSpace": "custom",
                    "customColorSpace": "labColorSpace",
                ]))
        #expect(colors["lab"]?.rgba == nil)
        #expect(colors["empty"]?.kind == .written([:]))
        let lines = diagnostics.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "?") \($0.severity) \($0.id)"
        }
        #expect(
            lines == [
                "12:83 warning color-space-unknown", "13:1 warning color-form-unknown",
                "14:1 warning color-form-unknown",
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("a malformed component is still a decoding error of the object, with its position")
    func malformedComponentFails() throws {
        let text = Self.storyboard(
            colors:
                #"<color key="backgroundColor" red="lots" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
        let registry = NibClassRegistry()
        registry.register(ColorProbe.self, as: "App.ColorProbe")
        let storyboard = try Storyboard(string: text, name: "Bad.storyboard", registry: registry)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(throws: (any Error).self) { try controller.loadViewThrowing() }
    }

    /// Every `<color>` of every corpus document decodes with no warning (the corpus has no unknown
    /// form), converts to sRGB unless it is an AppKit catalog colour or a named colour without a
    /// resource, and a system colour with a document resource takes the resource's value.
    @Test(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
    func corpusColorsAllDecode() throws {
        var forms: [String: Int] = [:]
        var textCount = 0
        var decoded = 0
        var problems: [String] = []
        var resolvedFromResources = 0
        for path in PackagePaths.corpusFiles {
            guard let text = FileSystem.read(path) else { continue }
            let loaded = ArchiveLoader.load(contentsOf: path)
            guard loaded.outcome == .ok || loaded.outcome == .errors else { continue }
            let archive = loaded.archive
            // Legacy archives' NSColor records become `<color>` values too; the text scan counts
            // current-format documents only.
            if !archive.isLegacyFormat { textCount += text.components(separatedBy: "<color ").count - 1 }
            let resources = NibColorResources(archive: archive)
            for value in archive.values where value.element == "color" {
                if !archive.isLegacyFormat { decoded += 1 }
                do {
                    let (color, warning) = try NibColorText.decode(value, resources: resources)
                    if let warning { problems.append("\(warning)") }
                    let form =
                        switch color.kind {
                        case .rgb: "rgb " + (color.colorSpace ?? "-")
                        case .white: "white " + (color.colorSpace ?? "-")
                        case .cmyk: "cmyk"
                        case .system: color.colorSpace == "catalog" ? "catalog" : "system"
                        case .named: "named"
                        case .written: "written"
                        }
                    forms[form, default: 0] += 1
                    if case .system(let name) = color.kind, let resource = resources.system[name],
                        value.attribute("red") == nil,
                        value.attribute("white") == nil
                    {
                        resolvedFromResources += 1
                        if color.rgba != resource {
                            problems.append("\(value.location): \(name) is not its resource's value")
                        }
                    }
                    let unresolvable = form == "catalog" || form == "named" || form == "system"
                    if !unresolvable, color.rgba == nil {
                        problems.append("\(value.location): \(color) has no RGBA value")
                    }
                } catch {
                    problems.append("\(error)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
        // Every `<color` the text holds was decoded, and the corpus has the forms the sweep of
        // `<color` found when this test was written.
        #expect(decoded == textCount)
        #expect(decoded > 7_000)
        #expect(forms["rgb sRGB", default: 0] > 2_000)
        #expect(forms["white genericGamma22GrayColorSpace", default: 0] > 100)
        #expect(forms["white calibratedWhite", default: 0] > 500)
        #expect(forms["rgb calibratedRGB", default: 0] > 200)
        #expect(forms["rgb displayP3", default: 0] == 7)
        #expect(forms["rgb deviceRGB", default: 0] == 6)
        #expect(forms["white deviceWhite", default: 0] == 6)
        #expect(forms["catalog", default: 0] > 4_000)
        #expect(forms["written", default: 0] == 0)
        #expect(resolvedFromResources > 100)
        print(
            "corpus colours: \(decoded) decoded, forms \(forms.sorted { $0.key < $1.key }), \(resolvedFromResources) system colours from resources"
        )
    }
}
