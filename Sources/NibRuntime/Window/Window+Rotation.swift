import NibPrimitives

/// Rotation as iOS 5–7 delivered it (the `seed` profile).
extension Window {
    /// The size change of ``transition(to:animated:)`` in the `seed` profile, without the size
    /// transitions of iOS 8: when the orientation changes, `willRotate(to:duration:)` (root first,
    /// forwarded to children and presented controllers); the window and its full-window views
    /// resize and are laid out at once; `willAnimateRotation(to:duration:)`; and
    /// `didRotate(from:)` when the animation ends. A size change that keeps the orientation only
    /// resizes and lays out. There is no `viewWillTransition(to:with:)`, `willTransition(to:with:)`
    /// or `traitCollectionDidChange` (iOS 8 APIs).
    ///
    /// The order is the one published iOS 5–6 logs show (`willRotate…`, the layout pair with the
    /// new bounds, `willAnimateRotation…`, `didRotate…`): bhags.org "UIViewController receive
    /// message order" (from Stack Overflow 9539676) and the code456.com rotation note.
    func rotationRun(to size: Size, animated: Bool, runner: Runner) -> TransitionRun {
        let duration = animated ? runner.sizeTransitionDuration : .zero
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let run = TransitionRun(owner: ObjectIdentifier(self), duration: duration, participants: [])
        let before = InterfaceOrientation(width: bounds.width, height: bounds.height)
        let after = InterfaceOrientation(width: size.width, height: size.height)
        let rotates = before != after
        run.begin = { [self] in
            let root = rootStorage
            if rotates { root?.deliverWillRotate(to: after, duration: seconds) }
            frame = Rect(origin: frame.origin, size: size)
            layoutIfNeeded()
            if rotates { root?.deliverWillAnimateRotation(to: after, duration: seconds) }
        }
        run.complete = { [self] in
            if rotates { rootStorage?.deliverDidRotate(from: before) }
        }
        return run
    }
}

extension ViewController {
    func deliverWillRotate(to orientation: InterfaceOrientation, duration: Double) {
        deliver(
            "willRotate",
            [TraceArgument("to", .symbol(orientation.rawValue)), TraceArgument("duration", .number(duration))]
        ) {
            willRotate(to: orientation, duration: duration)
        }
    }

    func deliverWillAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
        deliver(
            "willAnimateRotation",
            [TraceArgument("to", .symbol(orientation.rawValue)), TraceArgument("duration", .number(duration))]
        ) { willAnimateRotation(to: orientation, duration: duration) }
    }

    func deliverDidRotate(from orientation: InterfaceOrientation) {
        deliver("didRotate", [TraceArgument("from", .symbol(orientation.rawValue))]) { didRotate(from: orientation) }
    }
}
