/// What a view gets from its document beyond the runtime's own properties: gesture recognizers
/// (IB's `gestureRecognizers` outlet collection), installed layout constraints, and layer
/// attributes set through runtime attributes (`layer.cornerRadius`).
extension View {
    private static let gestureStorage = NibAssociatedStorage<[GestureRecognizer]>()
    private static let constraintStorage = NibAssociatedStorage<[LayoutConstraint]>()
    private static let layerStorage = NibAssociatedStorage<LayerProperties>()

    /// The gesture recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] { Self.gestureStorage.value(for: self) ?? [] }

    /// Attaches a gesture recognizer.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        Self.gestureStorage.modify(self, default: { [] }) { $0.append(recognizer) }
        recognizer.view = self
    }

    /// The layout constraints the view holds (those archived in its `<constraints>`).
    public var installedConstraints: [LayoutConstraint] { Self.constraintStorage.value(for: self) ?? [] }

    /// Installs a constraint on the view.
    public func addInstalledConstraint(_ constraint: LayoutConstraint) {
        Self.constraintStorage.modify(self, default: { [] }) { $0.append(constraint) }
    }

    /// The layer attributes of the view (UIKit's `CALayer` properties that documents set through
    /// runtime attributes: `layer.cornerRadius`, `layer.borderWidth`, …).
    public var layerProperties: LayerProperties { Self.layerStorage.value(for: self) { LayerProperties() } }
}
