import NibSwiftSource
import Testing

@Suite struct SwiftSourceFuzzTests {
    private static let corpus = #####"""
        import UIKit

        /* header /* nested */ */
        @objc(MYViewController)
        final class ViewController<T: Hashable>: UIViewController, UITableViewDataSource where T: Sendable {
            @IBOutlet private weak var tableView: UITableView!
            @IBOutlet var labels: [UILabel]!
            #if DEBUG
            @IBOutlet var debugLabel: UILabel?
            #endif
            private let text = """
                multi "line" \(value(")"))
                """
            let raw = #"raw \(x) "# + "\("a" + "b")"
            @IBAction func tap(_ sender: Any, forEvent event: UIEvent) { print("tap {") }
            @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            @available(iOS 13, *)
            lazy var handler: (Int) -> Void = { [weak self] value in self?.go(value) }
            enum Kind { case a, b(String) }
        }
        extension ViewController { @objc func later() {} }
        """#####

    /// A tiny deterministic generator so failures reproduce.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func fullCorpusScans() {
        let file = SwiftSourceScanner.scan(text: Self.corpus, file: "F.swift", module: "App")
        #expect(file.types.map(\.qualifiedName) == ["ViewController", "ViewController.Kind", "ViewController"])
        #expect(file.types.first?.outlets.map(\.name) == ["tableView", "labels", "debugLabel"])
        #expect(file.types.first?.actions.map(\.selector) == ["tap:forEvent:", "make:"])
        #expect(file.types.last?.actions.map(\.selector) == ["later"])
    }

    @Test func randomSlicesAndBytesNeverCrash() {
        var rng = SplitMix(state: 42)
        let bytes = Array(Self.corpus.utf8)
        for _ in 0..<2000 {
            let a = Int.random(in: 0...bytes.count, using: &rng)
            let b = Int.random(in: a...bytes.count, using: &rng)
            var slice = Array(bytes[a..<b])
            // Mutate a few bytes, sometimes into arbitrary (invalid UTF-8) values.
            for _ in 0..<Int.random(in: 0...4, using: &rng) where !slice.isEmpty {
                let index = Int.random(in: 0..<slice.count, using: &rng)
                slice[index] = UInt8.random(in: 0...255, using: &rng)
            }
            let text = String(decoding: slice, as: UTF8.self)
            let file = SwiftSourceScanner.scan(text: text, file: "F.swift", module: nil)
            for type in file.types {
                #expect(type.position.line >= 1 && type.position.column >= 1)
            }
            _ = SwiftSourceIndex([file]).outlets(of: "ViewController")
        }
        for _ in 0..<300 {
            let random = (0..<Int.random(in: 0...400, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = SwiftSourceScanner.scan(text: String(decoding: random, as: UTF8.self), file: "R.swift", module: nil)
        }
    }

    @Test func deepNestingIsFine() {
        let depth = 100_000
        let text = String(repeating: "class A { /* ( ", count: depth) + String(repeating: "*/ }", count: depth)
        let file = SwiftSourceScanner.scan(text: text, file: "D.swift", module: nil)
        #expect(file.types.count == 1)
        let braces = String(repeating: "{ \"\\(", count: depth)
        _ = SwiftSourceScanner.scan(text: braces, file: "D.swift", module: nil)
        let nested = String(repeating: "struct S {", count: 2_000) + String(repeating: "}", count: 2_000)
        let many = SwiftSourceScanner.scan(text: nested, file: "N.swift", module: nil)
        #expect(many.types.count == 2_000)
    }
}
