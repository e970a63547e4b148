/// Text with position markers, for asserting diagnostic positions without counting columns by hand.
///
/// Write `↓` immediately before the place a diagnostic is expected (an attribute name or an
/// element's `<`); ``MarkedText/init(_:)`` removes the markers and records where each was, as
/// 1-based lines and UTF-8 byte columns.
package struct MarkedText: Sendable {
    /// The text without markers.
    package let text: String
    /// The marked positions, in order.
    package let markers: [(line: Int, column: Int)]

    /// The marker character.
    package static let marker: Character = "↓"

    /// Strips the markers from `marked`.
    package init(_ marked: String) {
        var text = ""
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == Self.marker {
                markers.append((line, column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }
}
