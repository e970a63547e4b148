import NibArchive
public import NibDiagnostics

/// Everything one instantiation produced.
public struct NibInstantiationResult {
    /// The top-level objects, placeholders excluded, in document order (what `instantiate` returns).
    public let topLevelObjects: [AnyObject]
    /// Every object built, in document pre-order (the order `awakeFromNib` was sent in).
    public let objects: [AnyObject]
    /// Counts.
    public let statistics: NibLoadStatistics
    /// Warnings found while loading (unknown classes, unknown runtime attribute key paths).
    public let diagnostics: [Diagnostic]
    /// Objects that stand in for an unregistered class, with what the document gave them.
    public let standIns: [(object: AnyObject, className: String, recorded: NibRecordedConnections)]
    let objectsByID: [String: AnyObject]

    /// The object built for an IB id (`iN0-l3-epB`), or the proxy used for a placeholder's id.
    public func object(withID id: String) -> AnyObject? { objectsByID[id] }
}
