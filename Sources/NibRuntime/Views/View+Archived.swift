/// What a view gets from its document beyond its geometry: gesture recognizers (IB's
/// `gestureRecognizers` outlet collection) and installed layout constraints; both are stored on the
/// view (``View/gestureRecognizers``, ``View/installedConstraints``).
extension View {
    /// Attaches a gesture recognizer.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Installs a constraint on the view.
    public func addInstalledConstraint(_ constraint: LayoutConstraint) {
        installedConstraints.append(constraint)
    }
}
