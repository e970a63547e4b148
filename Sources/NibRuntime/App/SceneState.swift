/// Where the scene is in its life.
nonisolated public enum SceneState: String, Sendable, Hashable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
}
