/// The owner of `Views/Badge.xib`, a document without problems: linting only this target succeeds.
public final class BadgeView {
    /// Creates the view.
    public init() {}
}
