/// Which UI framework a document targets, read from `targetRuntime`.
public enum RuntimeFamily: String, Sendable, Hashable, Codable {
    /// iOS and tvOS (`iOS.CocoaTouch`, `AppleTV`).
    case cocoaTouch
    /// macOS (`MacOSX.Cocoa`).
    case appKit
    /// watchOS (`watchKit`).
    case watchKit
    /// Not stated or not recognised.
    case unknown

    /// The family for a `targetRuntime` value.
    public init(targetRuntime: String?) {
        guard let runtime = targetRuntime else {
            self = .unknown
            return
        }
        if runtime.hasPrefix("MacOSX") {
            self = .appKit
        } else if runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") {
            self = .cocoaTouch
        } else if runtime.lowercased().hasPrefix("watchkit") {
            self = .watchKit
        } else {
            self = .unknown
        }
    }
}

/// The attributes of the `<document>` element.
public struct DocumentInfo: Sendable, Hashable {
    /// `type`, such as `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var type: String?
    /// `version` of the file format.
    public var version: String?
    /// `toolsVersion`, the Xcode build that wrote the file.
    public var toolsVersion: String?
    /// `targetRuntime`, such as `iOS.CocoaTouch` or `MacOSX.Cocoa`.
    public var targetRuntime: String?
    /// `propertyAccessControl`.
    public var propertyAccessControl: String?
    /// `useAutolayout == YES`.
    public var useAutolayout: Bool
    /// `useTraitCollections == YES`.
    public var useTraitCollections: Bool
    /// `useSafeAreas == YES`.
    public var useSafeAreas: Bool
    /// The id named by `initialViewController`, if any.
    public var initialViewControllerID: String?

    /// Whether the document is a storyboard rather than a xib.
    public var isStoryboard: Bool { type.map { Self.contains($0, "Storyboard") } ?? false }

    /// Whether `text` contains `word`, comparing UTF-8 bytes (the standard library's
    /// `contains(_:)` for strings cost about 30,000 instructions a call, and rules ask per document).
    private static func contains(_ text: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let bytes = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
    /// The UI framework the document targets.
    public var family: RuntimeFamily { RuntimeFamily(targetRuntime: targetRuntime) }
    /// `storyboard` or `xib`.
    public var kindName: String { isStoryboard ? "storyboard" : "xib" }

    /// Creates document information.
    public init(
        type: String? = nil, version: String? = nil, toolsVersion: String? = nil, targetRuntime: String? = nil,
        propertyAccessControl: String? = nil, useAutolayout: Bool = false, useTraitCollections: Bool = false,
        useSafeAreas: Bool = false, initialViewControllerID: String? = nil
    ) {
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.propertyAccessControl = propertyAccessControl
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.initialViewControllerID = initialViewControllerID
    }
}
