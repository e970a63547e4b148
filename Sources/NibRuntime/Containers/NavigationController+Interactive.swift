extension NavigationController {
    /// Starts an edge-swipe pop: the top controller leaves the stack at once (and, in the modern
    /// profile, gets `willMove(toParent: nil)`); on the next turn it gets `viewWillDisappear` and the
    /// one below `viewWillAppear`. Then ``finishInteractivePop()`` or ``cancelInteractivePop()``.
    /// - Returns: false when there is nothing to pop, a transition is running, or the controller is
    ///   not on screen.
    @discardableResult
    public func beginInteractivePop() -> Bool {
        guard viewControllers.count > 1, let runner, !runner.hasTransition(owner: self),
            appearanceState == .appeared, viewStorage?.windowStorage?.isVisible == true,
            let from = displayed, from === viewControllers.last
        else { return false }
        let popped = stackRemoveLast()
        beginRemoval(popped)
        guard let to = viewControllers.last else { return false }
        let added = awaitingDidMove
        let removed = removalPending
        awaitingDidMove = []
        removalPending = []
        let run = stackTransition(from: from, to: to, added: added, removed: removed, interactive: true)
        run.cancel = { [self, popped, to] in cancelPop(popped: popped, revealed: to) }
        interactiveRun = run
        runner.requestTransition(owner: self) { .start(run) }
        return true
    }

    /// Lets the swipe finish: the same callbacks as a pop.
    @discardableResult
    public func finishInteractivePop() -> Bool {
        guard let run = interactiveRun, let runner else { return false }
        return runner.resolveInteractive(run, cancel: false)
    }

    /// Cancels the swipe: the revealed controller gets `viewWillDisappear` and
    /// `viewDidDisappear` (it never got `viewDidAppear`), the popped one `viewWillAppear` and
    /// `viewDidAppear`, and it is back on the stack, not released.
    ///
    /// Choices not verified on a device: the flags are all false in those four callbacks, and in the modern
    /// profile the controller gets `didMove(toParent:)` with this container afterwards, pairing the
    /// `willMove(toParent: nil)` of the swipe's start.
    @discardableResult
    public func cancelInteractivePop() -> Bool {
        guard let run = interactiveRun, let runner else { return false }
        return runner.resolveInteractive(run, cancel: true)
    }

    private func cancelPop(popped: ViewController, revealed: ViewController) {
        revealed.beginAppearanceTransition(false, animated: true)
        revealed.endAppearanceTransition()
        removeChildView(of: revealed)
        stackAppend(popped)
        popped.isMovingFromParent = false
        displayed = popped
        popped.beginAppearanceTransition(true, animated: true)
        popped.endAppearanceTransition()
        if notifiesContainment { popped.callDidMove(toParent: self) }
    }
}

extension ViewController {
    /// The nearest navigation controller this controller is inside.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
}
