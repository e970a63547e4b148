import NibKit
import NibTestSupport
import Testing

/// A test session that interleaves with others on the main actor: it awaits between every step, so
/// that other sessions create their runners (and make them current) in between.
@MainActor enum IsolatedSession {
    /// How many sessions are between their first and last step, and the most there ever were.
    static var active = 0
    static var mostActive = 0

    static func helloRegistry() -> NibClassRegistry {
        let registry = NibClassRegistry()
        registry.register(HelloViewController.self, as: "HelloApp.HelloViewController")
        return registry
    }

    /// Builds a navigation stack in code, pushes, then shows a storyboard scene; every object is
    /// created after an await, while another session's runner may be current.
    static func run(_ number: Int, storyboard: Bool) async throws -> Runner {
        active += 1
        mostActive = max(mostActive, active)
        defer { active -= 1 }
        let runner = Runner(profile: .modern)
        let window = runner.makeWindow()
        await Task.yield()
        let first = ViewController()
        first.label = "T\(number).First"
        await Task.yield()
        let navigation = NavigationController(rootViewController: first)
        navigation.label = "T\(number).Nav"
        await Task.yield()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        await Task.yield()
        runner.settle()
        let second = ViewController()
        second.label = "T\(number).Second"
        await Task.yield()
        navigation.pushViewController(second, animated: true)
        await Task.yield()
        runner.settle()
        if storyboard {
            let scenes = try Storyboard(
                contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard"), registry: helloRegistry(),
                runner: runner)
            await Task.yield()
            let hello = try scenes.instantiateViewController(identifier: "Hello")
            await Task.yield()
            hello.label = "T\(number).Hello"
            navigation.pushViewController(hello, animated: false)
            await Task.yield()
            runner.settle()
        }
        return runner
    }

    /// Whether `line` is about an object of some session (`T12.First.…`).
    static func isSessionLine(_ line: String) -> Bool {
        guard line.hasPrefix("T") else { return false }
        let digits = line.dropFirst().prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(1 + digits.count).hasPrefix(".")
    }

    /// Problems with `runner`'s trace as session `number`'s: lines of another session, or its own
    /// events missing or doubled.
    static func problems(in runner: Runner, session number: Int, storyboard: Bool) -> [String] {
        let lines = runner.trace.lines()
        var problems: [String] = []
        // Objects of tests that make no runner of their own report to whichever is current (by
        // rule), so only the sessions' own `T<n>.` names are checked.
        for line in lines where isSessionLine(line) && !line.hasPrefix("T\(number).") {
            problems.append("session \(number) recorded \(line)")
        }
        var expected = [
            "T\(number).First.viewDidAppear(animated: false)",
            "T\(number).Second.viewDidAppear(animated: true) [movingToParent]",
        ]
        if storyboard {
            expected += [
                "Hello.init(coder:)", "Hello.awakeFromNib()", "T\(number).Hello.viewDidLoad() [movingToParent]",
            ]
        }
        // Exactly once for the session's own names; at least once for the storyboard's (a test that
        // makes no runner and loads the same scene may add its own while this runner is current).
        for line in expected {
            let count = lines.filter { $0 == line }.count
            guard isSessionLine(line) ? count != 1 : count == 0 else { continue }
            problems.append("session \(number) recorded \(line) \(count) times")
        }
        return problems
    }
}

@Suite @MainActor struct RunnerIsolationTests {
    @Test func aControllerReportsToTheRunnerOfTheWindowItJoins() {
        let mine = Runner(profile: .modern)
        let window = mine.makeWindow()
        let other = Runner(profile: .modern)  // current from here on
        var controller: ViewController? = ViewController()
        controller?.label = "Joined"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        mine.settle()
        #expect(mine.trace.lines().contains("Joined.viewDidAppear(animated: false)"))
        #expect(other.trace.lines().isEmpty)
        #expect(mine.liveControllers.contains { $0 === controller })
        #expect(!other.liveControllers.contains { $0 === controller })
        window.rootViewController = ViewController()
        mine.settle()
        controller = nil
        #expect(mine.trace.lines().last == "Joined.deinit()")
        #expect(other.trace.lines().isEmpty)
    }

    @Test func aPushedTreeIsReboundToTheWindowsRunner() {
        let mine = Runner(profile: .modern)
        let window = mine.makeWindow()
        let root = ViewController()
        root.label = "Root"
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        mine.settle()
        let other = Runner(profile: .modern)
        let child = ViewController()
        child.label = "Child"
        let grandchild = ViewController()
        grandchild.label = "Grandchild"
        child.addChild(grandchild)
        navigation.pushViewController(child, animated: false)
        mine.settle()
        #expect(mine.trace.lines().contains("Child.viewDidAppear(animated: false) [movingToParent]"))
        #expect(mine.liveControllers.contains { $0 === grandchild })
        #expect(!other.liveControllers.contains { $0 === grandchild })
        // Before the tree joined the window it reported to the runner that was current.
        #expect(other.trace.lines() == ["Grandchild.willMove(toParent: Child) [movingToParent]"])
    }

    @Test func aStoryboardGivenARunnerBindsItsObjectsToIt() throws {
        let mine = Runner(profile: .modern)
        let storyboard = try Storyboard(
            contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard"),
            registry: IsolatedSession.helloRegistry(), runner: mine)
        let other = Runner(profile: .modern)
        let hello = try storyboard.instantiateViewController(identifier: "Hello")
        hello.loadViewIfNeeded()
        #expect(mine.trace.lines().prefix(2) == ["Hello.init(coder:)", "Hello.awakeFromNib()"])
        #expect(mine.trace.lines().contains("Hello.viewDidLoad()"))
        #expect(other.trace.lines().isEmpty)

        let plain = try Storyboard(
            contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard"),
            registry: IsolatedSession.helloRegistry())
        _ = try mine.instantiateInitialViewController(from: plain)
        #expect(mine.trace.lines().filter { $0 == "Hello.init(coder:)" }.count == 2)
        #expect(other.trace.lines().isEmpty)
    }

    /// Three hundred sessions interleaved on the main actor by unstructured tasks (so they interleave
    /// whatever the test runner's parallelism): none records into another's trace.
    @Test func interleavedSessionsNeverCrossTraces() async throws {
        IsolatedSession.mostActive = 0
        var sessions: [Task<[String], any Error>] = []
        for number in 0..<300 {
            sessions.append(
                Task { @MainActor in
                    let runner = try await IsolatedSession.run(number, storyboard: number % 2 == 0)
                    return IsolatedSession.problems(in: runner, session: number, storyboard: number % 2 == 0)
                })
        }
        var problems: [String] = []
        for session in sessions { problems += try await session.value }
        #expect(IsolatedSession.mostActive > 100, "the sessions did not interleave")
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// The same under Swift Testing's own parallel execution: each case is a test of its own.
    @Test(arguments: 0..<200) func parallelTestsKeepTheirOwnTraces(number: Int) async throws {
        let runner = try await IsolatedSession.run(1000 + number, storyboard: number % 2 == 1)
        #expect(
            IsolatedSession.problems(in: runner, session: 1000 + number, storyboard: number % 2 == 1).prefix(10) == [])
    }
}
