internal import CLibXML2
internal import Glibc
import NibDiagnostics
import NibPrimitives

/// Reads XML files into ``XMLTree`` values with libxml2's SAX2 push parser.
///
/// The reader is safe on hostile input: it never touches the network, never loads an external DTD or
/// entity, never substitutes declared entities (a document that declares any is rejected, which also
/// stops "billion laughs" at once), never processes XInclude, and rejects nesting deeper than
/// ``XMLReaderOptions/maximumDepth``. Errors are collected per parse through a structured handler on
/// the parser context, never through libxml2's global error state.
public enum XMLReader {
    /// libxml2 is initialised once per process; it is never cleaned up.
    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    /// Reads a file.
    /// - Parameters:
    ///   - path: The file to read.
    ///   - displayName: The name used in locations; defaults to `path`.
    ///   - options: Limits of the parse.
    /// - Returns: The tree (possibly partial) and the diagnostics.
    public static func parse(
        contentsOf path: String, displayName: String? = nil, options: XMLReaderOptions = XMLReaderOptions()
    ) -> XMLParseResult {
        let name = displayName ?? path
        // One open and one `fstat` per file: the size and kind come from the open descriptor.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return cannotOpen(name, reason: FileBytes.lastErrorMessage()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return cannotOpen(name, reason: FileBytes.lastErrorMessage())
        }
        if info.st_mode & S_IFMT == S_IFDIR { return cannotOpen(name, reason: "is a directory") }
        let size = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
        return parse(descriptor: descriptor, regularFileSize: size, name: name, options: options)
    }

    /// Reads a file its caller opened (and closes), from the descriptor's current position.
    /// - Parameters:
    ///   - descriptor: The open file.
    ///   - regularFileSize: Its size when it is a regular file (bounds and sizes the parse).
    ///   - name: The name used in locations.
    ///   - first: Bytes of the document already read from the descriptor (a pipe's), fed first.
    ///   - options: Limits of the parse.
    package static func parse(
        descriptor: Int32, regularFileSize: Int?, name: String, first: [UInt8] = [],
        options: XMLReaderOptions = XMLReaderOptions()
    ) -> XMLParseResult {
        let session = ParseSession(file: name, options: options)
        if let size = regularFileSize {
            if size > options.limits.maximumDocumentBytes {
                session.rejectDocumentSize(size)
                return session.finish()
            }
            session.expect(documentBytes: size)
        }
        if !first.isEmpty {
            first.withUnsafeBufferPointer { session.feed($0) }
            if session.isStopped { return session.finish() }
        }
        let failure = FileBytes.stream(descriptor: descriptor, chunkSize: options.chunkSize) { chunk in
            session.feed(chunk)
            return !session.isStopped
        }
        if let failure { return cannotOpen(name, reason: failure) }
        return session.finish()
    }

    /// Reads XML held in memory.
    /// - Parameters:
    ///   - bytes: The document's bytes.
    ///   - file: The name used in locations.
    ///   - options: Limits of the parse.
    /// - Returns: The tree (possibly partial) and the diagnostics.
    public static func parse(
        bytes: some Collection<UInt8>, file: String, options: XMLReaderOptions = XMLReaderOptions()
    ) -> XMLParseResult {
        let session = ParseSession(file: file, options: options)
        let all = Array(bytes)
        session.expect(documentBytes: all.count)
        var start = 0
        while start < all.count, !session.isStopped {
            let end = min(all.count, start + options.chunkSize)
            all.withUnsafeBufferPointer { session.feed(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            start = end
        }
        return session.finish()
    }

    /// Reads XML held in memory and tells what libxml2's rescans of buffered input cost (for tests
    /// that the reader stays linear).
    static func parseMeasuringRescans(
        bytes: [UInt8], file: String, options: XMLReaderOptions = XMLReaderOptions()
    ) -> (result: XMLParseResult, rescannedBytes: Int) {
        let session = ParseSession(file: file, options: options)
        var start = 0
        while start < bytes.count, !session.isStopped {
            let end = min(bytes.count, start + options.chunkSize)
            bytes.withUnsafeBufferPointer { session.feed(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            start = end
        }
        let rescanned = session.rescannedBytes
        return (session.finish(), rescanned)
    }

    /// Reads XML held in a string.
    public static func parse(
        string: String, file: String, options: XMLReaderOptions = XMLReaderOptions()
    ) -> XMLParseResult {
        parse(bytes: string.utf8, file: file, options: options)
    }

    private static func cannotOpen(_ name: String, reason: String) -> XMLParseResult {
        XMLParseResult(
            tree: XMLTree(file: name), diagnostics: [.cannotOpen(name, reason: reason)], failure: .cannotOpen)
    }

    /// Makes sure libxml2 is initialised before the first parser is created.
    static func ensureInitialised() { _ = initialised }
}

extension String {
    /// The string with its first letter in lower case (`strerror` texts start with a capital).
    fileprivate var lowercasedFirstLetter: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}

extension Diagnostic {
    /// `cannot-open`: a file that cannot be opened or read, with the system's reason.
    static func cannotOpen(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(
            id: .cannotOpen, severity: .error, message: "cannot open '\(file)': \(reason.lowercasedFirstLetter)",
            location: nil)
    }
}
