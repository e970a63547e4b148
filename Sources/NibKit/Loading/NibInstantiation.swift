import NibArchive
import NibCoding
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
    /// The document's colour resources, when the caller loads several nibs of one document.
    var colorResources: NibColorResources?

    /// A segue found in this pass, for the storyboard layer to turn into a template.
    struct FoundSegue {
        let connection: Connection
        let source: AnyObject
    }

    /// What the pass produced.
    struct Output {
        var result: NibInstantiationResult
        var segues: [FoundSegue]
        var builtIndices: ObjectIndexTable<AnyObject>
        /// `result.statistics` split by the storyboard scene of the object each count is about
        /// (nil outside scenes), so that a scene built by two passes can be counted once.
        var statisticsByScene: [SceneIndex?: NibLoadStatistics]
    }

    /// Called at the end of every pass with the objects it built and the proxies it used (tests that
    /// watch a loaded graph being released hold weak references to them); nil outside such tests.
    package static var builtObjectsObserver: (([AnyObject]) -> Void)?

    /// Runs the pass: build, runtime attributes, connections, the action check, `awakeFromNib`.
    func run() throws -> Output {
        var pass = try build()
        applyRuntimeAttributes(&pass)
        try connect(&pass)
        // What the connected actions' receivers declare, before any awakeFromNib.
        var loadObjects: [AnyObject] = []
        loadObjects.reserveCapacity(pass.built.count + proxies.count)
        for (_, object) in pass.built { loadObjects.append(object) }
        for object in proxies.values { loadObjects.append(object) }
        pass.diagnostics += try NibActionDeclarationCheck(mode: options.actionCheck, objects: loadObjects)
            .check(pass.connectedActions)
        sendAwakeFromNib(&pass)
        return output(of: &pass)
    }

    /// What the phases of one run share.
    private struct Pass {
        let builder: NibObjectBuilder
        /// The scope's objects in document order.
        let members: [ObjectIndex]
        /// The objects built, in document order.
        let built: [(ObjectIndex, AnyObject)]
        var counter: NibPassCounter
        var diagnostics: [Diagnostic]
        let wiring = NibWiring()
        var recorder: NibRecorder
        var segues: [FoundSegue] = []
        var connectedActions: [NibActionDeclarationCheck.Connected] = []
    }

    /// Builds every object, then what UIKit sets up during the build (inline views, the children
    /// relationship segues adopt, controllers' bar items); counts the objects built.
    private func build() throws -> Pass {
        let builder = NibObjectBuilder(
            archive: archive, scope: scope, proxies: proxies, registry: registry, options: options)
        builder.overrides = overrides
        builder.colorResources = colorResources
        try builder.buildAll()
        let members = scope.order.sorted()
        if installsInlineViews { NibInlineViews.install(builder: builder, archive: archive) }
        let relationshipProblems =
            adoptsRelationships
            ? NibRelationships.adopt(built: builder.built, order: members, proxies: proxies, archive: archive) : []
        NibControllerItems.attach(built: builder.built, archive: archive)
        // Plain loops rather than closures here and below: a closure of this main-actor code
        // handed to the standard library checks its executor on every call.
        var built: [(ObjectIndex, AnyObject)] = []
        built.reserveCapacity(members.count)
        for index in members { if let object = builder.built[index] { built.append((index, object)) } }
        var pass = Pass(
            builder: builder, members: members,
            built: built,
            counter: NibPassCounter(archive: archive),
            diagnostics: builder.diagnostics + builder.context.diagnostics + relationshipProblems,
            recorder: NibRecorder(builder: builder))
        for (index, _) in pass.built { pass.counter.count(.objects, at: index) }
        return pass
    }

    /// Runtime attributes, before any connection (UIKit applies them right after the build).
    private func applyRuntimeAttributes(_ pass: inout Pass) {
        for index in pass.members {
            // Most objects have no runtime attributes: look for them before looking the object up.
            let (entries, problems) = NibRuntimeAttributes.entries(of: index, in: archive)
            guard !entries.isEmpty || !problems.isEmpty, let target = pass.builder.object(at: index) else { continue }
            pass.diagnostics += problems
            for entry in entries { apply(entry, to: target, at: index, &pass) }
        }
    }

    private func apply(
        _ entry: NibRuntimeAttributes.Entry, to target: AnyObject, at index: ObjectIndex, _ pass: inout Pass
    ) {
        switch pass.wiring.setValue(entry.value, keyPath: entry.keyPath, of: target) {
        case .done:
            pass.counter.count(.attributes, at: index)
        case .unknownKey:
            if pass.recorder.recordAttribute(entry.keyPath, entry.value, on: target, index: index) {
                pass.counter.count(.attributes, at: index)
            } else {
                pass.diagnostics.append(
                    .unknownRuntimeAttribute(entry.keyPath, of: Self.className(of: target), at: entry.location))
            }
        case .typeMismatch(let expected):
            pass.diagnostics.append(
                .runtimeAttributeType(
                    entry.keyPath, is: entry.value.typeName, expected: "\(expected)", at: entry.location))
        }
    }

    /// Connections, in document order, after the implied ones; segues are collected for the
    /// storyboard layer.
    private func connect(_ pass: inout Pass) throws {
        for outlet in synthesizedOutlets {
            guard let source = pass.builder.object(at: outlet.source),
                let destination = pass.builder.object(at: outlet.destination)
            else { continue }
            if pass.wiring.setOutlet(outlet.property, of: source, to: destination) == .unknownKey {
                _ = pass.recorder.recordOutlet(
                    outlet.property, destination, collection: false, on: source, index: outlet.source)
            }
        }
        for connectionIndex in connectionIndices() {
            let connection = archive.connections[connectionIndex]
            guard let sourceIndex = connection.source, let source = pass.builder.object(at: sourceIndex) else {
                continue
            }
            switch connection.kind {
            case .outlet, .outletCollection, .action:
                try connectReference(connection, source: source, sourceIndex: sourceIndex, &pass)
            case .segue:
                guard scope.contains(sourceIndex), connection.segue?.kind != .relationship else { continue }
                pass.segues.append(FoundSegue(connection: connection, source: source))
            case .binding, .accessibility:
                continue
            }
        }
    }

    /// An outlet, outlet collection member or action whose both ends exist, at least one built here.
    private func connectReference(
        _ connection: Connection, source: AnyObject, sourceIndex: ObjectIndex, _ pass: inout Pass
    )
        throws
    {
        guard let destinationIndex = connection.destination, let destination = pass.builder.object(at: destinationIndex)
        else { return }
        guard scope.contains(sourceIndex) || pass.builder.built.contains(destinationIndex) else { return }
        if connection.kind == .action {
            let target: AnyObject? = destination is NibFirstResponderProxy ? nil : destination
            if try connectAction(
                connection, source: source, target: target, sourceIndex: sourceIndex, recorder: &pass.recorder)
            {
                pass.connectedActions.append(.init(connection: connection, source: source, target: target))
            }
            pass.counter.count(.actions, at: sourceIndex)
        } else {
            try connectOutlet(
                connection, source: source, destination: destination, sourceIndex: sourceIndex,
                destinationIndex: destinationIndex, wiring: pass.wiring, recorder: &pass.recorder)
            pass.counter.count(.outlets, at: sourceIndex)
        }
    }

    /// `awakeFromNib`, in document pre-order, never to a proxy.
    private func sendAwakeFromNib(_ pass: inout Pass) {
        for (index, object) in pass.built {
            if let responder = object as? Responder {
                responder.sendAwakeFromNib()
                pass.counter.count(.awakeFromNib, at: index)
            } else if let generic = object as? GenericObject {
                // Class casts first: the protocol cast below looks the conformance up each time.
                generic.awakeFromNib()
                pass.counter.count(.awakeFromNib, at: index)
            } else if let plain = object as? NibObject {
                // Layout constraints, bar items, gesture recognizers: a third of a storyboard's objects.
                plain.awakeFromNib()
                pass.counter.count(.awakeFromNib, at: index)
            } else if let awakening = object as? any NibAwakening {
                awakening.awakeFromNib()
                pass.counter.count(.awakeFromNib, at: index)
            }
        }
    }

    /// The result: top-level objects, every object (and proxy) by id, stand-ins, counts.
    private func output(of pass: inout Pass) -> Output {
        let builder = pass.builder
        // Top-level objects are those nested in no other object (a xib's `<objects>`, a scene's).
        var topLevel: [AnyObject] = []
        var objects: [AnyObject] = []
        objects.reserveCapacity(pass.built.count)
        for (index, object) in pass.built {
            if archive.objects[index.rawValue].parent == nil { topLevel.append(object) }
            objects.append(object)
        }
        let standIns = builder.standIns.sorted { $0.key < $1.key }.compactMap { entry in
            builder.built[entry.key].map {
                (object: $0, className: entry.value.className, recorded: entry.value.recorded)
            }
        }
        pass.counter.finish()
        if let observer = Self.builtObjectsObserver { observer(pass.built.map(\.1) + Array(proxies.values)) }
        let result = NibInstantiationResult(
            topLevelObjects: topLevel, objects: objects, statistics: pass.counter.total,
            diagnostics: pass.diagnostics, standIns: standIns,
            objectsByID: NibObjectsByID(archive: archive, built: pass.built, proxies: proxies))
        return Output(
            result: result, segues: pass.segues, builtIndices: builder.built, statisticsByScene: pass.counter.byScene)
    }

    /// The connections this pass may make: those whose source is in the scope or is a proxy, in
    /// document order, by index (a list of the records themselves copied each one twice).
    private func connectionIndices() -> [Int] {
        var indices: [Int] = []
        for index in scope.order { indices += archive.objects[index.rawValue].connections }
        for index in proxies.keys where !scope.contains(index) {
            indices += archive.objects[index.rawValue].connections
        }
        indices.sort()
        var result: [Int] = []
        result.reserveCapacity(indices.count)
        for (position, index) in indices.enumerated() where position == 0 || indices[position - 1] != index {
            result.append(index)
        }
        return result
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
            if recorder.recordOutlet(property, target, collection: isCollection, on: source, index: sourceIndex) {
                return
            }
            throw NibLoadingError.missingOutlet(
                .init(className: Self.className(of: source), property: property, location: connection.location))
        case .typeMismatch(let expected):
            throw NibLoadingError.outletTypeMismatch(
                .init(
                    className: Self.className(of: source), property: property, expected: expected,
                    found: Self.className(of: destination), location: connection.location,
                    destinationLocation: archive[destinationIndex].location))
        }
    }

    /// Connects an action; false when it was only recorded (a stand-in or generic source).
    private func connectAction(
        _ connection: Connection, source: AnyObject, target: AnyObject?, sourceIndex: ObjectIndex,
        recorder: inout NibRecorder
    ) throws -> Bool {
        let selector = connection.selector ?? ""
        if recorder.recordAction(selector, target, connection.eventType, on: source, index: sourceIndex) {
            return false
        }
        guard let control = source as? any NibActionSource else {
            throw NibLoadingError.notAnActionSource(
                .init(className: Self.className(of: source), selector: selector, location: connection.location))
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
    nonisolated static func unknownRuntimeAttribute(
        _ keyPath: String, of className: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            id: .unknownRuntimeAttribute, severity: .warning,
            message: "'\(className)' has no property at key path '\(keyPath)'; the value keeps its default",
            location: location)
    }

    /// `runtime-attribute-type`: a runtime attribute whose value the property cannot hold.
    nonisolated static func runtimeAttributeType(
        _ keyPath: String, is typeName: String, expected: String, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            id: .runtimeAttributeType, severity: .warning,
            message:
                "runtime attribute '\(keyPath)' is a \(typeName), which '\(expected)' cannot hold; the value keeps its default",
            location: location)
    }
}
