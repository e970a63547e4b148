import Foundation

/// Validates SARIF text against the official SARIF 2.1.0 JSON Schema (`../shared/schemas/
/// sarif-schema-2.1.0.json` beside the checkout) with Python's `jsonschema`, which implements the
/// whole of JSON Schema draft 7 (our own `JSONSchemaCheck` covers only the keywords our schemas use),
/// and checks every `artifactLocation.uri` as an RFC 3986 URI reference (the schema's
/// `uri-reference` format, which `jsonschema` checks only with an optional package).
package enum OfficialSARIFSchema {
    /// The schema file, when it is beside the checkout.
    package static let path: String? = {
        let candidate = PackagePaths.shared("schemas/sarif-schema-2.1.0.json")
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }()

    /// Why the validation cannot run here (no schema file, no `python3` or no `jsonschema`), or nil
    /// when it can.
    package static let unavailableReason: String? = {
        guard path != nil else { return "../shared/schemas/sarif-schema-2.1.0.json is absent" }
        guard let result = try? python(["-c", "import jsonschema"]), result.status == 0 else {
            return "python3 with the jsonschema module is not installed (.ci/run installs it)"
        }
        return nil
    }()

    /// Whether the test must run even when the validator is missing: on CI (`CI=true`), where a
    /// missing validator is a failure rather than a skip.
    package static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Validates a SARIF document.
    /// - Parameter sarif: The JSON text.
    /// - Returns: The validator's error messages, empty when the document is valid.
    /// - Throws: When the schema or Python is missing, or the helper cannot be run.
    package static func violations(of sarif: String) throws -> [String] {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let folder = try FileSystem.temporaryFolder()
        let document = folder + "/report.sarif"
        try FileSystem.write(sarif, to: document)
        let script = """
            import json, re, sys, jsonschema
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            document = json.load(open(sys.argv[2], encoding="utf-8"))
            # This copy of the schema keeps the log's own schema under definitions/Root and has
            # nothing at the top level, which would accept any document: validate against Root.
            if not any(key in schema for key in ("type", "properties", "$ref")) and "Root" in schema.get("definitions", {}):
                schema = dict(schema, **{"$ref": "#/definitions/Root"})
            validator = jsonschema.validators.validator_for(schema)(schema)
            for error in sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path]):
                print("/" + "/".join(str(p) for p in error.absolute_path) + ": " + error.message)
            # "format": "uri-reference" needs an optional package; check RFC 3986 by hand.
            reference = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*:)?([A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*$")
            def walk(value, path):
                if isinstance(value, dict):
                    uri = value.get("artifactLocation", {}).get("uri") if isinstance(value.get("artifactLocation"), dict) else None
                    if isinstance(uri, str):
                        scheme = re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri)
                        if not reference.match(uri):
                            print(path + "/artifactLocation/uri: " + repr(uri) + " is not a URI reference")
                        elif not scheme and ":" in uri.split("/")[0]:
                            print(path + "/artifactLocation/uri: " + repr(uri) + " has a ':' in its first segment")
                        elif scheme and value["artifactLocation"].get("uriBaseId"):
                            print(path + "/artifactLocation: an absolute URI with a uriBaseId")
                    for key, item in value.items():
                        walk(item, path + "/" + key)
                elif isinstance(value, list):
                    for index, item in enumerate(value):
                        walk(item, path + "/" + str(index))
            walk(document, "")
            """
        let result = try python(["-c", script, path, document])
        guard result.status == 0 else { return ["validator exited \(result.status): \(result.output)"] }
        return result.output.split(separator: "\n").map(String.init)
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
