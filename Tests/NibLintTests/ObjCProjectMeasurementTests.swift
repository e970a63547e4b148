import Foundation
import NibArchive
import NibSwiftSource
import NibTestSupport
import Testing

@testable import NibLint

/// The Objective-C scanner measured on a real mixed app, element-ios (`../shared/projects`, skipped
/// when absent), against counts made independently with regular expressions over the same files.
@Suite struct ObjCProjectMeasurementTests {
    static let project = PackagePaths.shared("projects/element-hq__element-ios")
    static var isPresent: Bool { FileSystem.isDirectory(project) }

    static let objectiveCFiles: [String] = {
        guard isPresent else { return [] }
        return FileSystem.files(below: project).filter {
            $0.hasSuffix(".h") || $0.hasSuffix(".m") || $0.hasSuffix(".mm")
        }
        .sorted()
    }()

    static let documents: [String] = {
        guard isPresent else { return [] }
        return FileSystem.files(below: project).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }()

    /// The text without `/* … */` and `// …` comments (a regex pass, not the scanner's lexer).
    static func withoutComments(_ text: String) -> String {
        text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"(?m)(?<![:"])//.*$"#, with: "", options: .regularExpression)
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    @Test(
        "element-ios: the Objective-C classes its documents name, outlets and actions, against a regex count",
        .enabled(if: isPresent))
    func elementIOS() throws {
        let (model, unreadable) = SourceModel.load(paths: [Self.project], modules: [], jobs: 2)
        #expect(unreadable.isEmpty)

        // Classes: `customClass` values of the documents that an `@interface Name :` declares.
        var named: Set<String> = []
        for document in Self.documents {
            for match in Self.matches(#"customClass="([^"]+)""#, in: FileSystem.read(document) ?? "") {
                named.insert(match[1])
            }
        }
        var regexClasses: Set<String> = []
        var regexOutlets: [String] = []
        var regexActions: [String] = []
        for file in Self.objectiveCFiles {
            let text = Self.withoutComments(FileSystem.read(file) ?? "")
            for match in Self.matches(#"@interface\s+(\w+)\s*(?:<[^>]*>\s*)?:"#, in: text) {
                regexClasses.insert(match[1])
            }
            for match in Self.matches(#"\bIBOutlet(?:Collection\(\s*\w+\s*\))?\s+[^;]*?\*\s*(\w+)\s*;"#, in: text) {
                regexOutlets.append(FilePath.lastComponent(file) + " " + match[1])
            }
            for match in Self.matches(#"(?m)^\s*-\s*\(\s*IBAction\s*\)\s*(\w+)"#, in: text) {
                regexActions.append(FilePath.lastComponent(file) + " " + match[1])
            }
        }
        let scannedClasses = Set(
            model.index.types.filter { $0.language == .objectiveC && $0.kind == .class }.map(\.qualifiedName))
        let namedByRegex = named.intersection(regexClasses)
        let namedByScanner = named.intersection(scannedClasses)
        #expect(named.count == 357)
        #expect(namedByRegex.count == 175)
        #expect(namedByScanner == namedByRegex, "\(namedByScanner.symmetricDifference(namedByRegex).sorted())")

        // Marked outlets and IBActions, file by file, as the regexes see them.
        var scannedOutlets: [String] = []
        var scannedActions: [String] = []
        for type in model.index.types where type.language == .objectiveC {
            for outlet in type.outlets where outlet.isMarkedOutlet {
                scannedOutlets.append(FilePath.lastComponent(outlet.position?.file ?? "") + " " + outlet.name)
            }
            for action in type.actions where action.kind == .ibAction {
                scannedActions.append(FilePath.lastComponent(action.position?.file ?? "") + " " + action.name)
            }
        }
        #expect(
            scannedOutlets.sorted() == regexOutlets.sorted(),
            "\(Set(scannedOutlets).symmetricDifference(regexOutlets).sorted())")
        #expect(
            scannedActions.sorted() == regexActions.sorted(),
            "\(Set(scannedActions).symmetricDifference(regexActions).sorted())")

        // Connections whose owner (or target) is an Objective-C class the rules can now decide.
        var outletsChecked = 0
        var outletsMissing = 0
        var actionsChecked = 0
        var actionsMissing = 0
        var undecided = 0
        var swiftOverObjectiveC = 0
        var inherits: [String: Bool] = [:]
        func inheritsObjectiveC(_ type: SwiftType) -> Bool {
            if let known = inherits[type.qualifiedName] { return known }
            let answer = model.index.superclassChain(of: type.qualifiedName).contains {
                model.index.type(named: $0)?.language == .objectiveC
            }
            inherits[type.qualifiedName] = answer
            return answer
        }
        for document in Self.documents {
            let archive = ArchiveLoader.load(contentsOf: document).archive
            let uses = model.outletConnections(in: archive)
            for use in uses where use.type.language == .swift && inheritsObjectiveC(use.type) {
                if case .unknown = use.lookup { continue }
                swiftOverObjectiveC += 1
            }
            for use in uses where use.type.language == .objectiveC {
                switch use.lookup {
                case .found: outletsChecked += 1
                case .missing:
                    outletsChecked += 1
                    outletsMissing += 1
                case .unknown: undecided += 1
                }
            }
            for connection in archive.connections where connection.kind == .action {
                guard let selector = connection.selector, let target = connection.destination,
                    let customClass = archive[target].customClass,
                    let type = model.type(customClass: customClass, module: archive[target].customModule),
                    type.language == .objectiveC
                else { continue }
                switch model.action(selector: selector, on: type) {
                case .found: actionsChecked += 1
                case .missing:
                    actionsChecked += 1
                    actionsMissing += 1
                case .unknown: undecided += 1
                }
            }
        }
        print(
            "element-ios: \(namedByScanner.count) of \(named.count) document classes found in Objective-C (regex: \(namedByRegex.count)); "
                + "\(scannedOutlets.count) IBOutlet and \(scannedActions.count) IBAction declarations (regex: \(regexOutlets.count), \(regexActions.count)); "
                + "\(outletsChecked) outlet connections checked on Objective-C classes (\(outletsMissing) missing), "
                + "\(actionsChecked) action connections (\(actionsMissing) missing); \(undecided) left undecided (a superclass not in the sources); \(swiftOverObjectiveC) outlets of Swift classes decided through an Objective-C superclass"
        )
        #expect(outletsMissing == 5)
        #expect(actionsMissing == 0)
        // 1,531 outlets and 107 actions at the pinned commit; the floor leaves room for finer lookups.
        #expect(outletsChecked >= 1_500)
        #expect(actionsChecked >= 100)
    }
}
