import Foundation
import NibTestSupport

/// The real compiled nibs of `../shared/corpus-compiled` (AppKit, NIBArchive and bplist forms),
/// listed by its MANIFEST.tsv; empty when the folder is absent.
enum CompiledCorpus {
    static let folder = PackagePaths.shared("corpus-compiled")

    /// File name and format (`NIBArchive` or `bplist00`) of each manifest row.
    static let entries: [(file: String, format: String)] = {
        guard let manifest = FileSystem.read(folder + "/MANIFEST.tsv") else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            return fields.count >= 5 ? (fields[0], fields[4]) : nil
        }
    }()

    static func bytes(_ file: String) -> [UInt8] {
        FileManager.default.contents(atPath: folder + "/" + file).map { Array($0) } ?? []
    }

    /// Runs `python3 -c script args…`; nil (with the reason) when python3 or a module is missing.
    static func python(_ script: String, _ arguments: [String]) -> (output: String?, problem: String?) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return (nil, "python3 cannot be started: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return (nil, "python3 failed: " + String(decoding: errorData, as: UTF8.self).suffix(400))
        }
        return (String(decoding: data, as: UTF8.self), nil)
    }
}
