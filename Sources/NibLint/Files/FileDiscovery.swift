/// The documents a lint run checks, found from the paths the user gave.
public struct DiscoveredFiles: Sendable, Hashable {
    /// The documents, deterministic: in argument order; within a folder, its own documents first,
    /// then each subfolder's, names in byte order; duplicates removed.
    public var files: [String]
    /// Paths that do not exist.
    public var missing: [String]
    /// Folders that exist but could not be read.
    public var unreadable: [String]
}

/// Finds Interface Builder documents in files and folders.
public enum FileDiscovery {
    /// The extensions looked for in folders.
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// Finds the documents to lint.
    ///
    /// A file named explicitly is always linted, whatever its extension and the configuration's
    /// patterns. A folder is searched recursively for `.xib` and `.storyboard` files; hidden entries
    /// (names starting with `.`) and symbolic links to folders are skipped, folders matching an
    /// `exclude` pattern are not entered, and each file found must pass `include`/`exclude`.
    /// - Parameters:
    ///   - paths: Files and folders; `["."]` when empty.
    ///   - configuration: The patterns to apply.
    /// - Returns: The documents, the missing paths and the unreadable folders.
    public static func discover(paths: [String], configuration: LintConfiguration = LintConfiguration())
        -> DiscoveredFiles
    {
        var result = DiscoveredFiles(files: [], missing: [], unreadable: [])
        var seen: Set<String> = []
        for path in paths.isEmpty ? ["."] : paths {
            switch FilePath.kind(of: path) {
            case .missing:
                result.missing.append(path)
            case .file, .other:
                if seen.insert(FilePath.absolute(path)).inserted { result.files.append(path) }
            case .directory:
                let found = walk(path, extensions: documentExtensions, configuration: configuration)
                result.unreadable += found.unreadable
                for file in found.files where configuration.includes(file) {
                    if seen.insert(FilePath.absolute(file)).inserted { result.files.append(file) }
                }
            }
        }
        return result
    }

    /// Lists the files with one of the extensions under a folder (or the path itself if it is a
    /// file), depth first in byte order, with an explicit stack.
    static func walk(
        _ root: String, extensions: Set<String>, configuration: LintConfiguration? = nil
    ) -> (files: [String], unreadable: [String]) {
        if FilePath.kind(of: root) == .file {
            return ([root], [])
        }
        var files: [String] = []
        var unreadable: [String] = []
        var stack: [String] = [root]
        while let folder = stack.popLast() {
            guard let names = FilePath.entries(of: folder) else {
                unreadable.append(folder)
                continue
            }
            var subfolders: [String] = []
            for name in names where !name.hasPrefix(".") {
                let path = FilePath.join(folder, name)
                switch FilePath.kind(of: path) {
                case .directory:
                    if FilePath.isSymbolicLink(path) { continue }
                    if let configuration, isExcludedFolder(path, configuration) { continue }
                    subfolders.append(path)
                case .file:
                    if extensions.contains(FilePath.pathExtension(name)) { files.append(path) }
                default:
                    continue
                }
            }
            // Files of a folder come before the files of its subfolders; subfolders in order.
            stack.append(contentsOf: subfolders.reversed())
        }
        return (files, unreadable)
    }

    private static func isExcludedFolder(_ path: String, _ configuration: LintConfiguration) -> Bool {
        guard !configuration.exclude.isEmpty,
            let relative = FilePath.relative(FilePath.absolute(path), to: configuration.baseDirectory)
        else { return false }
        return configuration.exclude.contains { $0.matches(relative) }
    }
}
