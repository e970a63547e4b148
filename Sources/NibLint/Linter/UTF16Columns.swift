import NibDiagnostics
import NibPrimitives
import NibReporters

/// Converts findings' columns (UTF-8 bytes) to UTF-16 code units (which SARIF counts) and to
/// characters (which GitHub annotations and Checkstyle count), by reading the lines concerned.
/// Only files with findings are read; the file last read is kept (findings come grouped by file,
/// so each is read once) with where its lines start, and dropped when another file is asked for.
struct UTF16Columns {
    /// The path of the file kept, and its text without a byte order mark (nil when it cannot be read).
    private var file: String?
    private var text: ByteText?

    /// The UTF-16 column of a location, or nil when the file or line cannot be read.
    mutating func column(of location: SourceLocation) -> Int? { columns(of: location)?.utf16 }

    /// Both columns of a location, or nil when the file or line cannot be read.
    mutating func columns(of location: SourceLocation) -> TextColumns? {
        if file != location.file {
            file = location.file
            text = Self.read(location.file)
        }
        guard let line = text?.line(location.line) else { return nil }
        return TextColumns.of(byteColumn: location.column, in: line)
    }

    private static func read(_ path: String) -> ByteText? {
        guard var bytes = FileBytes.read(path) else { return nil }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return ByteText(bytes: bytes)
    }
}
