/// What a placeholder object stands for. Placeholders are never instantiated from the document:
/// the loader substitutes an object supplied from outside.
public enum Placeholder: Sendable, Hashable {
    /// File's Owner (`IBFilesOwner`, or AppKit's `customObject` with id `-2`).
    case filesOwner
    /// First Responder (`IBFirstResponder`, or id `-1`): actions to it travel the responder chain.
    case firstResponder
    /// The application (AppKit id `-3`).
    case application
    /// An external object the caller supplies under an identifier.
    case external(identifier: String)
    /// A storyboard scene's Exit, the source of unwind segues.
    case exit
    /// A storyboard reference: a controller that lives in another storyboard (or elsewhere in this one).
    case storyboardReference(storyboardName: String?, referencedIdentifier: String?)

    /// The placeholder a `placeholderIdentifier` names (`IBFilesOwner`, `IBFirstResponder`, else
    /// the identifier of an external object).
    public init(placeholderIdentifier identifier: String) {
        switch identifier {
        case "IBFilesOwner": self = .filesOwner
        case "IBFirstResponder": self = .firstResponder
        default: self = .external(identifier: identifier)
        }
    }

    /// The `placeholderIdentifier` IB writes for the placeholder, for the kinds that have one.
    public var placeholderIdentifier: String? {
        switch self {
        case .filesOwner: "IBFilesOwner"
        case .firstResponder: "IBFirstResponder"
        case .external(let identifier): identifier
        case .application, .exit, .storyboardReference: nil
        }
    }

    /// A short label: `File's Owner`, `First Responder`, …
    public var label: String {
        switch self {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .external(let identifier): "External '\(identifier)'"
        case .exit: "Exit"
        case .storyboardReference(let name, let identifier):
            "Storyboard Reference \(name ?? "(this storyboard)")\(identifier.map { "/" + $0 } ?? "")"
        }
    }
}
