/// Reads an outlet's declared type: optionality, collection-ness and the destination type.
struct OutletTypeShape {
    var typeName: String
    var isCollection: Bool
    var optionality: SwiftOutlet.Optionality

    init(_ declared: String) {
        var text = Substring(declared)
        optionality = .nonOptional
        if text.hasSuffix("!") {
            optionality = .implicitlyUnwrapped
            text = text.dropLast()
        } else if text.hasSuffix("?") {
            optionality = .optional
            text = text.dropLast()
        }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        isCollection = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            isCollection = true
            text = text.dropFirst().dropLast()
        } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
            isCollection = true
            text = text.dropFirst(6).dropLast()
        }
        if isCollection, text.hasSuffix("!") || text.hasSuffix("?") { text = text.dropLast() }
        typeName = String(text)
    }
}
