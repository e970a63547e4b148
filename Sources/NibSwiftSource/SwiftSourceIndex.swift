/// Many scanned files merged: answers which types exist and what outlets and actions they have,
/// including inherited ones and those of UIKit/AppKit base classes (`FrameworkClasses`).
///
/// A type is one qualified name in one module: two targets that each declare a
/// `SettingsViewController` give two types, never one merged type. Names are resolved near a
/// type (its own module first, then its platform), so a macOS class's superclass is not taken from
/// the iOS target.
package struct SwiftSourceIndex: Sendable {
    /// Every type, sorted by qualified name then module then first position.
    package let types: [SwiftType]
    /// Every `typealias` of the files: alias → aliased type as written.
    package let typealiases: [String: String]
    /// Every name the files call or name in `#selector(…)`.
    package let referencedNames: Set<String>
    private let byQualifiedName: [String: [Int]]
    private let byObjCName: [String: [Int]]
    private let bySimpleName: [String: [Int]]

    /// One step of a superclass chain.
    package enum Ancestor: Sendable {
        /// A type of the index.
        case type(SwiftType)
        /// A framework class (in `FrameworkClasses` or not).
        case framework(String)

        /// The class name as messages show it.
        package var name: String {
            switch self {
            case .type(let type): type.qualifiedName
            case .framework(let name): name
            }
        }
    }

    /// Builds the index. Declarations merge by module and qualified name; extensions merge into the
    /// type they extend, resolved in their own module, through typealiases, then among the types of
    /// their platform (into each of them when several modules declare the name); extensions of
    /// types the index does not declare become types of kind `.extension`. A type declared twice
    /// (e.g. in two `#if` branches) keeps the first declaration's inheritance.
    /// - Parameter files: The scanned files.
    package init(_ files: [SwiftSourceFile]) {
        var aliases: [String: String] = [:]
        var referenced: Set<String> = []
        for file in files {
            aliases.merge(file.typealiases) { first, _ in first }
            referenced.formUnion(file.referencedNames)
        }
        typealiases = aliases
        referencedNames = referenced
        var (merged, keyIndex, extensions) = Self.mergedDeclarations(files.flatMap(\.types))
        Self.mergeExtensions(extensions, into: &merged, keyIndex: &keyIndex, aliases: aliases)
        merged.sort {
            ($0.qualifiedName, $0.module ?? "", $0.positions.first?.file ?? "", $0.positions.first?.line ?? 0)
                < ($1.qualifiedName, $1.module ?? "", $1.positions.first?.file ?? "", $1.positions.first?.line ?? 0)
        }
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

    /// The declarations (not extensions) merged by module, platform and qualified name, in the
    /// order first declared, with the index of each key; the extensions set aside, in order.
    private static func mergedDeclarations(
        _ declarations: [SwiftTypeDeclaration]
    ) -> (merged: [SwiftType], keyIndex: [String: Int], extensions: [SwiftTypeDeclaration]) {
        var merged: [SwiftType] = []
        var keyIndex: [String: Int] = [:]
        var extensions: [SwiftTypeDeclaration] = []
        for declaration in declarations {
            if declaration.kind == .extension {
                extensions.append(declaration)
                continue
            }
            let key = Self.key(declaration.module, declaration.platform, declaration.qualifiedName)
            if let index = keyIndex[key] {
                merged[index].merge(declaration)
                if merged[index].objcName == nil { merged[index].objcName = declaration.objcName }
            } else {
                keyIndex[key] = merged.count
                var type = SwiftType(
                    kind: declaration.kind, qualifiedName: declaration.qualifiedName, module: declaration.module,
                    inheritedTypes: declaration.inheritedTypes, objcName: declaration.objcName, outlets: [],
                    actions: [],
                    positions: [], language: declaration.language)
                type.merge(declaration)
                merged.append(type)
            }
        }
        return (merged, keyIndex, extensions)
    }

    /// Merges each extension into the types it extends; one of a type the files do not declare
    /// becomes (or merges into) a type of kind `.extension` under its dealiased name.
    private static func mergeExtensions(
        _ extensions: [SwiftTypeDeclaration], into merged: inout [SwiftType], keyIndex: inout [String: Int],
        aliases: [String: String]
    ) {
        var nameIndex: [String: [Int]] = [:]
        for (index, type) in merged.enumerated() { nameIndex[type.qualifiedName, default: []].append(index) }
        for ext in extensions {
            let targets = resolveExtension(
                ext, merged: merged, keyIndex: keyIndex, nameIndex: nameIndex, aliases: aliases)
            if !targets.isEmpty {
                for index in targets { merged[index].merge(ext) }
                continue
            }
            let name = FrameworkClasses.stripModule(dealias(ext.qualifiedName, aliases))
            let key = Self.key(nil, nil, name)
            if let index = keyIndex[key] {
                merged[index].merge(ext)
            } else {
                keyIndex[key] = merged.count
                nameIndex[name, default: []].append(merged.count)
                var type = SwiftType(
                    kind: .extension, qualifiedName: name, module: nil, inheritedTypes: [], objcName: nil, outlets: [],
                    actions: [], positions: [], language: ext.language)
                type.merge(ext)
                merged.append(type)
            }
        }
    }

    /// Declarations merge when module, platform and qualified name are the same.
    private static func key(_ module: String?, _ platform: SourcePlatform?, _ name: String) -> String {
        (module ?? "") + "|" + (platform?.rawValue ?? "") + "|" + name
    }

    /// Follows typealiases (at most a few steps, so alias cycles end).
    private static func dealias(_ name: String, _ aliases: [String: String]) -> String {
        var current = name
        for _ in 0..<8 {
            guard
                let next = aliases[current] ?? aliases[current.split(separator: ".").last.map(String.init) ?? current],
                next != current
            else { break }
            current = next
        }
        return current
    }

    private static func resolveExtension(
        _ ext: SwiftTypeDeclaration, merged: [SwiftType], keyIndex: [String: Int], nameIndex: [String: [Int]],
        aliases: [String: String]
    ) -> [Int] {
        for name in [ext.qualifiedName, dealias(ext.qualifiedName, aliases)] {
            if let index = keyIndex[key(ext.module, ext.platform, name)], merged[index].kind != .extension {
                return [index]
            }
            let candidates = (nameIndex[name] ?? []).filter { merged[$0].kind != .extension }
            if !candidates.isEmpty {
                let fitting = candidates.filter { merged[$0].fits(ext.platform) }
                let sameModule = fitting.filter { ext.module != nil && merged[$0].module == ext.module }
                if !sameModule.isEmpty { return sameModule }
                return fitting.isEmpty ? candidates : fitting
            }
            if let dot = name.firstIndex(of: ".") {
                let module = String(name[..<dot])
                let rest = String(name[name.index(after: dot)...])
                let matches = (nameIndex[rest] ?? []).filter {
                    merged[$0].module == module && merged[$0].kind != .extension
                }
                if !matches.isEmpty { return matches }
            }
        }
        return []
    }

    /// The types a name may mean: by qualified name, module-qualified name (`MyApp.ViewController`),
    /// `@objc` name, typealias, or simple name, the first of those that matches anything.
    /// - Parameter name: The name.
    package func candidates(named name: String) -> [SwiftType] {
        if let matches = byQualifiedName[name] { return matches.map { types[$0] } }
        if let dot = name.firstIndex(of: ".") {
            let module = String(name[..<dot])
            let rest = String(name[name.index(after: dot)...])
            let matches = (byQualifiedName[rest] ?? []).filter { types[$0].module == module }
            if !matches.isEmpty { return matches.map { types[$0] } }
        }
        if let matches = byObjCName[name] { return matches.map { types[$0] } }
        let aliased = Self.dealias(name, typealiases)
        if aliased != name, let matches = byQualifiedName[aliased] { return matches.map { types[$0] } }
        if let matches = bySimpleName[name] { return matches.map { types[$0] } }
        return []
    }

    /// Finds a type by name (see ``candidates(named:)``), preferring declarations over extensions;
    /// when several modules declare it, the first in sorted order.
    /// - Parameter name: The name.
    package func type(named name: String) -> SwiftType? {
        let found = candidates(named: name)
        return found.first { $0.kind != .extension } ?? found.first
    }

    /// Finds a type by name as seen from another type: in the same module first, then among the
    /// types of its platform, then anywhere.
    /// - Parameters:
    ///   - name: The name.
    ///   - context: The type whose code names it, if any.
    package func type(named name: String, near context: SwiftType?) -> SwiftType? {
        let found = candidates(named: name)
        guard let context, found.count > 1 else { return found.first { $0.kind != .extension } ?? found.first }
        let declared = found.filter { $0.kind != .extension }
        if let same = declared.first(where: {
            $0.module == context.module
                && ($0.platforms.isEmpty || context.platforms.isEmpty
                    || !$0.platforms.isDisjoint(with: context.platforms))
        }) {
            return same
        }
        if let fitting = declared.first(where: {
            $0.platforms.isEmpty || !$0.platforms.isDisjoint(with: context.platforms)
        }) {
            return fitting
        }
        return declared.first ?? found.first
    }

    /// Finds a type as Interface Builder names it: `customClass` plus `customModule`. Without a
    /// module, the same as `type(named:)`.
    /// - Parameters:
    ///   - name: The class name.
    ///   - module: The module, if the document names one.
    package func type(named name: String, module: String?) -> SwiftType? {
        guard let module else { return type(named: name) }
        if let match = byQualifiedName[name]?.first(where: { types[$0].module == module }) { return types[match] }
        if let match = byObjCName[name]?.first(where: { types[$0].module == module }) { return types[match] }
        return nil
    }

    /// The superclasses of a type, nearest first: index types (resolved near the type that names
    /// them), then framework classes from the table. Stops at a class neither knows (still listed)
    /// and at cycles.
    /// - Parameter type: The type.
    package func ancestors(of type: SwiftType) -> [Ancestor] {
        var result: [Ancestor] = []
        var visited: Set<String> = [Self.key(type.module, type.platforms.first, type.qualifiedName)]
        var current: (name: String, context: SwiftType?)? =
            type.kind == .extension ? nil : type.superclass.map { ($0, type) }
        if type.kind == .extension {
            current = FrameworkClasses.entry(for: type.qualifiedName)?.superclass.map { ($0, nil) }
        }
        while let (name, context) = current {
            if let found = self.type(named: name, near: context), found.kind != .extension {
                guard found.kind == .class else { break }
                guard visited.insert(Self.key(found.module, found.platforms.first, found.qualifiedName)).inserted else {
                    break
                }
                result.append(.type(found))
                current = found.superclass.map { ($0, found) }
            } else {
                let bare = FrameworkClasses.stripModule(name)
                guard visited.insert("|" + bare).inserted else { break }
                result.append(.framework(bare))
                current = FrameworkClasses.entry(for: bare)?.superclass.map { ($0, nil) }
            }
        }
        return result
    }

    /// The superclass names of a type (see ``ancestors(of:)``), e.g.
    /// `["BaseViewController", "UIViewController", "UIResponder", "NSObject"]`.
    /// - Parameter name: The type name, as `type(named:)` accepts it, or a framework class.
    package func superclassChain(of name: String) -> [String] {
        if let type = type(named: name) { return ancestors(of: type).map(\.name) }
        let bare = FrameworkClasses.stripModule(name)
        var chain: [String] = []
        var current = FrameworkClasses.entry(for: bare)?.superclass
        var visited: Set<String> = [bare]
        while let next = current, visited.insert(next).inserted {
            chain.append(next)
            current = FrameworkClasses.entry(for: next)?.superclass
        }
        return chain
    }

    /// The steps from a type up: itself, then its ancestors.
    private func lineage(of type: SwiftType) -> [Ancestor] {
        (type.kind == .extension ? [.framework(type.qualifiedName)] : [.type(type)]) + ancestors(of: type)
    }

    /// Whether the type or a superclass in the index is `@objcMembers`.
    /// - Parameter type: The type.
    package func isObjCMembers(_ type: SwiftType) -> Bool {
        lineage(of: type).contains { if case .type(let t) = $0 { t.isObjCMembers } else { false } }
    }

    /// The members declared by one step: its own, or a framework class's table entry plus the
    /// index's extensions of it.
    private func members(of step: Ancestor) -> (own: SwiftType?, entry: FrameworkClasses.Entry?, owner: String) {
        switch step {
        case .type(let type): (type, nil, type.qualifiedName)
        case .framework(let name):
            (candidates(named: name).first { $0.kind == .extension }, FrameworkClasses.entry(for: name), name)
        }
    }

    /// The outlets of a type, its superclasses in the index, and the framework classes it
    /// inherits from, most derived first; an outlet redeclared lower down hides the inherited one.
    /// - Parameter type: The type.
    package func outlets(of type: SwiftType) -> [SwiftOutlet] {
        var seen: Set<String> = []
        var result: [SwiftOutlet] = []
        for step in lineage(of: type) {
            let (own, entry, owner) = members(of: step)
            var found = own?.outlets ?? []
            if let entry {
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

    /// The outlets of a type by name (see ``outlets(of:)-(SwiftType)``); framework classes too.
    /// - Parameter name: The type name.
    package func outlets(of name: String) -> [SwiftOutlet] {
        if let type = type(named: name) { return outlets(of: type) }
        return outlets(
            of: SwiftType(
                kind: .extension, qualifiedName: FrameworkClasses.stripModule(name), module: nil, inheritedTypes: [],
                objcName: nil, outlets: [], actions: [], positions: []))
    }

    /// The properties key-value coding can set on a type besides its outlets: `@objc` instance
    /// variables, and every instance variable under `@objcMembers`, own and inherited.
    /// - Parameter type: The type.
    package func settableProperties(of type: SwiftType) -> [String] {
        let exposed = isObjCMembers(type)
        var result: [String] = []
        for step in lineage(of: type) {
            guard case .type(let own) = step else { continue }
            result += own.objcProperties
            if exposed { result += own.plainProperties }
        }
        return result
    }

    /// The actions of a type and everything it inherits from, most derived first, unique by
    /// selector; under `@objcMembers` its plain methods too.
    /// - Parameter type: The type.
    package func actions(of type: SwiftType) -> [SwiftAction] {
        let exposed = isObjCMembers(type)
        var seen: Set<String> = []
        var result: [SwiftAction] = []
        for step in lineage(of: type) {
            let (own, entry, owner) = members(of: step)
            var found: [SwiftAction] = own?.actions ?? []
            if exposed, let own { found += own.plainMethods }
            if let entry {
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

    /// The actions of a type by name (see ``actions(of:)-(SwiftType)``); framework classes too.
    /// - Parameter name: The type name.
    package func actions(of name: String) -> [SwiftAction] {
        if let type = type(named: name) { return actions(of: type) }
        return actions(
            of: SwiftType(
                kind: .extension, qualifiedName: FrameworkClasses.stripModule(name), module: nil, inheritedTypes: [],
                objcName: nil, outlets: [], actions: [], positions: []))
    }
}
