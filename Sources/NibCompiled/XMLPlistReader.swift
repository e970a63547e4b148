import NibXML

extension PropertyList {
    /// Reads an XML property list (`<plist>`): one node per element, built from the last element
    /// back so that no step recurses; a dictionary `{CF$UID: n}` is a UID, as in CoreFoundation.
    /// - Throws: ``CompiledFormatError`` with a line number as offset.
    public init(xml bytes: [UInt8], file: String) throws(CompiledFormatError) {
        let parsed = XMLReader.parse(bytes: bytes, file: file)
        let tree = parsed.tree
        guard parsed.failure == nil, let root = tree.root, tree[root].name == "plist",
            let top = tree.children(of: root).first(where: { _ in true })
        else {
            throw CompiledFormatError("not an XML property list", at: 0)
        }
        var nodes = [Node](repeating: .null, count: tree.elements.count)
        var offsets = [Int](repeating: 0, count: tree.elements.count)
        for element in tree.descendants(of: root).reversed() {
            offsets[element] = tree[element].line
            nodes[element] = try Self.node(element, in: tree, nodes: nodes)
        }
        self.init(nodes: nodes, offsets: offsets, root: top, isXML: true)
    }

    /// One element as a node (its children, later in the document, are already nodes).
    private static func node(_ element: Int, in tree: XMLTree, nodes: [Node]) throws(CompiledFormatError) -> Node {
        let item = tree[element]
        let text = item.text ?? ""
        switch item.name {
        case "string", "key": return .string(text)
        case "integer":
            guard let number = Int64(text.trimmingSpaces) else {
                throw CompiledFormatError("'\(text)' is not an integer (line \(item.line))", at: item.line)
            }
            return .integer(number)
        case "real":
            guard let number = Double(text.trimmingSpaces) else {
                throw CompiledFormatError("'\(text)' is not a real (line \(item.line))", at: item.line)
            }
            return .real(number)
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "date": return .date(0)
        case "data":
            guard let bytes = Base64.decode(text) else {
                throw CompiledFormatError("<data> is not base64 (line \(item.line))", at: item.line)
            }
            return .data(bytes)
        case "array": return .array(Array(tree.children(of: element)))
        case "dict": return try dictionary(element, in: tree, nodes: nodes)
        default:
            throw CompiledFormatError("unknown property list element <\(item.name)> (line \(item.line))", at: item.line)
        }
    }

    /// A `<dict>`: key and value pairs, or a UID (`{CF$UID: n}`).
    private static func dictionary(_ element: Int, in tree: XMLTree, nodes: [Node]) throws(CompiledFormatError) -> Node
    {
        let item = tree[element]
        let children = Array(tree.children(of: element))
        guard children.count % 2 == 0 else {
            throw CompiledFormatError("a <dict> has a key without a value (line \(item.line))", at: item.line)
        }
        var entries: [(key: Int, value: Int)] = []
        for pair in stride(from: 0, to: children.count, by: 2) {
            guard tree[children[pair]].name == "key" else {
                throw CompiledFormatError("a <dict> entry does not start with <key> (line \(item.line))", at: item.line)
            }
            entries.append((children[pair], children[pair + 1]))
        }
        if entries.count == 1, case .string("CF$UID") = nodes[entries[0].key],
            case .integer(let uid) = nodes[entries[0].value], uid >= 0, uid <= Int64(Int32.max)
        {
            return .uid(Int(uid))
        }
        return .dictionary(entries)
    }

    /// Reads a property list in either form, by its first bytes.
    public init(bytes: [UInt8], file: String) throws(CompiledFormatError) {
        if bytes.starts(with: Self.binaryMagic) {
            try self.init(binary: bytes)
        } else {
            try self.init(xml: bytes, file: file)
        }
    }
}

extension String {
    var trimmingSpaces: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return Substring(scalars[first...last])
    }
}

/// Base64 without Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func decode(_ text: String) -> [UInt8]? {
        var table = [Int8](repeating: -1, count: 256)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = Int8(index) }
        var result: [UInt8] = []
        var buffer = 0
        var bits = 0
        for character in text.utf8 {
            if character == UInt8(ascii: "=") { break }
            if character == 10 || character == 13 || character == 32 || character == 9 { continue }
            let value = table[Int(character)]
            guard value >= 0 else { return nil }
            buffer = buffer << 6 | Int(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                result.append(UInt8((buffer >> bits) & 0xFF))
            }
        }
        return result
    }

    static func encode(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                if position <= chunk.count {
                    result.append(alphabet[(value >> (18 - 6 * position)) & 0x3F])
                } else {
                    result.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: result, as: UTF8.self)
    }
}
