import NibSwiftSource
import Testing

@Suite struct SwiftSourceLexingTests {
    private func scan(_ text: String) -> SwiftSourceFile {
        SwiftSourceScanner.scan(text: text, file: "L.swift", module: nil)
    }

    @Test func commentsAreSkipped() {
        let file = scan(
            """
            // class LineComment: UIView {}
            /* class Block: UIView { /* nested class Nested {} */ still comment class X {} */
            /** doc comment @IBOutlet var x: UILabel! */
            class Real: UIView { // trailing { brace
                /* } */ @IBOutlet var a: UILabel! /* { */
            }
            """)
        #expect(file.types.map(\.qualifiedName) == ["Real"])
        #expect(file.types.first?.position.line == 4)
        #expect(file.types.first?.outlets.map(\.name) == ["a"])
        #expect(file.types.first?.outlets.first?.position?.column == 27)
    }

    @Test func stringsAreSkipped() {
        let file = scan(
            #####"""
            class S: NSObject {
                let a = "class Fake { \" } "
                let b = """
                    class AlsoFake {
                    \"""
                    }
                    """
                let c = #"raw " class Raw { \(not interpolation) "#
                let d = ##"raw2 "# still "## + "x"
                let e = "interp \(call("nested ) \("deeper") (", x: (1 + 2))) class Interp {"
                let f = """
                    multi \(foo(")", """
                        inner class Z {
                        """)) end
                    """
                @IBOutlet var afterStrings: UILabel!
            }
            class Next: UIView {}
            """#####)
        #expect(file.types.map(\.qualifiedName) == ["S", "Next"])
        #expect(file.types.first?.outlets.map(\.name) == ["afterStrings"])
        #expect(file.types.first?.outlets.first?.position?.line == 16)
        #expect(file.types.last?.position.line == 18)
    }

    @Test func columnsCountUTF8Bytes() {
        let file = scan("/* é */ class Ünïcode: UIView {}\n\tclass Tabbed {}\n")
        #expect(file.types.first?.name == "Ünïcode")
        #expect(file.types.first?.position.column == 16)
        #expect(file.types.last?.position.column == 8)
    }

    @Test func crlfLineEndings() {
        let file = scan("class A: UIView {\r\n    @IBOutlet var x: UILabel!\r\n}\r\nclass B {}\r\n")
        #expect(file.types.map { "\($0.name) \($0.position.line)" } == ["A 1", "B 4"])
        #expect(file.types.first?.outlets.first?.position?.line == 2)
    }

    @Test func regexLiteralsAndClosures() {
        let file = scan(
            """
            class R: NSObject {
                let pattern = #/class\\s+(\\w+) { "/#
                lazy var handler: () -> Void = { [weak self] in self?.go() }
                @IBOutlet var x: UILabel!
            }
            """)
        #expect(file.types.map(\.name) == ["R"])
        #expect(file.types.first?.outlets.map(\.name) == ["x"])
    }

    @Test func unterminatedInputDoesNotCrash() {
        for text in [
            "class A {", "\"unterminated", "\"\"\"\nnever closed", "/* /* nested", "#\"raw", "@IBOutlet", "class",
            "}}}}", "#if\n#else\n#endif\n#endif", "func f(", "class A<", "@objc(", "extension A.",
        ] {
            _ = scan(text)
        }
    }
}
