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
            removeShownView()
            displayed = nil
            return .none
        }
        let from = displayed
        let run = TransitionRun(owner: ObjectIdentifier(self), duration: .zero, participants: [from, selected].compactMap { $0 })
        run.begin = { [self, from, selected] in
            selected.loadViewIfNeeded()
            selected.beginAppearanceTransition(true, animated: false)
            from?.beginAppearanceTransition(false, animated: false)
            installShown(selected)
            displayed = selected
        }
        run.complete = { [self, from, selected] in
            if let outgoing = from?.viewStorage, let container = contentView ?? viewStorage, outgoing.superview === container {
                outgoing.removeFromSuperview()
            }
            from?.endAppearanceTransition()
            selected.endAppearanceTransition()
            if displayed !== selectedViewController { requestReconcile() }
        }
        return .start(run)
    }

    func installShown(_ controller: ViewController) {
        guard let container = contentView ?? viewStorage, let childView = controller.view else { return }
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(childView)
    }

    func removeShownView() {
        guard let shown = displayed?.viewStorage, let container = contentView ?? viewStorage, shown.superview === container
        else { return }
        shown.removeFromSuperview()
    }
}
