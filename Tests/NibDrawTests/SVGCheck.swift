import NibXML

/// Checks an SVG the way a validator would for the subset `nibload draw` writes: well-formed XML
/// (parsed by NibXML), the SVG 1.1 namespace and version, only SVG 1.1 elements with their SVG 1.1
/// attributes, numbers where numbers go, a `viewBox` matching the size the picture opens at,
/// markers that exist, and nothing that loads from elsewhere or runs (no scripts, links, `url(…)`
/// other than to a marker, no `@import` or `@font-face`).
enum SVGCheck {
    /// Each allowed element with its allowed attributes.
    static let allowed: [String: Set<String>] = [
        "svg": ["xmlns", "version", "width", "height", "viewBox", "font-family"],
        "title": [],
        "style": ["type"],
        "defs": [],
        "marker": ["id", "markerWidth", "markerHeight", "refX", "refY", "orient", "markerUnits"],
        "path": ["d", "fill", "class", "marker-end"],
        "rect": ["class", "x", "y", "width", "height", "rx", "style"],
        "circle": ["class", "cx", "cy", "r"],
        "text": ["class", "x", "y", "font-size", "text-anchor"],
        "g": [],
    ]
    static let numeric: Set<String> = [
        "x", "y", "width", "height", "rx", "cx", "cy", "r", "font-size", "markerWidth", "markerHeight", "refX", "refY",
    ]

    /// The parsed tree, and every problem found (empty when the SVG passes).
    static func check(_ svg: String) -> (tree: XMLTree, problems: [String]) {
        let parsed = XMLReader.parse(string: svg, file: "drawing.svg")
        var problems = parsed.diagnostics.filter { $0.severity == .error }.map { "not well-formed: \($0.message)" }
        let tree = parsed.tree
        guard let root = tree.root, parsed.failure == nil else { return (tree, problems + ["no document"]) }
        if tree[root].name != "svg" { problems.append("root is <\(tree[root].name)>") }
        // The reader reports namespace declarations apart from attributes: read the start tag.
        let startTag = svg.range(of: "<svg ").flatMap { start in
            svg[start.lowerBound...].firstIndex(of: ">").map { svg[start.lowerBound...$0] }
        }
        if startTag?.contains(" xmlns=\"http://www.w3.org/2000/svg\"") != true { problems.append("no SVG namespace") }
        if svg.contains("xmlns:") { problems.append("a namespace other than SVG's (xlink, …)") }
        if tree.attribute("version", of: root) != "1.1" { problems.append("not version 1.1") }
        let box = (tree.attribute("viewBox", of: root) ?? "").split(separator: " ").compactMap { Double($0) }
        let width = tree.attribute("width", of: root).flatMap { Double($0) } ?? 0
        let height = tree.attribute("height", of: root).flatMap { Double($0) } ?? 0
        if box.count != 4 || box[0] != 0 || box[1] != 0 || box[2] <= 0 || box[3] <= 0 {
            problems.append("bad viewBox")
        } else if width <= 0 || height <= 0 || abs(width / box[2] - height / box[3]) > 0.01 {
            problems.append("width/height do not keep the viewBox's proportions")
        }
        var ids: Set<String> = []
        var markers: [String] = []
        for index in tree.elements.indices {
            let element = tree[index]
            guard let attributes = allowed[element.name] else {
                problems.append("element <\(element.name)> at line \(element.line) is not one we allow")
                continue
            }
            for attribute in tree.attributes(of: index) {
                if !attributes.contains(attribute.name) {
                    problems.append("<\(element.name)> has attribute \(attribute.name) at line \(attribute.line)")
                }
                if numeric.contains(attribute.name), Double(attribute.value) == nil {
                    problems.append(
                        "\(attribute.name)=\"\(attribute.value)\" is not a number at line \(attribute.line)")
                }
                if attribute.value.contains("url("),
                    !(attribute.name == "marker-end" && attribute.value.hasPrefix("url(#"))
                {
                    problems.append("external reference at line \(attribute.line)")
                }
            }
            if let id = tree.attribute("id", of: index), !ids.insert(id).inserted {
                problems.append("duplicate id \(id)")
            }
            if let marker = tree.attribute("marker-end", of: index) { markers.append(marker) }
            if let d = tree.attribute("d", of: index), !d.allSatisfy({ "MLz0123456789.,- ".contains($0) }) {
                problems.append("path data with other commands at line \(element.line)")
            }
            if let style = tree.attribute("style", of: index), !Self.isFillStyle(style) {
                problems.append("style \"\(style)\" at line \(element.line) is more than a fill")
            }
            if let anchor = tree.attribute("text-anchor", of: index), !["middle", "end"].contains(anchor) {
                problems.append("text-anchor \(anchor)")
            }
            if element.name == "style", let css = element.text {
                for banned in ["url(", "@import", "@font-face", "expression("] where css.contains(banned) {
                    problems.append("style contains \(banned)")
                }
            }
        }
        for marker in markers where !ids.contains(String(marker.dropFirst(5).dropLast())) {
            problems.append("marker-end \(marker) names no marker")
        }
        return (tree, problems)
    }

    /// Whether an inline style is only `fill:#rrggbb`, with `;fill-opacity:N` or not.
    static func isFillStyle(_ style: String) -> Bool {
        let parts = style.split(separator: ";")
        guard (1...2).contains(parts.count), parts[0].hasPrefix("fill:#") else { return false }
        let hex = parts[0].dropFirst(6)
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return false }
        return parts.count == 1 || (parts[1].hasPrefix("fill-opacity:") && Double(parts[1].dropFirst(13)) != nil)
    }

    /// The text of every `<text>` element, in order.
    static func texts(of tree: XMLTree) -> [String] {
        tree.elements.filter { $0.name == "text" }.map { $0.text ?? "" }
    }
}
