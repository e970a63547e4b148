import NibDiagnostics
import NibSwiftSource

/// The Swift (and Objective-C) sources of a lint run, as the source rules need them.
///
/// Swift files are scanned by `SwiftSourceScanner`, Objective-C headers and implementation files
/// (`.h`, `.m`, `.mm`) by `ObjCSourceScanner`, into one index: outlets and actions of both
/// languages are checked alike, and superclass walks cross from one to the other.
struct SourceModel: Sendable {
    /// The merged Swift declarations.
    let index: SwiftSourceIndex
    /// Classes declared in Objective-C files.
    let objectiveCClasses: Set<String>
    /// Every module a scanned Swift file was assigned to.
    let modules: Set<String>
    /// Whether some source files could not be given a module.
    let hasFilesWithoutModule: Bool
    /// The `// nibload:` comments of the Swift files, file by file in source order.
    let directives: [SwiftDirectiveComment]
    /// What those comments silence.
    let suppressions: SourceSuppressions
    /// Selectors Objective-C code names (`@selector(…)`, the keywords of message sends).
    let referencedSelectors: Set<String>

    /// Builds the model from scanned files.
    init(files: [SwiftSourceFile], objectiveCClasses: Set<String>) {
        index = SwiftSourceIndex(files)
        self.objectiveCClasses = objectiveCClasses
        modules = Set(files.compactMap(\.module))
        hasFilesWithoutModule = files.contains { $0.module == nil }
        directives = files.flatMap(\.directives)
        suppressions = SourceSuppressions(directives: directives)
        referencedSelectors = Set(files.flatMap(\.selectorReferences))
    }

    /// Whether Objective-C code names a selector, in full or (for a message send) by its first keyword.
    func codeReferences(selector: String) -> Bool {
        if referencedSelectors.contains(selector) { return true }
        guard let colon = selector.firstIndex(of: ":") else { return false }
        return referencedSelectors.contains(String(selector[...colon]))
    }

    /// The result of looking a member up through a class and its superclasses.
    enum Lookup<Member> {
        /// Declared (in a source or a framework table).
        case found(Member)
        /// Not declared anywhere in a chain that is fully known.
        case missing(chain: [String])
        /// The class or one of its superclasses is not known well enough to decide.
        case unknown
    }

    /// The Swift type Interface Builder means by a custom class and module.
    func type(customClass: String, module: String?) -> SwiftType? {
        if let type = index.type(named: customClass, module: module), type.kind != .extension { return type }
        if module != nil, let type = index.type(named: customClass), type.kind != .extension,
            type.module == nil
        {
            return type
        }
        return nil
    }

    /// Whether any source declares a class of that name (in any module, Swift or Objective-C).
    func declaresClass(named name: String) -> Bool {
        if objectiveCClasses.contains(name) { return true }
        if let type = index.type(named: name), type.kind != .extension { return true }
        return index.types.contains { $0.kind != .extension && ($0.name == name || $0.objcName == name) }
    }

    /// Whether the superclass chain of a type ends at a class whose members are all known
    /// (`NSObject`, or a root declared in the sources), so that "not found" means "not there".
    func isChainComplete(_ type: SwiftType) -> Bool {
        guard type.kind == .class else { return false }
        let chain = index.superclassChain(of: type.qualifiedName)
        for name in chain {
            if let declared = index.type(named: name), declared.kind != .extension {
                if declared.kind != .class { return false }
                continue
            }
            // A framework class: its outlets and actions are known only if it is in the table.
            if FrameworkClasses.entry(for: name) == nil { return false }
        }
        guard let last = chain.last else {
            // A Swift root class with no superclass: everything it has is in the sources.
            return type.superclass == nil
        }
        if let declared = index.type(named: last), declared.kind == .class { return declared.superclass == nil }
        return FrameworkClasses.entry(for: last)?.superclass == nil
    }

    /// Looks an outlet up on a class and its superclasses.
    func outlet(named property: String, on type: SwiftType) -> Lookup<SwiftOutlet> {
        if let outlet = index.outlets(of: type.qualifiedName).first(where: { $0.name == property }) {
            return .found(outlet)
        }
        if implements(["setValue:forUndefinedKey:"], type) { return .unknown }  // takes any key
        return isChainComplete(type) ? .missing(chain: index.superclassChain(of: type.qualifiedName)) : .unknown
    }

    /// Looks an action selector up on a class and its superclasses.
    func action(selector: String, on type: SwiftType) -> Lookup<SwiftAction> {
        if let action = index.actions(of: type.qualifiedName).first(where: { $0.selector == selector }) {
            return .found(action)
        }
        if implements(["forwardingTargetForSelector:", "forwardInvocation:"], type) { return .unknown }
        return isChainComplete(type) ? .missing(chain: index.superclassChain(of: type.qualifiedName)) : .unknown
    }

    /// Whether the class or a superclass in the sources implements one of these selectors (the
    /// key-value coding and message forwarding hooks that make any key or selector acceptable).
    private func implements(_ selectors: Set<String>, _ type: SwiftType) -> Bool {
        index.actions(of: type.qualifiedName).contains { $0.position != nil && selectors.contains($0.selector) }
    }

