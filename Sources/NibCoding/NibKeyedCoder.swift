public import NibArchive
public import NibDiagnostics
public import NibPrimitives

/// The keyed decoder over one archived object (or one keyed value of it): the concrete
/// ``NibDecoding`` every `init(coder:)` reads from.
///
/// Lookups follow IB's layout: a child value whose `key` (or, for keyless collections such as
/// `subviews`, element name) is the key, then an attribute of the element with that name. Objects
/// come from keyed child objects, `reference=` values, reference attributes (`firstItem`), and
/// relationship segues (a navigation controller's `rootViewController`, a tab bar controller's
/// `viewControllers`), and are resolved through the context's ``NibObjectResolving`` engine, which
/// never recurses into objects under construction. Every failure is a ``NibDecodingError`` with
/// the location of the offending attribute or element; nothing traps.
public final class NibKeyedCoder: NibDecoding {
    /// What the coder reads.
    public enum Node: Hashable, Sendable {
        /// An archived object.
        case object(ObjectIndex)
        /// A keyed value (a `<state>`, a `<segment>`, …) of an object.
        case value(ValueIndex)
    }

    /// The shared load context.
    public let context: NibDecodingContext
    /// The object or value this coder reads.
    public let node: Node

    /// What the coder reads of its node, taken from the archive once (the archive's element
    /// structs are large; copying one per lookup dominated decoding time).
    private let nodeLocation: SourceLocation
    private let nodeElement: String
    private let nodeObjectID: String
    private let nodeClassName: String?
    private let attributes: AttributeList
    let valueIndices: EntityList<ValueIndex>
    /// Objects directly inside: an object's children, a value's members.
    let childObjects: EntityList<ObjectIndex>
    private let owner: ObjectIndex?
    private let isValue: Bool
    /// Whether the archive was read from a compiled nib, whose values may sit under UIKit's or
    /// AppKit's coder keys (``NibCoderKeys``) rather than IB's names.
    private let coderKeys: Bool

    /// Creates a coder over a node.
    public init(context: NibDecodingContext, node: Node) {
        self.context = context
        self.node = node
        let archive = context.archive
        switch node {
        case .object(let index):
            let object = archive.objects[index.rawValue]
            nodeLocation = object.location
            nodeElement = object.element
            nodeObjectID = object.id
            nodeClassName = object.className
            attributes = object.attributes
            valueIndices = object.values
            childObjects = object.children
            owner = index
            isValue = false
            coderKeys = context.isCompiledArchive
        case .value(let index):
            let value = archive.values[index.rawValue]
            nodeLocation = value.location
            nodeElement = value.element
            nodeObjectID = value.owner.map { archive.objects[$0.rawValue].id } ?? ""
            nodeClassName = nil
            attributes = value.attributes
            valueIndices = value.children
            childObjects = value.members
            owner = value.owner
            isValue = true
            coderKeys = context.isCompiledArchive
        }
    }

    /// The context's archive, borrowed: a plain getter copied the whole archive value (a retain
    /// and release of each of its arrays) on every lookup. A method of the archive called through
    /// it still copies the value unless the method is inlined (the lookups by id and reference
    /// are, for that reason).
    var archive: Archive {
        _read { yield context.archive }
    }

    // MARK: Identity

    /// The element's location.
    public var location: SourceLocation { nodeLocation }

    /// The element name.
    public var element: String { nodeElement }

    /// The object's id; for a value, the id of the object that owns it.
    public var objectID: String { nodeObjectID }

    /// `customClass`, else the element's default class (objects only).
    public var className: String? { nodeClassName }

    /// The raw value of an attribute of the element.
    public func attribute(_ name: String) -> String? { attributes[named: name] }

    /// The names of the element's attributes, in document order.
    public var attributeNames: [String] { attributes.names }

    /// The element's attributes as name and value, in document order.
    public var attributeValues: [(name: String, value: String)] { attributes.nameValuePairs }

    /// Whether a child object is one of this node's keyed children (a value's members count only
    /// when they are nested in the value's owner).
    func isKeyedChild(_ child: ObjectIndex) -> Bool {
        archive.objects[child.rawValue].key != nil && (!isValue || archive.objects[child.rawValue].parent == owner)
    }

    // MARK: Lookup

    func value(forKey key: String) -> ArchivedValue? {
        valueIndex(forKey: key).map { archive.values[$0.rawValue] }
    }

