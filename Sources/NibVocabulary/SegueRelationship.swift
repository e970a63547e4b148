/// Which child a relationship segue makes its destination (IB's `relationship` attribute): the
/// container's property it fills, read once by the archive.
public enum SegueRelationship: IBAttributeVocabulary {
    /// `rootViewController`.
    case rootViewController
    /// `viewControllers`.
    case viewControllers
    /// `masterViewController`.
    case masterViewController
    /// `detailViewController`.
    case detailViewController
    /// `supplementaryViewController`.
    case supplementaryViewController
    /// `compactViewController`.
    case compactViewController
    /// `primaryViewController`.
    case primaryViewController
    /// `secondaryViewController`.
    case secondaryViewController
    /// `splitItems`.
    case splitItems
    /// `tabItems`.
    case tabItems
    /// `window.shadowedContentViewController`.
    case windowContent
    /// `dynamicNotificationInterface`.
    case dynamicNotificationInterface
    /// `dynamicInteractiveNotificationInterface`.
    case dynamicInteractiveNotificationInterface
    /// `nextPage`.
    case nextPage
    /// A relationship this library does not know, as written.
    case other(String)

    /// The relationship IB writes as `ibValue`.
    public init(ibValue: String) {
        switch ibValue {
        case "rootViewController": self = .rootViewController
        case "viewControllers": self = .viewControllers
        case "masterViewController": self = .masterViewController
        case "detailViewController": self = .detailViewController
        case "supplementaryViewController": self = .supplementaryViewController
        case "compactViewController": self = .compactViewController
        case "primaryViewController": self = .primaryViewController
        case "secondaryViewController": self = .secondaryViewController
        case "splitItems": self = .splitItems
        case "tabItems": self = .tabItems
        case "window.shadowedContentViewController": self = .windowContent
        case "dynamicNotificationInterface": self = .dynamicNotificationInterface
        case "dynamicInteractiveNotificationInterface": self = .dynamicInteractiveNotificationInterface
        case "nextPage": self = .nextPage
        default: self = .other(ibValue)
        }
    }

    /// IB's spelling (the container's key for the child).
    public var ibValue: String {
        switch self {
        case .rootViewController: "rootViewController"
        case .viewControllers: "viewControllers"
        case .masterViewController: "masterViewController"
        case .detailViewController: "detailViewController"
        case .supplementaryViewController: "supplementaryViewController"
        case .compactViewController: "compactViewController"
        case .primaryViewController: "primaryViewController"
        case .secondaryViewController: "secondaryViewController"
        case .splitItems: "splitItems"
        case .tabItems: "tabItems"
        case .windowContent: "window.shadowedContentViewController"
        case .dynamicNotificationInterface: "dynamicNotificationInterface"
        case .dynamicInteractiveNotificationInterface: "dynamicInteractiveNotificationInterface"
        case .nextPage: "nextPage"
        case .other(let value): value
        }
    }
}
