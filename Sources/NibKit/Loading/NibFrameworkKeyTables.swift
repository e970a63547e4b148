import NibPrimitives

/// The outlet and runtime-attribute keys of NibKit's classes that are plain properties rather than
/// wrapped ones, for ``NibFrameworkKeys``: a controller's `view`, a view's `gestureRecognizers`
/// collection and `layer`, and the view properties documents commonly set through runtime
/// attributes (colours, `tintColor`, the accessibility identifier, label, hint and element flag).
enum NibFrameworkKeyTables {
    typealias Key = NibFrameworkKeys.Key

    // long-function: data table (one key a call)
    /// Hands every key to `add`.
    static func register(_ add: (AnyClass, String, Key) -> Void) {
        add(
            ViewController.self, "view",
            Key(setOutlet: { owner, object in
                guard let controller = owner as? ViewController else { return .unknownKey }
                guard object == nil || object is View else { return .typeMismatch(expected: "View") }
                controller.view = object as? View
                return .done
            }))
        add(
            ViewController.self, "searchDisplayController",
            Key(setOutlet: { owner, object in
                guard let controller = owner as? ViewController else { return .unknownKey }
                controller.searchDisplayController = object
                return .done
            }))
        add(
            ViewController.self, "title",
            attribute(String?.self) { (controller: ViewController, value) in controller.title = value })
        add(
            View.self, "gestureRecognizers",
            Key(append: { owner, object in
                guard let view = owner as? View else { return .unknownKey }
                guard let recognizer = object as? GestureRecognizer else {
                    return .typeMismatch(expected: "GestureRecognizer")
                }
                view.addGestureRecognizer(recognizer)
                return .done
            }))
        add(View.self, "layer", Key(object: { ($0 as? View)?.layerProperties }))
        add(
            View.self, "backgroundColor", attribute(Color?.self) { (view: View, value) in view.backgroundColor = value }
        )
        add(View.self, "alpha", attribute(Double.self) { (view: View, value) in view.alpha = value })
        add(View.self, "hidden", attribute(Bool.self) { (view: View, value) in view.isHidden = value })
        add(View.self, "tag", attribute(Int.self) { (view: View, value) in view.tag = value })
        add(View.self, "clipsToBounds", attribute(Bool.self) { (view: View, value) in view.clipsToBounds = value })
        add(View.self, "tintColor", attribute(Color?.self) { (view: View, value) in view.tintColor = value })
        add(
            View.self, "accessibilityIdentifier",
            attribute(String?.self) { (view: View, value) in view.accessibilityIdentifier = value })
        add(
            View.self, "accessibilityLabel",
            attribute(String?.self) { (view: View, value) in view.accessibilityLabel = value })
        add(
            View.self, "accessibilityHint",
            attribute(String?.self) { (view: View, value) in view.accessibilityHint = value })
        add(
            View.self, "isAccessibilityElement",
            attribute(Bool.self) { (view: View, value) in view.isAccessibilityElement = value })
        add(
            BarButtonItem.self, "tintColor",
            attribute(Color?.self) { (item: BarButtonItem, value) in item.tintColor = value })
        add(Label.self, "text", attribute(String?.self) { (label: Label, value) in label.text = value })
        add(Label.self, "textColor", attribute(Color?.self) { (label: Label, value) in label.textColor = value })
    }

    /// A key that sets a property of type `Value` on an `Owner`.
    private static func attribute<Owner: AnyObject, Value: NibAttributeConvertible>(
        _ type: Value.Type, _ set: @escaping (Owner, Value) -> Void
    ) -> Key {
        Key(setValue: { owner, value in
            guard let owner = owner as? Owner else { return .unknownKey }
            guard let converted = Value(nibAttribute: value) else {
                return .typeMismatch(expected: String(describing: Value.self))
            }
            set(owner, converted)
            return .done
        })
    }
}