    /// The index of the first child value under `key`, without copying any value record.
    private func valueIndex(forKey key: String) -> ValueIndex? {
        // `lookupKey` spelled out: the computed property copies (retains) a string per value.
        // Lengths first: most keys looked up are absent, and comparing two strings of different
        // contents costs far more than comparing their lengths.
        let length = key.utf8.count
        for index in valueIndices {
            if let valueKey = archive.values[index.rawValue].key {
                if valueKey.utf8.count == length && valueKey == key { return index }
            } else if archive.values[index.rawValue].element.utf8.count == length
                && archive.values[index.rawValue].element == key
            {
                return index
            }
        }
        return nil
    }

    private func keyedChild(_ key: String) -> ObjectIndex? {
        // A loop rather than `first(where:)`, lengths first (as in ``valueIndex(forKey:)``).
        let length = key.utf8.count
        for child in childObjects {
            if let childKey = archive.objects[child.rawValue].key, childKey.utf8.count == length, childKey == key {
                return child
            }
        }
        return nil
    }

    /// The destinations of the owner's relationship segues named `key`. The key's relationship is
    /// worked out only when the owner has a relationship segue at all (most objects have none, and
    /// most lookups are of keys that are absent).
    private func relationshipDestinations(_ key: String) -> [ObjectIndex] {
        guard !isValue, let index = owner else { return [] }
        var relationship: SegueRelationship?
        var result: [ObjectIndex] = []
        for connection in archive.objects[index.rawValue].connections {
            guard archive.connections[connection].kind == .segue,
                let written = archive.connections[connection].segue?.relationship,
                let destination = archive.connections[connection].destination
            else { continue }
            if relationship == nil { relationship = SegueRelationship(ibValue: key) }
            if written == relationship { result.append(destination) }
        }
        return result
    }

    /// Whether there is a child value, keyed child object, attribute or relationship under `key`.
    public func containsValue(forKey key: String) -> Bool {
        valueIndex(forKey: key) != nil || keyedChild(key) != nil || attributes[named: key] != nil
            || !relationshipDestinations(key).isEmpty
    }

    /// Where the value under `key` is written.
    public func location(forKey key: String) -> SourceLocation {
        if let value = value(forKey: key) { return value.location }
        if let child = keyedChild(key) { return archive.objects[child.rawValue].location }
        if let attribute = attributes.attribute(named: key) { return attribute.location }
        return location
    }

    /// The scalar text under `key`: a value element's `value` attribute or text, else the attribute.
    /// Only the text: where it is written (``scalarLocation(_:)``) matters only to an error.
    private func scalar(_ key: String) -> String? {
        if let index = valueIndex(forKey: key) {
            if archive.values[index.rawValue].element == "nil" { return nil }
            if let text = archive.values[index.rawValue].attributes[named: "value"]
                ?? archive.values[index.rawValue].text
            {
                return text
            }
        }
        if let text = attributes[named: key] { return text }
        return coderKeys ? coderScalar(key)?.text : nil
    }

    /// Where the text ``scalar(_:)`` finds under `key` is written (looked up in the same order).
    private func scalarLocation(_ key: String) -> SourceLocation {
        if let index = valueIndex(forKey: key), archive.values[index.rawValue].element != "nil",
            archive.values[index.rawValue].attributes[named: "value"] != nil
                || archive.values[index.rawValue].text != nil
        {
            return archive.values[index.rawValue].location
        }
        if let attribute = attributes.attribute(named: key) { return attribute.location }
        return (coderKeys ? coderScalar(key)?.location : nil) ?? location
    }

    /// A compiled nib's scalar under one of the coder keys for `key` (an inverted boolean flipped).
    private func coderScalar(_ key: String) -> (text: String, location: SourceLocation)? {
        for coderKey in NibCoderKeys.coderKeys[key] ?? [] {
            if let attribute = attributes.attribute(named: coderKey) { return (attribute.value, attribute.location) }
        }
        if let coderKey = NibCoderKeys.invertedCoderKeys[key], let attribute = attributes.attribute(named: coderKey),
            let flag = NibScalarText.bool(attribute.value)
        {
            return (flag ? "NO" : "YES", attribute.location)
        }
        return nil
    }

    // MARK: Scalars

    /// A boolean; false when absent.
    public func decodeBool(forKey key: String) throws(NibDecodingError) -> Bool {
        guard let text = scalar(key) else { return false }
        guard let value = NibScalarText.bool(text) else {
            throw .invalidValue(key: key, value: text, expected: "boolean (YES or NO)", location: scalarLocation(key))
        }
        return value
    }

