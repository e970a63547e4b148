/// Where a legacy object sits in its parent, in the terms of the current format.
enum LegacyPlacement {
    /// Directly inside the parent without a key (the top level, or a child the parent does not hold).
    case loose
    /// A member of the enclosing collection element.
    case member
    /// Under a key of the parent (`contentView`, `cell`, `submenu`, …); the element is where the
    /// parent holds it.
    case keyed(String, Int)
}

/// The names the current format uses for the keys and arrays legacy parents hold children under.
enum LegacyRelationNames {
    /// Legacy array keys → collection elements.
    static let collections: [String: String] = [
        "NSSubviews": "subviews", "NSMenuItems": "items", "NSTableColumns": "tableColumns", "NSCells": "cells",
        "NSTabViewItems": "tabViewItems", "IBUIGestureRecognizers": "gestureRecognizers",
        "IBUIViewControllers": "viewControllers", "IBUIItems": "items", "IBUIToolbarItems": "toolbarItems",
        "NSSegmentImages": "segments", "NSToolbarIBAllowedItems": "allowedToolbarItems",
        "NSToolbarIBDefaultItems": "defaultToolbarItems", "dict.values": "items",
    ]

    /// Legacy keys → keys.
    static let keys: [String: String] = [
        "NSWindowView": "contentView", "NSCell": "cell", "NSSubmenu": "submenu", "NSMenu": "menu",
        "NSContentView": "contentView", "NSDocView": "documentView", "NSHScroller": "horizontalScroller",
        "NSVScroller": "verticalScroller", "NSHeaderView": "headerView", "NSCornerView": "cornerView",
        "IBUINavigationItem": "navigationItem", "IBUINavigationBar": "navigationBar", "IBUITabBar": "tabBar",
        "IBUITabBarItem": "tabBarItem", "IBUIView": "view", "IBUIToolbar": "toolbar", "IBUISearchBar": "searchBar",
        "IBUITableHeaderView": "tableHeaderView", "IBUITableFooterView": "tableFooterView",
        "IBUIContentView": "contentView",
    ]

    /// Keys that point back up or across the outline, never to a child.
    static let backPointers: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSNextKeyView", "NSPreviousKeyView", "NSControlView", "NSTarget",
        "NSInitialFirstResponder", "IBUIParentViewController",
    ]

    /// A legacy name without its prefix and with a lower-case first letter (`NSFooBar` → `fooBar`).
    static func stem(_ name: String) -> String {
        let stem: Substring =
            name.hasPrefix("IBUI")
            ? name.dropFirst(4) : name.hasPrefix("NS") || name.hasPrefix("IB") ? name.dropFirst(2) : Substring(name)
        guard let first = stem.first else { return name }
        return first.lowercased() + stem.dropFirst()
    }

    /// The collection element for a legacy array key.
    static func collection(_ key: String) -> String { collections[key] ?? stem(key) }

    /// The key for a legacy key.
    static func key(_ key: String) -> String { keys[key] ?? stem(key) }

    /// CocoaTouch `IBEventType` codes (the bit position of the `UIControlEvents` value, plus one).
    static let eventTypes: [String: String] = [
        "1": "touchDown", "2": "touchDownRepeat", "3": "touchDragInside", "4": "touchDragOutside",
        "5": "touchDragEnter", "6": "touchDragExit", "7": "touchUpInside", "8": "touchUpOutside", "9": "touchCancel",
        "13": "valueChanged", "14": "primaryActionTriggered", "17": "editingDidBegin", "18": "editingChanged",
        "19": "editingDidEnd", "20": "editingDidEndOnExit",
    ]
}
