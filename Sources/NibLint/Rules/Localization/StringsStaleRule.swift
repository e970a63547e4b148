import NibArchive
import NibDiagnostics
import NibStrings

/// `strings-stale`: a key of a language `.strings` file whose object or property the base document
/// no longer has.
struct StringsStaleRule: Rule {
    static let description = RuleDescription(
        id: "strings-stale",
        summary: "a key of a language .strings file names an object or property the base document no longer has",
        details: """
            For a document in `Base.lproj`, the `.strings` file of the same name in each other `*.lproj` \
            folder translates it key by key: `"ObjectID.property" = "…";`, the format `ibtool \
            --export-strings-file` (and `nibload strings`) writes. A key whose object id no longer exists, \
            or whose object no longer has that localizable property (a text field that has a placeholder \
            but no text, a segment index past the last segment), is never used: the translation it \
            holds was lost when the document changed, and the new string goes untranslated. Keys with a \
            property nibload does not know are left alone. A `.strings` file that cannot be read is \
            reported at the place where it breaks (an unterminated string, a missing `;`), since none of \
            its keys can be checked. The finding is in the `.strings` file, at the key; re-export the \
            strings and translate what changed.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .localization,
        triggeringExamples: [
            RuleExample(
                LocalizationExamples.document(), name: "App/Base.lproj/Main.storyboard",
                stringsFiles: [
                    (
                        "App/de.lproj/Main.strings",
                        """
                        "Lbl-01-ttl.text" = "Willkommen";
                        ↓"Old-09-lbl.text" = "Entfernt";
                        ↓"Txt-02-nam.text" = "Name";
                        "Seg-03-chc.segmentTitles[1]" = "Woche";
                        ↓"Seg-03-chc.segmentTitles[2]" = "Monat";
                        "Txt-02-nam.futureProperty" = "unbekannt";
                        """
                    ),
                    (
                        "App/fr.lproj/Main.strings",
                        "\"Lbl-01-ttl.text\" = \"Bienvenue\";\n\"Txt-02-nam.placeholder\" = ↓\"Nom;\n"
                    ),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                LocalizationExamples.document(), name: "App/Base.lproj/Main.storyboard",
                stringsFiles: [
                    ("App/de.lproj/Main.strings", LocalizationExamples.completeGerman),
                    // Not the document's language file: another name, or not beside Base.lproj.
                    ("App/de.lproj/Other.strings", "\"Gone-00-xyz.text\" = \"x\";\n"),
                    ("Elsewhere/de.lproj/Main.strings", "\"Gone-00-xyz.text\" = \"x\";\n"),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard !document.languageFiles.isEmpty else { return }
        let archive = document.archive
        let known = Set(StringsExtractor.strings(of: archive).map(\.key))
        for file in document.languageFiles {
            for problem in file.strings.diagnostics {
                if let location = problem.location {
                    output.report("cannot read this .strings file: \(problem.message)", at: location, severity: .error)
                }
            }
            for entry in file.strings.entries where !known.contains(entry.key) {
                guard let dot = entry.key.firstIndex(of: ".") else { continue }
                let id = String(entry.key[..<dot])
                let property = String(entry.key[entry.key.index(after: dot)...])
                guard let object = archive.object(withID: id) else {
                    output.report(
                        "'\(entry.key)' names object '\(id)', which \(FilePath.lastComponent(document.file)) no longer has",
                        at: entry.location)
                    continue
                }
                guard StringsExtractor.isKnownProperty(property) else { continue }
                output.report(
                    "'\(entry.key)': \(IBVocabulary.describe(archive[object])) in \(FilePath.lastComponent(document.file)) has no \(property)",
                    at: entry.location)
            }
        }
    }
}

/// The document the localization rules' examples share: a label, a text field with a placeholder,
/// a two-segment control.
enum LocalizationExamples {
    static func document(marking label: String = "", _ textField: String = "") -> String {
        ExampleDocuments.storyboard(
            ExampleDocuments.scene(
                "s1",
                ExampleDocuments.viewController(
                    "vc1", view: "v1",
                    subviews: """
                                                <label \(label)text="Welcome" id="Lbl-01-ttl"/>
                                                <textField \(textField)placeholder="Name" id="Txt-02-nam"/>
                                                <segmentedControl id="Seg-03-chc">
                                                    <segments>
                                                        <segment title="Day"/>
                                                        <segment title="Week"/>
                                                    </segments>
                                                </segmentedControl>
                        """)))
    }

    static let completeGerman = """
        /* Class = "UILabel"; text = "Welcome"; ObjectID = "Lbl-01-ttl"; */
        "Lbl-01-ttl.text" = "Willkommen";
        Txt-02-nam.placeholder = "Name";
        "Seg-03-chc.segmentTitles[0]" = "Tag";
        "Seg-03-chc.segmentTitles[1]" = "Woche";

        """
}
