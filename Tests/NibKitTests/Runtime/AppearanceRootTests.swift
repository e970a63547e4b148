import NibKit
import Testing

@Suite @MainActor struct AppearanceRootTests {
    @Test("A1 root controller shown, seed profile: exact order")
    func a1Seed() {
        let runner = Runner(profile: .seed)
        _ = runner.show(probe("Root"))
        #expect(
            runner.controllerLines == [
                "Root.loadView()",
                "Root.viewDidLoad()",
                "Root.viewWillAppear(animated: false)",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: false)",
            ])
    }

    @Test("A2 root controller shown, modern profile: viewIsAppearing exactly once before the layout pair")
    func a2Modern() {
        let runner = Runner(profile: .modern)
        _ = runner.show(probe("Root"))
        #expect(
            runner.controllerLines == [
                "Root.loadView()",
                "Root.viewDidLoad()",
                "Root.viewWillAppear(animated: false)",
                "Root.viewIsAppearing(animated: false)",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: false)",
            ])
    }
}
