import NibSwiftSource
import Testing

@Suite struct SwiftSourceMemberTests {
    private func members(_ body: String) -> SwiftTypeDeclaration? {
        SwiftSourceScanner.scan(text: "class T: UIViewController {\n" + body + "\n}\n", file: "T.swift", module: nil)
            .types.first
    }

    @Test func outletForms() throws {
        let type = try #require(
            members(
                """
                    @IBOutlet weak var label: UILabel!
                    @IBOutlet
                        weak var titleLabel: UILabel?
                    @IBOutlet private weak var hidden: UIKit.UIButton!
                    @IBOutlet private(set) var stack: UIStackView!
                    @IBOutlet fileprivate lazy var lazyOne: UIView! = UIView()
                    @IBOutlet var labels: [UILabel]!
                    @IBOutlet var others: Array<UIView>?
                    @IBOutlet unowned(unsafe) var plain: UIView
                    @IBOutlet
                    @available(iOS 13, *)
                    var annotated: UISwitch!
                    var notAnOutlet: UILabel!
                """))
        let rendered = type.outlets.map {
            "\($0.name): \($0.typeName) \($0.isCollection ? "[]" : "") \($0.optionality.rawValue) \($0.position.map { "\($0.line):\($0.column)" } ?? "")"
        }
        #expect(
            rendered == [
                "label: UILabel  implicitlyUnwrapped 2:24",
                "titleLabel: UILabel  optional 4:18",
                "hidden: UIKit.UIButton  implicitlyUnwrapped 5:32",
                "stack: UIStackView  implicitlyUnwrapped 6:32",
                "lazyOne: UIView  implicitlyUnwrapped 7:36",
                "labels: UILabel [] implicitlyUnwrapped 8:19",
                "others: UIView [] optional 9:19",
                "plain: UIView  nonOptional 10:35",
                "annotated: UISwitch  implicitlyUnwrapped 13:9",
            ])
        #expect(type.outlets[5].declaredType == "[UILabel]!")
        #expect(type.outlets.allSatisfy { $0.declaringType == "T" })
    }

    @Test func actionSelectors() throws {
        let type = try #require(
            members(
                """
                    @IBAction func tap(_ sender: Any) {}
                    @IBAction func refresh() {}
                    @IBAction func tapWith(sender: UIButton) {}
                    @IBAction func tap(_ s: Any, forEvent e: UIEvent) {}
                    @IBAction func unwind(segue: UIStoryboardSegue) {}
                    @objc(customName:) @IBAction func renamed(_ sender: Any) {}
                    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
                    @objc func helper(value: Int, other: Int) {}
                    @objc
                    private func spread(
                        _ a: Int,
                        b: [String: Int] = ["a": 1, "b": 2],
                        c: (Int, Int) -> Void = { x, y in }
                    ) {}
                    func notExposed(_ sender: Any) {}
                    @IBAction func generic<T>(_ sender: T) where T: AnyObject {}
                    @IBAction func withDictionary(_ map: Dictionary<String, Int>) {}
                    @IBAction func `default`(_ sender: Any) {}
                """))
        let rendered = type.actions.map { "\($0.selector) \($0.kind.rawValue) \($0.swiftSignature)" }
        #expect(
            rendered == [
                "tap: ibAction tap(_:)",
                "refresh ibAction refresh()",
                "tapWithSender: ibAction tapWith(sender:)",
                "tap:forEvent: ibAction tap(_:forEvent:)",
                "unwindWithSegue: ibAction unwind(segue:)",
                "customName: ibAction renamed(_:)",
                "makeDetail:sender: ibSegueAction makeDetail(_:sender:)",
                "helperWithValue:other: objc helper(value:other:)",
                "spread:b:c: objc spread(_:b:c:)",
                "generic: ibAction generic(_:)",
                "withDictionary: ibAction withDictionary(_:)",
                "default: ibAction default(_:)",
            ])
        let tap = try #require(type.actions.first)
        #expect(tap.position == SwiftSourcePosition(file: "T.swift", line: 2, column: 20))
        #expect(tap.parameterCount == 1)
    }

    @Test func selectorRule() {
        #expect(SwiftAction.selector(name: "tap", labels: []) == "tap")
        #expect(SwiftAction.selector(name: "tap", labels: ["_"]) == "tap:")
        #expect(SwiftAction.selector(name: "tap", labels: ["sender"]) == "tapWithSender:")
        #expect(SwiftAction.selector(name: "tap", labels: ["_", "forEvent"]) == "tap:forEvent:")
        #expect(SwiftAction.selector(name: "f", labels: ["_", "_"]) == "f::")
    }

    @Test func membersOfNestedBodiesAreNotMembers() throws {
        let type = try #require(
            members(
                """
                    func viewDidLoad() {
                        @IBOutlet var insideFunction: UILabel!
                        let closure = { @objc func no() {} }
                    }
                    var computed: Int { @IBAction func no() {} ; return 1 }
                    @IBOutlet var after: UILabel!
                """))
        #expect(type.outlets.map(\.name) == ["after"])
        #expect(type.actions.isEmpty)
    }
}
