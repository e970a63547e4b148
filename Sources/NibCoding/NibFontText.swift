public import NibArchive
import NibDiagnostics
public import NibPrimitives

/// Reads UIKit's `<fontDescription>` and AppKit's `<font>`.
///
/// | form | result |
/// |---|---|
/// | `<fontDescription type="system" pointSize="17">` (also `boldSystem`, `italicSystem`) | style `system`, 17 |
/// | `<fontDescription type="system" weight="semibold" pointSize="15">` | style `system-semibold`, 15 |
/// | `<fontDescription style="UICTFontTextStyleBody">` | style `UICTFontTextStyleBody`, 0 (size from the style) |
/// | `<fontDescription name="Menlo-Regular" family="Menlo" pointSize="12">` | name `Menlo-Regular`, 12 |
/// | `<font metaFont="system" size="13">` (AppKit) | style `system`, 13 |
/// | `<font size="12" name="Menlo-Regular">` | name `Menlo-Regular`, 12 |
/// | `<font usesAppearanceFont="YES">` | style `appearance`, 0 |
public enum NibFontText {
    /// The font a `<fontDescription>` or `<font>` value describes.
    /// - Throws: ``NibDecodingError/invalidValue(key:value:expected:location:)`` when a size is not a number.
    public static func font(_ value: ArchivedValue) throws(NibDecodingError) -> Font {
        let size: Double =
            if value.attribute("pointSize") != nil {
                try NibGeometryText.component("pointSize", of: value)
            } else if let text = value.attribute("size"), NibScalarText.double(text) == nil, text.allSatisfy(\.isLetter)
            {
                0  // old documents write a named size (`size="system"`): the style's default size
            } else {
                try NibGeometryText.component("size", of: value)
            }
        if let name = value.attribute("name") {
            return Font(name: name, style: nil, pointSize: size)
        }
        var style =
            value.attribute("type") ?? value.attribute("style") ?? value.attribute("metaFont")
            ?? value.attribute("textStyle")
        if style == nil, value.attribute("usesAppearanceFont") == "YES" { style = "appearance" }
        if let weight = value.attribute("weight"), let base = style { style = base + "-" + weight }
        return Font(name: nil, style: style ?? "system", pointSize: size)
    }
}
