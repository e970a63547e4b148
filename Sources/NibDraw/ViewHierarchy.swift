import NibArchive
import NibPrimitives

/// Draws one view hierarchy from the frames IB stores: each view at its frame inside its
/// superview; a container view without a frame fills its superview (what its autoresizing mask
/// gives when IB wrote no frame).
struct ViewHierarchy {
    let archive: Archive
    /// Whether frames count from the bottom of the superview (AppKit).
    let flipped: Bool

    /// Views that fill their superview when IB wrote no frame for them.
    static let fillingContainers: Set<String> = [
        "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView", "stackView",
        "scrollView", "visualEffectView",
    ]

    /// Views whose content scrolls under the bars.
    static let scrollingViews: Set<String> = ["tableView", "collectionView", "scrollView", "textView"]

    /// The drawn elements of a hierarchy whose root is placed at `rect`, and where each drawn
    /// object ended up (for segue arrows that start at a control).
    /// - Parameter contentInset: How far a scrolling root (table, collection or scroll view) shows
    ///   its content below its top: the bars above it, as UIKit's adjusted content inset does.
    func draw(root: ObjectIndex, at rect: Rect, clip: Rect, contentInset: Double = 0) -> (
        elements: [Element], placed: [ObjectIndex: Rect]
    ) {
        let scrolls = Self.scrollingViews.contains(archive[root].element)
        var placed: [ObjectIndex: Rect] = [root: rect]
        var elements: [Element] = []
        if let element = element(for: root, at: rect) { elements.append(element) }
        for object in archive.descendants(of: root) {
            let item = archive[object]
            guard let parent = nearestPlacedAncestor(of: object, in: placed, root: root),
                let parentRect = placed[parent]
            else { continue }
            if item.element == "viewLayoutGuide" {
                if item.key == "safeArea", parent == root, let insets = Self.safeAreaInsets(of: rect.size) {
                    let area = Rect(
                        x: rect.minX, y: rect.minY + insets.top, width: rect.width,
                        height: max(0, rect.height - insets.top - insets.bottom))
                    elements.append(Element(kind: .safeArea, rect: area))
                }
                continue
            }
            let frame: Rect
            if let stored = archive.rect(forKey: "frame", of: object) {
                let y = flipped ? parentRect.height - stored.minY - stored.height : stored.minY
                let inset = scrolls && parent == root ? contentInset : 0
                frame = Rect(
                    x: parentRect.minX + stored.minX, y: parentRect.minY + y + inset, width: stored.width,
                    height: stored.height)
            } else if Self.fillingContainers.contains(item.element), isView(object) {
                frame = parentRect
            } else {
                continue
            }
            placed[object] = frame
            guard let visible = frame.intersection(clip), let element = element(for: object, at: visible)
            else { continue }
            elements.append(element)
        }
        return (elements, placed)
    }

    /// Whether the object sits in a view's `subviews` or under a view key (not, say, a bar item).
    private func isView(_ object: ObjectIndex) -> Bool {
        let item = archive[object]
        return item.collection == "subviews" || item.key == "contentView" || item.key == "view"
    }

    /// The closest enclosing object already placed, stopping at the root.
    private func nearestPlacedAncestor(of object: ObjectIndex, in placed: [ObjectIndex: Rect], root: ObjectIndex)
        -> ObjectIndex?
    {
        var current = archive[object].parent
        while let next = current {
            if placed[next] != nil { return next }
            if next == root { return nil }
            current = archive[next].parent
        }
        return nil
    }

    /// The safe area of a full-screen phone view (a notched iPhone's status bar and home
    /// indicator); nil for other sizes, whose safe area is drawn as the whole view.
    static func safeAreaInsets(of size: Size) -> (top: Double, bottom: Double)? {
        guard size.width <= 500, size.height >= 560 else { return nil }
        return size.height >= 800 ? (59, 34) : (20, 0)
    }

    /// How one object is drawn.
    private func element(for object: ObjectIndex, at rect: Rect) -> Element? {
        let item = archive[object]
        let text = archive.displayedText(of: object)
        let size = min(max(archive.fontSize(of: object) ?? (flipped ? 13 : 17), 8), 40)
        switch item.element {
        case "label":
            return Element(
                kind: .label, rect: rect, text: text?.text ?? "", fontSize: size,
                isCentered: item.attribute("textAlignment") == "center")
        case "button", "popUpButton":
            let title = text?.text ?? imageName(of: object).map { "[\($0)]" }
            return Element(kind: .button, rect: rect, text: title, fontSize: min(size, 15))
        case "switch":
            return Element(kind: .button, rect: rect, text: item.attribute("on") == "YES" ? "on" : "off", fontSize: 13)
        case "imageView":
            return Element(kind: .image, rect: rect, text: imageName(of: object) ?? "image", fontSize: 12)
        case "textField", "textView", "secureTextField", "searchField", "tokenField":
            return Element(
                kind: .field, rect: rect, text: text?.text, fontSize: min(size, 17),
                isPlaceholder: text?.isPlaceholder ?? false)
        case "navigationBar", "toolbar", "tabBar", "searchBar":
            return bar(object, at: rect)
        case "segmentedControl":
            let segments =
                archive.value(forKey: "segments", of: object)?.children.compactMap { archive[$0].attribute("title") }
                ?? []
            return Element(kind: .button, rect: rect, fontSize: 13, items: segments)
        case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView":
            let identifier = item.attribute("reuseIdentifier") ?? item.attribute("identifier")
            var caption = item.customClass ?? archive.shownClass(of: object)
            if let identifier { caption += " \u{201C}\(identifier)\u{201D}" }
            var element = Element(kind: .cell, rect: rect, caption: caption, fontSize: 12)
            element.fill = archive.backgroundColor(of: object)
            return element
        case "tableViewCellContentView", "collectionViewCellContentView":
            return nil
        default:
            var caption = item.customClass ?? (item.element == "view" ? item.userLabel : archive.shownClass(of: object))
            if item.element == "containerView" { caption = "Container View" }
            var element = Element(kind: .view, rect: rect, text: text?.text, caption: caption, fontSize: min(size, 17))
            element.fill = archive.backgroundColor(of: object)
            return element
        }
    }

    /// An image view's (or button's) image name.
    private func imageName(of object: ObjectIndex) -> String? {
        if let image = archive[object].attribute("image") { return image }
        if let state = archive.value(forKey: "normal", of: object), let image = state.attribute("image") {
            return image
        }
        if let cell = archive.child(forKey: "cell", of: object), let image = archive[cell].attribute("image") {
            return image
        }
        return nil
    }

    /// A navigation bar, toolbar, tab bar or search bar with its titles.
    private func bar(_ object: ObjectIndex, at rect: Rect) -> Element {
        let item = archive[object]
        let members = archive.members(ofCollection: "items", of: object)
        switch item.element {
        case "navigationBar":
            let title = members.last.flatMap { archive[$0].attribute("title") }
            return Element(kind: .bar, rect: rect, text: title, fontSize: 17)
        case "searchBar":
            let text = archive.displayedText(of: object)
            return Element(kind: .field, rect: rect, text: text?.text ?? "Search", fontSize: 15, isPlaceholder: true)
        default:
            return Element(
                kind: .bar, rect: rect, fontSize: 15, items: members.compactMap { archive.itemTitle(of: $0) })
        }
    }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
