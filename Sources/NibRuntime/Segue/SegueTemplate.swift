public import NibDiagnostics

/// A segue as the storyboard describes it, filled in by the loader and performed by the runtime.
///
/// A control that triggers the segue targets the template itself: connect it with
/// `control.addTarget(template, action: SegueTemplate.performAction, for: .touchUpInside)`. The
/// source controller keeps its templates alive (``ViewController/segueTemplates``); the control
/// holds its target weakly, as UIKit does.
@MainActor
public final class SegueTemplate: ActionReceiving {
    /// The action a control sends to trigger the template.
    public static let performAction: ActionName = "perform:"

    /// The identifier, if the segue has one.
    public let identifier: String?
    /// What performing it does.
    public let kind: SegueKind
    /// Creates the destination (through the storyboard: `init(coder:)`, `awakeFromNib`, view not
    /// loaded); nil for unwind and relationship segues.
    public let destination: (() throws -> ViewController)?
    /// Whether the transition animates (IB's `animates`, true by default).
    public var animates: Bool
    /// The presentation style the segue sets on its destination, if any.
    public var modalPresentationStyle: ModalPresentationStyle?
    /// The unwind action (`unwindToHome:`) of an unwind segue.
    public var unwindAction: ActionName?
    /// Whether the runtime performs it when the source's view loads (embed segues always are).
    public var performsOnViewLoad: Bool
    /// Finds the container view an embed segue fills, in the source's loaded view; the root view
    /// when nil or when it finds none.
    public var embedContainer: ((ViewController) -> View?)?
    /// Performs a ``SegueKind/custom(_:)`` segue whose class is not registered (a hook for tests
    /// that build templates in code).
    public var customPerform: ((StoryboardSegue) -> Void)?
    /// The segue class of a ``SegueKind/custom(_:)`` segue, found in the loader's registry
    /// (`NibClassRegistry.registerSegue(_:as:)`): an instance of it is created for each
    /// performance and its ``StoryboardSegue/perform()`` decides what happens. When it is nil and
    /// ``customPerform`` is nil too, performing the segue is an error, as UIKit cannot create a
    /// segue of an unknown class.
    public var segueClass: StoryboardSegue.Type?
    /// For an unwind segue from a document: the class a controller stands in for when it is a
    /// stand-in for a class no Swift class is registered for (nil for any other controller). Such a
    /// stand-in answers the unwind action, since the document's exit segue names it, and the first
    /// one in UIKit's search order is the destination (`unwindDestination(for:sender:)`).
    public var unwindStandInClass: ((ViewController) -> String?)?
    /// Where the segue is written.
    public var location: SourceLocation?
    /// The controller the segue leaves from.
    public internal(set) weak var source: ViewController?
    /// The storyboard scene the destination is built from, when the loader knows it before
    /// building it (a destination in the same storyboard).
    package var destinationSceneKey: StoryboardSceneKey?
    /// How diagnostics name the destination before it is built (its id).
    package var destinationLabel: String?

    /// Creates a template.
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - kind: What performing it does.
    ///   - animates: Whether it animates.
    ///   - modalPresentationStyle: The style it sets on its destination.
    ///   - unwindAction: The unwind action, for unwind segues.
    ///   - location: Where it is written.
    ///   - destination: Creates the destination; nil for unwind and relationship segues.
    public init(
        identifier: String?, kind: SegueKind, animates: Bool = true,
        modalPresentationStyle: ModalPresentationStyle? = nil,
        unwindAction: ActionName? = nil, location: SourceLocation? = nil,
        destination: (() throws -> ViewController)? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.animates = animates
        self.modalPresentationStyle = modalPresentationStyle
        self.unwindAction = unwindAction
        self.location = location
        self.destination = destination
        performsOnViewLoad = kind == .embed
    }

    /// Answers ``performAction`` only.
    public func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
        action == SegueTemplate.performAction
    }

    /// Triggers the segue as a control does: `shouldPerformSegue` is asked first.
    /// Failures become diagnostics of the runner.
    public func performAction(_ action: ActionName, sender: AnyObject?) {
        guard action == SegueTemplate.performAction else { return }
        guard let source else {
            Runner.forNewObjects?.report(.segueFailed(.noSource(identifier: identifier), at: location))
            return
        }
        source.performSegueReportingErrors(self, sender: sender, userInitiated: true)
    }
}
