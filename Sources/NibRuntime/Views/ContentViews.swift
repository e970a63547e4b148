public import NibCodingCore
public import NibPrimitives

/// A search field with its bar (`<searchBar>`).
@MainActor
open class SearchBar: View {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// The text.
    public var text: String?
    /// The placeholder.
    public var placeholder: String?
    /// The prompt.
    public var prompt: String?

    /// Creates a search bar in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the texts.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        text = try coder.decodeString(forKey: "text")
        placeholder = try coder.decodeString(forKey: "placeholder")
        prompt = try coder.decodeString(forKey: "prompt")
    }
}

/// A web view (`<webView>`, `<wkWebView>`); NibKit renders nothing.
@MainActor
open class WebView: View {
    /// The delegate (`navigationDelegate`/`UIDelegate` are plain outlets too).
    @WeakOutlet public var delegate: AnyObject?
    /// The navigation delegate.
    @WeakOutlet public var navigationDelegate: AnyObject?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The UI delegate (named as WebKit and IB name the outlet, which connects by this name).
    @WeakOutlet public var UIDelegate: AnyObject?
}

/// A map (`<mapView>`); NibKit renders nothing.
@MainActor
open class MapView: View {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
    /// `mapType`.
    public var mapType: MapType = .standard

    /// Creates a map in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the map type.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        mapType = coder.attribute("mapType").map(MapType.init(ibValue:)) ?? .standard
    }
}

/// A spinning picker (`<pickerView>`).
@MainActor
open class PickerView: View {
    /// The data source.
    @WeakOutlet public var dataSource: AnyObject?
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
}

/// A spinner (`<activityIndicatorView>`).
@MainActor
open class ActivityIndicatorView: View {
    /// `style`.
    public var style: Style = .medium
    /// Whether it is animating.
    public var isAnimating = false
    /// Whether it hides when stopped.
    public var hidesWhenStopped = true

    /// Creates a spinner in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the style and state.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        style = coder.attribute("style").map(Style.init(ibValue:)) ?? .medium
        isAnimating = try coder.decodeBool(forKey: "animating")
        try coder.decode(into: &hidesWhenStopped, forKey: "hidesWhenStopped")
    }
}

/// A progress bar (`<progressView>`).
@MainActor
open class ProgressView: View {
    /// The progress, 0…1.
    public var progress = 0.0
    /// `progressViewStyle`.
    public var progressViewStyle: Style = .`default`

    /// Creates a progress bar in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the progress.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        progress = try coder.decodeDouble(forKey: "progress")
        progressViewStyle = coder.attribute("progressViewStyle").map(Style.init(ibValue:)) ?? .`default`
    }
}

/// A blurring or vibrant view (`<visualEffectView>`) whose content lives in its ``contentView``.
@MainActor
open class VisualEffectView: View {
    /// The content view.
    public private(set) var contentView: View?
    /// The blur style (`<blurEffect style>`), if any.
    public var blurStyle: String?

    /// Creates an effect view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the content view and effect.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        if let content = try AnonymousContentView.decode(coder, forKey: "contentView") {
            contentView = content
            addSubview(content)
        }
        blurStyle = try coder.nestedDecoder(forKey: "effect")?.decodeString(forKey: "style")
    }
}

/// A view that renders through a framework NibKit does not run (`glkView`, `sceneKitView`,
/// `skView`, `mtkView`, `arscnView`, `arskView`): decoded as a view, with the `delegate` outlet
/// those classes have.
@MainActor
open class RenderingView: View {
    /// The delegate.
    @WeakOutlet public var delegate: AnyObject?
}
