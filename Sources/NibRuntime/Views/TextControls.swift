public import NibCodingCore
public import NibPrimitives

/// An editable single-line text field (`<textField>`).
@MainActor
open class TextField: Control {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// The text.
    public var text: String?
    /// The placeholder.
    public var placeholder: String?
    /// `borderStyle`.
    public var borderStyle: BorderStyle = .none
    /// The text colour.
    public var textColor: Color?
    /// The font.
    public var font: Font?
    /// `textAlignment`.
    public var textAlignment: TextAlignment = .natural
    /// Whether the text is hidden (passwords), from `<textInputTraits secureTextEntry>`.
    public var isSecureTextEntry = false
    /// `keyboardType`, from the text input traits.
    public var keyboardType: KeyboardType = .`default`
    /// `returnKeyType`, from the text input traits.
    public var returnKeyType: ReturnKeyType = .`default`

    /// Creates a field in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the text, appearance and input traits.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        text = try coder.decodeString(forKey: "text")
        placeholder = try coder.decodeString(forKey: "placeholder")
        borderStyle = coder.attribute("borderStyle").map(BorderStyle.init(ibValue:)) ?? .none
        textColor = try coder.decodeColor(forKey: "textColor")
        font = try coder.decodeFont(forKey: "fontDescription")
        textAlignment = coder.attribute("textAlignment").map(TextAlignment.init(ibValue:)) ?? .natural
        if let traits = coder.nestedDecoder(forKey: "textInputTraits") {
            isSecureTextEntry = try traits.decodeBool(forKey: "secureTextEntry")
            keyboardType = traits.attribute("keyboardType").map(KeyboardType.init(ibValue:)) ?? .`default`
            returnKeyType = traits.attribute("returnKeyType").map(ReturnKeyType.init(ibValue:)) ?? .`default`
        }
    }

    /// Text fields can become first responder.
    open override var canBecomeFirstResponder: Bool { true }
}

/// A scrolling multi-line text view (`<textView>`).
@MainActor
open class TextView: ScrollView {
    /// The text.
    public var text: String?
    /// Whether it is editable.
    public var isEditable = true
    /// Whether it is selectable.
    public var isSelectable = true
    /// The text colour.
    public var textColor: Color?
    /// The font.
    public var font: Font?

    /// Creates a text view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the text and editing flags.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        text = try coder.decodeString(forKey: "text")
        try coder.decode(into: &isEditable, forKey: "editable")
        try coder.decode(into: &isSelectable, forKey: "selectable")
        textColor = try coder.decodeColor(forKey: "textColor")
        font = try coder.decodeFont(forKey: "fontDescription")
    }

    /// Editable text views can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }
}
