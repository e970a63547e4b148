/// A fallback for segue identifiers a controller's ``ViewController/segueTemplates`` lack: a loader
/// can resolve templates lazily through it.
@MainActor
public protocol SegueHandling: AnyObject {
    /// The template for `identifier` leaving `source`, or nil when there is none.
    func segueTemplate(withIdentifier identifier: String, for source: ViewController) -> SegueTemplate?
}
