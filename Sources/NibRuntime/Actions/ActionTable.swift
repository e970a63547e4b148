/// The actions a class implements, declared once as data instead of two string-matching overrides.
///
/// ```swift
/// final class ListViewController: ViewController, ActionDeclaring {
///     static let actions: ActionTable<ListViewController> = [
///         "addItem:": { $0.addItem($1) },                   // any sender
///     ]
///     func addItem(_ sender: AnyObject?) { … }
/// }
/// ```
///
/// An entry may name the sender's type, which is then checked when the document is loaded (a
/// connection from another kind of object is an error) and when the action is sent; an unwind
/// action receives the ``StoryboardSegue`` that unwinds:
///
/// ```swift
/// static let actions = ActionTable<ListViewController>(
///     .action("addItem:") { $0.addItem() },
///     .action("toggle:", sender: Switch.self) { $0.toggle($1.isOn) },
///     .unwind("unwindToList:") { $0.didUnwind(from: $1.source) })
/// ```
///
/// ``Responder``'s default ``Responder/canPerformAction(_:withSender:)`` and
/// ``Responder/performAction(_:sender:)`` answer from the table; override them only for actions
/// decided at run time, and call `super` for the rest.
nonisolated public struct ActionTable<Receiver: AnyObject>: ExpressibleByDictionaryLiteral {
    /// One declared action: its name, what sender it takes, and what it runs.
    public struct Entry {
        let declaration: DeclaredAction
        let run: @MainActor (AnyObject, AnyObject?) -> Void

        /// An action that takes any sender (or none).
        public static func action(_ name: ActionName, _ body: @escaping @MainActor (Receiver, AnyObject?) -> Void)
            -> Entry
        {
            Entry(declaration: DeclaredAction(name: name, senderType: nil, isUnwind: false)) { receiver, sender in
                if let receiver = receiver as? Receiver { body(receiver, sender) }
            }
        }

        /// An action whose sender does not matter to it.
        public static func action(_ name: ActionName, _ body: @escaping @MainActor (Receiver) -> Void) -> Entry {
            action(name) { receiver, _ in body(receiver) }
        }

        /// An action that takes a sender of type `Sender` only: a connection from another kind of
        /// object fails the load, and sending it with another sender reaches no responder.
        public static func action<Sender: AnyObject>(
            _ name: ActionName, sender: Sender.Type, _ body: @escaping @MainActor (Receiver, Sender) -> Void
        ) -> Entry {
            Entry(declaration: DeclaredAction(name: name, senderType: Sender.self, isUnwind: false)) {
                receiver, sender in
                if let receiver = receiver as? Receiver, let sender = sender as? Sender { body(receiver, sender) }
            }
        }

        /// An unwind action: it makes the class a destination of unwind segues with this action,
        /// and receives the ``StoryboardSegue`` (its ``StoryboardSegue/source`` is the controller
        /// unwinding) before the transition back runs.
        public static func unwind(_ name: ActionName, _ body: @escaping @MainActor (Receiver, StoryboardSegue) -> Void)
            -> Entry
        {
            Entry(declaration: DeclaredAction(name: name, senderType: StoryboardSegue.self, isUnwind: true)) {
                receiver, sender in
                if let receiver = receiver as? Receiver, let segue = sender as? StoryboardSegue {
                    body(receiver, segue)
                }
            }
        }
    }

    /// The entries, in declaration order; a later entry with the same name replaces an earlier one.
    public private(set) var entries: [Entry] = []

    /// A table of `entries`.
    public init(_ entries: Entry...) { self.init(entries) }

    /// A table of `entries`.
    public init(_ entries: [Entry]) {
        for entry in entries { add(entry) }
    }

    /// A table of actions that take any sender: `["addItem:": { $0.addItem($1) }]`.
    public init(dictionaryLiteral elements: (ActionName, @MainActor (Receiver, AnyObject?) -> Void)...) {
        for (name, body) in elements { add(.action(name, body)) }
    }

    /// What the table declares, in declaration order.
    public var declarations: [DeclaredAction] { entries.map(\.declaration) }

    /// This table with `other`'s entries added (replacing those with the same names): how a
    /// subclass extends the table it inherits.
    ///
    /// ```swift
    /// override class var actions: ActionTable<BaseViewController> {
    ///     super.actions.merging(ActionTable<DetailViewController>(.action("share:") { $0.share() }))
    /// }
    /// ```
    public func merging<Other: AnyObject>(_ other: ActionTable<Other>) -> ActionTable<Receiver> {
        var merged = self
        for entry in other.entries { merged.add(Entry(declaration: entry.declaration, run: entry.run)) }
        return merged
    }

    private mutating func add(_ entry: Entry) {
        entries.removeAll { $0.declaration.name == entry.declaration.name }
        entries.append(entry)
    }
}
