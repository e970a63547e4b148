/// Relationship adoption for containers other than navigation and tab bar controllers (split and
/// page view controllers, custom containers): they adopt through ``NibRelationshipAdopting``.
enum NibContainerAdoption {
    static func adopt(_ children: [ViewController], by container: AnyObject) {
        (container as? any NibRelationshipAdopting)?.adoptRelationshipChildren(children)
    }
}

/// A container controller that takes the children its storyboard relationship segues name
/// (`rootViewController`, `viewControllers`, `masterViewController`, …), in document order, at once
/// and without containment callbacks.
public protocol NibRelationshipAdopting: AnyObject {
    /// Adopts the relationship children.
    func adoptRelationshipChildren(_ controllers: [ViewController])
}
