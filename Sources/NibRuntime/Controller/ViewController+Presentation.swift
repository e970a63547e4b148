import NibDiagnostics

extension ViewController {
    /// Presents `controller` modally over this controller's context (its topmost ancestor).
    ///
    /// The transition starts on the next turn. Full-screen styles: `controller` loads its
    /// view, the presenter gets `viewWillDisappear`, `controller` gets `viewWillAppear` (with
    /// ``isBeingPresented``), layout runs, then `controller.viewDidAppear` *before*
    /// `presenter.viewDidDisappear`, then `completion`. Other styles (sheets, over-full-screen,
    /// custom, popover) give the presenter no callback at all.
    ///
    /// A presenter that already presents something, or whose view is in no visible window, refuses
    /// with a warning diagnostic, as UIKit logs one.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = rootAncestor
        guard let runner else { return }
        if let current = host.presentedViewController {
            runner.report(
                .alreadyPresenting(controller.traceLabel, on: host.traceLabel, presenting: current.traceLabel))
            return
        }
        guard controller !== host, controller.presentingViewController == nil, controller.parent == nil,
            controller.hostWindow == nil
        else {
            runner.report(.alreadyShown(controller.traceLabel))
            return
        }
        guard let window = host.viewStorage?.windowStorage, window.isVisible else {
            runner.report(.presenterNotInWindow(controller.traceLabel, on: host.traceLabel))
            return
        }
        host.presentedViewController = controller
        controller.presentingViewController = host
        controller.bindTree(to: runner)
        controller.isBeingPresented = true
        // The view loads inside `present`, as UIKit's presentation loads it when it starts; the
        // appearance callbacks wait for the transition ([VERIFY] choice, LIFECYCLE-CHOICES.md).
        controller.loadViewIfNeeded()
        let style = controller.presentationStyleInEffect(in: window)
        runner.requestTransition(owner: host, subject: controller) { [host, controller, window] in
            .start(
                host.presentationRun(
                    of: controller, in: window, style: style, animated: animated, completion: completion))
        }
    }

    private func presentationRun(
        of controller: ViewController, in window: Window, style: ModalPresentationStyle, animated: Bool,
        completion: (() -> Void)?
    ) -> TransitionRun {
        let covers = style.removesPresenterView
        let duration = animated ? (runner?.transitionDuration ?? .zero) : .zero
        let run = TransitionRun(
            owner: ObjectIdentifier(self), duration: duration, participants: covers ? [self, controller] : [controller])
        run.begin = { [self, controller, window] in
            controller.loadViewIfNeeded()
            if covers { beginAppearanceTransition(false, animated: animated) }
            controller.beginAppearanceTransition(true, animated: animated)
            if let view = controller.view {
                view.frame = window.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                window.addSubview(view)
            }
        }
        run.complete = { [self, controller, window] in
            controller.endAppearanceTransition()
            if covers {
                if let view = viewStorage, view.superview === window { view.removeFromSuperview() }
                endAppearanceTransition()
            }
            controller.isBeingPresented = false
            completion?()
        }
        return run
    }

    /// Dismisses the controller this one (or its topmost ancestor) presents, or this controller
    /// itself when it is presented; anything presented above it goes first, without animation.
    ///
    /// Full-screen styles: the presented controller gets `viewWillDisappear` (with
    /// ``isBeingDismissed``), the presenter `viewWillAppear`, layout runs, then the presenter's
    /// `viewDidAppear` *before* the presented controller's `viewDidDisappear` (an order not verified on a device,
    /// chosen by symmetry with presentation), then `completion`; the presented controller is released
    /// when the transition ends. Other styles: only the presented controller's disappear pair. A
    /// presentation that is still animating completes at once first.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let host = rootAncestor
        let target: ViewController
        if let presented = host.presentedViewController {
            target = presented
        } else if host.presentingViewController != nil {
            target = host
        } else {
            runner?.report(.nothingToDismiss(traceLabel))
            return
        }
        guard let presenter = target.presentingViewController else { return }
        if let above = target.presentedViewController {
            target.dismissPresented(above, animated: false, completion: nil)
        }
        presenter.dismissPresented(target, animated: animated, completion: completion)
    }

    func dismissPresented(_ target: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard !target.isBeingDismissed, let runner else { return }
        // A presentation still animating ends first, one that has not begun runs at once:
        // `viewDidAppear` (being presented) and the completion come before the dismissal marks the
        // controller as being dismissed.
        runner.endTransitionInFlight(owner: self, involving: [target])
        if target.isBeingPresented { runner.runWaitingTransitionNow(owner: self, subject: target) }
        if let above = target.presentedViewController {
            target.dismissPresented(above, animated: false, completion: nil)
        }
        target.isBeingDismissed = true
        runner.requestTransition(owner: self) { [self, target] in
            .start(dismissalRun(of: target, animated: animated, interactive: false, completion: completion))
        }
    }

    func dismissalRun(of target: ViewController, animated: Bool, interactive: Bool, completion: (() -> Void)?)
        -> TransitionRun
    {
        let covers = target.presentationStyleInEffect(in: target.viewStorage?.windowStorage).removesPresenterView
        let duration = animated ? (runner?.transitionDuration ?? .zero) : .zero
        let run = TransitionRun(
            owner: ObjectIdentifier(self), duration: duration, isInteractive: interactive,
            participants: covers ? [self, target] : [target])
        var reveals = covers
        run.begin = { [self, target] in
            // A presenter that left its window meanwhile (the window's root was replaced) is not shown again.
            reveals = covers && isShownWhereItWasShown
            if reveals { loadViewIfNeeded() }
            target.beginAppearanceTransition(false, animated: animated)
            if reveals {
                beginAppearanceTransition(true, animated: animated)
                if let window = target.viewStorage?.windowStorage, let view = viewStorage,
                    let targetView = target.viewStorage
                {
                    view.frame = window.bounds
                    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    window.insertSubview(view, belowSubview: targetView)
                }
            }
        }
        run.complete = { [self, target] in
            if reveals { endAppearanceTransition() }
            target.viewStorage?.removeFromSuperview()
            target.endAppearanceTransition()
            target.isBeingDismissed = false
            if presentedViewController === target { presentedViewController = nil }
            target.presentingViewController = nil
            completion?()
        }
        run.cancel = { [target] in
            target.isBeingDismissed = false
            target.beginAppearanceTransition(true, animated: animated)
            target.endAppearanceTransition()
        }
        return run
    }

    /// Whether this presenter is still where it was shown: its window's root, or presented itself.
    var isShownWhereItWasShown: Bool {
        if let window = hostWindow { return window.rootViewController === self }
        return presentingViewController != nil
    }

    /// The style this controller's presentation behaves as in `window` (its profile and idiom):
    /// ``ModalPresentationStyle/effective(profile:idiom:)``.
    func presentationStyleInEffect(in window: Window?) -> ModalPresentationStyle {
        let profile = window?.effectiveProfile ?? runner?.profile ?? .modern
        return modalPresentationStyle.effective(profile: profile, idiom: window?.idiom ?? .phone)
    }

    /// Starts an interactive (swipe-down) dismissal of this presented sheet: `viewWillDisappear`
    /// on the next turn; then ``finishInteractiveDismissal()`` or ``cancelInteractiveDismissal()``.
    /// - Returns: false when this controller is not a presented sheet that is at rest.
    @discardableResult
    public func beginInteractiveDismissal() -> Bool {
        guard let presenter = presentingViewController, let runner, !isBeingDismissed, presentedViewController == nil,
            !presentationStyleInEffect(in: viewStorage?.windowStorage).removesPresenterView,
            !runner.hasTransition(owner: presenter)
        else { return false }
        isBeingDismissed = true
        let run = presenter.dismissalRun(of: self, animated: true, interactive: true, completion: nil)
        interactiveRun = run
        runner.requestTransition(owner: presenter) { .start(run) }
        return true
    }

    /// Lets the interactive dismissal finish: the disappear completes and the controller is released.
    @discardableResult
    public func finishInteractiveDismissal() -> Bool {
        guard let run = interactiveRun, let runner else { return false }
        return runner.resolveInteractive(run, cancel: false)
    }

    /// Cancels the interactive dismissal: `viewWillAppear`, `viewIsAppearing` (modern),
    /// `viewDidAppear`; the sheet stays.
    @discardableResult
    public func cancelInteractiveDismissal() -> Bool {
        guard let run = interactiveRun, let runner else { return false }
        return runner.resolveInteractive(run, cancel: true)
    }
}

