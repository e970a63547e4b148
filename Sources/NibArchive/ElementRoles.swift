/// What each element of a tree became in the archive being built, and the object and scene it is
/// in, stored in 16 bytes per element (32-bit indexes, -1 for none): on a large document these
/// tables are as long as the element array.
struct ElementRoles {
    /// What an element became.
    enum Role {
        case none
        case object(ObjectIndex)
        case value(ValueIndex)
        case connection(Int)
        case scene(SceneIndex)
        case document
    }

    private enum Kind: UInt8 {
        case none, object, value, connection, scene, document
    }

    private var kinds: [Kind]
    private var indexes: [Int32]
    private var objects: [Int32]
    private var scenes: [Int32]

    /// Tables for `count` elements, each with no role, object or scene yet.
    init(count: Int) {
        kinds = Array(repeating: .none, count: count)
        indexes = Array(repeating: -1, count: count)
        objects = Array(repeating: -1, count: count)
        scenes = Array(repeating: -1, count: count)
    }

    /// The role of an element.
    subscript(role element: Int) -> Role {
        get {
            let index = Int(indexes[element])
            switch kinds[element] {
            case .none: return .none
            case .object: return .object(ObjectIndex(index))
            case .value: return .value(ValueIndex(index))
            case .connection: return .connection(index)
            case .scene: return .scene(SceneIndex(index))
            case .document: return .document
            }
        }
        set {
            let (kind, index): (Kind, Int) =
                switch newValue {
                case .none: (.none, -1)
                case .object(let object): (.object, object.rawValue)
                case .value(let value): (.value, value.rawValue)
                case .connection(let connection): (.connection, connection)
                case .scene(let scene): (.scene, scene.rawValue)
                case .document: (.document, -1)
                }
            kinds[element] = kind
            indexes[element] = Int32(truncatingIfNeeded: index)
        }
    }

    /// The nearest object at or above an element.
    subscript(object element: Int) -> ObjectIndex? {
        get { objects[element] < 0 ? nil : ObjectIndex(Int(objects[element])) }
        set { objects[element] = newValue.map { Int32(truncatingIfNeeded: $0.rawValue) } ?? -1 }
    }

    /// The scene an element is in.
    subscript(scene element: Int) -> SceneIndex? {
        get { scenes[element] < 0 ? nil : SceneIndex(Int(scenes[element])) }
        set { scenes[element] = newValue.map { Int32(truncatingIfNeeded: $0.rawValue) } ?? -1 }
    }
}
