public import NibDiagnostics

/// The nib a controller's default `loadView()` loads: the storyboard scene's view nib, or a nib
/// found by name. A loader fills it in; the runtime only calls it.
public struct ViewNib {
    /// The nib's name, for messages (`<controllerID>-view-<viewID>`, `MyView`).
    public var name: String
    /// Where the nib (or the scene) is written, for messages.
    public var location: SourceLocation?
    /// Loads the nib with `owner` as File's Owner: builds its objects, connects the outlets
    /// (including `view`) and actions, and sends `awakeFromNib`. Throws when the load fails.
    public var instantiate: (_ owner: ViewController) throws -> Void

    /// Creates a view nib.
    public init(
        name: String, location: SourceLocation? = nil, instantiate: @escaping (_ owner: ViewController) throws -> Void
    ) {
        self.name = name
        self.location = location
        self.instantiate = instantiate
    }
}
