/// An `@IBOutlet` property (or one a framework class provides).
package struct SwiftOutlet: Hashable, Sendable {
    /// How a property's type is optional.
    package enum Optionality: String, Hashable, Sendable {
        /// `UILabel`.
        case nonOptional
        /// `UILabel?`.
        case optional
        /// `UILabel!`.
        case implicitlyUnwrapped
    }

    /// The property name.
    package var name: String
    /// The destination type: the declared type without `?`/`!`, and for a collection its element
    /// type (`UILabel` for `[UILabel]!`). Empty when the declaration has no type annotation.
    package var typeName: String
    /// The type exactly as declared, normalized for spacing (`[UILabel]!`).
    package var declaredType: String
    /// Whether it is an outlet collection (`[UILabel]`, `Array<UILabel>`).
    package var isCollection: Bool
    /// Whether the property type is optional, implicitly unwrapped or neither.
    package var optionality: Optionality
    /// The Swift type that declares it (qualified, as written in its file).
    package var declaringType: String
    /// Where its name is declared; `nil` for outlets the framework table provides.
    package var position: SwiftSourcePosition?
    /// Whether the source marks it as an outlet (`@IBOutlet`, `IBOutlet`, `IBOutletCollection`).
    /// False for what key-value coding finds although Interface Builder does not list it: an
    /// Objective-C property, instance variable or `set…:` method without the marker.
    package var isMarkedOutlet: Bool

    /// Creates an outlet.
    /// - Parameters:
    ///   - name: The property name.
    ///   - typeName: The destination (element) type.
    ///   - declaredType: The type as declared.
    ///   - isCollection: Whether it is a collection.
    ///   - optionality: How it is optional.
    ///   - declaringType: The declaring type.
    ///   - position: Where it is declared.
    ///   - isMarkedOutlet: Whether the source marks it as an outlet.
    package init(
        name: String, typeName: String, declaredType: String, isCollection: Bool, optionality: Optionality,
        declaringType: String, position: SwiftSourcePosition?, isMarkedOutlet: Bool = true
    ) {
        self.name = name
        self.typeName = typeName
        self.declaredType = declaredType
        self.isCollection = isCollection
        self.optionality = optionality
        self.declaringType = declaringType
        self.position = position
        self.isMarkedOutlet = isMarkedOutlet
    }
}
