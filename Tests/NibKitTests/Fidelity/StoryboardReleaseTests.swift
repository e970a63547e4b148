import NibKit
import Testing

/// Every controller of a storyboard-built hierarchy is released once it is dismissed or popped,
/// as the same hierarchy built in code is (issue 11, departure 2): no owner edge the loader
/// creates (relationship children, segue templates, view-nib owners, stand-in records, kept-alive
/// nib objects) may form a cycle or outlive its owner.
@Suite(.serialized) @MainActor struct StoryboardReleaseTests {
    /// A scene: a controller `id` of element `element` with `body` inside it (its view, items,
    /// connections).
    nonisolated static func scene(
        _ id: String, _ element: String = "viewController", identifier: String? = nil, body: String = ""
    )
        -> String
    {
        let storyboardIdentifier = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return
            #"<scene sceneID="\#(id)-sc"><objects><\#(element) id="\#(id)"\#(storyboardIdentifier) sceneMemberID="viewController">\#(body)</\#(element)><placeholder placeholderIdentifier="IBFirstResponder" id="\#(id)-fr" sceneMemberID="firstResponder"/></objects></scene>"#
    }

    /// A controller's view with a table view wired back to the controller, a button with a show
    /// segue, a container view embedding `Child`, and a bar button item whose action targets the
    /// controller.
    nonisolated static func busyView(_ id: String) -> String {
        #"""
        <view key="view" id="\#(id)-v"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\#
        <tableView id="\#(id)-t"><rect key="frame" x="0" y="0" width="390" height="400"/><connections>\#
        <outlet property="dataSource" destination="\#(id)" id="\#(id)-ds"/><outlet property="delegate" destination="\#(id)" id="\#(id)-dl"/></connections></tableView>\#
        <button id="\#(id)-b"><rect key="frame" x="0" y="400" width="100" height="40"/><connections>\#
        <segue destination="Item" kind="show" identifier="show\#(id)" id="\#(id)-sg"/><action selector="tap:" destination="\#(id)" eventType="touchUpInside" id="\#(id)-ac"/></connections></button>\#
        <view id="\#(id)-badge" customClass="Badge"><rect key="frame" x="0" y="640" width="40" height="40"/><connections>\#
        <outlet property="delegate" destination="\#(id)" id="\#(id)-bd"/></connections></view>\#
        <containerView id="\#(id)-c"><rect key="frame" x="0" y="440" width="390" height="200"/><connections>\#
        <segue destination="Child" kind="embed" id="\#(id)-em"/></connections></containerView>\#
        </subviews></view>\#
        <navigationItem key="navigationItem" title="\#(id)" id="\#(id)-ni"><barButtonItem key="rightBarButtonItem" systemItem="add" id="\#(id)-bb">\#
        <connections><action selector="add:" destination="\#(id)" id="\#(id)-ba"/></connections></barButtonItem></navigationItem>\#
        <connections><outlet property="tableView" destination="\#(id)-t" id="\#(id)-to"/></connections>
        """#
    }

    nonisolated static func relationship(_ destination: String, _ kind: String, _ id: String) -> String {
        #"<segue destination="\#(destination)" kind="relationship" relationship="\#(kind)" id="\#(id)"/>"#
    }

    nonisolated static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="Nav">
        <scenes>
        \(scene("Nav", "navigationController", identifier: "Nav", body: "<connections>" + relationship("Root", "rootViewController", "r1") + "</connections>"))
        \(scene("Root", body: busyView("Root")))
        \(scene("Tabs", "tabBarController", identifier: "Tabs", body: "<connections>" + relationship("T1", "viewControllers", "r2") + relationship("TNav", "viewControllers", "r3") + "</connections>"))
        \(scene("T1", body: busyView("T1")))
        \(scene("TNav", "navigationController", body: "<connections>" + relationship("T2", "rootViewController", "r4") + "</connections>"))
        \(scene("T2", body: busyView("T2")))
        \(scene("Split", "splitViewController", identifier: "Split", body: "<connections>" + relationship("SNav", "masterViewController", "r5") + relationship("SD", "detailViewController", "r6") + "</connections>"))
        \(scene("SNav", "navigationController", body: "<connections>" + relationship("SM", "rootViewController", "r7") + "</connections>"))
        \(scene("SM", body: busyView("SM")))
        \(scene("SD", body: busyView("SD")))
        \(scene("Holder", identifier: "Holder", body: busyView("Holder")))
        \(scene("Pages", "pageViewController", identifier: "Pages"))
        \(scene("Item", identifier: "Item", body: #"<view key="view" id="Item-v"><rect key="frame" x="0" y="0" width="390" height="844"/></view>"#))
        \(scene("Child", identifier: "Child", body: #"<view key="view" id="Child-v"><rect key="frame" x="0" y="0" width="390" height="200"/></view>"#))
        </scenes></document>
        """

    /// A controller that answers the actions the storyboard sends it and has the outlet it sets.
    final class Busy: ViewController {
        @Outlet var tableView: TableView?
        override func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
            ["tap:", "add:"].contains(action.rawValue) || super.canPerformAction(action, withSender: sender)
        }
        override func performAction(_ action: ActionName, sender: AnyObject?) {}
    }

    struct WeakBox {
        weak var controller: ViewController?
        let label: String
    }

