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
