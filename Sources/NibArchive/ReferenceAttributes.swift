/// Which attributes name another object by id.
///
/// Drawn from every reference found in 376 real documents: connection endpoints, constraint items,
/// `initialViewController`, `reference=` elements, table cell parts, AppKit grid cells, pop-up
/// selections, header views, binding chains and popover anchors.
enum ReferenceAttributes {
    /// Attributes that are references on any element.
    static let anywhere: Set<String> = [
        "destination", "firstItem", "secondItem", "initialViewController", "reference", "previousBinding",
        "popoverAnchorView", "popoverAnchorBarButtonItem", "selectedItem", "headerView", "outlineTableColumn",
        "initialItem", "headOfMergedCell", "tableViewCell",
    ]

    /// Attributes that are references only on particular elements (elsewhere the same name holds a
    /// number or text).
    static let onElement: [String: Set<String>] = [
        "action": ["target"],
        "tableViewCell": ["textLabel", "detailTextLabel", "imageView"],
        "gridCell": ["row", "column"],
    ]

    /// A bit for each element of ``onElement``, so that the builder tests an attribute of an element
    /// with one `and` of two name facts.
    static let elementBits: [String: UInt8] = {
        var bits: [String: UInt8] = [:]
        for (position, element) in onElement.keys.sorted().enumerated() { bits[element] = 1 << UInt8(position) }
        return bits
    }()

    /// Whether `attribute` of `element` names an object.
    static func isReference(_ attribute: String, of element: String) -> Bool {
        anywhere.contains(attribute) || (onElement[element]?.contains(attribute) ?? false)
    }
}

/// The element vocabulary the interpreter understands beyond the object classes of ``ClassMap``.
enum KnownElements {
    /// Value, collection and structure elements of the IB dialect.
    static let values: Set<String> = [
        "accessibility", "accessibilityConnection", "accessibilityOverrides", "accessibilityTraits", "action",
        "adaptation", "allowedInputSourceLocales", "allowedToolbarItems", "animations", "array", "attributedString",
        "attributes", "audiovisualMediaTypes", "autoresizingMask", "behavior", "binding", "blurEffect", "bool",
        "buttonConfiguration", "calendarDate", "capability", "cells", "class", "classReference", "classes", "color",
        "column", "columns", "connections", "constraints", "contentBorderThickness", "customFonts", "customSpacing",
        "data", "dataDetectorType", "date", "declaredKeys", "defaultToolbarItems", "dependencies", "deployment",
        "development", "device", "dictionary", "document", "edgeInsets", "exclude", "extendedEdge", "font",
        "fontDescription", "fragment", "frame", "freeformSimulatedSizeMetrics", "gestureRecognizers", "gridCells",
        "holdingPriorities", "image", "imageReference", "include", "inferredMetricsTieBreakers", "inset", "integer",
        "items", "keyCommand", "keyCommands", "layoutGuides", "leftBarButtonItems", "mask", "metadata",
        "modifierMask", "mutableArray", "mutableData", "mutableString", "namedColor", "navigationBarAppearance", "nil",
        "objectValues", "objects", "offsetWrapper", "options", "outlet", "outletCollection", "paragraphStyle",
        "plugIn", "point", "popoverArrowDirection", "precedingGestureRecognizers", "preferredSymbolConfiguration",
        "pressTypeMask", "prototypeCellViews", "prototypes", "range", "real", "rect", "relationship", "relationships",
        "resources", "rightBarButtonItems", "rows", "scene", "scenes", "sections", "segment", "segments", "segue",
        "shadow", "simulatedMetricsContainer", "simulatedNavigationBarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "simulatedStatusBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "size", "sortDescriptor", "source", "splitViewItems", "state", "string", "subviews", "systemColor", "tabStops",
        "tabViewItems", "tableColumnResizingMask", "tableColumns", "tableHeaderCell", "tableViewGridLines",
        "textAttributes", "textInputTraits", "textTab", "timeZone", "toolbarItems", "url",
        "userDefinedRuntimeAttribute",
        "userDefinedRuntimeAttributes", "userGuides", "userLayoutGuide", "value", "variation", "visibilityPriorities",
        "webPreferences", "windowCollectionBehavior", "windowPositionMask", "windowStyleMask", "wkPreferences",
        "wkWebViewConfiguration", "directionalEdgeInsets", "viewControllerLayoutGuides", "imageCache",
        // The IBDesignable render cache Xcode writes at the end of a document.
        "designables", "designable",
        // The effect of a vibrancy visual effect view (beside `blurEffect`).
        "vibrancyEffect",
        // Simulated sheet sizes, and UIKit cell configurations (iOS 14 and later).
        "modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics", "listContentConfiguration",
        "backgroundConfiguration",
    ]

    /// Whether the interpreter knows the element.
    static func isKnown(_ element: String) -> Bool {
        values.contains(element) || ClassMap.cocoaTouch[element] != nil || ClassMap.appKit[element] != nil
            || ClassMap.watchKit[element] != nil
    }

    /// Elements that carry an `id` which is a preset name rather than an object id.
    static let presetIDElements: Set<String> = ["device", "adaptation"]

    /// Connection element names and their kinds.
    static let connections: [String: Connection.Kind] = [
        "outlet": .outlet, "outletCollection": .outletCollection, "action": .action, "segue": .segue,
        "binding": .binding, "accessibilityConnection": .accessibility,
    ]
}
