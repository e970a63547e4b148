/// The events a control reports (`UIControl.Event`), with UIKit's bit values (so IB's
/// `touchUpInside` is bit 6).
nonisolated public struct ControlEvents: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch went down.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A touch dragged inside.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A touch dragged outside.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A touch dragged into the bounds.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A touch dragged out of the bounds.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A touch lifted inside: a tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch lifted outside.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// A touch was cancelled.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The value changed (switches, sliders, segmented controls).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The primary action fired.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A menu action fired.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The event for IB's `eventType` attribute (`touchUpInside`, `valueChanged`, …); nil when unknown.
    public init?(ibEventType: String) {
        let table: [String: ControlEvents] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        guard let events = table[ibEventType] else { return nil }
        self = events
    }
}
