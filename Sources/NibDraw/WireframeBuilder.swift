public import NibArchive
import NibPrimitives

extension Wireframe {
    /// The wireframe of a document: every storyboard scene at its canvas location with the segues
    /// and relationships between scenes, or a xib's top-level views side by side.
    /// - Parameters:
    ///   - archive: The document.
    ///   - scene: Draw only the scene with this scene id, controller id or storyboard identifier.
    /// - Returns: nil when `scene` names no scene of the document.
    public init?(archive: Archive, scene filter: String? = nil) {
        if archive.scenes.isEmpty, !archive.document.isStoryboard {
            guard filter == nil else { return nil }
            self = XibWireframe.build(archive)
            return
        }
        var chosen: [(scene: Scene, contents: SceneContents)] = []
        for scene in archive.scenes {
            guard let controller = SceneContents.controller(of: scene, in: archive) else { continue }
            if let filter, !Self.scene(scene, controller: controller, in: archive, matches: filter) { continue }
            chosen.append((scene, SceneContents(archive: archive, controller: controller)))
        }
        if filter != nil, chosen.isEmpty { return nil }
        let layout = Self.boxes(of: chosen, screen: SceneContents.screenSize(of: archive))
        var boxes = layout.boxes
        let arrows = Self.arrows(of: archive, boxes: &boxes, placed: layout.placed)
        let initial = archive.initialViewController.flatMap { archive[$0].scene }.flatMap { layout.placed[$0]?.box }
        self = Self.normalized(Wireframe(size: .zero, scenes: boxes, arrows: arrows, initialScene: initial))
    }

    /// Where each drawn scene is: its box, and the frames of its views within the drawing.
    private typealias Placements = [SceneIndex: (box: Int, views: [ObjectIndex: Rect])]

    /// The scenes drawn at their canvas locations (laid out so that none overlap).
    private static func boxes(
        of chosen: [(scene: Scene, contents: SceneContents)], screen: Size
    ) -> (boxes: [SceneBox], placed: Placements) {
        let sizes = chosen.map { ($0.contents.size(screen: screen), $0.scene.canvasLocation) }
        let origins = CanvasLayout.place(sizes)
        var boxes: [SceneBox] = []
        var placed: Placements = [:]
        for (position, entry) in chosen.enumerated() {
            let frame = Rect(origin: origins[position], size: sizes[position].0)
            let drawn = entry.contents.draw(in: frame)
            placed[entry.scene.index] = (boxes.count, drawn.placed)
            boxes.append(
                SceneBox(
                    kind: entry.contents.isReference ? .reference : .scene, title: entry.contents.title, frame: frame,
                    elements: drawn.elements))
        }
        return (boxes, placed)
    }

    /// An arrow for each segue between two drawn scenes, from the view that triggers it (else the
    /// scene's edge) to the destination's edge; an unwind segue is a tag under its source instead.
    private static func arrows(of archive: Archive, boxes: inout [SceneBox], placed: Placements) -> [Arrow] {
        var arrows: [Arrow] = []
        for connection in archive.connections where connection.kind == .segue {
            guard let sourceScene = connection.scene, let source = placed[sourceScene], let segue = connection.segue
            else { continue }
            let anchor = connection.source.flatMap { source.views[$0] }
            if segue.kind == .unwind {
                let rect = anchor ?? boxes[source.box].frame
                let tag = Rect(x: rect.minX, y: rect.maxY + 2, width: max(rect.width, 160), height: 16)
                let text = "\u{21A9} unwind " + (segue.unwindAction ?? segue.identifier ?? "")
                boxes[source.box].elements.append(
                    Element(kind: .label, rect: tag, text: text, fontSize: 11, isPlaceholder: true))
                continue
            }
            guard let destination = connection.destination, let destinationScene = archive[destination].scene,
                destinationScene != sourceScene, let target = placed[destinationScene]
            else { continue }
            let targetFrame = boxes[target.box].frame
            let start: Point
            if let anchor, anchor != boxes[source.box].frame {
                start = anchor.center
            } else {
                start = boxes[source.box].frame.boundaryPoint(toward: targetFrame.center)
            }
            let end = targetFrame.boundaryPoint(toward: start)
            let exit = boxes[source.box].frame.exitPoint(from: start, toward: end)
            let middle = Point(x: (exit.x + end.x) / 2, y: (exit.y + end.y) / 2)
            arrows.append(
                Arrow(style: style(of: segue), start: start, end: end, label: label(of: segue), labelPosition: middle))
        }
        return arrows
    }

    /// Whether a scene is the one `--scene` names (scene id, controller id or storyboard identifier).
    static func scene(_ scene: Scene, controller: ObjectIndex, in archive: Archive, matches filter: String) -> Bool {
        scene.sceneID == filter || archive[controller].id == filter
            || archive[controller].attribute("storyboardIdentifier") == filter
    }

    /// How a segue's arrow is drawn.
    static func style(of segue: SegueInfo) -> Arrow.Style {
        switch segue.kind {
        case .relationship: .relationship
        case .embed: .embed
        default: .segue
        }
    }

    /// The text next to an arrow: the relationship in words, or the kind and identifier.
    public static func label(of segue: SegueInfo) -> String {
        if segue.kind == .relationship {
            switch segue.relationship {
            case .rootViewController: return "root view controller"
            case .viewControllers: return "view controllers"
            case let other?: return other.ibValue
            case nil: return "relationship"
            }
        }
        var label = segue.kindAttribute
        if let identifier = segue.identifier, !identifier.isEmpty { label += " \u{00B7} " + identifier }
        return label
    }

    /// The wireframe moved so that everything lies at positive coordinates with a margin, room
    /// for the entry arrow on the left.
    static func normalized(_ wireframe: Wireframe) -> Wireframe {
        let margin = 40.0
        let entryRoom = wireframe.initialScene == nil ? 0 : 110.0
        var left = Double.infinity
        var top = Double.infinity
        var right = -Double.infinity
        var bottom = -Double.infinity
        func include(_ rect: Rect) {
            left = min(left, rect.minX)
            top = min(top, rect.minY)
            right = max(right, rect.maxX)
            bottom = max(bottom, rect.maxY)
        }
        for box in wireframe.scenes {
            include(
                Rect(
                    x: box.frame.minX, y: box.frame.minY - CanvasLayout.headingHeight, width: box.frame.width,
                    height: box.frame.height + CanvasLayout.headingHeight))
            for element in box.elements { include(element.rect) }
        }
        guard left.isFinite else {
            return Wireframe(size: Size(width: 200, height: 80), scenes: [], arrows: [], initialScene: nil)
        }
        let dx = margin + entryRoom - left
        let dy = margin - top
        var moved = wireframe
        for index in moved.scenes.indices {
            moved.scenes[index].frame = moved.scenes[index].frame.offsetBy(dx: dx, dy: dy)
            for element in moved.scenes[index].elements.indices {
                moved.scenes[index].elements[element].rect = moved.scenes[index].elements[element].rect.offsetBy(
                    dx: dx, dy: dy)
            }
        }
        for index in moved.arrows.indices {
            moved.arrows[index].start = Point(x: moved.arrows[index].start.x + dx, y: moved.arrows[index].start.y + dy)
            moved.arrows[index].end = Point(x: moved.arrows[index].end.x + dx, y: moved.arrows[index].end.y + dy)
            let label = moved.arrows[index].labelPosition
            moved.arrows[index].labelPosition = Point(x: label.x + dx, y: label.y + dy)
        }
        moved.size = Size(width: right - left + 2 * margin + entryRoom, height: bottom - top + 2 * margin)
        return moved
    }
}
