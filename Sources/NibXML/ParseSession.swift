internal import CLibXML2
internal import Glibc
import NibDiagnostics

/// The state of one push parse: the libxml2 context, the tree being built and the diagnostics.
///
/// One session belongs to one parse on one thread; libxml2 calls back into it through the context's
/// user-data pointer, so nothing is shared between parses.
final class ParseSession {
    private let options: XMLReaderOptions
    // Exclusivity checks on these hot properties cost about 3 % of a parse (callgrind); every
    // access happens on the parsing thread inside libxml2 callbacks, which never overlap.
    @exclusivity(unchecked) private var tree: XMLTree
    @exclusivity(unchecked) private var lines = LineTable()
    private var diagnostics: [Diagnostic] = []
    private var failure: XMLParseResult.Failure?
    private var context: xmlParserCtxtPtr?
    /// Feeds libxml2 in linear time and stops input past ``ReaderLimits`` (see ``InputGate``).
    private var gate: InputGate?
    /// Open elements, innermost last.
    @exclusivity(unchecked) private var stack: [Int] = []
    /// For each open element, its last child so far (for sibling links).
    @exclusivity(unchecked) private var lastChild: [Int?] = []
    @exclusivity(unchecked) private var pendingText: [UInt8] = []
    @exclusivity(unchecked) private var pendingComments: [Int] = []
    /// Name indexes by libxml2 dictionary pointer (names are interned there), and by text for the
    /// rare prefixed names.
    @exclusivity(unchecked) private var namesByPointer = PointerNameTable()
    /// Where the attribute names of the start tag being read are (reused, so no array per element).
    @exclusivity(unchecked) private var namePositions: [StartTagBytes.NamePosition] = []
    /// Attribute values, equal long ones shared.
    @exclusivity(unchecked) private var values = AttributeValues()
    private var namesByText: [String: Int] = [:]
    private var sawContent = false
    private var bytesSeen = 0
    private var errorCount = 0
    /// Whether ``finish()`` has told libxml2 that the input ended.
    private var isEnding = false
    /// The offset of the last byte fed that is not white space, to tell whether only white space
    /// follows a position.
    private var lastNonSpaceOffset = -1
    private static let maximumReportedErrors = 20

    init(file: String, options: XMLReaderOptions) {
        self.options = options
        tree = XMLTree(file: file)
        XMLReader.ensureInitialised()
    }

    deinit {
        guard let context else { return }
        // libxml2 makes a document of its own to hold a declared entity ("expat compatibility"),
        // which the context does not free (found by the fuzzer, reported by LeakSanitizer).
        if let document = context.pointee.myDoc {
            context.pointee.myDoc = nil
            xmlFreeDoc(document)
        }
        xmlFreeParserCtxt(context)
    }

    /// Whether the parse has ended early, so further input is pointless.
    var isStopped: Bool {
        if failure != nil { return true }
        if let context, context.pointee.disableSAX != 0 { return true }
        return false
    }

    // MARK: Feeding

    /// Makes room in the tree for what a document of `documentBytes` bytes holds (see
    /// ``XMLTree/reserveCapacity(forDocumentBytes:limits:)``).
    func expect(documentBytes: Int) {
        tree.reserveCapacity(forDocumentBytes: documentBytes, limits: options.limits)
    }

