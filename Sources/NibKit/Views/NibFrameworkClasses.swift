/// NibKit's classes under the UIKit names Interface Builder's elements default to (``ClassMap``),
/// registered into the shared ``NibClassRegistry``. Elements without an entry here become
/// ``GenericObject``s.
enum NibFrameworkClasses {
    /// The entry for elements NibKit has no class for.
    static let genericEntry = NibClassEntry(GenericObject.self, name: "GenericObject")

    /// Registers every framework class under its UIKit name and its NibKit name.
    static func register(into registry: NibClassRegistry) {
        registry.register(genericEntry)
        registry.register(NibClassEntry(GenericObject.self, name: "NSObject"))
    }
}
