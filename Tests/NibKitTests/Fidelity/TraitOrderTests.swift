import NibKit
import Testing

/// Trait changes in iOS 17's order (issue 11, departure 4): the traits of a controller are updated
/// just before its view is laid out, so `traitCollectionDidChange` and the trait-change
/// registrations reach each controller right before its `viewWillLayoutSubviews`, parents first; a
/// controller covered by a full-screen presentation during the change gets them when it returns.
@Suite @MainActor struct TraitOrderTests {
    static let portrait = "\"h: compact, v: regular, light\""
    static let landscape = "\"h: compact, v: compact, light\""

    @Test(
        "rotation, modern profile: each controller's trait change comes just before its own layout pass, parents first")
    func rotationDeliversTraitsBeforeLayout() {
        let runner = Runner(profile: .modern)
        let host = containerHost()
        var handled: [String] = []
        host.registerForTraitChanges([.verticalSizeClass]) { controller, previous in
            handled.append("\(controller.traceLabel) \(previous.verticalSizeClass.rawValue)")
        }
        host.child.registerForTraitChanges([.userInterfaceStyle]) { _, _ in handled.append("never") }
        let window = runner.show(host)
        let mark = runner.trace.count
        runner.rotate(window)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "P.willTransition(to: \(Self.landscape))",
                "c.willTransition(to: \(Self.landscape))",
                "P.viewWillTransition(to: 844x390)",
                "c.viewWillTransition(to: 844x390)",
                "P.traitCollectionDidChange(previous: \(Self.portrait))",
                "P.traitChangeHandler(previous: \(Self.portrait))",
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
                "c.traitCollectionDidChange(previous: \(Self.portrait))",
                "c.viewWillLayoutSubviews()",
                "c.viewDidLayoutSubviews()",
            ])
        #expect(handled == ["P regular"])
    }

    @Test(
        "a controller covered by a full-screen presentation during a rotation gets its trait change when it returns, before its layout"
    )
    func coveredControllerCatchesUpWhenItReturns() {
        let runner = Runner(profile: .modern)
        let root = probe("R")
        let window = runner.show(root)
        let modal = probe("M")
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        runner.settle()
        let mark = runner.trace.count
        runner.rotate(window)
        runner.settle()
        let during = runner.controllerLines(since: mark)
        #expect(during.contains("M.traitCollectionDidChange(previous: \(Self.portrait))"))
        #expect(!during.contains { $0.hasPrefix("R.traitCollectionDidChange") })
        let back = runner.trace.count
        modal.dismiss(animated: true)
        runner.settle()
        let returning = runner.controllerLines(since: back)
        let trait = returning.firstIndex(of: "R.traitCollectionDidChange(previous: \(Self.portrait))")
        let layout = returning.firstIndex(of: "R.viewWillLayoutSubviews()")
        #expect(trait != nil && layout != nil && trait! < layout!, "\(returning)")
        #expect(returning.filter { $0.hasPrefix("R.traitCollectionDidChange") }.count == 1)
        // Rotating back while nothing covers it: exactly one more change, no stale one.
        let again = runner.trace.count
        runner.rotate(window)
        runner.settle()
        #expect(
            runner.controllerLines(since: again).filter { $0.hasPrefix("R.traitCollectionDidChange") } == [
                "R.traitCollectionDidChange(previous: \(Self.landscape))"
            ])
    }

    @Test(
        "the seed profile (iOS 5–7) rotates with willRotate, layout, willAnimateRotation, didRotate: no trait callbacks (issue 11, departure 5)"
    )
    func seedKeepsItsOrder() {
        let runner = Runner(profile: .seed)
        let window = runner.show(probe("V"))
        let mark = runner.trace.count
        runner.rotate(window)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "V.willRotate(to: landscapeRight, duration: 0.3)",
                "V.viewWillLayoutSubviews()",
                "V.viewDidLayoutSubviews()",
                "V.willAnimateRotation(to: landscapeRight, duration: 0.3)",
                "V.didRotate(from: portrait)",
            ])
    }

    @Test("an unregistered trait-change handler is not called")
    func unregisteredHandlerIsSilent() {
        let runner = Runner(profile: .modern)
        let root = probe("V")
        var calls = 0
        let registration = root.registerForTraitChanges([.horizontalSizeClass, .verticalSizeClass]) { _, _ in calls += 1
        }
        let window = runner.show(root)
        runner.rotate(window)
        runner.settle()
        #expect(calls == 1)
        root.unregisterForTraitChanges(registration)
        runner.rotate(window)
        runner.settle()
        #expect(calls == 1)
    }
}
