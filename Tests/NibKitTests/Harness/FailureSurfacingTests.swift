import NibDiagnostics
import NibKit
import NibTestSupport
import Testing

/// The Hello scene's controller without its `titleLabel` outlet: its view nib fails.
final class LabelLessViewController: ViewController {
    @Outlet var helloButton: Button?
}

/// A controller whose `loadView` forgets to set the view (an error diagnostic, not a view nib one).
final class ForgetfulViewController: ViewController {
    override func loadView() {}
}

@Suite @MainActor struct FailureSurfacingTests {
    static let path = PackagePaths.sample("storyboard/SingleScene.storyboard")

    static func labelLessStoryboard(runner: Runner) throws -> Storyboard {
        let registry = NibClassRegistry()
        registry.register(LabelLessViewController.self, as: "HelloApp.HelloViewController")
        return try Storyboard(contentsOf: path, registry: registry, runner: runner)
    }

    @Test func aThrowingViewLoadThrowsTheTypedErrorAtItsOwnPlace() throws {
        let runner = Runner()
        let hello = try Self.labelLessStoryboard(runner: runner).instantiateViewController(identifier: "Hello")
        let error = try #require(throws: NibLoadingError.self) { try hello.loadViewThrowing() }
        guard case .missingOutlet(let missing) = error else {
            Issue.record("expected a missing outlet, got \(error)")
            return
        }
        #expect(missing.className.hasSuffix("LabelLessViewController"))
        #expect(missing.property == "titleLabel")
        #expect(missing.location.line == 47)
        // The runner's diagnostic is at the outlet, with a note at the scene, and keeps the typed error.
        #expect(runner.diagnostics.map(\.id) == ["view-nib-failed"])
        #expect(runner.diagnostics.first?.location?.line == 47)
        #expect(runner.diagnostics.first?.notes.first?.location?.line == 15)
        #expect(runner.viewNibFailures.count == 1)
        #expect(runner.viewNibFailures.first?.loadingError?.location == missing.location)
        // Not dropped with or without a runner: on the controller and in the storyboard's loads.
        #expect(hello.viewNibFailure?.loadingError?.location == missing.location)
        // A view that loaded is not loaded again, and does not throw again.
        try hello.loadViewThrowing()
    }

    @Test func theStoryboardKeepsTheViewNibFailureAmongItsLoadDiagnostics() throws {
        let storyboard = try Self.labelLessStoryboard(runner: Runner())
        let hello = try storyboard.instantiateViewController(identifier: "Hello")
        #expect(storyboard.loadDiagnostics.isEmpty)
        hello.loadViewIfNeeded()
        #expect(storyboard.loadDiagnostics.map(\.id) == ["load-failed"])
        #expect(storyboard.loadDiagnostics.first?.location?.line == 47)
    }

    @Test func aStrictRunnerThrowsAViewNibFailureAtTheNextSettle() throws {
        let runner = Runner()
        runner.failurePolicy = .throwOnViewNibFailure
        let hello = try Self.labelLessStoryboard(runner: runner).instantiateViewController(identifier: "Hello")
        let window = runner.makeWindow()
        window.rootViewController = hello
        window.makeKeyAndVisible()
        let failure = try #require(throws: RunnerFailure.self) { try runner.settleChecked() }
        #expect(failure.diagnostics.map(\.id) == ["view-nib-failed"])
        #expect(failure.viewNibFailures.first?.loadingError?.location?.line == 47)
        try runner.settleChecked()  // each failure is thrown once

        let forgetful = ForgetfulViewController()
        forgetful.loadViewIfNeeded()
        try runner.settleChecked()  // not a view nib failure
        runner.failurePolicy = .throwOnAnyError
        forgetful.view = nil
        forgetful.loadViewIfNeeded()
        #expect(throws: RunnerFailure.self) { try runner.settleChecked() }
    }

    @Test func aRecordingRunnerOnlyRecords() throws {
        let runner = Runner()
        let hello = try Self.labelLessStoryboard(runner: runner).instantiateViewController(identifier: "Hello")
        hello.loadViewIfNeeded()
        try runner.settleChecked()
        #expect(runner.diagnostics.map(\.id) == ["view-nib-failed"])
    }

    @Test func unknownClassFallbacksArePartOfTheStoryboardsLoads() throws {
        let storyboard = try Storyboard(contentsOf: Self.path, registry: NibClassRegistry(), runner: Runner())
        _ = try storyboard.instantiateInitialViewController()
        let fallbacks = storyboard.loadDiagnostics.filter { $0.id == "unknown-custom-class" }
        #expect(fallbacks.count == 1)
        #expect(fallbacks.first?.location?.line == 15)
        #expect(fallbacks.first?.message.contains("HelloApp.HelloViewController") == true)
    }

    @Test func theRegistryListsTheCustomClassesItDoesNotResolve() throws {
        let storyboard = try Storyboard(contentsOf: Self.path)
        let typo = NibClassRegistry()
        typo.register(HelloViewController.self, as: "HelloApp.HeloViewController")
        let missing = typo.unregisteredClasses(in: storyboard)
        #expect(missing.map(\.name) == ["HelloApp.HelloViewController"])
        #expect(missing.map(\.objectID) == ["BYZ-38-t0r"])
        #expect(missing.first?.location.line == 15)

        let right = NibClassRegistry()
        right.register(HelloViewController.self, as: "HelloApp.HelloViewController")
        #expect(right.unregisteredClasses(in: storyboard) == [])
    }
}
