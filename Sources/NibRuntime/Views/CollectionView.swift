public import NibCodingCore
public import NibPrimitives

/// A collection view (`<collectionView>`): its layout and prototype cells.
@MainActor
open class CollectionView: ScrollView {
    /// The data source.
    @WeakOutlet public var dataSource: AnyObject?
    /// The drag delegate.
    @WeakOutlet public var dragDelegate: AnyObject?
    /// The drop delegate.
    @WeakOutlet public var dropDelegate: AnyObject?
    /// The layout object (`<collectionViewFlowLayout key="collectionViewLayout">`).
    public private(set) var collectionViewLayout: AnyObject?
    /// The prototype cells.
    public private(set) var prototypeCells: [CollectionViewCell] = []

    /// Creates a collection view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the layout and the prototype cells.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        collectionViewLayout = try coder.decodeObject(forKey: "collectionViewLayout")
        prototypeCells = try coder.decodeObjects(forKey: "cells").compactMap { $0 as? CollectionViewCell }
    }
}

/// A supplementary or decoration view of a collection (`<collectionReusableView>`).
@MainActor
open class CollectionReusableView: View {
    /// The reuse identifier.
    public var reuseIdentifier: String?

    /// Creates a view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the reuse identifier.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        reuseIdentifier = coder.attribute("reuseIdentifier")
    }
}

/// A collection cell (`<collectionViewCell>`), whose content lives in its ``contentView``.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The content view.
    public private(set) var contentView: View?

    /// Creates a cell in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the content view.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        if let content = try AnonymousContentView.decode(coder, forKey: "contentView") {
            contentView = content
            addSubview(content)
        }
    }
}

/// A flow layout (`<collectionViewFlowLayout>`).
@MainActor
open class CollectionViewFlowLayout: NibObject {
    /// `scrollDirection` (`vertical` by default).
    public var scrollDirection: ScrollDirection = .vertical
    /// The item size.
    public var itemSize = Size(width: 50, height: 50)
    /// The spacing between lines.
    public var minimumLineSpacing = 10.0
    /// The spacing between items.
    public var minimumInteritemSpacing = 10.0
    /// The section inset.
    public var sectionInset: EdgeInsets = .zero

    /// Decodes the layout's keys.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        scrollDirection = coder.attribute("scrollDirection").map(ScrollDirection.init(ibValue:)) ?? .vertical
        itemSize = try coder.decodeSize(forKey: "itemSize") ?? itemSize
        try coder.decode(into: &minimumLineSpacing, forKey: "minimumLineSpacing")
        try coder.decode(into: &minimumInteritemSpacing, forKey: "minimumInteritemSpacing")
        sectionInset = try coder.decodeInsets(forKey: "sectionInset") ?? .zero
    }
}
