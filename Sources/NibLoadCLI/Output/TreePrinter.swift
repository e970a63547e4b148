import NibArchive
import NibDiagnostics

/// Prints an archive as a readable tree: scenes → controllers → view hierarchy for a storyboard,
/// placeholders and top-level objects → hierarchy for a xib, with connections under their source.
struct TreePrinter {
    /// How deep to print objects (1 = top level only); nil for everything.
    var maximumDepth: Int?
    /// Scene filter: a scene id or the storyboard identifier of a scene's controller.
    var scene: String?
    /// Whether to use ANSI colours.
    var color: Bool

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// Whether a scene matches the filter.
    static func scene(_ scene: Scene, in archive: Archive, matches filter: String) -> Bool {
        if scene.sceneID == filter { return true }
        return scene.objects.contains { archive[$0].attribute("storyboardIdentifier") == filter || archive[$0].id == filter }
    }

    /// The tree, one line per object or connection, ending in a newline.
    func render(_ archive: Archive) -> String {
        // One output string, appended to line by line (an array of lines joined at the end cost a
        // copy of every line).
        var lines = Lines()
        lines.text.reserveCapacity(64 * (archive.objects.count + archive.connections.count + 4))
        let document = archive.document
        var header = "\(archive.file): \(archive.isLegacyFormat ? "legacy archive" : document.kindName)"
        if let runtime = document.targetRuntime { header += ", \(runtime)" }
        if let tools = document.toolsVersion { header += ", toolsVersion \(tools)" }
        if document.useAutolayout { header += ", autolayout" }
        lines.append(paint(header, "1"))
        if let initial = archive.initialViewController {
            lines.append("initial view controller: \(ObjectDescription.reference(to: initial, in: archive))")
        }
        if archive.scenes.isEmpty {
            renderObjects(archive.topLevelObjects, in: archive, prefix: "", into: &lines)
        } else {
            let scenes = archive.scenes.filter { scene == nil || Self.scene($0, in: archive, matches: scene ?? "") }
            for (position, scene) in scenes.enumerated() {
                let last = position == scenes.count - 1
                lines.append((last ? "└─ " : "├─ ") + paint("Scene \(scene.sceneID)", "1") + paint("  " + Self.place(scene.location), "2"))
                renderObjects(scene.objects, in: archive, prefix: last ? "   " : "│  ", into: &lines)
            }
        }
        return lines.text
    }

    /// The output being written: each appended line ends with a newline.
    private struct Lines {
        var text = ""
        mutating func append(_ line: String) {
            text += line
            text += "\n"
        }
    }

    private enum Item {
        case object(ObjectIndex, depth: Int)
        case connection(Int)
    }

    /// Renders objects and everything below them with an explicit stack (no recursion).
    private func renderObjects(_ roots: [ObjectIndex], in archive: Archive, prefix: String, into lines: inout Lines) {
        var stack: [(item: Item, prefix: String, last: Bool)] = []
        for (position, root) in roots.enumerated().reversed() {
            stack.append((.object(root, depth: 1), prefix, position == roots.count - 1))
        }
        while let (item, prefix, last) = stack.popLast() {
            let branch = prefix + (last ? "└─ " : "├─ ")
            let childPrefix = prefix + (last ? "   " : "│  ")
            switch item {
            case let .connection(index):
                lines.append(branch + connectionLine(archive.connections[index], in: archive))
            case let .object(index, depth):
                lines.append(branch + objectLine(archive[index], in: archive))
                let object = archive[index]
                var items: [Item] = object.connections.map { .connection($0) }
                if maximumDepth.map({ depth < $0 }) ?? true {
                    items += object.children.map { .object($0, depth: depth + 1) }
                }
                for (position, child) in items.enumerated().reversed() {
                    stack.append((child, childPrefix, position == items.count - 1))
                }
            }
        }
    }

    private func objectLine(_ object: ArchivedObject, in archive: Archive) -> String {
        var line = paint(ObjectDescription.className(of: object), "36")
        line += paint(" id=\(object.id)", "2")
        if let key = object.key {
            line += " [\(key)]"
        } else if let collection = object.collection, collection != "objects" {
            line += " [\(collection)]"
        }
        if let telling = ObjectDescription.tellingAttribute(of: object, in: archive) {
            line += " \"\(ObjectDescription.clip(telling))\""
        }
        return line + paint("  " + Self.place(object.location), "2")
    }

    private func connectionLine(_ connection: Connection, in archive: Archive) -> String {
        let target =
            connection.destination.map { ObjectDescription.reference(to: $0, in: archive) }
            ?? paint("missing id \(connection.destinationID ?? "?")", "31")
        var line: String
        switch connection.kind {
        case .outlet, .outletCollection:
            line = "\(connection.kind.rawValue) \(connection.property ?? "?") → \(target)"
        case .action:
            line = "action \(connection.selector ?? "?") → \(target)"
            if let event = connection.eventType { line += " on \(event)" }
        case .segue:
            let info = connection.segue
            line = "segue \(info?.kindAttribute ?? "?")"
            if let relationship = info?.relationship { line += " \(relationship)" }
            if let identifier = info?.identifier { line += " \"\(identifier)\"" }
            line += " → \(target)"
            if let unwind = info?.unwindAction { line += " unwind \(unwind)" }
        case .binding:
            line = "binding \(connection.property ?? "?") → \(target)"
            if let keyPath = connection.attributes[named: "keyPath"] { line += " keyPath \(keyPath)" }
        case .accessibility:
            line = "accessibility \(connection.attributes[named: "type"] ?? "") → \(target)"
        }
        if connection.crossesScenes { line += paint(" (crosses scenes)", "33") }
        return paint("↳ ", "2") + line + paint("  " + Self.place(connection.location), "2")
    }

    /// `line N`, or `@0x1a2b` for a byte offset in a compiled nib.
    static func place(_ location: SourceLocation) -> String {
        location.byteOffset.map { "@0x" + String($0, radix: 16) } ?? "line \(location.line)"
    }
}