    /// Hands the next chunk of input to the parser.
    func feed(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard !chunk.isEmpty, !isStopped, var base = chunk.baseAddress else { return }
        var chunk = chunk
        let room = options.limits.maximumDocumentBytes - bytesSeen
        if chunk.count > room {
            chunk = UnsafeBufferPointer(rebasing: chunk[..<max(0, room)])
            lines.record(chunk)
            bytesSeen += chunk.count
            rejectDocumentSize(nil)
            return
        }
        base = chunk.baseAddress ?? base
        if bytesSeen == 0, chunk.count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF {
            lines.bomLength = 3
        }
        if !sawContent {
            let start = bytesSeen == 0 ? lines.bomLength : 0
            for index in start..<chunk.count where !Self.isSpace(chunk[index]) {
                sawContent = true
                break
            }
        }
        lines.record(chunk)
        if let last = chunk.lastIndex(where: { !Self.isSpace($0) }) { lastNonSpaceOffset = bytesSeen + last }
        bytesSeen += chunk.count
        var body = chunk
        if context == nil {
            // The first four bytes go to the constructor so that libxml2 detects the encoding.
            let head = min(4, chunk.count)
            context = makeContext(first: base, count: head)
            gate = InputGate(limits: options.limits, first: UnsafeBufferPointer(rebasing: chunk[..<head]))
            body = UnsafeBufferPointer(rebasing: chunk[head...])
        }
        guard let context, !body.isEmpty else { return }
        if let violation = gate?.push(body, to: context) { reject(violation) }
    }

    /// What libxml2's rescans of buffered input cost, in bytes (see ``InputGate/rescannedBytes``).
    var rescannedBytes: Int { gate?.rescannedBytes ?? 0 }

    /// Rejects a file larger than ``ReaderLimits/maximumDocumentBytes``: at its first byte when
    /// its size is known before reading (`size`), else at the first byte past the limit.
    func rejectDocumentSize(_ size: Int?) {
        guard failure == nil else { return }
        let limit = options.limits.maximumDocumentBytes
        let message =
            size.map { "the file is \($0) bytes; nibload reads documents up to \(limit) bytes" }
            ?? "the document is longer than \(limit) bytes; nibload stops here"
        reject(LimitViolation(id: .documentTooLarge, message: message, offset: size == nil ? limit : 0))
    }

    /// Stops the parse at a limit passed, with a diagnostic at the offending position.
    private func reject(_ violation: LimitViolation) {
        guard failure == nil else { return }
        let location = violation.offset.flatMap { isTranscoding ? nil : self.location(atOffset: $0) } ?? here()
        diagnostics.append(
            Diagnostic(id: violation.id, severity: .error, message: violation.message, location: location))
        failure = .limitExceeded
        if let context { xmlStopParser(context) }
    }

    /// Ends the input and returns the result.
    func finish() -> XMLParseResult {
        isEnding = true
        if let context, !isStopped {
            gate?.flush(to: context)
            _ = xmlParseChunk(context, nil, 0, 1)
        }
        if !sawContent, failure != .limitExceeded {
            diagnostics = [.emptyDocument(tree.file, whiteSpaceOnly: bytesSeen > 0)]
            failure = .empty
        } else if failure == nil, tree.elements.isEmpty || !stack.isEmpty {
            // libxml2 has reported the cause; make sure the result says it is incomplete.
            failure = .notWellFormed
            if !diagnostics.containsErrors {
                diagnostics.append(.xmlNotWellFormed("the document ends before its root element is closed", at: here()))
            }
        }
        // Close what is still open so that descendant ranges hold for a partial tree.
        while let open = stack.popLast() {
            tree.elements[open].subtreeEnd = tree.elements.count
        }
        return XMLParseResult(tree: tree, diagnostics: diagnostics, failure: failure)
    }

    /// Whether nothing but white space follows the byte at `offset` (or it is the last one).
    private func restIsSpace(after offset: Int) -> Bool { offset >= lastNonSpaceOffset }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func makeContext(first: UnsafePointer<UInt8>, count: Int) -> xmlParserCtxtPtr? {
        var handler = Self.saxHandler()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        let created = first.withMemoryRebound(to: CChar.self, capacity: count) {
            xmlCreatePushParserCtxt(&handler, userData, $0, Int32(count), tree.file)
        }
        guard let created else { return nil }
        // No network, no DTD loading, no entity substitution, no XInclude. HUGE lifts libxml2's own
        // 256-level depth limit (our limit applies instead) and its 10 MB text-node limit; entity
        // amplification cannot happen because entity declarations are rejected.
        let flags = XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_NOCDATA.rawValue
        _ = xmlCtxtUseOptions(created, Int32(flags))
        created.pointee.replaceEntities = 0
        created.pointee.loadsubset = 0
        created.pointee.validate = 0
        return created
    }

