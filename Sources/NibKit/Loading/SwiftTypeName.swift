/// The Swift name of a type as a program that imports NibKit spells it.
///
/// The runtime's classes live in `NibRuntime`, which NibKit re-exports, so `String(reflecting:)`
/// says `NibRuntime.Label`; registries, nib-name candidates and messages use `NibKit.Label`, the
/// name they had before the runtime became a module of its own (and the module a user imports).
enum SwiftTypeName {
    /// `String(reflecting: type)` with the runtime's module named `NibKit`.
    ///
    /// Spelled `_typeName(type, qualified: true)`, which is what `String(reflecting:)` prints for a
    /// type, without its protocol-conformance lookups on the metatype (a tenth of start-up, since
    /// the class registry names about 200 classes this way).
    static func of(_ type: Any.Type) -> String {
        _typeName(type, qualified: true).replacing("NibRuntime.", with: "NibKit.")
    }
}
