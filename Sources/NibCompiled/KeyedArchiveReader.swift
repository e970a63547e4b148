extension CompiledGraph {
    fileprivate static let arrayClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]
    fileprivate static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]

    /// Converts an `NSKeyedArchiver` property list to NIBArchive's shape: `$top` becomes object 0,
    /// `$objects[n]` object n (n ≥ 1; UID 0, `$null`, is nil), `NS.objects`/`NS.keys` collections
    /// are inlined, strings, numbers and data in `$objects` become `NSString`/`NSNumber`/`NSData`
    /// objects, and `$$`-escaped keys lose their escape.
    /// - Throws: ``CompiledFormatError`` at the offending node.
    public init(keyedArchive plist: PropertyList) throws(CompiledFormatError) {
        let root = plist.root
        let rootOffset = plist.offsets.indices.contains(root) ? plist.offsets[root] : 0
        guard plist.string(at: plist.value("$archiver", in: root) ?? -1) == "NSKeyedArchiver" else {
            throw CompiledFormatError("not a keyed archive: '$archiver' is not 'NSKeyedArchiver'", at: rootOffset)
        }
        guard let objectsNode = plist.value("$objects", in: root), case .array(let entries)? = plist[objectsNode] else {
            throw CompiledFormatError("the keyed archive has no '$objects' array", at: rootOffset)
        }
        guard let topNode = plist.value("$top", in: root), case .dictionary(let topEntries)? = plist[topNode] else {
            throw CompiledFormatError("the keyed archive has no '$top' dictionary", at: rootOffset)
        }
        var converter = KeyedArchiveConverter(plist: plist, entries: entries)
        try converter.convert(top: topEntries, at: converter.offset(of: topNode))
        self.init(container: .keyedArchive, objects: converter.objects, values: converter.values)
    }

    /// Builds the NIBArchive-shaped objects and values of a keyed archive, object by object.
    private struct KeyedArchiveConverter {
        let plist: PropertyList
        /// The nodes of `$objects`.
        let entries: [Int]
        var objects: [Object] = []
        var values: [Value] = []

        init(plist: PropertyList, entries: [Int]) {
            self.plist = plist
            self.entries = entries
            objects.reserveCapacity(max(entries.count, 1))
        }

        func offset(of node: Int) -> Int { plist.offsets.indices.contains(node) ? plist.offsets[node] : 0 }

        /// `$top` as object 0, then every entry of `$objects` after `$null`.
        mutating func convert(top: [(key: Int, value: Int)], at topOffset: Int) throws(CompiledFormatError) {
            let rootStart = values.count
            try appendEntries(top, className: "NSObject")
            objects.append(Object(className: "NSObject", values: rootStart..<values.count, offset: topOffset))
            for node in entries.dropFirst() { try convert(node) }
        }

        private mutating func convert(_ node: Int) throws(CompiledFormatError) {
            let start = values.count
            let at = offset(of: node)
            var className: String
            switch plist[node] {
            case .dictionary(let members)?:
                if let classNode = members.first(where: { plist.string(at: $0.key) == "$class" })?.value {
                    guard case .uid(let uid)? = plist[classNode], uid < entries.count,
                        let nameNode = plist.value("$classname", in: entries[uid]),
                        let name = plist.string(at: nameNode)
                    else {
                        throw CompiledFormatError("an object's '$class' does not name a class dictionary", at: at)
                    }
                    className = name
                    try appendEntries(members, className: className)
                } else {
                    className = plist.value("$classname", in: node) != nil ? "$class" : "NSDictionary"
                }
            case .string(let text)?: className = scalar("NSString", "NS.bytes", .data(Array(text.utf8)), at)
            case .integer(let number)?: className = scalar("NSNumber", "NS.intval", .integer(number), at)
            case .bool(let flag)?: className = scalar("NSNumber", "NS.intval", .integer(flag ? 1 : 0), at)
            case .real(let number)?, .date(let number)?:
                className = scalar("NSNumber", "NS.dblval", .double(number), at)
            case .data(let bytes)?: className = scalar("NSData", "NS.bytes", .data(bytes), at)
            default: className = "NSNull"
            }
            objects.append(Object(className: className, values: start..<values.count, offset: at))
        }

        /// A scalar entry of `$objects` as an object of `className` with one value; the class.
        private mutating func scalar(_ className: String, _ key: String, _ payload: NIBArchiveFile.Payload, _ at: Int)
            -> String
        {
            values.append(Value(key: key, payload: payload, offset: at))
            return className
        }

        private func payload(_ node: Int, at offset: Int) throws(CompiledFormatError) -> NIBArchiveFile.Payload {
            switch plist[node] {
            case .uid(let uid)?:
                if uid == 0 { return .null }
                guard uid < entries.count else {
                    throw CompiledFormatError("UID \(uid) is out of range (\(entries.count) objects)", at: offset)
                }
                return .object(uid)
            case .integer(let number)?: return .integer(number)
            case .real(let number)?, .date(let number)?: return .double(number)
            case .bool(let flag)?: return .bool(flag)
            case .string(let text)?: return .data(Array(text.utf8))
            case .data(let bytes)?: return .data(bytes)
            case .null?, nil: return .null
            case .array?, .dictionary?:
                throw CompiledFormatError("a nested container where a value is expected", at: offset)
            }
        }

        /// An object dictionary's entries as values; a collection's members inlined.
        private mutating func appendEntries(_ dictionary: [(key: Int, value: Int)], className: String)
            throws(CompiledFormatError)
        {
            let isArray = CompiledGraph.arrayClasses.contains(className)
            let isDictionary = CompiledGraph.dictionaryClasses.contains(className)
            if isArray || isDictionary { values.append(Value(key: "NSInlinedValue", payload: .bool(true), offset: 0)) }
            var keyList: [Int] = []
            var objectList: [Int] = []
            for entry in dictionary {
                guard var key = plist.string(at: entry.key) else { continue }
                if key == "$class" { continue }
                let at = offset(of: entry.value)
                if isArray || isDictionary, key == "NS.objects", case .array(let members)? = plist[entry.value] {
                    objectList = members
                    continue
                }
                if isDictionary, key == "NS.keys", case .array(let members)? = plist[entry.value] {
                    keyList = members
                    continue
                }
                if key.hasPrefix("$$") { key.removeFirst() }
                if key == "NS.string", className.hasSuffix("String") { key = "NS.bytes" }
                if case .array(let members)? = plist[entry.value] {
                    for member in members {
                        values.append(Value(key: key, payload: try payload(member, at: at), offset: at))
                    }
                } else {
                    values.append(Value(key: key, payload: try payload(entry.value, at: at), offset: at))
                }
            }
            let members = isDictionary ? zip(keyList, objectList).flatMap { [$0, $1] } : objectList
            for member in members { try appendMember(member) }
        }

        private mutating func appendMember(_ member: Int) throws(CompiledFormatError) {
            let at = offset(of: member)
            values.append(Value(key: "UINibEncoderEmptyKey", payload: try payload(member, at: at), offset: at))
        }
    }
}
