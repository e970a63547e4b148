public import NibCodingCore
public import NibPrimitives

/// A scrolling view (`<scrollView>`), the base of table, collection and text views.
///
/// The content offset is the bounds' origin, as in UIKit: scrolling changes `bounds.origin`, which
/// marks the scroll view (and only it) for layout on the next pass.
@MainActor
open class ScrollView: View {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// The size of the scrollable content. It sets no limit on ``contentOffset`` and marks nothing
    /// for layout.
    public var contentSize: Size = .zero
    /// The point of the content shown at the top-left corner: the bounds' origin. A new value marks
    /// the scroll view for layout; setting the current value marks nothing.
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds = Rect(origin: newValue, size: bounds.size) }
    }
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

    /// Scrolls to `offset`. NibKit runs no scrolling animation, so `animated` changes nothing: the
    /// offset is set at once and the layout follows on the next pass either way.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

    /// Creates a scroll view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the scrolling keys after the view's.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        contentSize = try coder.decodeSize(forKey: "contentSize") ?? .zero
        contentInset = try coder.decodeInsets(forKey: "contentInset") ?? .zero
        try coder.decode(into: &isScrollEnabled, forKey: "scrollEnabled")
        isPagingEnabled = try coder.decodeBool(forKey: "pagingEnabled")
        try coder.decode(into: &bounces, forKey: "bounces")
        try coder.decode(into: &showsHorizontalScrollIndicator, forKey: "showsHorizontalScrollIndicator")
        try coder.decode(into: &showsVerticalScrollIndicator, forKey: "showsVerticalScrollIndicator")
    }
}
