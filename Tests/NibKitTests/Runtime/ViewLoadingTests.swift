import NibCoding
import NibDiagnostics
import NibKit
import NibPrimitives
import Testing

/// A controller whose `loadView` never sets a view (the seeds' "it loops" case).
private final class Forgetful: ViewController {
    var loads = 0
    override func loadView() { loads += 1 }
}

/// A controller whose `loadView` reads `view` before setting one.
private final class Impatient: ViewController {
    override func loadView() {
        view.backgroundColor = .white
    }
}

@Suite @MainActor struct ViewLoadingTests {
    @Test(
        "VL1 (runtime half) the default loadView loads the nib the loader's nib search finds, with the controller as owner"
    )
    func vl1() {
        let runner = Runner()
        let previous = ViewController.nibLocator
        defer { ViewController.nibLocator = previous }
        var searched: [String] = []
        ViewController.nibLocator = { controller in
            searched.append(controller.traceLabel)
            return ViewNib(name: "App.MyView") { owner in
                owner.view = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        let controller = ViewController(nibName: nil)
        controller.label = "My"
        controller.loadViewIfNeeded()
        #expect(searched == ["My"])
        #expect(controller.view.frame.size == Size(width: 1, height: 1))
        #expect(runner.diagnostics.isEmpty)
    }

    @Test("VL2 no nib at all: an empty view the size of the window, stretching with it")
    func vl2() {
        let runner = Runner()
        let window = runner.makeWindow(size: Size(width: 320, height: 480))
        let controller = ViewController()
        window.rootViewController = controller
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.view.subviews.isEmpty)
    }

    @Test(
        "VL4 a nib found but without the view outlet connected: error 'loaded the … nib but the view outlet was not set', no loop"
    )
    func vl4() {
        let runner = Runner()
        let controller = ViewController()
        controller.label = "VC"
        var loads = 0
        controller.viewNib = ViewNib(name: "VC-view-abc") { _ in loads += 1 }
        controller.loadViewIfNeeded()
        #expect(loads == 1)
        #expect(runner.diagnostics.map(\.message) == ["loaded the \"VC-view-abc\" nib but the view outlet was not set"])
        #expect(controller.isViewLoaded)
        #expect(runner.controllerLines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    @Test("VL4 a nib whose load throws is reported with the nib's name and location")
    func vl4Throws() {
        struct Broken: Error, CustomStringConvertible { var description: String { "unknown key 'nope'" } }
        let runner = Runner()
        let controller = ViewController()
        controller.viewNib = ViewNib(
            name: "Broken", location: NibDiagnostics.SourceLocation(file: "Main.storyboard", line: 12, column: 5)
        ) { _ in
            throw Broken()
        }
        controller.loadViewIfNeeded()
        #expect(runner.diagnostics.count == 1)
        #expect(runner.diagnostics.first?.id == "view-nib-failed")
        #expect(runner.diagnostics.first?.location?.line == 12)
    }

    @Test("VL5 a loadView override that sets view: loadView, viewDidLoad; the default nib search never runs")
    func vl5() {
        let runner = Runner()
        let previous = ViewController.nibLocator
        defer { ViewController.nibLocator = previous }
        var searched = 0
        ViewController.nibLocator = { _ in
            searched += 1
            return nil
        }
        let controller = probe("VC")
        controller.loadViewIfNeeded()
        #expect(searched == 0)
        #expect(runner.controllerLines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    @Test("VL6 a loadView override that never sets view: one loadView, an error, no recursion")
    func vl6() {
        let runner = Runner()
        let controller = Forgetful()
        controller.label = "VC"
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1)
        #expect(runner.diagnostics.map(\.id) == ["load-view-did-not-set-view"])
        #expect(runner.diagnostics.first?.severity == .error)
        #expect(runner.controllerLines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    @Test("VL6 reading view inside loadView before setting it: an error and a stand-in view, no recursion")
    func vl6Reentrant() {
        let runner = Runner()
        let controller = Impatient()
        controller.loadViewIfNeeded()
        #expect(runner.diagnostics.map(\.id) == ["view-accessed-during-load-view"])
        #expect(controller.view.backgroundColor == .white)
    }

    @Test("VL7 isViewLoaded and viewIfLoaded on a fresh controller: false and nil, and no loadView")
    func vl7() {
        let runner = Runner()
        let controller = probe("VC")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(runner.trace.events.isEmpty)
        #expect(controller.log.isEmpty)
    }

    @Test("VL8 view = nil, then view: loadView and viewDidLoad run a second time")
    func vl8() {
        let runner = Runner()
        let controller = probe("VC")
        let first = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        let second = controller.view
        #expect(first !== second)
        #expect(runner.controllerLines == ["VC.loadView()", "VC.viewDidLoad()", "VC.loadView()", "VC.viewDidLoad()"])
    }

    @Test("VL9 a legacy controller archived with its view inline: viewDidLoad from within awakeFromNib, loadView never")
    func vl9() {
        let runner = Runner()
        let controller = probe("VC")
        controller.recordTraceEvent("init(coder:)")
        controller.installArchivedView(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(controller.isViewLoaded)
        controller.sendAwakeFromNib()
        _ = controller.view
        #expect(runner.controllerLines == ["VC.init(coder:)", "VC.awakeFromNib()", "VC.viewDidLoad()"])
        #expect(controller.log == ["viewDidLoad"])
    }
}
