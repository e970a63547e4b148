/// A value of the current format made from a legacy property: an element with a key and
/// attributes (and nested values: a button state's colour, a runtime attribute's value), positioned
/// at the legacy element it came from.
struct LegacyValue {
    /// The element of the current format (`rect`, `color`, `state`, `fontDescription`, …).
    var element: String
    /// Its key (`frame`, `backgroundColor`, `normal`, …); nil for keyless lists.
    var key: String?
    /// Attributes, in order.
    var attributes: [(name: String, value: String)]
    /// Nested values.
    var children: [LegacyValue] = []
    /// The legacy element it came from (its position is the value's).
    var source: Int
}

/// A property of the current format made from a legacy one: an attribute of the object's element.
struct LegacyAttribute {
    /// The attribute name (`text`, `title`, `hidden`, …).
    var name: String
    /// Its value, spelled as IB writes it today.
    var value: String
    /// The legacy element it came from.
    var source: Int
}
