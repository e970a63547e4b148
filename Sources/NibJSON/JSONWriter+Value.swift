extension JSONWriter {
    /// Writes a whole ``JSONValue``, iteratively (its depth never becomes recursion depth).
    /// - Parameters:
    ///   - value: The value.
    ///   - sortedKeys: Write every object's members sorted by key, as some formats expect.
    public mutating func value(_ value: JSONValue, sortedKeys: Bool = false) {
        enum Work {
            case value(JSONValue)
            case key(String)
            case endArray
            case endObject
        }
        var stack: [Work] = [.value(value)]
        while let work = stack.popLast() {
            switch work {
            case .key(let name): key(named: name)
            case .endArray: endArray()
            case .endObject: endObject()
            case .value(let value):
                switch value.kind {
                case .null: null()
                case .bool(let flag): bool(flag)
                case .integer(let number): integer(number)
                case .number(let literal): number(literal)
                case .string(let text): string(text)
                case .array(let elements):
                    beginArray()
                    stack.append(.endArray)
                    for element in elements.reversed() { stack.append(.value(element)) }
                case .object(let members):
                    beginObject()
                    stack.append(.endObject)
                    let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
                    for member in ordered.reversed() {
                        stack.append(.value(member.value))
                        stack.append(.key(member.key))
                    }
                }
            }
        }
    }
}
