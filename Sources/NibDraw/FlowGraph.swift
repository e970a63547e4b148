public import NibArchive

/// The flow of one or more storyboards: scenes as nodes (class and storyboard identifier),
/// segues and relationships as edges, storyboard references linked to the scene they name when
/// that storyboard is among the files. ``dot()`` and ``mermaid()`` write it out.
public struct FlowGraph: Sendable {
    /// A scene or storyboard reference.
    public struct Node: Sendable, Hashable {
        /// An identifier safe in DOT and Mermaid (`f0s3`: file 0, scene 3).
        public let id: String
        /// The controller's class.
        public let className: String
        /// The storyboard identifier, if any.
        public let storyboardIdentifier: String?
        /// For a storyboard reference: the storyboard (`Name.storyboard`) and identifier it names.
        public let reference: String?
    }
    /// A segue, relationship or storyboard reference link.
    public struct Edge: Sendable, Hashable {
        /// The source node's id.
        public let from: String
        /// The destination node's id.
        public let to: String
        /// Kind and identifier (``Wireframe/label(of:)``), or `reference`.
        public let label: String
        /// How it is drawn.
        public let style: Arrow.Style
    }
    /// One document's nodes.
    public struct File: Sendable {
        /// The file, as given.
        public let name: String
        /// Its scenes, in document order.
        public let nodes: [Node]
        /// The node of its initial controller.
        public let initial: String?
    }
    /// The documents, in the order given.
    public let files: [File]
    /// Every edge: segues in document order, then links across references.
    public let edges: [Edge]

    /// The graph of some documents (xibs contribute no nodes).
    public init(archives: [Archive]) {
        var files: [File] = []
        var edges: [Edge] = []
        var nodeOfController: [[ObjectIndex: String]] = []
        var references: [Reference] = []
        for (fileIndex, archive) in archives.enumerated() {
            let part = Self.part(of: archive, fileIndex: fileIndex)
            files.append(part.file)
            edges += part.segues
            nodeOfController.append(part.nodeOfController)
            references += part.references
        }
        for reference in references {
            if let edge = Self.edge(of: reference, archives: archives, nodeOfController: nodeOfController) {
                edges.append(edge)
            }
        }
        self.files = files
        self.edges = edges
    }

    /// A storyboard reference node, and what it names.
    private typealias Reference = (file: Int, node: String, name: String?, identifier: String?)

    /// One document's nodes (one per scene with a controller) and its segue edges (unwind segues
    /// left out), with the node of each controller and the references to link afterwards.
    private static func part(
        of archive: Archive, fileIndex: Int
    ) -> (file: File, segues: [Edge], nodeOfController: [ObjectIndex: String], references: [Reference]) {
        var nodes: [Node] = []
        var references: [Reference] = []
        var byController: [ObjectIndex: String] = [:]
        var byScene: [SceneIndex: String] = [:]
        for scene in archive.scenes {
            guard let controller = SceneContents.controller(of: scene, in: archive) else { continue }
            let id = "f\(fileIndex)s\(scene.index.rawValue)"
            let item = archive[controller]
            var reference: String?
            if case .storyboardReference(let name, let identifier) = item.placeholder {
                reference =
                    (name.map { $0 + ".storyboard" } ?? "this storyboard")
                    + (identifier.map { " \u{00B7} " + $0 } ?? "")
                references.append((fileIndex, id, name, identifier))
            }
            nodes.append(
                Node(
                    id: id, className: archive.shownClass(of: controller),
                    storyboardIdentifier: item.attribute("storyboardIdentifier"), reference: reference))
            byController[controller] = id
            byScene[scene.index] = id
        }
        var edges: [Edge] = []
        for connection in archive.connections where connection.kind == .segue {
            guard let segue = connection.segue, segue.kind != .unwind, let sourceScene = connection.scene,
                let from = byScene[sourceScene], let destination = connection.destination,
                let destinationScene = archive[destination].scene, let to = byScene[destinationScene]
            else { continue }
            edges.append(Edge(from: from, to: to, label: Wireframe.label(of: segue), style: Wireframe.style(of: segue)))
        }
        let initial = archive.initialViewController.flatMap { archive[$0].scene }.flatMap { byScene[$0] }
        return (File(name: archive.file, nodes: nodes, initial: initial), edges, byController, references)
    }

    /// The edge from a reference to the scene it names (in its storyboard, by identifier or the
    /// initial controller); nil when the documents given do not hold it.
    private static func edge(
        of reference: Reference, archives: [Archive], nodeOfController: [[ObjectIndex: String]]
    ) -> Edge? {
        let targetFile: Int? =
            if let name = reference.name {
                archives.indices.first { storyboardName(of: archives[$0].file) == name }
            } else {
                reference.file
            }
        guard let targetFile else { return nil }
        let archive = archives[targetFile]
        let controller: ObjectIndex? =
            if let identifier = reference.identifier {
                archive.objects.first { $0.attribute("storyboardIdentifier") == identifier && $0.scene != nil }?.index
            } else {
                archive.initialViewController
            }
        guard let controller, let to = nodeOfController[targetFile][controller] else { return nil }
        return Edge(from: reference.node, to: to, label: "reference", style: .relationship)
    }

    /// `Main` for `path/to/Main.storyboard`.
    static func storyboardName(of path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[..<dot])
    }

    /// A node's lines: class, then identifier (or what a reference names).
    func lines(of node: Node) -> [String] {
        if let reference = node.reference { return ["Storyboard Reference", "\u{2192} " + reference] }
        return [node.className] + (node.storyboardIdentifier.map { [$0] } ?? [])
    }
}
