import NibSwiftSource
import Testing

@Suite struct SwiftSourceTypeTests {
    private func scan(_ text: String, module: String? = "App") -> SwiftSourceFile {
        SwiftSourceScanner.scan(text: text, file: "VC.swift", module: module)
    }

    @Test func typesWithNestingSuperclassAndPositions() {
        let file = scan(
            """
            import UIKit

            final class ViewController: UIViewController, UITableViewDelegate {
                struct Row { enum Kind { case a } }
                actor Worker {}
                class func make() -> ViewController { ViewController() }
            }
            protocol Loadable: AnyObject {}
            """)
        let names = file.types.map {
            "\($0.kind.rawValue) \($0.qualifiedName) \($0.position.line):\($0.position.column)"
        }
        #expect(
            names == [
                "class ViewController 3:13", "struct ViewController.Row 4:12", "enum ViewController.Row.Kind 4:23",
                "actor ViewController.Worker 5:11", "protocol Loadable 8:10",
            ])
        #expect(file.types.first?.inheritedTypes == ["UIViewController", "UITableViewDelegate"])
        #expect(file.types.first?.firstInheritedType == "UIViewController")
        #expect(file.types.allSatisfy { $0.module == "App" && $0.position.file == "VC.swift" })
        #expect(file.types[3].name == "Worker")
    }

    @Test func objcNameGenericsAndWhereClauses() {
        let file = scan(
            """
            @objc(MYListController)
            class ListController<Item: Hashable & Sendable>: UIKit.UITableViewController where Item: Codable {
                @IBOutlet weak var header: UIView!
            }
            @available(iOS 13, *)
            @MainActor
            class Later: UIViewController {}
            final class Box: @unchecked Sendable {}
            """)
        #expect(file.types.map(\.qualifiedName) == ["ListController", "Later", "Box"])
        #expect(file.types[0].objcName == "MYListController")
        #expect(file.types[0].inheritedTypes == ["UIKit.UITableViewController"])
        #expect(file.types[0].outlets.map(\.name) == ["header"])
        #expect(file.types[1].objcName == nil)
        #expect(file.types[1].inheritedTypes == ["UIViewController"])
        #expect(file.types[2].inheritedTypes == ["Sendable"])
    }

    @Test func extensionsAreRecordedAndNestedTypesQualifiedByThem() {
        let file = scan(
            """
            extension ViewController: UITextFieldDelegate {
                @IBAction func done(_ sender: Any) {}
                class Helper: NSObject {}
            }
            extension Outer.Inner {}
            """)
        #expect(file.types.map(\.kind) == [.extension, .class, .extension])
        #expect(file.types.map(\.qualifiedName) == ["ViewController", "ViewController.Helper", "Outer.Inner"])
        #expect(file.types[0].actions.map(\.selector) == ["done:"])
    }

    @Test func conditionalCompilationKeepsAllBranches() {
        let file = scan(
            """
            #if os(iOS)
            import UIKit
            class Screen: UIViewController {
            #else
            import AppKit
            class Screen: NSViewController {
            #endif
                @IBOutlet var title: NSTextField!
                #if DEBUG
                @IBOutlet var debug: UILabel!
                #elseif BETA
                @IBOutlet var beta: UILabel!
                #else
                func nothing() {}
                #endif
            }
            class After: NSObject {}
            """)
        #expect(file.types.map(\.qualifiedName) == ["Screen", "Screen", "After"])
        #expect(file.types[0].inheritedTypes == ["UIViewController"])
        #expect(file.types[1].inheritedTypes == ["NSViewController"])
        #expect(file.types[1].outlets.map(\.name) == ["title", "debug", "beta"])
        // `After` is at file scope, not nested in `Screen`.
        #expect(file.types[2].qualifiedName == "After")
    }

    @Test func classAsModifierAndKeywordsAsNames() {
        let file = scan(
            """
            class A: NSObject {
                class var shared: A { A() }
                @objc class func make() -> A { A() }
                let actor = 1
                var `class`: Int = 0
            }
            """)
        #expect(file.types.map(\.qualifiedName) == ["A"])
        #expect(file.types[0].actions.map(\.selector) == ["make"])
        #expect(file.types[0].actions.first?.kind == .objc)
    }
}
