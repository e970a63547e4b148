extension NavigationController {
    func requestReconcile(animated: Bool) {
        pendingAnimated = animated
        guard !reconcileQueued, let runner else { return }
        reconcileQueued = true
        runner.requestTransition(owner: self) { [weak self] in self?.attemptReconcile() ?? .none }
    }

    /// Decides, in a transitions phase, what the stack changes since the last transition need.
    func attemptReconcile() -> TransitionAttempt {
        let top = viewControllers.last
        guard displayed !== top || !awaitingDidMove.isEmpty || !removalPending.isEmpty else {
            reconcileQueued = false
            return .none
        }
        if appearanceState == .appearing || appearanceState == .disappearing { return .later }
        reconcileQueued = false
        let added = awaitingDidMove
        let removed = removalPending
        awaitingDidMove = []
        removalPending = []
        let visible = appearanceState == .appeared && viewStorage?.windowStorage?.isVisible == true
        guard visible, let top else {
            if displayed !== top {
                removeChildView(of: displayed)
                displayed = nil
            }
            finishContainment(added: added, removed: removed)
            return .none
        }
        guard displayed !== top else {
            finishContainment(added: added, removed: removed)
            return .none
        }
        return .start(stackTransition(from: displayed, to: top, added: added, removed: removed, interactive: false))
    }

    /// The transition from the shown controller to `to`: a pop when `from` left the stack, a push
    /// otherwise.
    func stackTransition(
        from: ViewController?, to: ViewController, added: [ViewController], removed: [ViewController], interactive: Bool
    ) -> TransitionRun {
        let isPop = from.map { !isInStack($0) } ?? false
        let animated = interactive || (pendingAnimated && from != nil)
        let relayoutOutgoing = effectiveProfile.relayoutsOutgoingControllerOnPush && !isPop
        let duration = animated ? (runner?.transitionDuration ?? .zero) : .zero
        let run = TransitionRun(
            owner: ObjectIdentifier(self), duration: duration, isInteractive: interactive,
            participants: [from, to].compactMap { $0 })
        run.begin = { [self, from, to] in
            to.loadViewIfNeeded()
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
            installChildView(of: to, below: isPop ? from : nil)
            displayed = to
        }
        run.animationStarted = { [from] in
            if relayoutOutgoing { from?.viewStorage?.setNeedsLayout() }
        }
        run.complete = { [self, from, to] in
            removeChildView(of: from)
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
            finishContainment(added: added, removed: removed)
            if displayed !== viewControllers.last || !awaitingDidMove.isEmpty || !removalPending.isEmpty {
                requestReconcile(animated: pendingAnimated)
            }
        }
        return run
    }
}
