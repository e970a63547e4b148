import NibPrimitives

extension Runner {
    func recordApp(_ object: String, _ event: String) {
        guard trace.records(.app) else { return }
        trace.record(TraceEvent(object: object, className: object, event: event, category: .app))
    }

    /// The scene goes to the background: `sceneWillResignActive`, then `sceneDidEnterBackground`.
    /// No controller gets an appearance callback. With
    /// ``simulatesBackgroundSnapshotTraitFlips`` every visible controller also gets
    /// `traitCollectionDidChange` twice, the style flipped and flipped back.
    public func enterBackground() {
        guard sceneState != .background else { return }
        recordApp("Scene", "sceneWillResignActive")
        sceneDelegate?.sceneWillResignActive()
        sceneState = .inactive
        recordApp("Scene", "sceneDidEnterBackground")
        sceneDelegate?.sceneDidEnterBackground()
        sceneState = .background
        if simulatesBackgroundSnapshotTraitFlips {
            for window in windows where window.isVisible {
                let original = window.userInterfaceStyle
                window.setUserInterfaceStyle(original == .dark ? .light : .dark)
                window.setUserInterfaceStyle(original)
            }
        }
    }

    /// The scene comes back: `sceneWillEnterForeground`, then `sceneDidBecomeActive`; again no
    /// appearance callback.
    public func enterForeground() {
        guard sceneState == .background else { return }
        recordApp("Scene", "sceneWillEnterForeground")
        sceneDelegate?.sceneWillEnterForeground()
        sceneState = .inactive
        recordApp("Scene", "sceneDidBecomeActive")
        sceneDelegate?.sceneDidBecomeActive()
        sceneState = .active
    }

    /// A memory warning: the app delegate's `applicationDidReceiveMemoryWarning`, then
    /// `didReceiveMemoryWarning` on every live controller in creation order.
    ///
    /// Under ``MemoryPolicy/modern`` no view is unloaded. Under ``MemoryPolicy/legacyIOS5`` a
    /// controller whose view is loaded but in no window then gets `viewWillUnload`, loses its view and
    /// gets `viewDidUnload`.
    public func simulateMemoryWarning() {
        recordApp("App", "applicationDidReceiveMemoryWarning")
        sceneDelegate?.applicationDidReceiveMemoryWarning()
        for controller in liveControllers {
            controller.deliverDidReceiveMemoryWarning()
            if memoryPolicy == .legacyIOS5, let view = controller.viewIfLoaded, view.window == nil {
                controller.unloadViewForMemoryWarning()
            }
        }
    }

    /// Rotates `window`: its width and height swap through an animated size transition.
    public func rotate(_ window: Window, animated: Bool = true) {
        window.transition(to: Size(width: window.bounds.height, height: window.bounds.width), animated: animated)
    }
}
