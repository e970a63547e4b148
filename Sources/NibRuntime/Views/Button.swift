public import NibCodingCore
public import NibPrimitives

/// A button (`<button>`): a title, image and colours per state.
@MainActor
open class Button: Control {
    /// One state's appearance (`<state key="normal" title=…>`).
    public struct StateAppearance: Hashable, Sendable {
        /// The title.
        public var title: String?
        /// The title colour.
        public var titleColor: Color?
        /// The image.
        public var image: ImageReference?
        /// The background image.
        public var backgroundImage: ImageReference?
    }

    /// `buttonType` (`system`, `custom`, `roundedRect`, `infoLight`, …).
    public var buttonType: ButtonType = .custom
    /// The appearance per state (`normal`, `highlighted`, `selected`, `disabled`).
    public private(set) var states: [String: StateAppearance] = [:]
    /// The font of the title.
    public var titleFont: Font?
    /// The configuration's title (iOS 15 `buttonConfiguration`), if any.
    public var configurationTitle: String?

    /// Creates a button in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the type, the per-state appearance and the configuration.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        buttonType = coder.attribute("buttonType").map(ButtonType.init(ibValue:)) ?? .custom
        for state in ["normal", "highlighted", "selected", "disabled"] {
            guard let decoder = coder.nestedDecoder(forKey: state) else { continue }
            states[state] = StateAppearance(
                title: try decoder.decodeString(forKey: "title"),
                titleColor: try decoder.decodeColor(forKey: "titleColor"),
                image: decoder.attribute("image").map {
                    ImageReference(name: $0, catalog: decoder.attribute("catalog"))
                },
                backgroundImage: decoder.attribute("backgroundImage").map { ImageReference(name: $0) })
        }
        titleFont = try coder.decodeFont(forKey: "fontDescription")
        configurationTitle = try coder.nestedDecoder(forKey: "configuration")?.decodeString(forKey: "title")
    }

    /// The title for a state, falling back to the normal state's, then the configuration's.
    public func title(for state: String = "normal") -> String? {
        states[state]?.title ?? states["normal"]?.title ?? configurationTitle
    }
}
