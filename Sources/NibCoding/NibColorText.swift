public import NibArchive
import NibDiagnostics
public import NibPrimitives

/// Reads a `<color>` element in every form Interface Builder writes.
///
/// | attributes | result |
/// |---|---|
/// | `systemColor` (iOS 13+; may also carry resolved components) | ``Color/Kind/system(_:)`` |
/// | `cocoaTouchSystemColor` (older iOS: `darkTextColor`, `groupTableViewBackgroundColor`) | ``Color/Kind/system(_:)`` |
/// | `name` with `catalog="System"` (AppKit: `controlColor`, `labelColor`) | ``Color/Kind/system(_:)`` |
/// | `name` alone (an asset catalog colour) | ``Color/Kind/named(_:)`` |
/// | `red green blue alpha` (`custom`/`sRGB`, `calibratedRGB`, `deviceRGB`) | ``Color/Kind/rgb(red:green:blue:alpha:)`` |
/// | `white alpha` (`custom`/`genericGamma22GrayColorSpace`, `calibratedWhite`) | ``Color/Kind/white(white:alpha:)`` |
///
/// The colour space is kept as IB wrote it (`customColorSpace` when present, else `colorSpace`).
public enum NibColorText {
    /// The colour a `<color>` value describes.
    /// - Throws: ``NibDecodingError/invalidValue(key:value:expected:location:)`` when a component is
    ///   not a number, or when the element has none of the forms above.
    public static func color(_ value: ArchivedValue) throws(NibDecodingError) -> Color {
        let space = value.attribute("customColorSpace") ?? value.attribute("colorSpace")
        if let system = value.attribute("systemColor") ?? value.attribute("cocoaTouchSystemColor") {
            return Color(.system(system), colorSpace: space)
        }
        if let name = value.attribute("name") {
            let catalog = value.attribute("catalog")
            if catalog == "System" || value.attribute("colorSpace") == "catalog" {
                return Color(.system(name), colorSpace: space)
            }
            return Color(.named(name), colorSpace: space)
        }
        if value.attribute("red") != nil || value.attribute("green") != nil || value.attribute("blue") != nil {
            return Color(
                .rgb(
                    red: try NibGeometryText.component("red", of: value),
                    green: try NibGeometryText.component("green", of: value),
                    blue: try NibGeometryText.component("blue", of: value),
                    alpha: try alpha(of: value)),
                colorSpace: space)
        }
        if value.attribute("white") != nil {
            return Color(
                .white(white: try NibGeometryText.component("white", of: value), alpha: try alpha(of: value)),
                colorSpace: space)
        }
        throw .invalidValue(
            key: value.key ?? value.element, value: "<color>", expected: "color (components, white, system or name)",
            location: value.location)
    }

    private static func alpha(of value: ArchivedValue) throws(NibDecodingError) -> Double {
        value.attribute("alpha") == nil ? 1 : try NibGeometryText.component("alpha", of: value)
    }
}
