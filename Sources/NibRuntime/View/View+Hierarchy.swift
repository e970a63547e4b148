import NibDiagnostics

extension View {
    /// Adds `view` on top of the subviews (moving it from its old superview). Marks this view and
    /// `view` for layout; nothing is laid out inside the call.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` below `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Inserts `view` above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped).
    ///
    /// Callbacks, in order: `willMove(toSuperview:)`, `willMove(toWindow:)` over the moved subtree
    /// when the window changes, then `didMoveToWindow()` over the subtree, `didMoveToSuperview()`,
    /// and this view's `didAddSubview(_:)`. A controller whose root view enters or leaves a visible
    /// window this way, and whose appearance no container or transition drives, gets its appearance
    /// callbacks from these moves.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            runner?.report(.viewHierarchyCycle(view.traceLabel))
            return
        }
        if view.superview === self {
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let oldWindow = view.windowStorage
        let newWindow = windowStorage
        view.deliver("willMove", [traceArgument("toSuperview", self)]) { view.willMove(toSuperview: self) }
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow, from: oldWindow) }
        if let old = view.superview {
            old.deliver("willRemoveSubview", [traceArgument("", view)]) { old.willRemoveSubview(view) }
            old.subviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if oldWindow !== newWindow { view.propagateDidMove(toWindow: newWindow, from: oldWindow) }
        view.deliver("didMoveToSuperview") { view.didMoveToSuperview() }
        deliver("didAddSubview", [traceArgument("", view)]) { didAddSubview(view) }
        setNeedsLayout()
        view.needsLayout = false
        view.setNeedsLayout()
        view.propagateDirtyBitsUp()
    }

    /// Removes the view from its superview; marks the old superview for layout.
    public func removeFromSuperview() {
        guard let old = superview else { return }
        let oldWindow = windowStorage
        deliver("willMove", [TraceArgument("toSuperview", .null)]) { willMove(toSuperview: nil) }
        if oldWindow != nil { propagateWillMove(toWindow: nil, from: oldWindow) }
        old.deliver("willRemoveSubview", [traceArgument("", self)]) { old.willRemoveSubview(self) }
        old.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil { propagateDidMove(toWindow: nil, from: oldWindow) }
        deliver("didMoveToSuperview") { didMoveToSuperview() }
        old.setNeedsLayout()
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (pre-order, this view first) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Every view of the subtree in pre-order (this view first), without recursion.
    func subtreePreOrder() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    // MARK: Window moves

    /// Sends `willMove(toWindow:)` over the subtree (pre-order) and tells root views' controllers
    /// when they are about to enter or leave a visible window.
    func propagateWillMove(toWindow newWindow: Window?, from oldWindow: Window?) {
        let wasVisible = oldWindow?.countsAsVisible ?? false
        let willBeVisible = newWindow?.countsAsVisible ?? false
        for view in subtreePreOrder() {
            view.deliver("willMove", [traceArgument("toWindow", newWindow)]) { view.willMove(toWindow: newWindow) }
            if wasVisible != willBeVisible, let controller = view.owningViewController {
                controller.rootViewWillChangeVisibility(appearing: willBeVisible)
            }
        }
    }

    /// Moves the subtree to `newWindow` and sends `didMoveToWindow()` over it (pre-order).
    func propagateDidMove(toWindow newWindow: Window?, from oldWindow: Window?) {
        let views = subtreePreOrder()
        for view in views { view.windowStorage = newWindow }
        if let oldWindow, let responder = oldWindow.firstResponder as? View, views.contains(where: { $0 === responder })
        {
            oldWindow.firstResponder = nil
        }
        let changed = (oldWindow?.countsAsVisible ?? false) != (newWindow?.countsAsVisible ?? false)
        for view in views {
            view.deliver("didMoveToWindow") { view.didMoveToWindow() }
            if changed, let controller = view.owningViewController { controller.rootViewDidChangeVisibility() }
        }
    }

    /// Tells the controllers of the views below this root view (this view's own controller excluded)
    /// that they are now in a visible window, as if they had just moved into it: the root view
    /// entered its window quietly, before the window was shown or before the root transition began.
    func announceVisibility() {
        let views = subtreePreOrder().dropFirst()
        for view in views { view.owningViewController?.rootViewWillChangeVisibility(appearing: true) }
        for view in views { view.owningViewController?.rootViewDidChangeVisibility() }
    }

    /// Marks the ancestors of a view that was just inserted when the view or its subtree has
    /// pending layout or display, and tells the runner.
    func propagateDirtyBitsUp() {
        if needsLayout || descendantNeedsLayout { superview?.markDescendantNeedsLayout() }
        if (needsDisplay || descendantNeedsDisplay) && !isHidden { superview?.markDescendantNeedsDisplay() }
    }
}

extension Diagnostic {
    /// `view-hierarchy-cycle`: a view added inside itself.
    nonisolated static func viewHierarchyCycle(_ view: String) -> Diagnostic {
        Diagnostic(
            id: .viewHierarchyCycle, severity: .error, message: "cannot add '\(view)' inside itself", location: nil)
    }
}
