/// What a split view controller asks when it collapses to one column or separates into two
/// (UIKit's `UISplitViewControllerDelegate` hooks for the classic two-column split).
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The split is collapsing: return true when you dealt with `secondary` yourself (the split then
    /// drops it), false for the default (`primary.collapseSecondaryViewController(_:for:)`: a
    /// navigation controller pushes it).
    func splitViewController(
        _ split: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController
    )
        -> Bool
    /// The split is separating: return the controller for the secondary column, or nil for the
    /// default (`primary.separateSecondaryViewController(for:)`: a navigation controller pops it).
    func splitViewController(_ split: SplitViewController, separateSecondaryFrom primary: ViewController)
        -> ViewController?
}

extension SplitViewControllerDelegate {
    /// The default: not handled.
    public func splitViewController(
        _ split: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController
    ) -> Bool { false }
    /// The default: nil.
    public func splitViewController(_ split: SplitViewController, separateSecondaryFrom primary: ViewController)
        -> ViewController?
    {
        nil
    }
}

extension SplitViewController {
    /// Collapses or separates for `traits`: collapsed exactly when the width is compact (modern
    /// profile only; the seed profile's iOS 5–7 split views are a pad's and never collapse).
    func updateCollapse(for traits: TraitCollection) {
        let compact = effectiveProfile.collapsesSplitViewsInCompactWidth && traits.horizontalSizeClass == .compact
        if compact && !isCollapsed { collapse() } else if !compact && isCollapsed { separate() }
    }

    /// The traits of the window this split is in, or is about to be shown in.
    var contextTraits: TraitCollection {
        var controller: ViewController? = self
        var steps = 0
        while let current = controller, steps < Self.parentWalkLimit {
            if let window = current.viewStorage?.windowStorage ?? current.hostWindow { return window.traitCollection }
            controller = current.parent ?? current.presentingViewController
            steps += 1
        }
        if let window = runner?.windows.first(where: \.isVisible) { return window.traitCollection }
        return traitCollection
    }

    private var isOnScreen: Bool { appearanceState == .appeared && viewStorage?.windowStorage?.isVisible == true }

    private func collapse() {
        isCollapsed = true
        guard viewControllers.count > 1, let primary = viewControllers.first, let secondary = viewControllers.last
        else { return }
        let visible = isOnScreen
        viewControllers.removeLast()
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        if !handled {
            deliverSplitHook(
                primary, "collapseSecondaryViewController",
                [primary.traceArgument("", secondary), primary.traceArgument("for", self)]
            ) {
                primary.collapseSecondaryViewController(secondary, for: self)
            }
        }
        if secondary.parent === self {
            // Nobody took it: the secondary is dropped, as UIKit drops it.
            if visible { secondary.beginAppearanceTransition(false, animated: false) }
            secondary.viewStorage?.removeFromSuperview()
            if visible { secondary.endAppearanceTransition() }
            releaseSilently(secondary)
        }
        if visible { installColumns() }
    }

    private func separate() {
        isCollapsed = false
        guard viewControllers.count == 1, let primary = viewControllers.first else { return }
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if secondary == nil {
            deliverSplitHook(primary, "separateSecondaryViewController", [primary.traceArgument("for", self)]) {
                secondary = primary.separateSecondaryViewController(for: self)
            }
        }
        guard let secondary, adoptSilently(secondary) else { return }
        viewControllers.append(secondary)
        guard isOnScreen else { return }
        installColumns()
        if secondary.appearanceState == .disappeared {
            secondary.beginAppearanceTransition(true, animated: false)
            secondary.endAppearanceTransition()
        }
    }

    private func deliverSplitHook(
        _ receiver: ViewController, _ event: String, _ arguments: [TraceArgument], _ body: () -> Void
    ) {
        receiver.deliver(event, arguments, body)
    }
}

extension NavigationController {
    /// Pushes the secondary onto this stack (UIKit's default collapse): silently, as a relationship
    /// child; on screen the controller shown so far disappears and the secondary, already on screen,
    /// stays so.
    func collapse(_ secondary: ViewController, from split: SplitViewController) {
        split.releaseSilently(secondary)
        guard adoptSilently(secondary) else { return }
        viewControllers.append(secondary)
        guard appearanceState == .appeared, viewStorage?.windowStorage?.isVisible == true else { return }
        let shown = displayed
        shown?.beginAppearanceTransition(false, animated: false)
        removeChildView(of: shown)
        shown?.endAppearanceTransition()
        installChildView(of: secondary)
        displayed = secondary
        if secondary.appearanceState == .disappeared {
            secondary.beginAppearanceTransition(true, animated: false)
            secondary.endAppearanceTransition()
        }
    }

    /// Takes the top controller off this stack for the secondary column (UIKit's default
    /// separation); on screen the controller below appears.
    func separateTop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        releaseSilently(top)
        if displayed === top { displayed = nil }
        guard appearanceState == .appeared, viewStorage?.windowStorage?.isVisible == true,
            let revealed = viewControllers.last
        else {
            return top
        }
        revealed.loadViewIfNeeded()
        revealed.beginAppearanceTransition(true, animated: false)
        installChildView(of: revealed, below: top)
        displayed = revealed
        revealed.endAppearanceTransition()
        return top
    }
}
