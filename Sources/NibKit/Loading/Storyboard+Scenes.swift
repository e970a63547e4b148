import NibArchive
import NibCoding
import NibDiagnostics

/// A reference that does not keep its object alive (a view nib's handle on the objects of its
/// controller nib).
private struct WeakObject {
    weak var object: AnyObject?
}

/// A template reference that does not keep it alive (the controller does).
struct WeakTemplate {
    weak var template: SegueTemplate?
}

extension Storyboard {
    /// The parts of a controller nib: the controllers it builds (the root and every controller a
    /// relationship segue adopts, transitively), the subtrees that belong to view nibs instead, and
    /// the storyboard references that stand for adopted controllers.
    struct ControllerNibPlan {
        var controllers: [ObjectIndex] = []
        var excluded: Set<ObjectIndex> = []
        var extraChildren: [ObjectIndex: [ObjectIndex]] = [:]
        var references: [ObjectIndex] = []
        var placeholders: [ObjectIndex] = []
    }

    /// What belongs to a view nib rather than to its controller: the `view` and the layout guides.
    func viewNibRoots(of controller: ObjectIndex) -> [ObjectIndex] {
        var roots: [ObjectIndex] = []
        if let view = archive.child(forKey: "view", of: controller) { roots.append(view) }
        roots += archive.members(ofCollection: "layoutGuides", of: controller)
        return roots
    }

    func controllerNibPlan(root: ObjectIndex) -> ControllerNibPlan {
        var plan = ControllerNibPlan()
        var queue = [root]
        var seen: Set<ObjectIndex> = [root]
        var seenScenes: Set<SceneIndex> = []
        while !queue.isEmpty {
            let controller = queue.removeFirst()
            plan.controllers.append(controller)
            let viewRoots = viewNibRoots(of: controller)
            plan.excluded.formUnion(viewRoots)
            if let scene = archive[controller].scene, seenScenes.insert(scene).inserted {
                plan.placeholders += archive[scene].objects.filter { archive[$0].isPlaceholder }
                if viewRoots.isEmpty {
                    // A controller without a view nib (a container) owns its scene's other objects.
                    let others = archive[scene].objects.filter {
                        $0 != controller && !archive[$0].isPlaceholder && !scenes.isController($0, in: archive)
                    }
                    plan.extraChildren[controller, default: []] += others
                }
            }
            for connection in archive.connections(from: controller) {
                guard connection.kind == .segue, connection.segue?.kind == .relationship,
                    let destination = connection.destination, seen.insert(destination).inserted
                else { continue }
                if case .storyboardReference = archive[destination].placeholder {
                    plan.references.append(destination)
                } else if !archive[destination].isPlaceholder {
                    plan.extraChildren[controller, default: []].append(destination)
                    queue.append(destination)
                }
            }
        }
        return plan
    }

    /// Builds a controller nib and prepares each controller's view nib.
    func instantiateController(
        at root: ObjectIndex, identifier: String?, creator: ((any NibDecoding) throws -> ViewController?)?
    ) throws -> AnyObject {
        try instantiateControllerNib(at: root, identifier: identifier, creator: creator).root
    }

    /// Builds a controller nib; returns its root and every controller it built, in plan order.
    func instantiateControllerNib(
        at root: ObjectIndex, identifier: String?, creator: ((any NibDecoding) throws -> ViewController?)?
    ) throws -> (root: AnyObject, controllers: [AnyObject], indices: [ObjectIndex]) {
        try Runner.binding(runner ?? referrer?.runner) {
            try buildControllerNib(at: root, identifier: identifier, creator: creator)
        }
    }

