import NibArchive

/// After a build, gives each controller the bar items archived with it (navigation item, tab bar
/// item, toolbar items), as UIKit's `init(coder:)` decodes them.
enum NibControllerItems {
    static func attach(built: [ObjectIndex: AnyObject], archive: Archive) {
        for (index, object) in built {
            guard let controller = object as? ViewController else { continue }
            if let child = archive.child(forKey: "navigationItem", of: index), let item = built[child] as? NavigationItem {
                controller.setNavigationItem(item)
            }
            if let child = archive.child(forKey: "tabBarItem", of: index), let item = built[child] as? TabBarItem {
                controller.tabBarItem = item
            }
            let toolbar = archive.members(ofCollection: "toolbarItems", of: index).compactMap { built[$0] as? BarButtonItem }
            if !toolbar.isEmpty { controller.toolbarItems = toolbar }
        }
    }
}

/// Keeps a load's objects alive as long as an object that owns them (UIKit's controllers keep the
/// top-level objects of their storyboard nibs alive the same way).
@MainActor
enum NibKeepAlive {
    private static let storage = NibAssociatedStorage<[AnyObject]>()

    /// Ties `objects` to `owner`'s lifetime: on the owner itself when it is a responder (so they are
    /// released the moment it is), else in a table swept as it grows.
    static func attach(_ objects: [AnyObject], to owner: AnyObject) {
        let kept = objects.filter { $0 !== owner }
        guard !kept.isEmpty else { return }
        if let responder = owner as? Responder {
            responder.objectsKeptAliveByLoader += kept
        } else {
            storage.modify(owner, default: { [] }) { $0 += kept }
        }
    }
}
