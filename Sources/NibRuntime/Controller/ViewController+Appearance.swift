import NibPrimitives

extension ViewController {
    /// Moves the appearance state machine: `true` starts appearing (`viewWillAppear`),
    /// `false` starts disappearing (`viewWillDisappear`); a call that does not change direction is
    /// ignored, and reversing a transition half-way is a cancel (no `did` callback in between).
    ///
    /// Containers that do not forward appearance automatically call this on their children; the
    /// runtime calls it for every transition it drives.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            deliver("viewWillAppear", [animatedArgument(animated)]) { viewWillAppear(animated) }
            if effectiveProfile.deliversViewIsAppearing { runner?.enqueueViewIsAppearing(self) }
            forwardAppearanceBegin(true, animated: animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            _ = runner?.dequeueViewIsAppearing(self)
            deliver("viewWillDisappear", [animatedArgument(animated)]) { viewWillDisappear(animated) }
            forwardAppearanceBegin(false, animated: animated)
        }
    }

    /// Completes the transition ``beginAppearanceTransition(_:animated:)`` started: `viewDidAppear`
    /// or `viewDidDisappear`. Ignored when no transition is in progress. In the modern profile a
    /// `viewIsAppearing` still owed is sent first.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            if runner?.dequeueViewIsAppearing(self) == true { deliverViewIsAppearing() }
            let animated = appearanceAnimated
            deliver("viewDidAppear", [animatedArgument(animated)]) { viewDidAppear(animated) }
            forwardAppearanceEnd()
        case .disappearing:
            appearanceState = .disappeared
            let animated = appearanceAnimated
            deliver("viewDidDisappear", [animatedArgument(animated)]) { viewDidDisappear(animated) }
            forwardAppearanceEnd()
        case .appeared, .disappeared:
            return
        }
    }

    /// The profile in effect for this controller: that of the window it is in (or its parent or
    /// presenter is in), else its runner's.
    public var effectiveProfile: Profile {
        var current: ViewController? = self
        var steps = 0
        while let controller = current, steps < 10_000 {
            if let window = controller.viewStorage?.windowStorage ?? controller.hostWindow {
                return window.effectiveProfile
            }
            current = controller.parent ?? controller.presentingViewController
            steps += 1
        }
        return runner?.profile ?? .modern
    }

    func deliverViewIsAppearing() {
        let animated = appearanceAnimated
        deliver("viewIsAppearing", [animatedArgument(animated)]) { viewIsAppearing(animated) }
    }

    func deliverViewWillLayoutSubviews() { deliver("viewWillLayoutSubviews") { viewWillLayoutSubviews() } }

    func deliverViewDidLayoutSubviews() { deliver("viewDidLayoutSubviews") { viewDidLayoutSubviews() } }

    func deliverDidReceiveMemoryWarning() { deliver("didReceiveMemoryWarning") { didReceiveMemoryWarning() } }

    func deliverViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        deliver("viewWillTransition", [TraceArgument("to", .size(size))]) {
            viewWillTransition(to: size, with: coordinator)
        }
    }

    func deliverWillTransition(to traits: TraitCollection, with coordinator: TransitionCoordinator) {
        deliver("willTransition", [TraceArgument("to", .string(traits.description))]) {
            willTransition(to: traits, with: coordinator)
        }
    }

    func deliverTraitCollectionDidChange(_ previous: TraitCollection?) {
        deliver(
            "traitCollectionDidChange", [TraceArgument("previous", previous.map { .string($0.description) } ?? .null)]
        ) {
            traitCollectionDidChange(previous)
        }
    }

    /// The traits of the window the view is in, else those of a default window.
    public var traitCollection: TraitCollection {
        if let window = viewStorage?.windowStorage ?? hostWindow { return window.traitCollection }
        return TraitCollection(
            width: Window.defaultSize.width, height: Window.defaultSize.height, idiom: .phone, style: .light)
    }

    func animatedArgument(_ animated: Bool) -> TraceArgument { TraceArgument("animated", .bool(animated)) }

    // MARK: Automatic forwarding

    private func forwardAppearanceBegin(_ appearing: Bool, animated: Bool) {
        guard shouldAutomaticallyForwardAppearanceMethods else {
            forwardedChildren = []
            return
        }
        if appearing { prepareForAppearanceForwarding() }
        var targets = childrenForAppearanceForwarding()
        for id in forwardedChildren {
            if let child = children.first(where: { ObjectIdentifier($0) == id }),
                !targets.contains(where: { $0 === child })
            {
                targets.append(child)
            }
        }
        if let runner { targets.removeAll { runner.isParticipant($0) } }
        forwardedChildren = targets.map { ObjectIdentifier($0) }
        for child in targets { child.beginAppearanceTransition(appearing, animated: animated) }
    }

    private func forwardAppearanceEnd() {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let targets = forwardedChildren.compactMap { id in children.first { ObjectIdentifier($0) == id } }
        forwardedChildren = []
        for child in targets { child.endAppearanceTransition() }
    }

    // MARK: Appearance driven by window moves

    /// Whether this controller's appearance follows its root view into and out of a visible window:
    /// true for a controller no transition, window, presentation or container drives — a bare
    /// subview's controller, or a child added to an appeared, auto-forwarding parent.
    var appearanceFollowsWindow: Bool {
        if let runner, runner.isParticipant(self) { return false }
        if hostWindow != nil || presentingViewController != nil { return false }
        if let parent {
            if let runner, runner.isParticipant(parent) { return false }
            return parent.shouldAutomaticallyForwardAppearanceMethods && parent.appearanceState == .appeared
        }
        return true
    }

    /// The root view is about to enter (or leave) a visible window: `viewWillAppear` (or
    /// `viewWillDisappear`) right inside the move, when the window drives this controller.
    func rootViewWillChangeVisibility(appearing: Bool) {
        guard appearanceFollowsWindow else { return }
        windowDrivenTransitionPending = true
        beginAppearanceTransition(appearing, animated: false)
    }

    /// The root view entered (or left) a visible window: the matching `did` callback.
    func rootViewDidChangeVisibility() {
        guard windowDrivenTransitionPending else { return }
        windowDrivenTransitionPending = false
        endAppearanceTransition()
    }
}
