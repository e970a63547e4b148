/// The owner of `Views/Profile.xib` in this demo (the xib's `nameLabel` outlet points at an id the
/// document does not have, which the plugin reports).
public final class ProfileView {
    /// Creates the view.
    public init() {}
}
