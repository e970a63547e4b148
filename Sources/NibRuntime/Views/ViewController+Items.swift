/// What a controller shows in the bars of its containers, as its document archives them
/// (`<navigationItem key="navigationItem">`, `<tabBarItem key="tabBarItem">`, `<toolbarItems>`).
/// The loader attaches them when it builds the controller, so they live as long as it does.
extension ViewController {
    private static let navigationItems = NibAssociatedStorage<NavigationItem>()
    private static let tabBarItems = NibAssociatedStorage<TabBarItem>()
    private static let toolbarItemLists = NibAssociatedStorage<[BarButtonItem]>()

    /// The navigation item (title, bar button items) a navigation controller shows for this
    /// controller; created empty on first use when the document has none.
    public var navigationItem: NavigationItem {
        Self.navigationItems.value(for: self) {
            let item = NavigationItem()
            item.title = title
            return item
        }
    }

    /// The tab bar item a tab bar controller shows for this controller, if any.
    public var tabBarItem: TabBarItem? {
        get { Self.tabBarItems.value(for: self) }
        set {
            if let newValue { Self.tabBarItems.set(newValue, for: self) }
        }
    }

    /// The toolbar items a navigation controller's toolbar shows for this controller.
    public var toolbarItems: [BarButtonItem] {
        get { Self.toolbarItemLists.value(for: self) ?? [] }
        set { Self.toolbarItemLists.set(newValue, for: self) }
    }

    /// Sets the navigation item (the loader does, from the document).
    public func setNavigationItem(_ item: NavigationItem) { Self.navigationItems.set(item, for: self) }
}
