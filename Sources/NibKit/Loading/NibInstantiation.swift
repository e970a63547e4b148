import NibArchive
import NibDiagnostics

/// One nib instantiation in UIKit's order: build every object, apply runtime attributes,
/// connect outlets, outlet collections and actions in document order, then send `awakeFromNib` in
/// document pre-order, never to a proxy (owner, First Responder, external objects).
///
/// A pass connects a connection when both its ends exist in the pass (built here, or a proxy) and
/// at least one end belongs to the pass: so a storyboard view nib connects the controller's outlets
/// to its views, and leaves connections inside the controller nib, already made, alone.
struct NibInstantiation {
    let archive: Archive
    let scope: NibScope
    let proxies: [ObjectIndex: AnyObject]
    let registry: NibClassRegistry
    let options: NibLoadOptions
    /// Classes chosen by the caller for particular objects.
    var overrides: [ObjectIndex: NibClassEntry] = [:]
    /// Outlets the document implies without writing them (a storyboard controller's `view`), set
    /// first in the connection phase and not counted.
    var synthesizedOutlets: [(source: ObjectIndex, property: String, destination: ObjectIndex)] = []
    /// Whether a controller archived with its view inline gets that view installed (xib loads;
    /// storyboard controllers load theirs lazily from the view nib).
    var installsInlineViews = false
    /// Whether relationship segues are applied to their containers after the build (storyboard
    /// controller nibs).
    var adoptsRelationships = false

    /// A segue found in this pass, for the storyboard layer to turn into a template.
    struct FoundSegue {
        let connection: Connection
        let source: AnyObject
    }

    /// What the pass produced.
    struct Output {
        var result: NibInstantiationResult
        var segues: [FoundSegue]
        var builtIndices: [ObjectIndex: AnyObject]
        /// `result.statistics` split by the storyboard scene of the object each count is about
        /// (nil outside scenes), so that a scene built by two passes can be counted once.
        var statisticsByScene: [SceneIndex?: NibLoadStatistics]
    }

