extension Storyboard {
    /// Instantiates the initial view controller as `type`.
    /// - Returns: The controller, or nil when the storyboard names none.
    /// - Throws: ``NibLoadingError/initializerFailed(_:)`` naming
    ///   both classes when the controller is not a `T`, or any loading error.
    public func instantiateInitialViewController<T: ViewController>(as type: T.Type) throws -> T? {
        guard let controller = try instantiateInitialViewController() else { return nil }
        return try Self.cast(controller, to: type, identifier: "initial view controller", storyboard: self)
    }

    /// Instantiates the controller with a storyboard identifier as `type`.
    /// - Throws: ``NibLoadingError/unknownIdentifier(_:)`` when no scene has it,
    ///   ``NibLoadingError/initializerFailed(_:)`` naming both
    ///   classes when the controller is not a `T`, or any loading error.
    public func instantiateViewController<T: ViewController>(identifier: String, as type: T.Type) throws -> T {
        try Self.cast(
            instantiateViewController(identifier: identifier), to: type, identifier: identifier, storyboard: self)
    }

    private static func cast<T: ViewController>(
        _ controller: ViewController, to type: T.Type, identifier: String, storyboard: Storyboard
    ) throws -> T {
        if let typed = controller as? T { return typed }
        let index = controller.objectID.flatMap { storyboard.archive.object(withID: $0) }
        throw NibLoadingError.initializerFailed(
            .init(
                className: SwiftTypeName.of(Swift.type(of: controller)), objectID: controller.objectID ?? identifier,
                reason:
                    "the \(identifier) is a '\(SwiftTypeName.of(Swift.type(of: controller)))', not a '\(SwiftTypeName.of(type))'"
                    + (controller.customClassName.map { " (is the document's class '\($0)' registered?)" } ?? ""),
                location: index.map { storyboard.archive[$0].location }
                    ?? NibSourceLocation(file: storyboard.archive.file, line: 0, column: 0)))
    }
}

extension Nib {
    /// Instantiates the document's objects and returns the top-level objects that are `T`s, in
    /// document order (`let views = try nib.instantiate(owner: self, as: View.self)`).
    /// - Throws: ``NibLoadingError`` as ``instantiate(owner:externalObjects:)`` does.
    public func instantiate<T: AnyObject>(
        owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:], as type: T.Type
    )
        throws -> [T]
    {
        try instantiate(owner: owner, externalObjects: externalObjects).compactMap { $0 as? T }
    }
}
