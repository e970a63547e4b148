import NibArchive
import NibCoding
import NibDiagnostics
import NibPrimitives
import Testing

@testable import NibKit

/// A view whose inspectable properties cover every runtime attribute type IB writes.
@MainActor
final class TInspectableView: TView {
    @Inspectable var number: Double = 0
    @Inspectable var count: Int = 0
    @Inspectable var flag: Bool = false
    @Inspectable var name: String = ""
    @Inspectable var localized: String = ""
    @Inspectable var tint: Color? = nil
    @Inspectable var imageName: String = ""
    @Inspectable var point: Point = .zero
    @Inspectable var size: Size = .zero
    @Inspectable var rect: Rect = .zero
    @Inspectable var cleared: Color? = .black
    @Outlet var sublayer: TInspectableView?
    var range: (Int, Int)?

    override func setNibValue(_ value: NibAttributeValue, forKey key: String) -> NibSetResult {
        guard key == "range", case .range(let location, let length) = value else {
            return super.setNibValue(value, forKey: key)
        }
        range = (location, length)
        return .done
    }
}

/// Outlets through property wrappers, type checks, runtime attributes of every type, stand-ins,
/// and a document nested as deep as the reader allows.
@Suite @MainActor struct NibWiringTests {
    @Test func wrappedOutletsCollectionsAndWeakOutlets() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <subviews>
                            <label id="L" text="x"/>
                            <button id="b1"/>
                            <button id="b2"/>
                        </subviews>
                    </view>
            """, ownerClass: "TWrappedOwner",
            ownerConnections: """
                    <outlet property="label" destination="L" id="o1"/>
                    <outlet property="view" destination="V" id="o2"/>
                    <outletCollection property="buttons" destination="b1" id="o3"/>
                    <outletCollection property="buttons" destination="b2" id="o4"/>
                """)
        let owner = TWrappedOwner()
        let result = try Nib(string: xib, name: "w.xib", registry: registry).instantiateWithResult(owner: owner)
        #expect(owner.label?.id == "L")
        #expect(owner.view === result.topLevelObjects.first)
        #expect(owner.buttons.map(\.id) == ["b1", "b2"])
        #expect(result.statistics.outlets == 4)
        #expect(owner.$label.valueTypeName == "TLabel")
    }

    @Test func mistypedOutletNamesBothPlaces() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            #"        <button id="B"/>"#, ownerClass: "TWrappedOwner",
            ownerConnections: #"<outlet property="label" destination="B" id="o1"/>"#)
        #expect {
            _ = try Nib(string: xib, name: "m.xib", registry: registry).instantiate(owner: TWrappedOwner())
        } throws: { error in
            guard let loading = error as? NibLoadingError,
                case .outletTypeMismatch(let mismatch) = loading
            else { return false }
            return mismatch.className == "TWrappedOwner" && mismatch.property == "label"
                && mismatch.expected == "TLabel"
                && mismatch.found == "TButton" && mismatch.location.line != mismatch.destinationLocation.line
                && loading.description.contains("m.xib:")
        }
        #expect(callLog.first("awake") == nil)
    }

    @Test func runtimeAttributesOfEveryType() throws {
        let registry = TestClasses.registry()
        registry.register(TInspectableView.self, as: "App.Inspectable")
        let xib = TestClasses.xib(
            """
                    <view id="V" customClass="Inspectable" customModule="App">
                        <subviews>
                            <view id="S" customClass="Inspectable" customModule="App"/>
                        </subviews>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="number">
                                <real key="value" value="2.5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="count">
                                <integer key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="name" value="Ada"/>
                            <userDefinedRuntimeAttribute type="localizedString" keyPath="localized" value="Hello"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="tint">
                                <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="image" keyPath="imageName" value="star" catalog="system"/>
                            <userDefinedRuntimeAttribute type="point" keyPath="point">
                                <point key="value" x="1" y="2"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="size">
                                <size key="value" width="3" height="4"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="rect" keyPath="rect">
                                <rect key="value" x="1" y="2" width="3" height="4"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="range" keyPath="range">
                                <range key="value" location="2" length="5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="nil" keyPath="cleared"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="sublayer.number">
                                <real key="value" value="9"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="number" value="not a number"/>
                        </userDefinedRuntimeAttributes>
                        <connections>
                            <outlet property="sublayer" destination="S" id="o1"/>
                        </connections>
                    </view>
            """)
        let result = try Nib(string: xib, name: "a.xib", registry: registry).instantiateWithResult(owner: TOwner())
        let view = try #require(result.topLevelObjects.first as? TInspectableView)
        #expect(view.number == 2.5)
        #expect(view.count == 3)
        #expect(view.flag)
        #expect(view.name == "Ada")
        #expect(view.localized == "Hello")
        #expect(view.tint?.kind == .rgb(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.imageName == "star")
        #expect(view.point == Point(x: 1, y: 2))
        #expect(view.size == Size(width: 3, height: 4))
        #expect(view.rect == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.range.map { [$0.0, $0.1] } == [2, 5])
        #expect(view.cleared == nil)
        // The outlet is connected after the attributes, so `sublayer.number` finds no object yet:
        // UIKit's order (attributes before connections) makes that key path a warning too.
        #expect(view.sublayer?.number == 0)
        #expect(result.statistics.attributes == 12)
        #expect(result.diagnostics.map(\.id).sorted() == ["runtime-attribute-type", "unknown-runtime-attribute"])
    }

    /// A view of an unknown custom class (a stand-in records its outlets) with a button whose
    /// action targets the view, and an owner of an unknown class with outlets to both.
    static func standInXib() -> String {
        TestClasses.xib(
            """
                    <view id="V" customClass="UnknownCell" customModule="App">
                        <subviews>
                            <button id="B">
                                <connections>
                                    <action selector="go:" destination="V" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                        <connections>
                            <outlet property="goButton" destination="B" id="o2"/>
                        </connections>
                    </view>
            """, ownerClass: "ProfileViewController",
            ownerConnections: """
                    <outlet property="view" destination="V" id="o1"/>
                    <outletCollection property="buttons" destination="B" id="o3"/>
                """)
    }

    @Test func ownerStandInRecordsEverything() throws {
        let registry = TestClasses.registry()
        let xib = Self.standInXib()
        let result = try Nib(string: xib, name: "s.xib", registry: registry).instantiateWithResult()
        #expect(result.statistics.outlets == 3)
        #expect(result.statistics.actions == 1)
        let owner = try #require(result.object(withID: "-1") as? NibStandInObject)
        #expect(owner.className == "ProfileViewController")
        #expect(owner.recorded.outlet("view") === result.topLevelObjects.first)
        #expect(owner.recorded.outletCollections.first?.elements.count == 1)
        let standIn = try #require(result.standIns.first)
        #expect(standIn.className == "App.UnknownCell")
        #expect(standIn.recorded.outlets.map(\.property) == ["goButton"])
        #expect(result.diagnostics.contains { $0.id == "unknown-custom-class" })
    }

    @Test("a button whose action targets its superview is released with the rest of the graph")
    func buttonTargetingItsSuperviewIsReleased() throws {
        weak var view: TView?
        weak var button: TButton?
        try {
            let result = try Nib(string: Self.standInXib(), name: "s.xib", registry: TestClasses.registry())
                .instantiateWithResult()
            view = result.object(withID: "V") as? TView
            button = result.object(withID: "B") as? TButton
            #expect(view != nil && button != nil)
            #expect(button?.actions.first?.target === view)
        }()
        #expect(view == nil && button == nil, "a cycle keeps the view or its button alive")
    }

    @Test func genericObjectsKeepTheirValuesAndRecordConnections() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="AppDelegate">
                        <connections>
                            <outlet property="window" destination="W" id="o1"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="Main" id="W">
                        <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                        <view key="contentView" id="C">
                            <rect key="frame" x="0" y="0" width="480" height="270"/>
                        </view>
                        <connections>
                            <outlet property="delegate" destination="-2" id="o2"/>
                        </connections>
                    </window>
                    <menu id="M">
                        <items>
                            <menuItem title="Quit" keyEquivalent="q" id="Q">
                                <connections>
                                    <action selector="terminate:" target="-1" id="a1"/>
                                </connections>
                            </menuItem>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let result = try Nib(string: xib, name: "appkit.xib").instantiateWithResult()
        #expect(result.statistics.objects == 4)
        #expect(result.statistics.outlets == 2)
        #expect(result.statistics.actions == 1)
        let window = try #require(result.object(withID: "W") as? GenericObject)
        #expect(window.className == "NSWindow")
        #expect(window.attributes["title"] == "Main")
        #expect(window.values["contentRect"]?.attribute("width") == "480")
        #expect(window.objects["contentView"]?.first === result.object(withID: "C"))
        let item = try #require(result.object(withID: "Q") as? GenericObject)
        #expect(item.recorded.actions.first?.selector == "terminate:")
        #expect(item.recorded.actions.first?.target == nil)
        #expect(item.awakeFromNibCount == 1)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func documentNestedAsDeepAsTheReaderAllowsDoesNotRecurse() throws {
        let registry = TestClasses.registry()
        let levels = 990  // each view adds a <view> and a <subviews> level: ~1,985 XML levels
        var text = ""
        for level in 0..<levels { text += #"<view id="v\#(level)"><subviews>"# }
        text +=
            #"<view id="leaf"><constraints><constraint firstItem="v0" secondItem="leaf" id="c"/></constraints></view>"#
        for _ in 0..<levels { text += "</subviews></view>" }
        let result = try Nib(string: TestClasses.xib(text), name: "deep.xib", registry: registry).instantiateWithResult(
            owner: TOwner())
        #expect(result.statistics.objects == levels + 2)
        #expect(result.statistics.awakeFromNib == levels + 2)
        var depth = 0
        var view = result.topLevelObjects.first as? TView
        while let current = view, let next = current.subviews.first {
            depth += 1
            view = next
        }
        #expect(depth == levels)
        #expect(view?.constraints.first?.firstItem === result.topLevelObjects.first)
    }

    @Test func deepDocumentWithNibKitViewsBuildsAndTearsDownWithoutRecursion() throws {
        let levels = 990
        var text = ""
        for level in 0..<levels {
            text += #"<view id="v\#(level)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"#
        }
        text += #"<label id="leaf" text="deep"/>"#
        for _ in 0..<levels { text += "</subviews></view>" }
        var result: NibInstantiationResult? = try Nib(string: TestClasses.xib(text), name: "deep.xib")
            .instantiateWithResult()
        #expect(result?.statistics.objects == levels + 1)
        var depth = 0
        var view = result?.topLevelObjects.first as? View
        while let current = view, let next = current.subviews.first {
            depth += 1
            view = next
        }
        #expect(depth == levels)
        #expect((view as? Label)?.text == "deep")
        view = nil
        result = nil
    }

    @Test func unregisteredCustomObjectsStayGenericWithTheirClassName() throws {
        let xib = TestClasses.xib(
            """
                    <customObject id="m" customClass="Model" customModule="App">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="duration">
                                <real key="value" value="0.4"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </customObject>
            """)
        let result = try Nib(string: xib, name: "c.xib").instantiateWithResult(owner: TOwner())
        let model = try #require(result.topLevelObjects.first as? GenericObject)
        #expect(model.className == "Model")
        #expect(model.recorded.attributes.first?.keyPath == "duration")
        #expect(model.awakeFromNibCount == 1)
        #expect(result.statistics.attributes == 1)
    }
}
