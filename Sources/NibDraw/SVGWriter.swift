import NibPrimitives

/// Accumulates SVG markup for ``SVGRenderer``.
struct SVGWriter {
    private(set) var text = ""

    mutating func line(_ markup: String) {
        text += markup
        text += "\n"
    }

    private func n(_ value: Double) -> String { XMLText.number(value) }

    private func rect(_ rect: Rect, _ cssClass: String, radius: Double = 0, fill: (hex: String, opacity: Double)? = nil)
        -> String
    {
        var markup =
            "<rect class=\"\(cssClass)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        if radius > 0 { markup += " rx=\"\(n(min(radius, rect.height / 2)))\"" }
        if let fill {
            // An inline style: it wins over the class's fill.
            markup += " style=\"fill:\(fill.hex)"
            if fill.opacity < 1 { markup += ";fill-opacity:\(XMLText.number(fill.opacity))" }
            markup += "\""
        }
        return markup + "/>"
    }

    /// One line of text; nothing when it is empty.
    private mutating func text(
        _ string: String, x: Double, y: Double, size: Double, cssClass: String, anchor: String = "start"
    ) {
        guard !string.isEmpty else { return }
        var markup = "<text class=\"\(cssClass)\" x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\""
        if anchor != "start" { markup += " text-anchor=\"\(anchor)\"" }
        line(markup + ">" + XMLEscaping.drawing(string) + "</text>")
    }

    /// Text centred in a rectangle (or left-aligned with a small inset), cut to fit.
    private mutating func text(_ string: String, in rect: Rect, size: Double, cssClass: String, centered: Bool) {
        let inset = centered ? 2.0 : 4.0
        var fitted = min(size, max(rect.height * 0.8, 6))
        // A line that does not fit is set up to a quarter smaller before it is cut.
        let needed = (rect.width - 2 * inset) / (Double(max(string.count, 1)) * TextFitting.averageAdvance)
        if needed < fitted, rect.height < fitted * 2.5 { fitted = max(needed, fitted * 0.75) }
        let capacity = TextFitting.capacity(width: rect.width - 2 * inset, fontSize: fitted)
        let rows = max(1, Int(rect.height / (fitted * 1.25)))
        let lines =
            rows > 1
            ? TextFitting.wrapped(string, capacity: capacity, lines: rows)
            : [TextFitting.truncated(string, to: capacity)]
        let lineHeight = fitted * 1.2
        let firstBaseline = rect.center.y - lineHeight * Double(lines.count - 1) / 2 + fitted * 0.35
        for (index, content) in lines.enumerated() {
            let y = firstBaseline + lineHeight * Double(index)
            if centered {
                text(content, x: rect.center.x, y: y, size: fitted, cssClass: cssClass, anchor: "middle")
            } else {
                text(content, x: rect.minX + inset, y: y, size: fitted, cssClass: cssClass)
            }
        }
    }

    mutating func scene(_ box: SceneBox) {
        line("<g>")
        let heading = TextFitting.truncated(
            box.title, to: TextFitting.capacity(width: max(box.frame.width, 260), fontSize: 16))
        text(heading, x: box.frame.minX, y: box.frame.minY - 10, size: 16, cssClass: "heading")
        line(rect(box.frame, box.kind == .reference ? "ref" : "box"))
        for element in box.elements { self.element(element) }
        line("</g>")
    }

    private mutating func caption(_ element: Element) {
        guard let caption = element.caption, element.rect.height >= 12 else { return }
        let capacity = TextFitting.capacity(width: element.rect.width - 6, fontSize: 11)
        text(
            TextFitting.truncated(caption, to: capacity), x: element.rect.minX + 3, y: element.rect.minY + 11, size: 11,
            cssClass: "caption")
    }

    private mutating func element(_ element: Element) {
        let frame = element.rect
        let textClass = element.isPlaceholder ? "faint" : "text"
        switch element.kind {
        case .view:
            line(rect(frame, "view", fill: element.fill))
            caption(element)
            if !element.items.isEmpty {
                stacked(element.items, in: frame, size: element.fontSize, cssClass: "text bold")
            } else if let string = element.text {
                text(string, in: frame, size: element.fontSize, cssClass: textClass, centered: true)
            }
        case .label:
            text(
                element.text ?? "", in: frame, size: element.fontSize, cssClass: textClass, centered: element.isCentered
            )
        case .button:
            line(rect(frame, "button", radius: 8))
            if !element.items.isEmpty {
                spread(element.items, in: frame, size: element.fontSize, cssClass: "tint", dividers: true)
            } else if let string = element.text {
                text(string, in: frame, size: element.fontSize, cssClass: "tint", centered: true)
            }
        case .image:
            image(element)
        case .field:
            line(rect(frame, "field", radius: 5))
            if let string = element.text {
                text(string, in: frame, size: element.fontSize, cssClass: textClass, centered: false)
            }
        case .bar:
            bar(element)
        case .cell:
            cell(element)
        case .safeArea:
            line(rect(frame, "safe"))
        case .titleBar:
            line(rect(frame, "titlebar"))
            if let title = element.text {
                text(title, in: frame, size: element.fontSize, cssClass: "text bold", centered: true)
            }
        case .menu:
            menu(element)
        }
    }

    /// An image view: its box crossed corner to corner, its image name in the middle.
    private mutating func image(_ element: Element) {
        let frame = element.rect
        line(rect(frame, "image"))
        line(
            "<path class=\"cross\" d=\"M\(n(frame.minX)),\(n(frame.minY)) L\(n(frame.maxX)),\(n(frame.maxY)) M\(n(frame.maxX)),\(n(frame.minY)) L\(n(frame.minX)),\(n(frame.maxY))\"/>"
        )
        if let string = element.text {
            text(string, in: frame, size: element.fontSize, cssClass: "faint", centered: true)
        }
    }

    /// A bar: its title centred in the top band, items at its edges (or spread when untitled).
    private mutating func bar(_ element: Element) {
        let frame = element.rect
        line(rect(frame, "bar"))
        let band = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, 49))
        if let title = element.text {
            text(title, in: band, size: element.fontSize, cssClass: "text bold", centered: true)
        }
        if element.text != nil || !element.leadingItems.isEmpty {
            edgeItems(element.leadingItems, trailing: element.items, in: band)
        } else if !element.items.isEmpty {
            spread(element.items, in: band, size: element.fontSize, cssClass: "tint", dividers: false)
        }
    }

    /// A table or collection cell, its caption at the top right, where left-aligned cell content
    /// rarely is.
    private mutating func cell(_ element: Element) {
        let frame = element.rect
        line(rect(frame, "cell", fill: element.fill))
        if let caption = element.caption, frame.height >= 12 {
            let capacity = TextFitting.capacity(width: frame.width / 2, fontSize: 11)
            text(
                TextFitting.truncated(caption, to: capacity), x: frame.maxX - 4, y: frame.minY + 11, size: 11,
                cssClass: "caption", anchor: "end")
        }
    }

    /// A menu: its items one a row, separators faint.
    private mutating func menu(_ element: Element) {
        let frame = element.rect
        for (index, item) in element.items.enumerated() {
            let row = Rect(
                x: frame.minX + 8, y: frame.minY + 6 + Double(index) * 24, width: frame.width - 16, height: 24)
            text(
                item, in: row, size: element.fontSize, cssClass: item == "\u{2014}" ? "faint" : "text", centered: false)
        }
    }

    /// Titles side by side in equal parts of a rectangle (tab bar items, segments).
    private mutating func spread(_ items: [String], in frame: Rect, size: Double, cssClass: String, dividers: Bool) {
        let part = frame.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let cell = Rect(x: frame.minX + part * Double(index), y: frame.minY, width: part, height: frame.height)
            if dividers, index > 0 {
                line("<path class=\"view\" d=\"M\(n(cell.minX)),\(n(cell.minY)) L\(n(cell.minX)),\(n(cell.maxY))\"/>")
            }
            text(item, in: cell, size: size, cssClass: cssClass, centered: true)
        }
    }

    /// Lines of text stacked in the middle of a rectangle.
    private mutating func stacked(_ items: [String], in frame: Rect, size: Double, cssClass: String) {
        let lineHeight = size * 1.4
        let top = frame.center.y - lineHeight * Double(items.count) / 2
        for (index, item) in items.enumerated() {
            let row = Rect(x: frame.minX, y: top + lineHeight * Double(index), width: frame.width, height: lineHeight)
            text(item, in: row, size: size, cssClass: index == 0 ? cssClass : "text", centered: true)
        }
    }

    /// A navigation bar's leading and trailing items.
    private mutating func edgeItems(_ leading: [String], trailing: [String], in band: Rect) {
        let quarter = band.width / 4
        let left = leading.joined(separator: "  ")
        let right = trailing.joined(separator: "  ")
        text(
            left, in: Rect(x: band.minX + 6, y: band.minY, width: quarter, height: band.height), size: 15,
            cssClass: "tint", centered: false)
        let capacity = TextFitting.capacity(width: quarter, fontSize: 15)
        text(
            TextFitting.truncated(right, to: capacity), x: band.maxX - 8, y: band.center.y + 5, size: 15,
            cssClass: "tint", anchor: "end")
    }

    mutating func arrow(_ arrow: Arrow) {
        let style = arrow.style.rawValue
        line(
            "<path class=\"a-\(style)\" d=\"M\(n(arrow.start.x)),\(n(arrow.start.y)) L\(n(arrow.end.x)),\(n(arrow.end.y))\" marker-end=\"url(#m-\(style))\"/>"
        )
        line(
            "<circle cx=\"\(n(arrow.start.x))\" cy=\"\(n(arrow.start.y))\" r=\"4\" class=\"\(arrow.style == .segue ? "tint" : "faint")\"/>"
        )
        guard !arrow.label.isEmpty else { return }
        let middle = arrow.labelPosition
        let label = TextFitting.truncated(arrow.label, to: 48)
        let width = Double(label.count) * 14 * 0.62 + 12
        line(rect(Rect(x: middle.x - width / 2, y: middle.y - 11, width: width, height: 20), "tag", radius: 4))
        text(label, x: middle.x, y: middle.y + 4, size: 14, cssClass: "l-\(style)", anchor: "middle")
    }

    mutating func entryArrow(into frame: Rect) {
        let y = frame.center.y
        line(
            "<path class=\"a-entry\" d=\"M\(n(frame.minX - 100)),\(n(y)) L\(n(frame.minX - 2)),\(n(y))\" marker-end=\"url(#m-entry)\"/>"
        )
    }
}
