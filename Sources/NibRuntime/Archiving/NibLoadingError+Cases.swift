public import NibCodingCore
public import NibDiagnostics

/// The shape every struct a ``NibLoadingError`` case carries shares: the values a test matches on,
/// where the problem is written (``place``) and what it says (``message``). The error reads its
/// ``NibLoadingError/location`` and ``NibLoadingError/message`` through it, one line a case.
nonisolated package protocol NibLoadingFailure: Hashable, Sendable {
    /// Where the problem is written; nil when there is no place.
    var place: SourceLocation? { get }
    /// The message without the location.
    var message: String { get }
}

/// A failure written at one place in the document: its ``location`` is the ``place``.
nonisolated package protocol LocatedNibLoadingFailure: NibLoadingFailure {
    /// Where the problem is written.
    var location: SourceLocation { get }
}

nonisolated extension NibLoadingFailure {
    /// ``place`` and ``message`` together.
    var placeAndMessage: (place: SourceLocation?, message: String) { (place, message) }
}

nonisolated extension LocatedNibLoadingFailure {
    /// The ``location``.
    package var place: SourceLocation? { location }
}

nonisolated extension NibLoadingError {
    /// An object's `init(coder:)` threw a `NibDecodingError`; the location is the decoding error's.
    public struct DecodingFailure: NibLoadingFailure {
        /// The class being decoded.
        public var className: String
        /// The object's id in the document.
        public var objectID: String
        /// What the decoder reported, with its place.
        public var error: NibDecodingError
        /// Creates the failure.
        public init(className: String, objectID: String, error: NibDecodingError) {
            self.className = className
            self.objectID = objectID
            self.error = error
        }
        /// Where the value that could not be decoded is written.
        public var location: SourceLocation? { error.location }
        /// The ``location``.
        package var place: SourceLocation? { location }
        /// The message without the location.
        public var message: String { "cannot decode '\(className)' (id '\(objectID)'): \(error.message)" }
    }

    /// An object's `init(coder:)` threw another error, or the object is not of the class asked for.
    public struct InitializerFailure: LocatedNibLoadingFailure {
        /// The class whose initializer failed (or the class found).
        public var className: String
        /// The object's id (or the storyboard identifier asked for).
        public var objectID: String
        /// What went wrong.
        public var reason: String
        /// Where the object is written.
        public var location: SourceLocation
        /// Creates the failure.
        public init(className: String, objectID: String, reason: String, location: SourceLocation) {
            self.className = className
            self.objectID = objectID
            self.reason = reason
            self.location = location
        }
        /// The message without the location.
        public var message: String { "init(coder:) of '\(className)' (id '\(objectID)') failed: \(reason)" }
    }

    /// An outlet names a property its source does not have.
    public struct MissingOutlet: LocatedNibLoadingFailure {
        /// The source object's class.
        public var className: String
        /// The outlet's property name as the document writes it.
        public var property: String
        /// Where the outlet is written.
        public var location: SourceLocation
        /// Creates the failure.
        public init(className: String, property: String, location: SourceLocation) {
            self.className = className
            self.property = property
            self.location = location
        }
        /// The message without the location.
        public var message: String {
            "'\(className)' has no outlet named '\(property)' (this class is not key value coding-compliant for the key '\(property)')"
        }
    }

    /// An outlet's property cannot hold its destination.
    public struct OutletTypeMismatch: LocatedNibLoadingFailure {
        /// The source object's class.
        public var className: String
        /// The outlet's property name.
        public var property: String
        /// The type the property holds.
        public var expected: String
        /// The destination's class.
        public var found: String
        /// Where the outlet is written.
        public var location: SourceLocation
        /// Where the destination is written.
        public var destinationLocation: SourceLocation
        /// Creates the failure.
        public init(
            className: String, property: String, expected: String, found: String, location: SourceLocation,
            destinationLocation: SourceLocation
        ) {
            self.className = className
            self.property = property
            self.expected = expected
            self.found = found
            self.location = location
            self.destinationLocation = destinationLocation
        }
        /// The message without the location.
        public var message: String {
            "outlet '\(property)' of '\(className)' holds '\(expected)', but its destination at \(destinationLocation) is a '\(found)'"
        }
    }

    /// An action's source cannot send actions.
    public struct NotAnActionSource: LocatedNibLoadingFailure {
        /// The source object's class.
        public var className: String
        /// The action's selector.
        public var selector: String
        /// Where the action is written.
        public var location: SourceLocation
        /// Creates the failure.
        public init(className: String, selector: String, location: SourceLocation) {
            self.className = className
            self.selector = selector
            self.location = location
        }
        /// The message without the location.
        public var message: String {
            "'\(className)' cannot send the action '\(selector)': it is not a control or an object with a target and action"
        }
    }

    /// An action's target declares the action (in its ``ActionTable``) for another sender type.
    public struct ActionSenderMismatch: LocatedNibLoadingFailure {
        /// The action's selector.
        public var selector: String
        /// The target's class.
        public var targetClass: String
        /// The sender type the table names.
        public var expectedSender: String
        /// The class of the object the document connects.
        public var foundSender: String
        /// Where the action is written.
        public var location: SourceLocation
        /// Creates the failure.
        public init(
            selector: String, targetClass: String, expectedSender: String, foundSender: String, location: SourceLocation
        ) {
            self.selector = selector
            self.targetClass = targetClass
            self.expectedSender = expectedSender
            self.foundSender = foundSender
            self.location = location
        }
        /// The message without the location.
        public var message: String {
            "action '\(selector)' of '\(targetClass)' takes a '\(expectedSender)' sender, but the document connects a '\(foundSender)'"
        }
    }

    /// An action or unwind action the document names that no responder declares.
    public struct UndeclaredAction: LocatedNibLoadingFailure {
        /// The action's selector.
        public var selector: String
        /// The class of the object that sends it (for an unwind action, the source controller's).
        public var senderClass: String
        /// The target's class; nil when the document aims the action at First Responder, or for an
        /// unwind action (whose destination is found when it runs).
        public var targetClass: String?
        /// Whether it is an unwind segue's action.
        public var isUnwind: Bool
        /// Where the action (or unwind segue) is written.
        public var location: SourceLocation
        /// Creates the failure.
        public init(
            selector: String, senderClass: String, targetClass: String?, isUnwind: Bool, location: SourceLocation
        ) {
            self.selector = selector
            self.senderClass = senderClass
            self.targetClass = targetClass
            self.isUnwind = isUnwind
            self.location = location
        }
        /// The message without the location.
        public var message: String {
            if isUnwind {
                return "no registered controller class declares the unwind action '\(selector)' (in its action table), "
                    + "so the unwind segue from '\(senderClass)' finds no destination"
            }
            if let targetClass {
                return "'\(targetClass)' does not declare the action '\(selector)' that '\(senderClass)' sends it"
            }
            return
                "no responder of this load declares the action '\(selector)' that '\(senderClass)' sends to First Responder"
        }
    }

    /// A storyboard has no controller with an identifier.
    public struct UnknownIdentifier: LocatedNibLoadingFailure {
        /// The storyboard's name.
        public var storyboard: String
        /// The identifier asked for.
        public var identifier: String
        /// The storyboard file's start.
        public var location: SourceLocation
        /// Creates the failure.
        public init(storyboard: String, identifier: String, location: SourceLocation) {
            self.storyboard = storyboard
            self.identifier = identifier
            self.location = location
        }
        /// The message without the location.
        public var message: String {
            "storyboard '\(storyboard)' doesn't contain a view controller with identifier '\(identifier)'"
        }
    }

    /// A storyboard reference that cannot be resolved.
    public struct UnresolvableReference: LocatedNibLoadingFailure {
        /// The storyboard the reference names.
        public var storyboardName: String
        /// The identifier it names; nil for the storyboard's initial controller.
        public var identifier: String?
        /// Why it cannot be resolved.
        public var reason: String
        /// Where the reference is written.
        public var location: SourceLocation
        /// Creates the failure.
        public init(storyboardName: String, identifier: String?, reason: String, location: SourceLocation) {
            self.storyboardName = storyboardName
            self.identifier = identifier
            self.reason = reason
            self.location = location
        }
        /// The message without the location.
        public var message: String {
            "cannot resolve the reference to storyboard '\(storyboardName)'\(identifier.map { " identifier '\($0)'" } ?? ""): \(reason)"
        }
    }
}
