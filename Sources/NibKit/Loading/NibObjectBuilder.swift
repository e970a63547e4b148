import NibArchive
import NibCoding
import NibDiagnostics

/// The instantiation engine of one nib load: builds every object of a ``NibScope`` with
/// `init(coder:)`, caches it under its archive index, and resolves the references coders ask for.
///
/// Each object is *unvisited*, *in progress* (its initializer is running), or *done*. Objects are
/// built in the scope's post-order, so containment never nests. A reference to a done object or a
/// proxy resolves at once; a reference to an object in progress, or to one whose construction
/// could reach an object in progress (an ancestor), answers ``NibObjectResolution/pending`` and
/// the coder's `whenResolved:` fix-up runs when that object is done, always before runtime
/// attributes, connections and `awakeFromNib`. A forward reference to an unrelated unvisited object
/// builds that object's subtree on demand, up to ``NibLoadOptions/maximumOnDemandDepth`` levels;
/// beyond that it is deferred too. Nothing here recurses with the depth of the document.
final class NibObjectBuilder: NibObjectResolving {
    let archive: Archive
    let scope: NibScope
    let registry: NibClassRegistry
    let options: NibLoadOptions
    /// Classes chosen by the caller for particular objects (a storyboard creator closure).
    var overrides: [ObjectIndex: NibClassEntry] = [:]
    /// The document's colour resources when the caller has them (nil: read on first use).
    var colorResources: NibColorResources?
    private(set) lazy var context = NibDecodingContext(
        archive: archive, resolver: self, colorResources: colorResources)

    /// Objects supplied from outside this scope, by archive index (owner, First Responder, external
    /// objects, the controller nib's objects seen from its view nib).
    let proxies: [ObjectIndex: AnyObject]
    /// ``proxies`` in a table that does not hash with SipHash: every reference that misses the
    /// built objects (a constraint's container, still being built) looks here.
    @exclusivity(unchecked) private var proxyTable = ObjectIndexTable<AnyObject>()
    /// Objects built by this load, by archive index.
    @exclusivity(unchecked) private(set) var built = ObjectIndexTable<AnyObject>()
    /// Built objects that stand in for a class no Swift class is registered for.
    private(set) var standIns: [ObjectIndex: NibStandInRecord] = [:]
    /// Warnings (unknown classes) found while building.
    private(set) var diagnostics: [Diagnostic] = []

    @exclusivity(unchecked) private var inProgress: [Int] = []
    /// The class entry of the last default class name looked up.
    private var lastDefaultClass: (name: String, entry: NibClassEntry)?
    @exclusivity(unchecked) private var deferred = ObjectIndexTable<[(AnyObject) -> Void]>()
    private var failure: (any Error)?

    init(
        archive: Archive, scope: NibScope, proxies: [ObjectIndex: AnyObject], registry: NibClassRegistry,
        options: NibLoadOptions
    ) {
        self.archive = archive
        self.scope = scope
        self.proxies = proxies
        var proxyTable = ObjectIndexTable<AnyObject>(capacity: proxies.count)
        for (index, proxy) in proxies { proxyTable[index] = proxy }
        self.proxyTable = proxyTable
        self.registry = registry
        self.options = options
        built = ObjectIndexTable(capacity: scope.order.count)
    }

    /// Builds every object of the scope, then drops the deferred fix-ups that can never fire.
    func buildAll() throws {
        for index in scope.order where built[index] == nil {
            try build(index)
            if let failure { throw failure }
        }
        deferred = ObjectIndexTable()
    }

    /// The object an archive index stands for in this load: built here, or a proxy.
    func object(at index: ObjectIndex) -> AnyObject? { built[index] ?? proxyTable[index] }

    // MARK: Building

    /// Reads the fields it needs from the archive in place: copying the object's record (a large
    /// struct) cost more than its decoding for small objects.
    private func build(_ index: ObjectIndex) throws {
        guard archive.objects[index.rawValue].placeholder == nil, built[index] == nil,
            let position = scope.position(of: index)
        else { return }
        let choice = try chooseClass(for: index)
        NibClassPreparation.prepare(choice.entry.type)
        inProgress.append(position)
        defer { inProgress.removeLast() }
        let object: AnyObject
        do {
            if let plain = choice.entry.makePlain, archive.objects[index.rawValue].element == "customObject" {
                object = plain()
            } else {
                object = try choice.entry.make(context.coder(for: index))
            }
        } catch {
            if let failure { throw failure }
            let record = archive[index]
            let wrapped: NibLoadingError =
                if let decoding = error as? NibDecodingError {
                    .decodingFailed(.init(className: choice.entry.name, objectID: record.id, error: decoding))
                } else if let loading = error as? NibLoadingError {
                    loading
                } else {
                    .initializerFailed(
                        .init(
                            className: choice.entry.name, objectID: record.id, reason: String(describing: error),
                            location: record.location))
                }
            failure = wrapped
            throw wrapped
        }
        built[index] = object
        // Controllers record their own `init(coder:)`; other responders are recorded here, in
        // construction order, for the lifecycle trace.
        if let responder = object as? Responder, !(responder is ViewController) {
            responder.recordTraceEvent("init(coder:)")
        }
        if choice.isStandIn {
            let standIn = NibStandInRecord(
                className: archive.objects[index.rawValue].qualifiedCustomClass ?? choice.entry.name)
            standIns[index] = standIn
            NibStandInRecord.attach(standIn, to: object)
        }
        if !deferred.isEmpty, let waiting = deferred.removeValue(forKey: index) {
            for body in waiting { body(object) }
        }
    }

