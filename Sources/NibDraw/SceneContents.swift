import NibArchive
import NibPrimitives

/// What one storyboard scene draws: its controller's view hierarchy, the bars its controller
/// implies (navigation item, tab bar item, a tab bar controller's tabs) and, for a storyboard
/// reference, the storyboard it names.
struct SceneContents {
    let archive: Archive
    /// The scene's controller (or storyboard reference).
    let controller: ObjectIndex

    /// The size a scene is drawn at when its controller has no view (navigation and tab bar
    /// controllers): the first full-screen view of the document, else an iPhone's.
    static func screenSize(of archive: Archive) -> Size {
        for scene in archive.scenes {
            for object in scene.objects {
                guard let view = archive.child(forKey: "view", of: object),
                    let frame = archive.rect(forKey: "frame", of: view)
                else { continue }
                if frame.height >= 560, frame.height <= 2_000, frame.width <= 2_000 { return frame.size }
            }
        }
        return Size(width: 393, height: 852)
    }

    /// The size of a storyboard reference's box.
    static let referenceSize = Size(width: 260, height: 96)
    /// The largest box drawn; bigger frames are cut to it.
    static let largest = 4_000.0

    /// The controller of a scene: its first object that is not First Responder, Exit or another
    /// placeholder standing for something outside (storyboard references count).
    static func controller(of scene: Scene, in archive: Archive) -> ObjectIndex? {
        scene.objects.first { object in
            switch archive[object].placeholder {
            case nil, .storyboardReference: true
            default: false
            }
        }
    }

    /// Whether the box is a storyboard reference.
    var isReference: Bool {
        if case .storyboardReference = archive[controller].placeholder { return true }
        return false
    }

    /// The box's size.
    func size(screen: Size) -> Size {
        if isReference { return Self.referenceSize }
        let frame = archive.child(forKey: "view", of: controller).flatMap { archive.rect(forKey: "frame", of: $0) }
        let size = frame?.size ?? archive.rect(forKey: "freeformSize", of: controller)?.size ?? screen
        return Size(width: min(max(size.width, 40), Self.largest), height: min(max(size.height, 40), Self.largest))
    }

    /// The heading: class, then storyboard identifier.
    var title: String {
        let item = archive[controller]
        if isReference { return "Storyboard Reference" }
        var title = archive.shownClass(of: controller)
        if let identifier = item.attribute("storyboardIdentifier"), !identifier.isEmpty {
            title += " \u{00B7} " + identifier
        }
        return title
    }

    /// A storyboard reference's box: the storyboard it names and the controller it stands for (an
    /// identifier, or the initial controller).
    private func referenceElement(of item: ArchivedObject, in box: Rect) -> Element? {
        guard case .storyboardReference(let name, let identifier) = item.placeholder else { return nil }
        let target = name.map { $0 + ".storyboard" } ?? "this storyboard"
        return Element(
            kind: .view, rect: box, caption: "references", fontSize: 15,
            items: [target, identifier ?? "initial controller"])
    }

    /// The drawn elements at `box`, and where each view ended up.
    func draw(in box: Rect) -> (elements: [Element], placed: [ObjectIndex: Rect]) {
        if let reference = referenceElement(of: archive[controller], in: box) {
            return ([reference], [controller: box])
        }
        var elements: [Element] = []
        var placed: [ObjectIndex: Rect] = [controller: box]
        let insets = ViewHierarchy.safeAreaInsets(of: box.size) ?? (0, 0)
        let navigationItem = archive.child(forKey: "navigationItem", of: controller)
        if let view = archive.child(forKey: "view", of: controller) {
            let inset = insets.top + (navigationItem == nil ? 0 : 44)
            let drawn = ViewHierarchy(archive: archive, flipped: false).draw(
                root: view, at: box, clip: box, contentInset: inset)
            elements += drawn.elements
            placed.merge(drawn.placed) { first, _ in first }
        } else {
            elements.append(
                Element(
                    kind: .view, rect: box, text: archive.shownClass(of: controller), fontSize: 15, isPlaceholder: true)
            )
            for key in ["navigationBar", "toolbar"] {
                guard let bar = archive.child(forKey: key, of: controller),
                    let frame = archive.rect(forKey: "frame", of: bar),
                    let visible = frame.offsetBy(dx: box.minX, dy: box.minY).intersection(box)
                else { continue }
                elements.append(Element(kind: .bar, rect: visible, fontSize: 12))
                placed[bar] = visible
            }
        }
        if let navigationItem {
            let rect = Rect(x: box.minX, y: box.minY + insets.top, width: box.width, height: min(44, box.height))
            let leading = barItems(["leftBarButtonItem", "leftBarButtonItems"], of: navigationItem)
            let trailing = barItems(["rightBarButtonItem", "rightBarButtonItems"], of: navigationItem)
            let title = archive[navigationItem].attribute("title")
            elements.append(
                Element(
                    kind: .bar, rect: rect, text: title, fontSize: 17, items: trailing.titles,
                    leadingItems: leading.titles))
            for object in leading.objects + trailing.objects { placed[object] = rect }
        }
        let tabs = tabTitles()
        if !tabs.isEmpty {
            let height = min(49 + insets.bottom, box.height)
            let rect = Rect(x: box.minX, y: box.maxY - height, width: box.width, height: height)
            elements.append(Element(kind: .bar, rect: rect, fontSize: 15, items: tabs))
        }
        return (elements, placed)
    }

    /// The bar button items under some keys of a navigation item, with their titles.
    private func barItems(_ keys: [String], of navigationItem: ObjectIndex) -> (
        objects: [ObjectIndex], titles: [String]
    ) {
        var objects: [ObjectIndex] = []
        for child in archive[navigationItem].children {
            let item = archive[child]
            if let key = item.key, keys.contains(key) { objects.append(child) }
            if let collection = item.collection, keys.contains(collection) { objects.append(child) }
        }
        return (objects, objects.compactMap { archive.itemTitle(of: $0) })
    }

    /// A tab bar controller's tab titles (from its children's tab bar items), or a child's own tab.
    private func tabTitles() -> [String] {
        let item = archive[controller]
        if item.element == "tabBarController" {
            return archive.connections(from: controller).compactMap { connection -> String? in
                guard connection.segue?.relationship == .viewControllers, let child = connection.destination else {
                    return nil
                }
                return archive.child(forKey: "tabBarItem", of: child).flatMap { archive.itemTitle(of: $0) } ?? "Item"
            }
        }
        if let tab = archive.child(forKey: "tabBarItem", of: controller) {
            return [archive.itemTitle(of: tab) ?? "Item"]
        }
        return []
    }
}
