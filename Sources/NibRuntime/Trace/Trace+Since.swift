extension Trace {
    /// The text lines of the events recorded after `mark` (a ``count`` taken earlier), optionally
    /// only some categories: `runner.trace.lines(since: mark)`.
    public func lines(since mark: Int, _ categories: Set<TraceCategory>? = nil) -> [String] {
        events(since: mark).filter { categories?.contains($0.category) ?? true }.map(\.description)
    }
}
