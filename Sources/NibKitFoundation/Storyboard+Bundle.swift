public import Foundation
public import NibKit

/// `URL` and `Bundle` initialisers, kept out of NibKit (which does not use Foundation) and shipped in
/// the same product: `import NibKitFoundation`, then `Storyboard(name: "Main", bundle: .module)` as
/// UIKit's `UIStoryboard(name:bundle:)`.
@MainActor
extension Storyboard {
    /// Reads the storyboard file at `url`; references look for other storyboards in its folder.
    /// - Throws: ``NibLoadingError/unreadableDocument(file:diagnostics:)`` as
    ///   `init(contentsOf:storyboardFolder:registry:options:)` does.
    public convenience init(
        contentsOf url: URL, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default
    ) throws {
        try self.init(contentsOf: url.path, registry: registry, options: options)
    }

    /// Reads `<name>.storyboard` (else a compiled `<name>.storyboardc` folder) from `bundle` (the
    /// main bundle when nil), as UIKit's `UIStoryboard(name:bundle:)`; with SwiftPM resources,
    /// pass `.module`.
    /// - Throws: ``NibLoadingError/nibNotFound(name:searched:)`` naming the bundle's resource folder
    ///   when the bundle has no such storyboard, or any reading error.
    public convenience init(
        name: String, bundle: Bundle? = nil, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default
    ) throws {
        let bundle = bundle ?? .main
        guard
            let url = bundle.url(forResource: name, withExtension: "storyboard")
                ?? bundle.url(forResource: name, withExtension: "storyboardc")
        else {
            throw NibLoadingError.nibNotFound(
                name: name + ".storyboard", searched: [bundle.resourcePath ?? bundle.bundlePath])
        }
        try self.init(contentsOf: url, registry: registry, options: options)
    }
}

@MainActor
extension Nib {
    /// Reads the document at `url`.
    /// - Throws: ``NibLoadingError/unreadableDocument(file:diagnostics:)`` when it cannot be read.
    public convenience init(
        contentsOf url: URL, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default
    ) throws {
        try self.init(contentsOf: url.path, registry: registry, options: options)
    }

    /// Reads `<name>.xib` (else a compiled `<name>.nib`, file or folder) from `bundle` (the main
    /// bundle when nil), as UIKit's `UINib(nibName:bundle:)`.
    /// - Throws: ``NibLoadingError/nibNotFound(name:searched:)`` when the bundle has no such document.
    public convenience init(
        nibName name: String, bundle: Bundle? = nil, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default
    ) throws {
        let bundle = bundle ?? .main
        guard
            let url = bundle.url(forResource: name, withExtension: "xib")
                ?? bundle.url(forResource: name, withExtension: "nib")
        else {
            throw NibLoadingError.nibNotFound(name: name + ".xib", searched: [bundle.resourcePath ?? bundle.bundlePath])
        }
        try self.init(contentsOf: url, registry: registry, options: options)
    }
}
