internal import CLibXML2
public import NibDiagnostics
internal import Synchronization

/// Why a RELAX NG schema cannot be used.
public struct RelaxNGSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, lower case.
    public var message: String
    /// Where in the schema, when libxml2 says.
    public var location: SourceLocation?

    /// Creates an error.
    public init(message: String, location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    /// `file:line:col: message`, or the message alone when there is no location.
    public var description: String { (location.map { "\($0): " } ?? "") + message }
}

/// Validates element trees against a RELAX NG schema with libxml2's validator.
///
/// The tree already read by ``XMLReader`` is copied into a libxml2 document, so a file is never
/// parsed twice, and every violation is reported at the exact line and column of the element it
/// concerns (libxml2's own line numbers stop at 65,535). Errors are collected through structured
/// handlers on the parser and validation contexts, never from global state. Nothing is loaded
/// from the network: the external entity loader is libxml2's no-network loader.
///
/// The validator can be shared between threads: each validation borrows a compiled schema from a
/// small pool (libxml2's compiled schemas are not documented as safe to share during validation).
public final class RelaxNGValidator: Sendable {
    private enum Source: Sendable {
        case path(String)
        case text(String, name: String)
    }

    private let source: Source
    private let name: String
    /// Compiled schemas not in use, as raw addresses (libxml2 pointers are not `Sendable`).
    private let pool: Mutex<[UInt]>

    /// The most violations reported per document.
    public static let maximumDiagnostics = 100

    /// Compiles the schema in a file.
    /// - Parameter schemaPath: The `.rng` file.
    /// - Throws: ``RelaxNGSchemaError`` when the schema cannot be read or compiled.
    public convenience init(schemaPath: String) throws(RelaxNGSchemaError) {
        try self.init(source: .path(schemaPath), name: schemaPath)
    }

    /// Compiles a schema held in a string.
    /// - Parameters:
    ///   - schemaText: The schema.
    ///   - name: The name used in error locations.
    /// - Throws: ``RelaxNGSchemaError`` when the schema cannot be compiled.
    public convenience init(schemaText: String, name: String) throws(RelaxNGSchemaError) {
        try self.init(source: .text(schemaText, name: name), name: name)
    }

    private init(source: Source, name: String) throws(RelaxNGSchemaError) {
        XMLReader.ensureInitialised()
        _ = Self.noNetwork
        self.source = source
        self.name = name
        let first = try Self.compile(source, name: name)
        pool = Mutex([UInt(bitPattern: first)])
    }

    deinit {
        let schemas = pool.withLock { $0 }
        for address in schemas {
            if let schema = xmlRelaxNGPtr(bitPattern: address) { xmlRelaxNGFree(schema) }
        }
    }

    private static let noNetwork: Bool = {
        xmlSetExternalEntityLoader(xmlNoNetExternalEntityLoader)
        return true
    }()

    /// Collects messages from libxml2's structured error handler.
    private final class Collector {
        var messages: [(message: String, line: Int, column: Int, node: UnsafeMutableRawPointer?)] = []
    }

    private static func cleaned(_ raw: UnsafeMutablePointer<CChar>?) -> String {
        var message = raw.map { String(cString: $0) } ?? "schema violation"
        while let last = message.last, last.isWhitespace { message.removeLast() }
        if let first = message.first { message = first.lowercased() + message.dropFirst() }
        return message
    }

    private static func compile(_ source: Source, name: String) throws(RelaxNGSchemaError) -> xmlRelaxNGPtr {
        switch source {
        case .path(let path):
            // libxml2 reads the schema file through its global error channel, which would print to
            // stderr; read it with our own reader first so a missing or malformed schema is one
            // positioned error and nothing else.
            let parsed = XMLReader.parse(contentsOf: path)
            if parsed.failure != nil {
                let problem = parsed.diagnostics.first { $0.severity == .error }
                throw RelaxNGSchemaError(
                    message: "cannot read the RELAX NG schema '\(name)': \(problem?.message ?? "unreadable")",
                    location: problem?.location)
            }
            return try compile(context: xmlRelaxNGNewParserCtxt(path), name: name)
        case .text(let text, _):
            // The parser context keeps a pointer to the text rather than a copy, so the bytes must
            // stay alive until the schema is compiled: everything happens inside this closure.
            let bytes = Array(text.utf8)
            let result: Result<xmlRelaxNGPtr, RelaxNGSchemaError> = bytes.withUnsafeBufferPointer { buffer in
                let context = buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        xmlRelaxNGNewMemParserCtxt($0, Int32(buffer.count))
                    }
                }
                do throws(RelaxNGSchemaError) {
                    return .success(try compile(context: context, name: name))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }
    }

