import Foundation
import NibPrimitives

/// File helpers for tests.
package enum FileSystem {
    /// Whether a path is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every regular file below a folder (full paths).
    package static func files(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let next = enumerator.nextObject() as? String {
            let path = folder + "/" + next
            if !isDirectory(path) { result.append(path) }
        }
        return result
    }

    /// The names of the folders directly in a folder, sorted; nil when it cannot be read.
    package static func directories(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { isDirectory(folder + "/" + $0) }.sorted()
    }

    /// The text of a file, or nil. Read with ``FileBytes`` rather than Foundation, whose
    /// `FileManager.contents(atPath:)` leaks a 4 KiB buffer for every empty file it reads (the
    /// corpus and `Samples/invalid` have one each; LeakSanitizer reports them).
    package static func read(_ path: String) -> String? {
        FileBytes.readText(path)
    }

    /// Writes text to a file, creating folders as needed.
    package static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A fresh temporary folder, removed with everything in it when the test process exits
    /// (see ``TemporaryFolders``).
    /// - Parameter prefix: The start of the folder's name.
    package static func temporaryFolder(_ prefix: String = "nibload-tests") throws -> String {
        try TemporaryFolders.process.make(prefix)
    }
}
