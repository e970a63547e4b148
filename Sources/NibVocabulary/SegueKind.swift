/// What a segue does when performed: IB's `kind` attribute, read once by the archive and used as
/// this type by the loader, the runtime, the linter and the drawings.
public enum SegueKind: Hashable, Sendable, CustomStringConvertible {
    /// `show`: push onto the enclosing navigation controller, else present.
    case show
    /// `showDetail`: replace a split view controller's detail, else as ``show``.
    case showDetail
    /// `presentation` (and the legacy `modal`): present modally.
    case presentation
    /// `popoverPresentation` (and the legacy `popover`): present as a popover.
    case popoverPresentation
    /// `push` (legacy): push onto the enclosing navigation controller; an error without one.
    case push
    /// `replace` (legacy): replace a split view controller's detail.
    case replace
    /// `embed`: become a child in a container view when the source's view loads.
    case embed
    /// `relationship`: a container's child, already in place when the container exists.
    case relationship
    /// `unwind`: back to the controller that implements the unwind action.
    case unwind
    /// `custom`: the segue class named (performed by the template's custom hook, else as ``show``).
    case custom(String)
    /// A kind this library does not know, as written (the loader keeps no template for it).
    case other(String)

    /// The kind for IB's `kind` attribute (`modal` is ``presentation``, `popover` is
    /// ``popoverPresentation``); ``other(_:)`` when unknown.
    public init(ibKind: String, customClass: String? = nil) {
        switch ibKind {
        case "show": self = .show
        case "showDetail": self = .showDetail
        case "presentation", "modal": self = .presentation
        case "popoverPresentation", "popover": self = .popoverPresentation
        case "push": self = .push
        case "replace": self = .replace
        case "embed": self = .embed
        case "relationship": self = .relationship
        case "unwind": self = .unwind
        case "custom": self = .custom(customClass ?? "")
        default: self = .other(ibKind)
        }
    }

    /// Whether the kind is one this library knows (not ``other(_:)``).
    public var isKnown: Bool {
        if case .other = self { return false }
        return true
    }

    /// IB's spelling (a custom segue with its class: `custom(FadeSegue)`).
    public var description: String {
        switch self {
        case .show: "show"
        case .showDetail: "showDetail"
        case .presentation: "presentation"
        case .popoverPresentation: "popoverPresentation"
        case .push: "push"
        case .replace: "replace"
        case .embed: "embed"
        case .relationship: "relationship"
        case .unwind: "unwind"
        case .custom(let name): name.isEmpty ? "custom" : "custom(\(name))"
        case .other(let spelling): spelling
        }
    }
}
