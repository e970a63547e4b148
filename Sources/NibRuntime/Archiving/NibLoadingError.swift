public import NibCodingCore
public import NibDiagnostics

/// Why loading a nib or storyboard failed. Every case carries the place in the document that caused
/// it; ``description`` is the compiler-style `file:line:col: message`.
nonisolated public enum NibLoadingError: Error, CustomStringConvertible {
    /// The document could not be read or interpreted (not well-formed, not IB, legacy format); the
    /// error diagnostics say why.
    case unreadableDocument(file: String, diagnostics: [Diagnostic])
    /// An object's `init(coder:)` threw a decoding error.
    case decodingFailed(className: String, objectID: String, error: NibDecodingError)
    /// An object's `init(coder:)` threw another error.
    case initializerFailed(className: String, objectID: String, message: String, location: SourceLocation)
    /// No Swift class is registered for a custom class, and the loader is strict.
    case unknownClass(className: String, location: SourceLocation)
    /// An outlet names a property the source object does not have (UIKit's `NSUnknownKeyException`).
    case missingOutlet(className: String, property: String, location: SourceLocation)
    /// An outlet's property exists but cannot hold the destination's type.
    case outletTypeMismatch(
        className: String, property: String, expected: String, found: String, location: SourceLocation,
        destinationLocation: SourceLocation)
    /// An action's source cannot send actions (it is neither a control nor an object with target and action).
    case notAnActionSource(className: String, selector: String, location: SourceLocation)
    /// The document names an external object the caller did not supply.
    case missingExternalObject(identifier: String, location: SourceLocation)
    /// A storyboard has no controller with that identifier; the location is the storyboard file's
    /// start.
    case unknownIdentifier(storyboard: String, identifier: String, location: SourceLocation)
    /// A storyboard reference names a storyboard or identifier that cannot be found.
    case unresolvableStoryboardReference(storyboardName: String, identifier: String?, reason: String, location: SourceLocation)
    /// A storyboard creator closure returned a controller that was not initialised from the coder
    /// it was given (UIKit: "must call -[super initWithCoder:]", case SB9).
    case creatorDidNotUseCoder(identifier: String, location: SourceLocation)
    /// A controller nib was loaded but did not connect the owner's `view` outlet.
    case viewOutletNotSet(nibName: String, location: SourceLocation?)
    /// No nib file matches a name.
    case nibNotFound(name: String, searched: [String])

    /// Where the problem is, when it has a place.
    public var location: SourceLocation? {
        switch self {
        case let .unreadableDocument(_, diagnostics): diagnostics.first { $0.severity == .error }?.location
        case let .decodingFailed(_, _, error): error.location
        case let .initializerFailed(_, _, _, location), let .unknownClass(_, location),
            let .missingOutlet(_, _, location), let .outletTypeMismatch(_, _, _, _, location, _),
            let .notAnActionSource(_, _, location), let .missingExternalObject(_, location),
            let .unresolvableStoryboardReference(_, _, _, location), let .creatorDidNotUseCoder(_, location),
            let .unknownIdentifier(_, _, location):
            location
        case let .viewOutletNotSet(_, location): location
        case .nibNotFound: nil
        }
    }

    /// A lower-case message without the location.
    public var message: String {
        switch self {
        case let .unreadableDocument(file, diagnostics):
            "'\(file)' cannot be loaded: "
                + (diagnostics.first { $0.severity == .error }?.message ?? "it is not an Interface Builder document")
        case let .decodingFailed(className, objectID, error):
            "cannot decode '\(className)' (id '\(objectID)'): \(error.message)"
        case let .initializerFailed(className, objectID, message, _):
            "init(coder:) of '\(className)' (id '\(objectID)') failed: \(message)"
        case let .unknownClass(className, _):
            "unknown class '\(className)': no Swift class is registered under that name"
        case let .missingOutlet(className, property, _):
            "'\(className)' has no outlet named '\(property)' (this class is not key value coding-compliant for the key '\(property)')"
        case let .outletTypeMismatch(className, property, expected, found, _, destination):
            "outlet '\(property)' of '\(className)' holds '\(expected)', but its destination at \(destination) is a '\(found)'"
        case let .notAnActionSource(className, selector, _):
            "'\(className)' cannot send the action '\(selector)': it is not a control or an object with a target and action"
        case let .missingExternalObject(identifier, _):
            "the external object '\(identifier)' was not supplied"
        case let .unknownIdentifier(storyboard, identifier, _):
            "storyboard '\(storyboard)' doesn't contain a view controller with identifier '\(identifier)'"
        case let .unresolvableStoryboardReference(name, identifier, reason, _):
            "cannot resolve the reference to storyboard '\(name)'\(identifier.map { " identifier '\($0)'" } ?? ""): \(reason)"
        case let .creatorDidNotUseCoder(identifier, _):
            "the creator for '\(identifier)' must return a controller made with super.init(coder:) from the coder it was given"
        case let .viewOutletNotSet(nibName, _):
            "loaded the '\(nibName)' nib but the view outlet was not set"
        case let .nibNotFound(name, searched):
            "no nib named '\(name)' (searched \(searched.map { "'\($0)'" }.joined(separator: ", ")))"
        }
    }

    /// `file:line:col: message`, or the message alone when there is no place.
    public var description: String { location.map { "\($0): \(message)" } ?? message }
}

/// Two errors are equal when they have the same case and values, locations included, so that a
/// test can write `#expect(throws: NibLoadingError.missingOutlet(…)) { … }`.
nonisolated extension NibLoadingError: Hashable {}
