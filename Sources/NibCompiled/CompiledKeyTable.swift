import NibCoding

/// How the coder keys of compiled nibs (UIKit's `UI…`, AppKit's `NS…`) translate to the element,
/// attribute and key names of IB's XML, which the archive and the keyed decoder use: one table
/// for both readers. Keys not listed keep their coder name; geometry (`UIBounds`, `UICenter`,
/// `NSFrame`) keeps it too, and the keyed decoder computes a frame from it.
enum CompiledKeyTable {
    /// Scalar coder keys → XML attribute names: the reverse of the keyed decoder's table
    /// (``NibCoderKeys``), so reader and decoder agree.
    static let attributes: [String: String] = NibCoderKeys.ibKeys

    /// Coder keys whose boolean means the opposite of the XML attribute. (`UIHidden` and AppKit's
    /// `NSHidden`, which `NSTableColumn` encodes, are true when hidden, like `hidden`: not here.)
    static let inverted: [String: String] = ["UIUserInteractionDisabled": "userInteractionEnabled"]

    /// Object-valued coder keys → the XML key (or collection element) of the child.
    static let children: [String: String] = [
        "UISubviews": "subviews", "NSSubviews": "subviews", "UIView": "view", "UIViewControllerView": "view",
        "UINavigationItem": "navigationItem", "UIViewControllerNavigationItem": "navigationItem",
        "UIViewControllerTabBarItem": "tabBarItem", "UIConstraints": "constraints", "NSViewConstraints": "constraints",
        "UIGestureRecognizers": "gestureRecognizers", "NSWindowView": "contentView", "NSCell": "cell",
        "UIViewControllerChildViewControllers": "childViewControllers", "NSMenuItems": "items", "NSSubmenu": "submenu",
        "UIContentView": "contentView", "UIBarButtonItems": "items", "UIRightBarButtonItem": "rightBarButtonItem",
        "UILeftBarButtonItem": "leftBarButtonItem", "UITableHeaderView": "tableHeaderView",
    ]

    /// Colour coder keys → the XML key of the `<color>` value.
    static let colors: [String: String] = [
        "UIBackgroundColor": "backgroundColor", "UITextColor": "textColor", "UITintColor": "tintColor",
        "NSBackgroundColor": "backgroundColor", "NSTextColor": "textColor", "NSColor": "color",
    ]

    /// Back-pointers and cross-references: never a place in the tree (the object is placed where
    /// its owner holds it).
    static let notTree: Set<String> = [
        "NSNextResponder", "NSSuperview", "UISuperview", "NSWindow", "UINextResponder", "NSFirstItem",
        "NSSecondItem", "UIFirstItem", "UISecondItem", "NSNextKeyView", "UIViewControllerParentViewController",
        "NSControlView", "NSTarget", "UITarget", "NSMenu", "UIParentViewController", "NSSource", "NSDestination",
        "UISource", "UIDestination", "NSDelegate", "UIDelegate", "UIDataSource", "NSDataSource",
    ]

    /// Classes that are values (strings, numbers, collections, geometry, resources), not objects of
    /// the document.
    static let valueClasses: Set<String> = [
        "NSString", "NSMutableString", "NSLocalizableString", "NSNumber", "NSArray", "NSMutableArray", "NSSet",
        "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSDictionary", "NSMutableDictionary", "NSData",
        "NSMutableData", "NSNull", "NSValue", "NSColor", "UIColor", "NSColorSpace", "NSFont", "UIFont", "NSImage",
        "UIImage", "NSCustomResource", "UIImageNibPlaceholder", "IBClassReference", "NSIBObjectData", "$class",
        "UINibKeyValuePair", "NSParagraphStyle", "NSMutableParagraphStyle", "NSAttributedString",
        "NSMutableAttributedString", "NSDate", "NSURL", "NSLocale", "UIFontDescriptor", "NSFontDescriptor",
    ]

    /// Connection classes and what they map to.
    static let connectionKinds: [String: ConnectionShape] = [
        "UIRuntimeOutletConnection": .outlet, "UIRuntimeEventConnection": .action,
        "UIRuntimeOutletCollectionConnection": .outletCollection, "NSNibOutletConnector": .outlet,
        "NSNibControlConnector": .action, "NSNibBindingConnector": .binding,
        "NSNibAXAttributeConnector": .accessibility, "NSNibAXRelationshipConnector": .accessibility,
        "NSIBHelpConnector": .outlet, "NSNibConnector": .outlet,
    ]

    /// The connection kinds compiled nibs carry.
    enum ConnectionShape { case outlet, action, outletCollection, binding, accessibility }

    /// UIKit's `UIControlEvents` bits → IB's `eventType` names.
    static let events: [(bit: Int, name: String)] = [
        (0, "touchDown"), (1, "touchDownRepeat"), (2, "touchDragInside"), (3, "touchDragOutside"),
        (4, "touchDragEnter"), (5, "touchDragExit"), (6, "touchUpInside"), (7, "touchUpOutside"),
        (8, "touchCancel"), (12, "valueChanged"), (13, "primaryActionTriggered"), (16, "editingDidBegin"),
        (17, "editingChanged"), (18, "editingDidEnd"), (19, "editingDidEndOnExit"),
    ]
}
