/// Module names as the Swift compiler sees them.
enum ModuleName {
    /// The C99 extended identifier SwiftPM and Xcode make of a target or product name
    /// (`c99extidentifier`): every character that cannot be in an identifier becomes `_`, and a
    /// leading digit gets a `_` before it (`Modals-iOS` → `Modals_iOS`, `2FA Kit` → `_2FA_Kit`).
    /// - Parameter name: The target or product name.
    static func c99(_ name: String) -> String {
        var result = ""
        for character in name {
            if character == "_" || character.isLetter || character.isNumber {
                result.append(character)
            } else {
                result.append("_")
            }
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
