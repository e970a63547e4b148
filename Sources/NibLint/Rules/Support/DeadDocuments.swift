import NibArchive
import NibDiagnostics
import NibXML

/// A storyboard scene nothing can show, and the part of its document it spans.
struct DeadScene: Sendable, Hashable {
    /// `sceneID`.
    var sceneID: String
    /// The scene's controller.
    var controllerLocation: SourceLocation
    /// How the controller is named in messages.
    var controllerDescription: String
    /// Where the `<scene>` element starts.
    var start: SourceLocation
    /// Where the element after the scene starts; nil when the scene runs to the end of the file.
    var end: SourceLocation?

    /// Whether a position lies inside the scene.
    func contains(_ location: SourceLocation) -> Bool {
        location.file == start.file && location >= start && (end.map { location < $0 } ?? true)
    }
}

/// Which storyboard scenes can be reached, and which names sources use for documents.
enum DeadDocuments {
    /// The scenes of a storyboard that nothing can show: neither the initial view controller nor a
    /// controller with a storyboard identifier (the ways code and other storyboards reach a
    /// scene; a WatchKit `identifier` too), nor reachable from one of those through segues and relationships. Scenes holding
    /// only a storyboard reference are never dead (they stand for another scene).
    static func unreachableScenes(in archive: Archive, tree: XMLTree) -> [DeadScene] {
        guard archive.document.isStoryboard else { return [] }
        let controllers = sceneControllers(in: archive)
        let reached = reachedScenes(in: archive, controllers: controllers)
        var sceneElements: [String: XMLTree.Index] = [:]
        for index in tree.elements.indices where tree.elements[index].name == "scene" {
            if let id = tree.attribute("sceneID", of: index) { sceneElements[id] = index }
        }
        var dead: [DeadScene] = []
        for scene in archive.scenes where !reached.contains(scene.index) {
            guard let controller = controllers[scene.index] else { continue }
            var end: SourceLocation?
            if let element = sceneElements[scene.sceneID] {
                let next = tree.elements[element].subtreeEnd
                if next < tree.elements.count { end = tree.location(of: next) }
            }
            dead.append(
                DeadScene(
                    sceneID: scene.sceneID, controllerLocation: archive[controller].location,
                    controllerDescription: IBVocabulary.describe(archive[controller]), start: scene.location, end: end))
        }
        return dead
    }

    /// The controller (or storyboard reference) of each scene that has one.
    private static func sceneControllers(in archive: Archive) -> [SceneIndex: ObjectIndex] {
        var controllers: [SceneIndex: ObjectIndex] = [:]
        for scene in archive.scenes {
            let controller = scene.objects.first { object in
                let candidate = archive[object]
                if case .storyboardReference? = candidate.placeholder { return true }
                // Controllers only: AppKit's Application scene (menus, fonts) loads with the main
                // storyboard whatever points at it.
                return !candidate.isPlaceholder
                    && (candidate.element == "controller" || candidate.element.hasSuffix("Controller"))
            }
            if let controller { controllers[scene.index] = controller }
        }
        return controllers
    }

    /// The scenes something can show: the entry points (the initial view controller, scenes
    /// without a controller, references, identified and system-instantiated controllers) and every
    /// scene their segues and relationships lead to.
    private static func reachedScenes(in archive: Archive, controllers: [SceneIndex: ObjectIndex]) -> Set<SceneIndex> {
        var reached: Set<SceneIndex> = []
        var pending: [SceneIndex] = []
        func reach(_ scene: SceneIndex?) {
            guard let scene, reached.insert(scene).inserted else { return }
            pending.append(scene)
        }
        if let initial = archive.initialViewController { reach(archive[initial].scene) }
        // Scenes without a controller (AppKit's Application scene with the main menu, whose items
        // may have segues) load with the storyboard.
        for scene in archive.scenes where controllers[scene.index] == nil { reach(scene.index) }
        for (scene, controller) in controllers {
            let object = archive[controller]
            if case .storyboardReference? = object.placeholder { reach(scene) }
            if let identifier = object.attribute("storyboardIdentifier"), !identifier.isEmpty { reach(scene) }
            // WatchKit controllers are instantiated by `identifier` (pushController(withName:)), and
            // notification and glance controllers by the system.
            if let identifier = object.attribute("identifier"), !identifier.isEmpty { reach(scene) }
            if Self.systemInstantiated.contains(object.element) { reach(scene) }
        }
        var outgoing: [SceneIndex: [SceneIndex]] = [:]
        for position in archive.connections.indices where archive.connections[position].kind == .segue {
            let connection = archive.connections[position]
            guard let source = connection.source.flatMap({ archive[$0].scene }) ?? connection.scene,
                let target = connection.destination.flatMap({ archive[$0].scene })
            else { continue }
            outgoing[source, default: []].append(target)
        }
        while let scene = pending.popLast() {
            for target in outgoing[scene] ?? [] { reach(target) }
        }
        return reached
    }