    func run() throws -> Output {
        let builder = NibObjectBuilder(archive: archive, scope: scope, proxies: proxies, registry: registry, options: options)
        builder.overrides = overrides
        try builder.buildAll()
        if installsInlineViews { NibInlineViews.install(builder: builder, archive: archive) }
        let relationshipProblems =
            adoptsRelationships ? NibRelationships.adopt(built: builder.built, proxies: proxies, archive: archive) : []
        NibControllerItems.attach(built: builder.built, archive: archive)
        var statistics = NibLoadStatistics()
        var statisticsByScene: [SceneIndex?: NibLoadStatistics] = [:]
        // Counts go to the scene of the last object counted until another scene's object comes
        // (a pass is nearly always about one scene), so the dictionary is hashed once per change.
        var currentScene: SceneIndex?
        var currentStatistics: NibLoadStatistics?
        func flushScene() {
            if let currentStatistics { statisticsByScene[currentScene] = currentStatistics }
        }
        /// Counts one `figure` about the object at `index`.
        func count(_ figure: WritableKeyPath<NibLoadStatistics, Int>, at index: ObjectIndex) {
            statistics[keyPath: figure] += 1
            let scene = archive.objects[index.rawValue].scene
            if currentStatistics == nil || scene != currentScene {
                flushScene()
                currentScene = scene
                currentStatistics = statisticsByScene[scene] ?? NibLoadStatistics()
            }
            currentStatistics?[keyPath: figure] += 1
        }
        var diagnostics = builder.diagnostics + builder.context.diagnostics + relationshipProblems
        let members = scope.order.sorted()
        let built = members.compactMap { index in builder.built[index].map { (index, $0) } }
        for (index, _) in built { count(\.objects, at: index) }

        let wiring = NibWiring()
        var recorder = NibRecorder(builder: builder)

        // Runtime attributes, before any connection (spec §1.3 step 5).
        for index in members {
            guard let target = builder.object(at: index) else { continue }
            let (entries, problems) = NibRuntimeAttributes.entries(of: index, in: archive)
            diagnostics += problems
            for entry in entries {
                switch wiring.setValue(entry.value, keyPath: entry.keyPath, of: target) {
                case .done:
                    count(\.attributes, at: index)
                case .unknownKey:
                    if recorder.recordAttribute(entry.keyPath, entry.value, on: target, index: index) {
                        count(\.attributes, at: index)
                    } else {
                        diagnostics.append(.unknownRuntimeAttribute(entry.keyPath, of: Self.className(of: target), at: entry.location))
                    }
                case let .typeMismatch(expected):
                    diagnostics.append(
                        .runtimeAttributeType(entry.keyPath, is: entry.value.typeName, expected: "\(expected)", at: entry.location))
                }
            }
        }

        // Connections, in document order (spec §1.3 step 6), after the implied ones.
        for outlet in synthesizedOutlets {
            guard let source = builder.object(at: outlet.source), let destination = builder.object(at: outlet.destination)
            else { continue }
            if wiring.setOutlet(outlet.property, of: source, to: destination) == .unknownKey {
                _ = recorder.recordOutlet(outlet.property, destination, collection: false, on: source, index: outlet.source)
            }
        }
        var segues: [FoundSegue] = []
        var connectedActions: [NibActionDeclarationCheck.Connected] = []
        for connection in connections(builder: builder) {
            guard let sourceIndex = connection.source, let source = builder.object(at: sourceIndex) else { continue }
            switch connection.kind {
            case .outlet, .outletCollection, .action:
                guard let destinationIndex = connection.destination, let destination = builder.object(at: destinationIndex)
                else { continue }
                let sourceHere = scope.contains(sourceIndex)
                guard sourceHere || builder.built[destinationIndex] != nil else { continue }
                switch connection.kind {
                case .action:
                    let target: AnyObject? = destination is NibFirstResponderProxy ? nil : destination
                    if try connectAction(connection, source: source, target: target, sourceIndex: sourceIndex, recorder: &recorder) {
                        connectedActions.append(.init(connection: connection, source: source, target: target))
                    }
                    count(\.actions, at: sourceIndex)
                default:
                    try connectOutlet(
                        connection, source: source, destination: destination, sourceIndex: sourceIndex,
                        destinationIndex: destinationIndex, wiring: wiring, recorder: &recorder)
                    count(\.outlets, at: sourceIndex)
                }
            case .segue:
                guard scope.contains(sourceIndex), connection.segue?.kind != .relationship else { continue }
                segues.append(FoundSegue(connection: connection, source: source))
            case .binding, .accessibility:
                continue
            }
        }

        // What the connected actions' receivers declare, before any awakeFromNib.
        let loadObjects = built.map(\.1) + proxies.values
        diagnostics += try NibActionDeclarationCheck(mode: options.actionCheck, objects: loadObjects).check(connectedActions)

        // awakeFromNib, document pre-order, proxies never (spec §1.3 step 8).
        for (index, object) in built {
            if let responder = object as? Responder {
                responder.sendAwakeFromNib()
                count(\.awakeFromNib, at: index)
            } else if let awakening = object as? any NibAwakening {
                awakening.awakeFromNib()
                count(\.awakeFromNib, at: index)
            }
        }

        var byID: [String: AnyObject] = [:]
        for index in members { if let object = builder.object(at: index) { byID[archive.objects[index.rawValue].id] = object } }
        for (index, proxy) in proxies where byID[archive.objects[index.rawValue].id] == nil {
            byID[archive.objects[index.rawValue].id] = proxy
        }
        // Top-level objects are those nested in no other object (a xib's `<objects>`, a scene's).
        let topLevel = members.filter { archive.objects[$0.rawValue].parent == nil }.compactMap { builder.built[$0] }
        let standIns = builder.standIns.sorted { $0.key < $1.key }.compactMap { entry in
            builder.built[entry.key].map { (object: $0, className: entry.value.className, recorded: entry.value.recorded) }
        }
        flushScene()
        let result = NibInstantiationResult(
            topLevelObjects: topLevel, objects: built.map(\.1), statistics: statistics, diagnostics: diagnostics,
            standIns: standIns, objectsByID: byID)
        return Output(result: result, segues: segues, builtIndices: builder.built, statisticsByScene: statisticsByScene)
    }

