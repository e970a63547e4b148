import NibPrimitives
import Testing

@testable import NibKit
@testable import NibRuntime

/// A deterministic generator (SplitMix64), so a failing sequence is reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Over random sequences of container changes that overlap (push, pop, present, dismiss, tab
/// switch, interactive pops finished or cancelled, with the clock moved by random amounts between
/// them, often before anything settles), every controller's appearance callbacks follow UIKit's
/// state machine and end, once everything settles, in the state the screen shows.
@Suite @MainActor struct AppearanceInvariantTests {
    enum Operation: CaseIterable {
        case push, pop, popToRoot, presentFullScreen, presentSheet, presentNavigation, dismiss, tab, swipe, finishSwipe,
            cancelSwipe, idle, tick, settle
    }

    @MainActor final class World {
        let runner: Runner
        let window: Window
        let tabs: TabBarController
        var created: [ViewController] = []
        var counter = 0
        var swiping: [NavigationController] = []

        init(profile: Profile) {
            let shown = NavigationTabs(profile: profile, extraTabs: [probe("T2")])
            runner = shown.runner
            tabs = shown.tabs
            window = shown.window
        }

        func fresh(_ prefix: String) -> Probe {
            counter += 1
            return probe("\(prefix)\(counter)")
        }

        /// What is on screen, from the root down through presentations, tops and selected tabs.
        var visible: ViewController {
            var current: ViewController = tabs
            while true {
                if let presented = current.presentedViewController, !presented.isBeingDismissed {
                    current = presented
                } else if let navigation = current as? NavigationController, let top = navigation.topViewController {
                    current = top
                } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                    current = selected
                } else {
                    return current
                }
            }
        }

        var visibleNavigation: NavigationController? {
            var current: ViewController? = visible
            while let controller = current {
                if let navigation = controller as? NavigationController { return navigation }
                current = controller.parent
            }
            return nil
        }

        func perform(_ operation: Operation, _ generator: inout SeededGenerator) {
            let animated = Bool.random(using: &generator)
            switch operation {
            case .push:
                visibleNavigation?.pushViewController(fresh("P"), animated: animated)
            case .pop:
                visibleNavigation?.popViewController(animated: animated)
            case .popToRoot:
                visibleNavigation?.popToRootViewController(animated: animated)
            case .presentFullScreen, .presentSheet:
                let modal = fresh("M")
                modal.modalPresentationStyle = operation == .presentSheet ? .pageSheet : .fullScreen
                visible.present(modal, animated: animated)
            case .presentNavigation:
                let modal = NavigationController(rootViewController: fresh("R"))
                counter += 1
                modal.label = "MN\(counter)"
                modal.modalPresentationStyle = Bool.random(using: &generator) ? .fullScreen : .overFullScreen
                created.append(modal)
                visible.present(modal, animated: animated)
            case .dismiss:
                if visible.presentingViewController != nil || visible.rootAncestor.presentingViewController != nil {
                    visible.dismiss(animated: animated)
                }
            case .tab:
                tabs.selectedIndex = Int.random(in: 0..<3, using: &generator)
            case .swipe:
                if let navigation = visibleNavigation, navigation.beginInteractivePop() { swiping.append(navigation) }
            case .finishSwipe:
                if !swiping.isEmpty { swiping.removeFirst().finishInteractivePop() }
            case .cancelSwipe:
                if !swiping.isEmpty { swiping.removeFirst().cancelInteractivePop() }
            case .idle:
                runner.runUntilIdle()
            case .tick:
                runner.advance(by: .milliseconds(Int.random(in: 0...400, using: &generator)))
            case .settle:
                runner.settle()
            }
        }

        /// Resolves every swipe and lets everything finish.
        func finish() {
            for navigation in swiping { navigation.finishInteractivePop() }
            swiping = []
            runner.settle()
        }

        /// Every controller still reachable from the window, presented or stacked.
        var reachable: [ViewController] {
            var result: [ViewController] = []
            var pending: [ViewController] = [tabs]
            while let controller = pending.popLast() {
                result.append(controller)
                pending += controller.children
                if let presented = controller.presentedViewController { pending.append(presented) }
            }
            return result
        }
    }

    @Test(
        "random overlapping sequences keep appearance balanced and end as the screen shows", arguments: Profile.allCases
    )
    func randomSequences(_ profile: Profile) {
        var failures: [String] = []
        for seed in UInt64(1)...150 {
            var generator = SeededGenerator(seed: seed)
            let world = World(profile: profile)
            var operations: [Operation] = []
            for _ in 0..<30 {
                let operation = Operation.allCases.randomElement(using: &generator) ?? .settle
                operations.append(operation)
                world.perform(operation, &generator)
            }
            world.finish()
            let ledger = AppearanceLedger(world.runner.trace.events)
            let mismatches = ledger.screenMismatches(world.reachable)
            let halfWay = world.reachable.filter {
                $0.appearanceState == .appearing || $0.appearanceState == .disappearing
            }
            if !ledger.violations.isEmpty || !mismatches.isEmpty || !halfWay.isEmpty {
                failures.append(
                    "seed \(seed) \(operations): \(ledger.violations.prefix(3)) \(mismatches.prefix(3)) "
                        + "half-way: \(halfWay.map(\.traceLabel))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 150 sequences:\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("the ledger catches an unbalanced trace and contradictory flags")
    func ledgerCatchesUnbalancedCallbacks() {
        let events = [
            TraceEvent(object: "A", className: "A", event: "viewWillAppear"),
            TraceEvent(object: "A", className: "A", event: "viewDidAppear"),
            TraceEvent(object: "A", className: "A", event: "viewDidAppear"),
            TraceEvent(object: "B", className: "B", event: "viewWillAppear"),
            TraceEvent(object: "B", className: "B", event: "viewWillDisappear"),
            TraceEvent(object: "B", className: "B", event: "viewDidDisappear"),
            TraceEvent(object: "C", className: "C", event: "viewDidDisappear"),
            TraceEvent(object: "D", className: "D", event: "willMove", flags: [.movingToParent, .movingFromParent]),
        ]
        let ledger = AppearanceLedger(events)
        #expect(ledger.violations.count == 3)
        #expect(ledger.states["A"] == .appeared && ledger.states["B"] == .disappeared)
    }
}
