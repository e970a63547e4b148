import NibArchive
import NibDiagnostics
import NibSwiftSource

// Pieces of findings that several rules build the same way: where a finding points, how things are
// named in messages, and the notes that go with them.

extension Connection {
    /// Where the first of the named attributes that the connection has is written, else where the
    /// connection element starts: findings point at the attribute that is wrong.
    func location(ofAttribute names: String...) -> SourceLocation {
        for name in names {
            if let attribute = attributes.attribute(named: name) { return attribute.location }
        }
        return location
    }
}

extension String? {
    /// The name quoted after a space (` 'next'`), or nothing without a name: for messages such as
    /// `unwind segue 'back' …` that read well either way.
    var quotedSuffix: String { map { " '\($0)'" } ?? "" }
}

extension SwiftType {
    /// A note pointing at where the type is declared (its first declaration), if it has a position.
    var declaredHereNotes: [Diagnostic.Note] {
        positions.first.map { [Diagnostic.Note(message: "'\(qualifiedName)' is declared here", location: $0)] } ?? []
    }
}

extension RuleOutput {
    /// Records a finding about something that repeats an earlier one, with a note at the earlier one.
    /// - Parameters:
    ///   - message: The finding.
    ///   - location: Where the repetition is.
    ///   - earlier: Where the first one is.
    ///   - note: What the note says.
    mutating func reportRepetition(
        _ message: String, at location: SourceLocation, earlier: SourceLocation, note: String = "first used here"
    ) {
        report(message, at: location, notes: [Diagnostic.Note(message: note, location: earlier)])
    }

    /// Records a finding at every object on which Interface Builder set a flag attribute to `YES`
    /// (`ambiguous="YES"`, `misplaced="YES"`), at the attribute.
    /// - Parameters:
    ///   - flag: The attribute name.
    ///   - document: The document.
    ///   - message: The message for an object.
    mutating func reportFlaggedObjects(
        _ flag: String, in document: LintDocument, message: (ArchivedObject) -> String
    ) {
        let objects = document.archive.objects
        for position in objects.indices {
            guard let attribute = objects[position].attributes.attribute(named: flag), attribute.value == "YES" else {
                continue
            }
            report(message(objects[position]), at: attribute.location)
        }
    }
}
