internal import Glibc
import NibDiagnostics
import NibPrimitives
import NibReporters

/// Converts findings' columns (UTF-8 bytes) to UTF-16 code units (which SARIF counts) and to
/// characters (which GitHub annotations and Checkstyle count), by reading the lines concerned.
/// Only files with findings are read; the file last read is kept (findings come grouped by file,
/// so each is read once) with where its lines start, and dropped when another file is asked for.
struct UTF16Columns {
    /// The path of the file kept, its bytes (without a byte order mark) and the offset at which
    /// each of its lines starts (none when it cannot be read).
    private var file: String?
    private var bytes: [UInt8] = []
    private var lineStarts: [Int] = []

    /// The UTF-16 column of a location, or nil when the file or line cannot be read.
    mutating func column(of location: SourceLocation) -> Int? { columns(of: location)?.utf16 }

    /// Both columns of a location, or nil when the file or line cannot be read.
    mutating func columns(of location: SourceLocation) -> TextColumns? {
        if file != location.file { read(location.file) }
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        let start = lineStarts[location.line - 1]
        // A line ends before the next line's break; the last one at the end of the file.
        let end = location.line < lineStarts.count ? lineStarts[location.line] - 1 : bytes.count
        return TextColumns.of(byteColumn: location.column, in: bytes[start..<end])
    }

    private mutating func read(_ path: String) {
        file = path
        lineStarts = []
        guard var read = FileBytes.read(path) else {
            bytes = []
            return
        }
        if read.starts(with: [0xEF, 0xBB, 0xBF]) { read.removeFirst(3) }
        bytes = read
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Where each line starts: at 0 and after every line feed (an empty file has one empty line).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            // memchr finds each line feed many bytes at a time.
            while offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
        }
        return starts
    }
}
