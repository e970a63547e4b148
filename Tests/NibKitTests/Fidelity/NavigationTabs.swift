import NibKit

/// A runner showing a tab bar controller `Tabs` whose first two tabs are navigation controllers
/// `N0` (root `A`) and `N1` (root `B`): the window the overlapping-transition and
/// appearance-invariant tests start from.
@MainActor struct NavigationTabs {
    let runner: Runner
    let window: Window
    let tabs: TabBarController
    let first: NavigationController
    let second: NavigationController

    /// Shows the tabs in a new runner of `profile`, with `extraTabs` after the two navigation
    /// controllers.
    init(profile: Profile = .modern, extraTabs: [ViewController] = []) {
        runner = Runner(profile: profile)
        first = NavigationController(rootViewController: probe("A"))
        first.label = "N0"
        second = NavigationController(rootViewController: probe("B"))
        second.label = "N1"
        tabs = TabBarController(viewControllers: [first, second] + extraTabs)
        tabs.label = "Tabs"
        window = runner.show(tabs)
    }
}