    /// The class names a class is (itself and every superclass), when the whole chain is known;
    /// nil when part of it is not.
    func lineage(ofClass name: String) -> [String]? {
        if let type = index.type(named: name), type.kind == .class {
            guard isChainComplete(type) else { return nil }
            return [type.qualifiedName] + index.superclassChain(of: type.qualifiedName)
        }
        let bare = FrameworkClasses.stripModule(name)
        guard FrameworkClasses.entry(for: bare) != nil else { return nil }
        let chain = index.superclassChain(of: bare)
        guard chain.allSatisfy({ FrameworkClasses.entry(for: $0) != nil }) else { return nil }
        return [bare] + chain
    }
}

extension SourceModel {
    /// Scans source folders (and single files) into a model.
    /// - Parameters:
    ///   - paths: Folders searched recursively (hidden folders skipped) and files.
    ///   - modules: Module name → folder; a file belongs to the module of the deepest folder that
    ///     contains it. Files outside every named folder get the module of a SwiftPM layout
    ///     (`…/Sources/<Module>/…`) when there is one.
    ///   - jobs: Threads to scan with.
    /// - Returns: The model, and the paths that could not be read.
    static func load(paths: [String], modules: [(name: String, directory: String)], jobs: Int?) -> (
        SourceModel, unreadable: [String]
    ) {
        let extensions: Set<String> = ["swift", "h", "m", "mm"]
        var files: [String] = []
        var unreadable: [String] = []
        for path in paths {
            let found = FileDiscovery.walk(path, extensions: extensions)
            files += found.files
            unreadable += found.unreadable
        }
        let moduleFolders = modules.map { (name: $0.name, folder: FilePath.absolute($0.directory)) }
            .sorted { $0.folder.count > $1.folder.count }
        let uniqueFiles = Array(Set(files)).sorted()
        let scanned = ParallelMap.map(count: uniqueFiles.count, jobs: jobs) { index -> ScannedSource in
            let file = uniqueFiles[index]
            guard let text = FilePath.readText(file) else { return .unreadable(file) }
            if FilePath.pathExtension(file) == "swift" {
                let module = Self.module(of: file, folders: moduleFolders)
                return .swift(SwiftSourceScanner.scan(text: text, file: file, module: module))
            }
            return .objectiveC(ObjCSourceScanner.scan(text: text, file: file, module: nil))
        }
        var swiftFiles: [SwiftSourceFile] = []
        var objectiveC: Set<String> = []
        for result in scanned {
            switch result {
            case let .swift(file): swiftFiles.append(file)
            case let .objectiveC(file):
                swiftFiles.append(file)
                objectiveC.formUnion(Self.classNames(in: file))
            case let .unreadable(file): unreadable.append(file)
            }
        }
        return (SourceModel(files: swiftFiles, objectiveCClasses: objectiveC), unreadable)
    }

    /// Builds a model from texts held in memory (tests and rule examples).
    static func scan(texts: [(name: String, text: String)], modules: [(name: String, directory: String)]) -> SourceModel {
        let folders = modules.map { (name: $0.name, folder: FilePath.absolute($0.directory)) }
            .sorted { $0.folder.count > $1.folder.count }
        var swiftFiles: [SwiftSourceFile] = []
        var objectiveC: Set<String> = []
        for (name, text) in texts {
            if FilePath.pathExtension(name) == "swift" {
                swiftFiles.append(
                    SwiftSourceScanner.scan(text: text, file: name, module: module(of: name, folders: folders)))
            } else {
                let file = ObjCSourceScanner.scan(text: text, file: name, module: nil)
                swiftFiles.append(file)
                objectiveC.formUnion(classNames(in: file))
            }
        }
        return SourceModel(files: swiftFiles, objectiveCClasses: objectiveC)
    }

    private enum ScannedSource: Sendable {
        case swift(SwiftSourceFile)
        case objectiveC(SwiftSourceFile)
        case unreadable(String)
    }

    /// The module of a Swift file: the deepest named folder containing it, else a SwiftPM layout.
    static func module(of file: String, folders: [(name: String, folder: String)]) -> String? {
        let absolute = FilePath.absolute(file)
        for (name, folder) in folders where FilePath.relative(absolute, to: folder) != nil {
            return name
        }
        let parts = absolute.split(separator: "/")
        if let sources = parts.lastIndex(where: { $0 == "Sources" }), sources + 2 < parts.count {
            return String(parts[sources + 1])
        }
        return nil
    }

    /// The classes an Objective-C file's `@interface` and `@implementation` blocks name (categories too).
    static func classNames(in file: SwiftSourceFile) -> Set<String> {
        Set(file.types.filter { $0.kind != .protocol }.map(\.name))
    }

    /// The class names after `@interface` and `@implementation` in Objective-C text, without
    /// scanning it (for dependency folders, where only the names matter).
    static func objectiveCClasses(in text: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(text.utf8)
        let keywords = [Array("@interface".utf8), Array("@implementation".utf8)]
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "@") else {
                index += 1
                continue
            }
            var matched = false
            for keyword in keywords where index + keyword.count < bytes.count {
                guard bytes[index..<(index + keyword.count)].elementsEqual(keyword) else { continue }
                var cursor = index + keyword.count
                guard cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A
                else { continue }
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A {
                    cursor += 1
                }
                let start = cursor
                while cursor < bytes.count, Self.isIdentifierByte(bytes[cursor]) { cursor += 1 }
                if cursor > start { names.insert(String(decoding: bytes[start..<cursor], as: UTF8.self)) }
                index = cursor
                matched = true
                break
            }
            if !matched { index += 1 }
        }
        return names
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }
}
