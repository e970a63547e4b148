import Foundation
import NibTestSupport
import Testing

/// `nibload diff` and `nibload outline`: formats, exit statuses, and git driving them.
@Suite struct DiffCommandTests {
    static let sample = "Samples/storyboard/SingleScene.storyboard"

    /// A temporary copy of the sample with replacements applied.
    static func mutated(_ replacements: [(String, String)], name: String = "SingleScene.storyboard") throws -> (
        folder: String, path: String
    ) {
        var text = try #require(FileSystem.read(PackagePaths.root + "/" + sample))
        for (target, replacement) in replacements {
            #expect(text.contains(target))
            text = text.replacingOccurrences(of: target, with: replacement)
        }
        let folder = try FileSystem.temporaryFolder()
        try FileSystem.write(text, to: folder + "/" + name)
        return (folder, folder + "/" + name)
    }

    static let renamed = [
        (#"text="Hello, Linux!""#, #"text="Title""#), (#"toolsVersion="23504""#, #"toolsVersion="24127""#),
    ]

    @Test @MainActor func textFormatAndExitCode() throws {
        let (_, path) = try Self.mutated(Self.renamed)
        let result = CapturedConsole.run(["diff", Self.sample, path, "--exit-code"])
        #expect(result.status == 1)
        #expect(
            result.out == """
                \(path):20:157: UILabel 'Hello, Linux!': text is now 'Title' (was 'Hello, Linux!')
                1 change (1 made by Interface Builder on save hidden; --all shows them)

                """)
        let all = CapturedConsole.run(["diff", "--all", Self.sample, path])
        #expect(all.status == 0)
        #expect(all.out.hasPrefix("\(path): document toolsVersion is now '24127' (was '23504') [IB save]\n"))
        let same = CapturedConsole.run(["diff", "--exit-code", Self.sample, Self.sample])
        #expect(same.status == 0)
        #expect(same.out == "no changes\n")
    }

