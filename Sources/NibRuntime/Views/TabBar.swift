public import NibCodingCore
public import NibPrimitives

/// A tab bar (`<tabBar>`).
@MainActor
open class TabBar: View {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// The items (a standalone bar's `<items>`).
    public private(set) var items: [TabBarItem] = []

    /// Creates a bar in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the items.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        items = try coder.decodeObjects(forKey: "items").compactMap { $0 as? TabBarItem }
    }
}

/// A controller's tab (`<tabBarItem>`).
@MainActor
open class TabBarItem: NibObject {
    /// The title.
    public var title: String?
    /// The image.
    public var image: ImageReference?
    /// The selected image.
    public var selectedImage: ImageReference?
    /// `systemItem` (`favorites`, `more`, …), when a system item.
    public var systemItem: String?
    /// The tag.
    public var tag = 0
    /// The badge.
    public var badgeValue: String?

    /// Creates an item in code.
    public override init() { super.init() }

    /// Decodes the item's keys.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        title = try coder.decodeString(forKey: "title")
        image = coder.attribute("image").map { ImageReference(name: $0, catalog: coder.attribute("catalog")) }
        selectedImage = coder.attribute("selectedImage").map { ImageReference(name: $0) }
        systemItem = coder.attribute("systemItem")
        tag = try coder.decodeInteger(forKey: "tag")
        badgeValue = coder.attribute("badgeValue")
    }
}

/// A toolbar (`<toolbar>`).
@MainActor
open class Toolbar: View {
    /// The items.
    public private(set) var items: [BarButtonItem] = []

    /// Creates a toolbar in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the items.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        items = try coder.decodeObjects(forKey: "items").compactMap { $0 as? BarButtonItem }
    }
}
