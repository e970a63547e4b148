public import NibPrimitives

/// A drawing of a whole document, in canvas units (IB points): scene boxes, their contents and the
/// arrows between them. ``SVGRenderer`` turns it into a picture.
public struct Wireframe: Sendable {
    /// The canvas size; every box and arrow lies inside it.
    public var size: Size
    /// The scenes (a xib's top-level views), in document order.
    public var scenes: [SceneBox]
    /// Segues and relationships between scenes.
    public var arrows: [Arrow]
    /// The initial controller's scene, which gets an entry arrow.
    public var initialScene: Int?
}

/// One scene (or a xib's top-level view, or a storyboard reference) on the canvas.
public struct SceneBox: Sendable {
    /// What the box stands for.
    public enum Kind: Sendable, Hashable {
        /// A controller's scene, or a xib's top-level view or window.
        case scene
        /// A storyboard reference: a controller in another storyboard.
        case reference
    }
    /// The kind of box.
    public var kind: Kind
    /// The heading above the box: the controller's class and storyboard identifier.
    public var title: String
    /// The box, in canvas units (the heading sits above it).
    public var frame: Rect
    /// The drawn contents, back to front, in canvas units.
    public var elements: [Element]
}

/// One drawn thing inside a scene: a view, a label, a bar, a safe area, …
public struct Element: Sendable {
    /// How the element is drawn.
    public enum Kind: String, Sendable, Hashable {
        /// A plain view or container: an outlined box.
        case view
        /// Text only (a label).
        case label
        /// A rounded, tinted box with its title.
        case button
        /// A crossed box naming its image.
        case image
        /// A rounded outlined field with its text or placeholder.
        case field
        /// A navigation bar, toolbar, tab bar or search bar: a grey band with titles.
        case bar
        /// A table or collection view cell.
        case cell
        /// A safe area, drawn faint.
        case safeArea
        /// A window's title bar (AppKit).
        case titleBar
        /// A list of menu items (AppKit).
        case menu
    }
    /// How it is drawn.
    public var kind: Kind
    /// Where, in canvas units.
    public var rect: Rect
    /// Its text (title, label text, image name), if any.
    public var text: String?
    /// A small caption in the top-left corner (class name, reuse identifier), if any.
    public var caption: String?
    /// The text's point size.
    public var fontSize: Double
    /// Whether the text is a placeholder (drawn grey).
    public var isPlaceholder: Bool
    /// Whether a label's text is centred (buttons and bars always are).
    public var isCentered: Bool
    /// Several titles spread across the element (tab bar items, segments, menu items), or a
    /// navigation bar's trailing items.
    public var items: [String]
    /// A navigation bar's leading items.
    public var leadingItems: [String]
    /// The view's background colour (`#rrggbb`) and opacity, when IB states one that shows.
    public var fill: (hex: String, opacity: Double)?

    /// Creates an element.
    public init(
        kind: Kind, rect: Rect, text: String? = nil, caption: String? = nil, fontSize: Double = 17,
        isPlaceholder: Bool = false, isCentered: Bool = false, items: [String] = [], leadingItems: [String] = []
    ) {
        self.kind = kind
        self.rect = rect
        self.text = text
        self.caption = caption
        self.fontSize = fontSize
        self.isPlaceholder = isPlaceholder
        self.isCentered = isCentered
        self.items = items
        self.leadingItems = leadingItems
    }
}

/// A segue or relationship drawn between two scenes.
public struct Arrow: Sendable {
    /// What the arrow stands for.
    public enum Style: String, Sendable, Hashable {
        /// A segue (show, present, push, custom, …).
        case segue
        /// A relationship (root view controller, tab view controllers, …).
        case relationship
        /// An embed segue from a container view.
        case embed
    }
    /// How it is drawn.
    public var style: Style
    /// Where it starts, in canvas units.
    public var start: Point
    /// Where it ends (on the destination box's edge).
    public var end: Point
    /// Kind and identifier, as shown next to the arrow.
    public var label: String
    /// Where the label goes: halfway between the source box's edge and the end.
    public var labelPosition: Point
}