    @Test @MainActor func markdownForAPullRequest() throws {
        let (_, path) = try Self.mutated(Self.renamed + [(#"property="titleLabel""#, #"property="headerLabel""#)])
        let result = CapturedConsole.run(["diff", "--format", "markdown", Self.sample, path])
        #expect(
            result.out == """
                ### `\(path)`: 2 changes

                - **line 20**: UILabel 'Hello, Linux!': text is now 'Title' (was 'Hello, Linux!')
                - **line 47**: outlet `titleLabel` of HelloViewController renamed to `headerLabel`

                <sub>1 change Interface Builder makes on save hidden.</sub>

                """)
    }

    @Test @MainActor func jsonValidatesAgainstTheSchema() throws {
        let (_, path) = try Self.mutated(Self.renamed)
        let result = CapturedConsole.run(["diff", "--format", "json", "--all", Self.sample, path])
        let schema = try #require(FileSystem.read(PackagePaths.schema + "/nibload-diff.schema.json"))
        #expect(try JSONSchemaCheck.validate(json: result.out, schema: schema).isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["document-changed", "attribute-changed"])
        #expect(changes.last?["old"] as? String == "Hello, Linux!")
        #expect(changes.last?["new"] as? String == "Title")
        #expect((changes.last?["location"] as? [String: Any])?["line"] as? Int == 20)
        #expect(object["hiddenNoise"] as? Int == 0)
        // A violation is caught: the schema is not vacuous.
        #expect(
            try !JSONSchemaCheck.validate(
                json: result.out.replacingOccurrences(of: "\"noise\": false", with: "\"noise\": 1"), schema: schema
            ).isEmpty)
    }

    @Test @MainActor func badInput() throws {
        #expect(CapturedConsole.run(["diff", Self.sample]).status == 64)
        #expect(CapturedConsole.run(["diff", Self.sample, "Samples/nope.storyboard"]).status == 66)
        #expect(CapturedConsole.run(["diff", Self.sample, "Samples/invalid/NotWellFormed.xib"]).status == 65)
        #expect(CapturedConsole.run(["diff", "--git", "a", "b"]).status == 64)
    }

    @Test @MainActor func gitExternalDiffArguments() throws {
        let (_, path) = try Self.mutated(Self.renamed)
        let result = CapturedConsole.run([
            "diff", "--git", "App/Main.storyboard", Self.sample, "abc", "100644", path, "def", "100644",
        ])
        #expect(result.status == 0)
        #expect(
            result.out == """
                diff --nibload a/App/Main.storyboard b/App/Main.storyboard
                App/Main.storyboard:20:157: UILabel 'Hello, Linux!': text is now 'Title' (was 'Hello, Linux!')
                1 change (1 made by Interface Builder on save hidden; --all shows them)

                """)
        let added = CapturedConsole.run([
            "diff", "--git", "App/Main.storyboard", "/dev/null", ".", ".", Self.sample, "def", "100644",
        ])
        #expect(
            added.out.contains(
                "App/Main.storyboard:13:9: scene tne-QT-ifu (HelloViewController) added with 11 objects\n"),
            "\(added.out)")
        let other = CapturedConsole.run([
            "diff", "--git", "notes.txt", "Samples/invalid/NotIB.xml", "abc", "100644", Self.sample, "def", "100644",
        ])
        #expect(other.status == 0)
        #expect(
            other.out
                == "diff --nibload a/notes.txt b/notes.txt\nnotes.txt: not an Interface Builder document; the files differ\n"
        )
        let removed = CapturedConsole.run([
            "diff", "--git", "App/Main.storyboard", Self.sample, "abc", "100644", "/dev/null", ".", ".",
        ])
        #expect(
            removed.out.contains(
                "App/Main.storyboard: scene tne-QT-ifu (HelloViewController) removed with 11 objects\n"),
            "\(removed.out)")
    }

    @Test @MainActor func outlineIsStableAndHidesSaveNoise() throws {
        let (_, path) = try Self.mutated([
            (#"toolsVersion="23504""#, #"toolsVersion="24127""#), (#"x="130.53435114503816""#, #"x="300""#),
            (
                #"<label opaque="NO" userInteractionEnabled="NO""#,
                #"<label userInteractionEnabled="NO" opaque="NO" misplaced="YES""#
            ),
        ])
        let original = CapturedConsole.run(["outline", Self.sample])
        #expect(original.status == 0)
        #expect(CapturedConsole.run(["outline", path]).out == original.out)
        #expect(CapturedConsole.run(["diff", "--textconv", path]).out == original.out)
        #expect(
            original.out.contains(
                "      UILabel <label> [subviews] id=Qm7-aT-h3L\n        @adjustsFontForContentSizeCategory = YES\n"))
        #expect(original.out.contains("    ↳ outlet `titleLabel` → UILabel 'Hello, Linux!' (id Qm7-aT-h3L)\n"))
        // Not an IB document: printed as it is, so that git diff never fails on it.
        let other = CapturedConsole.run(["outline", "Samples/invalid/NotIB.xml"])
        #expect(other.status == 0)
        #expect(other.out == FileSystem.read(PackagePaths.root + "/Samples/invalid/NotIB.xml"))
    }
}

/// `nibload strings`: standard output, files in UTF-8 and UTF-16, the order option and bad input.
@Suite struct StringsCommandTests {
    static let sample = "Samples/localized/Base.lproj/Main.storyboard"

    @Test @MainActor func writesIbtoolsFormat() throws {
        let result = CapturedConsole.run(["strings", Self.sample])
        #expect(result.status == 0)
        #expect(result.out == FileSystem.read(PackagePaths.sample("localized/expected/Main.strings")))
        #expect(result.err.isEmpty)
    }

    @Test @MainActor func writesUTF16WithAByteOrderMark() throws {
        let folder = try FileSystem.temporaryFolder()
        let result = CapturedConsole.run([
            "strings", Self.sample, "--encoding", "utf16", "-o", folder + "/Main.strings",
        ])
        #expect(result.status == 0)
        let data = try #require(FileManager.default.contents(atPath: folder + "/Main.strings"))
        #expect(Array(data.prefix(4)) == [0xFF, 0xFE, 0x0A, 0x00])
        let expected = try #require(FileSystem.read(PackagePaths.sample("localized/expected/Main.strings")))
        #expect(String(data: data, encoding: .utf16) == expected)
    }

    @Test @MainActor func numericOrderAndErrors() throws {
        let numeric = CapturedConsole.run(["strings", "--order", "numeric", Self.sample])
        #expect(numeric.status == 0)
        #expect(CapturedConsole.run(["strings", Self.sample, "--encoding", "utf16"]).status == 64)
        #expect(CapturedConsole.run(["strings"]).status == 64)
        #expect(CapturedConsole.run(["strings", "Samples/nope.xib"]).status == 66)
        #expect(CapturedConsole.run(["strings", "Samples/invalid/NotIB.xml"]).status == 65)
    }
}
