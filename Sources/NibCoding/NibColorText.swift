public import NibArchive
public import NibDiagnostics
public import NibPrimitives

/// Reads a `<color>` element in every form Interface Builder writes.
///
/// | attributes | result |
/// |---|---|
/// | `systemColor` (iOS 13+; may also carry resolved components), `xcode11CocoaTouchSystemColor` | ``Color/Kind/system(_:)`` |
/// | `cocoaTouchSystemColor` (older iOS: `darkTextColor`, `groupTableViewBackgroundColor`) | ``Color/Kind/system(_:)`` |
/// | `name` with `catalog="System"` (AppKit: `controlColor`, `labelColor`) | ``Color/Kind/system(_:)`` |
/// | `name` alone (an asset catalog colour) | ``Color/Kind/named(_:)`` |
/// | `cyan magenta yellow black alpha` (`custom`/`genericCMYKColorSpace`) | ``Color/Kind/cmyk(cyan:magenta:yellow:black:alpha:)`` |
/// | `red green blue alpha` (`custom`/`sRGB`, `custom`/`displayP3`, `calibratedRGB`, `deviceRGB`) | ``Color/Kind/rgb(red:green:blue:alpha:)`` |
/// | `white alpha` (`custom`/`genericGamma22GrayColorSpace`, `calibratedWhite`, `deviceWhite`) | ``Color/Kind/white(white:alpha:)`` |
/// | anything else | ``Color/Kind/written(_:)`` and a `color-form-unknown` warning |
///
/// The colour space is kept as IB wrote it (`customColorSpace` when present, else `colorSpace`); a
/// space nibload does not know is a `color-space-unknown` warning, and the colour keeps its
/// components. A system or named colour takes its components from the document's
/// `<systemColor>`/`<namedColor>` resource (``NibColorResources``), or from components written on
/// the `<color>` itself. ``Color/rgba`` converts any of them to sRGB.
public enum NibColorText {
    /// The colour a `<color>` value describes, without resources; warnings are dropped.
    /// - Throws: ``NibDecodingError/invalidValue(key:value:expected:location:)`` when a component is
    ///   not a number.
    public static func color(_ value: ArchivedValue) throws(NibDecodingError) -> Color {
        try decode(value, resources: NibColorResources()).color
    }

    /// The colour a `<color>` value describes and, for a form or space nibload does not know, the
    /// warning that says so (the colour is kept as written: never a failure of the object).
    /// - Throws: ``NibDecodingError/invalidValue(key:value:expected:location:)`` when a component is
    ///   not a number.
    public static func decode(_ value: ArchivedValue, resources: NibColorResources) throws(NibDecodingError)
        -> (color: Color, warning: Diagnostic?)
    {
        let space = value.attribute("customColorSpace") ?? value.attribute("colorSpace")
        if let color = try referencedColor(value, space: space, resources: resources) { return (color, nil) }
        guard let kind = try componentKind(of: value) else { return unknownForm(value, space: space) }
        let color = Color(kind, colorSpace: space)
        return (color, spaceWarning(value, space: space))
    }

    /// A system or named colour (components from the `<color>` itself, else from the resources);
    /// nil when the value names neither.
    private static func referencedColor(_ value: ArchivedValue, space: String?, resources: NibColorResources)
        throws(NibDecodingError) -> Color?
    {
        let inline = try inlineComponents(of: value, space: space)
        if let system = value.attribute("systemColor") ?? value.attribute("xcode11CocoaTouchSystemColor")
            ?? value.attribute("cocoaTouchSystemColor")
        {
            return Color(.system(system), colorSpace: space, resolved: inline ?? resources.system[system])
        }
        guard let name = value.attribute("name") else { return nil }
        if value.attribute("catalog") == "System" || value.attribute("colorSpace") == "catalog" {
            return Color(.system(name), colorSpace: space, resolved: inline ?? resources.system[name])
        }
        return Color(.named(name), colorSpace: space, resolved: inline ?? resources.named[name])
    }

    /// The colour written as components (CMYK, RGB or white, with alpha); nil when the value has none.
    private static func componentKind(of value: ArchivedValue) throws(NibDecodingError) -> Color.Kind? {
        let attributes = value.attributes
        if attributes[named: "cyan"] != nil || attributes[named: "magenta"] != nil || attributes[named: "yellow"] != nil
            || attributes[named: "black"] != nil
        {
            return .cmyk(
                cyan: try NibGeometryText.component("cyan", of: value),
                magenta: try NibGeometryText.component("magenta", of: value),
                yellow: try NibGeometryText.component("yellow", of: value),
                black: try NibGeometryText.component("black", of: value), alpha: try alpha(of: value))
        }
        if value.attribute("red") != nil || value.attribute("green") != nil || value.attribute("blue") != nil {
            return .rgb(
                red: try NibGeometryText.component("red", of: value),
                green: try NibGeometryText.component("green", of: value),
                blue: try NibGeometryText.component("blue", of: value), alpha: try alpha(of: value))
        }
        if value.attribute("white") != nil {
            return .white(white: try NibGeometryText.component("white", of: value), alpha: try alpha(of: value))
        }
        return nil
    }

