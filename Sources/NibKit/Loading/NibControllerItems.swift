import NibArchive

/// After a build, gives each controller the bar items archived with it (navigation item, tab bar
/// item, toolbar items), as UIKit's `init(coder:)` decodes them.
enum NibControllerItems {
    static func attach(built: ObjectIndexTable<AnyObject>, archive: Archive) {
        for (index, object) in built.entries {
            guard let controller = object as? ViewController else { continue }
            if let child = archive.child(forKey: "navigationItem", of: index),
                let item = built[child] as? NavigationItem
            {
                controller.setNavigationItem(item)
            }
            if let child = archive.child(forKey: "tabBarItem", of: index), let item = built[child] as? TabBarItem {
                controller.tabBarItem = item
            }
            let toolbar = archive.members(ofCollection: "toolbarItems", of: index).compactMap {
                built[$0] as? BarButtonItem
            }
            if !toolbar.isEmpty { controller.toolbarItems = toolbar }
        }
    }
}

/// Keeps a load's objects alive as long as an object that owns them (UIKit's controllers keep the
/// top-level objects of their storyboard nibs alive the same way), in the owner's loader state.
@MainActor
enum NibKeepAlive {
    /// Ties `objects` to `owner`'s lifetime.
    static func attach(_ objects: [AnyObject], to owner: AnyObject) {
        guard !objects.isEmpty, let owner = owner as? any NibLoaderStateCarrier else { return }
        owner.loaderState.retainedObjects += objects.filter { $0 !== owner }
    }
}
