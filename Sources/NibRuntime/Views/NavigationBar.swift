public import NibCodingCore
public import NibPrimitives

/// A navigation bar (`<navigationBar>`).
@MainActor
open class NavigationBar: View {
    /// `barStyle`.
    public var barStyle: BarStyle = .`default`
    /// Whether it is translucent.
    public var isTranslucent = true
    /// The items, bottom first (a standalone bar's `<items>`).
    public private(set) var items: [NavigationItem] = []

    /// Creates a bar in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the bar's keys and items.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        barStyle = coder.attribute("barStyle").map(BarStyle.init(ibValue:)) ?? .`default`
        try coder.decode(into: &isTranslucent, forKey: "translucent")
        items = try coder.decodeObjects(forKey: "items").compactMap { $0 as? NavigationItem }
    }
}

/// What a controller shows in a navigation bar (`<navigationItem>`).
@MainActor
open class NavigationItem: NibObject {
    /// The title.
    public var title: String?
    /// The prompt.
    public var prompt: String?
    /// The left items.
    public private(set) var leftBarButtonItems: [BarButtonItem] = []
    /// The right items.
    public private(set) var rightBarButtonItems: [BarButtonItem] = []
    /// The back item.
    public private(set) var backBarButtonItem: BarButtonItem?
    /// The title view (archived inline, or connected through the `titleView` outlet).
    @Outlet public var titleView: View?
    /// `largeTitleDisplayMode`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Creates an item in code.
    public override init() { super.init() }

    /// Decodes the title, items and title view.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        title = try coder.decodeString(forKey: "title")
        prompt = try coder.decodeString(forKey: "prompt")
        largeTitleDisplayMode =
            coder.attribute("largeTitleDisplayMode").map(LargeTitleDisplayMode.init(ibValue:)) ?? .automatic
        leftBarButtonItems = try Self.items(coder, single: "leftBarButtonItem", many: "leftBarButtonItems")
        rightBarButtonItems = try Self.items(coder, single: "rightBarButtonItem", many: "rightBarButtonItems")
        backBarButtonItem = try coder.decodeObject(forKey: "backBarButtonItem") as? BarButtonItem
        titleView = try coder.decodeObject(forKey: "titleView") as? View
    }

    private static func items(_ coder: any NibDecoding, single: String, many: String) throws -> [BarButtonItem] {
        if let item = try coder.decodeObject(forKey: single) as? BarButtonItem { return [item] }
        return try coder.decodeObjects(forKey: many).compactMap { $0 as? BarButtonItem }
    }

    /// The first left item.
    public var leftBarButtonItem: BarButtonItem? { leftBarButtonItems.first }
    /// The first right item.
    public var rightBarButtonItem: BarButtonItem? { rightBarButtonItems.first }
}
