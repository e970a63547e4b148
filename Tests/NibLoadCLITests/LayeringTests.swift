import Foundation
import NibTestSupport
import Testing

/// SwiftPM does not stop a target from importing a module it reaches only transitively, so the
/// layering (README, "Repository layout") is checked here by reading every import line.
@Suite struct LayeringTests {
    /// What each module may import (besides the standard library and `Glibc`/`Synchronization`).
    static let allowed: [String: Set<String>] = [
        "NibDiagnostics": [],
        "NibPrimitives": [],
        "NibSwiftSource": ["NibDiagnostics"],
        "NibXML": ["CLibXML2", "NibDiagnostics"],
        "NibArchive": ["NibXML", "NibDiagnostics", "NibPrimitives"],
        "NibCoding": ["NibArchive", "NibDiagnostics", "NibPrimitives"],
        "NibCompiled": ["NibArchive", "NibXML", "NibDiagnostics", "NibPrimitives"],
        "NibKit": ["NibCoding", "NibArchive", "NibCompiled", "NibDiagnostics", "NibPrimitives", "NibXML"],
        "NibKitFoundation": ["NibKit", "Foundation"],
        "NibReporters": ["NibDiagnostics", "FoundationEssentials"],
        "NibLint": ["NibArchive", "NibXML", "NibDiagnostics", "NibSwiftSource", "NibReporters", "NibPrimitives", "NibStrings", "Dispatch", "FoundationEssentials"],
        "NibStrings": ["NibArchive", "NibDiagnostics"],
        "NibDiff": ["NibArchive", "NibDiagnostics", "NibPrimitives"],
        "NibDraw": ["NibArchive", "NibPrimitives"],
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
                    words[..<position].allSatisfy({ ["public", "internal", "package", "private", "fileprivate"].contains($0) })
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

    @Test func theShimCarriesTheICUGuard() throws {
        let shim = try #require(FileSystem.read(PackagePaths.root + "/Sources/CLibXML2/shim.h"))
        let guardLine = try #require(shim.range(of: "#undef LIBXML_ICU_ENABLED"))
        let include = try #require(shim.range(of: "#include <libxml/parser.h>"))
        #expect(guardLine.lowerBound < include.lowerBound)
    }
}
