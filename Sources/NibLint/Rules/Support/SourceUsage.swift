import NibArchive
import NibSwiftSource

/// What the documents of a run connect in the Swift sources, for the rules that report declarations
/// no document connects (`unused-outlet`, `unused-action`).
///
/// A class is in use when an object of some document has it, or one of its subclasses, as custom
/// class; a connection to a member counts for the class named and for every superclass.
struct SourceUsage {
    /// The sources.
    let sources: SourceModel
    /// Qualified names of the classes in use.
    private var classesInUse: Set<String> = []
    /// `Class.member` for each member connected on the class or on a subclass.
    private var connected: Set<String> = []

    /// Collects the classes the documents use; connections are added with ``connect(_:customClass:module:)``.
    init(project: LintProject, sources: SourceModel) {
        self.sources = sources
        for facts in project.documents {
            for use in facts.classUses {
                classesInUse.formUnion(lineage(of: use.customClass, module: use.customModule) ?? [])
            }
        }
    }

    /// The Swift type a custom class names and its superclasses, by qualified name; nil when no
    /// source declares the class.
    private func lineage(of customClass: String, module: String?) -> [String]? {
        guard let type = sources.type(customClass: customClass, module: module) else { return nil }
        return [type.qualifiedName] + sources.index.superclassChain(of: type.qualifiedName)
    }

    /// Records a connection to a member (an outlet's name, an action's selector) of a custom class.
    mutating func connect(_ member: String, customClass: String, module: String?) {
        for name in lineage(of: customClass, module: module) ?? [] {
            connected.insert(name + "." + member)
            classesInUse.insert(name)
        }
    }

    /// Whether a member of a type is connected somewhere.
    func isConnected(_ member: String, of type: SwiftType) -> Bool {
        connected.contains(type.qualifiedName + "." + member)
    }

    /// The declared types in use, in the sources' order.
    var typesInUse: [SwiftType] { sources.index.types.filter { classesInUse.contains($0.qualifiedName) } }
}

extension SourceModel {
    /// An outlet (or outlet collection) of a document whose owner's custom class the sources declare.
    struct OutletConnection {
        /// The connection.
        let connection: Connection
        /// The property it sets.
        let property: String
        /// The declared type of its owner.
        let type: SwiftType
        /// The property looked up on the type and its superclasses.
        let lookup: Lookup<SwiftOutlet>
    }

    /// The outlets and outlet collections of a document whose owners' classes the sources declare,
    /// in document order, each with its property looked up: what the outlet rules check.
    func outletConnections(in archive: Archive) -> [OutletConnection] {
        archive.connections.compactMap { connection in
            guard connection.kind == .outlet || connection.kind == .outletCollection, let source = connection.source,
                let property = connection.property, let customClass = archive[source].customClass,
                let type = type(
                    customClass: customClass, module: archive[source].customModule, family: archive.document.family)
            else { return nil }
            return OutletConnection(
                connection: connection, property: property, type: type, lookup: outlet(named: property, on: type))
        }
    }
}
