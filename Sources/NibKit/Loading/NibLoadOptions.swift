/// How a ``Nib`` or ``Storyboard`` treats what it cannot match.
nonisolated public struct NibLoadOptions: Sendable, Hashable {
    /// Whether a custom class with no registered Swift class is an error (strict) rather than a
    /// warning with a fallback to the element's base class (UIKit's silent behaviour).
    public var strictClasses: Bool
    /// Whether an external object (`placeholder` with an identifier) the caller did not supply is
    /// replaced by a recording stand-in (what the command line does) instead of failing the load.
    public var standInsForMissingExternalObjects: Bool
    /// How deep on-demand construction of forward references may nest before the reference is
    /// deferred instead (keeps stack use independent of the input).
    public var maximumOnDemandDepth: Int
    /// What an action or unwind action the document names but no responder declares is: a
    /// warning in the load's diagnostics (the default), an error that fails the load, or not checked.
    public var actionCheck: NibActionCheck

    /// Creates options.
    public init(
        strictClasses: Bool = false, standInsForMissingExternalObjects: Bool = false, maximumOnDemandDepth: Int = 16,
        actionCheck: NibActionCheck = .warning
    ) {
        self.strictClasses = strictClasses
        self.standInsForMissingExternalObjects = standInsForMissingExternalObjects
        self.maximumOnDemandDepth = max(0, maximumOnDemandDepth)
        self.actionCheck = actionCheck
    }

    /// Library defaults: fall back on unknown classes with a warning; missing externals are errors.
    public static let `default` = NibLoadOptions()
    /// What `nibload --instantiate` uses: no user classes exist, so everything that cannot be
    /// matched becomes a recording stand-in.
    public static let commandLine = NibLoadOptions(standInsForMissingExternalObjects: true, actionCheck: .off)
    /// For tests: an unregistered custom class and an undeclared action fail the load.
    public static let strict = NibLoadOptions(strictClasses: true, actionCheck: .error)
}
