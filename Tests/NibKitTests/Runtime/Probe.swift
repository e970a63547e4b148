import NibKit
import NibPrimitives

/// A controller for lifecycle tests: builds its view in code (a root view with one subview) and
/// logs its own callbacks in ``log`` independently of the runtime's trace.
final class Probe: ViewController {
    var log: [String] = []
    var onViewDidLoad: ((Probe) -> Void)?
    var onViewWillAppear: ((Probe) -> Void)?
    var onViewWillDisappear: ((Probe) -> Void)?
    var onViewDidDisappear: ((Probe) -> Void)?
    var onPrepare: ((Probe, StoryboardSegue) -> Void)?
    var allowsSegues = true
    var unwindActions: Set<ActionName> = []
    var events: [String] = []

    override func loadView() {
        log.append("loadView")
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(View(frame: Rect(x: 10, y: 10, width: 100, height: 40)))
        view = root
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        onViewDidLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
        onViewWillAppear?(self)
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
        onViewWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
        onViewDidDisappear?(self)
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { allowsSegues }
    override func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        super.prepare(for: segue, sender: sender)
        onPrepare?(self, segue)
    }
    override func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
        unwindActions.contains(action) || super.canPerformAction(action, withSender: sender)
    }
    override func performAction(_ action: ActionName, sender: AnyObject?) {
        events.append(action.rawValue)
    }
}

@MainActor
func probe(_ label: String) -> Probe {
    let controller = Probe()
    controller.label = label
    return controller
}

@MainActor
extension Runner {
    /// The controller-category lines recorded so far.
    var controllerLines: [String] { trace.lines([.controller]) }

    /// The controller lines recorded after `mark`.
    func controllerLines(since mark: Int) -> [String] {
        trace.events(since: mark).filter { $0.category == .controller }.map(\.description)
    }

    /// A window of the default size whose root is `root`, shown and settled.
    func show(_ root: ViewController) -> Window {
        let window = makeWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        settle()
        return window
    }
}
