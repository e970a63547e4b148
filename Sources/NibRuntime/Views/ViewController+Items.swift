/// What a controller shows in the bars of its containers, as its document archives them
/// (`<navigationItem key="navigationItem">`, `<tabBarItem key="tabBarItem">`, `<toolbarItems>`).
/// The loader attaches them when it builds the controller; they are stored on the controller.
extension ViewController {
    /// The navigation item (title, bar button items) a navigation controller shows for this
    /// controller; created empty on first use when the document has none.
    public var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The tab bar item a tab bar controller shows for this controller, if any (setting nil keeps
    /// the current one).
    public var tabBarItem: TabBarItem? {
        get { tabBarItemStorage }
        set {
            if let newValue { tabBarItemStorage = newValue }
        }
    }

    /// Sets the navigation item (the loader does, from the document).
    public func setNavigationItem(_ item: NavigationItem) { navigationItemStorage = item }
}
