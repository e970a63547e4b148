public import NibDiagnostics

/// Why loading a nib or storyboard failed. Every case carries the place in the document that caused
/// it when there is one; ``description`` is the compiler-style `file:line:col: message`.
///
/// Cases with several values carry a small struct (``MissingOutlet``, ``OutletTypeMismatch``, …),
/// all of one shape: its values, `location` (where it is written) and `message` (what the error
/// says), so that a test can match on the fields it cares about:
///
/// ```swift
/// #expect(throws: NibLoadingError.missingOutlet(.init(className: "HelloViewController", property: "titel", location: place)))
/// ```
nonisolated public enum NibLoadingError: Error, CustomStringConvertible {
    /// The document could not be read or interpreted (not well-formed, not IB, legacy format); the
    /// error diagnostics say why.
    case unreadableDocument(file: String, diagnostics: [Diagnostic])
    /// An object's `init(coder:)` threw a decoding error.
    case decodingFailed(DecodingFailure)
    /// An object's `init(coder:)` threw another error, or the object made is not of the kind asked for.
    case initializerFailed(InitializerFailure)
    /// No Swift class is registered for a custom class, and the loader is strict.
    case unknownClass(className: String, location: SourceLocation)
    /// An outlet names a property the source object does not have (UIKit's `NSUnknownKeyException`).
    case missingOutlet(MissingOutlet)
    /// An outlet's property exists but cannot hold the destination's type.
    case outletTypeMismatch(OutletTypeMismatch)
    /// An action's source cannot send actions (it is neither a control nor an object with target and action).
    case notAnActionSource(NotAnActionSource)
    /// An action's target declares the action for another kind of sender than the one connected.
    case actionSenderMismatch(ActionSenderMismatch)
    /// No responder declares an action (or unwind action) the document names, and
    /// `NibLoadOptions/actionCheck` is `NibActionCheck/error`.
    case undeclaredAction(UndeclaredAction)
    /// The document names an external object the caller did not supply.
    case missingExternalObject(identifier: String, location: SourceLocation)
    /// A storyboard has no controller with that identifier; the location is the storyboard file's
    /// start.
    case unknownIdentifier(UnknownIdentifier)
    /// A storyboard reference names a storyboard or identifier that cannot be found.
    case unresolvableStoryboardReference(UnresolvableReference)
    /// A storyboard creator closure returned a controller that was not initialised from the coder
    /// it was given (UIKit: "must call -[super initWithCoder:]").
    case creatorDidNotUseCoder(identifier: String, location: SourceLocation)
    /// A controller nib was loaded but did not connect the owner's `view` outlet.
    case viewOutletNotSet(nibName: String, location: SourceLocation?)
    /// No nib file matches a name (there is no document, so no place).
    case nibNotFound(name: String, searched: [String])

    /// Where the problem is, when it has a place.
    public var location: SourceLocation? { placeAndMessage.place }

    /// A lower-case message without the location.
    public var message: String { placeAndMessage.message }

    /// Where the problem is and what it says: a case's ``NibLoadingFailure`` payload says both.
    private var placeAndMessage: (place: SourceLocation?, message: String) {
        switch self {
        case .unreadableDocument(let file, let diagnostics):
            let error = diagnostics.first { $0.severity == .error }
            return (
                error?.location,
                "'\(file)' cannot be loaded: " + (error?.message ?? "it is not an Interface Builder document")
            )
        case .decodingFailed(let failure): return failure.placeAndMessage
        case .initializerFailed(let failure): return failure.placeAndMessage
        case .missingOutlet(let failure): return failure.placeAndMessage
        case .outletTypeMismatch(let failure): return failure.placeAndMessage
        case .notAnActionSource(let failure): return failure.placeAndMessage
        case .actionSenderMismatch(let failure): return failure.placeAndMessage
        case .undeclaredAction(let failure): return failure.placeAndMessage
        case .unknownIdentifier(let failure): return failure.placeAndMessage
        case .unresolvableStoryboardReference(let failure): return failure.placeAndMessage
        case .unknownClass(let className, let location):
            return (location, "unknown class '\(className)': no Swift class is registered under that name")
        case .missingExternalObject(let identifier, let location):
            return (location, "the external object '\(identifier)' was not supplied")
        case .creatorDidNotUseCoder(let identifier, let location):
            return (
                location,
                "the creator for '\(identifier)' must return a controller made with super.init(coder:) from the coder it was given"
            )
        case .viewOutletNotSet(let nibName, let location):
            return (location, "loaded the '\(nibName)' nib but the view outlet was not set")
        case .nibNotFound(let name, let searched):
            return (nil, "no nib named '\(name)' (searched \(searched.map { "'\($0)'" }.joined(separator: ", ")))")
        }
    }

    /// `file:line:col: message`, or the message alone when there is no place.
    public var description: String { location.map { "\($0): \(message)" } ?? message }
}

/// Two errors are equal when they have the same case and values, locations included, so that a
/// test can write `#expect(throws: NibLoadingError.missingOutlet(…)) { … }`.
nonisolated extension NibLoadingError: Hashable {}
