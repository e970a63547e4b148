/// Which runner an object reports to.
///
/// An object reports to the runner of the window it is in. Before it joins a window it reports to
/// the runner it was created for: the one given explicitly (``Storyboard/runner``,
/// ``Nib/instantiate(owner:externalObjects:runner:)``, ``Runner/instantiateInitialViewController(from:)``),
/// else the ``Runner/current`` one at its creation. Moving a controller tree into a window (as a
/// root, a child or a presentation) rebinds the whole tree to that window's runner, so that its later
/// callbacks, its `deinit` and ``Runner/liveControllers`` follow it.
extension Runner {
    /// The runners loads are running for, innermost last; objects created meanwhile bind to the last.
    @exclusivity(unchecked) private static var bindingStack: [Runner] = []

    /// The runner a newly created object binds to: the one a load runs for, else ``current``.
    package static var forNewObjects: Runner? { bindingStack.last ?? current }

    /// Runs `body` (synchronous: nothing else can interleave) with objects it creates bound to
    /// `runner`; with nil, to whatever they would bind to anyway.
    package static func binding<T>(_ runner: Runner?, _ body: () throws -> T) rethrows -> T {
        guard let runner else { return try body() }
        bindingStack.append(runner)
        defer { bindingStack.removeLast() }
        return try body()
    }

    /// Moves `controller` from the live-controller list of another runner to this one's.
    func takeOver(_ controller: ViewController, from old: Runner?) {
        guard old !== self else { return }
        old?.controllers.removeAll { $0.controller === controller }
        register(controller)
    }
}

extension ViewController {
    /// The runner of the window this controller's tree is in, if it is in one: its own window, its
    /// view's, or an ancestor's or presenter's.
    var windowRunner: Runner? {
        var controller: ViewController? = self
        var steps = 0
        while let current = controller, steps < Self.parentWalkLimit {
            if let window = current.hostWindow ?? current.viewStorage?.windowStorage, let runner = window.runnerStorage
            {
                return runner
            }
            controller = current.parent ?? current.presentingViewController
            steps += 1
        }
        return nil
    }

    /// Binds this controller, its children and what it presents (transitively) to `runner`.
    func bindTree(to runner: Runner?) {
        guard let runner else { return }
        var pending: [ViewController] = [self]
        var seen: Set<ObjectIdentifier> = []
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if controller.assignedRunner !== runner {
                runner.takeOver(controller, from: controller.assignedRunner)
                controller.assignedRunner = runner
            }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
    }
}