    /// An integer; 0 when absent.
    public func decodeInteger(forKey key: String) throws(NibDecodingError) -> Int {
        guard let text = scalar(key) else { return 0 }
        guard let value = NibScalarText.integer(text) else {
            throw .invalidValue(key: key, value: text, expected: "integer", location: scalarLocation(key))
        }
        return value
    }

    /// A number; 0 when absent.
    public func decodeDouble(forKey key: String) throws(NibDecodingError) -> Double {
        guard let text = scalar(key) else { return 0 }
        guard let value = NibScalarText.double(text) else {
            throw .invalidValue(key: key, value: text, expected: "number", location: scalarLocation(key))
        }
        return value
    }

    /// A string: a `<string>`/`<mutableString>` (decoding `base64-UTF8`), the text of an
    /// `<attributedString>`'s fragments, or an attribute; nil when absent or `<nil>`.
    public func decodeString(forKey key: String) throws(NibDecodingError) -> String? {
        if let value = value(forKey: key) {
            switch value.element {
            case "nil":
                return nil
            case "attributedString":
                return try attributedText(value)
            default:
                return try stringText(value, key: key)
            }
        }
        if let text = attributes[named: key] { return text }
        return coderKeys ? coderScalar(key)?.text : nil
    }

    private func stringText(_ value: ArchivedValue, key: String) throws(NibDecodingError) -> String {
        let text = value.text ?? value.attribute("value") ?? ""
        guard value.attribute("base64-UTF8") == "YES" || value.attribute("type") == "base64-UTF8" else { return text }
        guard let decoded = Base64UTF8.decode(text) else {
            throw .invalidValue(key: key, value: text, expected: "base64-UTF8 text", location: value.location)
        }
        return decoded
    }

    private func attributedText(_ value: ArchivedValue) throws(NibDecodingError) -> String {
        var result = ""
        for fragmentIndex in value.children where archive[fragmentIndex].element == "fragment" {
            let fragment = archive[fragmentIndex]
            if let content = fragment.attribute("content") {
                result += content
            } else if let string = fragment.children.first(where: { archive[$0].lookupKey == "content" }) {
                result += try stringText(archive[string], key: "content")
            }
        }
        return result
    }

    // MARK: Geometry, colour, font

    /// The value under `key` when it is one of the elements `accepts` takes (`nil` when absent or
    /// `<nil>`); any other element is an error. A predicate rather than a list of names: an array
    /// literal per lookup was an allocation per decoded rect or colour.
    private func typedValue(_ key: String, expected: String, accepts: (String) -> Bool) throws(NibDecodingError)
        -> ArchivedValue?
    {
        guard let index = valueIndex(forKey: key) else { return nil }
        let element = archive.values[index.rawValue].element
        guard element != "nil" else { return nil }
        guard accepts(element) else {
            throw .invalidValue(
                key: key, value: "<\(element)>", expected: expected, location: archive.values[index.rawValue].location)
        }
        return archive.values[index.rawValue]
    }

    private func typedValue(_ key: String, element: String, expected: String) throws(NibDecodingError)
        -> ArchivedValue?
    {
        try typedValue(key, expected: expected) { $0 == element }
    }

    /// A `<rect>`; nil when absent.
    public func decodeRect(forKey key: String) throws(NibDecodingError) -> Rect? {
        guard let value = try typedValue(key, element: "rect", expected: "rect") else {
            return coderKeys && key == "frame" ? try coderFrame() : nil
        }
        return try NibGeometryText.rect(value)
    }

    /// A compiled nib's frame: UIKit's `UIBounds` around `UICenter`, or AppKit's `NSFrame` /
    /// `NSFrameSize` text.
    private func coderFrame() throws(NibDecodingError) -> Rect? {
        if let bounds = try typedValue("UIBounds", element: "rect", expected: "rect") {
            let center = try typedValue("UICenter", element: "point", expected: "point")
            return NibCoderKeys.frame(
                bounds: try NibGeometryText.rect(bounds), center: try center.map(NibGeometryText.point))
        }
        for coderKey in ["NSFrame", "NSFrameSize"] {
            guard let attribute = attributes.attribute(named: coderKey) else { continue }
            guard let rect = NibCoderKeys.rect(fromCoderText: attribute.value) else {
                throw .invalidValue(
                    key: coderKey, value: attribute.value, expected: "rect text", location: attribute.location)
            }
            return rect
        }
        return nil
    }

    /// A `<point>`; nil when absent.
    public func decodePoint(forKey key: String) throws(NibDecodingError) -> Point? {
        guard let value = try typedValue(key, element: "point", expected: "point") else { return nil }
        return try NibGeometryText.point(value)
    }

