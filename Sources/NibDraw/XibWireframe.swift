import NibArchive
import NibPrimitives

/// A xib's top-level views, windows and menus, side by side in document order.
enum XibWireframe {
    static func build(_ archive: Archive) -> Wireframe {
        let flipped = archive.document.family == .appKit
        var boxes: [SceneBox] = []
        var x = 0.0
        for object in archive.topLevelObjects {
            guard let box = box(for: object, in: archive, at: x, flipped: flipped) else { continue }
            boxes.append(box)
            x = box.frame.maxX + CanvasLayout.gap
        }
        return Wireframe.normalized(Wireframe(size: .zero, scenes: boxes, arrows: [], initialScene: nil))
    }

    /// The box of one top-level object, when it is something to see.
    private static func box(for object: ObjectIndex, in archive: Archive, at x: Double, flipped: Bool) -> SceneBox? {
        let item = archive[object]
        let title = archive.shownClass(of: object) + (item.userLabel.map { " \u{00B7} " + $0 } ?? "")
        let limit = SceneContents.largest
        func clamped(_ size: Size) -> Size {
            Size(width: min(max(size.width, 20), limit), height: min(max(size.height, 20), limit))
        }
        if item.element == "window" || item.element == "panel",
            let content = archive.rect(forKey: "contentRect", of: object)
        {
            let titleBar = 28.0
            let size = clamped(Size(width: content.width, height: content.height + titleBar))
            let frame = Rect(x: x, y: 0, width: size.width, height: size.height)
            var elements = [
                Element(
                    kind: .titleBar, rect: Rect(x: x, y: 0, width: size.width, height: titleBar),
                    text: item.attribute("title"), fontSize: 13)
            ]
            if let view = archive.child(forKey: "contentView", of: object) {
                let area = Rect(x: x, y: titleBar, width: size.width, height: size.height - titleBar)
                elements +=
                    ViewHierarchy(archive: archive, flipped: flipped).draw(root: view, at: area, clip: frame).elements
            }
            return SceneBox(
                kind: .scene, title: title + (item.attribute("title").map { " \u{201C}\($0)\u{201D}" } ?? ""),
                frame: frame, elements: elements)
        }
        if item.element == "menu" {
            let titles = archive.members(ofCollection: "items", of: object).map { member in
                archive[member].attribute("isSeparatorItem") == "YES"
                    ? "\u{2014}" : (archive[member].attribute("title") ?? "")
            }
            let frame = Rect(x: x, y: 0, width: 220, height: Double(max(titles.count, 1)) * 24 + 12)
            return SceneBox(
                kind: .scene, title: title, frame: frame,
                elements: [Element(kind: .menu, rect: frame, fontSize: 13, items: titles)])
        }
        var root = object
        if archive.rect(forKey: "frame", of: object) == nil, let view = archive.child(forKey: "view", of: object) {
            root = view
        }
        guard let frame = archive.rect(forKey: "frame", of: root) else { return nil }
        let size = clamped(frame.size)
        let box = Rect(x: x, y: 0, width: size.width, height: size.height)
        let elements = ViewHierarchy(archive: archive, flipped: flipped).draw(root: root, at: box, clip: box).elements
        return SceneBox(kind: .scene, title: title, frame: box, elements: elements)
    }
}
