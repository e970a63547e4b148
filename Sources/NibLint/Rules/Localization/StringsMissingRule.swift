import NibArchive
import NibDiagnostics
import NibStrings

/// `strings-missing`: a localizable string of a base document that no language file translates.
struct StringsMissingRule: Rule {
    static let description = RuleDescription(
        id: "strings-missing",
        summary: "a localizable string of a Base.lproj document has no key in any language .strings file",
        details: """
            A document in `Base.lproj` with `.strings` files of the same name in other `*.lproj` folders \
            is localized key by key. A localizable string (a text, title, placeholder, prompt, button \
            state title, segment or scope title, section header or footer, accessibility label or hint) \
            whose `ObjectID.property` key no language file contains was added after the last export: \
            every language shows the base text. The finding is at the string in the base document. \
            Documents without any language file are not localized this way and are not checked, nor \
            are documents one of whose language files cannot be read (`strings-stale` reports that). \
            Off by default: some strings (placeholders replaced at run time) are left untranslated on \
            purpose. Export with `nibload strings` and translate the new keys.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .localization,
        triggeringExamples: [
            RuleExample(
                LocalizationExamples.document(marking: "", "↓"), name: "App/Base.lproj/Main.storyboard",
                stringsFiles: [
                    (
                        "App/de.lproj/Main.strings",
                        "\"Lbl-01-ttl.text\" = \"Willkommen\";\n\"Seg-03-chc.segmentTitles[0]\" = \"Tag\";\n"
                    ),
                    ("App/fr.lproj/Main.strings", "\"Seg-03-chc.segmentTitles[1]\" = \"Semaine\";\n"),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                LocalizationExamples.document(), name: "App/Base.lproj/Main.storyboard",
                stringsFiles: [("App/de.lproj/Main.strings", LocalizationExamples.completeGerman)]),
            // Not localized with .strings files at all.
            RuleExample(LocalizationExamples.document(), name: "App/Base.lproj/Main.storyboard"),
            // A language file that cannot be read: nothing can be said about its keys.
            RuleExample(
                LocalizationExamples.document(), name: "App/Base.lproj/Main.storyboard",
                stringsFiles: [("App/de.lproj/Main.strings", "\"Lbl-01-ttl.text\" = \"Willkommen\"\n")]),
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let files = document.languageFiles
        guard !files.isEmpty, files.allSatisfy({ $0.strings.diagnostics.isEmpty }) else { return }
        var translated: Set<String> = []
        for file in files { translated.formUnion(file.strings.entries.map(\.key)) }
        let languages = files.map(\.language).sorted().joined(separator: ", ")
        for string in StringsExtractor.strings(of: document.archive) where !translated.contains(string.key) {
            guard let location = string.location else { continue }
            output.report(
                "'\(string.key)' (\(string.className) \(string.property) '\(string.value)') is in no language file (\(languages))",
                at: location)
        }
    }
}
