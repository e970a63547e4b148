public import NibPrimitives

/// UIKit's and AppKit's coder keys for IB's XML names: what a compiled nib (which ibtool writes
/// with the frameworks' own `encodeWithCoder:` keys) calls the values the decoder asks for by IB's
/// name. One table serves both the compiled-nib reader (which shows IB's names in the tree) and the
/// keyed decoder (which, for a compiled archive, falls back to the coder keys a reader kept).
public enum NibCoderKeys {
    /// IB's key → the coder keys that carry it, UIKit's first, then AppKit's.
    public static let coderKeys: [String: [String]] = [
        "text": ["UIText"], "tag": ["UITag", "NSTag"], "hidden": ["UIHidden", "NSHidden"], "alpha": ["UIAlpha"],
        "opaque": ["UIOpaque"], "clipsSubviews": ["UIClipsToBounds"], "enabled": ["UIEnabled", "NSEnabled"],
        "selected": ["UISelected"], "highlighted": ["UIHighlighted"], "numberOfLines": ["UINumberOfLines"],
        "placeholder": ["UIPlaceholder"], "title": ["UITitle", "NSTitle", "NSContents", "NSWindowTitle"],
        "restorationIdentifier": ["UIRestorationIdentifier"], "storyboardIdentifier": ["UIStoryboardIdentifier"],
        "accessibilityLabel": ["UIAccessibilityLabel"], "accessibilityIdentifier": ["UIAccessibilityIdentifier"],
        "value": ["UIValue"], "minValue": ["UIMinimumValue", "NSMinValue"],
        "maxValue": ["UIMaximumValue", "NSMaxValue"],
        "on": ["UIOn"], "progress": ["UIProgress"], "selectedSegmentIndex": ["UISelectedSegmentIndex"],
        "image": ["UIImageName"], "reuseIdentifier": ["UIReuseIdentifier"], "rowHeight": ["UIRowHeight"],
        "nibName": ["UINibName"], "keyboardType": ["UIKeyboardType"], "identifier": ["NSIdentifier"],
        "toolTip": ["NSToolTip"], "frameAutosaveName": ["NSFrameAutosaveName"],
    ]

    /// Coder keys whose boolean is the opposite of IB's attribute.
    public static let invertedCoderKeys: [String: String] = ["userInteractionEnabled": "UIUserInteractionDisabled"]

    /// IB's name for a coder key (the reverse of ``coderKeys``), when it has one.
    public static let ibKeys: [String: String] = {
        var result: [String: String] = [:]
        for (ibKey, keys) in coderKeys {
            for key in keys { result[key] = ibKey }
        }
        return result
    }()

    /// A view's frame from UIKit's coder values: `UIBounds` (its size) around `UICenter`.
    public static func frame(bounds: Rect, center: Point?) -> Rect {
        guard let center else { return bounds }
        return Rect(
            x: center.x - bounds.size.width / 2, y: center.y - bounds.size.height / 2, width: bounds.size.width,
            height: bounds.size.height)
    }

    /// AppKit's `NSFrame` text (`{{x, y}, {w, h}}`) or `NSFrameSize` text (`{w, h}`), as a rect.
    public static func rect(fromCoderText text: String) -> Rect? {
        let numbers = text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "+") }.compactMap {
            Double($0)
        }
        switch numbers.count {
        case 4: return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case 2: return Rect(x: 0, y: 0, width: numbers[0], height: numbers[1])
        default: return nil
        }
    }
}
