import NibSwiftSource

/// What the linter reads from an Xcode project (`*.xcodeproj/project.pbxproj`): its targets, the
/// module each compiles into, its platform, and which files each one compiles or copies.
struct XcodeProject: Sendable {
    /// One native target.
    struct Target: Sendable {
        /// The target name.
        var name: String
        /// The Swift module name (`PRODUCT_MODULE_NAME`, else the C99 identifier of `PRODUCT_NAME`,
        /// else of the target name); nil when a build setting refers to something unknown.
        var moduleName: String?
        /// The platform from `SDKROOT`/`SUPPORTED_PLATFORMS`; nil for multiplatform or unknown.
        var platform: SourcePlatform?
        /// Absolute paths of the files it compiles and copies (sources and resources).
        var files: Set<String>
        /// Absolute folders whose every file belongs to it (Xcode 16 synchronized folders).
        var folders: [String]
    }

    /// The folder that holds the `.xcodeproj`.
    var directory: String
    /// Its native targets.
    var targets: [Target]

    /// Reads a `project.pbxproj`; nil when it cannot be parsed.
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: Its path (`…/App.xcodeproj/project.pbxproj`).
    init?(text: String, path: String) {
        guard let root = PropertyListText.parse(text)?.dictionary,
            let objects = root["objects"]?.dictionary
        else { return nil }
        let xcodeproj = FilePath.parent(FilePath.absolute(path)) ?? "/"
        directory = FilePath.parent(xcodeproj) ?? "/"
        var graph = PBXObjectGraph(objects: objects, directory: directory)
        let projectSettings = graph.settings(list: graph.projectObject?["buildConfigurationList"]?.string)
        var targets: [Target] = []
        for value in objects.values {
            guard let object = value.dictionary, object["isa"]?.string == "PBXNativeTarget",
                let name = object["name"]?.string
            else { continue }
            targets.append(Self.target(named: name, object: object, graph: &graph, projectSettings: projectSettings))
        }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// One native target: its module name and platform from its settings over the project's, its
    /// files from its build phases and synchronized folders.
    private static func target(
        named name: String, object: PBXObjectGraph.Object, graph: inout PBXObjectGraph,
        projectSettings: PBXObjectGraph.Settings
    ) -> Target {
        let own = graph.settings(list: object["buildConfigurationList"]?.string)
        func setting(_ key: String) -> String? { own.values[key] ?? projectSettings.values[key] }
        let settingsComplete = !own.hasUnreadBase && !projectSettings.hasUnreadBase
        let files = graph.files(of: object)
        var folders: [String] = []
        for group in object["fileSystemSynchronizedGroups"]?.strings ?? [] {
            if let folder = graph.location(of: group) { folders.append(folder) }
        }
        return Target(
            name: name, moduleName: moduleName(target: name, setting: setting, complete: settingsComplete),
            platform: platform(sdkRoot: setting("SDKROOT"), supported: setting("SUPPORTED_PLATFORMS")),
            files: files, folders: folders)
    }

    /// The module name a target's settings give.
    /// Without `PRODUCT_NAME` anywhere it is the target name, Xcode's default, unless a base
    /// `.xcconfig` could not be read (it may set one): then unknown.
    private static func moduleName(target: String, setting: (String) -> String?, complete: Bool) -> String? {
        func expand(_ value: String) -> String? {
            var text = value
            for form in [
                "$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)",
                "${TARGET_NAME:c99extidentifier}",
            ] {
                text = text.replacing(form, with: target)
            }
            return text.contains("$") ? nil : text
        }
        if let explicit = setting("PRODUCT_MODULE_NAME") {
            let product = setting("PRODUCT_NAME").flatMap(expand) ?? target
            var text = explicit
            for form in [
                "$(PRODUCT_NAME:c99extidentifier)", "${PRODUCT_NAME:c99extidentifier}", "$(PRODUCT_NAME)",
                "${PRODUCT_NAME}",
            ] {
                text = text.replacing(form, with: product)
            }
            return expand(text).map(ModuleName.c99)
        }
        guard let product = setting("PRODUCT_NAME") else { return complete ? ModuleName.c99(target) : nil }
        return expand(product).map(ModuleName.c99)
    }

    /// The platform of `SDKROOT` and `SUPPORTED_PLATFORMS`; nil when they name none or several.
    static func platform(sdkRoot: String?, supported: String?) -> SourcePlatform? {
        var platforms: Set<SourcePlatform> = []
        for word in (supported ?? "").split(separator: " ") {
            if let platform = SourcePlatform(sdkRoot: String(word)) { platforms.insert(platform) }
        }
        if platforms.isEmpty, let sdkRoot, let platform = SourcePlatform(sdkRoot: sdkRoot) {
            platforms.insert(platform)
        }
        return platforms.count == 1 ? platforms.first : nil
    }
}
