/// What nibload knows about UIKit and AppKit classes without their headers: superclasses and the
/// outlets and actions Interface Builder offers on them.
///
/// The table is deliberately small: the view controllers, windows and controls whose outlets
/// documents connect most (`view`, `tableView`, `delegate`, `dataSource`, `target`, …). A class
/// missing from it is still recognized as a framework class by `isFrameworkClass(_:)`.
package enum FrameworkClasses {
    /// One framework class's entry.
    package struct Entry: Hashable, Sendable {
        /// The superclass, `nil` for `NSObject`.
        package var superclass: String?
        /// The outlet names; collections are listed in `outletCollections`.
        package var outlets: [String]
        /// The outlet collection names.
        package var outletCollections: [String]
        /// The action selectors.
        package var actions: [String]

        /// Creates an entry.
        /// - Parameters:
        ///   - superclass: The superclass.
        ///   - outlets: The outlets.
        ///   - outletCollections: The outlet collections.
        ///   - actions: The action selectors.
        package init(
            superclass: String?, outlets: [String] = [], outletCollections: [String] = [], actions: [String] = []
        ) {
            self.superclass = superclass
            self.outlets = outlets
            self.outletCollections = outletCollections
            self.actions = actions
        }
    }

    /// Framework module names that may prefix a class name (`UIKit.UIViewController`).
    package static let moduleNames: Set<String> = [
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
    package static func isFrameworkClass(_ name: String) -> Bool {
        let bare = stripModule(name)
        if otherNames.contains(bare) || table[bare] != nil { return true }
        for prefix in prefixes where bare.hasPrefix(prefix) {
            if let next = bare.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// The name without a leading framework module (`UIKit.UIView` → `UIView`).
    /// - Parameter name: The possibly qualified name.
    package static func stripModule(_ name: String) -> String {
        if let dot = name.firstIndex(of: "."), moduleNames.contains(String(name[..<dot])) {
            return String(name[name.index(after: dot)...])
        }
        return name
    }

    /// The entry for a framework class, if the table has one.
    /// - Parameter name: The class name, optionally prefixed with its framework module.
    package static func entry(for name: String) -> Entry? { table[stripModule(name)] }

    /// The table itself, keyed by class name: UIKit (and the iOS frameworks IB offers objects of),
    /// AppKit and WatchKit. Outlets are the object-valued properties Interface Builder lists in a
    /// class's connections inspector, which key-value coding can set (`set<Key>:`).
    package static let table: [String: Entry] = uiKitTable.merging(appKitTable) { first, _ in first }
        .merging(watchKitTable) { first, _ in first }
}

/// Whether a class name belongs to Apple's frameworks; see `FrameworkClasses.isFrameworkClass(_:)`.
/// - Parameter name: The class name.
package func isFrameworkClass(_ name: String) -> Bool { FrameworkClasses.isFrameworkClass(name) }
