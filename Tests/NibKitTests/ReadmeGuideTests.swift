import NibKit
import NibTestSupport
import Testing

// The README's three guides, compiled and run: if this file changes, change the README too.

/// The controller of `Samples/storyboard/SingleScene.storyboard`, as an app would write it.
final class HelloViewController: ViewController, ActionDeclaring {
    static let actions = ActionTable<HelloViewController>(
        .action("sayHello:", sender: Button.self) { $0.sayHello($1) })
    @Outlet var titleLabel: Label?
    @Outlet var helloButton: Button?
    var greetings = 0

    func sayHello(_ sender: Button) {
        greetings += 1
        titleLabel?.text = "Hello again"
    }
}

/// A controller built in code, for the lifecycle guide.
final class CounterViewController: ViewController {
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

@Suite @MainActor struct ReadmeGuideTests {
    @Test func loadAStoryboardInATest() throws {
        let registry = NibClassRegistry()  // per test; falls back to NibKit's own classes
        registry.register(HelloViewController.self, as: "HelloApp.HelloViewController")
        let storyboard = try Storyboard(
            contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard"), registry: registry)

        let hello = try #require(try storyboard.instantiateInitialViewController() as? HelloViewController)
        #expect(!hello.isViewLoaded)  // the view nib loads on first use, as in UIKit
        hello.loadViewIfNeeded()
        #expect(hello.titleLabel?.text == "Hello, Linux!")

        hello.helloButton?.sendActions(for: .touchUpInside)  // target–action, wired from the storyboard
        #expect(hello.greetings == 1)
        #expect(hello.titleLabel?.text == "Hello again")
        #expect(storyboard.loadDiagnostics.isEmpty)  // an action no table declares would be a warning here
    }

    @Test func testYourViewControllersLifecycle() {
        let runner = Runner(profile: .modern)  // or .seed for the orders of the seed documents
        let first = CounterViewController()
        first.label = "First"
        let navigation = NavigationController(rootViewController: first)
        navigation.label = "Nav"
        let window = runner.makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runner.settle()

        let mark = runner.trace.count
        let second = CounterViewController()
        second.label = "Second"
        navigation.pushViewController(second, animated: true)
        runner.settle()  // runs the deferred transition and the animation on the virtual clock

        #expect(
            Array(runner.trace.lines().dropFirst(mark)) == [
                "Second.willMove(toParent: Nav) [movingToParent]",
                "Second.loadView() [movingToParent]",
                "Second.viewDidLoad() [movingToParent]",
                "First.viewWillDisappear(animated: true)",
                "Second.viewWillAppear(animated: true) [movingToParent]",
                "Second.viewIsAppearing(animated: true) [movingToParent]",
                "Second.viewWillLayoutSubviews() [movingToParent]",
                "Second.viewDidLayoutSubviews() [movingToParent]",
                "First.viewDidDisappear(animated: true)",
                "Second.viewDidAppear(animated: true) [movingToParent]",
                "Second.didMove(toParent: Nav) [movingToParent]",
            ])
        #expect(second.appearances == 1)
    }

    @Test func testsThatCannotPassWrongly() throws {
        let runner = Runner()
        runner.failurePolicy = .throwOnAnyError  // or .throwOnViewNibFailure; .record by default
        let registry = NibClassRegistry()
        registry.register(HelloViewController.self, as: "HelloApp.HelloViewController")
        let storyboard = try Storyboard(
            contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard"), registry: registry, runner: runner)
        #expect(registry.unregisteredClasses(in: storyboard) == [])  // a typo in a name fails here

        let hello = try storyboard.instantiateViewController(identifier: "Hello", as: HelloViewController.self)
        try hello.loadViewThrowing()  // throws NibLoadingError.missingOutlet(…) at its line
        let window = runner.makeWindow()
        window.rootViewController = hello
        window.makeKeyAndVisible()
        try runner.settleChecked()  // throws RunnerFailure on an error diagnostic
        #expect(runner.trace.lines(since: 0).contains("Hello.viewDidAppear(animated: false)"))
        #expect(storyboard.loadDiagnostics.isEmpty)
    }
}
