public import NibArchive

/// Maps Interface Builder class names to Swift classes.
///
/// Classes are registered explicitly, never found by reflection:
///
/// ```swift
/// NibClassRegistry.shared.register(ProfileCell.self)            // as "App.ProfileCell"
/// NibClassRegistry.shared.register(LegacyView.self, as: "LegacyView")
/// ```
///
/// A document names a class with `customClass` and `customModule`. The registry looks up, in order:
/// `Module.Class`; then, when the document leaves the module to the target
/// (`customModuleProvider="target"`) or names none, the bare `Class` and a unique registration
/// whose last component is `Class`; then the demangled form of a `_TtC…` name. Elements
/// without a custom class use their IB default class (`ClassMap`: `label` → `UILabel`), which the
/// shared registry maps to NibKit's classes (`UILabel` → ``Label``).
///
/// A loader can be given its own registry whose ``parent`` is the shared one: its registrations
/// override the shared ones for that loader only.
public final class NibClassRegistry {
    /// The process-wide default registry, holding NibKit's own classes under their UIKit names.
    public static let shared: NibClassRegistry = {
        let registry = NibClassRegistry(parent: nil)
        NibFrameworkClasses.register(into: registry)
        return registry
    }()

    /// The registry consulted when this one has no entry.
    public let parent: NibClassRegistry?
    @exclusivity(unchecked) private var byName: [String: NibClassEntry] = [:]
    private var byBareName: [String: [NibClassEntry]] = [:]
    /// Custom segue classes by name (``registerSegue(_:as:)``).
    var segueClasses: [String: StoryboardSegue.Type] = [:]

    /// Creates a registry that falls back on `parent` (the shared registry by default).
    public init(parent: NibClassRegistry? = NibClassRegistry.shared) {
        self.parent = parent
    }

    /// Registers a class under a name (module-qualified `App.Foo`, or a bare or framework name).
    public func register(_ entry: NibClassEntry) {
        byName[entry.name] = entry
        // NibKit's own classes answer only to their exact names: an app's `ViewController` in
        // module `App` must not resolve to `NibKit.ViewController` by its bare name.
        guard !entry.name.hasPrefix(Self.frameworkPrefix) else { return }
        let bare = Self.bareName(entry.name)
        byBareName[bare, default: []].removeAll { $0.name == entry.name }
        byBareName[bare, default: []].append(entry)
    }

    /// Registers a decodable class under `name`, or under its module-qualified Swift name
    /// (`App.ProfileCell`) when `name` is nil.
    public func register<T: NibDecodable>(_ type: T.Type, as name: String? = nil) {
        register(NibClassEntry(type, name: name ?? SwiftTypeName.of(type)))
    }

    /// Registers a class that can also be created with `init()` (for `customObject` elements).
    public func register<T: NibDecodable & NibCustomObjectInitializable>(_ type: T.Type, as name: String? = nil) {
        register(NibClassEntry(type, name: name ?? SwiftTypeName.of(type)))
    }

    /// Registers a plain class IB archives as a `customObject` (created with `init()`).
    public func registerCustomObject<T: NibCustomObjectInitializable>(_ type: T.Type, as name: String? = nil) {
        register(NibClassEntry(customObject: type, name: name ?? SwiftTypeName.of(type)))
    }

    /// The entry registered under exactly `name`, here or in a parent.
    public func entry(named name: String) -> NibClassEntry? {
        var registry: NibClassRegistry? = self
        while let current = registry {
            if let entry = current.byName[name] { return entry }
            registry = current.parent
        }
        return nil
    }

    /// The unique entry whose last name component is `bare`, nearest registry first.
    private func entry(bareName bare: String) -> NibClassEntry? {
        var registry: NibClassRegistry? = self
        while let current = registry {
            if let entries = current.byBareName[bare] {
                if entries.count == 1 { return entries[0] }
                if !entries.isEmpty { return nil }
            }
            registry = current.parent
        }
        return nil
    }

    /// The entry for a document's custom class, following the lookup order described above.
    public func entry(customClass: String, module: String?, moduleProvider: String?) -> NibClassEntry? {
        let hasModule = !(module ?? "").isEmpty
        if let module, hasModule, let entry = entry(named: module + "." + customClass) { return entry }
        if !hasModule || moduleProvider == "target" {
            if let entry = entry(named: customClass) { return entry }
        }
        if let demangled = MangledClassNameLookup.demangle(customClass), let entry = entry(named: demangled) {
            return entry
        }
        if !hasModule || moduleProvider == "target" {
            if let entry = entry(bareName: Self.bareName(customClass)) { return entry }
        }
        return nil
    }

    /// Whether some class registered here or in a parent declares `action` as one an unwind
    /// segue can reach (an unwind entry, or one that takes any sender, in its ``ActionTable``).
    func declaresUnwindAction(_ action: ActionName) -> Bool {
        var registry: NibClassRegistry? = self
        while let current = registry {
            for entry in current.byName.values {
                if let declared = ActionDeclarations.declaration(of: action, by: entry.type),
                    declared.isUnwind || declared.senderType == nil
                {
                    return true
                }
            }
            registry = current.parent
        }
        return false
    }

    /// The entry for an archived object's IB default class (`UILabel`), if NibKit has one.
    public func entry(defaultClassOf object: ArchivedObject) -> NibClassEntry? {
        guard let name = object.defaultClass else { return nil }
        return entry(named: name)
    }

    /// `NibKit.`, the prefix of the framework's own Swift names.
    static let frameworkPrefix = SwiftTypeName.of(View.self).prefix { $0 != "." } + "."

    static func bareName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
