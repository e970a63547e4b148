import Testing

@testable import NibKit

/// What a document gives a view or controller is stored on the object itself: it is there while
/// the object lives and goes with it (no table keeps it alive afterwards).
@Suite @MainActor struct ObjectStateTests {
    @Test func aViewsRecognizersConstraintsAndLayerGoWithTheView() {
        weak var recognizer: GestureRecognizer?
        weak var constraint: LayoutConstraint?
        weak var layer: LayerProperties?
        do {
            let view = View(frame: .zero)
            let tap = GestureRecognizer()
            let width = LayoutConstraint()
            view.addGestureRecognizer(tap)
            view.addInstalledConstraint(width)
            view.layerProperties.cornerRadius = 4
            #expect(view.gestureRecognizers.count == 1 && view.gestureRecognizers[0] === tap && tap.view === view)
            #expect(view.installedConstraints.count == 1 && view.installedConstraints[0] === width)
            #expect(view.layerProperties.cornerRadius == 4)
            recognizer = tap
            constraint = width
            layer = view.layerProperties
        }
        #expect(recognizer == nil && constraint == nil && layer == nil)
    }

    @Test func aControllersBarItemsGoWithTheController() {
        weak var navigationItem: NavigationItem?
        weak var tabBarItem: TabBarItem?
        weak var toolbarItem: BarButtonItem?
        do {
            let controller = ViewController()
            controller.title = "Inbox"
            #expect(controller.navigationItem.title == "Inbox")
            #expect(controller.navigationItem === controller.navigationItem)
            let tab = TabBarItem()
            controller.tabBarItem = tab
            controller.tabBarItem = nil
            #expect(controller.tabBarItem === tab)
            controller.toolbarItems = [BarButtonItem()]
            navigationItem = controller.navigationItem
            tabBarItem = tab
            toolbarItem = controller.toolbarItems.first
        }
        #expect(navigationItem == nil && tabBarItem == nil && toolbarItem == nil)
    }
}
