import NibKit

/// The navigation set-up the navigation, interactive-pop and segue tests share, and the traces the
/// spec gives for it, written once.
@MainActor
enum NavigationFixture {
    /// A navigation controller `Nav` whose root is `VC1`, shown and settled.
    static func shown(_ profile: Profile) -> (runner: Runner, navigation: NavigationController, root: Probe) {
        let runner = Runner(profile: profile)
        let root = probe("VC1")
        let navigation = NavigationController(rootViewController: root)
        navigation.label = "Nav"
        _ = runner.show(navigation)
        return (runner, navigation, root)
    }

    /// ``shown(_:)`` with `VC2` pushed (animated) and settled; `mark` is the trace count after it.
    static func pushed(_ profile: Profile) -> (runner: Runner, navigation: NavigationController, mark: Int) {
        let (runner, navigation, _) = shown(profile)
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.settle()
        return (runner, navigation, runner.trace.count)
    }

    /// Pushing `VC2` over `VC1`, seed profile: seed 000's steps, with VC1's layout pair (A3; A5
    /// with `animated` false).
    static func seedPush(animated: Bool) -> [String] {
        [
            "VC2.loadView() [movingToParent]",
            "VC2.viewDidLoad() [movingToParent]",
            "VC1.viewWillDisappear(animated: \(animated))",
            "VC2.viewWillAppear(animated: \(animated)) [movingToParent]",
            "VC2.viewWillLayoutSubviews() [movingToParent]",
            "VC2.viewDidLayoutSubviews() [movingToParent]",
            "VC1.viewWillLayoutSubviews()",
            "VC1.viewDidLayoutSubviews()",
            "VC1.viewDidDisappear(animated: \(animated))",
            "VC2.viewDidAppear(animated: \(animated)) [movingToParent]",
        ]
    }

    /// Pushing `VC2` over `VC1`, modern profile: willMove first, didMove last, no VC1 layout (A4;
    /// A5 with `animated` false).
    static func modernPush(animated: Bool) -> [String] {
        [
            "VC2.willMove(toParent: Nav) [movingToParent]",
            "VC2.loadView() [movingToParent]",
            "VC2.viewDidLoad() [movingToParent]",
            "VC1.viewWillDisappear(animated: \(animated))",
            "VC2.viewWillAppear(animated: \(animated)) [movingToParent]",
            "VC2.viewIsAppearing(animated: \(animated)) [movingToParent]",
            "VC2.viewWillLayoutSubviews() [movingToParent]",
            "VC2.viewDidLayoutSubviews() [movingToParent]",
            "VC1.viewDidDisappear(animated: \(animated))",
            "VC2.viewDidAppear(animated: \(animated)) [movingToParent]",
            "VC2.didMove(toParent: Nav) [movingToParent]",
        ]
    }

    /// Popping `VC2` (animated), modern profile (A7, and A10's completed swipe).
    static let modernPop = [
        "VC2.willMove(toParent: nil) [movingFromParent]",
        "VC2.viewWillDisappear(animated: true) [movingFromParent]",
        "VC1.viewWillAppear(animated: true)",
        "VC1.viewIsAppearing(animated: true)",
        "VC1.viewWillLayoutSubviews()",
        "VC1.viewDidLayoutSubviews()",
        "VC2.viewDidDisappear(animated: true) [movingFromParent]",
        "VC1.viewDidAppear(animated: true)",
        "VC2.didMove(toParent: nil) [movingFromParent]",
        "VC2.deinit()",
    ]

    /// Popping `VC2` (animated), seed profile (A7, and A10's completed swipe).
    static let seedPop = [
        "VC2.viewWillDisappear(animated: true) [movingFromParent]",
        "VC1.viewWillAppear(animated: true)",
        "VC1.viewWillLayoutSubviews()",
        "VC1.viewDidLayoutSubviews()",
        "VC2.viewDidDisappear(animated: true) [movingFromParent]",
        "VC1.viewDidAppear(animated: true)",
        "VC2.deinit()",
    ]
}