    private func buildControllerNib(
        at root: ObjectIndex, identifier: String?, creator: ((any NibDecoding) throws -> ViewController?)?
    ) throws -> (root: AnyObject, controllers: [AnyObject], indices: [ObjectIndex]) {
        let plan = controllerNibPlan(root: root)
        let proxies = try controllerNibProxies(plan)
        let (output, recordIndex) = try runControllerPass(
            root: root, plan: plan, proxies: proxies, identifier: identifier, creator: creator)
        var controllerObjects: [ObjectIndex: WeakObject] = [:]
        for (index, object) in output.builtIndices.entries { controllerObjects[index] = WeakObject(object: object) }
        for (index, object) in proxies { controllerObjects[index] = WeakObject(object: object) }
        if let rootObject = output.builtIndices[root] {
            NibKeepAlive.attach(output.result.objects, to: rootObject)
        }
        var controllers: [AnyObject] = []
        var indices: [ObjectIndex] = []
        var controllerPassTemplates: [Int: SegueTemplate] = [:]
        for index in plan.controllers {
            guard let object = output.builtIndices[index] else { continue }
            controllers.append(object)
            indices.append(index)
            if let controller = object as? ViewController {
                let templates = try prepare(
                    controller, at: index, root: root, identifier: identifier, recordIndex: recordIndex,
                    controllerObjects: controllerObjects)
                for (connection, template) in templates { controllerPassTemplates[connection] = template }
            } else {
                // Controllers NibKit decodes generically (AppKit) have no lazy view: load it now.
                try instantiateView(of: index, owner: object, controllerObjects: controllerObjects, templates: [:])
            }
        }
        Self.connectTriggers(output.segues, templates: controllerPassTemplates)
        let made =
            output.builtIndices[root]
            ?? NibStandInObject(className: archive[root].qualifiedCustomClass, role: archive[root].element)
        return (made, controllers, indices)
    }

    /// The objects a controller nib's placeholders and storyboard references stand for.
    private func controllerNibProxies(_ plan: ControllerNibPlan) throws -> [ObjectIndex: AnyObject] {
        var proxies: [ObjectIndex: AnyObject] = [:]
        for placeholder in plan.placeholders {
            proxies[placeholder] = try proxy(for: placeholder)
        }
        for reference in plan.references {
            proxies[reference] = try resolveReference(reference)
        }
        return proxies
    }

    /// Runs the controller nib's instantiation pass and files its record in the load log; returns
    /// the pass's output and the record's position in the log.
    private func runControllerPass(
        root: ObjectIndex, plan: ControllerNibPlan, proxies: [ObjectIndex: AnyObject], identifier: String?,
        creator: ((any NibDecoding) throws -> ViewController?)?
    ) throws -> (output: NibInstantiation.Output, recordIndex: Int) {
        let scope = NibScope(
            archive: archive, roots: [root], excluded: plan.excluded, extraChildren: plan.extraChildren)
        var instantiation = NibInstantiation(
            archive: archive, scope: scope, proxies: proxies, registry: registry, options: options)
        instantiation.colorResources = colorResources
        instantiation.adoptsRelationships = true
        if let creator {
            instantiation.overrides[root] = creatorEntry(
                creator, root: root, identifier: identifier ?? archive[root].id)
        }
        var record = StoryboardLoadRecord(scene: archive[root].scene, controller: root, part: .controller)
        let output: NibInstantiation.Output
        do {
            output = try instantiation.run()
        } catch let error as NibLoadingError {
            record.error = error
            loadLog.append(record)
            throw error
        }
        record.statisticsByScene = output.statisticsByScene
        record.diagnostics = output.result.diagnostics
        loadLog.append(record)
        return (output, loadLog.count - 1)
    }

    /// Gives a built controller its storyboard, scene key, segue templates, identifier and lazy
    /// view nib; returns its templates by connection, for the pass's segue triggers.
    private func prepare(
        _ controller: ViewController, at index: ObjectIndex, root: ObjectIndex, identifier: String?, recordIndex: Int,
        controllerObjects: [ObjectIndex: WeakObject]
    ) throws -> [Int: SegueTemplate] {
        controller.storyboard = self
        controller.sceneKey = sceneKey(of: index)
        let made: [MadeTemplate]
        let problems: [Diagnostic]
        do {
            (made, problems) = try makeTemplates(for: index)
        } catch let error as NibLoadingError {
            loadLog[recordIndex].error = error
            throw error
        }
        controller.segueTemplates = made.map(\.template)
        loadLog[recordIndex].statisticsByScene[archive[index].scene, default: NibLoadStatistics()].segueTemplates +=
            made.count
        loadLog[recordIndex].diagnostics += problems
        var templates: [Int: WeakTemplate] = [:]
        var strong: [Int: SegueTemplate] = [:]
        for entry in made {
            templates[entry.connection] = WeakTemplate(template: entry.template)
            strong[entry.connection] = entry.template
        }
        if index == root, let identifier, controller.storyboardIdentifier == nil {
            controller.storyboardIdentifier = identifier
        }
        if !viewNibRoots(of: index).isEmpty {
            // The view nib keeps its storyboard alive, as a UIKit controller's `storyboard` does:
            // a view nib whose storyboard is gone would load nothing, silently.
            controller.viewNib = ViewNib(name: viewNibName(of: index), location: archive[index].location) {
                [self] owner in
                try self.instantiateView(
                    of: index, owner: owner, controllerObjects: controllerObjects, templates: templates)
            }
        }
        return strong
    }

