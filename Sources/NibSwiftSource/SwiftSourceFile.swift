/// What the scanner found in one Swift file.
public struct SwiftSourceFile: Hashable, Sendable {
    /// The path as the caller gave it.
    public var file: String
    /// The module the file belongs to, if known.
    public var module: String?
    /// Every type and extension declaration, in source order (outer before inner).
    public var types: [SwiftTypeDeclaration]

    /// Creates a scanned file.
    /// - Parameters:
    ///   - file: The path.
    ///   - module: The module.
    ///   - types: The declarations.
    public init(file: String, module: String?, types: [SwiftTypeDeclaration]) {
        self.file = file
        self.module = module
        self.types = types
    }
}
