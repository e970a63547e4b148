import NibKit
import Testing

@Suite @MainActor struct TabBarTests {
    private func tabs(_ profile: Profile) -> (Runner, TabBarController, Int) {
        let runner = Runner(profile: profile)
        let tabs = TabBarController(viewControllers: [probe("A"), probe("B")])
        tabs.label = "Tabs"
        _ = runner.show(tabs)
        return (runner, tabs, runner.trace.count)
    }

    @Test(
        "A17 tab switch A→B the first time, modern profile: B loads lazily, B will before A will, no moving or presented flags"
    )
    func a17Modern() {
        let (runner, tabs, mark) = tabs(.modern)
        #expect(tabs.viewControllers[1].isViewLoaded == false)
        tabs.selectedIndex = 1
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "B.loadView()",
                "B.viewDidLoad()",
                "B.viewWillAppear(animated: false)",
                "A.viewWillDisappear(animated: false)",
                "B.viewIsAppearing(animated: false)",
                "B.viewWillLayoutSubviews()",
                "B.viewDidLayoutSubviews()",
                "A.viewDidDisappear(animated: false)",
                "B.viewDidAppear(animated: false)",
            ])
    }

    @Test("A17 tab switch A→B the first time, seed profile")
    func a17Seed() {
        let (runner, tabs, mark) = tabs(.seed)
        tabs.selectedIndex = 1
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "B.loadView()",
                "B.viewDidLoad()",
                "B.viewWillAppear(animated: false)",
                "A.viewWillDisappear(animated: false)",
                "B.viewWillLayoutSubviews()",
                "B.viewDidLayoutSubviews()",
                "A.viewDidDisappear(animated: false)",
                "B.viewDidAppear(animated: false)",
            ])
    }

    @Test("A18 tab switch back B→A: the same shape without viewDidLoad", arguments: Profile.allCases)
    func a18(profile: Profile) {
        let (runner, tabs, _) = tabs(profile)
        tabs.selectedIndex = 1
        runner.settle()
        let mark = runner.trace.count
        tabs.selectedIndex = 0
        runner.settle()
        #expect(
            runner.controllerLines(since: mark)
                == [
                    "A.viewWillAppear(animated: false)",
                    "B.viewWillDisappear(animated: false)",
                    "A.viewIsAppearing(animated: false)",
                    "A.viewWillLayoutSubviews()",
                    "A.viewDidLayoutSubviews()",
                    "B.viewDidDisappear(animated: false)",
                    "A.viewDidAppear(animated: false)",
                ].inProfile(profile))
    }

    @Test("the tab bar forwards its own appearance to the selected tab only, which loads lazily")
    func firstAppearance() {
        let runner = Runner(profile: .seed)
        let tabs = TabBarController(viewControllers: [probe("A"), probe("B")])
        tabs.label = "Tabs"
        _ = runner.show(tabs)
        #expect(
            runner.controllerLines == [
                "Tabs.loadView()",
                "Tabs.viewDidLoad()",
                "Tabs.viewWillAppear(animated: false)",
                "A.loadView()",
                "A.viewDidLoad()",
                "A.viewWillAppear(animated: false)",
                "Tabs.viewWillLayoutSubviews()",
                "Tabs.viewDidLayoutSubviews()",
                "A.viewWillLayoutSubviews()",
                "A.viewDidLayoutSubviews()",
                "Tabs.viewDidAppear(animated: false)",
                "A.viewDidAppear(animated: false)",
            ])
        #expect(!tabs.viewControllers[1].isViewLoaded)
    }
}