    /// The connections this pass may make: those whose source is in the scope or is a proxy, in
    /// document order.
    private func connections(builder: NibObjectBuilder) -> [Connection] {
        var indices: [Int] = []
        for index in scope.order { indices += archive.objects[index.rawValue].connections }
        for index in proxies.keys where !scope.contains(index) { indices += archive.objects[index.rawValue].connections }
        return Set(indices).sorted().map { archive.connections[$0] }
    }

    private func connectOutlet(
        _ connection: Connection, source: AnyObject, destination: AnyObject, sourceIndex: ObjectIndex,
        destinationIndex: ObjectIndex, wiring: NibWiring, recorder: inout NibRecorder
    ) throws {
        let property = connection.property ?? ""
        let isCollection = connection.kind == .outletCollection
        let target: AnyObject? = destination is NibFirstResponderProxy ? nil : destination
        let result: NibSetResult =
            if isCollection {
                target.map { wiring.append(property, of: source, $0) } ?? .done
            } else {
                wiring.setOutlet(property, of: source, to: target)
            }
        switch result {
        case .done:
            return
        case .unknownKey:
            if recorder.recordOutlet(property, target, collection: isCollection, on: source, index: sourceIndex) { return }
            throw NibLoadingError.missingOutlet(.init(className: Self.className(of: source), property: property, location: connection.location))
        case let .typeMismatch(expected):
            throw NibLoadingError.outletTypeMismatch(.init(
                className: Self.className(of: source), property: property, expected: expected,
                found: Self.className(of: destination), location: connection.location,
                destinationLocation: archive[destinationIndex].location))
        }
    }

    /// Connects an action; false when it was only recorded (a stand-in or generic source).
    private func connectAction(
        _ connection: Connection, source: AnyObject, target: AnyObject?, sourceIndex: ObjectIndex, recorder: inout NibRecorder
    ) throws -> Bool {
        let selector = connection.selector ?? ""
        if recorder.recordAction(selector, target, connection.eventType, on: source, index: sourceIndex) { return false }
        guard let control = source as? any NibActionSource else {
            throw NibLoadingError.notAnActionSource(.init(className: Self.className(of: source), selector: selector, location: connection.location))
        }
        control.connectNibAction(selector, to: target, eventType: connection.eventType)
        return true
    }

    /// The Swift class name of an object, for messages.
    static func className(of object: AnyObject) -> String {
        if let standIn = object as? NibStandInObject { return standIn.className ?? standIn.role }
        if let generic = object as? GenericObject { return generic.className ?? generic.element }
        return String(describing: type(of: object))
    }
}

extension Diagnostic {
    /// `unknown-runtime-attribute`: a runtime attribute naming a property the object does not have.
    nonisolated static func unknownRuntimeAttribute(_ keyPath: String, of className: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .unknownRuntimeAttribute, severity: .warning,
            message: "'\(className)' has no property at key path '\(keyPath)'; the value keeps its default", location: location)
    }

    /// `runtime-attribute-type`: a runtime attribute whose value the property cannot hold.
    nonisolated static func runtimeAttributeType(_ keyPath: String, is typeName: String, expected: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            id: .runtimeAttributeType, severity: .warning,
            message: "runtime attribute '\(keyPath)' is a \(typeName), which '\(expected)' cannot hold; the value keeps its default",
            location: location)
    }
}
