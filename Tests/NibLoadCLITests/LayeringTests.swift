import Foundation
import NibTestSupport
import Testing

/// SwiftPM does not stop a target from importing a module it reaches only transitively, so the
/// layering (README, "Repository layout") is checked here by reading every import line.
@Suite struct LayeringTests {
    /// What each target may import (besides the standard library and `Glibc`/`Synchronization`),
    /// keyed by its folder under `Sources/`: every target of the package, executables, test support
    /// and the plugin included (``everyTargetIsListed`` keeps it so).
    static let allowed: [String: Set<String>] = [
        "NibDiagnostics": [],
        "NibPrimitives": [],
        "NibVocabulary": [],
        "NibJSON": [],
        "NibSwiftSource": ["NibDiagnostics"],
        "NibXML": ["CLibXML2", "NibDiagnostics", "NibPrimitives"],
        "NibArchive": ["NibXML", "NibDiagnostics", "NibPrimitives", "NibVocabulary"],
        "NibCodingCore": ["NibDiagnostics", "NibPrimitives"],
        "NibCoding": ["NibCodingCore", "NibArchive", "NibDiagnostics", "NibPrimitives"],
        "NibCompiled": ["NibArchive", "NibCoding", "NibXML", "NibDiagnostics", "NibPrimitives"],
        "NibRuntime": ["NibCodingCore", "NibDiagnostics", "NibPrimitives", "NibVocabulary", "NibJSON"],
        "NibKit": ["NibRuntime", "NibCoding", "NibArchive", "NibCompiled", "NibDiagnostics", "NibPrimitives"],
        "NibScript": ["NibRuntime", "NibDiagnostics", "NibPrimitives"],
        "NibKitFoundation": ["NibKit", "Foundation"],
        "NibReporters": ["NibDiagnostics", "NibPrimitives", "NibJSON"],
        "NibLint": [
            "NibArchive", "NibXML", "NibDiagnostics", "NibSwiftSource", "NibReporters", "NibPrimitives", "NibStrings",
            "NibJSON", "Dispatch", "FoundationEssentials",
        ],
        "NibStrings": ["NibArchive", "NibDiagnostics"],
        "NibDiff": ["NibArchive", "NibDiagnostics", "NibPrimitives"],
        "NibDraw": ["NibArchive", "NibPrimitives"],
        "NibLoadCLI": [
            "NibKit", "NibScript", "NibLint", "NibReporters", "NibArchive", "NibCompiled", "NibDiagnostics",
            "NibStrings",
            "NibDiff", "NibDraw", "NibJSON", "NibPrimitives",
        ],
        "nibload": ["NibLoadCLI"],
        "nibload-bench": [
            "NibLoadCLI", "NibArchive", "NibCompiled", "NibXML", "NibKit", "NibCoding", "NibPrimitives", "NibLint",
            "NibDraw", "Foundation",
        ],
        "NibTestSupport": ["Foundation", "Testing", "NibPrimitives"],
        "LintInterfaceBuilderPlugin": ["Foundation", "PackagePlugin"],
    ]
    /// Folders under `Sources/` that hold no Swift imports to check.
    static let withoutSwift: Set<String> = ["CLibXML2"]
    /// What the runtime must not reach, directly or through another module: it is the UIKit-shaped
    /// object model, and documents reach it only through the loader.
    static let documentModules: Set<String> = [
        "CLibXML2", "NibXML", "NibArchive", "NibCompiled", "NibCoding", "NibKit",
    ]
    /// Modules that are internal to the package: nothing in them is `public` (cross-module use is `package`).
    static let packageOnly = [
        "NibLoadCLI", "NibScript", "NibSwiftSource", "NibTestSupport", "nibload", "nibload-bench",
    ]
    static let alwaysAllowed: Set<String> = ["Glibc", "Synchronization", "Swift", "_Concurrency"]

    static func imports(ofModule module: String) -> [(file: String, module: String)] {
        let folder = PackagePaths.root + "/Sources/" + module
        return FileSystem.files(below: folder).filter { $0.hasSuffix(".swift") }.flatMap { file in
            (FileSystem.read(file) ?? "").split(separator: "\n").compactMap { line -> (String, String)? in
                // Real imports start in column 1; indented ones are examples inside string literals.
                guard let first = line.first, !first.isWhitespace else { return nil }
                let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
                guard let position = words.firstIndex(of: "import"), position + 1 < words.count,
                    words[..<position].allSatisfy({
                        ["public", "internal", "package", "private", "fileprivate"].contains($0)
                    })
                else { return nil }
                return (file, words[position + 1].split(separator: ".").first.map(String.init) ?? "")
            }
        }
    }

