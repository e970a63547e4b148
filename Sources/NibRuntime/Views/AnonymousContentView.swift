import NibCodingCore

/// A cell's or effect view's content view, which older documents archive without an id
/// (`<view key="contentView">` with no `id`): the interpreter keeps it as a value, so NibKit builds
/// a plain ``View`` for it from its frame and adds the subviews archived inside it.
@MainActor
enum AnonymousContentView {
    /// The content view under `key`: the archived object, or a view made from an id-less value.
    static func decode(_ coder: any NibDecoding, forKey key: String) throws -> View? {
        if let nested = coder.nestedDecoder(forKey: key),
            nested.element == "view" || nested.element.hasSuffix("ContentView")
        {
            let view = View(frame: try nested.decodeRect(forKey: "frame") ?? .zero)
            view.backgroundColor = try nested.decodeColor(forKey: "backgroundColor")
            for case let subview as View in try nested.decodeObjects(forKey: "subviews") { view.addSubview(subview) }
            return view
        }
        return try coder.decodeObject(forKey: key) as? View
    }
}
