import NibArchive
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
    /// Classes declared in the checked-out dependencies that are not among the sources.
    let dependencyClasses: Set<String>
    /// The dependencies declared but not checked out: a class no source declares may be theirs.
    let missingDependencies: [DependencyInventory.Dependency]
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
    init(
        files: [SwiftSourceFile], objectiveCClasses: Set<String>, dependencyClasses: Set<String> = [],
        missingDependencies: [DependencyInventory.Dependency] = []
    ) {
        index = SwiftSourceIndex(files)
        self.objectiveCClasses = objectiveCClasses
        self.dependencyClasses = dependencyClasses
        self.missingDependencies = missingDependencies
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

    /// The Swift type Interface Builder means by a custom class and module, in a document of a
    /// platform: the class declared in that module (or in a file of unknown module), compiled for
    /// that platform (or of unknown platform). Nil when there is none, or when several different
    /// declarations fit (then nothing is decided about it).
    func type(customClass: String, module: String?, family: RuntimeFamily = .unknown) -> SwiftType? {
        let candidates = candidateTypes(customClass: customClass, module: module, family: family)
        guard let first = candidates.first else { return nil }
        return candidates.allSatisfy({ $0.positions.first == first.positions.first }) ? first : nil
    }

    /// Every declared (non-extension) type a custom class may mean, filtered as ``type(customClass:module:family:)`` does.
    func candidateTypes(customClass: String, module: String?, family: RuntimeFamily) -> [SwiftType] {
        var candidates = index.candidates(named: customClass).filter { $0.kind != .extension }
        if let module, !module.isEmpty {
            let exact = candidates.filter {
                $0.module == module || $0.module.map(ModuleName.c99) == ModuleName.c99(module)
            }
            candidates = exact.isEmpty ? candidates.filter { $0.module == nil } : exact
        }
        let platform = SourcePlatform(family)
        return candidates.filter { $0.fits(platform) }
    }

    /// Whether any source declares a class of that name (in any module, Swift or Objective-C), or
    /// a checked-out dependency does.
    func declaresClass(named name: String) -> Bool {
        if objectiveCClasses.contains(name) || dependencyClasses.contains(name) { return true }
        if let type = index.type(named: name), type.kind != .extension { return true }
        return index.types.contains { $0.kind != .extension && ($0.name == name || $0.objcName == name) }
    }

    /// Whether the superclass chain of a type ends at a class whose members are all known
    /// (`NSObject`, or a root declared in the sources), so that "not found" means "not there".
    func isChainComplete(_ type: SwiftType) -> Bool {
        guard type.kind == .class else { return false }
        let ancestors = index.ancestors(of: type)
        for step in ancestors {
            switch step {
            case .type(let declared): if declared.kind != .class { return false }
            case .framework(let name): if FrameworkClasses.entry(for: name) == nil { return false }
            }
        }
        guard let last = ancestors.last else { return type.superclass == nil }
        switch last {
        case .type(let declared): return declared.superclass == nil
        case .framework(let name): return FrameworkClasses.entry(for: name)?.superclass == nil
        }
    }

    /// Looks an outlet up on a class and its superclasses, as key-value coding does: a property
    /// of that name, or one whose setter `set<Key>:` is the same (`NoGroupsButton` sets
    /// `noGroupsButton`); `@objc` properties that are not `@IBOutlet` count, and under
    /// `@objcMembers` every property.
    func outlet(named property: String, on type: SwiftType) -> Lookup<SwiftOutlet> {
        let outlets = index.outlets(of: type)
        if let outlet = outlets.first(where: { $0.name == property }) { return .found(outlet) }
        let key = Self.setterKey(property)
        if let outlet = outlets.first(where: { Self.setterKey($0.name) == key }) { return .found(outlet) }
        if index.settableProperties(of: type).contains(where: { Self.setterKey($0) == key }) {
            return .found(
                SwiftOutlet(
                    name: property, typeName: "", declaredType: "", isCollection: false, optionality: .optional,
                    declaringType: type.qualifiedName, position: nil))
        }
        if implements(["setValue:forUndefinedKey:"], type) { return .unknown }  // takes any key
        return isChainComplete(type) ? .missing(chain: index.ancestors(of: type).map(\.name)) : .unknown
    }

    /// The part of `set<Key>:` that key-value coding derives from a key: the key with its first
    /// letter upper-cased.
    static func setterKey(_ key: String) -> String { key.prefix(1).uppercased() + key.dropFirst() }

    /// Looks an action selector up on a class and its superclasses.
    func action(selector: String, on type: SwiftType) -> Lookup<SwiftAction> {
        if let action = index.actions(of: type).first(where: { $0.selector == selector }) {
            return .found(action)
        }
        if implements(["forwardingTargetForSelector:", "forwardInvocation:"], type) { return .unknown }
        return isChainComplete(type) ? .missing(chain: index.ancestors(of: type).map(\.name)) : .unknown
    }

    /// Whether the class or a superclass in the sources implements one of these selectors (the
    /// key-value coding and message forwarding hooks that make any key or selector acceptable).
    private func implements(_ selectors: Set<String>, _ type: SwiftType) -> Bool {
        index.actions(of: type).contains { $0.position != nil && selectors.contains($0.selector) }
    }

    /// The class names a class is (itself and every superclass), when the whole chain is known;
    /// nil when part of it is not. A source type is resolved near `context` (the outlet's owner).
    func lineage(ofClass name: String, near context: SwiftType? = nil, family: RuntimeFamily = .unknown) -> [String]? {
        let platform = SourcePlatform(family)
        let fitting = index.candidates(named: name).filter { $0.kind == .class && $0.fits(platform) }
        if let type = context.flatMap({ index.type(named: name, near: $0) }).flatMap({ $0.kind == .class ? $0 : nil })
            ?? (fitting.count == 1 ? fitting.first : nil)
        {
            guard isChainComplete(type) else { return nil }
            return [type.qualifiedName] + index.ancestors(of: type).map(\.name)
        }
        guard fitting.isEmpty else { return nil }
        let bare = FrameworkClasses.stripModule(name)
        guard FrameworkClasses.entry(for: bare) != nil else { return nil }
        let chain = index.superclassChain(of: bare)
        guard chain.allSatisfy({ FrameworkClasses.entry(for: $0) != nil }) else { return nil }
        return [bare] + chain
    }
}

