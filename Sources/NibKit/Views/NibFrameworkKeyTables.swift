/// The outlet and runtime-attribute keys of NibKit's classes that are plain properties, for
/// ``NibFrameworkKeys``.
enum NibFrameworkKeyTables {
    /// Hands every key to `add`.
    static func register(_ add: (AnyClass, String, NibFrameworkKeys.Key) -> Void) {}
}
