/// Where third-party code sits in a project: declarations there are not the project's to delete, so
/// the rules that report unused declarations skip them.
enum ThirdPartySourcePaths {
    private static let folders: Set<Substring> = ["Pods", "Carthage", ".build", "Vendor", "vendor", "ThirdParty"]

    /// Whether a path lies in `Pods/`, `Carthage/`, `.build/` (SwiftPM checkouts), a vendored
    /// folder, or a `.framework`/`.xcframework` bundle's headers.
    static func contains(_ path: String) -> Bool {
        path.split(separator: "/").contains {
            folders.contains($0) || $0.hasSuffix(".framework") || $0.hasSuffix(".xcframework")
        }
    }
}
