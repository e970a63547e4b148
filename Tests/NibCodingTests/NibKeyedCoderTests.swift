import NibArchive
import NibCoding
import NibDiagnostics
import NibPrimitives
import Testing

/// The concrete coder over real IB spellings, read straight from an archive: scalars, strings,
/// geometry, colours, fonts, nested values. (Object references and the errors a load wraps are
/// tested through the loader, in NibKitTests.)
@Suite struct NibKeyedCoderTests {
    /// Reads a xib whose `<objects>` are `body` and hands the coder of the object `p` to `check`.
    func decode(_ body: String, file: String = "coder.xib", _ check: (any NibDecoding) throws -> Void) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
            \(body)
                </objects>
            </document>
            """
        let loaded = ArchiveLoader.load(string: text, file: file)
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
        let probe = try #require(loaded.archive.object(withID: "p"))
        try check(NibDecodingContext(archive: loaded.archive, resolver: nil).coder(for: probe))
    }

    @Test func scalarsFromAttributesAndValueElements() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App" hidden="YES" alpha="0.5" tag="42" text="hi">
                        <integer key="count" value="7"/>
                        <real key="ratio" value="1.5"/>
                        <bool key="flag" value="NO"/>
                    </view>
            """
        ) { coder throws in
            #expect(try coder.decodeBool(forKey: "hidden"))
            #expect(try coder.decodeDouble(forKey: "alpha") == 0.5)
            #expect(try coder.decodeInteger(forKey: "tag") == 42)
            #expect(try coder.decodeString(forKey: "text") == "hi")
            #expect(try coder.decodeInteger(forKey: "count") == 7)
            #expect(try coder.decodeDouble(forKey: "ratio") == 1.5)
            #expect(try coder.decodeBool(forKey: "flag") == false)
            #expect(try coder.decodeBool(forKey: "absent") == false)
            #expect(try coder.decodeString(forKey: "absent") == nil)
            #expect(coder.containsValue(forKey: "ratio"))
            #expect(coder.containsValue(forKey: "tag"))
            #expect(!coder.containsValue(forKey: "absent"))
            #expect(coder.element == "view")
            #expect(coder.objectID == "p")
            #expect(coder.className == "Probe")
            #expect(coder.keys == ["count", "ratio", "flag"])
        }
    }

    @Test func stringsIncludingUnpaddedBase64AndAttributedText() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App">
                        <string key="keyEquivalent" base64-UTF8="YES">
            Gw
            </string>
                        <string key="title">Plain</string>
                        <mutableString key="body">Body text</mutableString>
                        <attributedString key="attributedText">
                            <fragment content="Hello, "/>
                            <fragment>
                                <string key="content">world</string>
                            </fragment>
                        </attributedString>
                        <nil key="placeholder"/>
                    </view>
            """
        ) { coder throws in
            #expect(try coder.decodeString(forKey: "keyEquivalent") == "\u{1B}")
            #expect(try coder.decodeString(forKey: "title") == "Plain")
            #expect(try coder.decodeString(forKey: "body") == "Body text")
            #expect(try coder.decodeString(forKey: "attributedText") == "Hello, world")
            #expect(try coder.decodeString(forKey: "placeholder") == nil)
        }
        #expect(Base64UTF8.decode("SGVsbG8") == "Hello")
        #expect(Base64UTF8.decode("SGVsbG8=") == "Hello")
        #expect(Base64UTF8.decode("SGVs\nbG8") == "Hello")
        #expect(Base64UTF8.decode("S") == nil)
        #expect(Base64UTF8.decode("SG!s") == nil)
        #expect(Base64UTF8.decode("") == "")
    }

    @Test func geometry() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App">
                        <rect key="frame" x="1" y="2.5" width="30" height="40"/>
                        <point key="center" x="-3" y="4"/>
                        <size key="size" width="5" height="6"/>
                        <inset key="insets" minX="1" minY="2" maxX="3" maxY="4"/>
                        <edgeInsets key="layoutMargins" top="8" left="9" bottom="10" right="11"/>
                        <directionalEdgeInsets key="directional" top="1" leading="2" bottom="3" trailing="4"/>
                        <rect key="broken" x="a" y="0" width="0" height="0"/>
                        <color key="notARect" white="1" alpha="1"/>
                    </view>
            """
        ) { coder throws in
            #expect(try coder.decodeRect(forKey: "frame") == Rect(x: 1, y: 2.5, width: 30, height: 40))
            #expect(try coder.decodePoint(forKey: "center") == Point(x: -3, y: 4))
            #expect(try coder.decodeSize(forKey: "size") == Size(width: 5, height: 6))
            #expect(try coder.decodeInsets(forKey: "insets") == EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
            #expect(
                try coder.decodeInsets(forKey: "layoutMargins") == EdgeInsets(top: 8, left: 9, bottom: 10, right: 11))
            #expect(try coder.decodeInsets(forKey: "directional") == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(try coder.decodeRect(forKey: "absent") == nil)
            #expect(throws: NibDecodingError.self) { try coder.decodeRect(forKey: "broken") }
            #expect(throws: NibDecodingError.self) { try coder.decodeRect(forKey: "notARect") }
        }
    }

    @Test func colorsInEveryForm() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App">
                        <color key="rgb" red="1" green="0.5" blue="0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/>
                        <color key="white" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="system" systemColor="systemBackgroundColor"/>
                        <color key="legacy" cocoaTouchSystemColor="darkTextColor"/>
                        <color key="appkit" name="controlColor" catalog="System" colorSpace="catalog"/>
                        <color key="named" name="Brand"/>
                        <color key="opaque" red="0" green="0" blue="1" colorSpace="calibratedRGB"/>
                        <nil key="textColor"/>
                        <color key="empty"/>
                    </view>
            """
        ) { coder throws in
            #expect(try coder.decodeColor(forKey: "rgb")?.kind == .rgb(red: 1, green: 0.5, blue: 0, alpha: 0.25))
            #expect(try coder.decodeColor(forKey: "rgb")?.colorSpace == "sRGB")
            #expect(try coder.decodeColor(forKey: "white")?.kind == .white(white: 0.5, alpha: 1))
            #expect(try coder.decodeColor(forKey: "system")?.kind == .system("systemBackgroundColor"))
            #expect(try coder.decodeColor(forKey: "legacy")?.kind == .system("darkTextColor"))
            #expect(try coder.decodeColor(forKey: "appkit")?.kind == .system("controlColor"))
            #expect(try coder.decodeColor(forKey: "named")?.kind == .named("Brand"))
            #expect(try coder.decodeColor(forKey: "opaque")?.kind == .rgb(red: 0, green: 0, blue: 1, alpha: 1))
            #expect(try coder.decodeColor(forKey: "textColor") == nil)
            // An empty colour is kept as written with a warning, not a decoding failure (issue 11).
            #expect(try coder.decodeColor(forKey: "empty")?.kind == .written([:]))
        }
    }

    @Test func fontsUIKitAndAppKit() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App">
                        <fontDescription key="system" type="system" pointSize="17"/>
                        <fontDescription key="weighted" type="system" weight="semibold" pointSize="15"/>
                        <fontDescription key="styled" style="UICTFontTextStyleBody"/>
                        <fontDescription key="named" name="Menlo-Regular" family="Menlo" pointSize="12"/>
                        <font key="meta" metaFont="system" size="13"/>
                        <font key="appkitNamed" size="11" name="Monaco"/>
                        <font key="appearance" usesAppearanceFont="YES"/>
                    </view>
            """
        ) { coder throws in
            #expect(try coder.decodeFont(forKey: "system") == Font(name: nil, style: "system", pointSize: 17))
            #expect(
                try coder.decodeFont(forKey: "weighted") == Font(name: nil, style: "system-semibold", pointSize: 15))
            #expect(
                try coder.decodeFont(forKey: "styled") == Font(name: nil, style: "UICTFontTextStyleBody", pointSize: 0))
            #expect(try coder.decodeFont(forKey: "named") == Font(name: "Menlo-Regular", style: nil, pointSize: 12))
            #expect(try coder.decodeFont(forKey: "meta") == Font(name: nil, style: "system", pointSize: 13))
            #expect(try coder.decodeFont(forKey: "appkitNamed") == Font(name: "Monaco", style: nil, pointSize: 11))
            #expect(try coder.decodeFont(forKey: "appearance") == Font(name: nil, style: "appearance", pointSize: 0))
        }
    }

    @Test func nestedValuesAndValueTrees() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App">
                        <state key="normal" title="Go">
                            <color key="titleColor" white="0" alpha="1"/>
                        </state>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </view>
            """
        ) { coder throws in
            let state = try #require(coder.nestedDecoder(forKey: "normal"))
            #expect(try state.decodeString(forKey: "title") == "Go")
            #expect(try state.decodeColor(forKey: "titleColor")?.kind == .white(white: 0, alpha: 1))
            #expect(state.objectID == "p")
            let segments = coder.nestedDecoders(forKey: "segments")
            #expect(try segments.map { try $0.decodeString(forKey: "title") } == ["First", "Second"])
            let tree = try #require(coder.valueNode(forKey: "normal"))
            #expect(tree.attribute("title") == "Go")
            #expect(tree.child("titleColor")?.attribute("white") == "0")
        }
    }

    /// The location of a bad scalar, which the coder works out only when it throws: the value
    /// element's for a value element, the attribute's for an attribute (the same places
    /// `location(forKey:)` names), on the lines they are written on.
    @Test func badScalarsThrowAtTheValueElementOrTheAttribute() throws {
        try decode(
            """
                    <view id="p" tag="many" alpha="1">
                        <real key="ratio" value="wide"/>
                        <bool key="flag">maybe</bool>
                    </view>
            """
        ) { coder throws in
            func failure(_ body: () throws -> Void) -> (
                key: String, value: String, location: NibDiagnostics.SourceLocation
            )? {
                do {
                    try body()
                } catch {
                    if case .invalidValue(let key, let value, _, let location) = error as? NibDecodingError {
                        return (key, value, location)
                    }
                }
                return nil
            }
            let tag = try #require(failure { _ = try coder.decodeInteger(forKey: "tag") })
            #expect(tag.key == "tag" && tag.value == "many")
            #expect(tag.location.line == 4 && tag.location.column > 9)
            #expect(tag.location == coder.location(forKey: "tag"))
            let ratio = try #require(failure { _ = try coder.decodeDouble(forKey: "ratio") })
            #expect(ratio.key == "ratio" && ratio.value == "wide")
            #expect(ratio.location.line == 5)
            #expect(ratio.location == coder.location(forKey: "ratio"))
            let flag = try #require(failure { _ = try coder.decodeBool(forKey: "flag") })
            #expect(flag.value == "maybe" && flag.location.line == 6)
            #expect(flag.location == coder.location(forKey: "flag"))
            #expect(try coder.decodeDouble(forKey: "alpha") == 1)
        }
    }
}
