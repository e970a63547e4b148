extension Storyboard {
    /// Reads a storyboard file whose objects report to `runner` until they join a window.
    /// - Throws: ``NibLoadingError/unreadableDocument(file:diagnostics:)`` as
    ///   ``init(contentsOf:storyboardFolder:registry:options:)`` does.
    public convenience init(
        contentsOf path: String, storyboardFolder: String? = nil, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default, runner: Runner
    ) throws {
        try self.init(contentsOf: path, storyboardFolder: storyboardFolder, registry: registry, options: options)
        self.runner = runner
    }

    /// Reads a storyboard held in a string whose objects report to `runner` until they join a window.
    public convenience init(
        string: String, name: String, storyboardFolder: String? = nil, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default, runner: Runner
    ) throws {
        try self.init(
            string: string, name: name, storyboardFolder: storyboardFolder, registry: registry, options: options)
        self.runner = runner
    }
}

extension Nib {
    /// Instantiates the document's objects as ``instantiate(owner:externalObjects:)`` does, bound to
    /// `runner`: they report to it until they join a window.
    public func instantiate(owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:], runner: Runner) throws
        -> [AnyObject]
    {
        try Runner.binding(runner) { try instantiate(owner: owner, externalObjects: externalObjects) }
    }
}

extension Runner {
    /// Instantiates `storyboard`'s initial view controller bound to this runner, whatever runner is
    /// ``current``.
    public func instantiateInitialViewController(from storyboard: Storyboard) throws -> ViewController? {
        try Runner.binding(self) { try storyboard.instantiateInitialViewController() }
    }

    /// Instantiates the controller with a storyboard identifier bound to this runner.
    /// - Throws: ``NibLoadingError/unknownIdentifier(_:)`` when no scene has it.
    public func instantiateViewController(identifier: String, from storyboard: Storyboard) throws -> ViewController {
        try Runner.binding(self) { try storyboard.instantiateViewController(identifier: identifier) }
    }

    /// Instantiates `nib`'s objects bound to this runner.
    public func instantiate(_ nib: Nib, owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]) throws
        -> [AnyObject]
    {
        try nib.instantiate(owner: owner, externalObjects: externalObjects, runner: self)
    }
}
