import NibKit
import NibTestSupport
import Testing

/// Loading a storyboard graph and dropping it leaves nothing alive: no cycle among controllers,
/// views, outlets, segue templates, the storyboard or the runner keeps any of them.
@Suite(.serialized) @MainActor struct GraphReleaseTests {
    /// Weak references to every controller and view reachable from some roots.
    @MainActor struct Survivors {
        private var controllers: [() -> ViewController?] = []
        private var views: [() -> View?] = []

        mutating func watch(_ root: ViewController) {
            var pending: [ViewController] = [root]
            while let controller = pending.popLast() {
                controllers.append { [weak controller] in controller }
                pending += controller.children
                if let presented = controller.presentedViewController { pending.append(presented) }
                guard controller.isViewLoaded, let view = controller.view else { continue }
                var viewsLeft: [View] = [view]
                while let next = viewsLeft.popLast() {
                    views.append { [weak next] in next }
                    viewsLeft += next.subviews
                }
            }
        }

        var watchedCount: (controllers: Int, views: Int) { (controllers.count, views.count) }
        /// The controllers still alive, described.
        var aliveLabels: [String] {
            controllers.compactMap { $0() }.map {
                "\($0.traceLabel) \(type(of: $0)) parent=\($0.parent?.traceLabel ?? "-")"
            }
        }
        var alive: (controllers: Int, views: Int) {
            (controllers.count { $0() != nil }, views.count { $0() != nil })
        }
    }

    static let file = PackagePaths.root + "/Samples/storyboard/Navigation.storyboard"

    /// Loads the storyboard, instantiates every scene with its view loaded, and watches the graph.
    static func loadAndDrop(into survivors: inout Survivors) throws {
        let runner = Runner()
        let storyboard = try Storyboard(contentsOf: file)
        var roots: [ViewController] = []
        if let initial = try storyboard.instantiateInitialViewController() { roots.append(initial) }
        for identifier in storyboard.identifiers {
            roots.append(try storyboard.instantiateViewController(identifier: identifier))
        }
        for root in roots {
            root.loadViewIfNeeded()
            for child in root.children { child.loadViewIfNeeded() }
            survivors.watch(root)
        }
        // Some of them on screen, through a transition, then off again.
        let window = runner.makeWindow()
        window.rootViewController = roots.first
        window.makeKeyAndVisible()
        runner.settle()
        window.rootViewController = nil
        runner.settle()
    }

    @Test("1,000 loads of a storyboard graph leave no controller or view alive")
    func loadsAndDropsLeaveNothing() throws {
        var survivors = Survivors()
        for _ in 0..<1_000 { try Self.loadAndDrop(into: &survivors) }
        // Checked right after the last load returns: its graph, too, is gone by then.
        #expect(survivors.watchedCount.controllers >= 10_000)
        #expect(survivors.watchedCount.views >= 30_000)
        #expect(survivors.alive == (0, 0), "\(survivors.aliveLabels)")
    }

    @Test("the check finds a controller kept alive by a cycle")
    func aCycleIsFound() {
        final class Holder: ViewController {
            var keep: (() -> Void)?
        }
        var survivors = Survivors()
        weak var kept: Holder?
        do {
            let holder = Holder(nibName: nil)
            holder.keep = { _ = holder }  // a closure that holds its owner: a cycle
            survivors.watch(holder)
            kept = holder
        }
        #expect(survivors.alive.controllers == 1)
        // Broken again, so that the test leaves no leak behind for LeakSanitizer to report.
        kept?.keep = nil
        #expect(survivors.alive.controllers == 0)
    }
}