    @Test(arguments: Array(allowed.keys).sorted()) func moduleImportsOnlyItsLayer(_ module: String) {
        let allowed = Self.allowed[module, default: []].union(Self.alwaysAllowed)
        for (file, imported) in Self.imports(ofModule: module) where !allowed.contains(imported) {
            Issue.record("\(file) imports \(imported), which \(module) may not import")
        }
    }

    @Test func onlyNibXMLTouchesLibxml2AndOnlyInternally() {
        for module in Self.allowed.keys where module != "NibXML" {
            #expect(!Self.imports(ofModule: module).contains { $0.module == "CLibXML2" }, "\(module)")
        }
        let folder = PackagePaths.root + "/Sources/NibXML"
        for file in FileSystem.files(below: folder) where file.hasSuffix(".swift") {
            for line in (FileSystem.read(file) ?? "").split(separator: "\n") where line.contains("import CLibXML2") {
                #expect(line.hasPrefix("internal import CLibXML2"), "\(file): \(line)")
            }
        }
    }

    @Test func everyTargetIsListed() throws {
        let folders = try #require(FileSystem.directories(in: PackagePaths.root + "/Sources"))
        #expect(folders.count > 20)
        for folder in folders where !Self.withoutSwift.contains(folder) {
            #expect(Self.allowed[folder] != nil, "Sources/\(folder) has no entry in LayeringTests.allowed")
        }
        for module in Self.allowed.keys { #expect(folders.contains(module), "no folder Sources/\(module)") }
    }

    /// The modules `module` reaches through its imports and theirs.
    static func reachable(from module: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            for imported in Set(imports(ofModule: next).map(\.module)) where seen.insert(imported).inserted {
                if allowed[imported] != nil { pending.append(imported) }
            }
        }
        return seen
    }

    @Test(arguments: ["NibRuntime", "NibCodingCore", "NibScript"]) func reachesNoDocumentModule(_ module: String) {
        let reached = Self.reachable(from: module)
        #expect(reached.contains("NibDiagnostics"), "the import scan found nothing for \(module)")
        #expect(
            reached.isDisjoint(with: Self.documentModules),
            "\(module) reaches \(reached.intersection(Self.documentModules).sorted())")
    }

    @Test func nibKitReexportsTheRuntime() {
        let exported = Self.imports(ofModule: "NibKit").filter { $0.module == "NibRuntime" }.map(\.file)
        let lines = exported.flatMap { (FileSystem.read($0) ?? "").split(separator: "\n") }
        #expect(lines.contains("@_exported public import NibRuntime"))
    }

    /// IB's closed vocabularies sit below both the archive and the runtime: NibVocabulary imports
    /// nothing, and each of the two re-exports it (so one import of either sees ``SegueKind``).
    @Test func theVocabularyImportsNothingAndTheArchiveAndRuntimeReexportIt() {
        let files = FileSystem.files(below: PackagePaths.root + "/Sources/NibVocabulary").filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count >= 3)
        #expect(Self.imports(ofModule: "NibVocabulary").isEmpty)
        for module in ["NibArchive", "NibRuntime"] {
            let exported = Self.imports(ofModule: module).filter { $0.module == "NibVocabulary" }.map(\.file)
            let lines = exported.flatMap { (FileSystem.read($0) ?? "").split(separator: "\n") }
            #expect(lines.contains("@_exported public import NibVocabulary"), "\(module)")
        }
        #expect(Self.reachable(from: "NibRuntime").contains("NibVocabulary"))
    }

    @Test(arguments: packageOnly) func packageModulesDeclareNothingPublic(_ module: String) {
        let folder = PackagePaths.root + "/Sources/" + module
        let files = FileSystem.files(below: folder).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            for (number, line) in (FileSystem.read(file) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let words = line.split(separator: " ").filter {
                    !$0.hasPrefix("@") && $0 != "nonisolated" && $0 != "final"
                }
                if let first = words.first, first == "public" || first == "open" {
                    Issue.record("\(file):\(number + 1) declares a public symbol; cross-module internals are `package`")
                }
            }
        }
    }

    @Test func theShimCarriesTheICUGuard() throws {
        let shim = try #require(FileSystem.read(PackagePaths.root + "/Sources/CLibXML2/shim.h"))
        let guardLine = try #require(shim.range(of: "#undef LIBXML_ICU_ENABLED"))
        let include = try #require(shim.range(of: "#include <libxml/parser.h>"))
        #expect(guardLine.lowerBound < include.lowerBound)
    }
}
