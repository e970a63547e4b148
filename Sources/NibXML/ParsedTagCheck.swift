internal import Glibc

/// A start tag libxml2 has parsed, as its start-element callback sees it.
struct ParsedTag {
    /// The element's local name (NUL-terminated, in libxml2's dictionary).
    let localName: UnsafePointer<UInt8>
    /// The attributes, not counting namespace declarations.
    let attributeCount: Int
    /// The namespace declarations.
    let namespaceCount: Int
    /// libxml2's attribute array: five pointers per attribute (local name, prefix, URI, value start, value end).
    let attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    /// The tag's bytes in libxml2's buffer, from its `<`, when they are still there.
    let start: UnsafePointer<UInt8>?
    let end: UnsafePointer<UInt8>?
    /// The file offset of the `<`.
    let offset: Int
}

extension ReaderLimits {
    /// The first limit a parsed start tag passes, positioned at the offending attribute when the
    /// tag's bytes are still in libxml2's buffer (else at the element).
    /// - Parameters:
    ///   - elementsSoFar: The elements before this one.
    ///   - attributesSoFar: The attributes before this element's.
    func violation(parsedTag tag: ParsedTag, elementsSoFar: Int, attributesSoFar: Int) -> LimitViolation? {
        if elementsSoFar >= maximumElements {
            return LimitViolation(
                id: .tooManyElements,
                message: "the document has more than \(maximumElements) elements; nibload stops here",
                offset: tag.offset)
        }
        let count = tag.attributeCount + tag.namespaceCount
        var passed = count > maximumAttributesPerElement || Self.length(of: tag.localName) > maximumNameBytes
        if !passed, let attributes = tag.attributes {
            for index in 0..<tag.attributeCount {
                let slot = attributes + index * 5
                if let name = slot[0], Self.length(of: name) > maximumNameBytes { passed = true }
                if let start = slot[3], let end = slot[4], end - start > maximumAttributeValueBytes { passed = true }
            }
        }
        if passed {
            // Find the attribute as a scanner of the raw tag would (which libxml2 has normalised
            // nothing of); when the tag is gone from the buffer, report at the element.
            if let start = tag.start, let end = tag.end, end > start {
                var scanner = StartTagScanner(limits: self, tagOffset: tag.offset)
                if let found = scanner.scan(
                    UnsafeBufferPointer(start: start + 1, count: end - start - 1), firstOffset: tag.offset + 1
                )
                .violation {
                    return found
                }
            }
            return LimitViolation(
                id: count > maximumAttributesPerElement ? .tooManyAttributes : .attributeValueTooLarge,
                message: "an element passes the limit on its attributes, their names or values; nibload stops here",
                offset: tag.offset)
        }
        if attributesSoFar + count > maximumAttributes {
            return LimitViolation(
                id: .tooManyAttributes,
                message: "the document has more than \(maximumAttributes) attributes; nibload stops here",
                offset: tag.offset)
        }
        return nil
    }

    private static func length(of name: UnsafePointer<UInt8>) -> Int {
        Int(bitPattern: UInt(strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))))
    }
}
