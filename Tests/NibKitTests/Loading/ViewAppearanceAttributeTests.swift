import NibPrimitives
import Testing

@testable import NibKit

/// `tintColor` and the accessibility properties of views: decoded where Interface Builder writes
/// them (`<color key="tintColor">`, `<accessibility key="accessibilityConfiguration">`) and set by
/// the user-defined runtime attributes real storyboards use, without `unknown-runtime-attribute`
/// warnings.
@Suite @MainActor struct ViewAppearanceAttributeTests {
    @Test("IB's tintColor and accessibilityConfiguration decode into the view; subviews inherit the tint")
    func decodedFromInterfaceBuilder() throws {
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <subviews>
                            <label id="L" text="Name">
                                <accessibility key="accessibilityConfiguration" hint="Opens the profile" identifier="profile.name" label="Full name">
                                    <bool key="isElement" value="NO"/>
                                </accessibility>
                            </label>
                            <imageView id="I">
                                <accessibility key="accessibilityConfiguration" identifier="profile.avatar"/>
                                <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </imageView>
                            <button id="B"/>
                        </subviews>
                        <color key="tintColor" systemColor="systemGreenColor"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </view>
            """)
        let result = try Nib(string: xib, name: "a11y.xib").instantiateWithResult(owner: TOwner())
        #expect(result.diagnostics.isEmpty)
        let view = try #require(result.topLevelObjects.first as? View)
        let label = try #require(view.subviews[0] as? Label)
        let image = try #require(view.subviews[1] as? ImageView)
        let button = try #require(view.subviews[2] as? Button)

        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityIdentifier == nil)
        #expect(label.accessibilityIdentifier == "profile.name")
        #expect(label.accessibilityLabel == "Full name")
        #expect(label.accessibilityHint == "Opens the profile")
        #expect(!label.isAccessibilityElement)
        #expect(image.accessibilityIdentifier == "profile.avatar")
        #expect(image.accessibilityLabel == nil)
        #expect(!image.isAccessibilityElement)
        #expect(button.isAccessibilityElement)

        #expect(view.tintColor?.kind == .system("systemGreenColor"))
        #expect(image.tintColor?.kind == .rgb(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(label.tintColor?.kind == .system("systemGreenColor"))
        #expect(button.tintColor?.kind == .system("systemGreenColor"))
        view.tintColor = nil
        #expect(button.tintColor == nil)
        #expect(image.tintColor?.kind == .rgb(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test(
        "runtime attributes tintColor, accessibilityIdentifier, accessibilityLabel, isAccessibilityElement are applied, with no warning"
    )
    func setByRuntimeAttributes() throws {
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="tintColor">
                                <color key="value" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="root"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Root view"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Holds everything"/>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <barButtonItem title="Done" id="D">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="tintColor">
                                <color key="value" systemColor="systemRedColor"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </barButtonItem>
            """)
        let result = try Nib(string: xib, name: "attributes.xib").instantiateWithResult(owner: TOwner())
        #expect(result.diagnostics.filter { $0.id == "unknown-runtime-attribute" }.isEmpty)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statistics.attributes == 6)
        let view = try #require(result.topLevelObjects.first as? View)
        #expect(view.tintColor?.kind == .white(white: 0.5, alpha: 1))
        #expect(view.accessibilityIdentifier == "root")
        #expect(view.accessibilityLabel == "Root view")
        #expect(view.accessibilityHint == "Holds everything")
        #expect(view.isAccessibilityElement)
        let item = try #require(result.topLevelObjects.last as? BarButtonItem)
        #expect(item.tintColor?.kind == .system("systemRedColor"))
    }

    @Test("a runtime attribute of the wrong type for tintColor is a type warning, not an unknown key")
    func wrongType() throws {
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="tintColor">
                                <real key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
            """)
        let result = try Nib(string: xib, name: "wrong.xib").instantiateWithResult(owner: TOwner())
        #expect(result.diagnostics.map(\.id) == ["runtime-attribute-type"])
        let view = try #require(result.topLevelObjects.first as? View)
        #expect(view.tintColor == nil)
    }

    @Test("accessibility defaults: a plain view is not an element; labels and controls are")
    func accessibilityDefaults() {
        #expect(!View().isAccessibilityElement)
        #expect(!ImageView(frame: .zero).isAccessibilityElement)
        #expect(Label(frame: .zero).isAccessibilityElement)
        #expect(Button(frame: .zero).isAccessibilityElement)
        #expect(Switch(frame: .zero).isAccessibilityElement)
        let view = View()
        view.isAccessibilityElement = true
        #expect(view.isAccessibilityElement)
    }
}
