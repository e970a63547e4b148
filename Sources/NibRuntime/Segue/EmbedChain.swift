package import NibDiagnostics

/// One scene of one storyboard: the storyboard's folder and name, and the index of the scene's
/// controller in its archive. Two instances of the same scene have the same key.
nonisolated package struct StoryboardSceneKey: Hashable, Sendable {
    package let storyboard: String
    package let controller: Int

    package init(storyboard: String, controller: Int) {
        self.storyboard = storyboard
        self.controller = controller
    }
}

/// The scenes whose embed segues are running, outermost first: a controller's embed segues run
/// while its view loads, and the embedded controller's view loads inside them, so an embed whose
/// destination scene is already on the chain would embed forever.
/// Nested embeds of different scenes are not limited.
enum EmbedChain {
    private(set) static var scenes: [StoryboardSceneKey] = []

    /// Runs `body` with `key` on the chain (nothing is pushed for a controller of no known scene).
    static func running<T>(_ key: StoryboardSceneKey?, _ body: () -> T) -> T {
        guard let key else { return body() }
        scenes.append(key)
        defer { scenes.removeLast() }
        return body()
    }

    /// Whether an embed of `key` would loop.
    static func contains(_ key: StoryboardSceneKey?) -> Bool {
        guard let key else { return false }
        return scenes.contains(key)
    }
}

extension ViewController {
    /// Reports an embed segue that leads back to a scene being loaded, and skips it.
    func reportEmbedCycle(_ template: SegueTemplate, destination: String) {
        let problem = Diagnostic.embedSegueCycle(template, of: traceLabel, destination: destination)
        runner?.report(problem)
        (storyboard as? any RuntimeProblemRecording)?.recordRuntimeProblem(problem, controller: sceneKey)
    }
}

/// The storyboard a controller came from, keeping the problems its scenes meet at run time (the
/// loader's `Storyboard` adopts it; the runtime knows no storyboard class).
package protocol RuntimeProblemRecording: AnyObject {
    /// Keeps `problem`, reported by the controller of the scene `key`.
    func recordRuntimeProblem(_ problem: Diagnostic, controller key: StoryboardSceneKey?)
}

extension Diagnostic {
    /// `embed-segue-cycle`: an embed segue leading back to a scene whose view is loading.
    static func embedSegueCycle(_ template: SegueTemplate, of controller: String, destination: String) -> Diagnostic {
        let name = template.identifier.map { "embed segue '\($0)'" } ?? "an embed segue"
        return Diagnostic(
            id: .embedSegueCycle, severity: .error,
            message:
                "\(name) of '\(controller)' embeds '\(destination)', whose view is already loading on this embed chain; the embed is skipped",
            location: template.location)
    }
}