    private struct ClassChoice {
        let entry: NibClassEntry
        let isStandIn: Bool
    }

    private func chooseClass(for index: ObjectIndex) throws -> ClassChoice {
        if !overrides.isEmpty, let entry = overrides[index] { return ClassChoice(entry: entry, isStandIn: false) }
        guard let custom = archive.objects[index.rawValue].customClass, !custom.isEmpty else {
            guard let name = archive.objects[index.rawValue].defaultClass else {
                return ClassChoice(entry: NibFrameworkClasses.genericEntry, isStandIn: false)
            }
            // Objects of one class come in runs (a view's constraints): comparing with the last
            // name is cheaper than hashing it.
            if let last = lastDefaultClass, last.name == name {
                return ClassChoice(entry: last.entry, isStandIn: false)
            }
            let entry = registry.entry(named: name) ?? NibFrameworkClasses.genericEntry
            lastDefaultClass = (name, entry)
            return ClassChoice(entry: entry, isStandIn: false)
        }
        let record = archive[index]
        if let entry = registry.entry(
            customClass: custom, module: record.customModule, moduleProvider: record.customModuleProvider)
        {
            return ClassChoice(entry: entry, isStandIn: false)
        }
        let name = record.qualifiedCustomClass ?? custom
        if options.strictClasses { throw NibLoadingError.unknownClass(className: name, location: record.location) }
        let fallback = registry.entry(defaultClassOf: record) ?? NibFrameworkClasses.genericEntry
        diagnostics.append(
            .unknownCustomClass(
                name, standIn: fallback.name,
                at: record.attributes.attribute(named: "customClass")?.location ?? record.location))
        return ClassChoice(entry: fallback, isStandIn: true)
    }

    // MARK: NibObjectResolving

    func resolveObject(_ index: ObjectIndex, key: String, location: SourceLocation) throws(NibDecodingError)
        -> NibObjectResolution
    {
        if let object = built[index] ?? proxyTable[index] { return .resolved(object) }
        guard let position = scope.position(of: index), archive.objects[index.rawValue].placeholder == nil else {
            return .absent
        }
        if inProgress.contains(position) { return .pending }
        guard inProgress.count <= options.maximumOnDemandDepth else { return .pending }
        // A loop rather than `contains(where:)`: a main-actor closure checks its executor per call.
        for active in inProgress where scope.subtree(of: index, contains: active) { return .pending }
        do {
            try buildSubtree(of: index)
        } catch {
            throw .failed(message: "building the object for key '\(key)' failed", location: location)
        }
        if let object = built[index] { return .resolved(object) }
        return .pending
    }

    func whenResolved(_ index: ObjectIndex, perform body: @escaping (AnyObject) -> Void) {
        if let object = built[index] ?? proxyTable[index] {
            body(object)
        } else if scope.contains(index) {
            var waiting = deferred.removeValue(forKey: index) ?? []
            waiting.append(body)
            deferred[index] = waiting
        }
    }

    private func buildSubtree(of index: ObjectIndex) throws {
        guard let positions = scope.subtreePositions(of: index) else { return }
        for position in positions {
            let member = scope.order[position]
            if built[member] == nil { try build(member) }
        }
    }
}

/// What a built stand-in (a registered base class standing in for an unregistered custom class)
/// received.
final class NibStandInRecord {
    let className: String
    var recorded = NibRecordedConnections(holdingWeakly: true)

    init(className: String) { self.className = className }

    /// Remembers, on the object, that it stands in for an unregistered class, for later loads that
    /// see it as a proxy (a storyboard controller is the owner of its view nib).
    static func attach(_ record: NibStandInRecord, to object: AnyObject) {
        (object as? any NibLoaderStateCarrier)?.loaderState.standInRecord = record
    }

    /// The record of a stand-in object, if it is one.
    static func record(for object: AnyObject) -> NibStandInRecord? {
        (object as? any NibLoaderStateCarrier)?.loaderState.standInRecord as? NibStandInRecord
    }
}

extension Diagnostic {
    /// `unknown-custom-class`: no Swift class is registered for a custom class; a stand-in is used.
    nonisolated static func unknownCustomClass(_ name: String, standIn: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            id: .unknownCustomClass, severity: .warning,
            message: "no Swift class is registered for '\(name)'; using '\(standIn)' as a stand-in", location: location)
    }
}
