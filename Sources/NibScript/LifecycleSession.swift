package import NibDiagnostics
package import NibPrimitives
package import NibRuntime

/// Everything `nibload run` needs in one object: a runner, a window showing a root controller,
/// settled, and a script engine on it.
///
/// The runner is created *before* the root controller, so every controller the storyboard makes
/// reports its `init(coder:)`, `awakeFromNib` and later `deinit` to this session's trace:
///
/// ```swift
/// let session = try LifecycleSession(profile: .seed) {
///     try storyboard.instantiateInitialViewController()
/// } instantiate: {
///     try storyboard.instantiateViewController(identifier: $0)
/// }
/// let result = session.run(steps, file: "--script")
/// print(format == .json ? result.json : result.text)
/// ```
package final class LifecycleSession {
    /// The runner.
    package let runner: Runner
    /// The window the root controller is shown in.
    package let window: Window
    /// The script engine acting on ``window``.
    package let engine: ScriptEngine

    /// Creates the runner, makes the root controller, shows it in a new window and settles.
    /// - Parameters:
    ///   - profile: The UIKit to imitate.
    ///   - memoryPolicy: What memory warnings do (`legacy-ios5` unloads off-window views).
    ///   - trace: Where callbacks are recorded.
    ///   - windowSize: The window's size.
    ///   - makeRoot: Makes the root controller (nil: the window stays empty).
    ///   - instantiate: Makes a controller by storyboard identifier, for `push` and `present` steps.
    /// - Throws: What `makeRoot` throws.
    package init(
        profile: Profile, memoryPolicy: MemoryPolicy = .modern, trace: Trace = Trace(),
        windowSize: Size = Window.defaultSize, root makeRoot: () throws -> ViewController?,
        instantiate: @escaping (String) throws -> ViewController
    ) throws {
        runner = Runner(profile: profile, memoryPolicy: memoryPolicy, trace: trace)
        window = runner.makeWindow(size: windowSize)
        engine = ScriptEngine(runner: runner, window: window, instantiate: instantiate)
        window.rootViewController = try makeRoot()
        window.makeKeyAndVisible()
        runner.settle()
    }

    /// Runs a script given as text; see ``Script`` for the grammar.
    package func run(_ script: String, file: String = "<script>") -> ScriptResult { engine.run(script, file: file) }

    /// Every event recorded so far.
    package var events: [TraceEvent] { runner.trace.events }

    /// The problems the runtime reported (a `loadView` without a view, a failed segue, …).
    package var diagnostics: [NibDiagnostics.Diagnostic] { runner.diagnostics }
}
