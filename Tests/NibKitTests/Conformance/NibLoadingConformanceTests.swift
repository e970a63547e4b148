import NibArchive
import NibCoding
import NibDiagnostics
import Testing

@testable import NibKit

/// Conformance cases N1–N12 and K1–K2 of spec §7 (nib loading and class hooks), against small
/// test classes so that the loader's order is observed exactly.
@Suite @MainActor struct NibLoadingConformanceTests {
    /// Owner `O`, top-level `V` with subviews `A` (label) and `B` (button), `O.label → A`,
    /// `B → O.tap:`, a runtime attribute on `V`.
    static let basicXib = TestClasses.xib(
        """
                <view contentMode="scaleToFill" id="V">
                    <subviews>
                        <label text="Hi" id="A"/>
                        <button id="B">
                            <connections>
                                <action selector="tap:" destination="-1" eventType="touchUpInside" id="act"/>
                            </connections>
                        </button>
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                            <real key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
        """, ownerConnections: #"<outlet property="label" destination="A" id="out"/>"#)

    @Test(
        "N1: init(coder:) for all, then runtime attributes, then outlets, then actions, then awakeFromNib in pre-order; none to the owner"
    )
    func n1PhaseOrder() throws {
        let registry = TestClasses.registry()
        let owner = TOwner()
        _ = try Nib(string: Self.basicXib, name: "N1.xib", registry: registry).instantiate(owner: owner)
        let events = callLog.events
        let inits = events.filter { $0.hasPrefix("init") }
        #expect(Set(inits) == ["init V", "init A", "init B"])
        let lastInit = try #require(callLog.last("init"))
        let attribute = try #require(callLog.first("attribute"))
        let outlet = try #require(callLog.first("outlet"))
        let action = try #require(callLog.first("action"))
        let firstAwake = try #require(callLog.first("awake"))
        #expect(lastInit < attribute && attribute < outlet && outlet < action && action < firstAwake)
        #expect(events.filter { $0.hasPrefix("awake") } == ["awake V", "awake A", "awake B"])
        #expect(owner.awakeCount == 0)
        #expect(owner.label?.text == "Hi")
    }

    @Test("N2: instantiate returns the top-level objects only, placeholders excluded")
    func n2TopLevelObjects() throws {
        let registry = TestClasses.registry()
        let objects = try Nib(string: Self.basicXib, name: "N2.xib", registry: registry).instantiate(owner: TOwner())
        #expect(objects.count == 1)
        #expect((objects.first as? TView)?.id == "V")
    }

    @Test("N3: an action aimed at First Responder is connected with a nil target")
    func n3FirstResponderTarget() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            """
                    <button id="B">
                        <connections>
                            <action selector="copy:" destination="-2" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
            """)
        let objects = try Nib(string: xib, name: "N3.xib", registry: registry).instantiate(owner: TOwner())
        let button = try #require(objects.first as? TButton)
        #expect(button.actions.count == 1)
        #expect(button.actions.first?.selector == "copy:")
        #expect(button.actions.first?.target == nil)
        #expect(button.actions.first?.event == "touchUpInside")
    }

    @Test("N4: an outlet collection holds its destinations in connection order")
    func n4OutletCollectionOrder() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <subviews>
                            <button id="b1"/>
                            <button id="b2"/>
                            <button id="b3"/>
                        </subviews>
                    </view>
            """, ownerClass: "TWrappedOwner",
            ownerConnections: """
                    <outletCollection property="buttons" destination="b3" collectionClass="NSMutableArray" id="c1"/>
                    <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="c2"/>
                    <outletCollection property="buttons" destination="b2" collectionClass="NSMutableArray" id="c3"/>
                """)
        let owner = TWrappedOwner()
        _ = try Nib(string: xib, name: "N4.xib", registry: registry).instantiate(owner: owner)
        #expect(owner.buttons.map(\.id) == ["b3", "b1", "b2"])
    }

    @Test("N5: an outlet to a property the owner lacks fails the load before any awakeFromNib")
    func n5MissingOutlet() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            #"<view id="V"/>"#, ownerConnections: #"<outlet property="nonexistent" destination="V" id="o1"/>"#)
        #expect {
            _ = try Nib(string: xib, name: "N5.xib", registry: registry).instantiate(owner: TOwner())
        } throws: { error in
            guard case .missingOutlet(let missing) = error as? NibLoadingError else { return false }
            return missing.className == "TOwner" && missing.property == "nonexistent"
                && missing.location.file == "N5.xib"
                && missing.location.line > 0
        }
        #expect(callLog.first("awake") == nil)
        #expect(callLog.first("init V") != nil)
    }

    @Test("N6: a runtime attribute with an unknown key path is a warning and the value keeps its default")
    func n6UnknownKeyPath() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="noSuchProperty">
                                <real key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <real key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
            """)
        let result = try Nib(string: xib, name: "N6.xib", registry: registry).instantiateWithResult(owner: TOwner())
        let view = try #require(result.topLevelObjects.first as? TView)
        #expect(view.cornerRadius == 0)
        let warnings = result.diagnostics.filter { $0.id == "unknown-runtime-attribute" }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location?.file == "N6.xib" })
        #expect(result.statistics.attributes == 0)
    }

    @Test("N7: inside awakeFromNib both the runtime attribute and the outlet are set, the attribute first")
    func n7AttributeBeforeConnection() throws {
        let registry = TestClasses.registry()
        registry.register(TObservedView.self, as: "App.TObservedView")
        let xib = TestClasses.xib(
            """
                    <view id="V" customClass="TObservedView" customModule="App">
                        <subviews>
                            <view id="P"/>
                        </subviews>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="level">
                                <integer key="value" value="7"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                        <connections>
                            <outlet property="partner" destination="P" id="o1"/>
                        </connections>
                    </view>
            """)
        let objects = try Nib(string: xib, name: "N7.xib", registry: registry).instantiate(owner: TOwner())
        let view = try #require(objects.first as? TObservedView)
        #expect(view.seenInAwake?.level == 7)
        #expect(view.seenInAwake?.partnerSet == true)
        #expect(view.partner?.id == "P")
    }

    @Test("N8: an external object is connected and gets neither init(coder:) nor awakeFromNib")
    func n8ExternalObject() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            """
                    <placeholder placeholderIdentifier="Ext" id="ext-1">
                        <connections>
                            <outlet property="view" destination="V" id="o1"/>
                        </connections>
                    </placeholder>
                    <view id="V"/>
            """)
        let external = TWrappedOwner()
        let objects = try Nib(string: xib, name: "N8.xib", registry: registry)
            .instantiate(owner: TOwner(), externalObjects: ["Ext": external])
        #expect(external.view === objects.first)
        #expect(objects.count == 1)
        #expect(callLog.events.filter { $0.hasPrefix("init") } == ["init V"])
        #expect(callLog.events.filter { $0.hasPrefix("awake") } == ["awake V"])
        #expect {
            _ = try Nib(string: xib, name: "N8.xib", registry: registry).instantiate(owner: TOwner())
        } throws: { error in
            guard case .missingExternalObject(let identifier, _) = error as? NibLoadingError else { return false }
            return identifier == "Ext"
        }
    }

    @Test("N9: customClass + customModule builds App.Foo with init(coder:); an unknown class falls back with a warning")
    func n9CustomClass() throws {
        let registry = TestClasses.registry()
        registry.register(Foo.self, as: "App.Foo")
        let xib = TestClasses.xib(
            """
                    <view id="F" customClass="Foo" customModule="App"/>
                    <view id="U" customClass="Missing" customModule="App"/>
            """)
        let result = try Nib(string: xib, name: "N9.xib", registry: registry).instantiateWithResult(owner: TOwner())
        #expect(result.topLevelObjects.first is Foo)
        #expect(type(of: result.topLevelObjects[1]) == TView.self)
        #expect(callLog.first("init F") != nil)
        let warning = try #require(result.diagnostics.first { $0.id == "unknown-custom-class" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("App.Missing"))
        let missingLine = xib.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Missing") }.map { $0 + 1 }
        #expect(warning.location?.line == missingLine)
        #expect(result.standIns.map(\.className) == ["App.Missing"])

        var strict = NibLoadOptions()
        strict.strictClasses = true
        #expect {
            _ = try Nib(string: xib, name: "N9.xib", registry: registry, options: strict).instantiate(owner: TOwner())
        } throws: { error in
            guard case .unknownClass(let name, _) = error as? NibLoadingError else { return false }
            return name == "App.Missing"
        }
    }

    @Test("N10: a customObject swap is created with init(), not init(coder:), and still gets awakeFromNib")
    func n10CustomObject() throws {
        let registry = TestClasses.registry()
        registry.registerCustomObject(TCustomObject.self, as: "App.Model")
        let xib = TestClasses.xib(#"<customObject id="M" customClass="Model" customModule="App"/>"#)
        let before = TCustomObject.plainInits
        let objects = try Nib(string: xib, name: "N10.xib", registry: registry).instantiate(owner: TOwner())
        let model = try #require(objects.first as? TCustomObject)
        #expect(TCustomObject.plainInits == before + 1)
        #expect(model.awakeCount == 1)
        #expect(callLog.events == ["plain init", "awake custom"])
    }

    @Test("N11: a constraint that names the view owning it resolves to that very view, and decoding terminates")
    func n11Cycle() throws {
        let registry = TestClasses.registry()
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <subviews>
                            <view id="S"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="V" firstAttribute="width" secondItem="S" secondAttribute="width" constant="4" id="C"/>
                            <constraint firstItem="later" firstAttribute="width" secondItem="V" constant="2" id="C2"/>
                        </constraints>
                    </view>
                    <view id="later"/>
            """)
        let objects = try Nib(string: xib, name: "N11.xib", registry: registry).instantiate(owner: TOwner())
        let view = try #require(objects.first as? TView)
        let constraint = try #require(view.constraints.first)
        #expect(constraint.firstItem === view)
        #expect((constraint.secondItem as? TView)?.id == "S")
        #expect(view.constraints.count == 2)
        #expect(view.constraints[1].firstItem === objects[1])
        #expect(view.constraints[1].secondItem === view)
    }

    @Test("N12: loading the same nib twice gives two disjoint graphs and twice the init(coder:) calls")
    func n12LoadTwice() throws {
        let registry = TestClasses.registry()
        let nib = try Nib(string: Self.basicXib, name: "N12.xib", registry: registry)
        let first = try nib.instantiate(owner: TOwner())
        let initsAfterOne = callLog.events.filter { $0.hasPrefix("init") }.count
        let second = try nib.instantiate(owner: TOwner())
        #expect(callLog.events.filter { $0.hasPrefix("init") }.count == 2 * initsAfterOne)
        let a = try #require(first.first as? TView)
        let b = try #require(second.first as? TView)
        #expect(a !== b)
        #expect(a.subviews.count == 2 && b.subviews.count == 2)
        #expect(zip(a.subviews, b.subviews).allSatisfy { $0 !== $1 })
    }

    @Test("K1: prepareClass runs once, before the first init(coder:), superclass before subclass")
    func k1PrepareClass() throws {
        let registry = TestClasses.registry()
        registry.register(TPreparedBase.self, as: "App.Base")
        registry.register(TPreparedChild.self, as: "App.Child")
        let xib = TestClasses.xib(
            """
                    <view id="c1" customClass="Child" customModule="App"/>
                    <view id="c2" customClass="Child" customModule="App"/>
                    <view id="b1" customClass="Base" customModule="App"/>
            """)
        let nib = try Nib(string: xib, name: "K1.xib", registry: registry)
        // The hook is once per process: forget what any earlier test (or repetition) prepared, so
        // the assertions below always run.
        NibClassPreparation.forget([TPreparedBase.self, TPreparedChild.self])
        #expect(!NibClassPreparation.isPrepared(TPreparedChild.self))
        _ = try nib.instantiate(owner: TOwner())
        _ = try nib.instantiate(owner: TOwner())
        #expect(
            callLog.events == [
                "prepare TPreparedBase", "prepare child", "init c1", "init c2", "init b1", "awake c1", "awake c2",
                "awake b1",
                "init c1", "init c2", "init b1", "awake c1", "awake c2", "awake b1",
            ])
        #expect(NibClassPreparation.isPrepared(TPreparedChild.self))
        #expect(NibClassPreparation.isPrepared(TPreparedBase.self))
    }

    @Test("K2: the mangled class name _TtC3App3Foo resolves to App.Foo through the registry")
    func k2MangledName() throws {
        #expect(MangledClassName.demangle("_TtC3App3Foo") == "App.Foo")
        #expect(MangledClassName.demangle("_TtCC3App5Outer5Inner") == "App.Outer.Inner")
        #expect(MangledClassName.demangle("_TtCs12_SwiftObject") == "Swift._SwiftObject")
        #expect(MangledClassName.demangle("_TtGC3App3FooSi_") == nil)
        #expect(MangledClassName.demangle("_TtC3App") == nil)
        #expect(MangledClassName.demangle("_TtC99App3Foo") == nil)
        #expect(MangledClassName.mangle("App.Foo") == "_TtC3App3Foo")
        let registry = TestClasses.registry()
        registry.register(Foo.self, as: "App.Foo")
        let xib = TestClasses.xib(
            """
                    <view id="F" customClass="_TtC3App3Foo"/>
                    <view id="B" customClass="_TtC3App3Bar"/>
            """)
        let result = try Nib(string: xib, name: "K2.xib", registry: registry).instantiateWithResult(owner: TOwner())
        // Exactly App.Foo (not a fallback), built with init(coder:) then awoken, in document order;
        // an unregistered mangled name falls back to the element's class with one warning naming it.
        #expect(result.topLevelObjects.count == 2)
        #expect(result.topLevelObjects.first.map { type(of: $0) == Foo.self } == true)
        #expect(result.topLevelObjects.last.map { type(of: $0) == TView.self } == true)
        #expect(callLog.events == ["init F", "init B", "awake F", "awake B"])
        #expect(result.diagnostics.map(\.id) == ["unknown-custom-class"])
        #expect(result.diagnostics.first?.message.contains("'_TtC3App3Bar'") == true)
        #expect(
            registry.unregisteredClasses(in: try Nib(string: xib, name: "K2.xib", registry: registry)).map(\.name) == [
                "_TtC3App3Bar"
            ])
    }
}
