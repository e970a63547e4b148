#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour as sRGB red, green, blue and alpha: the one representation every ``Color`` converts to.
///
/// Components are extended sRGB, as UIKit's `UIColor` keeps them: a Display P3 colour outside the
/// sRGB gamut has components below 0 or above 1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Alpha, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey level.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// `rgba(1, 0.5, 0, 1)`.
    public var description: String { "rgba(\(red.compact), \(green.compact), \(blue.compact), \(alpha.compact))" }

    /// Whether every component is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: Double = 1.0 / 512) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance
            && abs(alpha - other.alpha) <= tolerance
    }
}

extension Color {
    /// The colour in sRGB, converted from the space it is written in; nil when it cannot be known
    /// here (a named or system colour the document gives no components for, a form nibload does
    /// not know).
    ///
    /// | written as | conversion |
    /// |---|---|
    /// | RGB in `sRGB`, `calibratedRGB`, `deviceRGB` or no space | the components, as `UIColor(red:green:blue:alpha:)` takes them |
    /// | RGB in `displayP3` | P3 → linear light → sRGB primaries (D65) → sRGB curve, extended |
    /// | white in `genericGamma22GrayColorSpace`, `calibratedWhite`, `deviceWhite` | the grey level on all three channels |
    /// | CMYK | `(1 − c)(1 − k)`, `(1 − m)(1 − k)`, `(1 − y)(1 − k)`, without a colour profile |
    /// | system colour | ``resolved``, else UIKit's fixed value for the class colours (`whiteColor`, `darkTextColor`, …) |
    /// | named colour | ``resolved`` (the document's `<namedColor>` resource) |
    public var rgba: RGBA? {
        switch kind {
        case .rgb(let red, let green, let blue, let alpha):
            if Self.isDisplayP3(colorSpace) { return Self.sRGB(fromDisplayP3: red, green, blue, alpha: alpha) }
            return RGBA(red: red, green: green, blue: blue, alpha: alpha)
        case .white(let white, let alpha):
            return RGBA(white: white, alpha: alpha)
        case .cmyk(let cyan, let magenta, let yellow, let black, let alpha):
            return RGBA(
                red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black), blue: (1 - yellow) * (1 - black),
                alpha: alpha)
        case .system(let name):
            return resolved ?? Self.fixedSystemColors[name]
        case .named:
            return resolved
        case .written:
            return nil
        }
    }

    /// The colour spaces ``rgba`` converts from, as IB writes them (`customColorSpace`, else
    /// `colorSpace`); any other space is converted as if it were sRGB and reported by the decoder.
    public static let knownColorSpaces: Set<String> = [
        "sRGB", "calibratedRGB", "deviceRGB", "displayP3", "genericGamma22GrayColorSpace", "calibratedWhite",
        "deviceWhite", "genericCMYKColorSpace", "catalog", "custom",
    ]

    private static func isDisplayP3(_ space: String?) -> Bool { space == "displayP3" }

    /// UIKit's class colours whose values never change (`UIColor.whiteColor`, …), the legacy
    /// `cocoaTouchSystemColor` names.
    static let fixedSystemColors: [String: RGBA] = [
        "blackColor": RGBA(white: 0), "darkGrayColor": RGBA(white: 1.0 / 3), "lightGrayColor": RGBA(white: 2.0 / 3),
        "whiteColor": RGBA(white: 1), "grayColor": RGBA(white: 0.5), "clearColor": RGBA(white: 0, alpha: 0),
        "redColor": RGBA(red: 1, green: 0, blue: 0), "greenColor": RGBA(red: 0, green: 1, blue: 0),
        "blueColor": RGBA(red: 0, green: 0, blue: 1), "cyanColor": RGBA(red: 0, green: 1, blue: 1),
        "yellowColor": RGBA(red: 1, green: 1, blue: 0), "magentaColor": RGBA(red: 1, green: 0, blue: 1),
        "orangeColor": RGBA(red: 1, green: 0.5, blue: 0), "purpleColor": RGBA(red: 0.5, green: 0, blue: 0.5),
        "brownColor": RGBA(red: 0.6, green: 0.4, blue: 0.2), "darkTextColor": RGBA(white: 0),
        "lightTextColor": RGBA(white: 1, alpha: 0.6),
    ]

    /// Display P3 to extended sRGB: both use the sRGB transfer curve and the D65 white point, so
    /// the conversion is the curve, a 3×3 matrix between the primaries, and the curve back.
    static func sRGB(fromDisplayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double) -> RGBA {
        let r = linear(red)
        let g = linear(green)
        let b = linear(blue)
        return RGBA(
            red: encoded(1.2249401 * r - 0.2249404 * g),
            green: encoded(-0.0420569 * r + 1.0420571 * g),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
            alpha: alpha)
    }

    /// The sRGB curve, extended to negative values by symmetry.
    private static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    private static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}
