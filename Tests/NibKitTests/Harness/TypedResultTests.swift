import NibKit
import NibTestSupport
import Testing

// Imports NibKit and Testing only, as a user's test file does: `SourceLocation` would be ambiguous
// here, so NibKit's names for the diagnostic types are used.

@Suite @MainActor struct TypedResultTests {
    static let path = PackagePaths.sample("storyboard/SingleScene.storyboard")

    static func registry() -> NibClassRegistry {
        let registry = NibClassRegistry()
        registry.register(HelloViewController.self, as: "HelloApp.HelloViewController")
        return registry
    }

    @Test func loadingErrorsCompareByValueInExpectThrows() throws {
        let storyboard = try Storyboard(contentsOf: Self.path, registry: Self.registry())
        let file = NibSourceLocation(file: Self.path, line: 1, column: 1)  // the storyboard file
        #expect(
            throws: NibLoadingError.unknownIdentifier(
                .init(storyboard: "SingleScene", identifier: "Nope", location: file))
        ) {
            try storyboard.instantiateViewController(identifier: "Nope")
        }
        let registry = NibClassRegistry()
        registry.register(LabelLessViewController.self, as: "HelloApp.HelloViewController")
        let labelLess = try Storyboard(contentsOf: Self.path, registry: registry)
        let controller = try labelLess.instantiateViewController(identifier: "Hello")
        let first = try #require(throws: NibLoadingError.self) { try controller.loadViewThrowing() }
        let location: NibSourceLocation = try #require(first.location)
        #expect(location.line == 47)
        guard case .missingOutlet(let missing) = first else {
            Issue.record("expected a missing outlet, got \(first)")
            return
        }
        let className = missing.className
        #expect(
            throws: NibLoadingError.missingOutlet(
                .init(className: className, property: "titleLabel", location: location))
        ) {
            try labelLess.instantiateViewController(identifier: "Hello").loadViewThrowing()
        }
        #expect(
            NibLoadingError.missingOutlet(.init(className: className, property: "helloButton", location: location))
                != first)
        let diagnostic: NibDiagnostic? = labelLess.loadDiagnostics.first
        #expect(diagnostic?.location == location)
    }

    @Test func genericHelpersReturnTheClassAskedFor() throws {
        let storyboard = try Storyboard(contentsOf: Self.path, registry: Self.registry())
        let hello: HelloViewController? = try storyboard.instantiateInitialViewController(as: HelloViewController.self)
        #expect(hello?.storyboardIdentifier == "Hello")
        let same: HelloViewController = try storyboard.instantiateViewController(
            identifier: "Hello", as: HelloViewController.self)
        same.loadViewIfNeeded()
        #expect(same.titleLabel?.text == "Hello, Linux!")

        let error = try #require(throws: NibLoadingError.self) {
            try storyboard.instantiateViewController(identifier: "Hello", as: NavigationController.self)
        }
        #expect(error.location?.line == 15)
        #expect(error.message.contains("not a 'NibKit.NavigationController'"))
    }

    @Test func traceLinesSinceAMark() {
        let runner = Runner()
        let window = runner.makeWindow()
        let first = ViewController()
        first.label = "First"
        window.rootViewController = first
        window.makeKeyAndVisible()
        runner.settle()
        let mark = runner.trace.count
        window.rootViewController = nil
        runner.settle()
        #expect(runner.trace.lines(since: mark) == Array(runner.trace.lines().dropFirst(mark)))
        #expect(runner.trace.lines(since: mark).first == "First.viewWillDisappear(animated: false)")
    }
}
