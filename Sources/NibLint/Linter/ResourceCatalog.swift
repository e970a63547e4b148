/// The images and named colours a project provides: the sets of its asset catalogs (`*.xcassets`,
/// with the namespaces folders add when their `Contents.json` says `"provides-namespace": true`)
/// and its loose image files (`icon.png`, `icon@2x.png`, `icon~ipad.png` all provide `icon`).
/// Names compare case-insensitively, as asset catalog lookups do.
struct ResourceCatalog: Sendable {
    /// Image names, lower-cased (image sets, symbol sets, loose images with and without extension).
    private(set) var images: Set<String> = []
    /// Colour set names, lower-cased.
    private(set) var colors: Set<String> = []
    /// How many asset catalogs were found.
    private(set) var catalogCount = 0
    /// How many loose image files were found.
    private(set) var looseImageCount = 0

    /// Whether anything was found: the image and colour rules only run when the linted tree has
    /// resources to compare with.
    var isEmpty: Bool { catalogCount == 0 && looseImageCount == 0 }

    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "pdf", "gif", "heic", "tif", "tiff", "svg", "webp", "bmp", "icns",
    ]

    /// Whether an image name is provided.
    func hasImage(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if images.contains(lowered) { return true }
        if Self.imageExtensions.contains(FilePath.pathExtension(lowered)), images.contains(Self.stripped(lowered)) {
            return true
        }
        // A path into a folder reference (`Icons/play`): the file name alone.
        if lowered.contains("/"), images.contains(Self.stripped(FilePath.lastComponent(lowered))) { return true }
        return false
    }

    /// Whether a colour name is provided.
    func hasColor(_ name: String) -> Bool { colors.contains(name.lowercased()) }

    /// Builds the catalog from file paths.
    /// - Parameters:
    ///   - files: Paths of every `Contents.json` and image file under the linted tree.
    ///   - read: Reads a `Contents.json` (for `provides-namespace`).
    init(files: [String], read: (String) -> String?) {
        var catalogs: Set<String> = []
        var namespaces: [String: Bool] = [:]
        func providesNamespace(_ folder: String) -> Bool {
            if let known = namespaces[folder] { return known }
            let text = read(FilePath.join(folder, "Contents.json")) ?? ""
            let compact = text.filter { !$0.isWhitespace }
            let provides = compact.contains("\"provides-namespace\":true")
            namespaces[folder] = provides
            return provides
        }
        for file in files {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if let catalog = parts.lastIndex(where: { $0.lowercased().hasSuffix(".xcassets") }) {
                catalogs.insert(parts[...catalog].joined(separator: "/"))
                var prefix = ""
                var folder = parts[...catalog].joined(separator: "/")
                for part in parts[(catalog + 1)...].dropLast() {
                    let kind = FilePath.pathExtension(part)
                    let name = FilePath.stem(part)
                    switch kind {
                    case "imageset", "symbolset", "imagestack", "brandassets", "appiconset", "iconset":
                        images.insert((prefix + name).lowercased())
                    case "colorset":
                        colors.insert((prefix + name).lowercased())
                    default:
                        break
                    }
                    if !kind.isEmpty, kind != "lproj" { break }
                    folder = FilePath.join(folder, part)
                    if providesNamespace(folder) { prefix += part + "/" }
                }
                continue
            }
            let name = FilePath.lastComponent(file).lowercased()
            guard Self.imageExtensions.contains(FilePath.pathExtension(name)) else { continue }
            looseImageCount += 1
            images.insert(name)
            images.insert(Self.stripped(name))
        }
        catalogCount = catalogs.count
    }

    /// `icon@2x~ipad.png` → `icon`.
    static func stripped(_ name: String) -> String {
        var stem = FilePath.stem(name)
        for suffix in ["~ipad", "~iphone"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        for scale in ["@1x", "@2x", "@3x"] where stem.hasSuffix(scale) { stem = String(stem.dropLast(scale.count)) }
        for suffix in ["~ipad", "~iphone"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        return stem
    }

    /// Scans folders for asset catalogs and loose images (hidden folders skipped).
    static func scan(paths: [String]) -> ResourceCatalog {
        var files: [String] = []
        for path in paths where FilePath.kind(of: path) == .directory {
            files += FileDiscovery.walk(path, extensions: imageExtensions.union(["json"])).files
        }
        return ResourceCatalog(
            files: files.filter { !$0.hasSuffix(".json") || $0.hasSuffix("/Contents.json") }, read: FilePath.readText)
    }
}
