public import NibPrimitives

/// The `CALayer` properties documents set on views through user-defined runtime attributes
/// (`layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor`, `layer.masksToBounds`,
/// shadows), reachable from a view as `layer` in key paths.
@MainActor
public final class LayerProperties {
    /// The corner radius.
    @Inspectable public var cornerRadius: Double = 0
    /// The border width.
    @Inspectable public var borderWidth: Double = 0
    /// The border colour.
    @Inspectable public var borderColor: Color? = nil
    /// Whether sublayers are clipped to the bounds.
    @Inspectable public var masksToBounds: Bool = false
    /// The shadow opacity.
    @Inspectable public var shadowOpacity: Double = 0
    /// The shadow radius.
    @Inspectable public var shadowRadius: Double = 3
    /// The shadow offset.
    @Inspectable public var shadowOffset: Size = Size(width: 0, height: -3)
    /// The shadow colour.
    @Inspectable public var shadowColor: Color? = .black
    /// The z position.
    @Inspectable public var zPosition: Double = 0

    /// Default layer properties.
    public init() {}
}
