public import NibCodingCore
public import NibPrimitives

/// A read-only text view (`<label>`).
@MainActor
open class Label: View {
    /// The text.
    public var text: String?
    /// The text colour (nil: the default label colour).
    public var textColor: Color?
    /// The highlighted text colour.
    public var highlightedTextColor: Color?
    /// The font.
    public var font: Font = .systemDefault
    /// `textAlignment` (`natural`, `left`, `center`, `right`, `justified`).
    public var textAlignment: TextAlignment = .natural
    /// Lines (0 means as many as needed; 1 by default).
    public var numberOfLines = 1
    /// `lineBreakMode` (`tailTruncation` by default).
    public var lineBreakMode: LineBreakMode = .tailTruncation
    /// Whether the label is enabled.
    public var isEnabled = true
    /// Whether the font shrinks to fit the width.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to.
    public var minimumScaleFactor = 0.0

    /// Creates a label in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Labels are accessibility elements by default, as in UIKit.
    open override class var isAccessibilityElementByDefault: Bool { true }

    /// Decodes the label's keys after the view's.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        text = try coder.decodeString(forKey: "text")
        textColor = try coder.decodeColor(forKey: "textColor")
        highlightedTextColor = try coder.decodeColor(forKey: "highlightedColor")
        font = try coder.decodeFont(forKey: "fontDescription") ?? .systemDefault
        textAlignment = coder.attribute("textAlignment").map(TextAlignment.init(ibValue:)) ?? .natural
        try coder.decode(into: &numberOfLines, forKey: "numberOfLines")
        lineBreakMode = coder.attribute("lineBreakMode").map(LineBreakMode.init(ibValue:)) ?? .tailTruncation
        try coder.decode(into: &isEnabled, forKey: "enabled")
        adjustsFontSizeToFitWidth = try coder.decodeBool(forKey: "adjustsFontSizeToFit")
        minimumScaleFactor = try coder.decodeDouble(forKey: "minimumScaleFactor")
    }
}