    // MARK: Positions

    /// The absolute byte offset of the parser's current position, and a pointer to it.
    private func currentPosition() -> (offset: Int, cursor: UnsafePointer<UInt8>?, base: UnsafePointer<UInt8>?) {
        guard let context, let input = context.pointee.input else { return (bytesSeen, nil, nil) }
        let offset = Int(xmlByteConsumed(context))
        return (offset, input.pointee.cur, input.pointee.base)
    }

    /// Whether libxml2 is converting the input from another encoding (UTF-16, ISO-8859-1, …). Then
    /// its buffer holds converted UTF-8, so raw byte offsets and buffer pointers do not mix.
    private var isTranscoding: Bool {
        guard let context, let input = context.pointee.input, let buffer = input.pointee.buf else { return false }
        return buffer.pointee.encoder != nil
    }

    /// The line and column of the byte at `offset` in the raw input, or, for transcoded input, of
    /// the converted character `distance` bytes before the parser's cursor: the line from libxml2
    /// (exact) less the newlines in between, the column counted in UTF-8 bytes back to the line
    /// start in libxml2's buffer.
    private func position(
        ofOffset offset: Int, distanceBeforeCursor distance: Int, transcoding: Bool? = nil
    ) -> (line: Int, column: Int) {
        guard transcoding ?? isTranscoding, let context, let input = context.pointee.input,
            let cursor = input.pointee.cur,
            let base = input.pointee.base, cursor - base >= distance
        else { return lines.position(ofOffset: offset) }
        let target = cursor - distance
        var newlines = 0
        var probe = target
        while probe < cursor {
            if probe.pointee == 0x0A { newlines += 1 }
            probe += 1
        }
        var lineStart = target
        while lineStart > base, (lineStart - 1).pointee != 0x0A { lineStart -= 1 }
        let line = max(1, Int(input.pointee.line) - newlines)
        if lineStart == base, line > 1, base != target { return (line, max(1, Int(input.pointee.col) - distance)) }
        return (line, target - lineStart + 1)
    }

    private func location(atOffset offset: Int) -> SourceLocation {
        let (line, column) = lines.position(ofOffset: offset)
        return SourceLocation(file: tree.file, line: line, column: column)
    }

    private func here() -> SourceLocation {
        let (line, column) = position(ofOffset: currentPosition().offset, distanceBeforeCursor: 0)
        return SourceLocation(file: tree.file, line: line, column: column)
    }

    // MARK: Callbacks

    /// Where the start tag being read is: its `<` in the file and in libxml2's buffer (when still
    /// there), the parser's cursor after it, and the line and column of the `<`.
    private struct StartTag {
        var offset: Int
        /// The bytes from the `<` to the cursor.
        var distance: Int
        var start: UnsafePointer<UInt8>?
        var end: UnsafePointer<UInt8>?
        var line: Int
        var column: Int
        var transcoding: Bool
    }

    func startElement(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, namespaceCount: Int
    ) {
        guard failure == nil, depthAllowsChild() else { return }
        flushText()
        let tag = locateStartTag()
        if let violation = options.limits.violation(
            parsedTag: ParsedTag(
                localName: localName, attributeCount: attributeCount, namespaceCount: namespaceCount,
                attributes: attributes,
                start: tag.start, end: tag.end, offset: tag.offset),
            elementsSoFar: tree.elements.count, attributesSoFar: tree.attributeRecords.count)
        {
            reject(violation)
            return
        }
        let name = qualifiedName(localName, prefix)
        let firstAttribute = tree.attributeRecords.count
        if attributeCount > 0, let attributes { appendAttributes(attributes, count: attributeCount, of: tag) }
        appendElement(name, attributes: firstAttribute..<tree.attributeRecords.count, at: tag)
    }

