/// Custom segue classes (`<segue kind="custom" customClass="FadeSegue" customModule="App">`): a
/// storyboard's custom segue is performed by an instance of the class registered under its name;
/// an unregistered one cannot be created (an error when it is performed, as in UIKit).
extension NibClassRegistry {
    /// Registers a segue class under a name (`App.FadeSegue`), or under its module-qualified Swift
    /// name when `name` is nil.
    public func registerSegue(_ type: StoryboardSegue.Type, as name: String? = nil) {
        segueClasses[name ?? String(reflecting: type)] = type
    }

    /// The segue class for a document's `customClass` and `customModule`: `Module.Class`, then the
    /// bare `Class`, here or in a parent; nil when none is registered.
    public func segueClass(customClass: String, module: String?) -> StoryboardSegue.Type? {
        guard !customClass.isEmpty else { return nil }
        let names = [module.map { $0 + "." + customClass }, customClass].compactMap { $0 }
        var registry: NibClassRegistry? = self
        while let current = registry {
            for name in names { if let type = current.segueClasses[name] { return type } }
            registry = current.parent
        }
        return nil
    }
}
