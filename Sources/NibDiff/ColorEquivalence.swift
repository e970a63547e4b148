/// Whether two `<color>` values are the same colour written in different colour spaces (IB
/// rewrites `white="1"` as `red="1" green="1" blue="1" … customColorSpace="sRGB"` on save).
enum ColorEquivalence {
    /// The components of a colour as red, green, blue, alpha, when it is given by numbers.
    static func components(_ attributes: [(name: String, value: String)]) -> [Double]? {
        func number(_ name: String) -> Double? { attributes.first { $0.name == name }.flatMap { Double($0.value) } }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return [white, white, white, alpha] }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return [red, green, blue, alpha]
        }
        return nil
    }

    /// The colour's name when it is a named or system colour.
    static func name(_ attributes: [(name: String, value: String)]) -> String? {
        for key in ["systemColor", "cocoaTouchSystemColor", "name", "catalog"] {
            if let found = attributes.first(where: { $0.name == key }) { return key + ":" + found.value }
        }
        return nil
    }

    /// Whether two colours are equal (within one step of 8-bit quantisation) though written differently.
    static func sameColor(_ a: [(name: String, value: String)], _ b: [(name: String, value: String)]) -> Bool {
        if let first = name(a), let second = name(b) { return first == second }
        guard let first = components(a), let second = components(b) else { return false }
        return zip(first, second).allSatisfy { abs($0 - $1) <= 1.0 / 255.0 }
    }
}
