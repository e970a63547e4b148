public import NibJSON

/// The trace line of an event written as UTF-8 bytes: what ``TraceEvent/description`` and
/// `nibload run` print, with no `String` built per event.
nonisolated extension TraceEvent {
    /// Appends the trace line (``description``), without a line break.
    /// - Parameter buffer: Where the bytes go.
    public func appendLine(to buffer: inout ByteBuffer) {
        buffer.append(object)
        buffer.append(UInt8(ascii: "."))
        buffer.append(event)
        // `hasSuffix` compares characters; it is asked only when the last byte is a `)`.
        let endsInParenthesis = buffer.last == UInt8(ascii: ")") && event.hasSuffix(")")
        if !(args.isEmpty && endsInParenthesis) {
            buffer.append(UInt8(ascii: "("))
            for index in args.indices {
                if index > args.startIndex { buffer.append(", " as StaticString) }
                args[index].append(to: &buffer)
            }
            buffer.append(UInt8(ascii: ")"))
        }
        if !flags.isEmpty { flags.appendList(to: &buffer) }
    }
}

nonisolated extension TraceArgument {
    /// Appends ``description``: `label: value`, or just the value when unlabelled.
    func append(to buffer: inout ByteBuffer) {
        if !label.isEmpty {
            buffer.append(label)
            buffer.append(": " as StaticString)
        }
        value.append(to: &buffer)
    }
}

nonisolated extension TraceValue {
    /// Appends ``description``.
    func append(to buffer: inout ByteBuffer) {
        switch self {
        case .bool(let value): buffer.append(value ? "true" as StaticString : "false")
        case .symbol(let value): buffer.append(value)
        case .null: buffer.append("nil" as StaticString)
        case .int, .number, .string: buffer.append(description)
        }
    }
}

nonisolated extension TraceFlags {
    /// Appends ` [`, the set flags' names in the order of ``names`` separated by `, `, and `]`.
    func appendList(to buffer: inout ByteBuffer) {
        buffer.append(" [" as StaticString)
        var count = 0
        func add(_ flag: TraceFlags, _ name: StaticString) {
            guard contains(flag) else { return }
            if count > 0 { buffer.append(", " as StaticString) }
            buffer.append(name)
            count += 1
        }
        add(.movingToParent, "movingToParent")
        add(.movingFromParent, "movingFromParent")
        add(.beingPresented, "beingPresented")
        add(.beingDismissed, "beingDismissed")
        buffer.append(UInt8(ascii: "]"))
    }
}
