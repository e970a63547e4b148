public import NibDiagnostics

/// A connection record: an outlet, outlet collection, action, segue or binding, with its place.
public struct Connection: Sendable {
    /// What kind of connection it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// `<outlet property destination>`: set a property of the source to the destination.
        case outlet
        /// `<outletCollection property destination collectionClass>`: append the destination.
        case outletCollection
        /// `<action selector destination|target eventType>`: send the selector to the target.
        case action
        /// `<segue destination kind>`: a storyboard transition template.
        case segue
        /// `<binding destination name keyPath>`: an AppKit Cocoa binding.
        case binding
        /// `<accessibilityConnection destination>`: an AppKit accessibility link.
        case accessibility
    }

    /// Its position in ``Archive/connections``.
    public let index: Int
    /// What kind of connection it is.
    public let kind: Kind
    /// The connection element's own id.
    public let id: String?
    /// The object whose `<connections>` holds the record: the outlet's owner, the action's control,
    /// the segue's source controller or control.
    public let source: ObjectIndex?
    /// The id the record names as its destination (for AppKit actions, `target`).
    public let destinationID: String?
    /// The destination, once resolved; nil when the id names no object.
    public internal(set) var destination: ObjectIndex?
    /// The outlet's property name (outlets and outlet collections), or the binding's name.
    public let property: String?
    /// The action's selector (`tap:`), or the unwind segue's `unwindAction`.
    public let selector: String?
    /// The action's `eventType` (`touchUpInside`, `valueChanged`, …), iOS only.
    public let eventType: String?
    /// The outlet collection's `collectionClass`.
    public let collectionClass: String?
    /// The segue's details, for segues.
    public let segue: SegueInfo?
    /// Every attribute of the element.
    public let attributes: AttributeList
    /// The storyboard scene the source belongs to.
    public let scene: SceneIndex?
    /// Whether the destination lives in another storyboard scene (the connection cannot hold at
    /// run time; kept and flagged).
    public internal(set) var crossesScenes: Bool
    /// Where the connection element starts.
    public let location: SourceLocation

    /// The name a report shows: the property, selector or segue identifier.
    public var label: String? {
        switch kind {
        case .outlet, .outletCollection, .binding: property
        case .action: selector
        case .segue: segue?.identifier
        case .accessibility: attributes[named: "type"]
        }
    }
}

/// The attributes of a storyboard segue.
public struct SegueInfo: Sendable, Hashable {
    /// What the segue does, from its `kind` attribute (and `customClass` for custom segues).
    public let kind: SegueKind
    /// The `kind` attribute as written (`show`, `modal`, `custom`, …), for output that repeats the
    /// document; compare ``kind`` instead.
    public let kindAttribute: String
    /// `identifier`, used by `performSegue(withIdentifier:)`.
    public let identifier: String?
    /// `relationship` for relationship segues (`rootViewController`, `viewControllers`, …).
    public let relationship: SegueRelationship?
    /// `unwindAction` for unwind segues.
    public let unwindAction: String?
    /// `customClass` of a custom segue.
    public let customClass: String?
    /// `customModule` of a custom segue.
    public let customModule: String?
    /// `modalPresentationStyle`.
    public let modalPresentationStyle: String?
    /// `modalTransitionStyle`.
    public let modalTransitionStyle: String?
    /// `animates`; IB omits it when true.
    public let animates: Bool
    /// `popoverAnchorView` or `popoverAnchorBarButtonItem` id, for popovers.
    public let popoverAnchorID: String?

    /// Creates segue details.
    public init(
        kindAttribute: String, identifier: String?, relationship: String?, unwindAction: String?, customClass: String?,
        customModule: String?, modalPresentationStyle: String?, modalTransitionStyle: String?, animates: Bool,
        popoverAnchorID: String?
    ) {
        // A custom segue's class, qualified with its module as the class registry knows it.
        let qualified = customClass.map { name in customModule.map { $0 + "." + name } ?? name }
        self.kind = SegueKind(ibKind: kindAttribute, customClass: qualified)
        self.kindAttribute = kindAttribute
        self.identifier = identifier
        self.relationship = relationship.map(SegueRelationship.init(ibValue:))
        self.unwindAction = unwindAction
        self.customClass = customClass
        self.customModule = customModule
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.popoverAnchorID = popoverAnchorID
    }
}
