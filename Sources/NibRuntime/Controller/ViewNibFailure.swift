public import NibDiagnostics

/// A controller's view nib that failed to load: which nib, for which controller, and why, with
/// the typed ``NibLoadingError`` when the loader threw one.
public struct ViewNibFailure: Error, CustomStringConvertible {
    /// The nib's name (`<controllerID>-view-<viewID>` for a storyboard scene).
    public var nibName: String
    /// How the trace names the controller whose view it is.
    public var controller: String
    /// Where the nib (or its scene) is written.
    public var nibLocation: SourceLocation?
    /// The loader's typed error, when it threw one.
    public var loadingError: NibLoadingError?
    /// What went wrong, without the location.
    public var message: String

    /// The error's own location (an outlet, an object) when it has one, else the nib's.
    public var location: SourceLocation? { loadingError?.location ?? nibLocation }

    /// The failure as a `view-nib-failed` error diagnostic at ``location``, with a note at the nib.
    public var diagnostic: Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let nibLocation, nibLocation != location {
            notes.append(Diagnostic.Note(message: "the view nib of '\(controller)'", location: nibLocation))
        }
        return Diagnostic(
            id: .viewNibFailed, severity: .error,
            message: "loading the \"\(nibName)\" nib for '\(controller)' failed: \(message)", location: location,
            notes: notes)
    }

    /// The diagnostic's text.
    public var description: String { diagnostic.description }
}

extension ViewController {
    /// Loads the view if it is not loaded yet and throws when its view nib failed: the
    /// ``NibLoadingError`` the loader threw (an outlet missing, a class unknown in strict mode), else
    /// a ``ViewNibFailure``. The failure is also a diagnostic of the runner, as with
    /// ``loadViewIfNeeded()``.
    public func loadViewThrowing() throws {
        guard viewStorage == nil else { return }
        loadViewIfRequired()
        guard let failure = viewNibFailure else { return }
        throw failure.loadingError ?? failure
    }

    /// Records a view nib that failed: on the controller (kept even with no runner), in the
    /// runner's diagnostics and failures.
    func recordViewNibFailure(_ nib: ViewNib, error: any Error) {
        let failure = ViewNibFailure(
            nibName: nib.name, controller: traceLabel, nibLocation: nib.location,
            loadingError: error as? NibLoadingError,
            message: (error as? NibLoadingError)?.message ?? "\(error)")
        viewNibFailure = failure
        runner?.recordViewNibFailure(failure)
    }
}
