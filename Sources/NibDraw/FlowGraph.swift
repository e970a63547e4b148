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
        var references: [(file: Int, node: String, name: String?, identifier: String?)] = []
        for (fileIndex, archive) in archives.enumerated() {
            var nodes: [Node] = []
            var byController: [ObjectIndex: String] = [:]
            var byScene: [SceneIndex: String] = [:]
            for scene in archive.scenes {
                guard let controller = SceneContents.controller(of: scene, in: archive) else { continue }
                let id = "f\(fileIndex)s\(scene.index.rawValue)"
                let item = archive[controller]
                var reference: String?
                if case let .storyboardReference(name, identifier) = item.placeholder {
                    reference = (name.map { $0 + ".storyboard" } ?? "this storyboard") + (identifier.map { " \u{00B7} " + $0 } ?? "")
                    references.append((fileIndex, id, name, identifier))
                }
                nodes.append(
                    Node(
                        id: id, className: archive.shownClass(of: controller),
                        storyboardIdentifier: item.attribute("storyboardIdentifier"), reference: reference))
                byController[controller] = id
                byScene[scene.index] = id
            }
            for connection in archive.connections where connection.kind == .segue {
                guard let segue = connection.segue, segue.kind != .unwind, let sourceScene = connection.scene,
                    let from = byScene[sourceScene], let destination = connection.destination,
                    let destinationScene = archive[destination].scene, let to = byScene[destinationScene]
                else { continue }
                edges.append(Edge(from: from, to: to, label: Wireframe.label(of: segue), style: Wireframe.style(of: segue)))
            }
            let initial = archive.initialViewController.flatMap { archive[$0].scene }.flatMap { byScene[$0] }
            files.append(File(name: archive.file, nodes: nodes, initial: initial))
            nodeOfController.append(byController)
        }
        for reference in references {
            let targetFile: Int? =
                if let name = reference.name {
                    archives.indices.first { Self.storyboardName(of: archives[$0].file) == name }
                } else {
                    reference.file
                }
            guard let targetFile else { continue }
            let archive = archives[targetFile]
            let controller: ObjectIndex? =
                if let identifier = reference.identifier {
                    archive.objects.first { $0.attribute("storyboardIdentifier") == identifier && $0.scene != nil }?.index
                } else {
                    archive.initialViewController
                }
            guard let controller, let to = nodeOfController[targetFile][controller] else { continue }
            edges.append(Edge(from: reference.node, to: to, label: "reference", style: .relationship))
        }
        self.files = files
        self.edges = edges
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
