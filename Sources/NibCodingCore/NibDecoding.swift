public import NibDiagnostics
public import NibPrimitives

/// The keyed decoder an archived object reads itself from in `init(coder:)`, shaped like
/// `NSCoder`'s keyed decoding but throwing instead of trapping.
///
/// Keys are IB's: a value's `key` attribute (`frame`, `backgroundColor`, `text`), an element
/// attribute of the object itself (`text`, `hidden`, `alpha`, `tag` — IB writes most scalars as
/// attributes), or the name of a keyless collection (`subviews`, `constraints`). Attribute and child
/// lookups are tried in that order: a child value keyed `key`, then an attribute named `key`.
/// A missing key decodes as nil (or the documented default); a present key whose text cannot be
/// read as the asked type throws ``NibDecodingError`` carrying the location of the value.
public protocol NibDecoding: AnyObject {
    /// Where the object being decoded is written.
    var location: SourceLocation { get }
    /// The IB element of the object being decoded (`label`, `view`, …).
    var element: String { get }
    /// The id of the object being decoded.
    var objectID: String { get }
    /// The raw value of an attribute of the object's element.
    func attribute(_ name: String) -> String?
    /// Whether the object has a value (child or attribute) under `key`.
    func containsValue(forKey key: String) -> Bool
    /// A boolean (`YES`/`NO`, `true`/`false`, `1`/`0`); false when absent.
    func decodeBool(forKey key: String) throws(NibDecodingError) -> Bool
    /// An integer; 0 when absent.
    func decodeInteger(forKey key: String) throws(NibDecodingError) -> Int
    /// A floating-point number; 0 when absent.
    func decodeDouble(forKey key: String) throws(NibDecodingError) -> Double
    /// A string (attribute, `<string key>` including `base64-UTF8`, or `<mutableString>`); nil when absent.
    func decodeString(forKey key: String) throws(NibDecodingError) -> String?
    /// A `<rect key>`; nil when absent.
    func decodeRect(forKey key: String) throws(NibDecodingError) -> Rect?
    /// A `<point key>`; nil when absent.
    func decodePoint(forKey key: String) throws(NibDecodingError) -> Point?
    /// A `<size key>`; nil when absent.
    func decodeSize(forKey key: String) throws(NibDecodingError) -> Size?
    /// An `<inset key>` / `<edgeInsets key>`; nil when absent.
    func decodeInsets(forKey key: String) throws(NibDecodingError) -> EdgeInsets?
    /// A `<color key>`; nil when absent.
    func decodeColor(forKey key: String) throws(NibDecodingError) -> Color?
    /// A `<fontDescription key>` / `<font key>`; nil when absent.
    func decodeFont(forKey key: String) throws(NibDecodingError) -> Font?
    /// The object archived under `key` (a child object with that key, or a reference attribute),
    /// instantiated (or taken from the cache when already built); nil when absent.
    func decodeObject(forKey key: String) throws(NibDecodingError) -> AnyObject?
    /// The members of a collection (`subviews`, `constraints`, `gestureRecognizers`, …) in order,
    /// instantiated; empty when absent.
    func decodeObjects(forKey key: String) throws(NibDecodingError) -> [AnyObject]

    /// The object archived under `key`, handed to `body` once it exists.
    ///
    /// Use this for references that may point back at an object still being built (a constraint's
    /// `firstItem` naming the view that owns the constraint, a cell part naming its cell): Swift
    /// cannot hand out an instance before its initializer returns, so the loader calls `body` right
    /// away when the object is ready, or after it finishes building, before any runtime attribute,
    /// connection or `awakeFromNib`. `body` runs at most once, not when the key is absent or names
    /// nil, and is dropped when the build ends: it may capture the object being decoded strongly.
    func decodeObject(forKey key: String, whenResolved body: @escaping (AnyObject) -> Void) throws(NibDecodingError)
    /// The members of a collection, handed to `body` (in order) once every member exists.
    func decodeObjects(forKey key: String, whenResolved body: @escaping ([AnyObject]) -> Void) throws(NibDecodingError)
    /// A decoder over a keyed value that has values of its own (`<state key="normal">`,
    /// `<textInputTraits key>`, `<buttonConfiguration key>`); nil when absent.
    func nestedDecoder(forKey key: String) -> (any NibDecoding)?
    /// Decoders over each value element inside a keyed collection of values (`<segments>` of
    /// `<segment>`, `<items>` of AppKit `<menuItem>` values); empty when absent.
    func nestedDecoders(forKey key: String) -> [any NibDecoding]
    /// The keys of the object's child values and keyed child objects, in document order (keyless
    /// collections appear under their element name, such as `subviews`).
    var keys: [String] { get }
    /// The names of the element's attributes, in document order.
    var attributeNames: [String] { get }
    /// The element's attributes as name and value, in document order.
    var attributeValues: [(name: String, value: String)] { get }
    /// The class IB names for the object: `customClass` when set, else the element's default class.
    var className: String? { get }
    /// The value under `key` as a plain tree (element, attributes, text, nested values), for objects
    /// that keep values they do not interpret; nil when absent.
    func valueNode(forKey key: String) -> NibValueNode?
    /// How many objects the keyed value under `key` holds (a collection's members, the object a
    /// `reference=` names), without building its ``valueNode(forKey:)`` tree; nil when no keyed
    /// value is under `key`.
    func valueMemberCount(forKey key: String) -> Int?
    /// Where the value under `key` is written (the attribute or the element); ``location`` when absent.
    func location(forKey key: String) -> SourceLocation
    /// The object this one is nested in (a constraint's view, a cell's table), handed to `body` once
    /// it exists; it is usually still being built when this object is, so it arrives as a deferred
    /// fix-up. Never called for top-level objects.
    func decodeContainingObject(whenResolved body: @escaping (AnyObject) -> Void)
}

