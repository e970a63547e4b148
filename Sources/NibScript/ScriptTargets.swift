import NibRuntime

/// Finds what `tap`, `set-needs-layout` and `set-needs-display` name: a view or control on screen
/// by its IB id, user label or (for buttons and bar button items) title.
@MainActor
struct ScriptTargets {
    let window: Window
    let visible: ViewController?

    /// Every view in the window, in tree order.
    private var views: [View] {
        var result: [View] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    private func names(_ view: View) -> [String] {
        var names = [view.objectID, view.userLabel, view.label].compactMap { $0 }
        if let button = view as? Button, let title = button.title() { names.append(title) }
        return names
    }

    /// Sends the actions of the control named `name` as a touch does (touch-up-inside), or a bar
    /// button item's action.
    func tap(_ name: String) throws(ScriptEngine.StepFailure) {
        let controls = views.compactMap { $0 as? Control }.filter { !$0.isHidden && names($0).contains(name) }
        var items: [BarButtonItem] = []
        for controller in window.controllersOnScreen() {
            let navigation = controller.navigationItem
            for item in navigation.leftBarButtonItems + navigation.rightBarButtonItems + controller.toolbarItems
            where [item.objectID, item.userLabel, item.title].contains(name) && !items.contains(where: { $0 === item })
            {
                items.append(item)
            }
        }
        guard controls.count + items.count <= 1 else {
            throw .init("'\(name)' names \(controls.count + items.count) controls on screen; use its id")
        }
        if let control = controls.first {
            guard control.isEnabled else { throw .init("'\(name)' is disabled: a touch sends nothing") }
            control.sendActions(for: .touchUpInside)
        } else if let item = items.first {
            guard item.isEnabled else { throw .init("'\(name)' is disabled: a touch sends nothing") }
            guard item.sendAction(from: visible) else { throw .init("bar button item '\(name)' has no action") }
        } else {
            throw .init("no control on screen has the id, user label or title '\(name)'")
        }
    }

    /// The view named `name`, or the visible controller's view when nil.
    func view(_ name: String?) throws(ScriptEngine.StepFailure) -> View {
        guard let name else {
            guard let view = visible?.viewIfLoaded else { throw .init("no controller's view is on screen") }
            return view
        }
        let found = views.filter { names($0).contains(name) }
        guard found.count <= 1 else { throw .init("'\(name)' names \(found.count) views on screen; use its id") }
        guard let view = found.first else { throw .init("no view on screen has the id or user label '\(name)'") }
        return view
    }
}
