import NibDiagnostics
public import NibPrimitives

extension View {
    /// Marks the whole view for drawing in the next display pass; calls in one turn coalesce into
    /// one `draw(_:)` of the bounds.
    public func setNeedsDisplay() {
        dirtyRect = nil
        guard !needsDisplay else { return }
        needsDisplay = true
        displayBecameReachable()
    }

    /// Marks `rect` for drawing; marked rectangles of one turn are unioned. An empty rectangle
    /// marks nothing.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        if needsDisplay {
            if let current = dirtyRect { dirtyRect = current.union(rect) }
            return
        }
        needsDisplay = true
        dirtyRect = rect
        displayBecameReachable()
    }

    /// The drawing context while the display pass runs this view's `draw(_:)`; nil (and a misuse
    /// warning) anywhere else.
    public var currentDrawingContext: DrawingContext? {
        if let runner, runner.drawingView === self { return runner.drawingContext }
        reportDirectDraw()
        return nil
    }

    func noteBaseDrawReached() {
        View.baseDrawReached = true
        if let runner, runner.drawingView !== self { reportDirectDraw() }
    }

    /// Reports a `draw(_:)` outside the display pass, once per view per turn.
    private func reportDirectDraw() {
        guard let runner, directDrawReportedTurn != runner.turnCount else { return }
        directDrawReportedTurn = runner.turnCount
        runner.report(.drawCalledDirectly(traceLabel))
    }

    /// Tells the ancestors and the runner that this view has a display that may now run.
    func displayBecameReachable() {
        guard needsDisplay || descendantNeedsDisplay else { return }
        superview?.markDescendantNeedsDisplay()
        if windowStorage != nil { windowStorage?.runnerStorage?.displayDirty = true }
    }

    func markDescendantNeedsDisplay() {
        var current: View? = self
        while let view = current, !view.descendantNeedsDisplay {
            view.descendantNeedsDisplay = true
            current = view.superview
        }
        if windowStorage != nil { windowStorage?.runnerStorage?.displayDirty = true }
    }

    /// Draws every marked, non-empty, visible view of the subtree in tree order, without recursion.
    /// Empty views keep their mark and draw once they get a size.
    func displaySubtree(runner: Runner) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            if view.needsDisplay && !view.boundsStorage.isEmpty { view.display(runner: runner) }
            if view.descendantNeedsDisplay {
                view.descendantNeedsDisplay = false
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// Runs `draw(_:)` with a current context. Classes that do not override `draw(_:)` are found out
    /// on their first display and skipped (and not traced) afterwards.
    private func display(runner: Runner) {
        let bounds = boundsStorage
        let rect = dirtyRect.map { RectMath.intersection($0, bounds) } ?? bounds
        needsDisplay = false
        dirtyRect = nil
        let type = ObjectIdentifier(Swift.type(of: self))
        if runner.drawOverrides[type] == false { return }
        let mark = runner.trace.count
        runner.drawingView = self
        runner.drawingContext = DrawingContext(bounds: bounds, dirtyRect: rect)
        View.baseDrawReached = false
        draw(rect)
        let overrides = !View.baseDrawReached
        runner.drawingView = nil
        runner.drawingContext = nil
        if runner.drawOverrides[type] == nil { runner.drawOverrides[type] = overrides }
        if overrides, runner.trace.records(.view) {
            runner.trace.insert(
                TraceEvent(
                    object: traceLabel, className: traceClassName, event: "draw",
                    args: [TraceArgument("", .rect(rect))],
                    category: .view), at: mark)
        }
    }

    /// Set by the base `draw(_:)`, to learn whether a class overrides it.
    static var baseDrawReached = false
}

extension Diagnostic {
    /// `draw-called-directly`: `draw(_:)` called outside the display pass.
    nonisolated static func drawCalledDirectly(_ view: String) -> Diagnostic {
        Diagnostic(
            id: .drawCalledDirectly, severity: .warning,
            message:
                "draw(_:) of '\(view)' ran outside the display pass; there is no current context, so nothing is drawn",
            location: nil)
    }
}
