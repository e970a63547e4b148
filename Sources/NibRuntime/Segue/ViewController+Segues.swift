extension ViewController {
    /// Performs the segue `identifier` from code: `shouldPerformSegue` is *not* asked;
    /// the destination is created (view not loaded), `prepare(for:sender:)` runs, then the
    /// transition. Failures (unknown identifier, destination error) become diagnostics, as UIKit's
    /// exceptions would stop the app.
    public func performSegue(withIdentifier identifier: String, sender: AnyObject?) {
        do {
            try runSegue(withIdentifier: identifier, sender: sender, userInitiated: false)
        } catch {
            runner?.report(.segueFailed(error))
        }
    }

    /// Runs the segue `identifier`, throwing instead of reporting.
    /// - Parameters:
    ///   - identifier: The segue's identifier in the storyboard.
    ///   - sender: What `prepare(for:sender:)` receives as sender.
    ///   - userInitiated: true to behave as a control that triggers it (asks `shouldPerformSegue`
    ///     first), false as ``performSegue(withIdentifier:sender:)``.
    /// - Throws: ``SegueError`` when the identifier is unknown or the destination cannot be made.
    public func runSegue(withIdentifier identifier: String, sender: AnyObject?, userInitiated: Bool) throws(SegueError)
    {
        guard let template = segueTemplate(withIdentifier: identifier) else {
            throw .unknownIdentifier(identifier, source: traceLabel)
        }
        try runSegue(template, sender: sender, userInitiated: userInitiated)
    }

    /// The template for `identifier`: from ``segueTemplates``, else from ``segueHandler``.
    public func segueTemplate(withIdentifier identifier: String) -> SegueTemplate? {
        if let template = segueTemplates.first(where: { $0.identifier == identifier }) { return template }
        guard let template = segueHandler?.segueTemplate(withIdentifier: identifier, for: self) else { return nil }
        template.source = self
        return template
    }

    func performSegueReportingErrors(_ template: SegueTemplate, sender: AnyObject?, userInitiated: Bool) {
        do {
            try runSegue(template, sender: sender, userInitiated: userInitiated)
        } catch {
            runner?.report(.segueFailed(error, at: template.location))
        }
    }

    /// Runs `template` from this controller.
    func runSegue(_ template: SegueTemplate, sender: AnyObject?, userInitiated: Bool) throws(SegueError) {
        if userInitiated {
            let identifier = template.identifier ?? ""
            var allowed = true
            deliver(
                "shouldPerformSegue",
                // An unnamed segue prints as nil here as in `prepare(for:sender:)`.
                [
                    TraceArgument("withIdentifier", template.identifier.map { .string($0) } ?? .null),
                    traceArgument("sender", sender),
                ]
            ) { allowed = shouldPerformSegue(withIdentifier: identifier, sender: sender) }
            if let answer = runner?.shouldPerformSegueAnswers[identifier] { allowed = answer }
            guard allowed else { return }
        }
        if template.kind == .unwind {
            try runUnwind(template, sender: sender)
            return
        }
        guard let factory = template.destination else {
            if template.kind == .relationship { return }
            throw .destinationFailed(
                identifier: template.identifier, message: "the template names no destination",
                location: template.location)
        }
        let embeds = template.kind == .embed || template.performsOnViewLoad
        if embeds, EmbedChain.contains(template.destinationSceneKey) {
            reportEmbedCycle(template, destination: template.destinationLabel ?? "its destination")
            return
        }
        let destination: ViewController
        do {
            destination = try Runner.binding(runner) { try factory() }
        } catch {
            throw .destinationFailed(identifier: template.identifier, message: "\(error)", location: template.location)
        }
        if embeds, EmbedChain.contains(destination.sceneKey) {
            reportEmbedCycle(template, destination: destination.traceLabel)
            return
        }
        if case .custom(let className) = template.kind, template.segueClass == nil, template.customPerform == nil {
            throw .unknownSegueClass(identifier: template.identifier, className: className, location: template.location)
        }
        let segue = (template.segueClass ?? StoryboardSegue.self).init(
            identifier: template.identifier, source: self, destination: destination, kind: template.kind,
            animates: template.animates, template: template)
        deliverPrepare(for: segue, sender: sender)
        segue.perform()
    }

    func deliverPrepare(for segue: StoryboardSegue, sender: AnyObject?) {
        deliver(
            "prepare",
            [TraceArgument("for", segue.identifier.map { .string($0) } ?? .null), traceArgument("sender", sender)]
        ) { prepare(for: segue, sender: sender) }
    }

    /// Performs the embed segues (and any other template marked to run on view load) after
    /// `loadView` and before `viewDidLoad`, so `prepare(for:sender:)` sees the source's view
    /// loaded but `viewDidLoad` not yet run (not verified on a device: the commonly reported UIKit order).
    func performSeguesOnViewLoad() {
        for template in segueTemplates where template.performsOnViewLoad {
            performSegueReportingErrors(template, sender: nil, userInitiated: false)
        }
    }

    // MARK: Transitions segues use

    /// Shows `controller` the way `show(_:sender:)` does: pushed onto the nearest navigation
    /// controller (this one included), else presented.
    public func show(_ controller: ViewController, animated: Bool = true) {
        if let navigation = self as? NavigationController ?? navigationController {
            navigation.pushViewController(controller, animated: animated)
        } else {
            present(controller, animated: animated)
        }
    }

    /// Shows `controller` as the detail of the nearest split view controller, else as ``show(_:animated:)``.
    public func showDetail(_ controller: ViewController, animated: Bool = true) {
        if let split = self as? SplitViewController ?? splitViewController {
            split.showDetailViewController(controller)
        } else {
            show(controller, animated: animated)
        }
    }

    /// Makes `child` a child whose view fills `container` (this controller's view when nil):
    /// `willMove`, the view is added, `didMove` (an embed segue).
    func embed(_ child: ViewController, container: View?) {
        addChild(child)
        child.isEmbeddedInLoadedView = true
        if let host = container ?? viewStorage, let childView = child.view {
            childView.frame = host.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.addSubview(childView)
        }
        child.callDidMove(toParent: self)
    }
}
