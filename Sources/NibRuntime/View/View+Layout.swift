extension View {
    /// Marks the view for layout in the next layout pass and returns at once; any number of calls
    /// in a turn give one ``layoutSubviews()``. Marks made by a view inside its own
    /// `layoutSubviews` are ignored, so a layout cannot loop on itself.
    public func setNeedsLayout() {
        guard !isPerformingLayout, !needsLayout else { return }
        needsLayout = true
        superview?.markDescendantNeedsLayout()
        if windowStorage != nil { windowStorage?.runnerStorage?.layoutDirty = true }
    }

    /// Lays out at once when a layout is pending here or above: from the topmost ancestor that needs
    /// layout, down through every marked view. With nothing pending it does nothing, not
    /// even the controller hooks. Works outside a window too.
    public func layoutIfNeeded() {
        var root: View = self
        var current = superview
        while let ancestor = current {
            if ancestor.needsLayout { root = ancestor }
            current = ancestor.superview
        }
        root.layoutSubtree()
    }

    func markDescendantNeedsLayout() {
        var current: View? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superview
        }
        if windowStorage != nil { windowStorage?.runnerStorage?.layoutDirty = true }
    }

    /// Lays out every marked view of the subtree, parents before children, without recursion.
    func layoutSubtree() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.needsLayout { view.performLayout() }
            if view.descendantNeedsLayout {
                view.descendantNeedsLayout = false
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// One layout of this view: in the modern profile, the owning controller's trait change if its
    /// traits changed since it last saw them; the controller's `viewWillLayoutSubviews`, the view's
    /// `layoutSubviews`, the controller's `viewDidLayoutSubviews`.
    func performLayout() {
        needsLayout = false
        isPerformingLayout = true
        defer { isPerformingLayout = false }
        let controller = owningViewController
        controller?.updateTraitsBeforeLayout()
        controller?.deliverViewWillLayoutSubviews()
        deliver("layoutSubviews") { layoutSubviews() }
        controller?.deliverViewDidLayoutSubviews()
    }
}
