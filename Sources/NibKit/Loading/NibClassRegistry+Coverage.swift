public import NibArchive
public import NibDiagnostics

/// A custom class a document names that a registry does not resolve: loading the object falls back
/// to the element's own class (a typo in a registered name shows up here).
public struct UnregisteredClass: Hashable, Sendable, CustomStringConvertible {
    /// The class as the document names it, with its module (`HelloApp.HelloViewController`).
    public var name: String
    /// The element that names it (`viewController`, `label`).
    public var element: String
    /// The object's id in the document.
    public var objectID: String
    /// Where the `customClass` attribute is written.
    public var location: SourceLocation

    /// `file:line:col: 'name' (element id) is not registered`.
    public var description: String { "\(location): '\(name)' (\(element) \(objectID)) is not registered" }
}

extension NibClassRegistry {
    /// Every object of `archive` whose custom class this registry (with its parents) does not
    /// resolve, in document order; placeholders (File's Owner, First Responder, references) are
    /// never instantiated and so never listed.
    /// Custom segues (`kind="custom"`) whose segue class is not registered are listed too, with
    /// element `segue`, after the objects.
    public func unregisteredClasses(in archive: Archive) -> [UnregisteredClass] {
        unregisteredObjectClasses(in: archive) + unregisteredSegueClasses(in: archive)
    }

    private func unregisteredSegueClasses(in archive: Archive) -> [UnregisteredClass] {
        archive.connections.compactMap { connection in
            guard connection.kind == .segue, let segue = connection.segue, case .custom = segue.kind,
                segueClass(customClass: segue.customClass ?? "", module: segue.customModule) == nil
            else { return nil }
            let name = segue.customClass.map { custom in segue.customModule.map { $0 + "." + custom } ?? custom } ?? ""
            return UnregisteredClass(
                name: name, element: "segue", objectID: connection.id ?? "", location: connection.location)
        }
    }

    private func unregisteredObjectClasses(in archive: Archive) -> [UnregisteredClass] {
        archive.objects.compactMap { record in
            guard !record.isPlaceholder, let custom = record.customClass, !custom.isEmpty,
                entry(customClass: custom, module: record.customModule, moduleProvider: record.customModuleProvider)
                    == nil
            else { return nil }
            return UnregisteredClass(
                name: record.qualifiedCustomClass ?? custom, element: record.element, objectID: record.id,
                location: record.attributes.attribute(named: "customClass")?.location ?? record.location)
        }
    }

    /// The custom classes of `storyboard`'s document that this registry does not resolve.
    public func unregisteredClasses(in storyboard: Storyboard) -> [UnregisteredClass] {
        unregisteredClasses(in: storyboard.archive)
    }

    /// The custom classes of `nib`'s document that this registry does not resolve.
    public func unregisteredClasses(in nib: Nib) -> [UnregisteredClass] { unregisteredClasses(in: nib.archive) }
}

extension Storyboard {
    /// What every load from this storyboard so far reported, in order: unknown-class fallbacks,
    /// stand-ins, unresolved references, and the errors of loads that failed (a view nib included),
    /// each as a diagnostic with its location. The document's own problems are in ``diagnostics``.
    public var loadDiagnostics: [Diagnostic] {
        loadLog.flatMap { record in
            record.diagnostics
                + (record.error.map { [.loadFailed($0)] } ?? [])
        }
    }
}

extension Diagnostic {
    /// `load-failed`: a load from a storyboard that failed.
    nonisolated static func loadFailed(_ error: NibLoadingError) -> Diagnostic {
        Diagnostic(id: .loadFailed, severity: .error, message: error.message, location: error.location)
    }
}