    /// A `<size>`; nil when absent.
    public func decodeSize(forKey key: String) throws(NibDecodingError) -> Size? {
        guard let value = try typedValue(key, element: "size", expected: "size") else { return nil }
        return try NibGeometryText.size(value)
    }

    /// An `<inset>`, `<edgeInsets>` or `<directionalEdgeInsets>`; nil when absent.
    public func decodeInsets(forKey key: String) throws(NibDecodingError) -> EdgeInsets? {
        guard
            let value = try typedValue(
                key, expected: "insets",
                accepts: { element in
                    element == "inset" || element == "edgeInsets" || element == "directionalEdgeInsets"
                })
        else { return nil }
        return try NibGeometryText.insets(value)
    }

    /// A `<color>`; nil when absent or `<nil>`.
    public func decodeColor(forKey key: String) throws(NibDecodingError) -> Color? {
        guard let value = try typedValue(key, element: "color", expected: "color") else { return nil }
        let (color, warning) = try NibColorText.decode(value, resources: context.colorResources)
        if let warning { context.report(warning) }
        return color
    }

    /// A `<fontDescription>` or `<font>`; nil when absent.
    public func decodeFont(forKey key: String) throws(NibDecodingError) -> Font? {
        guard let value = try typedValue(key, expected: "font", accepts: { $0 == "fontDescription" || $0 == "font" })
        else {
            return nil
        }
        return try NibFontText.font(value)
    }

    // MARK: Objects

    /// The archived object indices under `key`, with the location of what named them.
    private func objectIndices(_ key: String) throws(NibDecodingError) -> (
        indices: EntityList<ObjectIndex>, location: SourceLocation
    ) {
        if let child = keyedChild(key) { return ([child], archive.objects[child.rawValue].location) }
        // The value read in place: copying its record per reference cost more than the lookup.
        // Its members are handed out as the archive holds them (one location for all, rather
        // than a list of index and location pairs to make and free per collection).
        if let index = valueIndex(forKey: key) {
            if archive.values[index.rawValue].element == "nil" { return ([], location) }
            return (archive.values[index.rawValue].members, archive.values[index.rawValue].location)
        }
        if let (id, place) = attributes.valueAndLocation(named: key) {
            let scene = owner.flatMap { archive.objects[$0.rawValue].scene }
            // An id no object has is already an error of the archive (`dangling-reference`); the
            // reference decodes as nil, as a nil outlet would.
            guard let target = archive.object(withID: id, inScene: scene) else { return ([], location) }
            return ([target], place)
        }
        return (EntityList(relationshipDestinations(key)), location)
    }

    /// The first of ``objectIndices(_:)`` for a single object, without making a list: a
    /// constraint's two items are most of a document's references.
    private func objectIndex(_ key: String) throws(NibDecodingError) -> (ObjectIndex, SourceLocation)? {
        if let child = keyedChild(key) { return (child, archive.objects[child.rawValue].location) }
        if let index = valueIndex(forKey: key) {
            if archive.values[index.rawValue].element == "nil" { return nil }
            if let member = archive.values[index.rawValue].members.first {
                return (member, archive.values[index.rawValue].location)
            }
            if archive.values[index.rawValue].attributes[named: "reference"] != nil { return nil }
            throw .invalidValue(
                key: key, value: "<\(archive.values[index.rawValue].element)>", expected: "object",
                location: archive.values[index.rawValue].location)
        }
        // A reference attribute as the archive resolved it (a constraint's items), else the
        // attribute's id looked up.
        if !isValue, let owner, let reference = archive.objectReference(of: owner, named: key) {
            return reference.target.map { ($0, reference.location) }
        }
        if let (id, location) = attributes.valueAndLocation(named: key) {
            let scene = owner.flatMap { archive.objects[$0.rawValue].scene }
            guard let target = archive.object(withID: id, inScene: scene) else { return nil }
            return (target, location)
        }
        return relationshipDestinations(key).first.map { ($0, location) }
    }

    private func resolve(_ index: ObjectIndex, key: String, location: SourceLocation) throws(NibDecodingError)
        -> NibObjectResolution
    {
        guard let resolver = context.resolver else {
            throw .failed(message: "object for key '\(key)' requested after the load finished", location: location)
        }
        return try resolver.resolveObject(index, key: key, location: location)
    }

    /// The object under `key`; nil when absent, `<nil>`, or a back-reference still being built (use
    /// ``decodeObject(forKey:whenResolved:)`` for those).
    public func decodeObject(forKey key: String) throws(NibDecodingError) -> AnyObject? {
        guard let (index, location) = try objectIndex(key) else { return nil }
        if case .resolved(let object) = try resolve(index, key: key, location: location) { return object }
        return nil
    }