    /// Controllers the system instantiates without a segue or identifier.
    static let systemInstantiated: Set<String> = ["notificationController", "glanceController"]

    /// The names under which a xib could be loaded by the sources: the file's name without its
    /// extension and without a `~ipad`/`~iphone` device suffix.
    static func nibName(of file: String) -> String {
        var name = FilePath.stem(file)
        for suffix in ["~ipad", "~iphone", "~mac"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Whether the sources name a xib: its name is a word or a string literal of some source (a
    /// `UINib(nibName:)`/`loadNibNamed`/`NSNib(nibNamed:)` argument, a class of that name, which
    /// UIKit's and AppKit's default nib lookup and most "nib of my class" helpers use), a view
    /// controller class `<name>Controller` (UIKit tries `FooView` for `FooViewController`), or
    /// the name with its first letter lower-cased (R.swift's `R.nib.fooCell`).
    static func isNamed(_ nibName: String, in names: SourceNames) -> Bool {
        guard !nibName.isEmpty else { return true }
        if names.words.contains(nibName) || names.literals.contains(nibName) { return true }
        if names.words.contains(nibName + "Controller") { return true }
        let lowered = nibName.prefix(1).lowercased() + nibName.dropFirst()
        return names.words.contains(lowered)
    }
}

/// Every identifier-like word and every short string literal of the source files (Swift,
/// Objective-C, property lists): what `orphan-xib` looks a document's name up in.
struct SourceNames: Sendable {
    /// Identifier-like words (`[A-Za-z_][A-Za-z0-9_]*`), in code, strings and comments alike.
    var words: Set<String> = []
    /// The contents of one-line string literals (`"Foo-Bar"`, `@"Foo"`, `<string>Foo</string>`).
    var literals: Set<String> = []

    /// Adds the words and literals of a text.
    mutating func add(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if SourceAnchors.isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) {
                let start = index
                while index < bytes.count, SourceAnchors.isIdentifierByte(bytes[index]) { index += 1 }
                words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ">") {
                let closing = byte == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: "<")
                var end = index + 1
                while end < bytes.count, end - index <= 200, bytes[end] != closing, bytes[end] != 0x0A { end += 1 }
                if end < bytes.count, bytes[end] == closing, end > index + 1 {
                    literals.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                }
            }
            index += 1
        }
    }

    /// Scans the source folders (and files) given to the run: `.swift`, `.h`, `.m`, `.mm` and
    /// `.plist` files (Info.plist names the main nib and the launch screen).
    static func collect(paths: [String]) -> SourceNames {
        var names = SourceNames()
        for path in paths {
            for file in FileDiscovery.walk(path, extensions: ["swift", "h", "m", "mm", "plist"]).files {
                if let text = FilePath.readText(file) { names.add(text) }
            }
        }
        return names
    }
}

/// Notes on findings that lie in dead documents, so that a team deletes the scene or file instead
/// of fixing its findings one by one. Only where `unreachable-scene` or `orphan-xib` reported the
/// scene or file (so both rules' settings and suppressions apply).
enum DeadDocumentNotes {
    static func annotate(_ diagnostics: inout [Diagnostic], documents: [DocumentFacts]) {
        let unreachable = UnreachableSceneRule.description.id
        let orphan = OrphanXibRule.description.id
        let orphanFiles = Set(diagnostics.filter { $0.id.rawValue == orphan }.compactMap(\.location?.file))
        let deadControllers = Set(diagnostics.filter { $0.id.rawValue == unreachable }.compactMap(\.location))
        guard !orphanFiles.isEmpty || !deadControllers.isEmpty else { return }
        var scenesByFile: [String: [DeadScene]] = [:]
        if !deadControllers.isEmpty {
            for document in documents {
                let scenes = document.deadScenes.filter { deadControllers.contains($0.controllerLocation) }
                if !scenes.isEmpty { scenesByFile[document.file] = scenes }
            }
        }
        for index in diagnostics.indices
        where diagnostics[index].id.rawValue != unreachable && diagnostics[index].id.rawValue != orphan {
            guard let location = diagnostics[index].location else { continue }
            if orphanFiles.contains(location.file) {
                diagnostics[index].notes.append(
                    Diagnostic.Note(
                        message:
                            "this xib is never loaded (orphan-xib): consider deleting the file rather than fixing this",
                        location: nil))
            } else if let scene = scenesByFile[location.file]?.first(where: { $0.contains(location) }) {
                diagnostics[index].notes.append(
                    Diagnostic.Note(
                        message:
                            "this lies in scene '\(scene.sceneID)', which can never be shown (unreachable-scene): consider deleting the scene rather than fixing this",
                        location: scene.controllerLocation))
            }
        }
    }
}
