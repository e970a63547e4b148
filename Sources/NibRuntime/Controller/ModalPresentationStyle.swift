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

    /// Whether the presenter's view is removed and the presenter gets appearance callbacks.
    public var removesPresenterView: Bool {
        switch resolved {
        case .fullScreen, .currentContext, .none: true
        default: false
        }
    }
}