    /// A colour in no form nibload knows: kept as written, with a `color-form-unknown` warning.
    private static func unknownForm(_ value: ArchivedValue, space: String?) -> (color: Color, warning: Diagnostic?) {
        var written: [String: String] = [:]
        for attribute in value.attributes where attribute.name != "key" { written[attribute.name] = attribute.value }
        let color = Color(.written(written), colorSpace: space)
        return (
            color,
            Diagnostic.colorFormUnknown(describe(value), keptAs: color, at: value.location)
        )
    }

    /// The `color-space-unknown` warning for a colour space nibload does not know, at the attribute
    /// that names it.
    private static func spaceWarning(_ value: ArchivedValue, space: String?) -> Diagnostic? {
        guard let space, !Color.knownColorSpaces.contains(space) else { return nil }
        let location =
            value.attributes.attribute(named: "customColorSpace")?.location
            ?? value.attributes.attribute(named: "colorSpace")?.location ?? value.location
        return Diagnostic.colorSpaceUnknown(describe(value), space: space, at: location)
    }

    /// The resolved components written on a system colour's own `<color>` (Xcode 12+ writes
    /// `systemColor="…"` with `red green blue` or `white` beside it).
    private static func inlineComponents(of value: ArchivedValue, space: String?) throws(NibDecodingError) -> RGBA? {
        guard value.attribute("systemColor") != nil || value.attribute("name") != nil else { return nil }
        if value.attribute("red") != nil {
            return Color(
                .rgb(
                    red: try NibGeometryText.component("red", of: value),
                    green: try NibGeometryText.component("green", of: value),
                    blue: try NibGeometryText.component("blue", of: value), alpha: try alpha(of: value)),
                colorSpace: space
            ).rgba
        }
        if value.attribute("white") != nil {
            return RGBA(white: try NibGeometryText.component("white", of: value), alpha: try alpha(of: value))
        }
        return nil
    }

    private static func describe(_ value: ArchivedValue) -> String {
        value.key.map { "colour '\($0)'" } ?? "a colour"
    }

    private static func alpha(of value: ArchivedValue) throws(NibDecodingError) -> Double {
        value.attribute("alpha") == nil ? 1 : try NibGeometryText.component("alpha", of: value)
    }
}

/// The colours a document defines in its `<resources>`: `<namedColor name>` (asset catalog colours,
/// as the document last saw them) and `<systemColor name>` (the light-mode value of a system
/// colour), each as sRGB.
public struct NibColorResources: Sendable, Hashable {
    /// Asset catalog colours, by name.
    public var named: [String: RGBA]
    /// System colours, by name.
    public var system: [String: RGBA]

    /// Creates a table.
    public init(named: [String: RGBA] = [:], system: [String: RGBA] = [:]) {
        self.named = named
        self.system = system
    }

    /// Reads the `<resources>` of an archive (a resource whose colour cannot be read is left out).
    public init(archive: Archive) {
        self.init()
        for index in archive.documentValues where archive[index].element == "resources" {
            for entry in archive[index].children.map({ archive[$0] }) {
                guard entry.element == "namedColor" || entry.element == "systemColor",
                    let name = entry.attribute("name"),
                    let color = entry.children.lazy.map({ archive[$0] }).first(where: { $0.element == "color" }),
                    let rgba = (try? NibColorText.color(color))?.rgba
                else { continue }
                if entry.element == "namedColor" { named[name] = rgba } else { system[name] = rgba }
            }
        }
    }
}

extension Diagnostic {
    /// `color-form-unknown`: a colour in no form nibload knows, kept as written.
    static func colorFormUnknown(_ colour: String, keptAs color: Color, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .colorFormUnknown, severity: .warning,
            message:
                "\(colour) has no components, system colour or name nibload knows; it is kept as written, \(color), with no RGBA value",
            location: location)
    }

    /// `color-space-unknown`: a colour in a colour space nibload does not know, read as sRGB.
    static func colorSpaceUnknown(_ colour: String, space: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .colorSpaceUnknown, severity: .warning,
            message:
                "\(colour) is in colour space '\(space)', which nibload does not know; its components are kept as written and read as sRGB",
            location: location)
    }
}