    /// `<controllerID>-view-<viewID>`, UIKit's name for a scene's view nib.
    func viewNibName(of controller: ObjectIndex) -> String {
        let view = archive.child(forKey: "view", of: controller).map { archive[$0].id } ?? "none"
        return archive[controller].id + "-view-" + view
    }

    /// Loads a controller's view nib with `owner` as File's Owner (the view nib is
    /// loaded lazily, on the first access of the controller's view).
    private func instantiateView(
        of controller: ObjectIndex, owner: AnyObject, controllerObjects: [ObjectIndex: WeakObject],
        templates: [Int: WeakTemplate]
    ) throws {
        var roots = viewNibRoots(of: controller)
        var proxies: [ObjectIndex: AnyObject] = [:]
        for (index, box) in controllerObjects { if let object = box.object { proxies[index] = object } }
        proxies[controller] = owner
        if let scene = archive[controller].scene {
            for member in archive[scene].objects where member != controller {
                if archive[member].isPlaceholder {
                    if proxies[member] == nil { proxies[member] = try proxy(for: member) }
                } else if !scenes.isController(member, in: archive) {
                    roots.append(member)
                }
            }
        }
        let scope = NibScope(archive: archive, roots: roots)
        var instantiation = NibInstantiation(
            archive: archive, scope: scope, proxies: proxies, registry: registry, options: options)
        instantiation.colorResources = colorResources
        if let view = archive.child(forKey: "view", of: controller) {
            instantiation.synthesizedOutlets = [(controller, "view", view)]
        }
        var record = StoryboardLoadRecord(scene: archive[controller].scene, controller: controller, part: .view)
        do {
            let output = try instantiation.run()
            NibKeepAlive.attach(output.result.topLevelObjects, to: owner)
            record.statisticsByScene = output.statisticsByScene
            record.diagnostics = output.result.diagnostics
            loadLog.append(record)
            var live: [Int: SegueTemplate] = [:]
            for (index, box) in templates { if let template = box.template { live[index] = template } }
            Self.connectTriggers(output.segues, templates: live)
        } catch let error as NibLoadingError {
            record.error = error
            loadLog.append(record)
            throw error
        }
    }

    /// The object a scene placeholder stands for during a load.
    private func proxy(for placeholder: ObjectIndex) throws -> AnyObject {
        let record = archive[placeholder]
        switch record.placeholder {
        case .firstResponder?:
            return NibFirstResponderProxy.shared
        case .external(let identifier)?:
            if identifier == "UIStoryboardPlaceholder" { return self }
            guard options.standInsForMissingExternalObjects else {
                throw NibLoadingError.missingExternalObject(identifier: identifier, location: record.location)
            }
            return NibStandInObject(className: record.qualifiedCustomClass, role: record.placeholder?.label ?? "")
        default:
            return NibStandInObject(
                className: record.qualifiedCustomClass, role: record.placeholder?.label ?? record.element)
        }
    }

    /// The class entry that runs a creator closure for the root controller, checking that it built
    /// the controller from the coder it was given.
    private func creatorEntry(
        _ creator: @escaping (any NibDecoding) throws -> ViewController?, root: ObjectIndex, identifier: String
    ) -> NibClassEntry {
        let record = archive[root]
        let fallback =
            (record.customClass.flatMap {
                registry.entry(
                    customClass: $0, module: record.customModule, moduleProvider: record.customModuleProvider)
            }) ?? registry.entry(defaultClassOf: record) ?? NibClassEntry(ViewController.self, name: "UIViewController")
        let location = record.location
        return NibClassEntry(name: fallback.name, type: fallback.type) { coder in
            guard let made = try creator(coder) else { return try fallback.make(coder) }
            guard made.objectID == coder.objectID, !coder.objectID.isEmpty else {
                throw NibLoadingError.creatorDidNotUseCoder(identifier: identifier, location: location)
            }
            return made
        }
    }
}
