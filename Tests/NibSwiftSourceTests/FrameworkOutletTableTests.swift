import NibSwiftSource
import Testing

/// The framework outlet table: for every class Interface Builder offers outlets on, the outlets
/// its connections inspector lists (own and inherited) are known, so connecting one is never
/// reported as missing from a subclass declared in the sources.
@Suite struct FrameworkOutletTableTests {
    /// (class, outlets IB lists on it, including inherited ones).
    static let expected: [(String, [String])] = [
        ("UIView", ["gestureRecognizers", "maskView"]),
        ("UIButton", ["menu", "gestureRecognizers"]),
        ("UITextField", ["delegate", "leftView", "rightView", "inputView", "inputAccessoryView"]),
        ("UITextView", ["delegate", "inputView", "inputAccessoryView", "refreshControl"]),
        ("UIScrollView", ["delegate", "refreshControl"]),
        (
            "UITableView",
            [
                "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate",
                "tableHeaderView", "tableFooterView", "backgroundView",
            ]
        ),
        (
            "UICollectionView",
            [
                "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate",
                "backgroundView", "collectionViewLayout",
            ]
        ),
        (
            "UITableViewCell",
            [
                "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
                "accessoryView", "editingAccessoryView",
            ]
        ),
        ("UITableViewHeaderFooterView", ["backgroundView"]),
        ("UICollectionViewCell", ["backgroundView", "selectedBackgroundView"]),
        ("UICollectionViewListCell", ["backgroundView", "selectedBackgroundView"]),
        ("UIPickerView", ["dataSource", "delegate"]),
        ("UISearchBar", ["delegate", "inputAccessoryView"]),
        ("UINavigationBar", ["delegate"]),
        (
            "UINavigationItem",
            [
                "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem",
                "leftBarButtonItems", "rightBarButtonItems", "searchController",
            ]
        ),
        ("UIBarButtonItem", ["customView", "target", "menu"]),
        ("UITabBar", ["delegate", "items", "selectedItem"]),
        ("UIToolbar", ["delegate", "items"]),
        ("UIWindow", ["rootViewController"]),
        ("UIApplication", ["delegate"]),
        ("UIViewController", ["view", "searchDisplayController", "tabBarItem", "toolbarItems"]),
        ("UITableViewController", ["view", "tableView", "refreshControl"]),
        ("UICollectionViewController", ["view", "collectionView"]),
        ("UINavigationController", ["view", "delegate"]),
        ("UITabBarController", ["view", "delegate"]),
        ("UISplitViewController", ["view", "delegate"]),
        ("UIPageViewController", ["view", "dataSource", "delegate"]),
        ("UISearchController", ["delegate", "searchResultsUpdater"]),
        ("UIGestureRecognizer", ["delegate"]),
        ("UIScreenEdgePanGestureRecognizer", ["delegate"]),
        ("WKWebView", ["navigationDelegate", "UIDelegate"]),
        ("MKMapView", ["delegate"]),
        ("SCNView", ["delegate", "scene"]),
        ("ARSCNView", ["delegate", "scene"]),
        ("SKView", ["delegate"]),
        ("GLKView", ["delegate"]),
        ("MTKView", ["delegate"]),
        ("AVPlayerViewController", ["view", "delegate"]),
        ("NSView", ["nextKeyView", "menu", "nextResponder"]),
        ("NSControl", ["target", "formatter", "nextKeyView"]),
        ("NSTextField", ["delegate", "target", "formatter"]),
        ("NSSearchField", ["delegate", "searchMenuTemplate"]),
        ("NSComboBox", ["dataSource", "delegate"]),
        ("NSComboBoxCell", ["dataSource", "target", "formatter", "menu"]),
        ("NSTableView", ["dataSource", "delegate", "headerView", "cornerView", "target"]),
        ("NSOutlineView", ["dataSource", "delegate"]),
        ("NSTableCellView", ["textField", "imageView", "objectValue"]),
        ("NSTableHeaderView", ["tableView", "menu"]),
        ("NSScrollView", ["documentView", "contentView", "verticalScroller", "horizontalScroller"]),
        ("NSClipView", ["documentView"]),
        ("NSBox", ["contentView"]),
        ("NSTabView", ["delegate"]),
        ("NSTabViewItem", ["view", "initialFirstResponder"]),
        ("NSSplitView", ["delegate"]),
        ("NSStackView", ["delegate"]),
        ("NSCollectionView", ["dataSource", "delegate", "itemPrototype", "backgroundView"]),
        ("NSCollectionViewItem", ["view", "textField", "imageView", "representedObject"]),
        ("NSTextView", ["delegate"]),
        ("NSDatePicker", ["delegate"]),
        ("NSPathControl", ["delegate"]),
        ("NSRuleEditor", ["delegate"]),
        ("NSPredicateEditor", ["delegate"]),
        ("NSBrowser", ["delegate"]),
        ("NSMatrix", ["delegate"]),
        ("NSWindow", ["delegate", "initialFirstResponder", "contentView", "toolbar", "contentViewController"]),
        ("NSPanel", ["delegate", "initialFirstResponder"]),
        ("NSDrawer", ["contentView", "parentWindow", "delegate"]),
        ("NSPopover", ["delegate", "contentViewController"]),
        ("NSApplication", ["delegate", "dockMenu", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu"]),
        ("NSViewController", ["view", "representedObject"]),
        ("NSSplitViewController", ["view", "splitView"]),
        ("NSTabViewController", ["view", "tabView"]),
        ("NSPageController", ["view", "delegate"]),
        ("NSWindowController", ["window", "contentViewController"]),
        ("NSMenu", ["delegate"]),
        ("NSMenuItem", ["target", "submenu", "view", "representedObject"]),
        ("NSToolbar", ["delegate"]),
        ("NSToolbarItem", ["target", "view", "menuFormRepresentation"]),
        ("NSObjectController", ["content"]),
        ("NSArrayController", ["content"]),
        ("NSTreeController", ["content"]),
        ("NSGestureRecognizer", ["delegate", "target"]),
        ("NSClickGestureRecognizer", ["delegate", "target"]),
        (
            "NSWebView",
            [
                "UIDelegate", "downloadDelegate", "frameLoadDelegate", "policyDelegate",
                "resourceLoadDelegate",
            ]
        ),
        ("PDFView", ["delegate"]),
        ("WKUserNotificationInterfaceController", ["notificationAlertLabel"]),
    ]

    @Test(arguments: expected) func outletsOf(className: String, outlets: [String]) {
        let index = SwiftSourceIndex([])
        let known = Set(index.outlets(of: className).map(\.name))
        for outlet in outlets {
            #expect(known.contains(outlet), "\(className).\(outlet)")
        }
    }

    /// A Swift subclass of each class inherits the outlets, and its chain is complete (so a truly
    /// missing outlet is still found).
    @Test(arguments: expected) func subclassInherits(className: String, outlets: [String]) throws {
        let file = SwiftSourceScanner.scan(text: "class Custom: \(className) {}", file: "Custom.swift", module: nil)
        let index = SwiftSourceIndex([file])
        let known = Set(index.outlets(of: "Custom").map(\.name))
        #expect(outlets.allSatisfy(known.contains), "\(className)")
        #expect(index.superclassChain(of: "Custom").last == "NSObject", "\(className)")
        #expect(!known.contains("noSuchOutlet"))
    }

    /// Every entry's superclass is itself in the table, so chains end at NSObject.
    @Test func everyChainEndsAtNSObject() {
        for (name, entry) in FrameworkClasses.table {
            var current = entry.superclass
            var steps = 0
            while let next = current, steps < 20 {
                #expect(FrameworkClasses.entry(for: next) != nil, "\(name) → \(next)")
                current = FrameworkClasses.entry(for: next)?.superclass
                steps += 1
            }
            #expect(current == nil, "\(name)")
        }
    }
}
