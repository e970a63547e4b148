/// Many scanned files merged: answers which types exist and what outlets and actions they have,
/// including inherited ones and those of UIKit/AppKit base classes (`FrameworkClasses`).
public struct SwiftSourceIndex: Sendable {
    /// Every type, sorted by qualified name then module.
    public let types: [SwiftType]
    private let byQualifiedName: [String: [Int]]
    private let byObjCName: [String: [Int]]
    private let bySimpleName: [String: [Int]]

    /// Builds the index. Extensions merge into the type with the same qualified name (preferring the
    /// same module, then any module); extensions of types the index does not declare become types
    /// of kind `.extension`. A type declared twice (e.g. in two `#if` branches) keeps the first
    /// declaration's inheritance.
    /// - Parameter files: The scanned files.
    public init(_ files: [SwiftSourceFile]) {
        var merged: [SwiftType] = []
        var keyIndex: [String: Int] = [:]
        var extensions: [SwiftTypeDeclaration] = []
        let declarations = files.flatMap(\.types)
        for declaration in declarations {
            if declaration.kind == .extension {
                extensions.append(declaration)
                continue
            }
            let key = (declaration.module ?? "") + "|" + declaration.qualifiedName
            if let index = keyIndex[key] {
                merged[index].outlets += declaration.outlets
                merged[index].actions += declaration.actions
                merged[index].positions.append(declaration.position)
                if merged[index].objcName == nil { merged[index].objcName = declaration.objcName }
            } else {
                keyIndex[key] = merged.count
                merged.append(
                    SwiftType(
                        kind: declaration.kind, qualifiedName: declaration.qualifiedName, module: declaration.module,
                        inheritedTypes: declaration.inheritedTypes, objcName: declaration.objcName,
                        outlets: declaration.outlets, actions: declaration.actions, positions: [declaration.position],
                        language: declaration.language))
            }
        }
        var nameIndex: [String: [Int]] = [:]
        for (index, type) in merged.enumerated() { nameIndex[type.qualifiedName, default: []].append(index) }
        for ext in extensions {
            let target = Self.resolveExtension(ext, merged: merged, keyIndex: keyIndex, nameIndex: nameIndex)
            if let index = target {
                merged[index].outlets += ext.outlets
                merged[index].actions += ext.actions
                merged[index].positions.append(ext.position)
            } else {
                let name = FrameworkClasses.stripModule(ext.qualifiedName)
                let key = "|" + name
                if let index = keyIndex[key] {
                    merged[index].outlets += ext.outlets
                    merged[index].actions += ext.actions
                    merged[index].positions.append(ext.position)
                } else {
                    keyIndex[key] = merged.count
                    nameIndex[name, default: []].append(merged.count)
                    merged.append(
                        SwiftType(
                            kind: .extension, qualifiedName: name, module: nil, inheritedTypes: [], objcName: nil,
                            outlets: ext.outlets, actions: ext.actions, positions: [ext.position], language: ext.language))
                }
            }
        }
        merged.sort { ($0.qualifiedName, $0.module ?? "") < ($1.qualifiedName, $1.module ?? "") }
        types = merged
        var qualified: [String: [Int]] = [:]
        var objc: [String: [Int]] = [:]
        var simple: [String: [Int]] = [:]
        for (index, type) in merged.enumerated() {
            qualified[type.qualifiedName, default: []].append(index)
            if let objcName = type.objcName { objc[objcName, default: []].append(index) }
            simple[type.name, default: []].append(index)
        }
        byQualifiedName = qualified
        byObjCName = objc
        bySimpleName = simple
    }

    private static func resolveExtension(
        _ ext: SwiftTypeDeclaration, merged: [SwiftType], keyIndex: [String: Int], nameIndex: [String: [Int]]
    ) -> Int? {
        if let index = keyIndex[(ext.module ?? "") + "|" + ext.qualifiedName] { return index }
        if let first = nameIndex[ext.qualifiedName]?.first, merged[first].kind != .extension { return first }
        if let dot = ext.qualifiedName.firstIndex(of: ".") {
            let module = String(ext.qualifiedName[..<dot])
            let rest = String(ext.qualifiedName[ext.qualifiedName.index(after: dot)...])
            if let index = keyIndex[module + "|" + rest] { return index }
        }
        return nil
    }

