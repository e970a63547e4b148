/// A type as the index sees it: every declaration of one qualified name in one module, with its
/// extensions' members merged in.
package struct SwiftType: Hashable, Sendable {
    /// The declaring keyword of its primary declaration; `.extension` when the index only saw
    /// extensions of it (typically a framework class such as `UIViewController`).
    package var kind: SwiftTypeDeclaration.Kind
    /// The qualified name (`Outer.Inner`).
    package var qualifiedName: String
    /// The module, if known.
    package var module: String?
    /// The inherited types of its primary declaration, in order.
    package var inheritedTypes: [String]
    /// The `@objc(Name)` name, if any.
    package var objcName: String?
    /// The outlets declared in its body and its extensions (not inherited ones).
    package var outlets: [SwiftOutlet]
    /// The actions declared in its body and its extensions (not inherited ones).
    package var actions: [SwiftAction]
    /// Where each declaration and extension of it is, primary first.
    package var positions: [SwiftSourcePosition]
    /// Whether a declaration of it is `@objcMembers` (inherited by subclasses).
    package var isObjCMembers = false
    /// Methods without `@objc`/`@IBAction` (selectors only under `@objcMembers`).
    package var plainMethods: [SwiftAction] = []
    /// `@objc` instance variables that are not outlets (key-value coding sets them).
    package var objcProperties: [String] = []
    /// Other instance variables (key-value coding sets them only under `@objcMembers`).
    package var plainProperties: [String] = []
    /// The platforms of the files that declare it; empty when unknown.
    package var platforms: Set<SourcePlatform> = []
    /// The language of its primary declaration (for a type only seen in extensions, of the first).
    package var language: SourceLanguage

    /// The last component of the qualified name.
    package var name: String {
        qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }

    /// `Module.QualifiedName`, or the qualified name when the module is unknown.
    package var moduleQualifiedName: String { module.map { "\($0).\(qualifiedName)" } ?? qualifiedName }

    /// Adds the members of another declaration or extension of this type.
    /// - Parameter declaration: The declaration.
    package mutating func merge(_ declaration: SwiftTypeDeclaration) {
        outlets += declaration.outlets
        actions += declaration.actions
        plainMethods += declaration.plainMethods
        objcProperties += declaration.objcProperties
        plainProperties += declaration.plainProperties
        positions.append(declaration.position)
        if declaration.isObjCMembers { isObjCMembers = true }
        if let platform = declaration.platform { platforms.insert(platform) }
    }

    /// Whether it may be compiled for a platform: it is when its platforms are unknown.
    /// - Parameter platform: The platform; nil matches everything.
    package func fits(_ platform: SourcePlatform?) -> Bool {
        guard let platform, !platforms.isEmpty else { return true }
        return platforms.contains(platform)
    }

    /// The superclass as written: the first inherited type of a class, if any.
    package var superclass: String? { kind == .class ? inheritedTypes.first : nil }

    /// Creates a merged type.
    /// - Parameters:
    ///   - kind: The kind.
    ///   - qualifiedName: The qualified name.
    ///   - module: The module.
    ///   - inheritedTypes: The inherited types.
    ///   - objcName: The `@objc` name.
    ///   - outlets: The outlets.
    ///   - actions: The actions.
    ///   - positions: The declaration positions.
    ///   - language: The language of the primary declaration.
    package init(
        kind: SwiftTypeDeclaration.Kind, qualifiedName: String, module: String?, inheritedTypes: [String],
        objcName: String?, outlets: [SwiftOutlet], actions: [SwiftAction], positions: [SwiftSourcePosition],
        language: SourceLanguage = .swift
    ) {
        self.kind = kind
        self.qualifiedName = qualifiedName
        self.module = module
        self.inheritedTypes = inheritedTypes
        self.objcName = objcName
        self.outlets = outlets
        self.actions = actions
        self.positions = positions
        self.language = language
    }
}
