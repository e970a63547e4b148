extension NavigationController {
    /// Whether `controller` is in ``viewControllers``, in constant time.
    func isInStack(_ controller: ViewController) -> Bool { stackMembers.contains(ObjectIdentifier(controller)) }

    /// Puts `controller` on top of the stack.
    func stackAppend(_ controller: ViewController) {
        viewControllers.append(controller)
        stackMembers.insert(ObjectIdentifier(controller))
    }

    /// Takes the top controller off the stack (the stack is not empty).
    func stackRemoveLast() -> ViewController {
        let controller = viewControllers.removeLast()
        stackMembers.remove(ObjectIdentifier(controller))
        return controller
    }

    /// Takes every controller above `index` off the stack.
    func stackRemove(above index: Int) {
        for controller in viewControllers[(index + 1)...] { stackMembers.remove(ObjectIdentifier(controller)) }
        viewControllers.removeSubrange((index + 1)...)
    }

    /// Replaces the whole stack.
    func stackReplace(with controllers: [ViewController]) {
        viewControllers = controllers
        stackMembers = Set(controllers.map(ObjectIdentifier.init))
    }
}
