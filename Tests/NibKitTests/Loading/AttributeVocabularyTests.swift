import Testing

@testable import NibKit

/// The view properties IB writes as words decode into their vocabulary types: known values into
/// their cases, values the library does not know into `.other` with the spelling kept, and an
/// omitted attribute into IB's default.
@Suite @MainActor struct AttributeVocabularyTests {
    @Test func wordsDecodeIntoCasesAndUnknownWordsAreKeptAsWritten() throws {
        let xib = TestClasses.xib(
            """
                    <view id="V">
                        <subviews>
                            <label id="L" text="a" textAlignment="center" lineBreakMode="wordWrap"/>
                            <label id="M" text="b" textAlignment="diagonal"/>
                            <stackView id="S" axis="vertical" alignment="firstBaseline" distribution="fillEqually"/>
                            <button id="B" buttonType="system"/>
                            <button id="C"/>
                            <textField id="T" borderStyle="roundedRect">
                                <textInputTraits key="textInputTraits" keyboardType="URL" returnKeyType="continue"/>
                            </textField>
                            <datePicker id="D" datePickerMode="countDownTimer"/>
                        </subviews>
                    </view>
            """)
        let result = try Nib(string: xib, name: "words.xib").instantiateWithResult(owner: TOwner())
        let view = try #require(result.topLevelObjects.first as? View)
        let label = try #require(view.subviews[0] as? Label)
        #expect(label.textAlignment == .center && label.lineBreakMode == .wordWrap)
        let unknown = try #require(view.subviews[1] as? Label)
        #expect(unknown.textAlignment == .other("diagonal") && unknown.textAlignment.description == "diagonal")
        #expect(unknown.lineBreakMode == .tailTruncation)
        let stack = try #require(view.subviews[2] as? StackView)
        #expect(stack.axis == .vertical && stack.alignment == .firstBaseline && stack.distribution == .fillEqually)
        #expect((view.subviews[3] as? Button)?.buttonType == .system)
        #expect((view.subviews[4] as? Button)?.buttonType == .custom)
        let field = try #require(view.subviews[5] as? TextField)
        #expect(field.borderStyle == .roundedRect && field.keyboardType == .url && field.returnKeyType == .continue)
        #expect(field.keyboardType.ibValue == "URL" && field.textAlignment == .natural)
        #expect((view.subviews[6] as? DatePicker)?.datePickerMode == .countDownTimer)
    }

    @Test func spellingsRoundTripAndLiteralsAreIBSpellings() {
        let alignments: [TextAlignment] = [.natural, .left, .center, .right, .justified, .other("x")]
        #expect(alignments.map { TextAlignment(ibValue: $0.ibValue) } == alignments)
        #expect(alignments.map(\.description) == ["natural", "left", "center", "right", "justified", "x"])
        let literal: TableViewCell.AccessoryType = "disclosureIndicator"
        #expect(literal == .disclosureIndicator)
        #expect(KeyboardType(ibValue: "url") == .other("url"))
    }
}
