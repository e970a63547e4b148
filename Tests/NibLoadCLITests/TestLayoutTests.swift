import NibTestSupport
import Testing

/// The test targets mirror `Sources/`: each `Tests/<Module>Tests` folder tests the module of that
/// name (and `Tests/Fuzz`, the libFuzzer package of its own), and no test file is a placeholder
/// (comments only).
@Suite struct TestLayoutTests {
    static let tests = PackagePaths.root + "/Tests"

    @Test func everyTestFolderNamesTheModuleItTests() throws {
        let folders = try #require(FileSystem.directories(in: Self.tests))
        let modules = Set(try #require(FileSystem.directories(in: PackagePaths.root + "/Sources")))
        #expect(folders.count >= 12)
        for folder in folders where folder != "Fuzz" {
            #expect(folder.hasSuffix("Tests") && modules.contains(String(folder.dropLast(5))), "\(folder)")
        }
        #expect(folders.contains("NibSwiftSourceTests") && folders.contains("NibCodingTests"))
        #expect(FileSystem.read(Self.tests + "/Fuzz/Package.swift") != nil, "Tests/Fuzz is a package of its own")
    }

    @Test func noTestFileIsAPlaceholder() {
        let files = FileSystem.files(below: Self.tests).filter { $0.hasSuffix(".swift") && !$0.contains("/Fixtures/") }
        #expect(files.count >= 100)
        for file in files {
            let code = (FileSystem.read(file) ?? "").split(separator: "\n").filter { line in
                let trimmed = line.drop { $0 == " " }
                return !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("import ")
                    && !trimmed.hasPrefix("@testable import ")
            }
            #expect(!code.isEmpty, "\(file) holds no code")
        }
    }
}
