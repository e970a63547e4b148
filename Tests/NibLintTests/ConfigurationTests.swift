import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

@Suite("Configuration")
struct ConfigurationTests {
    func parse(_ text: String) throws(ConfigurationError) -> LintConfiguration {
        try ConfigurationLoader.parse(text: text, file: ".nibload.json", baseDirectory: "/project")
    }

    func error(_ text: String) -> ConfigurationError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("a full configuration is read")
    func full() throws {
        let configuration = try parse(
            """
            {
              "$schema": "../Schema/nibload-lint-config.schema.json",
              "rules": {
                "unknown-element": "note",
                "cross-scene-connection": "error",
                "duplicate-id": "off",
                "ambiguous-layout": true,
                "unused-outlet": { "enabled": true, "severity": "error" }
              },
              "include": ["App/**"],
              "exclude": ["Pods", "**/Legacy/*.xib"],
              "overrides": [ { "paths": ["App/Old/**"], "rules": { "dangling-reference": "warning" } } ],
              "sources": ["App"],
              "modules": { "Kit": "Kit/Sources" },
              "schema": "Schema/ib-document.rng"
            }
            """)
        #expect(configuration.rules["unknown-element"] == RuleSetting(isEnabled: true, severity: .note))
        #expect(configuration.rules["cross-scene-connection"] == RuleSetting(isEnabled: true, severity: .error))
        #expect(configuration.rules["duplicate-id"] == RuleSetting(isEnabled: false))
        #expect(configuration.rules["ambiguous-layout"] == RuleSetting(isEnabled: true))
        #expect(configuration.rules["unused-outlet"] == RuleSetting(isEnabled: true, severity: .error))
        #expect(configuration.sources == ["/project/App"])
        #expect(configuration.modules.map(\.name) == ["Kit"])
        #expect(configuration.modules.map(\.directory) == ["/project/Kit/Sources"])
        #expect(configuration.schema == "/project/Schema/ib-document.rng")
        #expect(configuration.includes("/project/App/Main.storyboard"))
        #expect(!configuration.includes("/project/Other/Main.storyboard"))
        #expect(!configuration.includes("/project/App/Pods/X.xib"))
        #expect(!configuration.includes("/project/App/Legacy/Old.xib"))
        #expect(
            configuration.ruleSettings(forFile: "/project/App/Old/A.xib")["dangling-reference"]?.severity == .warning)
        #expect(configuration.ruleSettings(forFile: "/project/App/New/A.xib")["dangling-reference"] == nil)
    }

    @Test(
        "malformed JSON is an error at its position",
        arguments: [
            ("{\n  \"rules\": {\n    \"duplicate-id\": \"off\",\n  }\n}", 4, 3, "trailing comma"),
            ("{\n  \"rules\": {\"duplicate-id\" \"off\"}\n}", 2, 28, "expected ':'"),
            ("{\"include\": [\"a\"", 1, 17, "end of input"),
            ("", 1, 1, "empty"),
            ("{\"rules\": {\"a\": tru}}", 1, 17, "invalid literal"),
            ("{\"include\": [\"a\"]} x", 1, 20, "after the end"),
            ("{\"exclude\": [\"a\\q\"]}", 1, 16, "invalid escape"),
            ("{\"rules\": {}, \"rules\": {}}", 1, 15, "duplicate key"),
        ])
    func malformed(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(self.error(text))
        #expect(error.location == SourceLocation(file: ".nibload.json", line: line, column: column), "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description.hasPrefix(".nibload.json:\(line):\(column): malformed JSON"))
    }

    @Test("an unknown rule id is an error at the key, with a suggestion")
    func unknownRule() throws {
        let error = try #require(self.error("{\n  \"rules\": {\n    \"dangling-refrence\": \"off\"\n  }\n}"))
        #expect(error.location == SourceLocation(file: ".nibload.json", line: 3, column: 5))
        #expect(error.message == "unknown rule id 'dangling-refrence'; did you mean 'dangling-reference'?")
        let inOverride = try #require(self.error(#"{"overrides": [{"paths": ["a"], "rules": {"nope": "off"}}]}"#))
        #expect(inOverride.message.hasPrefix("unknown rule id 'nope'"))
        #expect(inOverride.location?.column == 43)
    }

    @Test(
        "invalid settings are errors at their value",
        arguments: [
            (#"{"rules": {"duplicate-id": "fatal"}}"#, 28, "invalid setting \"fatal\""),
            (#"{"rules": {"duplicate-id": 3}}"#, 28, "invalid setting for rule 'duplicate-id': a number"),
            (#"{"rules": {"duplicate-id": {"severity": "loud"}}}"#, 41, "'severity' must be"),
            (#"{"rules": {"duplicate-id": {"on": true}}}"#, 29, "unknown key 'on'"),
            (#"{"rules": {"parse-error": "off"}}"#, 27, "always on"),
            (#"{"rules": {"parse-error": "warning"}}"#, 27, "always on"),
            (#"{"include": "App"}"#, 13, "must be an array of strings"),
            (#"{"exclude": [1]}"#, 14, "only strings"),
            (#"{"overrides": [{"rules": {}}]}"#, 16, "non-empty 'paths'"),
            (#"{"modules": {"A B": "x"}}"#, 14, "not a valid module name"),
            (#"{"reporter": "json"}"#, 2, "unknown key 'reporter'"),
            (#"{"rulez": {}}"#, 2, "did you mean 'rules'?"),
            (#"["rules"]"#, 1, "must be a JSON object"),
        ])
    func invalidSettings(text: String, column: Int, message: String) throws {
        let error = try #require(self.error(text))
        #expect(error.location?.line == 1)
        #expect(error.location?.column == column, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("the nearest .nibload.json above the linted paths is found")
    func discovery() throws {
        let root = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try LintTestSupport.write(
            #"{"rules": {"unknown-element": "on"}}"#, to: root.appendingPathComponent(".nibload.json"))
        try LintTestSupport.write("", to: root.appendingPathComponent("App/UI/Main.storyboard"))
        try LintTestSupport.write("", to: root.appendingPathComponent("App/Other/A.xib"))
        let found = ConfigurationLoader.find(for: [
            root.appendingPathComponent("App/UI").path, root.appendingPathComponent("App/Other/A.xib").path,
        ])
        #expect(found == root.path + "/.nibload.json")
        let configuration = try ConfigurationLoader.discover(for: [
            root.appendingPathComponent("App/UI/Main.storyboard").path
        ])
        #expect(configuration.rules["unknown-element"]?.isEnabled == true)
        #expect(configuration.baseDirectory == root.path)
        // A broken file found by walking up is an error, never silently ignored.
        try LintTestSupport.write("{ broken", to: root.appendingPathComponent("App/.nibload.json"))
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.discover(for: [root.appendingPathComponent("App/UI").path])
        }
    }

    @Test("an explicit configuration path that does not exist is an error")
    func missingFile() {
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.load(path: "/nonexistent/.nibload.json") }
    }

    @Test("configured severities, disabled rules and overrides apply to findings")
    func appliedToFindings() throws {
        let document = ExampleDocuments.xib(
            """
                    <view id="main">
                        <subviews>
                            <label id="same"/>
                            <label id="same" ambiguous="YES"/>
                        </subviews>
                    </view>
            """)
        var configuration = LintConfiguration(baseDirectory: "/project")
        configuration.rules["duplicate-id"] = RuleSetting(severity: .warning)
        configuration.rules["ambiguous-layout"] = RuleSetting(isEnabled: true)
        configuration.overrides = [
            LintConfiguration.Override(
                paths: [GlobPattern("Quiet/**")], rules: ["ambiguous-layout": RuleSetting(isEnabled: false)])
        ]
        let result = try Linter.lint(
            documents: [("/project/Loud/A.xib", document), ("/project/Quiet/A.xib", document)],
            configuration: configuration)
        #expect(
            result.findings.map { "\($0.location?.file ?? "") \($0.id) \($0.severity)" } == [
                "/project/Loud/A.xib duplicate-id warning", "/project/Loud/A.xib ambiguous-layout warning",
                "/project/Quiet/A.xib duplicate-id warning",
            ])
    }
}

@Suite("Glob patterns")
struct GlobPatternTests {
    @Test(
        "patterns match as documented",
        arguments: [
            ("*.storyboard", "Main.storyboard", true),
            ("*.storyboard", "App/Base.lproj/Main.storyboard", true),
            ("*.storyboard", "App/Main.xib", false),
            ("Pods", "Pods/A/B.xib", true),
            ("Pods", "App/Pods/B.xib", true),
            ("Pods", "PodsX/B.xib", false),
            ("Pods/", "Pods/B.xib", true),
            ("App/*.xib", "App/A.xib", true),
            ("App/*.xib", "App/Sub/A.xib", false),
            ("App/**/*.xib", "App/A.xib", true),
            ("App/**/*.xib", "App/Sub/Deep/A.xib", true),
            ("App/**", "App/Sub/A.xib", true),
            ("./App/*.xib", "App/A.xib", true),
            ("/App/*.xib", "App/A.xib", true),
            ("A?.xib", "AB.xib", true),
            ("A?.xib", "A/.xib", false),
            ("[AB]*.xib", "Bx.xib", true),
            ("[!AB]*.xib", "Bx.xib", false),
            ("[a-c]x.xib", "bx.xib", true),
            ("**/Legacy/*.xib", "Legacy/A.xib", true),
            ("**/Legacy/*.xib", "X/Y/Legacy/A.xib", true),
            ("a[", "a[", true),
        ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }
}

@Suite("Configuration schema")
struct ConfigurationSchemaTests {
    @Test("Schema/nibload-lint-config.schema.json lists every rule and every key the loader accepts")
    func schemaMatchesLoader() throws {
        let path = PackagePaths.root + "/Schema/nibload-lint-config.schema.json"
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(
            Set(properties.keys) == [
                "$schema", "rules", "include", "exclude", "overrides", "sources", "modules", "schema", "ignore",
            ])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let rules = try #require(definitions["rules"] as? [String: Any])
        let ruleProperties = try #require(rules["properties"] as? [String: Any])
        #expect(Set(ruleProperties.keys) == Set(RuleRegistry.ids).union(RuleRegistry.aliases.keys))
    }
}
