/// Reading a start tag's raw bytes in libxml2's buffer: where its attribute names are.
enum StartTagBytes {
    /// Where one attribute name is: its offset from the tag's `<`, and its line and column.
    struct NamePosition {
        var offset: Int
        var line: Int
        var column: Int
    }

    /// Appends the position of each attribute name in a start tag (namespace declarations
    /// excluded, as libxml2 reports those separately), given the line and column of its `<`: on
    /// the tag's line a name's column is the tag's plus its distance; after a line break in the
    /// tag it counts from that break. Only line feeds break lines (as in ``LineTable``).
    static func attributeNamePositions(
        from tagStart: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, tagLine: Int, tagColumn: Int,
        into positions: inout [NamePosition]
    ) {
        var probe = tagStart + 1
        while probe < end, !isSpace(probe.pointee), probe.pointee != UInt8(ascii: ">"),
            probe.pointee != UInt8(ascii: "/")
        {
            probe += 1
        }
        var line = tagLine
        var lastBreak: UnsafePointer<UInt8>?
        while probe < end {
            while probe < end, isSpace(probe.pointee) {
                if probe.pointee == 0x0A {
                    line += 1
                    lastBreak = probe
                }
                probe += 1
            }
            guard probe < end, probe.pointee != UInt8(ascii: "/"), probe.pointee != UInt8(ascii: ">") else { break }
            let nameStart = probe
            while probe < end, !isSpace(probe.pointee), probe.pointee != UInt8(ascii: "=") { probe += 1 }
            if !isNamespaceDeclaration(nameStart, length: probe - nameStart) {
                let column = lastBreak.map { nameStart - $0 } ?? tagColumn + (nameStart - tagStart)
                positions.append(NamePosition(offset: nameStart - tagStart, line: line, column: column))
            }
            probe = skipValue(from: probe, to: end, line: &line, lastBreak: &lastBreak)
        }
    }

    /// Skips to just past the quoted value that follows a name, counting line feeds on the way.
    private static func skipValue(
        from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, line: inout Int,
        lastBreak: inout UnsafePointer<UInt8>?
    ) -> UnsafePointer<UInt8> {
        var probe = start
        while probe < end, probe.pointee != UInt8(ascii: "\""), probe.pointee != UInt8(ascii: "'") {
            if probe.pointee == 0x0A {
                line += 1
                lastBreak = probe
            }
            probe += 1
        }
        guard probe < end else { return probe }
        let quote = probe.pointee
        probe += 1
        while probe < end, probe.pointee != quote {
            if probe.pointee == 0x0A {
                line += 1
                lastBreak = probe
            }
            probe += 1
        }
        return probe + 1
    }

    /// Whether a name is `xmlns` or `xmlns:…`.
    private static func isNamespaceDeclaration(_ name: UnsafePointer<UInt8>, length: Int) -> Bool {
        length >= 5 && name[0] == UInt8(ascii: "x") && name[1] == UInt8(ascii: "m") && name[2] == UInt8(ascii: "l")
            && name[3] == UInt8(ascii: "n") && name[4] == UInt8(ascii: "s")
            && (length == 5 || name[5] == UInt8(ascii: ":"))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
