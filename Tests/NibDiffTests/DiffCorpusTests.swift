import Foundation
import NibArchive
import NibDiff
import NibTestSupport
import Testing

/// Real documents of the corpus (skipped without it), each compared with itself and with mutated
/// copies: the mutation is the only change reported.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
struct DiffCorpusTests {
    static func load(_ text: String, _ name: String) -> Archive { ArchiveLoader.load(string: text, file: name).archive }

    static func visible(_ old: String, _ new: String) -> [DiffChange] {
        DocumentDiff.changes(from: load(old, "old"), to: load(new, "new"), textsDiffer: old != new).filter {
            !$0.isNoise
        }
    }

    @Test func everyDocumentEqualsItselfAndIgnoresAToolsVersionBump() throws {
        var checked = 0
        var bumped = 0
        for file in PackagePaths.corpusFiles {
            guard let text = FileSystem.read(file) else { continue }
            let loaded = ArchiveLoader.load(string: text, file: "a")
            guard loaded.outcome != .malformed else { continue }
            checked += 1
            let same = DocumentDiff.changes(from: loaded.archive, to: loaded.archive, textsDiffer: false)
            #expect(same.isEmpty, "\(file): \(same.prefix(3).map(\.message))")
            guard let start = text.range(of: "toolsVersion=\""),
                let end = text[start.upperBound...].firstIndex(of: "\"")
            else { continue }
            let mutated = text.replacingCharacters(in: start.upperBound..<end, with: "99999")
            let all = DocumentDiff.changes(from: loaded.archive, to: Self.load(mutated, "b"))
            #expect(all.count == 1 && all.allSatisfy(\.isNoise), "\(file): \(all.prefix(3).map(\.message))")
            bumped += 1
        }
        #expect(checked > 300)
        #expect(bumped > 300)
    }

    /// The first label with a `text` attribute in each document gets a new text: exactly one line,
    /// naming the label's id and the line of the attribute.
    @Test func changedLabelTextIsTheOnlyChange() throws {
        var mutated = 0
        for file in PackagePaths.corpusFiles {
            guard let text = FileSystem.read(file) else { continue }
            let archive = Self.load(text, "old")
            guard archive.diagnostics.isEmpty || !archive.objects.isEmpty,
                let label = archive.objects.first(where: {
                    $0.element == "label" && $0.attributes.attribute(named: "text") != nil
                }),
                let attribute = label.attributes.attribute(named: "text"),
                let range = text.range(of: "text=\"\(Self.escaped(attribute.value))\" ")
            else { continue }
            let new = text.replacingCharacters(in: range, with: "text=\"nibload was here\" ")
            // Only the first occurrence is replaced; it must be this label's (skip documents where it is not).
            let after = Self.load(new, "new")
            guard let moved = after.object(withID: label.id), after[moved].attribute("text") == "nibload was here"
            else { continue }
            let changes = Self.visible(text, new)
            #expect(changes.count == 1, "\(file): \(changes.map(\.message))")
            #expect(
                changes.first?.kind == .attributeChanged && changes.first?.objectID == label.id
                    && changes.first?.property == "text", "\(file)")
            #expect(changes.first?.location?.line == attribute.location.line, "\(file)")
            mutated += 1
        }
        #expect(mutated > 50)
    }

    /// The first outlet of each document renamed: exactly one line, a connection change of that
    /// outlet at its element; every element's attributes reversed: nothing visible, and with the
    /// noise only "attributes reordered" lines.
    @Test func renamedOutletAndReorderedAttributes() throws {
        var renamed = 0
        var reordered = 0
        for file in PackagePaths.corpusFiles.prefix(80) {
            guard let text = FileSystem.read(file) else { continue }
            let archive = Self.load(text, "old")
            guard ArchiveLoader.load(string: text, file: "old").outcome == .ok else { continue }
            if let outlet = archive.connections.first(where: { $0.kind == .outlet }), let property = outlet.property,
                let range = text.range(of: "<outlet property=\"\(property)\"")
            {
                let new = text.replacingCharacters(in: range, with: "<outlet property=\"\(property)Renamed\"")
                let changes = Self.visible(text, new)
                let after = Self.load(new, "new")
                // Only when the first textual occurrence is that outlet's (ids unique in the document).
                if after.connections.contains(where: { $0.property == property + "Renamed" && $0.id == outlet.id }) {
                    #expect(changes.count == 1, "\(file): \(changes.map(\.message))")
                    #expect(
                        changes.first?.kind == .connectionChanged && changes.first?.property == "property", "\(file)")
                    #expect(changes.first?.message.hasSuffix("renamed to `\(property)Renamed`") ?? false, "\(file)")
                    renamed += 1
                }
            }
            let reversed = Self.reversingAttributes(text)
            let all = DocumentDiff.changes(from: archive, to: Self.load(reversed, "new"))
            #expect(
                all.allSatisfy {
                    $0.isNoise && ($0.message.hasSuffix("attributes reordered") || $0.kind == .formatting)
                }, "\(file): \(all.filter { !$0.isNoise }.prefix(3).map(\.message))")
            reordered += 1
        }
        #expect(renamed > 20)
        #expect(reordered > 40)
    }

    /// A whole document's outline is stable: rendering twice gives the same text, and reordering
    /// every element's attributes does not change it.
    @Test func outlineIgnoresAttributeOrder() throws {
        var checked = 0
        for file in PackagePaths.corpusFiles.prefix(80) {
            guard let text = FileSystem.read(file), ArchiveLoader.load(string: text, file: file).outcome == .ok else {
                continue
            }
            let reordered = Self.reversingAttributes(text)
            #expect(
                DocumentOutline.render(Self.load(text, "a")) == DocumentOutline.render(Self.load(reordered, "a")),
                "\(file)")
            checked += 1
        }
        #expect(checked > 40)
    }

    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\n", with: "&#10;")
    }

    /// Reverses the attributes of every start tag that has more than one (values contain no `"`).
    static func reversingAttributes(_ text: String) -> String {
        let pattern = try? NSRegularExpression(pattern: #"<([A-Za-z]+)((?:\s+[A-Za-z:]+="[^"]*")+)(\s*/?)>"#)
        let attribute = try? NSRegularExpression(pattern: #"[A-Za-z:]+="[^"]*""#)
        guard let pattern, let attribute else { return text }
        let source = text as NSString
        var result = ""
        var last = 0
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            let list = source.substring(with: match.range(at: 2))
            let names = attribute.matches(in: list, range: NSRange(location: 0, length: (list as NSString).length)).map
            {
                (list as NSString).substring(with: $0.range)
            }
            result +=
                "<" + source.substring(with: match.range(at: 1)) + " " + names.reversed().joined(separator: " ")
                + source.substring(with: match.range(at: 3)) + ">"
            last = match.range.location + match.range.length
        }
        return result + source.substring(from: last)
    }
}
