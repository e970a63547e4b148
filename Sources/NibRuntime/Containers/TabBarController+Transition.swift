extension TabBarController {
    func requestReconcile() {
        guard !reconcileQueued, let runner else { return }
        reconcileQueued = true
        runner.requestTransition(owner: self) { [weak self] in self?.attemptReconcile() ?? .none }
    }

    func attemptReconcile() -> TransitionAttempt {
        let selected = selectedViewController
        guard displayed !== selected else {
            reconcileQueued = false
            return .none
        }
        if appearanceState == .appearing || appearanceState == .disappearing { return .later }
        reconcileQueued = false
        guard appearanceState == .appeared, viewStorage?.windowStorage?.isVisible == true, let selected else {
            removeChildView(of: displayed)
            displayed = nil
            return .none
        }
        let from = displayed
        let run = TransitionRun(
            owner: ObjectIdentifier(self), duration: .zero, participants: [from, selected].compactMap { $0 })
        run.begin = { [self, from, selected] in
            selected.loadViewIfNeeded()
            selected.beginAppearanceTransition(true, animated: false)
            from?.beginAppearanceTransition(false, animated: false)
            installChildView(of: selected)
            displayed = selected
        }
        run.complete = { [self, from, selected] in
            removeChildView(of: from)
            from?.endAppearanceTransition()
            selected.endAppearanceTransition()
            if displayed !== selectedViewController { requestReconcile() }
        }
        return .start(run)
    }
}
