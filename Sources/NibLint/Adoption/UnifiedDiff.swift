/// Unified diffs of byte removals, as `--fix --dry-run` prints them.
enum UnifiedDiff {
    /// Old lines `oldStart..<oldEnd` (0-based) become `newLines`.
    struct Change: Sendable, Hashable {
        var oldStart: Int
        var oldEnd: Int
        var newLines: [String]
    }

    /// The line changes that removing byte ranges (sorted, not overlapping) makes.
    static func changes(removing ranges: [Range<Int>], from text: ByteText) -> [Change] {
        var changes: [Change] = []
        var group: [Range<Int>] = []
        func flush() {
            guard let first = group.first, let last = group.last else { return }
            let firstLine = text.lineIndex(of: first.lowerBound)
            let lastLine = text.lineIndex(of: max(first.lowerBound, last.upperBound - 1))
            let start = text.lineStarts[firstLine]
            let end = lastLine + 1 < text.lineStarts.count ? text.lineStarts[lastLine + 1] : text.bytes.count
            var kept: [UInt8] = []
            var cursor = start
            for range in group {
                kept += text.bytes[cursor..<range.lowerBound]
                cursor = range.upperBound
            }
            kept += text.bytes[min(cursor, end)..<end]
            var lines = kept.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            if kept.last == 0x0A || kept.isEmpty { lines.removeLast() }
            changes.append(Change(oldStart: firstLine, oldEnd: lastLine + 1, newLines: lines))
            group = []
        }
        for range in ranges {
            if let last = group.last,
                text.lineIndex(of: max(last.lowerBound, last.upperBound - 1)) >= text.lineIndex(of: range.lowerBound)
            {
                group.append(range)
            } else {
                flush()
                group = [range]
            }
        }
        flush()
        return changes
    }

    /// `--- a/FILE`, `+++ b/FILE` and hunks with three lines of context.
    static func render(file: String, original: [UInt8], changes: [Change], context: Int = 3) -> String {
        guard !changes.isEmpty else { return "" }
        var lines = original.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if original.last == 0x0A { lines.removeLast() }
        var output = "--- a/\(file)\n+++ b/\(file)\n"
        var hunks: [[Change]] = []
        for change in changes {
            if let last = hunks.last?.last, change.oldStart - last.oldEnd <= 2 * context {
                hunks[hunks.count - 1].append(change)
            } else {
                hunks.append([change])
            }
        }
        var delta = 0
        for hunk in hunks {
            guard let first = hunk.first, let last = hunk.last else { continue }
            let start = max(0, first.oldStart - context)
            let end = min(lines.count, last.oldEnd + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var line = start
            var pending = hunk[...]
            var hunkDelta = 0
            while line < end {
                if let change = pending.first, change.oldStart == line {
                    for old in lines[change.oldStart..<change.oldEnd] { body += "-\(old)\n" }
                    for new in change.newLines { body += "+\(new)\n" }
                    oldCount += change.oldEnd - change.oldStart
                    newCount += change.newLines.count
                    hunkDelta += change.newLines.count - (change.oldEnd - change.oldStart)
                    line = change.oldEnd
                    pending = pending.dropFirst()
                    continue
                }
                body += " \(lines[line])\n"
                oldCount += 1
                newCount += 1
                line += 1
            }
            let oldStart = oldCount == 0 ? start : start + 1
            let newStart = newCount == 0 ? start + delta : start + delta + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
            delta += hunkDelta
        }
        return output
    }
}
