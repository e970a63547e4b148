import NibArchive
import NibDiagnostics

/// Prints an archive as a readable tree: scenes → controllers → view hierarchy for a storyboard,
/// placeholders and top-level objects → hierarchy for a xib, with connections under their source.
///
/// Writes UTF-8 straight into a ``ByteOutput``: no `String` per line, prefix or piece.
struct TreePrinter {
    /// How deep to print objects (1 = top level only); nil for everything.
    var maximumDepth: Int?
    /// Scene filter: a scene id or the storyboard identifier of a scene's controller.
    var scene: String?
    /// Whether to use ANSI colours.
    var color: Bool

    /// Whether a scene matches the filter.
    static func scene(_ scene: Scene, in archive: Archive, matches filter: String) -> Bool {
        if scene.sceneID == filter { return true }
        return scene.objects.contains {
            archive[$0].attribute("storyboardIdentifier") == filter || archive[$0].id == filter
        }
    }

    /// The tree, one line per object or connection, ending in a newline.
    func render(_ archive: Archive) -> String {
        var output = ByteOutput()
        write(archive, to: &output)
        return output.text
    }

    /// Writes the tree, one line per object or connection, each ending in a newline.
    func write(_ archive: Archive, to output: inout ByteOutput) {
        // The records are read in place through buffer pointers: no object or connection is
        // copied to print it.
        archive.objects.withUnsafeBufferPointer { objects in
            archive.connections.withUnsafeBufferPointer { connections in
                archive.values.withUnsafeBufferPointer { values in
                    var writer = Writer(
                        output: output, color: color, objects: objects, connections: connections, values: values)
                    write(archive, with: &writer)
                    output = writer.output
                }
            }
        }
    }

    private func write(_ archive: Archive, with writer: inout Writer) {
        let document = archive.document
        writer.beginPaint("1")
        writer.output.append(archive.file)
        writer.output.append(": ")
        writer.output.append(archive.isLegacyFormat ? "legacy archive" : document.kindName)
        if let runtime = document.targetRuntime {
            writer.output.append(", ")
            writer.output.append(runtime)
        }
        if let tools = document.toolsVersion {
            writer.output.append(", toolsVersion ")
            writer.output.append(tools)
        }
        if document.useAutolayout { writer.output.append(", autolayout") }
        writer.endPaint()
        writer.output.newline()
        if let initial = archive.initialViewController {
            writer.output.append("initial view controller: ")
            writer.reference(to: initial)
            writer.output.newline()
        }
        var prefix: [UInt8] = []
        if archive.scenes.isEmpty {
            renderObjects(archive.topLevelObjects, prefix: &prefix, into: &writer)
        } else {
            let scenes = archive.scenes.filter { scene == nil || Self.scene($0, in: archive, matches: scene ?? "") }
            for (position, scene) in scenes.enumerated() {
                let last = position == scenes.count - 1
                writer.output.append(last ? "└─ " : "├─ ")
                writer.beginPaint("1")
                writer.output.append("Scene ")
                writer.output.append(scene.sceneID)
                writer.endPaint()
                writer.place(scene.location)
                writer.output.newline()
                prefix.removeAll(keepingCapacity: true)
                prefix.append(contentsOf: last ? Self.space : Self.bar)
                renderObjects(scene.objects, prefix: &prefix, into: &writer)
            }
        }
    }

    private static let space = Array("   ".utf8)
    private static let bar = Array("│  ".utf8)

    private enum Item {
        case object(ObjectIndex, depth: Int)
        case connection(Int)
    }

    /// Renders objects and everything below them with an explicit stack (no recursion).
    ///
    /// `prefix` holds the bytes before the branch of the innermost open level; each stack item
    /// keeps how many of them are its own, since everything below it is printed before its next
    /// sibling (which truncates back to the same length).
    private func renderObjects(_ roots: [ObjectIndex], prefix: inout [UInt8], into writer: inout Writer) {
        var stack: [(item: Item, prefixLength: Int, last: Bool)] = []
        for (position, root) in roots.enumerated().reversed() {
            stack.append((.object(root, depth: 1), prefix.count, position == roots.count - 1))
        }
        var items: [Item] = []
        // A local copy of the pointer, so that reading a record while the writer is being
        // mutated does not copy it.
        let objects = writer.objects
        while let (item, prefixLength, last) = stack.popLast() {
            prefix.removeSubrange(prefixLength...)
            prefix.withUnsafeBufferPointer { writer.output.append(bytes: $0) }
            writer.output.append(last ? "└─ " : "├─ ")
            switch item {
            case .connection(let index):
                writer.connectionLine(index)
            case .object(let index, let depth):
                writer.objectLine(index.rawValue)
                items.removeAll(keepingCapacity: true)
                for connection in objects[index.rawValue].connections { items.append(.connection(connection)) }
                if maximumDepth.map({ depth < $0 }) ?? true {
                    for child in objects[index.rawValue].children {
                        items.append(.object(child, depth: depth + 1))
                    }
                }
                guard !items.isEmpty else { break }
                prefix.append(contentsOf: last ? Self.space : Self.bar)
                for (position, child) in items.enumerated().reversed() {
                    stack.append((child, prefix.count, position == items.count - 1))
                }
            }
            writer.output.newline()
        }
    }

    /// The pieces of a line, written into the output.
    private struct Writer {
        var output: ByteOutput
        let color: Bool
        /// The archive's records, valid while ``TreePrinter/write(_:to:)`` runs.
        let objects: UnsafeBufferPointer<ArchivedObject>
        let connections: UnsafeBufferPointer<Connection>
        let values: UnsafeBufferPointer<ArchivedValue>

