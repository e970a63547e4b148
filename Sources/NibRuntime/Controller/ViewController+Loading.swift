import NibDiagnostics
package import NibPrimitives

extension ViewController {
    func loadViewIfRequired() {
        guard viewStorage == nil else { return }
        if isLoadingView {
            runner?.report(.viewAccessedDuringLoadView(traceLabel))
            loadViewReportedProblem = true
            setView(makeDefaultView())
            return
        }
        isLoadingView = true
        loadViewReportedProblem = false
        viewNibFailure = nil
        deliver("loadView") { loadView() }
        isLoadingView = false
        if viewStorage == nil {
            if !loadViewReportedProblem {
                runner?.report(.loadViewDidNotSetView(traceLabel))
            }
            setView(makeDefaultView())
        }
        EmbedChain.running(sceneKey) { performSeguesOnViewLoad() }
        deliver("viewDidLoad") { viewDidLoad() }
    }

    func setView(_ newValue: View?) {
        guard newValue !== viewStorage else { return }
        if let old = viewStorage, old.owningViewController === self { old.owningViewController = nil }
        viewStorage = newValue
        if let view = newValue {
            if let other = view.owningViewController, other !== self {
                runner?.report(.viewSharedByControllers(view.traceLabel, from: other.traceLabel, to: traceLabel))
                other.viewStorage = nil
            }
            view.owningViewController = self
        } else {
            viewDidLoadOwed = false
            removeChildrenEmbeddedInReleasedView()
            viewWasReleased()
        }
    }

    /// The view is released (a legacy memory-warning unload, or the app set it to nil): the children
    /// embed segues made for it leave with it (`willMove(toParent: nil)`, `removeFromParent`), since
    /// the next load runs the embed segues again (issue 11; LIFECYCLE-CHOICES.md).
    private func removeChildrenEmbeddedInReleasedView() {
        for child in children where child.isEmbeddedInLoadedView {
            child.isEmbeddedInLoadedView = false
            child.callWillMove(toParent: nil)
            child.viewStorage?.removeFromSuperview()
            child.removeFromParent()
        }
    }

    /// Installs a view that came inline in this controller's own archive (an old `MainWindow.xib`
    /// style controller): the view counts as loaded without `loadView`, and `viewDidLoad` is sent from
    /// ``awakeFromNib()``. For loaders.
    public func installArchivedView(_ view: View) {
        setView(view)
        viewDidLoadOwed = true
    }

    func loadDefaultView() {
        if let nib = viewNib ?? ViewController.nibLocator?(self) {
            do {
                try Runner.binding(runner) { try nib.instantiate(self) }
            } catch {
                recordViewNibFailure(nib, error: error)
                loadViewReportedProblem = true
            }
            if viewStorage == nil && !loadViewReportedProblem {
                runner?.report(.viewOutletNotSet(nib: nib.name, at: nib.location))
                loadViewReportedProblem = true
            }
            return
        }
        view = makeDefaultView()
    }

    /// An empty view the size of the window, stretching with it.
    func makeDefaultView() -> View {
        let view = View(frame: Rect(origin: .zero, size: defaultViewSize))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// The size of the window this controller is (or will be) shown in.
    package var defaultViewSize: Size {
        var controller: ViewController? = self
        var steps = 0
        while let current = controller, steps < Self.parentWalkLimit {
            if let window = current.hostWindow ?? current.viewStorage?.windowStorage { return window.bounds.size }
            controller = current.parent ?? current.presentingViewController
            steps += 1
        }
        if let runner {
            if let window = runner.windows.first(where: \.isVisible) ?? runner.windows.first {
                return window.bounds.size
            }
        }
        return Window.defaultSize
    }
}

extension Diagnostic {
    /// `view-accessed-during-load-view`: `loadView()` read `view` before setting it.
    nonisolated static func viewAccessedDuringLoadView(_ controller: String) -> Diagnostic {
        Diagnostic(
            id: .viewAccessedDuringLoadView, severity: .error,
            message:
                "loadView() of '\(controller)' read view before setting it; an empty view stands in instead of looping",
            location: nil)
    }

    /// `load-view-did-not-set-view`: `loadView()` returned without a view.
    nonisolated static func loadViewDidNotSetView(_ controller: String) -> Diagnostic {
        Diagnostic(
            id: .loadViewDidNotSetView, severity: .error,
            message:
                "loadView() of '\(controller)' returned without setting view; an empty view stands in instead of looping",
            location: nil)
    }

    /// `view-shared-by-controllers`: a root view moves from one controller to another.
    nonisolated static func viewSharedByControllers(_ view: String, from old: String, to new: String) -> Diagnostic {
        Diagnostic(
            id: .viewSharedByControllers, severity: .warning,
            message: "'\(view)' is the root view of '\(old)' and becomes that of '\(new)'", location: nil)
    }

    /// `view-outlet-not-set`: a view nib loaded without connecting the controller's view.
    nonisolated static func viewOutletNotSet(nib: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            id: .viewOutletNotSet, severity: .error,
            message: "loaded the \"\(nib)\" nib but the view outlet was not set",
            location: location)
    }
}
