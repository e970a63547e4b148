import NibArchive

/// Element names and relationships of the IB dialect that several rules share.
enum IBVocabulary {
    /// Elements that are view (or window, or interface) controllers, besides every `…ViewController`.
    static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tabBarController", "windowController", "controller",
        "notificationController", "hostingController", "pagecontroller", "viewControllerPlaceholder",
        "controllerPlaceholder",
    ]

    /// Whether an element is a controller a segue can lead to.
    static func isController(_ element: String) -> Bool {
        controllerElements.contains(element) || element.hasSuffix("ViewController")
    }

    /// The relationships a relationship segue may have, by container element. AppKit containers use
    /// `splitItems`, `tabItems` and `window.shadowedContentViewController`.
    static let relationships: [String: Set<SegueRelationship>] = [
        "navigationController": [.rootViewController],
        "tabBarController": [.viewControllers],
        "splitViewController": [
            .masterViewController, .detailViewController, .supplementaryViewController, .compactViewController,
            .primaryViewController, .secondaryViewController, .splitItems,
        ],
        "windowController": [.windowContent],
        "tabViewController": [.tabItems],
        "pageViewController": [],
        "notificationController": [.dynamicNotificationInterface, .dynamicInteractiveNotificationInterface],
        "controller": [.nextPage],
        // A WatchKit hosting controller (SwiftUI) pages like an interface controller.
        "hostingController": [.nextPage],
    ]

    /// CocoaTouch elements that send actions: controls, bar items, gesture recognisers, commands.
    static let cocoaTouchActionSources: Set<String> = [
        "button", "slider", "switch", "segmentedControl", "stepper", "textField", "datePicker", "pageControl",
        "refreshControl", "colorWell", "barButtonItem", "command", "keyCommand", "menu", "action", "control",
        "tapGestureRecognizer", "pongPressGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer",
        "rotationGestureRecognizer", "swipeGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hoverGestureRecognizer", "gestureRecognizer", "searchTextField",
        // WatchKit interface objects send actions too.
        "button", "switch", "slider", "picker", "menuItem", "textField",
    ]

    /// CocoaTouch elements that can never send an action (no custom class can make them controls,
    /// since a custom class must subclass the element's class).
    static let cocoaTouchNonControls: Set<String> = [
        "label", "imageView", "tableView", "collectionView", "scrollView", "stackView", "textView", "tableViewCell",
        "collectionViewCell", "collectionReusableView", "tableViewCellContentView", "collectionViewCellContentView",
        "navigationBar", "navigationItem", "tabBar", "tabBarItem", "toolbar", "activityIndicatorView",
        "progressView", "pickerView", "mapView", "webView", "wkWebView", "searchBar", "visualEffectView",
        "constraint", "layoutGuide", "viewLayoutGuide", "containerView",
    ]

    /// The nearest enclosing controller of an object (the object itself if it is one).
    static func enclosingController(of object: ObjectIndex, in archive: Archive) -> ObjectIndex? {
        if isController(archive[object].element) { return object }
        return archive.ancestors(of: object).first { isController(archive[$0].element) }
    }

    /// A short description of an object for messages: `label 'Title' (UILabel, id 'abc-12-xyz')`.
    static func describe(_ object: ArchivedObject) -> String {
        if let placeholder = object.placeholder { return placeholder.label }
        var text = object.element
        if let label = object.userLabel { text += " '\(label)'" }
        if let className = object.className {
            text += " (\(className), id '\(object.id)')"
        } else {
            text += " (id '\(object.id)')"
        }
        return text
    }
}
