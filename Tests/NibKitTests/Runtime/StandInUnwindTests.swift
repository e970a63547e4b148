import NibKit
import NibTestSupport
import Testing

/// Stand-ins for unregistered classes answer an unwind action the document's exit segue names, the
/// first one on the way back in UIKit's search order, said in the trace (issue 11, departure 6).
@Suite @MainActor struct StandInUnwindTests {
    @Test(
        "Navigation.storyboard: Settings' Done button unwinds to the stand-in Master (not the embedded Child) and dismisses",
        arguments: Profile.allCases)
    func doneUnwindsToTheStandInMaster(profile: Profile) throws {
        let runner = Runner(profile: profile)
        let storyboard = try Storyboard(
            contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard"), runner: runner)
        let navigation = try #require(
            try runner.instantiateInitialViewController(from: storyboard) as? NavigationController)
        _ = runner.show(navigation)
        let master = try #require(navigation.topViewController)
        let done: Button
        do {
            let settings = try runner.instantiateViewController(identifier: "Settings", from: storyboard)
            settings.modalPresentationStyle = .fullScreen
            master.present(settings, animated: false)
            runner.settle()
            done = try #require(settings.view.subviews.compactMap { $0 as? Button }.first { $0.title() == "Done" })
        }
        let mark = runner.trace.count
        done.sendActions(for: .touchUpInside)
        runner.settle()
        let lines = runner.controllerLines(since: mark)
        #expect(
            Array(lines.prefix(3)) == [
                "Settings.shouldPerformSegue(withIdentifier: nil, sender: Button)",
                "Settings.prepare(for: nil, sender: Button)",
                "Master.unwindToMaster(segue: nil, answeredBy: \"stand-in for HelloApp.MasterViewController\")",
            ])
        #expect(lines.contains("Settings.viewWillDisappear(animated: true) [beingDismissed]"))
        #expect(lines.last == "Settings.deinit()")
        #expect(navigation.presentedViewController == nil)
        #expect(runner.diagnostics.filter { $0.severity == .error }.isEmpty, "\(runner.diagnostics)")
    }
}
