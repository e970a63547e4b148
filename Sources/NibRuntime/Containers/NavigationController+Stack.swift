import NibDiagnostics

extension NavigationController {
    /// Pushes `controller`; it becomes ``topViewController`` at once and appears on a later turn.
    /// Pushing a controller already in the stack is refused with an error diagnostic. Pushing
    /// the controller a pop in flight takes away ends that pop first.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        endTransitionInFlight(involving: [controller])
        if isInStack(controller) {
            runner?.report(.pushExistingController(controller.traceLabel, stack: traceLabel))
            return
        }
        guard !wouldLoop(adopting: controller) else {
            runner?.report(.pushCycle(controller.traceLabel, onto: traceLabel))
            return
        }
        adoptForPush(controller)
        stackAppend(controller)
        requestReconcile(animated: animated)
    }

    /// Pops the top controller. When the top is still arriving or being revealed by a transition
    /// in flight (a push that has not finished animating), that transition ends first, so the
    /// controller gets its `viewDidAppear` and `didMove(toParent:)` before it starts to leave.
    /// - Returns: The popped controller; nil when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        endTransitionInFlight(involving: Array(viewControllers.suffix(1)))
        guard viewControllers.count > 1 else { return nil }
        let popped = stackRemoveLast()
        beginRemoval(popped)
        requestReconcile(animated: animated)
        return popped
    }

    /// Pops every controller above `controller`.
    /// - Returns: The popped controllers (bottom first); nil when `controller` is not in the stack.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        if isInStack(controller), let index = viewControllers.lastIndex(where: { $0 === controller }) {
            endTransitionInFlight(involving: Array(viewControllers[(index + 1)...]))
        }
        guard isInStack(controller), let index = viewControllers.lastIndex(where: { $0 === controller }) else {
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        stackRemove(above: index)
        for controller in popped.reversed() { beginRemoval(controller) }
        requestReconcile(animated: animated)
        return popped
    }

    /// Pops every controller but the root.
    /// - Returns: The popped controllers (bottom first); nil when the stack is empty.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; one transition goes from what is shown to the new top.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let leaving = viewControllers.filter { old in !controllers.contains { $0 === old } }
        endTransitionInFlight(
            involving: leaving + controllers.filter { new in !viewControllers.contains { $0 === new } })
        var unique: [ViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) {
            guard !wouldLoop(adopting: controller) else {
                runner?.report(.stackCycle(controller.traceLabel, in: traceLabel))
                continue
            }
            unique.append(controller)
        }
        let old = viewControllers
        for controller in old where !unique.contains(where: { $0 === controller }) { beginRemoval(controller) }
        for controller in unique where !old.contains(where: { $0 === controller }) { adoptForPush(controller) }
        stackReplace(with: unique)
        requestReconcile(animated: animated)
    }

    var notifiesContainment: Bool { effectiveProfile.notifiesNavigationContainment }

    /// Ends this controller's transition in flight when one of `controllers` takes part in it
    /// (`Runner.endTransitionInFlight(owner:involving:)`).
    func endTransitionInFlight(involving controllers: [ViewController]) {
        guard !controllers.isEmpty else { return }
        runner?.endTransitionInFlight(owner: self, involving: controllers)
    }

    func adoptForPush(_ controller: ViewController) {
        if let pending = removalPending.firstIndex(where: { $0 === controller }) {
            removalPending.remove(at: pending)
            controller.isMovingFromParent = false
            return
        }
        if notifiesContainment {
            addChild(controller)
        } else {
            adoptSilently(controller)
            controller.isMovingToParent = true
        }
        awaitingDidMove.append(controller)
    }

    /// The first half of removing `controller`: `willMove(toParent: nil)` (modern) and
    /// ``ViewController/isMovingFromParent``. A controller whose push had not finished stops moving
    /// to this container: it is never marked as moving both ways.
    func beginRemoval(_ controller: ViewController) {
        awaitingDidMove.removeAll { $0 === controller }
        removalPending.append(controller)
        controller.isMovingToParent = false
        if notifiesContainment {
            controller.callWillMove(toParent: nil)
        } else {
            controller.isMovingFromParent = true
        }
    }

    /// The second half of containment, once the children are in place: `didMove(toParent:)` for the
    /// added, `removeFromParent` for the removed (silent in the seed profile).
    func finishContainment(added: [ViewController], removed: [ViewController]) {
        let notify = notifiesContainment
        for controller in added where controller.parent === self {
            if notify {
                controller.callDidMove(toParent: self)
            } else {
                controller.isMovingToParent = false
            }
        }
        for controller in removed where !isInStack(controller) {
            if notify {
                controller.removeFromParent()
            } else {
                releaseSilently(controller)
            }
        }
    }
}

extension Diagnostic {
    /// `push-existing-controller`: a push of a controller already in the stack.
    nonisolated static func pushExistingController(_ controller: String, stack: String) -> Diagnostic {
        Diagnostic(
            id: .pushExistingController, severity: .error,
            message: "'\(controller)' is already in the stack of '\(stack)'",
            location: nil)
    }

    /// `relationship-cycle`: a push of a controller that contains the navigation controller.
    nonisolated static func pushCycle(_ controller: String, onto navigation: String) -> Diagnostic {
        Diagnostic(
            id: .relationshipCycle, severity: .error,
            message: "cannot push '\(controller)' onto '\(navigation)': it contains '\(navigation)'", location: nil)
    }

    /// `relationship-cycle`: a stack given a controller that contains the navigation controller.
    nonisolated static func stackCycle(_ controller: String, in navigation: String) -> Diagnostic {
        Diagnostic(
            id: .relationshipCycle, severity: .error,
            message: "'\(navigation)' cannot stack '\(controller)': it contains '\(navigation)'", location: nil)
    }
}
