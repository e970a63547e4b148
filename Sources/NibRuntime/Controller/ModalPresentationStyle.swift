/// How a presented controller covers its presenter (`UIModalPresentationStyle`).
///
/// Only two behaviours differ in callbacks: the *full-screen* styles remove the
/// presenter's view when the presentation completes, so the presenter gets the disappear pair (and
/// the appear pair on dismissal); every other style leaves the presenter's view in place and gives
/// it no callbacks at all.
nonisolated public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// The system default; resolves to ``pageSheet`` (iOS 13+).
    case automatic
    /// Covers the screen and removes the presenter's view.
    case fullScreen
    /// A card; the presenter stays.
    case pageSheet
    /// A centred sheet; the presenter stays.
    case formSheet
    /// Covers the presenting context and removes its view.
    case currentContext
    /// A custom presentation; the presenter stays.
    case custom
    /// Covers the screen, the presenter stays underneath.
    case overFullScreen
    /// Covers the context, the presenter stays underneath.
    case overCurrentContext
    /// A popover; the presenter stays.
    case popover
    /// No adaptation; treated as ``fullScreen``.
    case none

    /// The style after resolving ``automatic``.
    public var resolved: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// The style a presentation behaves as in `profile` on `idiom`: ``resolved``, except that the
    /// `seed` profile (iOS 5–7) shows every sheet-like style full screen on a phone. The styles
    /// that arrived later (``custom`` with iOS 7, ``overFullScreen`` and ``overCurrentContext``
    /// with iOS 8) keep their own behaviour: a test that asks for them asks for it.
    public func effective(profile: Profile, idiom: UserInterfaceIdiom) -> ModalPresentationStyle {
        let style = resolved
        guard profile.presentsSheetsFullScreenOnPhone, idiom == .phone else { return style }
        switch style {
        case .pageSheet, .formSheet, .popover: return .fullScreen
        default: return style
        }
    }

    /// Whether the presenter's view is removed and the presenter gets appearance callbacks.
    public var removesPresenterView: Bool {
        switch resolved {
        case .fullScreen, .currentContext, .none: true
        default: false
        }
    }
}
