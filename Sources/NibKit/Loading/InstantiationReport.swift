public import NibArchive
public import NibDiagnostics

/// What instantiating a whole document did: the figures `nibload --instantiate` prints (and puts
/// under `instantiation` in its JSON: `objects`, `attributes`, `outlets`, `actions`, `awakeFromNib`).
nonisolated public struct InstantiationReport: Sendable, Hashable {
    /// The document, as named in its archive.
    public var file: String
    /// `xib` or `storyboard`.
    public var kind: String
    /// Scenes instantiated (storyboards; 0 for a xib).
    public var scenes: Int
    /// Objects created, attributes applied, outlets and actions connected, `awakeFromNib` sent.
    public var statistics: NibLoadStatistics
    /// Warnings (unknown classes, unknown runtime attribute key paths, unresolved storyboard
    /// references) and errors (a load that failed), in document order.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(
        file: String, kind: String, scenes: Int = 0, statistics: NibLoadStatistics = NibLoadStatistics(),
        diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.kind = kind
        self.scenes = scenes
        self.statistics = statistics
        self.diagnostics = diagnostics
    }

    /// Whether every load succeeded.
    public var succeeded: Bool { !diagnostics.containsErrors }

    /// Instantiates every top-level object of a xib, or every scene of a storyboard with its view
    /// loaded, with no user classes: unknown custom classes become recording stand-ins (warnings),
    /// File's Owner and external objects are stand-ins, storyboard references resolve through
    /// `storyboardFolder` or become stand-ins (warnings). Nothing throws: a failed load is an error
    /// diagnostic in the report.
    ///
    /// Each storyboard scene is counted once: scenes a relationship segue adopts are built with
    /// their container, every other scene on its own, and every controller's view nib is then loaded.
    /// A scene that several containers adopt is built once per container (each holds its own
    /// instance, as in UIKit) but its objects, attributes, connections and `awakeFromNib` messages
    /// are counted once.
    /// - Parameters:
    ///   - archive: The document.
    ///   - storyboardFolder: Where storyboard references look for other storyboards; by default the
    ///     document's folder.
    ///   - registry: The classes to use; the shared registry (NibKit's own) by default.
    @MainActor public static func instantiateAll(
        archive: Archive, storyboardFolder: String? = nil, registry: NibClassRegistry = .shared
    ) -> InstantiationReport {
        var report = InstantiationReport(file: archive.file, kind: archive.document.kindName)
        guard !archive.objects.isEmpty || !archive.scenes.isEmpty else { return report }
        if archive.document.isStoryboard {
            instantiateStoryboard(archive, folder: storyboardFolder, registry: registry, into: &report)
        } else {
            do {
                let result = try Nib(archive: archive, registry: registry, options: .commandLine)
                    .instantiateWithResult()
                report.statistics = result.statistics
                report.diagnostics = result.diagnostics
            } catch {
                report.diagnostics.append(failure(error, file: archive.file))
            }
        }
        report.diagnostics.sort()
        return report
    }

    @MainActor private static func instantiateStoryboard(
        _ archive: Archive, folder: String?, registry: NibClassRegistry, into report: inout InstantiationReport
    ) {
        let storyboard = Storyboard(
            archive: archive, storyboardFolder: folder, registry: registry, options: .commandLine)
        var adopted: Set<ObjectIndex> = []
        for connection in archive.connections where connection.kind == .segue && connection.segue?.kind == .relationship
        {
            if let destination = connection.destination { adopted.insert(destination) }
        }
        var extra: [Diagnostic] = []
        var scenes: Set<SceneIndex> = []
        // Scenes only a relationship adopts are built with their container; a scene left unbuilt
        // after that (relationships that loop back, with no other container) is built on its own.
        let order =
            archive.scenes.map { (scene: $0, adoptedOnly: false) }
            + archive.scenes.map { (scene: $0, adoptedOnly: true) }
        for (scene, adoptedOnly) in order {
            guard let controller = storyboard.scenes.controllers[scene.index],
                adoptedOnly
                    ? adopted.contains(controller) && !scenes.contains(scene.index) : !adopted.contains(controller)
            else { continue }
            do {
                let built = try storyboard.instantiateControllerNib(at: controller, identifier: nil, creator: nil)
                for index in built.indices { if let scene = archive[index].scene { scenes.insert(scene) } }
                for case let viewController as ViewController in built.controllers {
                    viewController.loadViewIfNeeded()
                }
            } catch {
                extra.append(failure(error, file: archive.file))
            }
        }
        var counted: Set<ScenePart> = []
        for record in storyboard.loadLog {
            if let error = record.error { extra.append(failure(error, file: archive.file)) }
            for (scene, statistics) in record.statisticsByScene
            where counted.insert(ScenePart(scene: scene, part: record.part)).inserted {
                report.statistics += statistics
            }
            report.diagnostics += record.diagnostics
        }
        var seen: Set<Diagnostic> = []
        report.diagnostics = (report.diagnostics + extra).filter { seen.insert($0).inserted }
        report.scenes = scenes.count
    }

    /// One half (controller nib or view nib) of one scene, counted once.
    private struct ScenePart: Hashable {
        let scene: SceneIndex?
        let part: StoryboardLoadRecord.Part
    }

    private static func failure(_ error: any Error, file: String) -> Diagnostic {
        .instantiationFailed(error, file: file)
    }
}

extension Diagnostic {
    /// `instantiation-failed`: a scene or document that cannot be instantiated, at the error's
    /// place or else the start of the file.
    nonisolated static func instantiationFailed(_ error: any Error, file: String) -> Diagnostic {
        let loading = error as? NibLoadingError
        return Diagnostic(
            id: .instantiationFailed, severity: .error, message: loading?.message ?? String(describing: error),
            location: loading?.location ?? SourceLocation(file: file, line: 1, column: 1))
    }
}
