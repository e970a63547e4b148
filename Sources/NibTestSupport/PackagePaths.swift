import Foundation

/// Where the package's own folders are, found from this file's path (SwiftPM resources cannot hold
/// the top-level `Samples/` and `Schema/` folders).
package enum PackagePaths {
    /// The package root (the folder holding `Package.swift`).
    package static let root: String = {
        var path = #filePath
        for _ in 0..<3 {
            if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
        }
        return path
    }()

    /// `Samples/`.
    package static var samples: String { root + "/Samples" }
    /// `Schema/`.
    package static var schema: String { root + "/Schema" }
    /// A sample by its path below `Samples/`.
    package static func sample(_ relative: String) -> String { samples + "/" + relative }

    /// A path below the shared read-only data folder beside the checkout (`../shared/<relative>`),
    /// with `..` resolved; the caller checks whether it exists.
    package static func shared(_ relative: String) -> String {
        URL(fileURLWithPath: root + "/../shared/" + relative).standardized.path
    }

    /// The shared corpus of real documents (`../shared/corpus` beside the checkout), or the folder
    /// named by `NIBLOAD_CORPUS`; nil when neither exists, so corpus tests are skipped.
    package static let corpus: String? = {
        let candidates = [environment("NIBLOAD_CORPUS"), shared("corpus")].compactMap { $0 }
        return candidates.first { FileSystem.isDirectory($0) }
    }()

    /// Every `.xib` and `.storyboard` below the corpus folder, sorted; empty without a corpus.
    package static let corpusFiles: [String] = {
        guard let corpus else { return [] }
        return FileSystem.files(below: corpus).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }()

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
