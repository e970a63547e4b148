import NibKit
import NibPrimitives

/// A root controller with one contained child probe `c` whose view fills it (resizing with it),
/// on a 390×844 phone screen: the host the rotation, app-event and trait-order tests show.
final class ContainerHost: ViewController {
    /// The contained child.
    let child = probe("c")

    override func loadView() { view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A ``ContainerHost`` labelled for the trace (`P` unless told).
@MainActor
func containerHost(_ label: String = "P") -> ContainerHost {
    let host = ContainerHost()
    host.label = label
    return host
}
