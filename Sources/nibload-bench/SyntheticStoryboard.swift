import Foundation

/// Builds a large storyboard by replicating real scenes with fresh ids, so that every reference
/// inside a copy points into that copy.
enum SyntheticStoryboard {
    /// One piece of a scene's text: literal bytes, or an id to rename.
    private enum Piece {
        case literal([UInt8])
        case id([UInt8])
    }

    /// Writes the storyboard and returns its path.
    static func write(from sources: [String], scenes count: Int, to path: String) throws -> String {
        var templates: [[Piece]] = []
        for source in sources {
            guard let text = FileManager.default.contents(atPath: source) else { continue }
            templates += sceneTemplates(Array(text))
        }
        guard !templates.isEmpty else { throw BenchOptions.Failure(description: "no scenes found to replicate") }
        var output = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes>

            """.utf8)
        output.reserveCapacity(count * 20_000)
        for copy in 0..<count {
            let suffix = copySuffix(copy)
            for piece in templates[copy % templates.count] {
                switch piece {
                case .literal(let bytes): output += bytes
                case .id(let bytes): output += bytes + suffix
                }
            }
            output += Array("\n".utf8)
        }
        output += Array("    </scenes>\n</document>\n".utf8)
        try Data(output).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `-` and the copy's number in three base-36 digits (more past 46,655 copies): every copy's ids
    /// keep one length, so that a larger storyboard is more of the same document. (A decimal
    /// suffix made ids of copies past 999 16 bytes long, one past what Swift stores inline, so
    /// that larger storyboards had out-of-line ids where smaller ones had none.)
    static func copySuffix(_ copy: Int) -> [UInt8] {
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var number = copy
        var suffix: [UInt8] = []
        repeat {
            suffix.append(digits[number % 36])
            number /= 36
        } while number > 0 || suffix.count < 3
        return [UInt8(ascii: "-")] + suffix.reversed()
    }

    /// Cuts `<scene …>…</scene>` blocks out of a storyboard and marks every quoted value that is an
    /// id defined in the scene.
    private static func sceneTemplates(_ bytes: [UInt8]) -> [[Piece]] {
        let open = Array("<scene ".utf8)
        let close = Array("</scene>".utf8)
        var templates: [[Piece]] = []
        var index = 0
        while let start = find(open, in: bytes, from: index), let end = find(close, in: bytes, from: start) {
            let scene = Array(bytes[start..<(end + close.count)])
            templates.append(template(scene))
            index = end + close.count
        }
        return templates
    }

    private static func template(_ scene: [UInt8]) -> [Piece] {
        // Collect the ids the scene defines (id="…" and sceneID="…").
        var ids = Set<[UInt8]>()
        for marker in [Array(" id=\"".utf8), Array(" sceneID=\"".utf8)] {
            var index = 0
            while let hit = find(marker, in: scene, from: index) {
                let valueStart = hit + marker.count
                guard let valueEnd = scene[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                ids.insert(Array(scene[valueStart..<valueEnd]))
                index = valueEnd
            }
        }
        var pieces: [Piece] = []
        var literalStart = 0
        var index = 0
        while let quote = scene[index...].firstIndex(of: UInt8(ascii: "\"")) {
            guard let closing = scene[(quote + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let value = Array(scene[(quote + 1)..<closing])
            if ids.contains(value) {
                pieces.append(.literal(Array(scene[literalStart...quote])))
                pieces.append(.id(value))
                literalStart = closing
            }
            index = closing + 1
        }
        pieces.append(.literal(Array(scene[literalStart...])))
        return pieces
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
