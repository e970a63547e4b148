/// Receives the app and scene events the runner simulates. Every requirement has an empty default,
/// so implement only what you need.
///
/// These are the only callbacks background and foreground deliver: view controllers get no
/// appearance callbacks for them.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene is about to stop receiving events.
    func sceneWillResignActive()
    /// The scene went to the background.
    func sceneDidEnterBackground()
    /// The scene is about to come back to the foreground.
    func sceneWillEnterForeground()
    /// The scene is receiving events again.
    func sceneDidBecomeActive()
    /// The system is low on memory (sent before any controller hears of it).
    func applicationDidReceiveMemoryWarning()
}

extension SceneDelegate {
    /// Does nothing.
    public func sceneWillResignActive() {}
    /// Does nothing.
    public func sceneDidEnterBackground() {}
    /// Does nothing.
    public func sceneWillEnterForeground() {}
    /// Does nothing.
    public func sceneDidBecomeActive() {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning() {}
}
