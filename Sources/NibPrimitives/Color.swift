/// A colour as Interface Builder archives it: components in a colour space, a system colour name,
/// or a named colour from an asset catalog.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// How the colour is specified.
    public enum Kind: Hashable, Sendable {
        /// Red, green, blue and alpha in 0…1.
        case rgb(red: Double, green: Double, blue: Double, alpha: Double)
        /// A grey level and alpha in 0…1.
        case white(white: Double, alpha: Double)
        /// A system colour such as `systemBackgroundColor`.
        case system(String)
        /// A colour from an asset catalog.
        case named(String)
        /// Cyan, magenta, yellow, black and alpha in 0…1 (`customColorSpace="genericCMYKColorSpace"`).
        case cmyk(cyan: Double, magenta: Double, yellow: Double, black: Double, alpha: Double)
        /// A colour in a form nibload does not know, kept as written: its attributes by name.
        case written([String: String])
    }
    /// How the colour is specified.
    public var kind: Kind
    /// The colour space IB wrote (`custom` with `customColorSpace`, `calibratedRGB`, …), if any.
    public var colorSpace: String?
    /// For a system or named colour, the components the document itself gives it (its
    /// `<systemColor>`/`<namedColor>` resource, or components written on the `<color>`); nil when
    /// the document gives none.
    public var resolved: RGBA?

    /// Creates a colour.
    public init(_ kind: Kind, colorSpace: String? = nil, resolved: RGBA? = nil) {
        self.kind = kind
        self.colorSpace = colorSpace
        self.resolved = resolved
    }
    /// Opaque black.
    public static let black = Color(.white(white: 0, alpha: 1))
    /// Opaque white.
    public static let white = Color(.white(white: 1, alpha: 1))
    /// Fully transparent.
    public static let clear = Color(.white(white: 0, alpha: 0))

    /// A short human form: `rgba(1, 0, 0, 1)`, `white(0.5, 1)`, `system(labelColor)`, `named(Brand)`.
    public var description: String {
        switch kind {
        case .rgb(let r, let g, let b, let a): "rgba(\(r.compact), \(g.compact), \(b.compact), \(a.compact))"
        case .white(let w, let a): "white(\(w.compact), \(a.compact))"
        case .system(let name): "system(\(name))"
        case .named(let name): "named(\(name))"
        case .cmyk(let c, let m, let y, let k, let a):
            "cmyk(\(c.compact), \(m.compact), \(y.compact), \(k.compact), \(a.compact))"
        case .written(let attributes):
            "color(" + attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                + ")"
        }
    }
}

/// A font as Interface Builder describes it.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A named font (`Helvetica-Bold`), or nil for a system font.
    public var name: String?
    /// The system font style IB wrote (`system`, `boldSystem`, `UICTFontTextStyleBody`, …), if any.
    public var style: String?
    /// The point size; 0 when the style implies it.
    public var pointSize: Double

    /// Creates a font description.
    public init(name: String?, style: String?, pointSize: Double) {
        self.name = name
        self.style = style
        self.pointSize = pointSize
    }
    /// The system font at 17 points, UIKit's default for labels.
    public static let systemDefault = Font(name: nil, style: "system", pointSize: 17)

    /// `Helvetica 12` or `system 17`.
    public var description: String { "\(name ?? style ?? "font") \(pointSize.compact)" }
}
