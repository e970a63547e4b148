/// Finds the declarations Interface Builder cares about in Swift source text, without SourceKit.
///
/// A heuristic, single-pass scanner over tokens: it tracks brace scopes (type bodies versus any
/// other braces), treats every `#if` branch as present (each branch restarts from the scope depth
/// the `#if` had), and records types, `@IBOutlet` properties and `@IBAction`/`@IBSegueAction`/`@objc`
/// methods declared directly in type bodies. It runs in time linear in the input, uses no recursion,
/// and accepts any text, producing best-effort results for code that does not compile.
package enum SwiftSourceScanner {
    /// Scans one file.
    /// - Parameters:
    ///   - text: The source text.
    ///   - file: The path to put in positions, as the user gave it.
    ///   - module: The module the file belongs to, if known.
    /// - Returns: The declarations found.
    package static func scan(text: String, file: String, module: String?) -> SwiftSourceFile {
        let (tokens, directives) = SwiftLexer.lex(text)
        var parser = SwiftDeclarationParser(tokens: tokens, file: file, module: module, directives: directives)
        parser.run()
        var scanned = SwiftSourceFile(
            file: file, module: module, types: parser.declarations, directives: parser.directives)
        scanned.imports = parser.imports
        scanned.typealiases = parser.typealiases
        scanned.referencedNames = parser.referencedNames
        return scanned
    }

    /// What a `//` comment starts with (after spaces) to be kept as a ``SwiftDirectiveComment``.
    package static let directivePrefix = "nibload:"
}
