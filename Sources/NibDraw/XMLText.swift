import NibPrimitives

/// Numbers as they go into SVG (XML) output; text goes through `XMLEscaping.drawing`.
enum XMLText {
    /// A coordinate with at most one decimal (`12`, `12.5`, `-3.3`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = (value * 10).rounded()
        guard abs(tenths) < 1e15 else { return String(Int(value.rounded())) }
        let whole = Int(tenths) / 10
        let fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + "." + String(fraction)
    }
}

/// Fitting text into boxes without measuring glyphs: an average glyph is about 0.56 em wide in
/// the sans-serif faces the SVG names.
enum TextFitting {
    /// The average advance of a glyph, as a fraction of the font size.
    static let averageAdvance = 0.56

    /// How many characters of a font size fit in a width.
    static func capacity(width: Double, fontSize: Double) -> Int {
        guard fontSize > 0, width > 0 else { return 0 }
        return Int(width / (fontSize * averageAdvance))
    }

    /// The text cut to `capacity` characters, with an ellipsis when cut.
    static func truncated(_ text: String, to capacity: Int) -> String {
        guard capacity > 0 else { return "" }
        guard text.count > capacity else { return text }
        return String(text.prefix(max(capacity - 1, 0))) + "\u{2026}"
    }

    /// The text broken at spaces into at most `lines` lines of `capacity` characters.
    static func wrapped(_ text: String, capacity: Int, lines maximum: Int) -> [String] {
        guard capacity > 0, maximum > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= capacity || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > maximum {
            let kept = Array(lines.prefix(maximum))
            return kept.dropLast() + [truncated(kept[maximum - 1] + " \u{2026}", to: capacity)]
        }
        return lines.map { truncated($0, to: capacity) }
    }
}
