/// What one instantiation did, counted (the numbers `nibload --instantiate` reports).
nonisolated public struct NibLoadStatistics: Sendable, Hashable, Codable {
    /// Objects created with `init(coder:)` or `init()` (placeholders excluded).
    public var objects = 0
    /// User-defined runtime attributes applied (or recorded on a stand-in).
    public var attributes = 0
    /// Outlets connected, counting each outlet-collection member once.
    public var outlets = 0
    /// Actions connected.
    public var actions = 0
    /// `awakeFromNib` messages sent.
    public var awakeFromNib = 0
    /// Segue templates attached to controllers.
    public var segueTemplates = 0

    /// All zero.
    public init() {}

    /// Adds counts.
    public static func += (lhs: inout NibLoadStatistics, rhs: NibLoadStatistics) {
        lhs.objects += rhs.objects
        lhs.attributes += rhs.attributes
        lhs.outlets += rhs.outlets
        lhs.actions += rhs.actions
        lhs.awakeFromNib += rhs.awakeFromNib
        lhs.segueTemplates += rhs.segueTemplates
    }
}
