public import NibArchive
import NibDiagnostics
public import NibPrimitives

/// Reads IB's geometry elements (`rect`, `point`, `size`, `inset`, `edgeInsets`,
/// `directionalEdgeInsets`, `range`) from their attributes.
///
/// A missing component is 0, which is what IB means when it leaves one out; a component whose text is
/// not a number throws ``NibDecodingError/invalidValue(key:value:expected:location:)`` pointing at
/// that attribute.
public enum NibGeometryText {
    /// A `<rect x y width height>`.
    public static func rect(_ value: ArchivedValue) throws(NibDecodingError) -> Rect {
        Rect(
            x: try component("x", of: value), y: try component("y", of: value),
            width: try component("width", of: value), height: try component("height", of: value))
    }

    /// A `<point x y>`.
    public static func point(_ value: ArchivedValue) throws(NibDecodingError) -> Point {
        Point(x: try component("x", of: value), y: try component("y", of: value))
    }

    /// A `<size width height>`.
    public static func size(_ value: ArchivedValue) throws(NibDecodingError) -> Size {
        Size(width: try component("width", of: value), height: try component("height", of: value))
    }

    /// An `<inset minX minY maxX maxY>`, an `<edgeInsets top left bottom right>` or a
    /// `<directionalEdgeInsets top leading bottom trailing>` (leading read as left).
    public static func insets(_ value: ArchivedValue) throws(NibDecodingError) -> EdgeInsets {
        switch value.element {
        case "inset":
            EdgeInsets(
                top: try component("minY", of: value), left: try component("minX", of: value),
                bottom: try component("maxY", of: value), right: try component("maxX", of: value))
        case "directionalEdgeInsets":
            EdgeInsets(
                top: try component("top", of: value), left: try component("leading", of: value),
                bottom: try component("bottom", of: value), right: try component("trailing", of: value))
        default:
            EdgeInsets(
                top: try component("top", of: value), left: try component("left", of: value),
                bottom: try component("bottom", of: value), right: try component("right", of: value))
        }
    }

    /// A `<range location length>` as (location, length).
    public static func range(_ value: ArchivedValue) throws(NibDecodingError) -> (location: Int, length: Int) {
        (Int(try component("location", of: value)), Int(try component("length", of: value)))
    }

    /// One numeric component; 0 when absent.
    static func component(_ name: String, of value: ArchivedValue) throws(NibDecodingError) -> Double {
        // The text alone; the attribute (with its location) only for the error.
        guard let text = value.attributes[named: name] else { return 0 }
        if let number = NibScalarText.double(text), number.isFinite { return number }
        guard let attribute = value.attributes.attribute(named: name) else { return 0 }
        guard let number = NibScalarText.double(attribute.value), number.isFinite else {
            throw .invalidValue(
                key: (value.key ?? value.element) + "." + name, value: attribute.value, expected: "number",
                location: attribute.location)
        }
        return number
    }
}
