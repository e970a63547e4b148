/// The `objects` table of a `project.pbxproj`: where its file references point (resolved through
/// their groups, cached) and what its build configurations set.
struct PBXObjectGraph {
    /// One object: its keys and values.
    typealias Object = [String: PropertyListValue]

    /// The settings of a configuration list.
    struct Settings {
        /// The merged settings.
        var values: [String: String]
        /// True when a base `.xcconfig` file is named but cannot be read (it may set anything).
        var hasUnreadBase: Bool
    }

    /// Every object by its id.
    let objects: [String: PropertyListValue]
    /// The `PBXProject` object, if there is one.
    let projectObject: Object?
    /// The folder the project's `SOURCE_ROOT` stands for.
    let projectDirectory: String
    /// The group that holds each object, by child id.
    private let parents: [String: String]
    /// Locations already resolved (nil when an object has none).
    private var paths: [String: String?] = [:]

    /// Indexes a project's objects.
    /// - Parameters:
    ///   - objects: The `objects` dictionary.
    ///   - directory: The folder that holds the `.xcodeproj`.
    init(objects: [String: PropertyListValue], directory: String) {
        self.objects = objects
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let object = value.dictionary, let isa = object["isa"]?.string, isa.hasSuffix("Group") else {
                continue
            }
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        self.parents = parents
        projectObject = objects.values.compactMap(\.dictionary).first { $0["isa"]?.string == "PBXProject" }
        projectDirectory = FilePath.normalize(FilePath.join(directory, projectObject?["projectDirPath"]?.string ?? ""))
    }

    /// The absolute, normalized path of a file reference or group; nil when it is not known or
    /// lies outside what the project describes (a build-setting-relative tree, a cycle).
    mutating func location(of id: String, depth: Int = 0) -> String? {
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

    /// A configuration list's settings: each configuration's own, over those of its base
    /// `.xcconfig` file (read with its includes); the first configuration that sets a key wins.
    mutating func settings(list: String?) -> Settings {
        guard let list, let configurations = objects[list]?.dictionary?["buildConfigurations"]?.strings else {
            return Settings(values: [:], hasUnreadBase: false)
        }
        var result = Settings(values: [:], hasUnreadBase: false)
        for configuration in configurations {
            guard let object = objects[configuration]?.dictionary else { continue }
            var merged: [String: String] = [:]
            if let base = baseConfiguration(of: object, unread: &result.hasUnreadBase) {
                if let values = XCConfigFile.settings(at: base) { merged = values } else { result.hasUnreadBase = true }
            }
            for (key, value) in object["buildSettings"]?.dictionary ?? [:] {
                if let text = value.string ?? (value.strings.isEmpty ? nil : value.strings.joined(separator: " ")) {
                    merged[key] = text
                }
            }
            for (key, value) in merged where result.values[key] == nil { result.values[key] = value }
        }
        return result
    }

    /// The path of a configuration's base `.xcconfig` file; sets `unread` when one is named but
    /// its location is not known.
    private mutating func baseConfiguration(of object: Object, unread: inout Bool) -> String? {
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
        return base
    }

    /// The absolute paths of the files a target's build phases compile and copy.
    mutating func files(of target: Object) -> Set<String> {
        var files: Set<String> = []
        for phase in target["buildPhases"]?.strings ?? [] {
            for buildFile in objects[phase]?.dictionary?["files"]?.strings ?? [] {
                guard let reference = objects[buildFile]?.dictionary?["fileRef"]?.string else { continue }
                if let file = location(of: reference) { files.insert(file) }
                // A variant group (Base.lproj + translations): its children are the files.
                for child in objects[reference]?.dictionary?["children"]?.strings ?? [] {
                    if let file = location(of: child) { files.insert(file) }
                }
            }
        }
        return files
    }
}
