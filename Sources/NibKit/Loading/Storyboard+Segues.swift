import NibArchive
package import NibDiagnostics

extension Storyboard {
    /// A template together with the connection it comes from.
    struct MadeTemplate {
        let connection: Int
        let template: SegueTemplate
    }

    /// The segue templates of a controller's scene: every segue written in the scene except
    /// relationships, in document order, whether it leaves from the controller itself, a bar button
    /// item, or a control in the view.
    /// - Throws: ``NibLoadingError/undeclaredAction(_:)`` for an unwind action no registered class
    ///   declares, when ``NibLoadOptions/actionCheck`` is ``NibActionCheck/error``.
    func makeTemplates(for controller: ObjectIndex) throws -> (templates: [MadeTemplate], diagnostics: [Diagnostic]) {
        guard let scene = archive[controller].scene else { return ([], []) }
        var made: [MadeTemplate] = []
        var diagnostics: [Diagnostic] = []
        for index in scenes.segues(in: scene) {
            let connection = archive.connections[index]
            guard let info = connection.segue else { continue }
            let kind = info.kind
            guard kind.isKnown else {
                diagnostics.append(.unknownSegueKind(info.kindAttribute, at: connection.location))
                continue
            }
            if kind == .unwind, let action = info.unwindAction,
                let problem = try checkUnwindAction(action, of: controller, at: connection)
            {
                diagnostics.append(problem)
            }
            let template = SegueTemplate(
                identifier: info.identifier, kind: kind, animates: info.animates,
                modalPresentationStyle: info.modalPresentationStyle.flatMap(ModalPresentationStyle.init(rawValue:)),
                unwindAction: info.unwindAction.map { ActionName($0) }, location: connection.location,
                destination: kind == .unwind ? nil : destinationFactory(connection))
            if kind == .unwind {
                template.unwindStandInClass = { controller in NibStandInRecord.record(for: controller)?.className }
            }
            if case .custom = kind {
                template.segueClass = registry.segueClass(
                    customClass: info.customClass ?? "", module: info.customModule)
            }
            if let destination = connection.destination, !archive[destination].isPlaceholder {
                template.destinationSceneKey = sceneKey(of: destination)
                template.destinationLabel = archive[destination].id
            }
            if kind == .embed, let source = connection.source, source != controller {
                let containerID = archive[source].id
                template.embedContainer = { (controller: ViewController) in
                    NibViewSearch.view(withID: containerID, in: controller.viewIfLoaded)
                }
            }
            made.append(MadeTemplate(connection: index, template: template))
        }
        return (made, diagnostics)
    }

    /// An `undeclared-action` warning when no class of ``registry`` declares the unwind `action`
    /// (in its ``ActionTable``): the unwind segue would find no destination.
    private func checkUnwindAction(_ action: String, of controller: ObjectIndex, at connection: Connection) throws
        -> Diagnostic?
    {
        guard options.actionCheck != .off, !registry.declaresUnwindAction(ActionName(action)) else { return nil }
        let record = archive[controller]
        let undeclared = NibLoadingError.UndeclaredAction(
            selector: action, senderClass: record.qualifiedCustomClass ?? record.defaultClass ?? record.element,
            targetClass: nil,
            isUnwind: true, location: connection.location)
        if options.actionCheck == .error { throw NibLoadingError.undeclaredAction(undeclared) }
        return .undeclaredAction(undeclared)
    }

    /// The identity of the scene whose controller is at `index`, the same for every instance.
    func sceneKey(of index: ObjectIndex) -> StoryboardSceneKey {
        StoryboardSceneKey(storyboard: (storyboardFolder ?? "") + "/" + name, controller: index.rawValue)
    }

    /// Records a problem the runtime found in a controller built from this storyboard (an embed
    /// segue cycle) where ``InstantiationReport`` finds it: in the load log of the storyboard that
    /// was loaded first (references load other storyboards on its behalf).
    package func recordRuntimeProblem(_ problem: Diagnostic, controller key: StoryboardSceneKey?) {
        var owner = self
        var steps = 0
        while let referrer = owner.referrer, steps < 10_000 {
            owner = referrer
            steps += 1
        }
        owner.loadLog.append(
            StoryboardLoadRecord(
                scene: nil, controller: ObjectIndex(key?.controller ?? 0), part: .view, diagnostics: [problem]))
    }

    /// Creates a segue's destination when the segue runs: the controller nib of the destination
    /// scene, or what a storyboard reference names.
    private func destinationFactory(_ connection: Connection) -> (() throws -> ViewController)? {
        guard let destination = connection.destination else { return nil }
        let location = connection.location
        return { [self] in
            let object: AnyObject =
                if archive[destination].isPlaceholder {
                    try resolveReference(destination, standIn: false)
                } else {
                    try instantiateController(at: destination, identifier: nil, creator: nil)
                }
            guard let controller = object as? ViewController else {
                throw NibLoadingError.initializerFailed(
                    .init(
                        className: String(describing: type(of: object)), objectID: archive[destination].id,
                        reason: "a segue destination must be a ViewController", location: location))
            }
            return controller
        }
    }

    /// Aims the controls, bar button items and gesture recognizers that trigger segues at their
    /// templates (as UIKit does, a control's action targets the template's `perform:`).
    static func connectTriggers(_ segues: [NibInstantiation.FoundSegue], templates: [Int: SegueTemplate]) {
        for found in segues {
            guard let template = templates[found.connection.index], template.kind != .embed,
                let source = found.source as? any NibActionSource, !(found.source is ViewController)
            else { continue }
            let event: String? = source is Control ? "touchUpInside" : nil
            source.connectNibAction(SegueTemplate.performAction.rawValue, to: template, eventType: event)
        }
    }
}

/// Finds a view by its IB id in a hierarchy, iteratively.
enum NibViewSearch {
    static func view(withID id: String, in root: View?) -> View? {
        var stack: [View] = root.map { [$0] } ?? []
        while let view = stack.popLast() {
            if view.objectID == id { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}

/// The runtime reports embed cycles through this (it knows no storyboard class).
extension Storyboard: RuntimeProblemRecording {}

extension Diagnostic {
    /// `unknown-segue-kind`: a segue of a kind the loader does not know, which is not kept.
    nonisolated static func unknownSegueKind(_ kind: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .unknownSegueKind, severity: .warning,
            message: "segue kind '\(kind)' is not known; the segue is not kept",
            location: location)
    }
}
