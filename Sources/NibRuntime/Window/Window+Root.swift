public import NibPrimitives

extension Window {
    /// The root controller. Setting it loads the controller's view at once (an order not
    /// verified on a device; it is what is commonly observed). The view enters the window when the
    /// window is shown (``makeKeyAndVisible()``); on a visible window, replacing the root is a
    /// transition on the next turn (old root's `viewWillDisappear`, new root's `viewWillAppear`,
    /// layout, old root's `viewDidDisappear`, new root's `viewDidAppear`).
    public var rootViewController: ViewController? {
        get { rootStorage }
        set { setRootViewController(newValue) }
    }

    private func setRootViewController(_ controller: ViewController?) {
        guard controller !== rootStorage else { return }
        let old = rootStorage
        rootStorage = controller
        if let controller {
            controller.hostWindow = self
            controller.bindTree(to: runnerStorage)
            controller.loadViewIfNeeded()
            if let view = controller.viewIfLoaded {
                // The root view is in the window from here on (`view.window` is set), as UIKit's setter
                // puts it there; its appearance, and that of bare-subview controllers inside it, waits
                // for the root transition.
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertsRootViewQuietly = true
                insertSubview(view, at: 0)
                insertsRootViewQuietly = false
            }
        }
        guard isVisible, let runner = runnerStorage else {
            if let old {
                if old.viewStorage?.superview === self { old.viewStorage?.removeFromSuperview() }
                if old.hostWindow === self { old.hostWindow = nil }
            }
            return
        }
        runner.requestTransition(owner: self) { [self, old, controller] in
            .start(rootTransition(from: old, to: controller))
        }
    }

    /// Shows the window and makes it key; the root controller appears on the next turn.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        if let runner = runnerStorage {
            for other in runner.windows where other !== self { other.isKeyWindow = false }
        }
        guard isHidden else { return }
        isHidden = false
        runnerStorage?.layoutDirty = true
        runnerStorage?.displayDirty = true
        if let root = rootStorage, root.appearanceState == .disappeared, let runner = runnerStorage {
            runner.requestTransition(owner: self) { [self, root] in
                guard rootStorage === root, root.appearanceState == .disappeared else { return .none }
                return .start(rootTransition(from: nil, to: root))
            }
        }
    }

    private func rootTransition(from old: ViewController?, to new: ViewController?) -> TransitionRun {
        let run = TransitionRun(
            owner: ObjectIdentifier(self), duration: .zero, participants: [old, new].compactMap { $0 })
        run.begin = { [self, old, new] in
            old?.beginAppearanceTransition(false, animated: false)
            if let new {
                new.loadViewIfNeeded()
                new.beginAppearanceTransition(true, animated: false)
                if let view = new.view {
                    if view.superview === self {
                        view.announceVisibility()
                    } else {
                        view.frame = bounds
                        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        insertSubview(view, at: 0)
                    }
                }
            }
        }
        run.complete = { [self, old, new] in
            if let old {
                if old.viewStorage?.superview === self { old.viewStorage?.removeFromSuperview() }
                old.endAppearanceTransition()
                if old.hostWindow === self { old.hostWindow = nil }
            }
            new?.endAppearanceTransition()
        }
        return run
    }

    /// Changes the window's size through a size transition on the next turn:
    /// when the size classes change, `willTransition(to:with:)` on the root (forwarded to children
    /// and presented controllers); `viewWillTransition(to:with:)` likewise, root first; the window and
    /// its full-window views resize; the coordinator's alongside blocks; layout at once; then, when
    /// the traits changed, `traitCollectionDidChange` on every controller on screen, parents first;
    /// the coordinator's completions when the animation ends. In the modern profile the trait change
    /// (and the trait-change registrations) reach each controller just before its own layout,
    /// parents first, as iOS 17 updates traits right before layout; a controller whose view is not in
    /// the window then (covered by a full-screen presentation) gets it when its view is back and laid
    /// out. The seed profile keeps the documented order: layout first, then the trait changes.
    public func transition(to size: Size, animated: Bool = true) {
        guard let runner = runnerStorage else { return }
        runner.requestTransition(owner: self) { [self] in
            if effectiveProfile.deliversRotationCallbacks {
                return .start(rotationRun(to: size, animated: animated, runner: runner))
            }
            let duration = animated ? runner.sizeTransitionDuration : .zero
            let coordinator = TransitionCoordinator(isAnimated: animated, transitionDuration: duration)
            let run = TransitionRun(owner: ObjectIdentifier(self), duration: duration, participants: [])
            run.begin = { [self] in
                let before = traitCollection
                let after = TraitCollection(
                    width: size.width, height: size.height, idiom: idiom, style: userInterfaceStyle)
                let root = rootStorage
                if before != after { root?.deliverWillTransition(to: after, with: coordinator) }
                root?.deliverViewWillTransition(to: size, with: coordinator)
                frame = Rect(origin: frame.origin, size: size)
                coordinator.runAlongside()
                if effectiveProfile.updatesTraitsBeforeLayout {
                    // iOS 17: each controller's traits update just before its own layout.
                    if before != after {
                        for controller in controllersOnScreen() { controller.viewStorage?.setNeedsLayout() }
                    }
                    layoutIfNeeded()
                } else {
                    layoutIfNeeded()
                    if before != after {
                        for controller in controllersOnScreen() {
                            controller.deliverTraitChange(from: before, to: after)
                        }
                    }
                }
            }
            run.complete = { coordinator.runCompletions() }
            return .start(run)
        }
    }

    /// Sets light or dark; every controller on screen gets `traitCollectionDidChange` at once when it
    /// changes.
    public func setUserInterfaceStyle(_ style: UserInterfaceStyle) {
        guard style != userInterfaceStyle else { return }
        let before = traitCollection
        userInterfaceStyle = style
        let after = traitCollection
        for controller in controllersOnScreen() {
            controller.deliverTraitChange(from: controller.deliveredTraits ?? before, to: after)
        }
    }

    /// The controllers whose views are in this window, parents before children, the root's tree
    /// before what it presents.
    package func controllersOnScreen() -> [ViewController] {
        var result: [ViewController] = []
        var stack: [ViewController] = []
        if let root = rootStorage { stack.append(root) }
        while let controller = stack.popLast() {
            if controller.viewStorage?.windowStorage === self { result.append(controller) }
            if let presented = controller.presentedViewController { stack.append(presented) }
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }
}
