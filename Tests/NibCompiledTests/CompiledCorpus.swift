import Foundation
import NibTestSupport
import Testing

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

    /// Python helpers over the independent parsers, put before a script's own lines by
    /// ``independentOutput(_:_:)``: `nib_archive(path)` parses a NIBArchive file with PyPI's
    /// `nibarchive` (imported only then); `vals`, `key`, `field`, `ref` and `elems` read its object
    /// records (values, a value's key name, a key's value, a key's object reference, an array's
    /// elements); `nib_outline(a)` and `plist_outline(path)` give IB's outline (`NSObjectsKeys`
    /// plus `NSRoot`) of a NIBArchive or keyed-archive nib with its `IB.objectdata` record;
    /// `is_nib_archive(path)` tells the two forms apart.
    static let pythonHelpers = #"""
        import sys, plistlib
        def nib_archive(path):
            import nibarchive
            return nibarchive.NIBArchiveParser(verify=False).parse(open(path, 'rb'))
        def vals(a, i): return a.get_object_values(a.objects[i])
        def key(a, v): return a.keys[v.key_index].name
        def field(a, i, k):
            for v in vals(a, i):
                if key(a, v) == k: return v.data
        def ref(a, i, k):
            for v in vals(a, i):
                if key(a, v) == k and v.type.name == 'OBJECT_REF': return v.data
        def elems(a, i):
            return [v.data for v in vals(a, i) if key(a, v) == 'UINibEncoderEmptyKey' and v.type.name == 'OBJECT_REF']
        def nib_outline(a):
            data = ref(a, 0, 'IB.objectdata')
            return data, set(elems(a, ref(a, data, 'NSObjectsKeys'))) | {ref(a, data, 'NSRoot')}
        def plist_outline(path):
            p = plistlib.load(open(path, 'rb'))
            o = p['$objects']
            data = o[p['$top']['IB.objectdata'].data]
            objs = {u.data for u in o[data['NSObjectsKeys'].data]['NS.objects']} | {data['NSRoot'].data}
            return o, data, objs
        def is_nib_archive(path): return open(path, 'rb').read(10) == b'NIBArchive'

        """#

    /// The output of `script` (after ``pythonHelpers``) over `paths`; nil, with a test issue
    /// recorded, when python3 or `nibarchive` is missing (CI installs both) or the script fails.
    static func independentOutput(_ script: String, _ paths: [String]) -> String? {
        let python = python(pythonHelpers + script, paths)
        if python.output == nil {
            Issue.record(
                "the independent parser did not run (CI installs python3 and nibarchive): \(python.problem ?? "")")
        }
        return python.output
    }

    /// Runs `python3 -c script args…`; nil (with the reason) when python3 or a module is missing.
    private static func python(_ script: String, _ arguments: [String]) -> (output: String?, problem: String?) {
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
