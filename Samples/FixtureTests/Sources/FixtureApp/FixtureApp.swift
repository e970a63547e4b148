public import Foundation
public import NibKit

/// What the app's tests need: its classes registered under the names its documents use, and the
/// bundle that holds the documents.
@MainActor
public enum FixtureApp {
    /// A registry with the app's controllers (a fresh one per test: registries are not shared).
    public static func registry() -> NibClassRegistry {
        let registry = NibClassRegistry()
        registry.register(InboxViewController.self)
        registry.register(MessageViewController.self)
        registry.register(SettingsViewController.self)
        registry.register(SignOutViewController.self)
        registry.register(ProfileViewController.self)
        return registry
    }

    /// The module's resources: Main.storyboard, ProfileView.xib, Broken.storyboard.
    public static var bundle: Bundle { .module }
}
