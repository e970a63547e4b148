import NibPrimitives
import NibReporters
import Testing

@Suite struct EscapingTests {
    @Test func xmlAttributeEscapesMarkupQuotesAndWhitespace() {
        #expect(XMLEscaping.attribute(#"<&"'>"#) == "&lt;&amp;&quot;&apos;&gt;")
        #expect(XMLEscaping.attribute("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
    }

    @Test func xmlTextKeepsQuotesAndNewlines() {
        #expect(XMLEscaping.text(#"<&"'>"#) == #"&lt;&amp;"'&gt;"#)
        #expect(XMLEscaping.text("a\nb\tc\rd") == "a\nb\tc&#13;d")
    }

    @Test func xmlReplacesForbiddenCharacters() {
        #expect(
            XMLEscaping.text("a\u{0}b\u{1}c\u{1F}d\u{FFFE}e\u{FFFF}f")
                == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f")
        #expect(XMLEscaping.attribute("\u{B}\u{C}") == "\u{FFFD}\u{FFFD}")
        #expect(XMLEscaping.text("é 🎉 \u{7F} \u{85}") == "é 🎉 \u{7F} \u{85}")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext, a:b") == "100%25 done%0D%0Anext, a:b")
        #expect(GitHubReporter.escapeProperty("a,b:c%d\ne") == "a%2Cb%3Ac%25d%0Ae")
    }

    @Test func githubCommandWithNastyValues() {
        let out = GitHubReporter().render(ReportFixtures.nasty)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)  // the error, the note, and the empty string after the last newline
        #expect(
            lines.first
                == "::error file=dir name/a%2Cb%3Ac&d.xib,line=2,col=9,title=odd%2Crule%3Aid::a <b> & \"c\" 'd'%0Aline2%0D%0A%2525 50%25, x:y\u{1}\u{0}\u{FFFE}\tend é 🎉"
        )
        #expect(lines.dropFirst().first == "::notice title=odd%2Crule%3Aid::see <here>%0A&there")
    }

    @Test func xcodeKeepsOneLinePerDiagnostic() {
        let out = XcodeReporter().render(ReportFixtures.nasty)
        #expect(out.split(separator: "\n").count == 2)
        #expect(out.hasPrefix("dir name/a,b:c&d.xib:2:9: error: a <b> & \"c\" 'd' line2 %25 50%, x:y"))
    }

    @Test func sarifPercentEncodesPaths() {
        #expect(SARIFReporter.percentEncode("dir name/a%b#c?.xib") == "dir%20name/a%25b%23c%3F.xib")
        #expect(SARIFReporter.percentEncode("é.xib") == "%C3%A9.xib")
    }

    @Test func xmlOutputsContainNoRawForbiddenCharacters() {
        for out in [CheckstyleReporter().render(ReportFixtures.nasty), JUnitReporter().render(ReportFixtures.nasty)] {
            #expect(!out.unicodeScalars.contains { !XMLEscaping.isAllowed($0) })
            #expect(!out.contains("<b>"))
            #expect(out.contains("&lt;b&gt; &amp;"))
        }
    }
}
