public import NibCodingCore

/// An Auto Layout constraint as a document archives it (`<constraint>`): `firstItem.firstAttribute
/// relation multiplier × secondItem.secondAttribute + constant`, at a priority. NibKit keeps
/// constraints as data; it does not solve them.
///
/// Items name views (or layout guides) by id and often point back at the view that holds the
/// constraint, so they arrive through deferred fix-ups. A constraint without a
/// `firstItem` constrains the view that holds it.
@MainActor
open class LayoutConstraint: NibObject {
    /// The first item (a view or layout guide).
    public weak var firstItem: AnyObject?
    /// The second item, if any.
    public weak var secondItem: AnyObject?
    /// `firstAttribute` (`top`, `leading`, `width`, `centerX`, …).
    public var firstAttribute: String?
    /// `secondAttribute`, if any.
    public var secondAttribute: String?
    /// `relation`: `equal` (the default), `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: Relation = .equal
    /// The multiplier (1 by default).
    public var multiplier = 1.0
    /// The constant.
    public var constant = 0.0
    /// The priority (1000 by default).
    public var priority = 1000.0
    /// The identifier, if any.
    public var identifier: String?
    /// Whether the constraint is active.
    public var isActive = true
    /// The view that holds the constraint.
    public weak var container: View?

    /// Creates a constraint in code.
    public override init() { super.init() }

    /// Decodes the attributes and resolves the items, installing the constraint on the view that
    /// holds it.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        firstAttribute = coder.attribute("firstAttribute")
        secondAttribute = coder.attribute("secondAttribute")
        relation = coder.attribute("relation").map(Relation.init(ibValue:)) ?? .equal
        if let text = coder.attribute("multiplier") {
            multiplier = Self.multiplier(text) ?? 1
        }
        constant = try coder.decodeDouble(forKey: "constant")
        try coder.decode(into: &priority, forKey: "priority")
        identifier = coder.attribute("identifier")
        let explicitFirst = coder.containsValue(forKey: "firstItem")
        // Strong captures: the loader drops pending fix-ups when the build ends.
        try coder.decodeObject(forKey: "firstItem") { self.firstItem = $0 }
        try coder.decodeObject(forKey: "secondItem") { self.secondItem = $0 }
        coder.decodeContainingObject { container in
            guard let view = container as? View else { return }
            self.container = view
            if !explicitFirst { self.firstItem = view }
            view.addInstalledConstraint(self)
        }
    }

    /// IB writes multipliers as a number or a ratio (`16:9`).
    static func multiplier(_ text: String) -> Double? {
        if let colon = text.firstIndex(of: ":") {
            guard let numerator = NibScalarText.double(String(text[..<colon])),
                let denominator = NibScalarText.double(String(text[text.index(after: colon)...])), denominator != 0
            else { return nil }
            return numerator / denominator
        }
        return NibScalarText.double(text)
    }
}

/// A layout guide (`<viewLayoutGuide key="safeArea">`, a controller's `topLayoutGuide`).
@MainActor
open class LayoutGuide: NibObject {
    /// The identifier IB gives it (`safeArea`, `keyboard`, …: its key).
    public var identifier: String?
    /// The view that owns it.
    public weak var owningView: View?

    /// Creates a guide in code.
    public override init() { super.init() }

    /// Decodes the guide and attaches it to the view it is archived in.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        identifier = coder.attribute("key") ?? coder.attribute("type")
        coder.decodeContainingObject { container in self.owningView = container as? View }
    }
}
