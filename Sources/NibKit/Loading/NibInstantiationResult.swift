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
    let objectsByID: NibObjectsByID

    /// The object built for an IB id (`iN0-l3-epB`), or the proxy used for a placeholder's id.
    public func object(withID id: String) -> AnyObject? { objectsByID.object(withID: id) }
}

/// The objects of one instantiation by IB id: built objects first, then the proxies whose id no
/// built object has. The table is made on the first lookup (most loads never look one up).
final class NibObjectsByID {
    private let archive: Archive
    private let built: [(ObjectIndex, AnyObject)]
    private let proxies: [ObjectIndex: AnyObject]
    private lazy var table: [String: AnyObject] = {
        var byID: [String: AnyObject] = [:]
        byID.reserveCapacity(built.count + proxies.count)
        for (index, object) in built { byID[archive.objects[index.rawValue].id] = object }
        for (index, proxy) in proxies where byID[archive.objects[index.rawValue].id] == nil {
            byID[archive.objects[index.rawValue].id] = proxy
        }
        return byID
    }()

    init(archive: Archive, built: [(ObjectIndex, AnyObject)], proxies: [ObjectIndex: AnyObject]) {
        self.archive = archive
        self.built = built
        self.proxies = proxies
    }

    func object(withID id: String) -> AnyObject? { table[id] }
}
