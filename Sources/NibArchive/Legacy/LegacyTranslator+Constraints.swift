/// Layout constraints of legacy archives (`IBNSLayoutConstraint`, `IBLayoutConstraint`): items,
/// attributes, relation, multiplier, constant and priority, spelled as the current `<constraint>`.
extension LegacyTranslator {
    /// `NSLayoutAttribute` codes.
    static let layoutAttributes: [String: String] = [
        "0": "notAnAttribute", "1": "left", "2": "right", "3": "top", "4": "bottom", "5": "leading", "6": "trailing",
        "7": "width", "8": "height", "9": "centerX", "10": "centerY", "11": "lastBaseline", "12": "firstBaseline",
    ]

    /// `NSLayoutRelation` codes (equal is what IB leaves out).
    static let relations: [String: String] = ["-1": "lessThanOrEqual", "1": "greaterThanOrEqual"]

    /// The attributes of a constraint, each with the legacy element it came from.
    mutating func constraintAttributes(_ definition: Int, record: Int) -> [LegacyAttribute] {
        var result: [LegacyAttribute] = []
        for (key, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")] {
            if let item = index.child(definition, key: key), let id = index.namedID(item),
                let modern = modernID(id, element: item, role: key, record: record)
            {
                result.append(LegacyAttribute(name: key, value: modern, source: item))
            }
            if let code = index.child(definition, key: attribute),
                let name = index.scalar(code).flatMap({ Self.layoutAttributes[$0] })
            {
                result.append(LegacyAttribute(name: attribute, value: name, source: code))
            }
        }
        if let relation = index.child(definition, key: "relation"),
            let name = index.scalar(relation).flatMap({ Self.relations[$0] })
        {
            result.append(LegacyAttribute(name: "relation", value: name, source: relation))
        }
        if let multiplier = index.child(definition, key: "multiplier"), let text = index.scalar(multiplier),
            let number = Double(text), number.isFinite, number != 1
        {
            result.append(LegacyAttribute(name: "multiplier", value: LegacyText.format(number), source: multiplier))
        }
        if let constant = index.child(definition, key: "constant") {
            let text = index.scalar(constant) ?? index.target(constant).flatMap { index.scalar($0, key: "value") }
            if let text, let number = Double(text), number.isFinite, number != 0 {
                result.append(LegacyAttribute(name: "constant", value: LegacyText.format(number), source: constant))
            }
        }
        if let priority = index.child(definition, key: "priority"), let text = index.scalar(priority),
            let number = Double(text), number.isFinite, number != 1000
        {
            result.append(LegacyAttribute(name: "priority", value: LegacyText.format(number), source: priority))
        }
        return result
    }
}