extension NibDecoding {
    /// Calls `body` at once with ``decodeObject(forKey:)``'s result when there is one.
    public func decodeObject(forKey key: String, whenResolved body: @escaping (AnyObject) -> Void)
        throws(NibDecodingError)
    {
        if let object = try decodeObject(forKey: key) { body(object) }
    }
    /// Calls `body` at once with ``decodeObjects(forKey:)``'s result.
    public func decodeObjects(forKey key: String, whenResolved body: @escaping ([AnyObject]) -> Void)
        throws(NibDecodingError)
    {
        body(try decodeObjects(forKey: key))
    }
    /// None by default.
    public func nestedDecoder(forKey key: String) -> (any NibDecoding)? { nil }
    /// None by default.
    public func nestedDecoders(forKey key: String) -> [any NibDecoding] { [] }
    /// None by default.
    public var keys: [String] { [] }
    /// None by default.
    public var attributeNames: [String] { [] }
    /// ``attributeNames`` with each one's ``attribute(_:)`` by default.
    public var attributeValues: [(name: String, value: String)] {
        attributeNames.compactMap { name in attribute(name).map { (name, $0) } }
    }
    /// Unknown by default.
    public var className: String? { nil }
    /// None by default.
    public func valueNode(forKey key: String) -> NibValueNode? { nil }
    /// The member count of ``valueNode(forKey:)`` by default.
    public func valueMemberCount(forKey key: String) -> Int? { valueNode(forKey: key)?.memberIDs.count }
    /// The object's own location by default.
    public func location(forKey key: String) -> SourceLocation { location }
    /// Unknown by default: `body` is not called.
    public func decodeContainingObject(whenResolved body: @escaping (AnyObject) -> Void) {}
}

extension NibDecoding {
    /// The object archived under `key`, checked to be a `T`.
    /// - Throws: ``NibDecodingError/typeMismatch(key:expected:found:location:)`` when it is not.
    public func decodeObject<T>(of type: T.Type, forKey key: String) throws(NibDecodingError) -> T? {
        guard let object = try decodeObject(forKey: key) else { return nil }
        guard let typed = object as? T else {
            throw .typeMismatch(
                key: key, expected: String(describing: type), found: String(describing: Swift.type(of: object)),
                location: location)
        }
        return typed
    }
}

/// Why decoding an archived object failed.
public enum NibDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A value is present but cannot be read as the requested type.
    case invalidValue(key: String, value: String, expected: String, location: SourceLocation)
    /// An object is present but is not of the requested class.
    case typeMismatch(key: String, expected: String, found: String, location: SourceLocation)
    /// A reference names an id no object has.
    case danglingReference(key: String, id: String, location: SourceLocation)
    /// Anything else, with a message.
    case failed(message: String, location: SourceLocation)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .invalidValue(_, _, _, let location), .typeMismatch(_, _, _, let location),
            .danglingReference(_, _, let location), .failed(_, let location):
            location
        }
    }

    /// A lower-case message without the location.
    public var message: String {
        switch self {
        case .invalidValue(let key, let value, let expected, _):
            "value '\(value)' for key '\(key)' is not a valid \(expected)"
        case .typeMismatch(let key, let expected, let found, _):
            "object for key '\(key)' is a \(found), not a \(expected)"
        case .danglingReference(let key, let id, _): "key '\(key)' names id '\(id)', which no object has"
        case .failed(let message, _): message
        }
    }

    /// `file:line:col: message`.
    public var description: String { "\(location): \(message)" }
}
