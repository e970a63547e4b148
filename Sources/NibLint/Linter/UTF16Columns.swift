import NibDiagnostics
import NibPrimitives
import NibReporters

/// Converts findings' columns (UTF-8 bytes) to UTF-16 code units (which SARIF counts) and to
/// characters (which GitHub annotations and Checkstyle count), by reading the lines concerned. Only
/// files with findings are read, each once.
struct UTF16Columns {
    private var lines: [String: [ArraySlice<UInt8>]] = [:]

    /// The UTF-16 column of a location, or nil when the file or line cannot be read.
    mutating func column(of location: SourceLocation) -> Int? { columns(of: location)?.utf16 }

    /// Both columns of a location, or nil when the file or line cannot be read.
    mutating func columns(of location: SourceLocation) -> TextColumns? {
        if lines[location.file] == nil { lines[location.file] = Self.readLines(location.file) }
        guard let fileLines = lines[location.file], location.line >= 1, location.line <= fileLines.count else {
            return nil
        }
        let line = fileLines[location.line - 1]
        return TextColumns.of(byteColumn: location.column, in: line)
    }

    private static func readLines(_ path: String) -> [ArraySlice<UInt8>] {
        guard var bytes = FileBytes.read(path) else { return [] }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }
}
