import NibSwiftSource
import Testing

/// Swift's Objective-C selector naming: "With" before the first label unless that label's first
/// word or the base name's last word is a preposition; `@objc(name:)` wins over both.
@Suite struct SwiftSelectorNamingTests {
    /// (Swift declaration inside a class, the selector the compiler gives it).
    static let cases: [(String, String)] = [
        ("@IBAction func tap()", "tap"),
        ("@IBAction func tap(_ sender: Any)", "tap:"),
        ("@IBAction func tap(sender: Any)", "tapWithSender:"),
        ("@IBAction func tap(_ sender: Any, forEvent event: UIEvent)", "tap:forEvent:"),
        ("@IBAction func changeOpacity(with sender: UISlider)", "changeOpacityWith:"),
        ("@IBAction func changeOpacity(withSlider sender: UISlider)", "changeOpacityWithSlider:"),
        ("@IBAction func move(to point: Any)", "moveTo:"),
        ("@IBAction func move(toPoint point: Any)", "moveToPoint:"),
        ("@IBAction func scrollTo(row: Int)", "scrollToRow:"),
        ("@IBAction func share(for item: Any)", "shareFor:"),
        ("@IBAction func select(byName name: String)", "selectByName:"),
        ("@IBAction func selectItem(at index: Int)", "selectItemAt:"),
        ("@IBAction func shareInto(folder: Any)", "shareIntoFolder:"),
        ("@IBAction func toggle(within view: Any)", "toggleWithin:"),
        ("@IBAction func pick(forSender sender: Any, with event: UIEvent)", "pickForSender:with:"),
        ("@IBAction func handle(sender: Any, _ event: UIEvent)", "handleWithSender::"),
        ("@IBAction func loadURL(source: Any)", "loadURLWithSource:"),
        ("@IBAction func unwindFromGames(with segue: UIStoryboardSegue)", "unwindFromGamesWith:"),
        ("@objc(renamed:) func anything(with sender: Any)", "renamed:"),
        ("@objc(go) @IBAction func go(sender: Any)", "go"),
        ("@IBAction func withdraw(amount: Int)", "withdrawWithAmount:"),
        ("@IBAction func sendTo(_ sender: Any)", "sendTo:"),
    ]

    @Test(arguments: cases) func selectorOf(declaration: String, selector: String) throws {
        let file = SwiftSourceScanner.scan(
            text: "class T: NSObject {\n    \(declaration) {}\n}\n", file: "T.swift", module: nil)
        let action = try #require(file.types.first?.actions.first)
        #expect(action.selector == selector, "\(declaration)")
    }

    @Test func camelCaseWords() {
        #expect(SwiftSelectorNaming.words(of: "changeOpacity") == ["change", "Opacity"])
        #expect(SwiftSelectorNaming.words(of: "loadURLNow") == ["load", "URL", "Now"])
        #expect(SwiftSelectorNaming.words(of: "withSender") == ["with", "Sender"])
        #expect(SwiftSelectorNaming.words(of: "snake_case") == ["snake", "case"])
        #expect(SwiftSelectorNaming.lastWord(of: "goTo") == "To")
        #expect(SwiftSelectorNaming.firstWord(of: "") == "")
    }
}
