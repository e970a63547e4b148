/// Build settings of an Xcode configuration file (`.xcconfig`): `KEY = value` lines, later ones
/// winning, `#include "other.xcconfig"` (and `#include?`) read in place, relative to the file.
/// Settings with a condition (`KEY[sdk=iphoneos*] = …`) are skipped.
enum XCConfigFile {
    /// The settings of a file; nil when it cannot be read.
    /// - Parameter path: The file.
    static func settings(at path: String) -> [String: String]? {
        var result: [String: String] = [:]
        return read(path, into: &result, depth: 0) ? result : nil
    }

    private static func read(_ path: String, into result: inout [String: String], depth: Int) -> Bool {
        guard depth < 16, let text = FilePath.readText(path) else { return false }
        let folder = FilePath.parent(path) ?? "."
        for rawLine in text.split(separator: "\n") {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingSpaces
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                let parts = trimmed.split(separator: "\"")
                guard parts.count >= 2 else { continue }
                let included = FilePath.normalize(FilePath.join(folder, String(parts[1])))
                if !read(included, into: &result, depth: depth + 1), !optional { return false }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingSpaces
            guard !key.isEmpty, !key.contains("[") else { continue }
            result[String(key)] = String(trimmed[trimmed.index(after: equals)...].trimmingSpaces)
        }
        return true
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return drop(while: isSpace).reversed().drop(while: isSpace).reversed().reduce(into: Substring()) {
            $0.append($1)
        }
    }
}
