import Glibc

/// A folder of `.xib` files that controllers created in code find their nibs in,
/// the stand-in for an app bundle's nibs.
///
/// ```swift
/// let bundle = NibBundle(folder: "Resources")
/// bundle.install()                                  // ViewController.nibLocator now searches it
/// let profile = ProfileViewController()             // no nib name
/// profile.loadViewIfNeeded()                        // loads App.ProfileView.xib, else App.ProfileViewController.xib
/// ```
///
/// A controller with a ``ViewController/nibName`` loads `<folder>/<nibName>.xib` (a missing file
/// fails the view load with ``NibLoadingError/nibNotFound(name:searched:)``). A controller without
/// one searches by its runtime class name, module-qualified first as Swift's UIKit does:
/// `App.ProfileView` (the name without its trailing `Controller`), then
/// `App.ProfileViewController`; with ``allowsBareClassNames`` also `ProfileView` and
/// `ProfileViewController`. When nothing matches the controller makes its default empty view.
/// The nib is instantiated with the controller as File's Owner and must connect its `view` outlet.
@MainActor
public final class NibBundle {
    /// The folder holding the nibs.
    public let folder: String
    /// The classes the nibs' class names resolve to.
    public let registry: NibClassRegistry
    /// How the nibs treat unmatched classes.
    public var options: NibLoadOptions
    /// Whether the search by class name also tries names without the module (off by default, as
    /// in UIKit for Swift classes).
    public var allowsBareClassNames = false
    private var cache: [String: Nib] = [:]

    /// Creates a bundle over a folder.
    public init(folder: String, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default) {
        self.folder = folder
        self.registry = registry
        self.options = options
    }

    /// Makes this bundle the one controllers created in code search (``ViewController/nibLocator``).
    public func install() {
        ViewController.nibLocator = { [self] controller in viewNib(for: controller) }
    }

    /// Stops controllers from searching any bundle.
    public static func uninstall() { ViewController.nibLocator = nil }

    /// The path of the nib named `name`, when the file exists: `name.xib`, else a compiled
    /// `name.nib` (file or folder).
    public func path(forNibNamed name: String) -> String? {
        let path = StoryboardPaths.join(folder, name + ".xib")
        if access(path, R_OK) == 0 { return path }
        let compiled = StoryboardPaths.join(folder, name + ".nib")
        return access(compiled, R_OK) == 0 ? compiled : nil
    }

    /// The names searched for a controller class, in order.
    public func candidateNames(for type: AnyClass) -> [String] {
        let qualified = SwiftTypeName.of(type)
        let bare = NibClassRegistry.bareName(qualified)
        var names: [String] = []
        func add(_ name: String) {
            if qualified.hasSuffix("Controller"), name.hasSuffix("Controller") {
                names.append(String(name.dropLast("Controller".count)))
            }
            names.append(name)
        }
        add(qualified)
        if allowsBareClassNames, bare != qualified { add(bare) }
        return names
    }

    /// The nib name a controller would load: its ``ViewController/nibName``, else the first
    /// candidate name whose file exists.
    public func nibName(for controller: ViewController) -> String? {
        if let name = controller.nibName { return name }
        return candidateNames(for: type(of: controller)).first { path(forNibNamed: $0) != nil }
    }

    /// The loaded nib named `name` (cached).
    public func nib(named name: String) throws -> Nib {
        if let cached = cache[name] { return cached }
        guard let path = path(forNibNamed: name) else {
            throw NibLoadingError.nibNotFound(name: name, searched: [StoryboardPaths.join(folder, name + ".xib")])
        }
        let nib = try Nib(contentsOf: path, registry: registry, options: options)
        cache[name] = nib
        return nib
    }

    /// The view nib a controller created in code loads, or nil to let it make its default view.
    public func viewNib(for controller: ViewController) -> ViewNib? {
        guard let name = nibName(for: controller) else { return nil }
        return ViewNib(name: name) { [self] owner in
            _ = try nib(named: name).instantiate(owner: owner)
        }
    }
}
