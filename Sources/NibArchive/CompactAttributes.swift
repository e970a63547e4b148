/// Attributes stored as string indexes rather than strings (nibload's compiled form): per
/// attribute, the indexes of its name and value and its line and column, over a string table
/// split in two (a storyboard bundle's shared strings, then one part's own). An ``AttributeList``
/// can be a view into one, so loading a compiled archive builds no attribute at all.
package final class CompactAttributes: Sendable {
    private let shared: [String]
    private let own: [String]
    /// Four fields per attribute: name index, value index, line, column.
    private let fields: [UInt32]

    /// The number of attributes.
    package var count: Int { fields.count / 4 }

    /// Wraps the tables; nil when a name or value index is out of range.
    package init?(shared: [String], own: [String], fields: [UInt32]) {
        let limit = shared.count + own.count
        var position = 0
        while position + 3 < fields.count {
            if Int(fields[position]) >= limit || Int(fields[position + 1]) >= limit { return nil }
            position += 4
        }
        self.shared = shared
        self.own = own
        self.fields = fields
    }

    private func string(_ index: UInt32) -> String {
        let index = Int(index)
        return index < shared.count ? shared[index] : own[index - shared.count]
    }

    /// The name of attribute `index`.
    package func name(_ index: Int) -> String { string(fields[4 * index]) }
    /// The value of attribute `index`.
    package func value(_ index: Int) -> String { string(fields[4 * index + 1]) }
    /// The line of attribute `index`.
    package func line(_ index: Int) -> Int { Int(fields[4 * index + 2]) }
    /// The column of attribute `index`.
    package func column(_ index: Int) -> Int { Int(fields[4 * index + 3]) }
}
