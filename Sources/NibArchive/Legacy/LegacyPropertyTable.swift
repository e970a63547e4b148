/// Which legacy property keys carry what the current format writes as attributes and values, and
/// how to spell them today. Keys the decoder and the dump do not use are not carried over.
enum LegacyPropertyTable {
    /// How one legacy key translates.
    enum Rule {
        /// A scalar written as an attribute of that name.
        case attribute(String)
        /// An integer code written as an attribute holding the code's name.
        case enumeration(String, [String: String])
        /// A `{{x, y}, {w, h}}` string written as `<rect key=…>`.
        case rect(String)
        /// A `{w, h}` string written as `<rect key=… x="0" y="0">`.
        case sizeAsRect(String)
        /// An `NSColor` object written as `<color key=…>`.
        case color(String)
        /// An `IBUIFontDescription` or `NSFont` object written as `<fontDescription key=…>`.
        case font(String)
        /// A button state's attribute: (state, attribute).
        case stateAttribute(String, String)
        /// A button state's colour: (state, key).
        case stateColor(String, String)
        /// An image resource (`NSCustomResource`) written as an attribute holding its name.
        case image(String)
        /// A button state's image resource.
        case stateImage(String)
    }

    static let contentModes = [
        "0": "scaleToFill", "1": "scaleAspectFit", "2": "scaleAspectFill", "3": "redraw", "4": "center", "5": "top",
        "6": "bottom", "7": "left", "8": "right", "9": "topLeft", "10": "topRight", "11": "bottomLeft",
        "12": "bottomRight",
    ]
    static let textAlignments = ["0": "left", "1": "center", "2": "right", "3": "justified", "4": "natural"]
    static let buttonTypes = [
        "0": "custom", "1": "roundedRect", "2": "detailDisclosure", "3": "infoLight", "4": "infoDark",
        "5": "contactAdd",
    ]
    static let borderStyles = ["0": "none", "1": "line", "2": "bezel", "3": "roundedRect"]
    static let lineBreakModes = [
        "0": "wordWrap", "1": "characterWrap", "2": "clip", "3": "headTruncation", "4": "tailTruncation",
        "5": "middleTruncation",
    ]

    /// CocoaTouch (`IBUI…`) keys.
    static let cocoaTouch: [String: Rule] = [
        "NSFrame": .rect("frame"), "NSFrameSize": .sizeAsRect("frame"),
        "IBUIText": .attribute("text"), "IBUITitle": .attribute("title"), "IBUIPlaceholder": .attribute("placeholder"),
        "IBUIPrompt": .attribute("prompt"), "IBUINibName": .attribute("nibName"),
        "IBUIReuseIdentifier": .attribute("reuseIdentifier"), "IBUIHidden": .attribute("hidden"),
        "IBUIAlpha": .attribute("alpha"), "IBUITag": .attribute("tag"),
        "IBUIUserInteractionEnabled": .attribute("userInteractionEnabled"), "IBUIOpaque": .attribute("opaque"),
        "IBUIClipsSubviews": .attribute("clipsSubviews"),
        "IBUIMultipleTouchEnabled": .attribute("multipleTouchEnabled"),
        "IBUIEnabled": .attribute("enabled"), "IBUISelected": .attribute("selected"),
        "IBUIHighlighted": .attribute("highlighted"), "IBUIOn": .attribute("on"), "IBUIValue": .attribute("value"),
        "IBUIMinValue": .attribute("minValue"), "IBUIMaxValue": .attribute("maxValue"),
        "IBUINumberOfLines": .attribute("numberOfLines"), "IBUIMinimumFontSize": .attribute("minimumFontSize"),
        "IBUIAdjustsFontSizeToFit": .attribute("adjustsFontSizeToFit"), "IBUIEditable": .attribute("editable"),
        "IBUIRowHeight": .attribute("rowHeight"), "IBUIVisibleAtLaunch": .attribute("visibleAtLaunch"),
        "IBUIContentMode": .enumeration("contentMode", contentModes),
        "IBUITextAlignment": .enumeration("textAlignment", textAlignments),
        "IBUIButtonType": .enumeration("buttonType", buttonTypes),
        "IBUIBorderStyle": .enumeration("borderStyle", borderStyles),
        "IBUILineBreakMode": .enumeration("lineBreakMode", lineBreakModes),
        "IBUIBackgroundColor": .color("backgroundColor"), "IBUITextColor": .color("textColor"),
        "IBUITintColor": .color("tintColor"), "IBUIHighlightedColor": .color("highlightedColor"),
        "IBUIFontDescription": .font("fontDescription"),
        "IBUINormalTitle": .stateAttribute("normal", "title"),
        "IBUIHighlightedTitle": .stateAttribute("highlighted", "title"),
        "IBUISelectedTitle": .stateAttribute("selected", "title"),
        "IBUIDisabledTitle": .stateAttribute("disabled", "title"),
        "IBUINormalTitleColor": .stateColor("normal", "titleColor"),
        "IBUIHighlightedTitleColor": .stateColor("highlighted", "titleColor"),
        "IBUIImage": .image("image"), "IBUINormalImage": .stateImage("normal"),
    ]

    /// AppKit (`NS…`) keys.
    static let appKit: [String: Rule] = [
        "NSFrame": .rect("frame"), "NSFrameSize": .sizeAsRect("frame"), "NSWindowRect": .rect("contentRect"),
        "NSWindowTitle": .attribute("title"), "NSTitle": .attribute("title"), "NSKeyEquiv": .attribute("keyEquivalent"),
        "NSTag": .attribute("tag"), "NSToolTip": .attribute("toolTip"),
        "NSPlaceholderString": .attribute("placeholderString"), "NSMinValue": .attribute("minValue"),
        "NSMaxValue": .attribute("maxValue"), "NSBackgroundColor": .color("backgroundColor"),
        "NSTextColor": .color("textColor"), "NSColor": .color("color"), "NSSupport": .font("font"),
        "NSFont": .font("font"),
    ]
}
