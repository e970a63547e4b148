import NibPrimitives

/// Writes a ``Wireframe`` as a self-contained SVG 1.1 document: no scripts, no external fonts or
/// images, styles in one `<style>` element, every text XML-escaped. The picture opens
/// ``maximumWidth`` pixels wide at most, but never below ``minimumScale`` (a large storyboard
/// opens wider than a screen rather than with unreadable text); the `viewBox` keeps canvas units,
/// so it scales without loss.
public enum SVGRenderer {
    /// The widest the picture opens, in pixels, unless that would go below ``minimumScale``.
    public static let maximumWidth = 1_600.0
    /// The smallest scale the picture opens at: text of 17 points shows about 8 pixels high.
    public static let minimumScale = 0.5
    /// The font stack: faces every desktop has, no web fonts.
    static let fonts = "DejaVu Sans, Helvetica, Arial, sans-serif"

    /// The scale the picture opens at (pixels per canvas unit).
    public static func scale(of wireframe: Wireframe) -> Double {
        max(min(1, maximumWidth / max(wireframe.size.width, 1)), minimumScale)
    }

    /// The SVG text, ending in a newline.
    /// - Parameter title: The document's title (shown by viewers as a tooltip), usually the file name.
    public static func render(_ wireframe: Wireframe, title: String) -> String {
        var out = SVGWriter()
        let scale = scale(of: wireframe)
        let width = XMLText.number(wireframe.size.width)
        let height = XMLText.number(wireframe.size.height)
        out.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(Int((wireframe.size.width * scale).rounded(.up)))\" height=\"\(Int((wireframe.size.height * scale).rounded(.up)))\" viewBox=\"0 0 \(width) \(height)\" font-family=\"\(fonts)\">"
        )
        out.line("<title>\(XMLEscaping.drawing(title))</title>")
        out.line(style)
        out.line(definitions)
        out.line("<rect class=\"paper\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>")
        for box in wireframe.scenes { out.scene(box) }
        for arrow in wireframe.arrows { out.arrow(arrow) }
        if let initial = wireframe.initialScene, wireframe.scenes.indices.contains(initial) {
            out.entryArrow(into: wireframe.scenes[initial].frame)
        }
        out.line("</svg>")
        return out.text
    }

    static let style = """
        <style type="text/css"><![CDATA[
        .paper{fill:#f4f4f6}
        .box{fill:#ffffff;stroke:#8e8e93;stroke-width:1.5}
        .ref{fill:#fff8e1;stroke:#c69026;stroke-width:1.5;stroke-dasharray:8 5}
        .heading{font-size:16px;font-weight:bold;fill:#3a3a3c}
        .view{fill:none;stroke:#c7c7cc;stroke-width:1}
        .cell{fill:#fafafc;stroke:#d1d1d6;stroke-width:1}
        .button{fill:#e6f0ff;stroke:#0a6cff;stroke-width:1}
        .image{fill:#efeff4;stroke:#aeaeb2;stroke-width:1}
        .cross{stroke:#d1d1d6;stroke-width:1}
        .field{fill:#ffffff;stroke:#aeaeb2;stroke-width:1}
        .bar{fill:#f2f2f7;stroke:#d1d1d6;stroke-width:1}
        .titlebar{fill:#e5e5ea;stroke:#c7c7cc;stroke-width:1}
        .safe{fill:#34c759;fill-opacity:0.05;stroke:#34c759;stroke-opacity:0.35;stroke-width:1;stroke-dasharray:4 4}
        .text{fill:#1c1c1e}
        .faint{fill:#8e8e93}
        .tint{fill:#0a6cff}
        .bold{font-weight:bold}
        .caption{font-size:11px;fill:#8e8e93}
        .a-segue{stroke:#0a6cff;stroke-width:2.5;fill:none}
        .a-relationship{stroke:#8e8e93;stroke-width:2.5;fill:none;stroke-dasharray:10 6}
        .a-embed{stroke:#af52de;stroke-width:2.5;fill:none}
        .a-entry{stroke:#1c1c1e;stroke-width:4;fill:none}
        .tag{fill:#ffffff;fill-opacity:0.92;stroke:none}
        .l-segue{font-size:14px;fill:#0a6cff}
        .l-relationship{font-size:14px;fill:#636366}
        .l-embed{font-size:14px;fill:#af52de}
        ]]></style>
        """

    static let definitions = """
        <defs>
        <marker id="m-segue" markerWidth="10" markerHeight="10" refX="9" refY="5" orient="auto" markerUnits="userSpaceOnUse"><path d="M0,0 L10,5 L0,10 z" fill="#0a6cff"/></marker>
        <marker id="m-relationship" markerWidth="10" markerHeight="10" refX="9" refY="5" orient="auto" markerUnits="userSpaceOnUse"><path d="M0,0 L10,5 L0,10 z" fill="#8e8e93"/></marker>
        <marker id="m-embed" markerWidth="10" markerHeight="10" refX="9" refY="5" orient="auto" markerUnits="userSpaceOnUse"><path d="M0,0 L10,5 L0,10 z" fill="#af52de"/></marker>
        <marker id="m-entry" markerWidth="16" markerHeight="16" refX="14" refY="8" orient="auto" markerUnits="userSpaceOnUse"><path d="M0,0 L16,8 L0,16 z" fill="#1c1c1e"/></marker>
        </defs>
        """
}
