import NibCoding

/// The registry's access to ``MangledClassName`` (kept apart so the registry file stays about lookup).
enum MangledClassNameLookup {
    static func demangle(_ name: String) -> String? {
        name.hasPrefix("_Tt") ? MangledClassName.demangle(name) : nil
    }
}