    /// Whether one more level of nesting is allowed; if not, stops the parse with a diagnostic.
    private func depthAllowsChild() -> Bool {
        guard stack.count + 1 > options.maximumDepth else { return true }
        diagnostics.append(.nestingTooDeep(options.maximumDepth, at: here()))
        failure = .tooDeep
        if let context { xmlStopParser(context) }
        return false
    }

    /// The start tag just parsed: its `<` is the last one before the cursor (a `<` cannot occur
    /// inside an attribute value).
    private func locateStartTag() -> StartTag {
        let (offset, cursor, base) = currentPosition()
        var tagStart = cursor
        if let cursor, let base { tagStart = MarkupBytes.lastOpening(before: cursor, base: base) }
        let distance = cursor.flatMap { c in tagStart.map { c - $0 } } ?? 0
        let transcoding = isTranscoding
        let (line, column) = position(
            ofOffset: offset - distance, distanceBeforeCursor: distance, transcoding: transcoding)
        return StartTag(
            offset: offset - distance, distance: distance, start: tagStart, end: cursor, line: line, column: column,
            transcoding: transcoding)
    }

    /// Appends the attributes libxml2 reports (five pointers each: local name, prefix, URI, value
    /// start, value end), each at the line and column of its name: found from the value pointer
    /// (``AttributeNameCursor``) when it can be, else by reading the tag's bytes once.
    private func appendAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>, count: Int, of tag: StartTag
    ) {
        var cursor: AttributeNameCursor?
        if !tag.transcoding, let start = tag.start, let end = tag.end {
            cursor = AttributeNameCursor(tagStart: start, tagEnd: end, line: tag.line, column: tag.column)
        }
        var scanned = false
        for index in 0..<count {
            let slot = attributes + index * 5
            guard let attributeName = slot[0] else { continue }
            var position = cursor?.position(local: attributeName, prefix: slot[1], valueStart: slot[3])
            if position == nil {
                if !scanned { scanNamePositions(of: tag) }
                scanned = true
                position = scannedPosition(index, of: tag)
            }
            tree.appendAttribute(
                nameIndex: nameIndex(attributeName, slot[1]), value: values.value(start: slot[3], end: slot[4]),
                line: position?.line ?? tag.line, column: position?.column ?? tag.column)
        }
    }

    /// Reads the positions of the tag's attribute names from its bytes into ``namePositions``.
    private func scanNamePositions(of tag: StartTag) {
        namePositions.removeAll(keepingCapacity: true)
        if let start = tag.start, let end = tag.end {
            StartTagBytes.attributeNamePositions(
                from: start, to: end, tagLine: tag.line, tagColumn: tag.column, into: &namePositions)
        }
    }

    /// The position of the name of the tag's attribute `index` read by ``scanNamePositions(of:)``
    /// (the tag's own when the bytes are gone).
    private func scannedPosition(_ index: Int, of tag: StartTag) -> (line: Int, column: Int) {
        guard index < namePositions.count else { return (tag.line, tag.column) }
        let found = namePositions[index]
        guard tag.transcoding else { return (found.line, found.column) }
        return position(
            ofOffset: tag.offset + found.offset, distanceBeforeCursor: tag.distance - found.offset, transcoding: true)
    }

    /// Appends the element, links it to its parent and previous sibling, and opens it.
    private func appendElement(_ name: (name: String, index: Int), attributes: Range<Int>, at tag: StartTag) {
        let index = tree.elements.count
        tree.elements.append(
            XMLTree.Element(
                name: name.name, nameIndex: name.index, parent: stack.last, depth: stack.count,
                attributeRange: attributes, line: tag.line, column: tag.column,
                text: nil, firstChild: nil, nextSibling: nil, subtreeEnd: index + 1))
        if let parent = stack.last {
            if let previous = lastChild[lastChild.count - 1] {
                tree.elements[previous].nextSibling = index
            } else {
                tree.elements[parent].firstChild = index
            }
            lastChild[lastChild.count - 1] = index
        }
        stack.append(index)
        lastChild.append(nil)
        if !pendingComments.isEmpty {
            for comment in pendingComments { tree.comments[comment].nextElement = index }
            pendingComments.removeAll()
        }
    }

    func endElement() {
        flushText()
        guard let index = stack.popLast() else { return }
        lastChild.removeLast()
        tree.elements[index].subtreeEnd = tree.elements.count
    }

    func text(_ characters: UnsafePointer<UInt8>, _ length: Int) {
        guard !stack.isEmpty, length > 0 else { return }
        let buffer = UnsafeBufferPointer(start: characters, count: length)
        if pendingText.isEmpty, MarkupBytes.isAllSpace(buffer) { return }
        pendingText.append(contentsOf: buffer)
    }

    private func flushText() {
        guard !pendingText.isEmpty, let top = stack.last else { return }
        let text = String(decoding: pendingText, as: UTF8.self)
        if let existing = tree.elements[top].text {
            tree.elements[top].text = existing + text
        } else {
            tree.elements[top].text = text
        }
        pendingText.removeAll(keepingCapacity: true)
    }

    /// The offset of the last `opening` sequence before the parser's position (the start of the
    /// markup just parsed), or the position itself when it is no longer in the buffer.
    private func startOfMarkup(
        backFrom position: (offset: Int, cursor: UnsafePointer<UInt8>?, base: UnsafePointer<UInt8>?),
        opening: StaticString
    ) -> Int {
        guard let cursor = position.cursor, let base = position.base else { return position.offset }
        let count = opening.utf8CodeUnitCount
        let pattern = UnsafeBufferPointer(start: opening.utf8Start, count: count)
        var probe = cursor
        while probe - base >= count {
            probe -= 1
            if probe + count <= cursor, UnsafeBufferPointer(start: probe, count: count).elementsEqual(pattern) {
                return position.offset - (cursor - probe)
            }
        }
        return position.offset
    }

    func comment(_ text: UnsafePointer<UInt8>) {
        let current = currentPosition()
        let start = startOfMarkup(backFrom: current, opening: "<!--")
        let position = position(ofOffset: start, distanceBeforeCursor: current.offset - start)
        pendingComments.append(tree.comments.count)
        tree.comments.append(
            XMLTree.Comment(
                text: String(cString: text), line: position.line, column: position.column, nextElement: nil,
                parent: stack.last))
    }

    func rejectDeclaration(_ what: String) {
        guard failure == nil else { return }
        diagnostics.append(
            .dtdDeclaration(what, at: location(atOffset: startOfMarkup(backFrom: currentPosition(), opening: "<!"))))
        failure = .dtdDeclaration
        if let context { xmlStopParser(context) }
    }

    func rejectEntity(_ name: String) {
        guard failure == nil else { return }
        diagnostics.append(
            .entityDeclaration(name, at: location(atOffset: startOfMarkup(backFrom: currentPosition(), opening: "<!"))))
        failure = .entityDeclaration
        if let context { xmlStopParser(context) }
    }

    func report(_ error: xmlErrorPtr) {
        let level = error.pointee.level
        if level == XML_ERR_WARNING && failure != nil { return }
        errorCount += 1
        guard errorCount <= Self.maximumReportedErrors else { return }
        var message = error.pointee.message.map { String(cString: $0) } ?? "unknown XML error"
        while let last = message.last, last.isWhitespace { message.removeLast() }
        // One diagnostic is one line: libxml2 puts byte dumps on a second line.
        message = String(message.map { $0.isNewline ? " " : $0 })
        if let first = message.first { message = first.lowercased() + message.dropFirst() }
        message = LibXMLMessages.rephrased(
            message, atEndOfInput: isEnding && restIsSpace(after: currentPosition().offset),
            openElement: stack.last.map { tree.names[tree.elements[$0].nameIndex] })
        var location = here()
        let libraryLine = Int(error.pointee.line)
        if libraryLine > 0, libraryLine != location.line {
            location = SourceLocation(file: tree.file, line: libraryLine, column: max(1, Int(error.pointee.int2)))
        }
        switch level {
        case XML_ERR_WARNING:
            diagnostics.append(.xmlWarning(message, at: location))
        default:
            // Only the first fatal error is reported: libxml2's later ones are its cascade.
            guard failure == nil else { return }
            failure = .notWellFormed
            diagnostics.append(.xmlNotWellFormed(message, at: location))
        }
    }

    // MARK: Text helpers

    private func qualifiedName(_ local: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?) -> (
        name: String, index: Int
    ) {
        let index = nameIndex(local, prefix)
        return (tree.names[index], index)
    }

    /// The index in the tree's names of `prefix:local` (or `local`), appended when new: by
    /// libxml2's dictionary pointer for unprefixed names, which needs no hashing of text.
    private func nameIndex(_ local: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?) -> Int {
        if let prefix {
            let name = String(cString: prefix) + ":" + String(cString: local)
            if let known = namesByText[name] { return known }
            tree.names.append(name)
            namesByText[name] = tree.names.count - 1
            return tree.names.count - 1
        }
        let key = UnsafeRawPointer(local)
        if let known = namesByPointer[key] { return known }
        let name = String(cString: local)
        // libxml2's dictionary holds one copy of each name, so an unprefixed name is new here; only
        // one with a colon (an unbound prefix, kept in the local name) can equal a prefixed one.
        let mayEqualPrefixed = strchr(UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self), 0x3A) != nil
        let index = (mayEqualPrefixed ? namesByText[name] : nil) ?? tree.names.count
        if index == tree.names.count {
            tree.names.append(name)
            if mayEqualPrefixed { namesByText[name] = index }
        }
        namesByPointer.insert(key, index)
        return index
    }
}

