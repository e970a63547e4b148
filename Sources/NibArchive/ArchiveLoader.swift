public import NibDiagnostics
public import NibXML

/// What loading one document gave.
public struct ArchiveLoadResult: Sendable {
    /// The archive; partial (or empty) when the document could not be read completely.
    public let archive: Archive
    /// Problems of reading and interpreting, in order.
    public let diagnostics: [Diagnostic]
    /// Why reading stopped early, when it did.
    public let xmlFailure: XMLParseResult.Failure?

    /// How the document fared, for an exit status.
    public var outcome: Outcome {
        if xmlFailure == .cannotOpen { return .cannotOpen }
        if xmlFailure != nil { return .malformed }
        if diagnostics.contains(where: { Self.unreadableIDs.contains($0.id) }) {
            return .malformed
        }
        return diagnostics.containsErrors ? .errors : .ok
    }

    /// Diagnostics that mean the input is not a readable document (exit 65 on the command line).
    package static let unreadableIDs: Set<DiagnosticID> = [.notIBDocument, .compiledNibMalformed]

    /// How a load ended.
    public enum Outcome: Sendable, Hashable {
        /// Loaded with no error diagnostic.
        case ok
        /// Loaded, with error diagnostics in the document.
        case errors
        /// Not well-formed XML, or not an IB document.
        case malformed
        /// The file could not be opened.
        case cannotOpen
    }
}

/// Reads Interface Builder documents into ``Archive`` values.
public enum ArchiveLoader {
    /// Reads and interprets a file.
    /// - Parameters:
    ///   - path: The file.
    ///   - displayName: The name locations use; defaults to the path.
    ///   - options: Reader limits.
    public static func load(
        contentsOf path: String, displayName: String? = nil, options: XMLReaderOptions = XMLReaderOptions()
    ) -> ArchiveLoadResult {
        interpret(XMLReader.parse(contentsOf: path, displayName: displayName, options: options))
    }

    /// Reads and interprets a file its caller opened (and closes), from the descriptor's position.
    /// - Parameters:
    ///   - descriptor: The open file.
    ///   - regularFileSize: Its size when it is a regular file.
    ///   - name: The name locations use.
    ///   - first: Bytes of the document already read from the descriptor (a pipe's), read first.
    ///   - options: Reader limits.
    package static func load(
        descriptor: Int32, regularFileSize: Int?, name: String, first: [UInt8] = [],
        options: XMLReaderOptions = XMLReaderOptions()
    ) -> ArchiveLoadResult {
        interpret(
            XMLReader.parse(
                descriptor: descriptor, regularFileSize: regularFileSize, name: name, first: first, options: options))
    }

    /// Interprets a document held in a string.
    public static func load(string: String, file: String, options: XMLReaderOptions = XMLReaderOptions())
        -> ArchiveLoadResult
    {
        interpret(XMLReader.parse(string: string, file: file, options: options))
    }

    /// Interprets a document held in memory.
    public static func load(
        bytes: some Collection<UInt8>, file: String, options: XMLReaderOptions = XMLReaderOptions()
    ) -> ArchiveLoadResult {
        interpret(XMLReader.parse(bytes: bytes, file: file, options: options))
    }

    /// Interprets an already parsed tree (what a linter that also reads comments uses).
    public static func interpret(_ parsed: XMLParseResult) -> ArchiveLoadResult {
        var builder = ArchiveBuilder(tree: parsed.tree)
        let archive = builder.build()
        return ArchiveLoadResult(
            archive: archive, diagnostics: parsed.diagnostics + archive.diagnostics, xmlFailure: parsed.failure)
    }
}