    /// The members of a collection under `key` that exist now, in order.
    public func decodeObjects(forKey key: String) throws(NibDecodingError) -> [AnyObject] {
        var result: [AnyObject] = []
        let (indices, location) = try objectIndices(key)
        for index in indices {
            if case .resolved(let object) = try resolve(index, key: key, location: location) { result.append(object) }
        }
        return result
    }

    /// The object under `key`, handed to `body` now or once it is built.
    public func decodeObject(forKey key: String, whenResolved body: @escaping (AnyObject) -> Void)
        throws(NibDecodingError)
    {
        guard let (index, location) = try objectIndex(key) else { return }
        switch try resolve(index, key: key, location: location) {
        case .resolved(let object): body(object)
        case .absent: break
        case .pending: context.resolver?.whenResolved(index, perform: body)
        }
    }

    /// The members under `key`, handed to `body` in order once every member that will exist does.
    public func decodeObjects(forKey key: String, whenResolved body: @escaping ([AnyObject]) -> Void)
        throws(NibDecodingError)
    {
        // Members that all exist already (the usual case: children are built before their
        // parent) go straight to `body`; the gathering object is made at the first pending one.
        var objects: [AnyObject] = []
        var gather: PendingMembers?
        let (indices, location) = try objectIndices(key)
        objects.reserveCapacity(indices.count)
        for index in indices {
            switch try resolve(index, key: key, location: location) {
            case .resolved(let object):
                if let gather { gather.slots.append(object) } else { objects.append(object) }
            case .absent: break
            case .pending:
                let pending = gather ?? PendingMembers(body: body, slots: objects)
                gather = pending
                let slot = pending.slots.count
                pending.slots.append(nil)
                pending.waiting += 1
                context.resolver?.whenResolved(index) { object in pending.fill(slot, with: object) }
            }
        }
        guard let gather else { return body(objects) }
        gather.sealed = true
        gather.fireIfComplete()
    }

    /// The object this one is nested in, handed to `body` once it exists.
    public func decodeContainingObject(whenResolved body: @escaping (AnyObject) -> Void) {
        guard case .object(let index) = node, let parent = archive.objects[index.rawValue].parent else { return }
        guard let resolver = context.resolver,
            let resolution = try? resolver.resolveObject(parent, key: "(container)", location: location)
        else { return }
        switch resolution {
        case .resolved(let object): body(object)
        case .absent: break
        case .pending: resolver.whenResolved(parent, perform: body)
        }
    }

    // MARK: Nested values

    /// A coder over the keyed value under `key`.
    public func nestedDecoder(forKey key: String) -> (any NibDecoding)? {
        guard let value = value(forKey: key), value.element != "nil" else { return nil }
        return NibKeyedCoder(context: context, node: .value(value.index))
    }

    /// Coders over the values inside the keyed collection under `key`.
    public func nestedDecoders(forKey key: String) -> [any NibDecoding] {
        guard let value = value(forKey: key) else { return [] }
        return value.children.map { NibKeyedCoder(context: context, node: .value($0)) }
    }

    /// The value under `key` as a plain tree, built without recursion.
    public func valueNode(forKey key: String) -> NibValueNode? {
        guard let index = valueIndex(forKey: key) else { return nil }
        return NibValueTreeBuilder.node(for: index, in: archive)
    }

    /// How many objects the value under `key` holds; nil when there is no value under `key`.
    public func valueMemberCount(forKey key: String) -> Int? {
        valueIndex(forKey: key).map { archive.values[$0.rawValue].members.count }
    }
}

/// Collects the members of a collection whose last members arrive through deferred fix-ups.
private final class PendingMembers {
    var slots: [AnyObject?] = []
    var waiting = 0
    var sealed = false
    var fired = false
    let body: ([AnyObject]) -> Void

    init(body: @escaping ([AnyObject]) -> Void, slots: [AnyObject]) {
        self.body = body
        self.slots = slots
    }

    func fill(_ slot: Int, with object: AnyObject) {
        guard slots.indices.contains(slot), slots[slot] == nil else { return }
        slots[slot] = object
        waiting -= 1
        fireIfComplete()
    }

    func fireIfComplete() {
        guard sealed, waiting == 0, !fired else { return }
        fired = true
        body(slots.compactMap { $0 })
    }
}

@available(*, unavailable, message: "a coder belongs to one load on one actor")
extension NibKeyedCoder: Sendable {}
