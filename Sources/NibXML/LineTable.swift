import Glibc

/// Maps absolute byte offsets in the input to 1-based lines and UTF-8 byte columns.
///
/// Line starts are recorded from each chunk before the parser sees it, so every position the
/// parser reports can be converted exactly, with no 65,535-line ceiling.
struct LineTable {
    /// The byte offset at which each line starts; `starts[0] == 0`.
    private(set) var starts: [Int] = [0]
    /// The number of bytes recorded so far.
    private(set) var length = 0
    /// The line of the last lookup, which makes lookups in document order amortised O(1).
    private var cursor = 0
    /// Bytes of a leading UTF-8 byte order mark, which do not count as columns.
    var bomLength = 0

    /// Records the newlines of the next chunk of input.
    mutating func record(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard let base = chunk.baseAddress else { return }
        var cursor = UnsafeRawPointer(base)
        let end = cursor + chunk.count
        while cursor < end, let hit = memchr(cursor, 0x0A, end - cursor) {
            let newline = UnsafeRawPointer(hit)
            starts.append(length + (newline - UnsafeRawPointer(base)) + 1)
            cursor = newline + 1
        }
        length += chunk.count
    }

    /// The line and column of a byte offset.
    mutating func position(ofOffset rawOffset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(rawOffset, length))
        if starts[cursor] > offset { cursor = 0 }
        // Lookups come in document order, mostly on the same line or a few lines on: step
        // ahead line by line a few times, then binary search over the rest.
        var steps = 0
        while steps < 4, cursor + 1 < starts.count, starts[cursor + 1] <= offset {
            cursor += 1
            steps += 1
        }
        if steps == 4, cursor + 1 < starts.count, starts[cursor + 1] <= offset {
            var low = cursor + 1
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            cursor = low
        }
        let skip = cursor == 0 ? bomLength : 0
        return (cursor + 1, max(1, offset - starts[cursor] - skip + 1))
    }
}
