import NibSwiftSource

/// How the linted sources are organised into modules and platforms, read from the project files
/// found among them (and in the folders above them): SwiftPM manifests, Xcode projects, and the
/// dependency managers' files.
///
/// A Swift file's module comes from, in order: a `--module NAME=DIR` folder; the SwiftPM target
/// whose folder holds it (the module is the C99 identifier of the target name); the Xcode targets
/// that compile it (`PRODUCT_MODULE_NAME`, `PRODUCT_NAME`); `Sources/<X>/` directly under a folder
/// with a `Package.swift`. Otherwise the module is unknown, and an unknown module is never a
/// mismatch. A file compiled by several targets belongs to each of their modules.
struct ProjectLayout: Sendable {
    /// A module a file belongs to, and the platform it is compiled for, when known.
    struct Membership: Sendable, Hashable {
        /// The module.
        var module: String?
        /// The platform.
        var platform: SourcePlatform?
    }

    private var explicitFolders: [(name: String, folder: String)] = []
    private var packageTargets: [(module: String, folder: String)] = []
    private var packageRoots: [String] = []
    private var targetsByFile: [String: [Membership]] = [:]
    private var targetFolders: [(folder: String, membership: Membership)] = []
    /// The dependencies declared next to the sources.
    private(set) var dependencies = DependencyInventory()
    /// Whether any Xcode project or package manifest was read.
    private(set) var hasProjectFiles = false

    /// Reads the layout from disk.
    /// - Parameters:
    ///   - sourcePaths: The source folders and files given.
    ///   - files: The files found in them (Package.swift, `project.pbxproj`, `Package.resolved` are used).
    ///   - modules: Explicit module folders.
    init(sourcePaths: [String], files: [String], modules: [(name: String, directory: String)]) {
        var manifests = files.filter { FilePath.lastComponent($0) == "Package.swift" }.map { FilePath.absolute($0) }
        var projects = files.filter { FilePath.lastComponent($0) == "project.pbxproj" }.map { FilePath.absolute($0) }
        let resolved = files.filter { FilePath.lastComponent($0) == "Package.resolved" }.map { FilePath.absolute($0) }
        var roots: Set<String> = []
        for path in sourcePaths {
            let absolute = FilePath.absolute(path)
            var folder: String? = FilePath.kind(of: path) == .directory ? absolute : FilePath.parent(absolute)
            var steps = 0
            while let current = folder, steps < 8 {
                roots.insert(current)
                if steps > 0 {
                    let manifest = FilePath.join(current, "Package.swift")
                    if FilePath.kind(of: manifest) == .file, !manifests.contains(manifest) {
                        manifests.append(manifest)
                    }
                    for entry in FilePath.entries(of: current) ?? [] where entry.hasSuffix(".xcodeproj") {
                        let project = FilePath.join(FilePath.join(current, entry), "project.pbxproj")
                        if FilePath.kind(of: project) == .file, !projects.contains(project) { projects.append(project) }
                    }
                }
                // The top of a repository: nothing above it belongs to the project.
                if FilePath.kind(of: FilePath.join(current, ".git")) != .missing { break }
                folder = FilePath.parent(current)
                steps += 1
            }
        }
        self.init(
            manifests: manifests.sorted().compactMap { path in FilePath.readText(path).map { (path, $0) } },
            projects: projects.sorted().compactMap { path in FilePath.readText(path).map { (path, $0) } },
            modules: modules)
        for project in xcodeProjectDirectories { roots.insert(project) }
        let sortedRoots = roots.sorted()
        for root in sortedRoots {
            // Each Package.resolved belongs to the nearest root above it.
            let own = resolved.filter { file in
                sortedRoots.filter { FilePath.relative(file, to: $0) != nil }.max { $0.count < $1.count } == root
            }
            dependencies.scan(root: root, resolvedFiles: own)
        }
    }

    /// Reads the layout from texts in memory (tests and rule examples): `Package.swift` and
    /// `project.pbxproj` texts by their paths; `Podfile.lock`, `Cartfile.resolved`, `.gitmodules`
    /// and `Package.resolved` texts declare dependencies, none of them checked out.
    init(texts: [(name: String, text: String)], modules: [(name: String, directory: String)]) {
        self.init(
            manifests: texts.filter { FilePath.lastComponent($0.name) == "Package.swift" }.map {
                (FilePath.absolute($0.name), $0.text)
            },
            projects: texts.filter { FilePath.lastComponent($0.name) == "project.pbxproj" }.map {
                (FilePath.absolute($0.name), $0.text)
            },
            modules: modules)
        dependencies.declare(texts: texts)
    }

    private var xcodeProjectDirectories: [String] = []

    private init(
        manifests: [(String, String)], projects: [(String, String)], modules: [(name: String, directory: String)]
    ) {
        explicitFolders = modules.map { (name: $0.name, folder: FilePath.absolute($0.directory)) }
            .sorted { $0.folder.count > $1.folder.count }
        for (manifest, text) in manifests {
            guard let root = FilePath.parent(manifest) else { continue }
            hasProjectFiles = true
            packageRoots.append(root)
            for target in PackageManifest(text: text).targets {
                let folder =
                    target.path.map { FilePath.normalize(FilePath.join(root, $0)) }
                    ?? FilePath.join(root, (target.isTest ? "Tests/" : "Sources/") + target.name)
                packageTargets.append((module: target.moduleName, folder: folder))
            }
        }
        packageTargets.sort { $0.folder.count > $1.folder.count }
        for (path, text) in projects {
            guard let project = XcodeProject(text: text, path: path) else { continue }
            hasProjectFiles = true
            xcodeProjectDirectories.append(project.directory)
            for target in project.targets {
                let membership = Membership(module: target.moduleName, platform: target.platform)
                for file in target.files where !(targetsByFile[file]?.contains(membership) ?? false) {
                    targetsByFile[file, default: []].append(membership)
                }
                for folder in target.folders { targetFolders.append((folder, membership)) }
            }
        }
        targetFolders.sort { $0.folder.count > $1.folder.count }
    }

    /// The modules (and platforms) a source file belongs to; one membership with a nil module when
    /// nothing says.
    /// - Parameter file: The file.
    func memberships(of file: String) -> [Membership] {
        let absolute = FilePath.absolute(file)
        for (name, folder) in explicitFolders where FilePath.relative(absolute, to: folder) != nil {
            return [Membership(module: name, platform: nil)]
        }
        for (module, folder) in packageTargets where FilePath.relative(absolute, to: folder) != nil {
            return [Membership(module: module, platform: nil)]
        }
        if let targets = targetsByFile[absolute], !targets.isEmpty { return targets }
        let synchronized = targetFolders.filter { FilePath.relative(absolute, to: $0.folder) != nil }
        if let deepest = synchronized.first {
            return synchronized.filter { $0.folder == deepest.folder }.map(\.membership)
        }
        for root in packageRoots {
            guard let relative = FilePath.relative(absolute, to: root) else { continue }
            let parts = relative.split(separator: "/")
            if parts.count >= 3, parts[0] == "Sources" {
                return [Membership(module: ModuleName.c99(String(parts[1])), platform: nil)]
            }
        }
        return [Membership(module: nil, platform: nil)]
    }
}
