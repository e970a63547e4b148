import NibSwiftSource
import Testing

@Suite struct SwiftSourceIndexTests {
    private func index() -> SwiftSourceIndex {
        let base = SwiftSourceScanner.scan(
            text: """
                class BaseViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBAction func close(_ sender: Any) {}
                }
                """, file: "Base.swift", module: "Core")
        let list = SwiftSourceScanner.scan(
            text: """
                @objc(MYList) final class ListViewController: BaseViewController {
                    @IBOutlet weak var titleLabel: UILabel?
                    @IBOutlet weak var table: UITableView!
                    class Cell: UITableViewCell { @IBOutlet var name: UILabel! }
                }
                class Loop: Loop2 {}
                class Loop2: Loop {}
                """, file: "List.swift", module: "App")
        let ext = SwiftSourceScanner.scan(
            text: """
                extension ListViewController {
                    @IBAction func refresh(_ sender: UIRefreshControl) {}
                }
                extension UIViewController {
                    @IBAction func dismissAnimated(_ sender: Any) {}
                }
                """, file: "Ext.swift", module: "App")
        return SwiftSourceIndex([ext, base, list])
    }

    @Test func lookupByNames() throws {
        let index = index()
        #expect(index.type(named: "ListViewController")?.module == "App")
        #expect(index.type(named: "App.ListViewController")?.qualifiedName == "ListViewController")
        #expect(index.type(named: "Core.ListViewController") == nil)
        #expect(index.type(named: "MYList")?.qualifiedName == "ListViewController")
        #expect(index.type(named: "ListViewController.Cell")?.kind == .class)
        #expect(index.type(named: "Cell")?.qualifiedName == "ListViewController.Cell")
        #expect(index.type(named: "BaseViewController", module: "Core") != nil)
        #expect(index.type(named: "BaseViewController", module: "App") == nil)
        #expect(index.type(named: "Missing") == nil)
    }

    @Test func extensionsMerge() throws {
        let list = try #require(index().type(named: "ListViewController"))
        #expect(list.actions.map(\.selector) == ["refresh:"])
        #expect(list.positions.map(\.file) == ["List.swift", "Ext.swift"])
        let uiViewController = try #require(index().type(named: "UIViewController"))
        #expect(uiViewController.kind == .extension)
        #expect(uiViewController.actions.map(\.selector) == ["dismissAnimated:"])
    }

    @Test func superclassChains() {
        let index = index()
        #expect(
            index.superclassChain(of: "ListViewController")
                == ["BaseViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(
            index.superclassChain(of: "ListViewController.Cell") == [
                "UITableViewCell", "UIView", "UIResponder", "NSObject",
            ])
        #expect(index.superclassChain(of: "UITableViewController") == ["UIViewController", "UIResponder", "NSObject"])
        #expect(index.superclassChain(of: "Loop") == ["Loop2"])
        #expect(index.superclassChain(of: "Unknown").isEmpty)
    }

    @Test func inheritedOutletsAndActions() {
        let index = index()
        let outlets = index.outlets(of: "ListViewController")
        #expect(
            outlets.map { "\($0.declaringType).\($0.name)" }
                == [
                    "ListViewController.titleLabel", "ListViewController.table", "UIViewController.view",
                    "UIViewController.searchDisplayController", "UIViewController.tabBarItem",
                    "UIViewController.toolbarItems", "UIResponder.nextResponder",
                ])
        #expect(outlets.first?.optionality == .optional)
        #expect(outlets[2].position == nil)
        let actions = index.actions(of: "ListViewController").map(\.selector)
        #expect(
            actions == [
                "refresh:", "close:", "dismissAnimated:", "cut:", "copy:", "paste:", "select:", "selectAll:", "delete:",
            ])
        #expect(
            index.outlets(of: "UITableViewController").map(\.name).prefix(3) == ["tableView", "refreshControl", "view"])
        #expect(index.outlets(of: "NSWindowController").map(\.name).contains("window"))
        #expect(index.outlets(of: "NSMenuItem").map(\.name).contains("target"))
        #expect(index.outlets(of: "NSTableView").map(\.name).contains("dataSource"))
    }

    @Test func frameworkClassNames() {
        for name in [
            "UIButton", "NSWindow", "WKWebView", "MKMapView", "AVPlayerView", "SKView", "SCNView", "GLKView",
            "MTKView", "ARSCNView", "PKCanvasView", "UIKit.UILabel", "CALayer", "PDFView",
        ] {
            #expect(isFrameworkClass(name), "\(name)")
        }
        for name in ["ViewController", "Ukraine", "NSfoo", "AppView", "UI", "", "MyApp.UIButtonish"] {
            #expect(!isFrameworkClass(name), "\(name)")
        }
    }
}