extension Diagnostic {
    /// `empty-document`: a file with no XML in it.
    static func emptyDocument(_ file: String, whiteSpaceOnly: Bool) -> Diagnostic {
        Diagnostic(
            id: .emptyDocument, severity: .error,
            message: whiteSpaceOnly
                ? "the file contains only white space; an Interface Builder document has a <document> element"
                : "the file is empty; an Interface Builder document starts with '<?xml' and has a <document> element",
            location: SourceLocation(file: file, line: 1, column: 1))
    }

    /// `xml-not-well-formed`: the first fatal error libxml2 reports, or a document that ends early.
    static func xmlNotWellFormed(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .xmlNotWellFormed, severity: .error, message: message, location: location)
    }

    /// `xml-warning`: a warning of libxml2's.
    static func xmlWarning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .xmlWarning, severity: .warning, message: message, location: location)
    }

    /// `nesting-too-deep`: elements nested deeper than the reader allows.
    static func nestingTooDeep(_ maximumDepth: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .nestingTooDeep, severity: .error,
            message: "elements nest deeper than \(maximumDepth) levels; nibload stops here",
            location: location)
    }

    /// `entity-declaration`: a declared entity, rejected at its declaration.
    static func entityDeclaration(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .entityDeclaration, severity: .error,
            message: "the document declares the entity '\(name)'; nibload never processes entity declarations",
            location: location)
    }

    /// `dtd-declaration`: a DTD declaration other than an entity (ATTLIST, ELEMENT, NOTATION).
    static func dtdDeclaration(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .dtdDeclaration, severity: .error,
            message:
                "the document's DTD declares \(what); nibload accepts only a bare <!DOCTYPE name> and applies nothing of a DTD",
            location: location)
    }
}
