import Foundation

/// A small JSON Schema checker for tests: validates a decoded JSON value (as `JSONSerialization`
/// returns it) against the subset of JSON Schema 2020-12 nibload's schemas use.
///
/// Supported keywords: `type` (a name or an array of names: `null`, `boolean`, `integer`, `number`,
/// `string`, `array`, `object`), `enum`, `required`, `properties`, `additionalProperties` (a boolean
/// or a schema), `items` (a schema), `minimum`, `minItems`, and `$ref` to `#/$defs/<name>`. Every other
/// keyword is ignored. Walks with an explicit stack, so deep documents cannot overflow it.
package enum JSONSchemaCheck {
    /// A place in the instance where it does not match the schema.
    package struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// A JSON Pointer to the offending value (`/0/line`); empty for the root.
        package var path: String
        /// What is wrong.
        package var message: String

        /// Creates a violation.
        /// - Parameters:
        ///   - path: The JSON Pointer.
        ///   - message: The explanation.
        package init(path: String, message: String) {
            self.path = path
            self.message = message
        }

        /// `path: message`, with `/` for the root.
        package var description: String { "\(path.isEmpty ? "/" : path): \(message)" }
    }

    /// Parses JSON text and a schema text, then validates.
    /// - Parameters:
    ///   - json: The instance document.
    ///   - schema: The schema document.
    /// - Returns: The violations, empty when the instance matches.
    /// - Throws: When either text is not JSON or the schema is not an object.
    package static func validate(json: String, schema: String) throws -> [Violation] {
        let instance = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        let schemaValue = try JSONSerialization.jsonObject(with: Data(schema.utf8))
        guard let schemaObject = schemaValue as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return validate(instance, against: schemaObject)
    }

    /// Validates a decoded JSON value against a decoded schema.
    /// - Parameters:
    ///   - instance: The value, as `JSONSerialization` returns it (or built from Swift values).
    ///   - schema: The schema object.
    /// - Returns: The violations in document order, empty when the instance matches.
    package static func validate(_ instance: Any, against schema: [String: Any]) -> [Violation] {
        let definitions = schema["$defs"] as? [String: Any] ?? [:]
        var violations: [Violation] = []
        var stack: [Pending] = [(instance, schema, "")]
        while let (value, rawSchema, path) = stack.popLast() {
            let schema = resolved(rawSchema, definitions: definitions, path: path, violations: &violations)
            let actual = typeName(of: value)
            if let expected = allowedTypes(schema["type"]), !expected.contains(where: { matches(actual, $0) }) {
                violations.append(
                    Violation(path: path, message: "expected \(expected.joined(separator: " or ")), found \(actual)"))
                continue
            }
            if let options = schema["enum"] as? [Any], !options.contains(where: { equal($0, value) }) {
                violations.append(Violation(path: path, message: "value \(render(value)) is not in the enum"))
            }
            if let minimum = number(schema["minimum"]), let actualNumber = number(value), actualNumber < minimum {
                violations.append(Violation(path: path, message: "\(actualNumber) is less than \(minimum)"))
            }
            if let object = value as? [String: Any] {
                let children = checkObject(object, schema: schema, path: path, violations: &violations)
                stack.append(contentsOf: children.reversed())
            } else if let array = value as? [Any] {
                if let minItems = number(schema["minItems"]), Double(array.count) < minItems {
                    violations.append(Violation(path: path, message: "fewer than \(Int(minItems)) items"))
                }
                if let itemSchema = schema["items"] as? [String: Any] {
                    for (index, item) in array.enumerated().reversed() {
                        stack.append((item, itemSchema, path + "/\(index)"))
                    }
                }
            }
        }
        return violations
    }

    /// A value still to check, with its schema and JSON Pointer.
    private typealias Pending = (value: Any, schema: [String: Any], path: String)

    /// A schema with its `$ref`s followed (at most 32 hops, so cycles end); a reference outside
    /// `#/$defs/` or to a missing definition is a violation, and the schema that holds it is used.
    private static func resolved(
        _ schema: [String: Any], definitions: [String: Any], path: String, violations: inout [Violation]
    ) -> [String: Any] {
        var schema = schema
        var hops = 0
        while let ref = schema["$ref"] as? String, hops < 32 {
            hops += 1
            let prefix = "#/$defs/"
            guard ref.hasPrefix(prefix), let target = definitions[String(ref.dropFirst(prefix.count))] as? [String: Any]
            else {
                violations.append(Violation(path: path, message: "unresolvable $ref '\(ref)'"))
                break
            }
            schema = target
        }
        return schema
    }

    /// Checks an object's required keys and unexpected keys; returns its members still to check
    /// against their schemas, in key order.
    private static func checkObject(
        _ object: [String: Any], schema: [String: Any], path: String, violations: inout [Violation]
    ) -> [Pending] {
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
            violations.append(Violation(path: path, message: "missing required key '\(key)'"))
        }
        var children: [Pending] = []
        for key in object.keys.sorted() {
            guard let child = object[key] else { continue }
            let childPath = path + "/" + escapePointer(key)
            if let childSchema = properties[key] as? [String: Any] {
                children.append((child, childSchema, childPath))
            } else if let extra = schema["additionalProperties"] {
                if let allowed = extra as? Bool, typeName(of: extra) == "boolean" {
                    if !allowed {
                        violations.append(Violation(path: childPath, message: "unexpected key '\(key)'"))
                    }
                } else if let extraSchema = extra as? [String: Any] {
                    children.append((child, extraSchema, childPath))
                }
            }
        }
        return children
    }

    /// The JSON type name of a decoded value: `null`, `boolean`, `integer`, `number`, `string`,
    /// `array` or `object` (`unknown` for anything else).
    /// - Parameter value: The value.
    package static func typeName(of value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case is String: return "string"
        case is [Any]: return "array"
        case is [String: Any]: return "object"
        case let number as NSNumber:
            let code = String(cString: number.objCType)
            if code == "c" || code == "B" { return "boolean" }
            return number.doubleValue.rounded() == number.doubleValue ? "integer" : "number"
        case is Bool: return "boolean"
        case is Int: return "integer"
        case let double as Double: return double.rounded() == double ? "integer" : "number"
        default: return "unknown"
        }
    }

    private static func allowedTypes(_ value: Any?) -> [String]? {
        if let single = value as? String { return [single] }
        return value as? [String]
    }

    private static func matches(_ actual: String, _ expected: String) -> Bool {
        actual == expected || (expected == "number" && actual == "integer")
    }

    private static func number(_ value: Any?) -> Double? {
        guard let value, typeName(of: value) == "integer" || typeName(of: value) == "number" else { return nil }
        if let number = value as? NSNumber { return number.doubleValue }
        if let int = value as? Int { return Double(int) }
        return value as? Double
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        let typeA = typeName(of: a)
        let typeB = typeName(of: b)
        switch (typeA, typeB) {
        case ("string", "string"): return (a as? String) == (b as? String)
        case ("null", "null"): return true
        case ("boolean", "boolean"): return (a as? Bool) == (b as? Bool)
        case ("integer", "integer"), ("number", "number"), ("integer", "number"), ("number", "integer"):
            return number(a) == number(b)
        default: return false
        }
    }

    private static func render(_ value: Any) -> String {
        if let string = value as? String { return "'\(string)'" }
        return "\(value)"
    }

    private static func escapePointer(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
