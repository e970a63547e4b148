import NibDiagnostics
import NibKit
import NibTestSupport
import Testing

/// A custom segue class that presents its destination over full screen instead of pushing it.
@MainActor
final class FadeSegue: StoryboardSegue {
    nonisolated(unsafe) static var performed = 0
    override func perform() {
        Self.performed += 1
        destination.modalPresentationStyle = .overFullScreen
        source.present(destination, animated: false)
    }
}

/// Custom segues (issue 11, departure 7): a registered class's `perform()` decides what happens; an
/// unregistered class is an error (UIKit cannot create the segue), never a silent push.
@Suite(.serialized) @MainActor struct CustomSegueTests {
    func stage(registering: Bool) throws -> (Runner, NavigationController, Storyboard) {
        let runner = Runner(profile: .modern)
        let registry = NibClassRegistry()
        if registering { registry.registerSegue(FadeSegue.self, as: "App.FadeSegue") }
        let storyboard = try Storyboard(
            string: LifecycleFixtures.customSegue, name: "CustomSegue.storyboard", registry: registry, runner: runner)
        let navigation = try #require(
            try runner.instantiateInitialViewController(from: storyboard) as? NavigationController)
        _ = runner.show(navigation)
        return (runner, navigation, storyboard)
    }

    @Test(
        "an unregistered custom segue class is an error at the segue; the destination is made and released, nothing is pushed"
    )
    func unregisteredIsAnError() throws {
        let (runner, navigation, storyboard) = try stage(registering: false)
        #expect(
            storyboard.registry.unregisteredClasses(in: storyboard).map(\.description) == [
                "CustomSegue.storyboard:26:37: 'App.FadeSegue' (segue fade-segue) is not registered"
            ])
        let first = try #require(navigation.topViewController)
        let mark = runner.trace.count
        #expect(throws: SegueError.self) {
            try first.runSegue(withIdentifier: "fade", sender: nil, userInitiated: true)
        }
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "First.shouldPerformSegue(withIdentifier: \"fade\", sender: nil)",
                "Second.init(coder:)",
                "Second.awakeFromNib()",
                "Second.deinit()",
            ])
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)

        first.performSegue(withIdentifier: "fade", sender: nil)
        runner.settle()
        let problem = try #require(runner.diagnostics.last)
        #expect(problem.severity == .error)
        #expect(problem.message.hasPrefix("could not create a segue of class 'App.FadeSegue' for custom segue 'fade'"))
        #expect(problem.location.map { "\($0)" } == "CustomSegue.storyboard:26:37")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("a registered custom segue class's perform() decides: FadeSegue presents over full screen, no push")
    func registeredClassPerforms() throws {
        let (runner, navigation, storyboard) = try stage(registering: true)
        #expect(storyboard.registry.unregisteredClasses(in: storyboard).isEmpty)
        let first = try #require(navigation.topViewController)
        FadeSegue.performed = 0
        let mark = runner.trace.count
        try first.runSegue(withIdentifier: "fade", sender: nil, userInitiated: true)
        runner.settle()
        #expect(FadeSegue.performed == 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController?.traceLabel == "Second")
        #expect(
            runner.controllerLines(since: mark) == [
                "First.shouldPerformSegue(withIdentifier: \"fade\", sender: nil)",
                "Second.init(coder:)",
                "Second.awakeFromNib()",
                "First.prepare(for: \"fade\", sender: nil)",
                "Second.loadView() [beingPresented]",
                "Second.viewDidLoad() [beingPresented]",
                "Second.viewWillAppear(animated: false) [beingPresented]",
                "Second.viewIsAppearing(animated: false) [beingPresented]",
                "Second.viewWillLayoutSubviews() [beingPresented]",
                "Second.viewDidLayoutSubviews() [beingPresented]",
                "Second.viewDidAppear(animated: false) [beingPresented]",
            ])
        #expect(runner.diagnostics.isEmpty)
    }
}
