public import NibPrimitives

extension View {
    /// The rectangle in the superview's coordinates. Setting it to its current value does nothing;
    /// a new size marks the view and its superview for layout; a new origin
    /// alone marks nothing.
    public var frame: Rect {
        get { Rect(origin: frameOrigin, size: boundsStorage.size) }
        set {
            frameOrigin = newValue.origin
            setBoundsSize(newValue.size)
        }
    }

    /// The rectangle in the view's own coordinates. A new origin (scrolling) marks the view for
    /// layout; a new size behaves as for ``frame``.
    public var bounds: Rect {
        get { boundsStorage }
        set {
            if newValue.origin != boundsStorage.origin {
                boundsStorage.origin = newValue.origin
                setNeedsLayout()
            }
            setBoundsSize(newValue.size)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get {
            Point(x: frameOrigin.x + boundsStorage.size.width / 2, y: frameOrigin.y + boundsStorage.size.height / 2)
        }
        set {
            frameOrigin = Point(
                x: newValue.x - boundsStorage.size.width / 2, y: newValue.y - boundsStorage.size.height / 2)
        }
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size. A view that was empty and now
    /// has a size is drawn on the next display pass.
    public func sizeToFit() {
        let fitted = sizeThatFits(boundsStorage.size)
        frame = Rect(origin: frameOrigin, size: fitted)
    }

    func setBoundsSize(_ size: Size) {
        let old = boundsStorage.size
        guard old != size else { return }
        boundsStorage.size = size
        setNeedsLayout()
        superview?.setNeedsLayout()
        if contentMode == .redraw {
            setNeedsDisplay()
        } else if needsDisplay && RectMath.isEmpty(old) && !RectMath.isEmpty(size) {
            displayBecameReachable()
        }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(superviewSizeFrom: old, to: size) }
        }
    }

    /// Applies ``autoresizingMask`` for a superview size change, splitting each axis's change evenly
    /// between its flexible parts.
    func autoresize(superviewSizeFrom old: Size, to new: Size) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var next = frame
        let horizontal: [AutoresizingMask] = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let vertical: [AutoresizingMask] = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let flexibleX = horizontal.filter { mask.contains($0) }.count
        let flexibleY = vertical.filter { mask.contains($0) }.count
        if flexibleX > 0 {
            let share = (new.width - old.width) / Double(flexibleX)
            if mask.contains(.flexibleLeftMargin) { next.origin.x += share }
            if mask.contains(.flexibleWidth) { next.size.width += share }
        }
        if flexibleY > 0 {
            let share = (new.height - old.height) / Double(flexibleY)
            if mask.contains(.flexibleTopMargin) { next.origin.y += share }
            if mask.contains(.flexibleHeight) { next.size.height += share }
        }
        frame = next
    }
}