    /// Finds a type by qualified name (`Outer.Inner`), module-qualified name (`MyApp.ViewController`),
    /// `@objc` name, or unambiguous simple name, in that order.
    /// - Parameter name: The name.
    public func type(named name: String) -> SwiftType? {
        if let first = byQualifiedName[name]?.first { return types[first] }
        if let dot = name.firstIndex(of: ".") {
            let module = String(name[..<dot])
            let rest = String(name[name.index(after: dot)...])
            if let match = byQualifiedName[rest]?.first(where: { types[$0].module == module }) { return types[match] }
        }
        if let first = byObjCName[name]?.first { return types[first] }
        if let matches = bySimpleName[name], matches.count == 1, let only = matches.first { return types[only] }
        return nil
    }

    /// Finds a type as Interface Builder names it: `customClass` plus `customModule`. Without a
    /// module, the same as `type(named:)`.
    /// - Parameters:
    ///   - name: The class name.
    ///   - module: The module, if the document names one.
    public func type(named name: String, module: String?) -> SwiftType? {
        guard let module else { return type(named: name) }
        if let match = byQualifiedName[name]?.first(where: { types[$0].module == module }) { return types[match] }
        if let match = byObjCName[name]?.first(where: { types[$0].module == module }) { return types[match] }
        return nil
    }

    /// The superclasses of a type, nearest first, following index types and then the framework
    /// table (`["BaseViewController", "UIViewController", "UIResponder", "NSObject"]`). Stops at a
    /// class neither knows, which is still listed, and at cycles.
    /// - Parameter name: The type name, as `type(named:)` accepts it, or a framework class.
    public func superclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var visited: Set<String> = [canonicalName(name)]
        var current = superclassName(of: name)
        while let next = current {
            let canonical = canonicalName(next)
            guard !visited.contains(canonical) else { break }
            visited.insert(canonical)
            if let type = type(named: next), type.kind == .protocol { break }
            chain.append(canonical)
            current = superclassName(of: next)
        }
        return chain
    }

    /// The outlets of a type, its superclasses in the index, and the framework classes it
    /// inherits from, most derived first; an outlet redeclared lower down hides the inherited one.
    /// - Parameter name: The type name.
    public func outlets(of name: String) -> [SwiftOutlet] {
        var seen: Set<String> = []
        var result: [SwiftOutlet] = []
        for className in [name] + superclassChain(of: name) {
            var found: [SwiftOutlet] = type(named: className)?.outlets ?? []
            if let entry = FrameworkClasses.entry(for: className) {
                let owner = FrameworkClasses.stripModule(className)
                found += entry.outlets.map {
                    SwiftOutlet(
                        name: $0, typeName: "", declaredType: "", isCollection: false, optionality: .optional,
                        declaringType: owner, position: nil)
                }
                found += entry.outletCollections.map {
                    SwiftOutlet(
                        name: $0, typeName: "", declaredType: "", isCollection: true, optionality: .optional,
                        declaringType: owner, position: nil)
                }
            }
            // A marked outlet of a class wins over what key-value coding would find under that name.
            found = found.filter(\.isMarkedOutlet) + found.filter { !$0.isMarkedOutlet }
            for outlet in found where seen.insert(outlet.name).inserted { result.append(outlet) }
        }
        return result
    }

    /// The actions of a type and everything it inherits from, most derived first, unique by selector.
    /// - Parameter name: The type name.
    public func actions(of name: String) -> [SwiftAction] {
        var seen: Set<String> = []
        var result: [SwiftAction] = []
        for className in [name] + superclassChain(of: name) {
            var found: [SwiftAction] = type(named: className)?.actions ?? []
            if let entry = FrameworkClasses.entry(for: className) {
                let owner = FrameworkClasses.stripModule(className)
                found += entry.actions.map { selector in
                    let base = String(selector.prefix { $0 != ":" })
                    let count = selector.filter { $0 == ":" }.count
                    return SwiftAction(
                        name: base, swiftSignature: base + "(" + String(repeating: "_:", count: count) + ")",
                        selector: selector, kind: .ibAction, parameterCount: count, declaringType: owner, position: nil)
                }
            }
            for action in found where seen.insert(action.selector).inserted { result.append(action) }
        }
        return result
    }

    private func canonicalName(_ name: String) -> String {
        if let type = type(named: name) { return type.qualifiedName }
        return FrameworkClasses.stripModule(name)
    }

    private func superclassName(of name: String) -> String? {
        if let type = type(named: name), type.kind != .extension { return type.superclass }
        return FrameworkClasses.entry(for: name)?.superclass
    }
}
