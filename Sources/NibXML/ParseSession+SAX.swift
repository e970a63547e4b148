internal import CLibXML2

/// The SAX2 callbacks libxml2 calls a ``ParseSession`` through: content (elements, text, comments,
/// errors) and DTD declarations, which are all refused.
extension ParseSession {
    /// A handler with every callback the reader uses set.
    static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = 0xDEED_BEAF  // XML_SAX2_MAGIC: use the SAX2 callbacks and `serror`.
        setContentCallbacks(&handler)
        setDeclarationCallbacks(&handler)
        return handler
    }

    static func from(_ pointer: UnsafeMutableRawPointer) -> ParseSession {
        Unmanaged<ParseSession>.fromOpaque(pointer).takeUnretainedValue()
    }

    private static func setContentCallbacks(_ handler: inout xmlSAXHandler) {
        handler.startElementNs = { userData, localName, prefix, _, namespaceCount, _, attributeCount, _, attributes in
            guard let userData, let localName else { return }
            ParseSession.from(userData).startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes,
                namespaceCount: Int(namespaceCount))
        }
        handler.endElementNs = { userData, _, _, _ in
            guard let userData else { return }
            ParseSession.from(userData).endElement()
        }
        handler.characters = { userData, characters, length in
            guard let userData, let characters else { return }
            ParseSession.from(userData).text(characters, Int(length))
        }
        handler.cdataBlock = handler.characters
        handler.comment = { userData, text in
            guard let userData, let text else { return }
            ParseSession.from(userData).comment(text)
        }
        handler.serror = { userData, error in
            guard let userData, let error else { return }
            ParseSession.from(userData).report(error)
        }
    }

    /// Entity declarations, and any other DTD declaration, are refused, so that nothing of a DTD
    /// is applied (attribute defaults would otherwise be added to elements).
    private static func setDeclarationCallbacks(_ handler: inout xmlSAXHandler) {
        handler.entityDecl = { userData, name, _, _, _, _ in
            guard let userData else { return }
            ParseSession.from(userData).rejectEntity(name.map { String(cString: $0) } ?? "")
        }
        handler.unparsedEntityDecl = { userData, name, _, _, _ in
            guard let userData else { return }
            ParseSession.from(userData).rejectEntity(name.map { String(cString: $0) } ?? "")
        }
        handler.attributeDecl = { userData, element, name, _, _, _, values in
            if let values { xmlFreeEnumeration(values) }
            guard let userData else { return }
            ParseSession.from(userData).rejectDeclaration(
                "an attribute list for '\(element.map { String(cString: $0) } ?? "")' (attribute '\(name.map { String(cString: $0) } ?? "")')"
            )
        }
        handler.elementDecl = { userData, name, _, _ in
            guard let userData else { return }
            ParseSession.from(userData).rejectDeclaration(
                "the element type '\(name.map { String(cString: $0) } ?? "")'")
        }
        handler.notationDecl = { userData, name, _, _ in
            guard let userData else { return }
            ParseSession.from(userData).rejectDeclaration("the notation '\(name.map { String(cString: $0) } ?? "")'")
        }
        // No entity is ever looked up: only the predefined ones exist.
        handler.getEntity = { _, _ in nil }
        handler.getParameterEntity = { _, _ in nil }
    }
}
