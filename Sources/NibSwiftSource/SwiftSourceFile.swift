/// What the scanner found in one Swift file.
package struct SwiftSourceFile: Hashable, Sendable {
    /// The path as the caller gave it.
    package var file: String
    /// The module the file belongs to, if known.
    package var module: String?
    /// Every type and extension declaration, in source order (outer before inner).
    package var types: [SwiftTypeDeclaration]
    /// The `// nibload:` directive comments, in source order.
    package var directives: [SwiftDirectiveComment]
    /// The modules it imports, in order (`UIKit`, `Foundation`).
    package var imports: [String] = []
    /// Its `typealias` declarations: alias (qualified by enclosing types) → aliased type as written.
    package var typealiases: [String: String] = [:]
    /// Names it calls (`name(`) or names in `#selector(…)`, other than in declarations.
    package var referencedNames: Set<String> = []

    /// The UI platform its imports imply: `UIKit` → CocoaTouch, `AppKit`/`Cocoa` → AppKit,
    /// `WatchKit` → WatchKit; nil when it imports none or more than one of them.
    package var importedPlatform: SourcePlatform? {
        let platforms = Set(imports.compactMap(SourcePlatform.init(importedModule:)))
        return platforms.count == 1 ? platforms.first : nil
    }
    /// Selectors the file's Objective-C method bodies name, sorted: `@selector(a:b:)` in full, and
    /// the keywords of message sends one by one (`a:` and `b:` for `[self a:x b:y]`, `reload` for
    /// `[self reload]`). Generous on purpose: it only keeps `unused-action` quiet. Empty for Swift files.
    package var selectorReferences: [String]

    /// Creates a scanned file.
    /// - Parameters:
    ///   - file: The path.
    ///   - module: The module.
    ///   - types: The declarations.
    ///   - directives: The directive comments.
    ///   - selectorReferences: The selectors its Objective-C code names.
    package init(
        file: String, module: String?, types: [SwiftTypeDeclaration], directives: [SwiftDirectiveComment] = [],
        selectorReferences: [String] = []
    ) {
        self.file = file
        self.module = module
        self.types = types
        self.directives = directives
        self.selectorReferences = selectorReferences
    }
}

/// A `//` comment whose text starts with `nibload:` (``SwiftSourceScanner/directivePrefix``), such
/// as `// nibload:disable unused-outlet`, and the declaration it stands before.
package struct SwiftDirectiveComment: Hashable, Sendable {
    /// The text after `//`.
    package var text: String
    /// Where `//` is.
    package var position: SwiftSourcePosition
    /// The name of the type, `@IBOutlet` or action method the comment applies to: the declaration
    /// that follows it (only comments and blank lines between), when the comment is on a line of
    /// its own, or the declaration on the comment's line when it ends a line of code. Nil when it
    /// applies to none of them.
    package var declaration: SwiftSourcePosition?

    /// Creates a directive comment.
    /// - Parameters:
    ///   - text: The text after `//`.
    ///   - position: Where `//` is.
    ///   - declaration: The name position of the declaration it applies to.
    package init(text: String, position: SwiftSourcePosition, declaration: SwiftSourcePosition?) {
        self.text = text
        self.position = position
        self.declaration = declaration
    }
}

/// The UI framework family a source file is compiled for, as far as the linter can tell.
package enum SourcePlatform: String, Hashable, Sendable, CaseIterable {
    /// UIKit: iOS, iPadOS, tvOS, Mac Catalyst.
    case cocoaTouch
    /// AppKit: macOS.
    case appKit
    /// WatchKit: watchOS.
    case watchKit

    /// The platform a UI module import implies (`UIKit`, `AppKit`, `Cocoa`, `WatchKit`), else nil.
    /// - Parameter module: The imported module.
    package init?(importedModule module: String) {
        switch module {
        case "UIKit": self = .cocoaTouch
        case "AppKit", "Cocoa": self = .appKit
        case "WatchKit": self = .watchKit
        default: return nil
        }
    }

    /// The platform of an Xcode `SDKROOT` setting (`iphoneos`, `macosx`, `watchos`, `appletvos`).
    /// - Parameter sdk: The setting's value.
    package init?(sdkRoot sdk: String) {
        let value = sdk.lowercased()
        if value.hasPrefix("iphone") || value.hasPrefix("appletv") || value.hasPrefix("xros") {
            self = .cocoaTouch
        } else if value.hasPrefix("macosx") {
            self = .appKit
        } else if value.hasPrefix("watch") {
            self = .watchKit
        } else {
            return nil
        }
    }
}
