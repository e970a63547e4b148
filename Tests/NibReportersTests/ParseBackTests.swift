import Foundation
import FoundationXML
import NibReporters
import NibTestSupport
import Testing

/// Collects the elements an `XMLParser` reports, and whether it failed.
private final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append((elementName, attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}

private func parseXML(_ xml: String) -> (ok: Bool, collector: ElementCollector) {
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    let ok = parser.parse()
    return (ok, collector)
}

private func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

@Suite struct ParseBackTests {
    @Test(arguments: [ReportFixtures.sample, ReportFixtures.nasty, ReportFixtures.clean])
    func xmlIsWellFormed(report: LintReport) {
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter()] {
            let (ok, _) = parseXML(reporter.render(report))
            #expect(ok, "\(type(of: reporter).identifier)")
        }
    }

    @Test func checkstyleAttributesRoundTrip() throws {
        let (ok, collector) = parseXML(CheckstyleReporter().render(ReportFixtures.nasty))
        #expect(ok)
        let error = try #require(collector.elements.first { $0.name == "error" })
        let expected = ReportFixtures.nastyMessage.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
            .replacingOccurrences(of: "\u{0}", with: "\u{FFFD}").replacingOccurrences(of: "\u{FFFE}", with: "\u{FFFD}")
        #expect(error.attributes["message"] == expected + "\nnote: see <here>\n&there")
        #expect(error.attributes["source"] == "nibload.odd,rule:id")
        #expect(error.attributes["line"] == "2")
        #expect(collector.elements.first { $0.name == "file" }?.attributes["name"] == "dir name/a,b:c&d.xib")
    }

    @Test func junitCountsAndNames() throws {
        let (ok, collector) = parseXML(JUnitReporter().render(ReportFixtures.sample))
        #expect(ok)
        let suite = try #require(collector.elements.first { $0.name == "testsuite" })
        #expect(suite.attributes["tests"] == "4")
        #expect(suite.attributes["failures"] == "3")
        let names = collector.elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] ?? "" }
        #expect(names == ["empty-input", "Base.lproj/Launch.xib:3", "Main.storyboard:12", "Clean.xib"])
        let classes = collector.elements.filter { $0.name == "testcase" }.map { $0.attributes["classname"] ?? "" }
        #expect(classes == ["nibload.empty-input", "nibload.misplaced-view", "nibload.dangling-reference", "nibload"])
    }

    @Test func jsonParsesBackWithExpectedFields() throws {
        let array = try #require(try parseJSON(JSONReporter().render(ReportFixtures.nasty)) as? [[String: Any]])
        #expect(array.count == 1)
        let object = try #require(array.first)
        #expect(object["file"] as? String == "dir name/a,b:c&d.xib")
        #expect(object["line"] as? Int == 2)
        #expect(object["column"] as? Int == 9)
        #expect(object["severity"] as? String == "error")
        #expect(object["rule"] as? String == "odd,rule:id")
        #expect(object["message"] as? String == ReportFixtures.nastyMessage)
    }

    @Test func jsonMatchesSchema() throws {
        let schemaURL = URL(fileURLWithPath: PackagePaths.schema + "/nibload-lint.schema.json")
        let schema = try String(contentsOf: schemaURL, encoding: .utf8)
        for report in [ReportFixtures.sample, ReportFixtures.nasty, ReportFixtures.clean] {
            let violations = try JSONSchemaCheck.validate(json: JSONReporter().render(report), schema: schema)
            #expect(violations.isEmpty, "\(violations)")
        }
        // The checker does catch mistakes.
        let bad =
            #"[{"file": 3, "line": 1, "column": 1, "severity": "fatal", "rule": "r", "message": "m", "notes": [], "x": 1}]"#
        let violations = try JSONSchemaCheck.validate(json: bad, schema: schema).map(\.description)
        #expect(violations.contains("/0/file: expected string or null, found integer"))
        #expect(violations.contains("/0/severity: value 'fatal' is not in the enum"))
        #expect(violations.contains("/0/x: unexpected key 'x'"))
        let missing = try JSONSchemaCheck.validate(json: #"[{"file": null}]"#, schema: schema).map(\.description)
        #expect(missing.contains("/0: missing required key 'rule'"))
        let booleans = try JSONSchemaCheck.validate(json: #"[{"file": true}]"#, schema: schema).map(\.description)
        #expect(booleans.contains("/0/file: expected string or null, found boolean"))
    }

    @Test func sarifParsesBackWithExpectedFields() throws {
        let log = try #require(try parseJSON(SARIFReporter().render(ReportFixtures.sample)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "nibload")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String ?? "" } == ["dangling-reference", "empty-input", "misplaced-view"])
        #expect(((rules.first?["defaultConfiguration"] as? [String: Any])?["level"] as? String) == "error")
        #expect((rules.first?["helpUri"] as? String) == "https://example.com/rules/dangling-reference")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
        }
        let last = try #require(results.last)
        #expect(last["level"] as? String == "error")
        #expect(
            (last["message"] as? [String: Any])?["text"] as? String
                == "outlet 'label' points at missing object 'abc-12-xyz'")
        let physical = try #require(
            ((last["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Main.storyboard")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 12)
        #expect(region["startColumn"] as? Int == 5)
        #expect((results.first?["locations"] as? [Any])?.isEmpty == true)
    }
}
