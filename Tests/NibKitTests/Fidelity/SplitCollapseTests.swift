import NibKit
import NibPrimitives
import Testing

/// Split view controllers collapse in a horizontally compact window, as UIKit's have since iOS 8
/// (issue 11, departure 3): without a delegate the secondary collapses onto a primary navigation
/// controller (it is pushed onto its stack), only what is on screen gets appearance callbacks, and
/// a regular width separates them again. The delegate can take over either step.
@Suite @MainActor struct SplitCollapseTests {
    /// `Split` with primary `Nav` (root `Master`) and secondary `Detail`.
    static func split() -> (SplitViewController, NavigationController, Probe, Probe) {
        let master = probe("Master")
        let navigation = NavigationController(rootViewController: master)
        navigation.label = "Nav"
        let detail = probe("Detail")
        let split = SplitViewController(primary: navigation, secondary: detail)
        split.label = "Split"
        return (split, navigation, master, detail)
    }

    final class Delegate: SplitViewControllerDelegate {
        var collapses: [String] = []
        var separations: [String] = []
        var handlesCollapse = false
        var replacement: ViewController?
        func splitViewController(
            _ split: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController
        ) -> Bool {
            collapses.append("\(secondary.traceLabel) onto \(primary.traceLabel)")
            return handlesCollapse
        }
        func splitViewController(_ split: SplitViewController, separateSecondaryFrom primary: ViewController)
            -> ViewController?
        {
            separations.append(primary.traceLabel)
            return replacement
        }
    }

    @Test("on an iPhone-size window the secondary is pushed onto the primary navigation controller; only it appears")
    func collapsesOnAPhone() {
        let runner = Runner(profile: .modern)
        let (split, navigation, master, detail) = Self.split()
        _ = runner.show(split)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.map(\.traceLabel) == ["Nav"])
        #expect(navigation.viewControllers.map(\.traceLabel) == ["Master", "Detail"])
        #expect(detail.splitViewController === split && detail.navigationController === navigation)
        let appearance = runner.controllerLines.filter { $0.contains("ppear(") }
        #expect(
            appearance == [
                "Split.viewWillAppear(animated: false)", "Nav.viewWillAppear(animated: false)",
                "Detail.viewWillAppear(animated: false)", "Split.viewDidAppear(animated: false)",
                "Nav.viewDidAppear(animated: false)",
                "Detail.viewDidAppear(animated: false)",
            ])
        #expect(!master.isViewLoaded)
        #expect(runner.controllerLines.contains("Nav.collapseSecondaryViewController(Detail, for: Split)"))
        #expect(AppearanceLedger(runner.trace.events).screenMismatches([split, navigation, master, detail]) == [])
    }

    @Test(
        "a regular width separates them: the detail moves to its column, the master appears in the navigation controller"
    )
    func expandsOnRegularWidth() {
        let runner = Runner(profile: .modern)
        let (split, navigation, master, detail) = Self.split()
        let window = runner.show(split)
        let mark = runner.trace.count
        window.transition(to: Size(width: 932, height: 430))
        runner.settle()
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.map(\.traceLabel) == ["Nav", "Detail"])
        #expect(navigation.viewControllers.map(\.traceLabel) == ["Master"])
        let lines = runner.controllerLines(since: mark).filter {
            $0.contains("ppear") || $0.contains("Secondary") || $0.contains("load")
        }
        #expect(
            lines == [
                "Nav.separateSecondaryViewController(for: Split)", "Master.loadView()",
                "Master.viewWillAppear(animated: false)",
                "Master.viewIsAppearing(animated: false)", "Master.viewDidAppear(animated: false)",
            ])
        #expect(detail.viewIfLoaded?.superview === split.viewIfLoaded)
        #expect(AppearanceLedger(runner.trace.events).screenMismatches([split, navigation, master, detail]) == [])
        // And back to compact: the detail collapses again, the master disappears.
        window.transition(to: Size(width: 430, height: 932))
        runner.settle()
        #expect(split.isCollapsed)
        #expect(navigation.viewControllers.map(\.traceLabel) == ["Master", "Detail"])
        #expect(master.appearanceState == .disappeared && detail.appearanceState == .appeared)
        let ledger = AppearanceLedger(runner.trace.events)
        #expect(ledger.violations == [])
        #expect(ledger.screenMismatches([split, navigation, master, detail]) == [])
    }

    @Test("a wide window shows both columns from the start; a pad never collapses")
    func regularWidthShowsBothColumns() {
        let runner = Runner(profile: .modern)
        let (split, navigation, master, detail) = Self.split()
        let window = runner.makeWindow(size: Size(width: 1024, height: 768))
        window.idiom = .pad
        window.rootViewController = split
        window.makeKeyAndVisible()
        runner.settle()
        #expect(!split.isCollapsed)
        #expect(master.appearanceState == .appeared && detail.appearanceState == .appeared)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("the delegate is asked first: returning true discards the secondary; on expansion its controller is used")
    func delegateHooks() {
        let runner = Runner(profile: .modern)
        let (split, navigation, _, detail) = Self.split()
        let delegate = Delegate()
        delegate.handlesCollapse = true
        split.delegate = delegate
        let window = runner.show(split)
        #expect(delegate.collapses == ["Detail onto Nav"])
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.appearanceState == .disappeared)
        let replacement = probe("Fresh")
        delegate.replacement = replacement
        window.transition(to: Size(width: 932, height: 430))
        runner.settle()
        #expect(delegate.separations == ["Nav"])
        #expect(split.viewControllers.last === replacement)
        #expect(replacement.appearanceState == .appeared)
    }

    @Test("the seed profile (iOS 5–7, split views on a pad only) never collapses")
    func seedNeverCollapses() {
        let runner = Runner(profile: .seed)
        let (split, _, master, detail) = Self.split()
        _ = runner.show(split)
        #expect(!split.isCollapsed)
        #expect(master.appearanceState == .appeared && detail.appearanceState == .appeared)
    }

    @Test("showing a detail while collapsed pushes it onto the primary navigation controller")
    func showDetailWhileCollapsed() {
        let runner = Runner(profile: .modern)
        let (split, navigation, _, _) = Self.split()
        _ = runner.show(split)
        let other = probe("Other")
        split.showDetailViewController(other)
        runner.settle()
        #expect(navigation.topViewController === other)
        #expect(other.appearanceState == .appeared)
    }
}
