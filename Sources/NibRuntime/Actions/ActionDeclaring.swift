/// A class that declares its actions in a static ``ActionTable``.
///
/// ```swift
/// final class HelloViewController: ViewController, ActionDeclaring {
///     static let actions: ActionTable<HelloViewController> = ["sayHello:": { $0.sayHello($1) }]
///     func sayHello(_ sender: AnyObject?) { … }
/// }
/// ```
///
/// The table is read once per class. A subclass inherits it (Swift conformances are inherited);
/// to add actions in a subclass, declare the table as an overridable `class var` in the base class
/// and extend it with ``ActionTable/merging(_:)``.
@MainActor
public protocol ActionDeclaring: AnyObject {
    /// The class the table's closures receive: the declaring class.
    associatedtype ActionReceiver: AnyObject
    /// The actions instances of this class implement.
    static var actions: ActionTable<ActionReceiver> { get }
}

/// The action tables of classes, looked up once per class.
@MainActor
public enum ActionDeclarations {
    private static var cache: [ObjectIdentifier: [ActionName: ActionTable<AnyObject>.Entry]] = [:]

    /// Every action `type` declares, in declaration order; empty for a class without a table.
    public static func actions(declaredBy type: AnyClass) -> [DeclaredAction] {
        guard let declaring = type as? any ActionDeclaring.Type else { return [] }
        return declarations(of: declaring)
    }

    /// The declaration of `action` in `type`'s table, if it has one.
    public static func declaration(of action: ActionName, by type: AnyClass) -> DeclaredAction? {
        entries(of: type)?[action]?.declaration
    }

    /// Whether an instance of `type` declares `action` for `sender` (the sender's type checked).
    public static func accepts(_ action: ActionName, by type: AnyClass, sender: AnyObject?) -> Bool {
        declaration(of: action, by: type)?.accepts(sender: sender) ?? false
    }

    /// Runs `action` from `receiver`'s table; false when the table has no such action or refuses
    /// the sender.
    @discardableResult
    static func perform(_ action: ActionName, on receiver: AnyObject, sender: AnyObject?) -> Bool {
        guard let entry = entries(of: type(of: receiver))?[action], entry.declaration.accepts(sender: sender) else {
            return false
        }
        entry.run(receiver, sender)
        return true
    }

    private static func entries(of type: AnyClass) -> [ActionName: ActionTable<AnyObject>.Entry]? {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached.isEmpty ? nil : cached }
        var table: [ActionName: ActionTable<AnyObject>.Entry] = [:]
        if let declaring = type as? any ActionDeclaring.Type {
            for entry in erasedEntries(of: declaring) { table[entry.declaration.name] = entry }
        }
        cache[key] = table
        return table.isEmpty ? nil : table
    }

    private static func declarations<T: ActionDeclaring>(of type: T.Type) -> [DeclaredAction] {
        type.actions.declarations
    }

    private static func erasedEntries<T: ActionDeclaring>(of type: T.Type) -> [ActionTable<AnyObject>.Entry] {
        type.actions.entries.map { ActionTable<AnyObject>.Entry(declaration: $0.declaration, run: $0.run) }
    }
}
