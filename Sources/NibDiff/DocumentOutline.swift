public import NibArchive

/// A stable, line-oriented text of a document for `git diff` (a `textconv` filter): one line per
/// object, attribute, value and connection, indented by depth, attributes sorted by name, with
/// what Interface Builder rewrites on save left out (tools and plug-in versions, capabilities,
/// canvas locations, misplaced/ambiguous flags; colours written as RGBA numbers whatever their
/// colour space). Two saves of the same design give the same outline.
public enum DocumentOutline {
    /// The outline text, ending with a newline.
    public static func render(_ archive: Archive) -> String {
        var lines: [String] = []
        let info = archive.document
        lines.append("document \(info.kindName) \(info.targetRuntime ?? "?")")
        for (name, value) in archive.documentAttributes.sorted(by: { $0.key < $1.key })
        where !DiffContext.noiseDocumentAttributes.contains(name) && name != "type" && name != "targetRuntime" {
            lines.append("  @\(name) = \(value)")
        }
        for entry in ValueTable(values: archive.documentValues, in: archive, skippingKeys: ["canvasLocation"]).entries
        where !DiffContext.isNoiseValue(entry.path) {
            lines.append("  \(entry.path): \(normalized(entry))")
        }
        var roots: [(ObjectIndex, Int)] = []
        var sceneStarts: [Int: String] = [:]
        for scene in archive.scenes {
            if let first = scene.objects.first { sceneStarts[first.rawValue] = scene.sceneID }
            roots += scene.objects.map { ($0, 1) }
        }
        if archive.scenes.isEmpty { roots = archive.topLevelObjects.map { ($0, 0) } }
        var stack = Array(roots.reversed())
        while let (index, depth) = stack.popLast() {
            if let sceneID = sceneStarts[index.rawValue] { lines.append("scene \(sceneID)") }
            let object = archive[index]
            let pad = String(repeating: "  ", count: depth)
            lines.append(pad + headLine(of: object))
            let attributes = object.attributes.filter {
                !DiffContext.structuralAttributes.contains($0.name) && !DiffContext.noiseAttributes.contains($0.name)
            }.sorted { $0.name < $1.name }
            for attribute in attributes { lines.append("\(pad)  @\(attribute.name) = \(flat(attribute.value))") }
            for entry in ValueTable(values: object.values, in: archive).entries {
                lines.append("\(pad)  \(entry.path): \(normalized(entry))")
            }
            for connection in archive.connections(from: index) {
                let target = connection.destinationID.map { " (id \($0))" } ?? ""
                lines.append(
                    "\(pad)  ↳ \(ConnectionComparison.title(connection)) → \(ConnectionComparison.destination(connection, in: archive))\(target)"
                )
            }
            stack.append(contentsOf: object.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An object's own line: class, module, element, key or collection, id.
    private static func headLine(of object: ArchivedObject) -> String {
        var head = object.className ?? object.element
        if let module = object.customModule { head += " (\(module))" }
        head += " <\(object.element)>"
        if let key = object.key {
            head += " [\(key)]"
        } else if let collection = object.collection {
            head += " [\(collection)]"
        }
        return head + " id=\(object.id)"
    }

    static func flat(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }

    /// A value's text; colours given by numbers become `rgba(r, g, b, a)` to three decimals.
    static func normalized(_ entry: ValueTable.Entry) -> String {
        if entry.element == "color", ColorEquivalence.name(entry.attributes) == nil,
            let parts = ColorEquivalence.components(entry.attributes)
        {
            return "rgba(" + parts.map(threeDecimals).joined(separator: ", ") + ")"
        }
        return flat(entry.rendered)
    }

    static func threeDecimals(_ value: Double) -> String {
        let scaled = (value * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let whole = Int(scaled)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let fraction = magnitude % 1000
        var text = "\(sign)\(magnitude / 1000)"
        if fraction != 0 {
            var digits = String(fraction)
            while digits.count < 3 { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