extension Diagnostic {
    /// `already-presenting`: a presentation on a controller that presents another.
    nonisolated static func alreadyPresenting(_ controller: String, on host: String, presenting current: String)
        -> Diagnostic
    {
        Diagnostic(
            id: .alreadyPresenting, severity: .warning,
            message: "attempt to present '\(controller)' on '\(host)', which is already presenting '\(current)'",
            location: nil)
    }

    /// `invalid-presentation`: a controller presented while it is already shown.
    nonisolated static func alreadyShown(_ controller: String) -> Diagnostic {
        Diagnostic(
            id: .invalidPresentation, severity: .warning,
            message: "'\(controller)' cannot be presented: it is already shown",
            location: nil)
    }

    /// `presenter-not-in-window`: a presentation from a controller whose view is off screen.
    nonisolated static func presenterNotInWindow(_ controller: String, on host: String) -> Diagnostic {
        Diagnostic(
            id: .presenterNotInWindow, severity: .warning,
            message: "attempt to present '\(controller)' on '\(host)', whose view is not in the window hierarchy",
            location: nil)
    }

    /// `nothing-to-dismiss`: a dismissal with nothing presented.
    nonisolated static func nothingToDismiss(_ controller: String) -> Diagnostic {
        Diagnostic(
            id: .nothingToDismiss, severity: .warning, message: "'\(controller)' presents nothing and is not presented",
            location: nil)
    }
}
