import NibDiagnostics
import NibXML

/// `schema`: the document does not match the RELAX NG schema given with `--schema`.
struct SchemaRule: Rule {
    static let description = RuleDescription(
        id: "schema",
        summary: "the document does not match the RELAX NG schema",
        details: """
            Runs only when a schema is given (`--schema Schema/ib-document.rng`, or `schema` in the \
            configuration). The document's element tree — the one already read for the other rules, so the \
            file is not parsed again — is validated with libxml2's RELAX NG validator, and each violation \
            is reported at the element it concerns. nibload's own schema describes the IB dialect it \
            understands: open to unknown elements, strict on what the loader relies on.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .document, requirement: .schema,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                ↓<color key="backgroundColor" red="1"/>
                            </view>
                    """),
                schema: SchemaRule.exampleSchema)
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1"/>
                            </view>
                    """),
                schema: SchemaRule.exampleSchema)
        ])

    /// A small schema for the examples: documents of views, and colors with all four components.
    static let exampleSchema = """
        <grammar xmlns="http://relaxng.org/ns/structure/1.0" datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
          <start>
            <element name="document">
              <zeroOrMore><attribute><anyName/></attribute></zeroOrMore>
              <element name="objects"><zeroOrMore><ref name="view"/></zeroOrMore></element>
            </element>
          </start>
          <define name="view">
            <element name="view">
              <attribute name="id"/>
              <zeroOrMore>
                <choice>
                  <element name="color">
                    <attribute name="key"/>
                    <attribute name="red"/><attribute name="green"/><attribute name="blue"/><attribute name="alpha"/>
                  </element>
                  <ref name="view"/>
                </choice>
              </zeroOrMore>
            </element>
          </define>
        </grammar>
        """

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        // The schema describes the current `<document>` format; a legacy `<archive>` is read
        // through its records instead (see legacy-format).
        guard let validator = document.schema, !document.archive.isLegacyFormat else { return }
        for diagnostic in validator.validate(document.tree) {
            output.report(
                diagnostic.message,
                at: diagnostic.location ?? SourceLocation(file: document.file, line: 1, column: 1))
        }
    }
}
