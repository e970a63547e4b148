/// libxml2's messages rephrased where, read by someone who did not write libxml2, they mislead:
/// a document cut off inside a start tag makes it say "attValue: ' expected" or "attributes
/// construct error", and one cut off inside an element "extra content at the end of the document".
enum LibXMLMessages {
    /// The message to report for libxml2's `raw` one (already lower-cased at its first letter).
    /// - Parameters:
    ///   - atEndOfInput: Whether libxml2 stopped at the end of the input (nothing but white space
    ///     follows the place it complains about).
    ///   - openElement: The innermost element still open, if any.
    static func rephrased(_ raw: String, atEndOfInput: Bool, openElement: String?) -> String {
        let lowered = raw.lowercased()
        let inStartTag = [
            "attvalue", "attributes construct error", "couldn't find end of start tag",
            "specification mandates value for attribute", "unescaped '<' not allowed in attributes values",
        ]
        .contains { lowered.hasPrefix($0) }
        if atEndOfInput {
            if inStartTag { return "the document ends inside a start tag (libxml2: \(raw))" }
            if let openElement,
                lowered.hasPrefix("extra content at the end of the document")
                    || lowered.hasPrefix("premature end of data")
            {
                return "the document ends before <\(openElement)> is closed (libxml2: \(raw))"
            }
            return raw
        }
        if lowered.hasPrefix("attvalue: \" or ' expected") {
            return "an attribute value must be in quotes (libxml2: \(raw))"
        }
        return raw
    }
}
