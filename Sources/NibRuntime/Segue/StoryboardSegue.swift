/// One performance of a segue: what `prepare(for:sender:)` receives, and the sender of the
/// destination's unwind action.
///
/// When an unwind segue runs, the controller it finds as destination receives its unwind action
/// with the segue as sender: ``source`` is the controller unwinding, ``destination`` the receiver
/// itself. Declare the action with ``ActionTable/Entry/unwind(_:_:)`` to get the segue typed:
///
/// ```swift
/// static let actions = ActionTable<ListViewController>(
///     .unwind("unwindToList:") { list, segue in list.didReturn(from: segue.source) })
/// ```
@MainActor
open class StoryboardSegue {
    /// The identifier, if any.
    public let identifier: String?
    /// The controller the segue leaves from.
    public let source: ViewController
    /// The controller it leads to (for an unwind segue, the one found by its action).
    public let destination: ViewController
    /// What performing it does.
    public let kind: SegueKind
    /// Whether the transition animates.
    public let animates: Bool
    /// The template it came from, if any.
    public let template: SegueTemplate?

    /// Creates a segue; a registered custom segue class is created with this initializer.
    public required init(
        identifier: String?, source: ViewController, destination: ViewController, kind: SegueKind,
        animates: Bool = true,
        template: SegueTemplate? = nil
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        self.animates = animates
        self.template = template
    }

    /// Runs the transition the kind implies: show/push → navigation push, presentation/modal →
    /// presentation, popover → popover presentation, showDetail/replace → split detail, embed →
    /// containment, relationship and unknown kinds → nothing, unwind → nothing here (the runtime
    /// pops or dismisses once the action ran), custom → the template's ``SegueTemplate/customPerform`` hook, else
    /// nothing (as `UIStoryboardSegue.perform()`: a custom segue class overrides this method).
    /// Failures become diagnostics of the runner.
    open func perform() {
        switch kind {
        case .show:
            source.show(destination, animated: animates)
        case .showDetail:
            source.showDetail(destination, animated: animates)
        case .presentation:
            if let style = template?.modalPresentationStyle { destination.modalPresentationStyle = style }
            source.present(destination, animated: animates)
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            source.present(destination, animated: animates)
        case .push:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: animates)
            } else {
                source.runner?.report(
                    .segueFailed(
                        .noNavigationController(identifier: identifier, source: source.traceLabel),
                        at: template?.location))
            }
        case .replace:
            source.showDetail(destination, animated: animates)
        case .embed:
            source.embed(destination, container: template?.embedContainer?(source))
        case .relationship, .unwind, .other:
            return
        case .custom:
            template?.customPerform?(self)
        }
    }
}
