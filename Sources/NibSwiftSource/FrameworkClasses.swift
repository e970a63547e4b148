/// What nibload knows about UIKit and AppKit classes without their headers: superclasses and the
/// outlets and actions Interface Builder offers on them.
///
/// The table is deliberately small: the view controllers, windows and controls whose outlets
/// documents connect most (`view`, `tableView`, `delegate`, `dataSource`, `target`, …). A class
/// missing from it is still recognized as a framework class by `isFrameworkClass(_:)`.
public enum FrameworkClasses {
    /// One framework class's entry.
    public struct Entry: Hashable, Sendable {
        /// The superclass, `nil` for `NSObject`.
        public var superclass: String?
        /// The outlet names; collections are listed in `outletCollections`.
        public var outlets: [String]
        /// The outlet collection names.
        public var outletCollections: [String]
        /// The action selectors.
        public var actions: [String]

        /// Creates an entry.
        /// - Parameters:
        ///   - superclass: The superclass.
        ///   - outlets: The outlets.
        ///   - outletCollections: The outlet collections.
        ///   - actions: The action selectors.
        public init(superclass: String?, outlets: [String] = [], outletCollections: [String] = [], actions: [String] = []) {
            self.superclass = superclass
            self.outlets = outlets
            self.outletCollections = outletCollections
            self.actions = actions
        }
    }

    /// Framework module names that may prefix a class name (`UIKit.UIViewController`).
    public static let moduleNames: Set<String> = [
        "UIKit", "AppKit", "Cocoa", "Foundation", "WebKit", "MapKit", "AVKit", "AVFoundation", "SpriteKit",
        "SceneKit", "GLKit", "MetalKit", "ARKit", "PassKit", "QuartzCore", "QuickLook", "PDFKit", "PhotosUI",
        "SafariServices", "ContactsUI", "EventKitUI", "GameKit", "ObjectiveC",
    ]

    private static let prefixes = ["UI", "NS", "WK", "MK", "AV", "SK", "SCN", "GLK", "MTK", "AR", "PK"]

    private static let otherNames: Set<String> = [
        "CALayer", "CAEmitterLayer", "CAGradientLayer", "CAShapeLayer", "QLPreviewView", "QLPreviewController",
        "PDFView", "PDFThumbnailView", "PHLivePhotoView", "SFSafariViewController", "CNContactViewController",
        "CNContactPickerViewController", "EKEventViewController", "EKEventEditViewController",
        "GKGameCenterViewController", "ADBannerView", "WebView", "INUIAddVoiceShortcutButton",
    ]

