/// Maps the classes a legacy Xcode 3/4 archive names (`IBUILabel`, `NSWindowTemplate`,
/// `NSCustomObject`, …) to the element of the current format that IB writes for the same object, so
/// that the element's class (``ClassMap``) is the runtime class (`UILabel`, `NSWindow`, `NSObject`).
///
/// CocoaTouch classes are IB's `IBUI` + the UIKit name (`IBUIButton` is a `button`, a `UIButton`);
/// AppKit classes are the runtime names themselves (`NSButton` is a `button`). The exceptions are
/// written out in ``explicit``.
enum LegacyClassMap {
    /// Legacy classes whose element is not the class name without its prefix.
    static let explicit: [String: String] = [
        "IBProxyObject": "placeholder", "IBUIProxyObject": "placeholder", "IBUICustomObject": "customObject",
        "NSCustomObject": "customObject", "NSCustomView": "customView", "NSWindowTemplate": "window",
        "NSView": "view", "IBUIRoundedRectButton": "button", "IBMKMapView": "mapView",
        "IBUILongPressGestureRecognizer": "pongPressGestureRecognizer", "NSSecureTextField": "secureTextField",
        "IBUITableViewCellContentView": "tableViewCellContentView", "NSPageController": "pagecontroller",
        "IBNSLayoutConstraint": "constraint", "IBAVPlayerViewTemplate": "avPlayerView",
        "NSToolbarFlexibleSpaceItem": "toolbarItem", "NSToolbarSpaceItem": "toolbarItem",
        "NSToolbarSeparatorItem": "toolbarItem", "NSToolbarShowColorsItem": "toolbarItem",
        "NSToolbarShowFontsItem": "toolbarItem", "NSToolbarPrintItem": "toolbarItem",
        "IBLayoutConstraint": "constraint",
    ]

    /// The element for a legacy class, or nil when the class has no element of its own (it then
    /// becomes a `customObject` of that class).
    static func element(forClass className: String, family: RuntimeFamily) -> String? {
        if let element = explicit[className] { return element }
        let stem: Substring
        let table: [String: String]
        if className.hasPrefix("IBUI") {
            stem = className.dropFirst(4)
            table = ClassMap.cocoaTouch
        } else if className.hasPrefix("NS") {
            stem = className.dropFirst(2)
            table =
                family == .appKit ? ClassMap.appKit : ClassMap.cocoaTouch.merging(ClassMap.appKit) { first, _ in first }
        } else {
            return nil
        }
        guard let first = stem.first else { return nil }
        let element = first.lowercased() + stem.dropFirst()
        return table[element] != nil ? element : nil
    }

    /// The runtime class of a legacy class that has no element: `IBUIFoo` is `UIFoo`, AppKit names
    /// stay.
    static func runtimeClass(forClass className: String) -> String {
        className.hasPrefix("IBUI") ? "UI" + className.dropFirst(4) : className
    }
}