    /// The storyboard; with `standIns`, no class is registered, so every custom class (the
    /// controllers and the `Badge` view whose `delegate` outlet points back at its controller) is
    /// a stand-in that records what it is given.
    static func storyboard(runner: Runner, standIns: Bool = false) throws -> Storyboard {
        let registry = NibClassRegistry()
        if !standIns { for id in ["Root", "T1", "T2", "SM", "SD", "Holder"] { registry.register(Busy.self, as: id) } }
        return try Storyboard(
            string: document.replacingOccurrences(
                of: #"<viewController id="Root""#, with: #"<viewController id="Root" customClass="Root""#
            )
            .replacingOccurrences(of: #"<viewController id="T1""#, with: #"<viewController id="T1" customClass="T1""#)
            .replacingOccurrences(of: #"<viewController id="T2""#, with: #"<viewController id="T2" customClass="T2""#)
            .replacingOccurrences(of: #"<viewController id="SM""#, with: #"<viewController id="SM" customClass="SM""#)
            .replacingOccurrences(of: #"<viewController id="SD""#, with: #"<viewController id="SD" customClass="SD""#)
            .replacingOccurrences(
                of: #"<viewController id="Holder""#, with: #"<viewController id="Holder" customClass="Holder""#),
            name: "Release", registry: registry, runner: runner)
    }

    /// Every controller in `root`'s tree (children, what is presented), weakly.
    static func tree(_ root: ViewController) -> [WeakBox] {
        var result: [WeakBox] = []
        var pending = [root]
        while let controller = pending.popLast() {
            result.append(WeakBox(controller: controller, label: controller.traceLabel))
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return result
    }

    /// Presents the container `identifier` full screen from a code-built root, visits every tab,
    /// pushes a storyboard scene where there is a navigation controller on screen, dismisses it, and
    /// returns weak references to every controller the container's tree held.
    static func presentAndDismiss(_ identifier: String, runner: Runner, storyboard: Storyboard) throws -> [WeakBox] {
        let root = probe("Presenter")
        _ = runner.show(root)
        var boxes: [WeakBox] = []
        try {
            let container = try storyboard.instantiateViewController(identifier: identifier)
            container.modalPresentationStyle = .fullScreen
            root.present(container, animated: true)
            runner.settle()
            if let tabs = container as? TabBarController {
                for index in tabs.viewControllers.indices {
                    tabs.selectedIndex = index
                    runner.settle()
                }
            }
            if let pages = container as? PageViewController {
                pages.setViewControllers(
                    [try storyboard.instantiateViewController(identifier: "Holder")], animated: false)
                runner.settle()
            }
            let navigation =
                (container as? NavigationController) ?? (container as? TabBarController)?.selectedViewController
                as? NavigationController
            if let navigation, let top = navigation.topViewController {
                try top.runSegue(withIdentifier: "show" + (top.objectID ?? ""), sender: nil, userInitiated: true)
                runner.settle()
            }
            boxes = tree(container)
            #expect(boxes.allSatisfy { $0.controller != nil })
            root.dismiss(animated: true)
            runner.settle()
        }()
        return boxes
    }

    @Test(
        "a presented and dismissed storyboard container releases every controller of its tree",
        arguments: ["Nav", "Tabs", "Split", "Pages"], [false, true])
    func dismissedContainerIsReleased(_ identifier: String, _ standIns: Bool) throws {
        let runner = Runner()
        let storyboard = try Self.storyboard(runner: runner, standIns: standIns)
        let boxes = try Self.presentAndDismiss(identifier, runner: runner, storyboard: storyboard)
        #expect(boxes.count >= 2)
        let alive = boxes.filter { $0.controller != nil }.map(\.label)
        #expect(alive == [], "\(identifier) (stand-ins: \(standIns)): still alive after the dismissal")
        for box in boxes {
            #expect(runner.controllerLines.contains("\(box.label).deinit()"), "\(box.label)")
        }
    }

    @Test("a pushed and popped storyboard scene releases itself and the child its embed segue made")
    func poppedSceneIsReleased() throws {
        let runner = Runner()
        let storyboard = try Self.storyboard(runner: runner)
        let navigation = NavigationController(rootViewController: probe("Base"))
        navigation.label = "CodeNav"
        _ = runner.show(navigation)
        var boxes: [WeakBox] = []
        try {
            let holder = try storyboard.instantiateViewController(identifier: "Holder")
            navigation.pushViewController(holder, animated: true)
            runner.settle()
            boxes = Self.tree(holder)
            #expect(boxes.count == 2)
            navigation.popViewController(animated: true)
            runner.settle()
        }()
        #expect(boxes.filter { $0.controller != nil }.map(\.label) == [])
    }

    @Test("the same navigation hierarchy built in code is released (the reference the storyboard one must match)")
    func codeBuiltHierarchyIsReleased() {
        let runner = Runner()
        let root = probe("Presenter")
        _ = runner.show(root)
        var boxes: [WeakBox] = []
        do {
            let navigation = NavigationController(rootViewController: probe("Top"))
            navigation.modalPresentationStyle = .fullScreen
            root.present(navigation, animated: true)
            runner.settle()
            boxes = Self.tree(navigation)
            root.dismiss(animated: true)
            runner.settle()
        }
        #expect(boxes.filter { $0.controller != nil }.map(\.label) == [])
    }
}
