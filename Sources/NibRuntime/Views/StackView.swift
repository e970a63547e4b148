public import NibCodingCore
public import NibPrimitives

/// A stack of arranged views (`<stackView>`); its archived subviews are its arranged subviews.
@MainActor
open class StackView: View {
    /// `axis` (`horizontal` by default, as IB omits it).
    public var axis: Axis = .horizontal
    /// `alignment` (`fill` by default).
    public var alignment: Alignment = .fill
    /// `distribution` (`fill` by default).
    public var distribution: Distribution = .fill
    /// The spacing between arranged views.
    public var spacing = 0.0
    /// The arranged subviews, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates a stack view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the stack's keys; its subviews become its arranged subviews.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        axis = coder.attribute("axis").map(Axis.init(ibValue:)) ?? .horizontal
        alignment = coder.attribute("alignment").map(Alignment.init(ibValue:)) ?? .fill
        distribution = coder.attribute("distribution").map(Distribution.init(ibValue:)) ?? .fill
        spacing = try coder.decodeDouble(forKey: "spacing")
        arrangedSubviews = try coder.decodeObjects(forKey: "subviews").compactMap { $0 as? View }
    }
}