    /// Whether a class name belongs to Apple's frameworks: a known framework module prefix
    /// (`UIKit.`) is dropped, then it must start with one of `UI`, `NS`, `WK`, `MK`, `AV`, `SK`,
    /// `SCN`, `GLK`, `MTK`, `AR`, `PK` followed by an upper-case letter, or be in a short list of
    /// other framework classes (`CALayer`, `PDFView`, `SFSafariViewController`, …).
    /// - Parameter name: The class name.
    public static func isFrameworkClass(_ name: String) -> Bool {
        let bare = stripModule(name)
        if otherNames.contains(bare) || table[bare] != nil { return true }
        for prefix in prefixes where bare.hasPrefix(prefix) {
            if let next = bare.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// The name without a leading framework module (`UIKit.UIView` → `UIView`).
    /// - Parameter name: The possibly qualified name.
    public static func stripModule(_ name: String) -> String {
        if let dot = name.firstIndex(of: "."), moduleNames.contains(String(name[..<dot])) {
            return String(name[name.index(after: dot)...])
        }
        return name
    }

    /// The entry for a framework class, if the table has one.
    /// - Parameter name: The class name, optionally prefixed with its framework module.
    public static func entry(for name: String) -> Entry? { table[stripModule(name)] }

    private static let editActions = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"]

    private static let controlActions = [
        "performClick:", "takeDoubleValueFrom:", "takeFloatValueFrom:", "takeIntValueFrom:",
        "takeIntegerValueFrom:", "takeObjectValueFrom:", "takeStringValueFrom:",
    ]

    /// The table itself, keyed by class name.
    public static let table: [String: Entry] = [
        "NSObject": Entry(superclass: nil),
        // UIKit
        "UIResponder": Entry(superclass: "NSObject", outlets: ["nextResponder"], actions: editActions),
        "UIView": Entry(superclass: "UIResponder", outletCollections: ["gestureRecognizers"]),
        "UIWindow": Entry(superclass: "UIView", outlets: ["rootViewController"]),
        "UIControl": Entry(superclass: "UIView"),
        "UIButton": Entry(superclass: "UIControl"),
        "UISwitch": Entry(superclass: "UIControl"),
        "UISlider": Entry(superclass: "UIControl"),
        "UISegmentedControl": Entry(superclass: "UIControl"),
        "UIStepper": Entry(superclass: "UIControl"),
        "UIDatePicker": Entry(superclass: "UIControl"),
        "UIPageControl": Entry(superclass: "UIControl"),
        "UITextField": Entry(superclass: "UIControl", outlets: ["delegate"]),
        "UILabel": Entry(superclass: "UIView"),
        "UIImageView": Entry(superclass: "UIView"),
        "UIStackView": Entry(superclass: "UIView"),
        "UIScrollView": Entry(superclass: "UIView", outlets: ["delegate"]),
        "UITextView": Entry(superclass: "UIScrollView", outlets: ["delegate"]),
        "UITableView": Entry(
            superclass: "UIScrollView",
            outlets: ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate"]),
        "UICollectionView": Entry(
            superclass: "UIScrollView",
            outlets: ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate"]),
        "UITableViewCell": Entry(superclass: "UIView"),
        "UICollectionViewCell": Entry(superclass: "UICollectionReusableView"),
        "UICollectionReusableView": Entry(superclass: "UIView"),
        "UIPickerView": Entry(superclass: "UIView", outlets: ["dataSource", "delegate"]),
        "UISearchBar": Entry(superclass: "UIView", outlets: ["delegate"]),
        "UINavigationBar": Entry(superclass: "UIView", outlets: ["delegate"]),
        "UITabBar": Entry(superclass: "UIView", outlets: ["delegate"]),
        "UIToolbar": Entry(superclass: "UIView", outlets: ["delegate"]),
        "UIWebView": Entry(superclass: "UIView", outlets: ["delegate"]),
        "WKWebView": Entry(superclass: "UIView", outlets: ["navigationDelegate", "UIDelegate"]),
        "MKMapView": Entry(superclass: "UIView", outlets: ["delegate"]),
        "UIGestureRecognizer": Entry(superclass: "NSObject", outlets: ["delegate"]),
        "UITapGestureRecognizer": Entry(superclass: "UIGestureRecognizer"),
        "UIPanGestureRecognizer": Entry(superclass: "UIGestureRecognizer"),
        "UILongPressGestureRecognizer": Entry(superclass: "UIGestureRecognizer"),
        "UISwipeGestureRecognizer": Entry(superclass: "UIGestureRecognizer"),
        "UIPinchGestureRecognizer": Entry(superclass: "UIGestureRecognizer"),
        "UIApplication": Entry(superclass: "UIResponder", outlets: ["delegate"]),
        "UIViewController": Entry(superclass: "UIResponder", outlets: ["view", "searchDisplayController"]),
        "UITableViewController": Entry(superclass: "UIViewController", outlets: ["tableView"]),
        "UICollectionViewController": Entry(superclass: "UIViewController", outlets: ["collectionView"]),
        "UINavigationController": Entry(superclass: "UIViewController", outlets: ["delegate"]),
        "UITabBarController": Entry(superclass: "UIViewController", outlets: ["delegate"]),
        "UISplitViewController": Entry(superclass: "UIViewController", outlets: ["delegate"]),
        "UIPageViewController": Entry(superclass: "UIViewController", outlets: ["dataSource", "delegate"]),
        "UISearchController": Entry(superclass: "UIViewController", outlets: ["delegate", "searchResultsUpdater"]),
        "UISearchDisplayController": Entry(
            superclass: "NSObject",
            outlets: ["delegate", "searchBar", "searchContentsController", "searchResultsDataSource",
                "searchResultsDelegate"]),
        // AppKit
        "NSResponder": Entry(superclass: "NSObject", outlets: ["nextResponder", "menu"]),
        "NSView": Entry(superclass: "NSResponder", outlets: ["nextKeyView"]),
        "NSControl": Entry(superclass: "NSView", outlets: ["target", "formatter"], actions: controlActions),
        "NSButton": Entry(superclass: "NSControl"),
        "NSPopUpButton": Entry(superclass: "NSButton"),
        "NSSlider": Entry(superclass: "NSControl"),
        "NSSegmentedControl": Entry(superclass: "NSControl"),
        "NSTextField": Entry(superclass: "NSControl", outlets: ["delegate"]),
        "NSSecureTextField": Entry(superclass: "NSTextField"),
        "NSSearchField": Entry(superclass: "NSTextField"),
        "NSComboBox": Entry(superclass: "NSTextField", outlets: ["dataSource"]),
        "NSTableView": Entry(superclass: "NSControl", outlets: ["dataSource", "delegate"]),
        "NSOutlineView": Entry(superclass: "NSTableView"),
        "NSBrowser": Entry(superclass: "NSControl", outlets: ["delegate"]),
        "NSImageView": Entry(superclass: "NSControl"),
        "NSText": Entry(superclass: "NSView", outlets: ["delegate"]),
        "NSTextView": Entry(superclass: "NSText"),
        "NSScrollView": Entry(superclass: "NSView"),
        "NSStackView": Entry(superclass: "NSView", outlets: ["delegate"]),
        "NSSplitView": Entry(superclass: "NSView", outlets: ["delegate"]),
        "NSTabView": Entry(superclass: "NSView", outlets: ["delegate"]),
        "NSCollectionView": Entry(superclass: "NSView", outlets: ["dataSource", "delegate"]),
        "NSWindow": Entry(
            superclass: "NSResponder", outlets: ["delegate", "initialFirstResponder"],
            actions: [
                "performClose:", "performMiniaturize:", "performZoom:", "makeKeyAndOrderFront:", "orderOut:",
                "orderFront:", "orderBack:", "toggleToolbarShown:", "runToolbarCustomizationPalette:",
                "toggleFullScreen:",
            ]),
        "NSPanel": Entry(superclass: "NSWindow"),
        "NSApplication": Entry(
            superclass: "NSResponder", outlets: ["delegate", "dockMenu", "mainMenu", "windowsMenu", "servicesMenu"],
            actions: [
                "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:",
                "orderFrontStandardAboutPanel:", "orderFrontCharacterPalette:", "arrangeInFront:",
            ]),
        "NSViewController": Entry(superclass: "NSResponder", outlets: ["view"]),
        "NSSplitViewController": Entry(superclass: "NSViewController"),
        "NSTabViewController": Entry(superclass: "NSViewController"),
        "NSWindowController": Entry(superclass: "NSResponder", outlets: ["window"]),
        "NSMenu": Entry(superclass: "NSObject", outlets: ["delegate"]),
        "NSMenuItem": Entry(superclass: "NSObject", outlets: ["target", "submenu"]),
        "NSToolbar": Entry(superclass: "NSObject", outlets: ["delegate"]),
        "NSToolbarItem": Entry(superclass: "NSObject", outlets: ["target", "view"]),
        "NSController": Entry(superclass: "NSObject"),
        "NSObjectController": Entry(
            superclass: "NSController", outlets: ["content"], actions: ["add:", "remove:", "fetch:"]),
        "NSArrayController": Entry(superclass: "NSObjectController", actions: ["insert:", "selectNext:", "selectPrevious:"]),
        "NSTreeController": Entry(superclass: "NSObjectController", actions: ["addChild:", "insertChild:"]),
        "NSUserDefaultsController": Entry(superclass: "NSController", actions: ["revert:", "save:"]),
        "NSGestureRecognizer": Entry(superclass: "NSObject", outlets: ["delegate", "target"]),
    ]
}

/// Whether a class name belongs to Apple's frameworks; see `FrameworkClasses.isFrameworkClass(_:)`.
/// - Parameter name: The class name.
public func isFrameworkClass(_ name: String) -> Bool { FrameworkClasses.isFrameworkClass(name) }
