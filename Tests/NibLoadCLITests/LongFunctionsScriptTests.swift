import Foundation
import NibTestSupport
import Testing

private let python3 = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// `.ci/long-functions` (the CI step that keeps functions at 50 lines or fewer) on a small tree: it
/// counts from the declaration to the closing brace, ignores braces in strings and comments,
/// honours the data-table marker and the allowed list, and fails only on a new long function.
@Suite(.enabled(if: python3 != nil, "needs python3"))
struct LongFunctionsScriptTests {
    /// A function `name` whose declaration and closing brace enclose `body` lines.
    static func function(_ name: String, lines total: Int, marker: Bool = false) -> String {
        let body = (0..<(total - 2)).map { $0 == 0 ? #"        let s = "}}} {" // }"# : "        _ = \($0)" }
        return (marker ? "    // long-function: data table\n" : "") + "    func \(name)() {\n"
            + body.joined(separator: "\n") + "\n    }\n"
    }

    func run(_ files: [String: String], allowed: String? = nil) throws -> (status: Int32, out: String) {
        let root = try FileSystem.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files { try FileSystem.write(text, to: root + "/Sources/Demo/" + name) }
        if let allowed { try FileSystem.write(allowed, to: root + "/.ci/long-functions.allowed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(python3))
        process.arguments = [PackagePaths.root + "/.ci/long-functions", root]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aNewFunctionOverFiftyLinesFails() throws {
        let text =
            "struct A {\n" + Self.function("fifty", lines: 50) + Self.function("fiftyOne", lines: 51)
            + Self.function("table", lines: 80, marker: true) + "}\n"
        let result = try run(["A.swift": text])
        #expect(result.status == 1, "\(result.out)")
        #expect(result.out.contains("Sources/Demo/A.swift:52: error: fiftyOne is 51 lines (limit 50)"), "\(result.out)")
        #expect(!result.out.contains("fifty is") && !result.out.contains("table is"), "\(result.out)")
    }

    @Test func anAllowedFunctionPassesAndAShortenedOneMustLeaveTheList() throws {
        let text = "struct A {\n" + Self.function("old", lines: 60) + "}\n"
        let allowed = try run(["A.swift": text], allowed: "Sources/Demo/A.swift old\n")
        #expect(allowed.status == 0, "\(allowed.out)")
        #expect(allowed.out.contains("allowed: old is 60 lines"))
        let stale = try run(
            ["A.swift": "struct A {\n" + Self.function("old", lines: 20) + "}\n"], allowed: "Sources/Demo/A.swift old\n"
        )
        #expect(stale.status == 1)
        #expect(stale.out.contains("no longer over 50 lines"), "\(stale.out)")
    }
}
