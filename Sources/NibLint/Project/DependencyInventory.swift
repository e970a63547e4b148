/// The third-party dependencies a project declares (CocoaPods, Carthage, SwiftPM, git submodules),
/// where their sources are when they are checked out, and which are not: a custom class no linted
/// source declares may come from one that is absent.
struct DependencyInventory: Sendable {
    /// One declared dependency.
    struct Dependency: Sendable, Hashable {
        /// How it is declared: `pod`, `Carthage package`, `Swift package`, `git submodule`.
        var kind: String
        /// Its name (a pod, a repository) or, for a submodule, its path.
        var name: String
        /// Its folder when checked out, else nil.
        var folder: String?

        /// `pod 'JitsiMeetSDKLite'`.
        var label: String { "\(kind) '\(name)'" }
    }

    /// Every dependency found, in a stable order.
    var dependencies: [Dependency] = []

    /// The dependencies whose sources are not in the tree.
    var missing: [Dependency] { dependencies.filter { $0.folder == nil } }

    /// The folders of the dependencies that are checked out, plus `Pods/`, `Carthage/Checkouts` and
    /// `.build/checkouts` themselves when present.
    var checkedOutFolders: [String] = []

    /// Looks for dependency declarations in a folder (a project root): `Podfile.lock` (pods,
    /// checked out in `Pods/<Name>`), `Cartfile.resolved` (`Carthage/Checkouts/<Name>`), every
    /// `Package.resolved` of the folder's Xcode projects and the folder itself (`.build/checkouts/<name>`,
    /// usually absent for Xcode projects, whose packages live in DerivedData), and `.gitmodules`
    /// (each `path =`, checked out when the folder has entries).
    /// - Parameters:
    ///   - root: The folder.
    ///   - resolvedFiles: The `Package.resolved` files that belong to it.
    mutating func scan(root: String, resolvedFiles: [String]) {
        if let lock = FilePath.readText(FilePath.join(root, "Podfile.lock")) {
            let pods = FilePath.join(root, "Pods")
            if FilePath.kind(of: pods) == .directory { checkedOutFolders.append(pods) }
            for name in Self.podNames(lock) {
                add("pod", name, candidates: [FilePath.join(pods, name)])
            }
        }
        let checkouts = FilePath.join(root, "Carthage/Checkouts")
        if FilePath.kind(of: checkouts) == .directory { checkedOutFolders.append(checkouts) }
        if let cartfile = FilePath.readText(FilePath.join(root, "Cartfile.resolved")) {
            for name in Self.carthageNames(cartfile) {
                add("Carthage package", name, candidates: [FilePath.join(checkouts, name)])
            }
        }
        let build = FilePath.join(root, ".build/checkouts")
        if FilePath.kind(of: build) == .directory { checkedOutFolders.append(build) }
        for resolved in resolvedFiles {
            guard let text = FilePath.readText(resolved) else { continue }
            for name in Self.packageNames(resolved: text) {
                add("Swift package", name, candidates: [FilePath.join(build, name)])
            }
        }
        if let modules = FilePath.readText(FilePath.join(root, ".gitmodules")) {
            for path in Self.submodulePaths(modules) {
                add("git submodule", path, candidates: [FilePath.join(root, path)])
            }
        }
    }

    /// Records the dependencies that in-memory texts declare (`Podfile.lock`, `Cartfile.resolved`,
    /// `Package.resolved`, `.gitmodules`), none of them checked out.
    mutating func declare(texts: [(name: String, text: String)]) {
        for (name, text) in texts {
            switch FilePath.lastComponent(name) {
            case "Podfile.lock": for pod in Self.podNames(text) { add("pod", pod, candidates: []) }
            case "Cartfile.resolved":
                for item in Self.carthageNames(text) { add("Carthage package", item, candidates: []) }
            case "Package.resolved":
                for item in Self.packageNames(resolved: text) { add("Swift package", item, candidates: []) }
            case ".gitmodules": for path in Self.submodulePaths(text) { add("git submodule", path, candidates: []) }
            default: continue
            }
        }
    }

    private mutating func add(_ kind: String, _ name: String, candidates: [String]) {
        guard !dependencies.contains(where: { $0.kind == kind && $0.name == name }) else { return }
        let folder = candidates.first { (FilePath.entries(of: $0)?.contains { !$0.hasPrefix(".") }) ?? false }
        if let folder { checkedOutFolders.append(folder) }
        dependencies.append(Dependency(kind: kind, name: name, folder: folder))
    }

    /// The top-level pod names of a `Podfile.lock`'s `PODS:` section (subspecs folded into their pod).
    static func podNames(_ text: String) -> [String] {
        var names: [String] = []
        var inPods = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:") }
            guard inPods, line.hasPrefix("  - ") else { continue }
            var name = line.dropFirst(4)
            if name.hasPrefix("\"") { name = name.dropFirst() }
            let pod = String(name.prefix { $0 != " " && $0 != "/" && $0 != "\"" && $0 != ":" })
            if !pod.isEmpty, !names.contains(pod) { names.append(pod) }
        }
        return names
    }

    /// The repository names of a `Cartfile.resolved` (`github "owner/Name" "1.0"` → `Name`).
    static func carthageNames(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\"")
            guard parts.count >= 2 else { return nil }
            var name = parts[1].split(separator: "/").last.map(String.init) ?? String(parts[1])
            if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
            return name.isEmpty ? nil : name
        }
    }

    /// The package identities of a `Package.resolved` (versions 1 to 3: `"identity"` or `"package"`).
    static func packageNames(resolved text: String) -> [String] {
        var names: [String] = []
        for key in ["\"identity\"", "\"package\""] {
            var rest = Substring(text)
            while let range = rest.firstRange(of: key) {
                rest = rest[range.upperBound...]
                let afterColon = rest.drop { $0 == " " || $0 == ":" || $0 == "\t" }
                guard afterColon.first == "\"" else { continue }
                let name = afterColon.dropFirst().prefix { $0 != "\"" }
                if !name.isEmpty, !names.contains(String(name)) { names.append(String(name)) }
            }
        }
        return names
    }

    /// The `path = …` values of a `.gitmodules` file.
    static func submodulePaths(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("path") else { return nil }
            let value = trimmed.dropFirst(4).drop { $0 == " " || $0 == "\t" }
            guard value.first == "=" else { return nil }
            let path = value.dropFirst().drop { $0 == " " || $0 == "\t" }
            return path.isEmpty ? nil : String(path)
        }
    }
}
