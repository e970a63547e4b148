/// Names Interface Builder writes into nearly every document of a kind that are longer than 15
/// UTF-8 bytes and are not element, class or reference-attribute names (those come from this
/// module's own tables): document types and plug-ins, the keys of common values, and the
/// actions of the main menu that Xcode's application templates create. See ``InternedNames``.
enum InterfaceBuilderLongNames {
    static let names: [String] = documentTypes + valueKeys + bindingOptions + menuActions

    /// Document types and plug-in identifiers.
    static let documentTypes = [
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
        "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "com.apple.InterfaceBuilder3.Cocoa.XIB",
        "com.apple.InterfaceBuilder3.AppleTV.Storyboard", "com.apple.InterfaceBuilder3.AppleTV.XIB",
        "com.apple.InterfaceBuilder.WatchKit.Storyboard", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
        "com.apple.InterfaceBuilder.IBCocoaTouchPlugin", "com.apple.InterfaceBuilder.CocoaPlugin",
        "com.apple.InterfaceBuilder.IBAppleTVPlugin", "com.apple.InterfaceBuilder.IBWatchKitPlugin",
        "com.apple.InterfaceBuilder.IBUIKitPlugin", "com.apple.InterfaceBuilder.IBCocoaTouchIntegration",
        "iOS.CocoaTouch.iPad", "AppleTV.CocoaTouch",
    ]

    /// The `key` of values (and of relationship and segue elements) IB writes for common
    /// properties.
    static let valueKeys = [
        "backBarButtonItem", "backgroundConfiguration", "contentConfiguration", "contentViewController",
        "defaultSimulatedMetrics", "detailViewController", "footerReferenceSize", "headerReferenceSize",
        "highlightedColor", "horizontalScroller", "initialFirstResponder", "initialPositionMask",
        "initialViewController", "inputAccessoryView", "insertionPointColor", "intercellSpacing",
        "keyEquivalentModifierMask", "leftBarButtonItem", "masterViewController", "multipleSelectionBackgroundView",
        "preferredContentSize", "rightBarButtonItem", "rootViewController", "searchDisplayController",
        "sectionIndexBackgroundColor", "sectionIndexTrackingBackgroundColor", "selectedBackgroundView",
        "selectedImageTintColor", "simulatedBottomBarMetrics", "simulatedDestinationMetrics",
        "simulatedOrientationMetrics", "simulatedStatusBarMetrics", "simulatedTopBarMetrics", "titleShadowColor",
        "titleTextAttributes", "verticalScroller", "windowPositionMask", "NSParagraphStyle", "NSForegroundColor",
        "NSBackgroundColor", "NSOriginalFont", "NSUnderlineStyle",
    ]

    /// Cocoa bindings' option names.
    static let bindingOptions = [
        "NSAllowsEditingMultipleValuesSelection", "NSAllowsNullArgument", "NSAlwaysPresentsApplicationModalAlerts",
        "NSConditionallySetsEditable", "NSConditionallySetsEnabled", "NSConditionallySetsHidden",
        "NSContinuouslyUpdatesValue", "NSCreatesSortDescriptor", "NSDeletesObjectsOnRemove",
        "NSHandlesContentAsCompoundValue", "NSInsertsNullPlaceholder", "NSInvokesSeparatelyWithArrayObjects",
        "NSMultipleValuesPlaceholder", "NSNoSelectionPlaceholder", "NSNotApplicablePlaceholder", "NSNullPlaceholder",
        "NSRaisesForNotApplicableKeys", "NSSelectorName", "NSValidatesImmediately", "NSValueTransformerName",
    ]

    /// The main menu's actions in Xcode's macOS application templates.
    static let menuActions = [
        "alignJustified:", "capitalizeWord:", "centerSelectionInVisibleArea:", "checkSpelling:",
        "clearRecentDocuments:", "hideOtherApplications:", "makeBaseWritingDirectionLeftToRight:",
        "makeBaseWritingDirectionNatural:", "makeBaseWritingDirectionRightToLeft:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionNatural:",
        "makeTextWritingDirectionRightToLeft:", "orderFrontCharacterPalette:", "orderFrontColorPanel:",
        "orderFrontFontPanel:", "orderFrontStandardAboutPanel:", "orderFrontSubstitutionsPanel:", "pasteAsPlainText:",
        "performFindPanelAction:", "performMiniaturize:", "revertDocumentToSaved:", "runToolbarCustomizationPalette:",
        "showGuessPanel:", "toggleAutomaticDashSubstitution:", "toggleAutomaticDataDetection:",
        "toggleAutomaticLinkDetection:", "toggleAutomaticQuoteSubstitution:", "toggleAutomaticSpellingCorrection:",
        "toggleAutomaticTextReplacement:", "toggleContinuousSpellChecking:", "toggleGrammarChecking:",
        "toggleSmartInsertDelete:", "toggleToolbarShown:", "toggleFullScreen:", "unhideAllApplications:",
        "useStandardKerning:", "useStandardLigatures:", "turnOffLigatures:", "useAllLigatures:",
    ]
}
