extension ViewController {
    /// An unwind segue: find the destination by its action,
    /// `prepare(for:sender:)` on the source, the destination's unwind action, then each container
    /// on the way gets `unwind(for:towards:)` and the presentations above the destination are
    /// dismissed. The order action → transition is not verified on a device; it is the common expectation.
    func runUnwind(_ template: SegueTemplate, sender: AnyObject?) throws(SegueError) {
        guard let action = template.unwindAction else {
            throw .unwindDestinationNotFound(action: "(none)", source: traceLabel)
        }
        let standIns = template.unwindStandInClass
        guard let destination = unwindDestination(for: action, sender: sender, standIns: standIns) else {
            throw .unwindDestinationNotFound(action: action.rawValue, source: traceLabel)
        }
        let segue = StoryboardSegue(
            identifier: template.identifier, source: self, destination: destination, kind: .unwind,
            animates: template.animates, template: template)
        deliverPrepare(for: segue, sender: sender)
        let identifier = TraceArgument("segue", template.identifier.map { .string($0) } ?? .null)
        if !destination.canPerformUnwindSegueAction(action, from: self, sender: sender),
            let standIn = standIns?(destination)
        {
            // A stand-in has no code to run: the trace says who answered and why.
            destination.record(
                action.baseName, [identifier, TraceArgument("answeredBy", .string("stand-in for \(standIn)"))])
        } else {
            destination.deliver(action.baseName, [identifier]) { destination.performAction(action, sender: segue) }
        }
        unwindTransitions(segue)
    }

    /// The controller an unwind with `action` goes back to: the siblings (most recent first, with
    /// their descendants) and then the parent, level by level up the parent links, then along the
    /// presenting controllers. The source itself is never a candidate. A candidate answers when it
    /// implements the action (``canPerformUnwindSegueAction(_:from:sender:)``) or, with `standIns`,
    /// when it is a stand-in for an unregistered class (whose code the document cannot show).
    func unwindDestination(
        for action: ActionName, sender: AnyObject?, standIns: ((ViewController) -> String?)? = nil
    ) -> ViewController? {
        func answers(_ candidate: ViewController) -> Bool {
            if candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) { return true }
            return candidate.isScreenToGoBackTo && standIns?(candidate) != nil
        }
        var current: ViewController = self
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let parent = current.parent {
                for sibling in parent.allowedChildrenForUnwinding(from: self) {
                    if let found = searchUnwind(in: sibling, answers: answers) { return found }
                }
                if answers(parent) { return parent }
                current = parent
            } else if let presenting = current.presentingViewController {
                if let found = searchUnwind(in: presenting, answers: answers) { return found }
                current = presenting
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether an unwind can return to this controller as a screen: a root, a presenter, or a child
    /// of a container whose children are screens (a navigation stack entry, a tab, a split column, a
    /// page); not a child embedded in another controller's view. Stand-ins answer only there.
    var isScreenToGoBackTo: Bool {
        guard let parent else { return true }
        return parent is NavigationController || parent is TabBarController || parent is SplitViewController
            || parent is PageViewController
    }

    private func searchUnwind(in root: ViewController, answers: (ViewController) -> Bool) -> ViewController? {
        var stack: [(ViewController, Bool)] = [(root, false)]
        while let (controller, expanded) = stack.popLast() {
            if expanded {
                if controller !== self, answers(controller) {
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
            parent.deliver(
                "unwind",
                [TraceArgument("for", segue.identifier.map { .string($0) } ?? .null), traceArgument("towards", child)]
            ) {
                parent.unwind(for: segue, towards: child)
            }
            child = parent
        }
    }
}