        /// `ESC[codem` when colouring.
        mutating func beginPaint(_ code: StaticString) {
            guard color else { return }
            output.append("\u{1B}[")
            output.append(code)
            output.append(byte: UInt8(ascii: "m"))
        }

        /// `ESC[0m` when colouring.
        mutating func endPaint() {
            if color { output.append("\u{1B}[0m") }
        }

        /// `  line N` (or `  @0x1a2b` for a byte offset in a compiled nib), dimmed.
        mutating func place(_ location: SourceLocation) {
            beginPaint("2")
            output.append("  ")
            if let offset = location.byteOffset {
                output.append("@0x")
                output.append(number: offset, radix: 16)
            } else {
                output.append("line ")
                output.append(number: location.line)
            }
            endPaint()
        }

        /// What ``ObjectDescription/className(of:)`` returns.
        mutating func className(of index: Int) {
            if let placeholder = objects[index].placeholder {
                output.append(placeholder.label)
                if let custom = objects[index].customClass {
                    output.append(": ")
                    output.append(custom)
                }
            } else if let custom = objects[index].customClass {
                output.append(custom)
                if let module = objects[index].customModule, !module.isEmpty {
                    output.append(" (")
                    output.append(module)
                    output.append(byte: UInt8(ascii: ")"))
                }
            } else if let defaultClass = objects[index].defaultClass {
                output.append(defaultClass)
            } else {
                output.append(byte: UInt8(ascii: "<"))
                output.append(objects[index].element)
                output.append(byte: UInt8(ascii: ">"))
            }
        }

        /// ` "telling text"` when the object has one.
        mutating func telling(of index: Int) {
            guard
                let telling = ObjectDescription.tellingAttribute(
                    recorded: objects[index].tellingAttribute, attributes: objects[index].attributes,
                    valueIndices: objects[index].values, values: values)
            else { return }
            output.append(" \"")
            output.append(ObjectDescription.clip(telling))
            output.append(byte: UInt8(ascii: "\""))
        }

        /// What ``ObjectDescription/reference(to:in:)`` returns.
        mutating func reference(to index: ObjectIndex) {
            className(of: index.rawValue)
            telling(of: index.rawValue)
            output.append(" (id ")
            output.append(objects[index.rawValue].id)
            output.append(byte: UInt8(ascii: ")"))
        }

        /// The line of the object at `index`, its fields read in place (passing the record
        /// copied it, retaining and releasing every reference it holds).
        mutating func objectLine(_ index: Int) {
            beginPaint("36")
            className(of: index)
            endPaint()
            beginPaint("2")
            output.append(" id=")
            output.append(objects[index].id)
            endPaint()
            if let key = objects[index].key {
                output.append(" [")
                output.append(key)
                output.append(byte: UInt8(ascii: "]"))
            } else if let collection = objects[index].collection, collection != "objects" {
                output.append(" [")
                output.append(collection)
                output.append(byte: UInt8(ascii: "]"))
            }
            telling(of: index)
            place(objects[index].location)
        }

        /// The destination of a connection, or `missing id …` in red.
        private mutating func target(of index: Int) {
            if let destination = connections[index].destination {
                reference(to: destination)
            } else {
                beginPaint("31")
                output.append("missing id ")
                output.append(connections[index].destinationID ?? "?")
                endPaint()
            }
        }

        /// The part of a segue's line after the arrow mark: kind, relationship, identifier, target, unwind action.
        private mutating func segueLine(_ index: Int) {
            let info = connections[index].segue
            output.append("segue ")
            output.append(info?.kindAttribute ?? "?")
            if let relationship = info?.relationship {
                output.append(byte: UInt8(ascii: " "))
                output.append(relationship.ibValue)
            }
            if let identifier = info?.identifier {
                output.append(" \"")
                output.append(identifier)
                output.append(byte: UInt8(ascii: "\""))
            }
            output.append(" → ")
            target(of: index)
            if let unwind = info?.unwindAction {
                output.append(" unwind ")
                output.append(unwind)
            }
        }

        /// The line of the connection at `index`, its fields read in place.
        mutating func connectionLine(_ index: Int) {
            beginPaint("2")
            output.append("↳ ")
            endPaint()
            switch connections[index].kind {
            case .outlet, .outletCollection:
                output.append(connections[index].kind.rawValue)
                output.append(byte: UInt8(ascii: " "))
                output.append(connections[index].property ?? "?")
                output.append(" → ")
                target(of: index)
            case .action:
                output.append("action ")
                output.append(connections[index].selector ?? "?")
                output.append(" → ")
                target(of: index)
                if let event = connections[index].eventType {
                    output.append(" on ")
                    output.append(event)
                }
            case .segue:
                segueLine(index)
            case .binding:
                output.append("binding ")
                output.append(connections[index].property ?? "?")
                output.append(" → ")
                target(of: index)
                if let keyPath = connections[index].attributes[named: "keyPath"] {
                    output.append(" keyPath ")
                    output.append(keyPath)
                }
            case .accessibility:
                output.append("accessibility ")
                output.append(connections[index].attributes[named: "type"] ?? "")
                output.append(" → ")
                target(of: index)
            }
            if connections[index].crossesScenes {
                beginPaint("33")
                output.append(" (crosses scenes)")
                endPaint()
            }
            place(connections[index].location)
        }
    }
}
