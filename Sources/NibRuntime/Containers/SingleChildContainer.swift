/// The shape navigation and tab bar controllers share: a root view with a content view that fills
/// it, and at most one child (the top of the stack, the selected tab) whose view fills the content
/// view. The conforming class owns the state; this extension owns what is done with it.
protocol SingleChildContainer: ViewController {
    /// The child whose view is in the content view now.
    var displayed: ViewController? { get set }
    /// The view the shown child's view goes in (the root view when nil).
    var contentView: View? { get set }
}

extension SingleChildContainer {
    /// The view that holds the shown child's view.
    var childContainerView: View? { contentView ?? viewStorage }

    /// Sets `view` to a default root view holding a content view labelled
    /// `<label>.<contentLabel>` that resizes with it.
    func loadContainerView(contentLabel: String) {
        let root = makeDefaultView()
        let content = View(frame: root.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.label = traceLabel + "." + contentLabel
        root.addSubview(content)
        contentView = content
        view = root
    }

    /// Puts `controller`'s view in the content view, filling it, below `sibling`'s view when that
    /// is there, else on top.
    func installChildView(of controller: ViewController, below sibling: ViewController? = nil) {
        guard let container = childContainerView, let childView = controller.view else { return }
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let below = sibling?.viewStorage, below.superview === container {
            container.insertSubview(childView, belowSubview: below)
        } else {
            container.addSubview(childView)
        }
    }

    /// Takes `controller`'s view out of the content view, if it is there.
    func removeChildView(of controller: ViewController?) {
        guard let shown = controller?.viewStorage, let container = childContainerView, shown.superview === container
        else { return }
        shown.removeFromSuperview()
    }

    /// The children automatic appearance forwarding reaches: the shown one.
    var shownChildForForwarding: [ViewController] { displayed.map { [$0] } ?? [] }

    /// Before forwarding appearance: makes `child` (loading its view) the shown child, replacing
    /// whatever was shown.
    func showForForwarding(_ child: ViewController?) {
        guard let child else { return }
        if displayed !== child {
            removeChildView(of: displayed)
            displayed = nil
        }
        if displayed == nil {
            child.loadViewIfNeeded()
            installChildView(of: child)
            displayed = child
        }
    }

    /// After the container's view was released: nothing is shown.
    func forgetContainerView() {
        contentView = nil
        displayed = nil
    }
}
