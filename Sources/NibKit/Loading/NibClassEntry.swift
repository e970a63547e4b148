import NibCoding

/// One registered class: its Swift type and how the loader creates instances of it.
public struct NibClassEntry {
    /// The name it is registered under (`App.ProfileCell`, `UILabel`, …).
    public let name: String
    /// The Swift class.
    public let type: AnyClass
    /// Creates an instance from a coder (`init(coder:)`).
    let make: (any NibDecoding) throws -> AnyObject
    /// Creates an instance with `init()`, for `customObject` swaps; nil when the class has no plain
    /// initializer the registry knows of.
    let makePlain: (() -> AnyObject)?

    /// An entry for a decodable class.
    public init<T: NibDecodable>(_ type: T.Type, name: String) {
        self.name = name
        self.type = type
        make = { try T(coder: $0) }
        makePlain = nil
    }

    /// An entry for a class that is decodable and can also be created with `init()`.
    public init<T: NibDecodable & NibCustomObjectInitializable>(_ type: T.Type, name: String) {
        self.name = name
        self.type = type
        make = { try T(coder: $0) }
        makePlain = { T() }
    }

    /// An entry for a class IB only ever archives as a `customObject`: created with `init()`; an
    /// element other than `customObject` naming it is created with `init()` too.
    public init<T: NibCustomObjectInitializable>(customObject type: T.Type, name: String) {
        self.name = name
        self.type = type
        make = { _ in T() }
        makePlain = { T() }
    }

    /// An entry with a custom factory.
    init(name: String, type: AnyClass, make: @escaping (any NibDecoding) throws -> AnyObject) {
        self.name = name
        self.type = type
        self.make = make
        makePlain = nil
    }

    /// The Swift name of the class (`App.ProfileCell`).
    public var swiftName: String { SwiftTypeName.of(type) }
}
