/// Which kind of object produced a trace event; a ``Trace`` records only the categories it was
/// asked for.
nonisolated public enum TraceCategory: String, Sendable, Hashable, CaseIterable {
    /// View-controller callbacks: loading, appearance, layout hooks, containment, segues,
    /// presentation, memory warnings, size and trait changes, target–action deliveries to a
    /// controller, and `deinit`.
    case controller
    /// View callbacks: `layoutSubviews`, `draw(_:)`, superview and window moves, `awakeFromNib`.
    case view
    /// Application and scene events: background, foreground, memory warnings.
    case app
}

nonisolated extension TraceCategory {
    /// This category's bit in a ``Trace``'s set of recorded categories.
    var bit: UInt8 {
        switch self {
        case .controller: 1
        case .view: 2
        case .app: 4
        }
    }

    /// The bits of every category of `categories`.
    static func bits(of categories: Set<TraceCategory>) -> UInt8 {
        categories.reduce(0) { $0 | $1.bit }
    }
}
