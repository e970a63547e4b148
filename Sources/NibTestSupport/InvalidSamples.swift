/// The documents in `Samples/invalid`, enumerated from the folder (never listed by hand), each with
/// the diagnostic it announces on its second line (`<!-- expect: id at line:col -->`). Files that are
/// empty or whitespace only cannot carry the comment and expect `empty-document at 1:1`.
package enum InvalidSamples {
    /// One invalid sample and what it expects.
    package struct Sample: Sendable, CustomStringConvertible {
        /// The file name inside `Samples/invalid`.
        package let name: String
        /// The absolute path.
        package let path: String
        /// The expected diagnostic id, nil when the file has no (readable) expectation comment.
        package let id: String?
        /// The expected 1-based line.
        package let line: Int
        /// The expected 1-based column (UTF-8 bytes).
        package let column: Int

        /// The file name, so test arguments read well.
        package var description: String { name }
    }

    /// Every sample, sorted by name; `README.md` is not a sample.
    package static let all: [Sample] = {
        let folder = PackagePaths.sample("invalid")
        let paths = FileSystem.files(below: folder).filter { !$0.hasSuffix("/README.md") }.sorted()
        return paths.map { path in
            let name = String(path.split(separator: "/").last ?? "")
            let text = FileSystem.read(path) ?? ""
            if text.allSatisfy(\.isWhitespace) {
                return Sample(name: name, path: path, id: "empty-document", line: 1, column: 1)
            }
            let marked = expectation(in: text)
            return Sample(name: name, path: path, id: marked?.id, line: marked?.line ?? 0, column: marked?.column ?? 0)
        }
    }()

    /// The `<!-- expect: id at line:col -->` comment of a document.
    package static func expectation(in text: String) -> (id: String, line: Int, column: Int)? {
        guard let start = text.range(of: "<!-- expect: "),
            let end = text.range(of: " -->", range: start.upperBound..<text.endIndex)
        else { return nil }
        let body = text[start.upperBound..<end.lowerBound].split(separator: " ")
        guard body.count == 3, body[1] == "at" else { return nil }
        let position = body[2].split(separator: ":").compactMap { Int($0) }
        guard position.count == 2 else { return nil }
        return (String(body[0]), position[0], position[1])
    }
}