    private static func compile(context: xmlRelaxNGParserCtxtPtr?, name: String) throws(RelaxNGSchemaError)
        -> xmlRelaxNGPtr
    {
        guard let context else {
            throw RelaxNGSchemaError(message: "cannot read the RELAX NG schema '\(name)'", location: nil)
        }
        defer { xmlRelaxNGFreeParserCtxt(context) }
        let collector = Collector()
        let userData = Unmanaged.passUnretained(collector).toOpaque()
        xmlRelaxNGSetParserStructuredErrors(
            context,
            { userData, error in
                guard let userData, let error else { return }
                let collector = Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue()
                collector.messages.append(
                    (
                        RelaxNGValidator.cleaned(error.pointee.message), Int(error.pointee.line),
                        Int(error.pointee.int2), nil
                    ))
            }, userData)
        let schema = withExtendedLifetime(collector) { xmlRelaxNGParse(context) }
        guard let schema else {
            let first = collector.messages.first
            let location = first.flatMap {
                $0.line > 0 ? SourceLocation(file: name, line: $0.line, column: max(1, $0.column)) : nil
            }
            throw RelaxNGSchemaError(
                message: "the RELAX NG schema '\(name)' cannot be compiled: \(first?.message ?? "unknown error")",
                location: location)
        }
        return schema
    }

    private func borrow() -> xmlRelaxNGPtr? {
        if let address = pool.withLock({ $0.popLast() }), let schema = xmlRelaxNGPtr(bitPattern: address) {
            return schema
        }
        return try? Self.compile(source, name: name)
    }

    private func giveBack(_ schema: xmlRelaxNGPtr) {
        pool.withLock { $0.append(UInt(bitPattern: schema)) }
    }

    /// Validates a tree.
    /// - Parameter tree: A tree read by ``XMLReader``.
    /// - Returns: One error diagnostic (id `schema`) per violation, at the element concerned, at most
    ///   ``maximumDiagnostics``; empty when the tree is valid.
    public func validate(_ tree: XMLTree) -> [Diagnostic] {
        guard let root = tree.root else { return [] }
        guard let schema = borrow() else {
            return [
                .schema(
                    "the RELAX NG schema '\(name)' cannot be compiled",
                    at: SourceLocation(file: tree.file, line: 1, column: 1))
            ]
        }
        defer { giveBack(schema) }
        guard let document = Self.makeDocument(tree, root: root) else { return [] }
        defer { xmlFreeDoc(document) }
        guard let context = xmlRelaxNGNewValidCtxt(schema) else { return [] }
        defer { xmlRelaxNGFreeValidCtxt(context) }
        let collector = Collector()
        let userData = Unmanaged.passUnretained(collector).toOpaque()
        xmlRelaxNGSetValidStructuredErrors(
            context,
            { userData, error in
                guard let userData, let error else { return }
                let collector = Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue()
                guard collector.messages.count < RelaxNGValidator.maximumDiagnostics else { return }
                collector.messages.append(
                    (RelaxNGValidator.cleaned(error.pointee.message), Int(error.pointee.line), 0, error.pointee.node))
            }, userData)
        let result = withExtendedLifetime(collector) { xmlRelaxNGValidateDoc(context, document) }
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for entry in collector.messages {
            var location = SourceLocation(file: tree.file, line: max(1, entry.line), column: 1)
            if let node = entry.node?.assumingMemoryBound(to: xmlNode.self),
                let marker = node.pointee._private, Int(bitPattern: marker) > 0,
                Int(bitPattern: marker) <= tree.elements.count
            {
                location = tree.location(of: Int(bitPattern: marker) - 1)
            }
            let diagnostic = Diagnostic.schema(entry.message, at: location)
            if seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
        }
        if result != 0, diagnostics.isEmpty {
            diagnostics.append(.schema("the document does not match the schema '\(name)'", at: tree.location(of: root)))
        }
        return diagnostics
    }

    /// Reads a file with ``XMLReader`` and validates it; reading errors are returned as they are.
    /// - Parameter path: The document.
    /// - Returns: Reading diagnostics when the file cannot be read, else the violations.
    public func validate(contentsOf path: String) -> [Diagnostic] {
        let parsed = XMLReader.parse(contentsOf: path)
        if parsed.failure != nil { return parsed.diagnostics }
        return validate(parsed.tree)
    }

    /// Copies a tree into a libxml2 document, iteratively; each node's `_private` holds its element
    /// index plus one, and its `line` the element's line (capped at 65,535 by libxml2's field).
    private static func makeDocument(_ tree: XMLTree, root: Int) -> xmlDocPtr? {
        guard let document = xmlNewDoc("1.0") else { return nil }
        var nodes: [xmlNodePtr?] = Array(repeating: nil, count: tree.elements.count)
        for index in tree.elements.indices {
            let element = tree[index]
            guard let node = xmlNewDocNode(document, nil, element.name, nil) else { continue }
            node.pointee._private = UnsafeMutableRawPointer(bitPattern: index + 1)
            node.pointee.line = UInt16(clamping: element.line)
            for attribute in tree.attributes(of: index) {
                _ = xmlNewProp(node, attribute.name, attribute.value)
            }
            if let text = element.text {
                xmlNodeAddContent(node, text)
            }
            if let parent = element.parent, let parentNode = nodes[parent] {
                _ = xmlAddChild(parentNode, node)
            } else if index == root {
                _ = xmlDocSetRootElement(document, node)
            } else {
                xmlFreeNode(node)
                continue
            }
            nodes[index] = node
        }
        return document
    }
}

extension Diagnostic {
    /// `schema`: a violation of the RELAX NG schema, or a schema that cannot be used.
    static func schema(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .schema, severity: .error, message: message, location: location)
    }
}
