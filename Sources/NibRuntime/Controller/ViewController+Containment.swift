import NibDiagnostics

extension ViewController {
    /// Adds `child`: sets ``isMovingToParent`` and calls `child.willMove(toParent: self)`; the
    /// container calls `child.didMove(toParent: self)` itself when the child is in place.
    /// A child of another container is removed from it first.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        guard !wouldLoop(adopting: child) else {
            runner?.report(.containmentCycle(traceLabel, child: child.traceLabel, isSelf: child === self))
            return
        }
        if child.parent != nil { child.removeFromParent() }
        child.bindTree(to: runner)
        child.isMovingToParent = true
        child.callWillMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`; the container
    /// calls `willMove(toParent: nil)` itself beforehand.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.forwardedChildren.removeAll { $0 == ObjectIdentifier(self) }
        self.parent = nil
        callDidMove(toParent: nil)
    }

    /// Calls `willMove(toParent:)` as the runtime, recording it whether or not the override calls
    /// `super`.
    func callWillMove(toParent newParent: ViewController?) {
        if newParent == nil && parent != nil { isMovingFromParent = true }
        record("willMove", [traceArgument("toParent", newParent)])
        runtimeIsCallingContainment = true
        willMove(toParent: newParent)
        runtimeIsCallingContainment = false
    }

    /// Calls `didMove(toParent:)` as the runtime; the moving flags are clear afterwards.
    func callDidMove(toParent newParent: ViewController?) {
        record("didMove", [traceArgument("toParent", newParent)])
        runtimeIsCallingContainment = true
        didMove(toParent: newParent)
        runtimeIsCallingContainment = false
        isMovingToParent = false
        isMovingFromParent = false
    }

    /// Makes `child` a child without containment callbacks (relationship segues: the child is
    /// already in place when the container exists).
    /// Refuses (with a `relationship-cycle` error) a child that is this controller or one of its
    /// ancestors: the parent links would loop.
    /// - Returns: Whether `child` is a child of this controller afterwards.
    @discardableResult
    func adoptSilently(_ child: ViewController) -> Bool {
        guard child.parent !== self else { return true }
        guard !wouldLoop(adopting: child) else {
            runner?.report(.containedChildCycle(traceLabel, child: child.traceLabel, isSelf: child === self))
            return false
        }
        if let old = child.parent {
            old.children.removeAll { $0 === child }
            old.forwardedChildren.removeAll { $0 == ObjectIdentifier(child) }
        }
        children.append(child)
        child.parent = self
        return true
    }

    /// Whether making `child` a child of this controller would make the parent links loop: `child`
    /// is this controller or one of its ancestors.
    package func wouldLoop(adopting child: ViewController) -> Bool {
        child === self || isSelfOrDescendant(of: child)
    }

    /// How many parent links a walk follows at most: parent links never loop (``addChild(_:)`` and
    /// ``adoptSilently(_:)`` refuse it), but a walk must end even if they did.
    package static let parentWalkLimit = 10_000

    /// Removes `child` without containment callbacks.
    func releaseSilently(_ child: ViewController) {
        guard child.parent === self else { return }
        children.removeAll { $0 === child }
        forwardedChildren.removeAll { $0 == ObjectIdentifier(child) }
        child.parent = nil
        child.isMovingToParent = false
        child.isMovingFromParent = false
    }

    /// Whether this controller is `ancestor` or one of its descendants along parent links.
    func isSelfOrDescendant(of ancestor: ViewController) -> Bool {
        var current: ViewController? = self
        var steps = 0
        while let controller = current, steps < Self.parentWalkLimit {
            if controller === ancestor { return true }
            current = controller.parent
            steps += 1
        }
        return false
    }

    /// Whether `ancestor` contains this controller: as a parent, or as the presenter of this
    /// controller or of one of its ancestors.
    func isInside(_ ancestor: ViewController) -> Bool {
        var current: ViewController? = parent ?? presentingViewController
        var steps = 0
        while let controller = current, steps < Self.parentWalkLimit {
            if controller === ancestor { return true }
            current = controller.parent ?? controller.presentingViewController
            steps += 1
        }
        return false
    }

    /// The topmost ancestor along parent links (this controller when it has no parent).
    var rootAncestor: ViewController {
        var controller = self
        var steps = 0
        while let parent = controller.parent, steps < Self.parentWalkLimit {
            controller = parent
            steps += 1
        }
        return controller
    }

    /// The nearest ancestor (not this controller) of type `T`.
    func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var current = parent
        var steps = 0
        while let controller = current, steps < Self.parentWalkLimit {
            if let match = controller as? T { return match }
            current = controller.parent
            steps += 1
        }
        return nil
    }
}

extension Diagnostic {
    /// `containment-cycle`: a controller added as a child of itself or of a controller it contains.
    nonisolated static func containmentCycle(_ parent: String, child: String, isSelf: Bool) -> Diagnostic {
        Diagnostic(
            id: .containmentCycle, severity: .error,
            message:
                "'\(parent)' cannot add '\(child)' as a child: \(isSelf ? "it is that controller" : "that controller already contains it")",
            location: nil)
    }

    /// `relationship-cycle`: a container that would contain itself through a child.
    nonisolated static func containedChildCycle(_ parent: String, child: String, isSelf: Bool) -> Diagnostic {
        let reason = isSelf ? "it is that controller" : "that controller already contains it"
        return Diagnostic(
            id: .relationshipCycle, severity: .error,
            message: "'\(parent)' cannot contain '\(child)': \(reason); the child is not adopted", location: nil)
    }
}
