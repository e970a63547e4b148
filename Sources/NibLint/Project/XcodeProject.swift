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
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let object = value.dictionary, let isa = object["isa"]?.string, isa.hasSuffix("Group") else { continue }
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        let projectObject = objects.values.compactMap(\.dictionary).first { $0["isa"]?.string == "PBXProject" }
        let projectDirectory = FilePath.normalize(
            FilePath.join(directory, projectObject?["projectDirPath"]?.string ?? ""))
        var paths: [String: String?] = [:]
        func location(of id: String, depth: Int = 0) -> String? {
            if let known = paths[id] { return known }
            guard depth < 64, let object = objects[id]?.dictionary else { return nil }
            let own = object["path"]?.string ?? ""
            var result: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>": result = own
            case "SOURCE_ROOT": result = FilePath.join(projectDirectory, own)
            case "<group>":
                if let parent = parents[id] {
                    result = location(of: parent, depth: depth + 1).map { own.isEmpty ? $0 : FilePath.join($0, own) }
                } else {
                    result = own.isEmpty ? projectDirectory : FilePath.join(projectDirectory, own)
                }
            default: result = nil
            }
            let normalized = result.map(FilePath.normalize)
            paths[id] = normalized
            return normalized
        }
        // A configuration's settings: its own, over those of its base `.xcconfig` file (read with
        // its includes); `hasUnreadBase` when a base file is named but cannot be read.
        func settings(list: String?) -> (values: [String: String], hasUnreadBase: Bool) {
            guard let list, let configurations = objects[list]?.dictionary?["buildConfigurations"]?.strings else {
                return ([:], false)
            }
            var result: [String: String] = [:]
            var unread = false
            for configuration in configurations {
                guard let object = objects[configuration]?.dictionary else { continue }
                var merged: [String: String] = [:]
                var base: String?
                if let reference = object["baseConfigurationReference"]?.string {
                    base = location(of: reference)
                    if base == nil { unread = true }
                } else if let anchor = object["baseConfigurationReferenceAnchor"]?.string,
                    let relative = object["baseConfigurationReferenceRelativePath"]?.string
                {
                    base = location(of: anchor).map { FilePath.normalize(FilePath.join($0, relative)) }
                    if base == nil { unread = true }
                }
                if let base {
                    if let values = XCConfigFile.settings(at: base) { merged = values } else { unread = true }
                }
                for (key, value) in object["buildSettings"]?.dictionary ?? [:] {
                    if let text = value.string ?? (value.strings.isEmpty ? nil : value.strings.joined(separator: " ")) {
                        merged[key] = text
                    }
                }
                for (key, value) in merged where result[key] == nil { result[key] = value }
            }
            return (result, unread)
        }
        let projectSettings = settings(list: projectObject?["buildConfigurationList"]?.string)
        var targets: [Target] = []
        for value in objects.values {
            guard let object = value.dictionary, object["isa"]?.string == "PBXNativeTarget",
                let name = object["name"]?.string
            else { continue }
            let own = settings(list: object["buildConfigurationList"]?.string)
            func setting(_ key: String) -> String? { own.values[key] ?? projectSettings.values[key] }
            let settingsComplete = !own.hasUnreadBase && !projectSettings.hasUnreadBase
            var files: Set<String> = []
            for phase in object["buildPhases"]?.strings ?? [] {
                for buildFile in objects[phase]?.dictionary?["files"]?.strings ?? [] {
                    guard let reference = objects[buildFile]?.dictionary?["fileRef"]?.string else { continue }
                    if let file = location(of: reference) { files.insert(file) }
                    // A variant group (Base.lproj + translations): its children are the files.
                    for child in objects[reference]?.dictionary?["children"]?.strings ?? [] {
                        if let file = location(of: child) { files.insert(file) }
                    }
                }
            }
            let folders = (object["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap { location(of: $0) }
            targets.append(
                Target(
                    name: name, moduleName: Self.moduleName(target: name, setting: setting, complete: settingsComplete),
                    platform: Self.platform(sdkRoot: setting("SDKROOT"), supported: setting("SUPPORTED_PLATFORMS")),
                    files: files, folders: folders))
        }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// The module name a target's settings give.
    /// Without `PRODUCT_NAME` anywhere it is the target name, Xcode's default, unless a base
    /// `.xcconfig` could not be read (it may set one): then unknown.
    private static func moduleName(target: String, setting: (String) -> String?, complete: Bool) -> String? {
        func expand(_ value: String) -> String? {
            var text = value
            for form in ["$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}"] {
                text = text.replacing(form, with: target)
            }
            return text.contains("$") ? nil : text
        }
        if let explicit = setting("PRODUCT_MODULE_NAME") {
            let product = setting("PRODUCT_NAME").flatMap(expand) ?? target
            var text = explicit
            for form in ["$(PRODUCT_NAME:c99extidentifier)", "${PRODUCT_NAME:c99extidentifier}", "$(PRODUCT_NAME)", "${PRODUCT_NAME}"] {
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
        if platforms.isEmpty, let sdkRoot, let platform = SourcePlatform(sdkRoot: sdkRoot) { platforms.insert(platform) }
        return platforms.count == 1 ? platforms.first : nil
    }
}
