public import NibPrimitives

/// The value of a user-defined runtime attribute, in every type Interface Builder writes
/// (`<userDefinedRuntimeAttribute type=…>`).
nonisolated public enum NibAttributeValue: Sendable, Hashable {
    /// `type="number"`: IB stores a `<real>` or `<integer>`; UIKit hands KVC an `NSNumber`.
    case number(Double)
    /// `type="boolean"`.
    case boolean(Bool)
    /// `type="string"`.
    case string(String)
    /// `type="localizedString"`: the development-language text.
    case localizedString(String)
    /// `type="color"`.
    case color(Color)
    /// `type="image"`: the image name (with its catalog, `system` for SF Symbols, when given).
    case image(name: String, catalog: String?)
    /// `type="point"`.
    case point(Point)
    /// `type="size"`.
    case size(Size)
    /// `type="rect"`.
    case rect(Rect)
    /// `type="range"`.
    case range(location: Int, length: Int)
    /// `type="nil"`.
    case `nil`

    /// The IB type name (`number`, `boolean`, …).
    public var typeName: String {
        switch self {
        case .number: "number"
        case .boolean: "boolean"
        case .string: "string"
        case .localizedString: "localizedString"
        case .color: "color"
        case .image: "image"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .range: "range"
        case .nil: "nil"
        }
    }
}

/// A Swift type a runtime attribute can be stored into (through ``Inspectable`` or a
/// `NibKeyValueCoding` class). Conversions follow KVC's: a number sets any numeric type and a
/// boolean (non-zero is true), a boolean sets numbers as 0/1, strings and localized strings set
/// `String`, and `nil` sets an optional to nil.
public protocol NibAttributeConvertible {
    /// The value converted, or nil when it does not fit.
    init?(nibAttribute value: NibAttributeValue)
}

extension Double: NibAttributeConvertible {
    /// A number, or a boolean as 0/1.
    public init?(nibAttribute value: NibAttributeValue) {
        switch value {
        case .number(let number): self = number
        case .boolean(let flag): self = flag ? 1 : 0
        default: return nil
        }
    }
}

extension Float: NibAttributeConvertible {
    /// A number, or a boolean as 0/1.
    public init?(nibAttribute value: NibAttributeValue) {
        guard let double = Double(nibAttribute: value) else { return nil }
        self = Float(double)
    }
}

extension Int: NibAttributeConvertible {
    /// A whole number, or a boolean as 0/1.
    public init?(nibAttribute value: NibAttributeValue) {
        guard let double = Double(nibAttribute: value), let exact = Int(exactly: double.rounded(.towardZero)) else {
            return nil
        }
        self = exact
    }
}

extension Bool: NibAttributeConvertible {
    /// A boolean, or a number (non-zero is true).
    public init?(nibAttribute value: NibAttributeValue) {
        switch value {
        case .boolean(let flag): self = flag
        case .number(let number): self = number != 0
        default: return nil
        }
    }
}

extension String: NibAttributeConvertible {
    /// A string or localized string; an image's name.
    public init?(nibAttribute value: NibAttributeValue) {
        switch value {
        case .string(let text), .localizedString(let text): self = text
        case .image(let name, _): self = name
        default: return nil
        }
    }
}

extension Color: NibAttributeConvertible {
    /// A colour.
    public init?(nibAttribute value: NibAttributeValue) {
        guard case .color(let color) = value else { return nil }
        self = color
    }
}

extension Point: NibAttributeConvertible {
    /// A point.
    public init?(nibAttribute value: NibAttributeValue) {
        guard case .point(let point) = value else { return nil }
        self = point
    }
}

extension Size: NibAttributeConvertible {
    /// A size.
    public init?(nibAttribute value: NibAttributeValue) {
        guard case .size(let size) = value else { return nil }
        self = size
    }
}

extension Rect: NibAttributeConvertible {
    /// A rectangle.
    public init?(nibAttribute value: NibAttributeValue) {
        guard case .rect(let rect) = value else { return nil }
        self = rect
    }
}

extension Optional: NibAttributeConvertible where Wrapped: NibAttributeConvertible {
    /// `nil` for `type="nil"`, else the wrapped conversion.
    public init?(nibAttribute value: NibAttributeValue) {
        if case .nil = value {
            self = .none
            return
        }
        guard let wrapped = Wrapped(nibAttribute: value) else { return nil }
        self = .some(wrapped)
    }
}
