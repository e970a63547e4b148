public import NibCodingCore
public import NibPrimitives

/// A table (`<tableView>`): its prototype cells and, for static tables, its sections.
@MainActor
open class TableView: ScrollView {
    /// The data source.
    @WeakOutlet public var dataSource: AnyObject?
    /// `style` (`plain`, `grouped`, `insetGrouped`).
    public var style: Style = .plain
    /// The row height (`-1` for automatic).
    public var rowHeight = 44.0
    /// `separatorStyle`.
    public var separatorStyle: SeparatorStyle = .`default`
    /// `dataMode` (`prototypes` or `static`).
    public var dataMode: DataMode = .prototypes
    /// The prototype cells, by position.
    public private(set) var prototypeCells: [TableViewCell] = []
    /// The sections of a static table.
    public private(set) var sections: [TableViewSection] = []
    /// The header view.
    public private(set) var tableHeaderView: View?
    /// The footer view.
    public private(set) var tableFooterView: View?

    /// Creates a table in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the table's keys, prototypes, sections and header/footer views.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        style = coder.attribute("style").map(Style.init(ibValue:)) ?? .plain
        try coder.decode(into: &rowHeight, forKey: "rowHeight")
        separatorStyle = coder.attribute("separatorStyle").map(SeparatorStyle.init(ibValue:)) ?? .`default`
        dataMode = coder.attribute("dataMode").map(DataMode.init(ibValue:)) ?? .prototypes
        prototypeCells = try coder.decodeObjects(forKey: "prototypes").compactMap { $0 as? TableViewCell }
        sections = try coder.decodeObjects(forKey: "sections").compactMap { $0 as? TableViewSection }
        tableHeaderView = try coder.decodeObject(forKey: "tableHeaderView") as? View
        tableFooterView = try coder.decodeObject(forKey: "tableFooterView") as? View
    }

    /// The prototype cell with a reuse identifier.
    public func prototypeCell(withReuseIdentifier identifier: String) -> TableViewCell? {
        prototypeCells.first { $0.reuseIdentifier == identifier }
    }
}

/// A section of a static table (`<tableViewSection>`).
@MainActor
open class TableViewSection: NibObject {
    /// The header title.
    public var headerTitle: String?
    /// The footer title.
    public var footerTitle: String?
    /// The cells.
    public private(set) var cells: [TableViewCell] = []

    /// Decodes the titles and cells.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        headerTitle = try coder.decodeString(forKey: "headerTitle")
        footerTitle = try coder.decodeString(forKey: "footerTitle")
        cells = try coder.decodeObjects(forKey: "cells").compactMap { $0 as? TableViewCell }
    }
}

/// A table cell (`<tableViewCell>`), whose content lives in its ``contentView``.
@MainActor
open class TableViewCell: View {
    /// The reuse identifier.
    public var reuseIdentifier: String?
    /// `style` (`IBUITableViewCellStyleDefault`, `…Subtitle`, …), when a built-in style is used.
    public var cellStyle: String?
    /// `accessoryType`.
    public var accessoryType: AccessoryType = .none
    /// `selectionStyle`.
    public var selectionStyle: SelectionStyle = .`default`
    /// The content view.
    public private(set) var contentView: View?
    /// The built-in style's text label.
    public private(set) weak var textLabel: Label?
    /// The built-in style's detail label.
    public private(set) weak var detailTextLabel: Label?
    /// The built-in style's image view.
    public private(set) weak var imageView: ImageView?

    /// Creates a cell in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the cell's keys and its content view.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        reuseIdentifier = coder.attribute("reuseIdentifier")
        cellStyle = coder.attribute("style")
        accessoryType = coder.attribute("accessoryType").map(AccessoryType.init(ibValue:)) ?? .none
        selectionStyle = coder.attribute("selectionStyle").map(SelectionStyle.init(ibValue:)) ?? .`default`
        if let content = try AnonymousContentView.decode(coder, forKey: "contentView") {
            contentView = content
            addSubview(content)
        }
        // Strong captures: the loader drops pending fix-ups when the build ends.
        try coder.decodeObject(forKey: "textLabel") { self.textLabel = $0 as? Label }
        try coder.decodeObject(forKey: "detailTextLabel") { self.detailTextLabel = $0 as? Label }
        try coder.decodeObject(forKey: "imageView") { self.imageView = $0 as? ImageView }
    }
}

/// A cell's content view (`<tableViewCellContentView>`).
@MainActor open class TableViewCellContentView: View {}
