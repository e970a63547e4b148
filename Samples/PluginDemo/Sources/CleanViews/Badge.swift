/// The owner of `Views/Badge.xib`, a document without problems: linting only this target (with
/// these sources) succeeds.
public final class BadgeView {
    /// The root view of the xib (`AnyObject`: there is no UIKit on Linux).
    @IBOutlet public var view: AnyObject?

    /// Creates the view.
    public init() {}
}
