/// One `class`, `struct`, `enum`, `actor`, `protocol` or `extension` declaration in a file.
package struct SwiftTypeDeclaration: Hashable, Sendable {
    /// The declaring keyword.
    package enum Kind: String, Hashable, Sendable {
        /// `class`.
        case `class`
        /// `struct`.
        case `struct`
        /// `enum`.
        case `enum`
        /// `actor`.
        case actor
        /// `protocol`.
        case `protocol`
        /// `extension`: its members belong to the extended type.
        case `extension`
    }

    /// The declaring keyword.
    package var kind: Kind
    /// The name as written after the keyword (`Inner`; for an extension possibly dotted, `Outer.Inner`).
    package var name: String
    /// The name qualified by the enclosing types (`Outer.Inner`); for an extension, the extended
    /// type as written, qualified by enclosing types if it is nested in one.
    package var qualifiedName: String
    /// The module the file belongs to, as the caller said.
    package var module: String?
    /// The inherited types in order, generic arguments removed (`UIViewController`, `UITableViewDelegate`).
    package var inheritedTypes: [String]
    /// The name given by `@objc(Name)`, if any.
    package var objcName: String?
    /// The `@IBOutlet` properties declared directly in this body.
    package var outlets: [SwiftOutlet]
    /// The `@IBAction`, `@IBSegueAction` and `@objc` methods declared directly in this body.
    package var actions: [SwiftAction]
    /// Where the name is.
    package var position: SwiftSourcePosition
    /// Whether it is marked `@objcMembers` (every member visible to the Objective-C runtime).
    package var isObjCMembers = false
    /// Methods with neither `@objc` nor `@IBAction`: selectors only under `@objcMembers`.
    package var plainMethods: [SwiftAction] = []
    /// `@objc` (or `@NSManaged`) instance variables that are not `@IBOutlet`: key-value coding sets them.
    package var objcProperties: [String] = []
    /// Other instance variables: key-value coding sets them only under `@objcMembers`.
    package var plainProperties: [String] = []
    /// The platform of the file, when its module or imports say (set by the caller).
    package var platform: SourcePlatform?
    /// The language of the file it was scanned from.
    package var language: SourceLanguage

    /// The first inherited type: for a class, its superclass when it has one.
    package var firstInheritedType: String? { inheritedTypes.first }

    /// Creates a declaration.
    /// - Parameters:
    ///   - kind: The keyword.
    ///   - name: The name as written.
    ///   - qualifiedName: The qualified name.
    ///   - module: The module.
    ///   - inheritedTypes: The inherited types.
    ///   - objcName: The `@objc` name.
    ///   - outlets: The outlets.
    ///   - actions: The actions.
    ///   - position: Where the name is.
    ///   - language: The language of its file.
    package init(
        kind: Kind, name: String, qualifiedName: String, module: String?, inheritedTypes: [String],
        objcName: String?, outlets: [SwiftOutlet] = [], actions: [SwiftAction] = [], position: SwiftSourcePosition,
        language: SourceLanguage = .swift
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.module = module
        self.inheritedTypes = inheritedTypes
        self.objcName = objcName
        self.outlets = outlets
        self.actions = actions
        self.position = position
        self.language = language
    }
}
