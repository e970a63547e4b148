extension ViewController {
    /// An unwind segue: find the destination by its action,
    /// `prepare(for:sender:)` on the source, the destination's unwind action, then each container
    /// on the way gets `unwind(for:towards:)` and the presentations above the destination are
    /// dismissed. The order action → transition is not verified on a device; it is the common expectation.
    func runUnwind(_ template: SegueTemplate, sender: AnyObject?) throws(SegueError) {
        guard let action = template.unwindAction else {
            throw .unwindDestinationNotFound(action: "(none)", source: traceLabel)
        }
        guard let destination = unwindDestination(for: action, sender: sender) else {
            throw .unwindDestinationNotFound(action: action.rawValue, source: traceLabel)
        }
        let segue = StoryboardSegue(
            identifier: template.identifier, source: self, destination: destination, kind: .unwind,
            animates: template.animates, template: template)
        deliverPrepare(for: segue, sender: sender)
        destination.deliver(action.baseName, [TraceArgument("segue", template.identifier.map { .string($0) } ?? .null)]) {
            destination.performAction(action, sender: segue)
        }
        unwindTransitions(segue)
    }

    /// The controller an unwind with `action` goes back to: the siblings (most recent first, with
    /// their descendants) and then the parent, level by level up the parent links, then along the
    /// presenting controllers. The source itself is never a candidate.
    func unwindDestination(for action: ActionName, sender: AnyObject?) -> ViewController? {
        var current: ViewController = self
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let parent = current.parent {
                for sibling in parent.allowedChildrenForUnwinding(from: self) {
                    if let found = searchUnwind(in: sibling, action: action, sender: sender) { return found }
                }
                if parent.canPerformUnwindSegueAction(action, from: self, sender: sender) { return parent }
                current = parent
            } else if let presenting = current.presentingViewController {
                if let found = searchUnwind(in: presenting, action: action, sender: sender) { return found }
                current = presenting
            } else {
                return nil
            }
        }
        return nil
    }

    private func searchUnwind(in root: ViewController, action: ActionName, sender: AnyObject?) -> ViewController? {
        var stack: [(ViewController, Bool)] = [(root, false)]
        while let (controller, expanded) = stack.popLast() {
            if expanded {
                if controller !== self, controller.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                    return controller
                }
                continue
            }
            stack.append((controller, true))
            for child in controller.allowedChildrenForUnwinding(from: self).reversed() { stack.append((child, false)) }
        }
        return nil
    }

    /// Dismisses what is presented above the destination's context, then lets every container
    /// between the destination and the top show the destination's branch.
    private func unwindTransitions(_ segue: StoryboardSegue) {
        let destination = segue.destination
        let context = destination.rootAncestor
        if context.presentedViewController != nil {
            context.dismiss(animated: segue.animates)
        }
        var child = destination
        var steps = 0
        while let parent = child.parent, steps < Self.parentWalkLimit {
            steps += 1
            parent.deliver("unwind", [TraceArgument("for", segue.identifier.map { .string($0) } ?? .null), traceArgument("towards", child)]) {
                parent.unwind(for: segue, towards: child)
            }
            child = parent
        }
    }
}