extension SourcePlatform {
    /// The platform of a document's runtime family; nil when unknown.
    init?(_ family: RuntimeFamily) {
        switch family {
        case .cocoaTouch: self = .cocoaTouch
        case .appKit: self = .appKit
        case .watchKit: self = .watchKit
        case .unknown: return nil
        }
    }
}

extension SourceModel {
    /// Scans source folders (and single files) into a model.
    /// - Parameters:
    ///   - paths: Folders searched recursively (hidden folders skipped) and files.
    ///   - modules: Module name → folder; a file belongs to the module of the deepest folder that
    ///     contains it. Otherwise modules come from the project files (``ProjectLayout``).
    ///   - jobs: Threads to scan with.
    /// - Returns: The model, and the paths that could not be read.
    static func load(paths: [String], modules: [(name: String, directory: String)], jobs: Int?) -> (
        SourceModel, unreadable: [String]
    ) {
        let extensions: Set<String> = ["swift", "h", "m", "mm", "pbxproj", "resolved"]
        var files: [String] = []
        var unreadable: [String] = []
        for path in paths {
            let found = FileDiscovery.walk(path, extensions: extensions)
            files += found.files
            unreadable += found.unreadable
        }
        let layout = ProjectLayout(sourcePaths: paths, files: files, modules: modules)
        let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]
        let uniqueFiles = Array(Set(files.filter { sourceExtensions.contains(FilePath.pathExtension($0)) })).sorted()
        let scanned = ParallelMap.map(count: uniqueFiles.count, jobs: jobs) { index -> ScannedSource in
            let file = uniqueFiles[index]
            guard let text = FilePath.readText(file) else { return .unreadable(file) }
            if FilePath.pathExtension(file) == "swift" {
                return .swift(
                    placed(SwiftSourceScanner.scan(text: text, file: file, module: nil), layout.memberships(of: file)))
            }
            return .objectiveC(
                placedObjectiveC(
                    ObjCSourceScanner.scan(text: text, file: file, module: nil), layout.memberships(of: file)))
        }
        var swiftFiles: [SwiftSourceFile] = []
        var objectiveC: Set<String> = []
        for result in scanned {
            switch result {
            case .swift(let copies): swiftFiles += copies
            case .objectiveC(let file):
                swiftFiles.append(file)
                objectiveC.formUnion(Self.classNames(in: file))
            case .unreadable(let file): unreadable.append(file)
            }
        }
        let roots = paths.map { FilePath.absolute($0) }
        let dependencyFolders = layout.dependencies.checkedOutFolders.filter { folder in
            !roots.contains { FilePath.relative(folder, to: $0) != nil }
        }
        let missing = layout.dependencies.missing
        let model = SourceModel(
            files: swiftFiles, objectiveCClasses: objectiveC,
            dependencyClasses: dependencyClasses(in: Array(Set(dependencyFolders)).sorted(), jobs: jobs),
            missingDependencies: missing)
        return (model, unreadable)
    }

    /// A scanned file once per module it belongs to, its declarations given that module and the
    /// platform (the target's, else what the file imports).
    static func placed(_ file: SwiftSourceFile, _ memberships: [ProjectLayout.Membership]) -> [SwiftSourceFile] {
        memberships.map { membership in
            var copy = file
            copy.module = membership.module
            let platform = membership.platform ?? file.importedPlatform
            for index in copy.types.indices {
                copy.types[index].module = membership.module
                copy.types[index].platform = platform
            }
            return copy
        }
    }

    /// An Objective-C file with the platform of its targets when they agree; its classes keep no
    /// module (the runtime names them unqualified).
    static func placedObjectiveC(_ file: SwiftSourceFile, _ memberships: [ProjectLayout.Membership]) -> SwiftSourceFile
    {
        var copy = file
        let platforms = Set(memberships.map(\.platform))
        if platforms.count == 1, let platform = platforms.first ?? nil {
            for index in copy.types.indices { copy.types[index].platform = platform }
        }
        return copy
    }

    /// The class names declared in dependency folders (Swift classes and `@objc` names,
    /// Objective-C `@interface`s).
    private static func dependencyClasses(in folders: [String], jobs: Int?) -> Set<String> {
        var files: [String] = []
        for folder in folders { files += FileDiscovery.walk(folder, extensions: ["swift", "h", "m", "mm"]).files }
        let unique = Array(Set(files)).sorted()
        let names = ParallelMap.map(count: unique.count, jobs: jobs) { index -> Set<String> in
            guard let text = FilePath.readText(unique[index]) else { return [] }
            if FilePath.pathExtension(unique[index]) != "swift" { return objectiveCClasses(in: text) }
            var names: Set<String> = []
            for type in SwiftSourceScanner.scan(text: text, file: unique[index], module: nil).types
            where type.kind == .class {
                names.insert(type.name)
                if let objcName = type.objcName { names.insert(objcName) }
            }
            return names
        }
        return names.reduce(into: []) { $0.formUnion($1) }
    }

    /// Builds a model from texts held in memory (tests and rule examples). Modules come from the
    /// folders given, then from the texts named `Package.swift` and `project.pbxproj` (paths as
    /// the names say, resolved like files on disk).
    static func scan(texts: [(name: String, text: String)], modules: [(name: String, directory: String)]) -> SourceModel
    {
        let layout = ProjectLayout(texts: texts, modules: modules)
        var swiftFiles: [SwiftSourceFile] = []
        var objectiveC: Set<String> = []
        for (name, text) in texts {
            switch FilePath.pathExtension(name) {
            case "swift":
                swiftFiles += placed(
                    SwiftSourceScanner.scan(text: text, file: name, module: nil), layout.memberships(of: name))
            case "h", "m", "mm":
                let file = placedObjectiveC(
                    ObjCSourceScanner.scan(text: text, file: name, module: nil), layout.memberships(of: name))
                swiftFiles.append(file)
                objectiveC.formUnion(classNames(in: file))
            default:
                continue
            }
        }
        return SourceModel(
            files: swiftFiles, objectiveCClasses: objectiveC, missingDependencies: layout.dependencies.missing)
    }

    private enum ScannedSource: Sendable {
        case swift([SwiftSourceFile])
        case objectiveC(SwiftSourceFile)
        case unreadable(String)
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
