public import NibCoding
public import NibPrimitives

/// A scrolling view (`<scrollView>`), the base of table, collection and text views.
@MainActor
open class ScrollView: View {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// The content size.
    public var contentSize: Size = .zero
    /// The content inset.
    public var contentInset: EdgeInsets = .zero
    /// Whether scrolling is enabled.
    public var isScrollEnabled = true
    /// Whether paging is enabled.
    public var isPagingEnabled = false
    /// Whether it bounces at the edges.
    public var bounces = true
    /// Whether the horizontal indicator shows.
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows.
    public var showsVerticalScrollIndicator = true

    /// Creates a scroll view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the scrolling keys after the view's.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        contentSize = try coder.decodeSize(forKey: "contentSize") ?? .zero
        contentInset = try coder.decodeInsets(forKey: "contentInset") ?? .zero
        if coder.containsValue(forKey: "scrollEnabled") { isScrollEnabled = try coder.decodeBool(forKey: "scrollEnabled") }
        isPagingEnabled = try coder.decodeBool(forKey: "pagingEnabled")
        if coder.containsValue(forKey: "bounces") { bounces = try coder.decodeBool(forKey: "bounces") }
        if coder.containsValue(forKey: "showsHorizontalScrollIndicator") {
            showsHorizontalScrollIndicator = try coder.decodeBool(forKey: "showsHorizontalScrollIndicator")
        }
        if coder.containsValue(forKey: "showsVerticalScrollIndicator") {
            showsVerticalScrollIndicator = try coder.decodeBool(forKey: "showsVerticalScrollIndicator")
        }
    }
}
