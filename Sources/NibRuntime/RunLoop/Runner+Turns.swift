import NibDiagnostics

extension Runner {
    /// Queues `block` to run in the events phase of the next turn.
    public func perform(_ block: @escaping () -> Void) { events.append(block) }

    /// Schedules `block` to run in the first turn that begins at or after `now + delay`.
    public func schedule(after delay: Duration, _ block: @escaping () -> Void) {
        timerSequence += 1
        let timer = RunnerTimer(fireTime: now + max(delay, .zero), sequence: timerSequence, block: block)
        let index = timers.firstIndex { ($0.fireTime, $0.sequence) > (timer.fireTime, timer.sequence) } ?? timers.count
        timers.insert(timer, at: index)
    }

    /// Whether a turn would do anything now (without moving the clock).
    public var hasWorkDue: Bool {
        if !events.isEmpty || layoutDirty || displayDirty { return true }
        if let first = timers.first, first.fireTime <= now { return true }
        if requestsNeedAttempt && !transitionRequests.isEmpty { return true }
        return false
    }

    /// When the next timer is due, if any.
    public var nextTimerTime: Duration? { timers.first?.fireTime }

    /// Runs one turn: events and due timers, deferred transitions, the layout pass, the display pass.
    public func runTurn() {
        turnCount += 1
        let sequenceLimit = timerSequence
        let queued = events
        events.removeAll()
        for block in queued { block() }
        while let first = timers.first, first.fireTime <= now, first.sequence <= sequenceLimit {
            timers.removeFirst()
            first.block()
        }
        startRequestedTransitions()
        layoutDirty = false
        flushViewIsAppearing()
        for window in windows where window.isVisible { window.runLayoutPass() }
        displayDirty = false
        for window in windows where window.isVisible { window.runDisplayPass() }
    }

    /// Runs turns until no work is due; the clock does not move, so animations in flight stay in
    /// flight.
    /// - Parameter maxTurns: A guard against work that never settles (reported as a diagnostic).
    public func runUntilIdle(maxTurns: Int = 10_000) {
        var turns = 0
        while hasWorkDue {
            if turns >= maxTurns {
                report(.runnerDidNotSettle(turns: maxTurns))
                return
            }
            runTurn()
            turns += 1
        }
    }

    /// Moves the virtual clock forward by `duration`, running every turn that falls due on the way.
    public func advance(by duration: Duration) {
        let target = now + max(duration, .zero)
        runUntilIdle()
        while let next = nextTimerTime, next <= target {
            now = max(now, next)
            runUntilIdle()
        }
        now = target
        runUntilIdle()
    }

    /// Runs until nothing is left: every queued event, transition and animation, moving the clock
    /// to each timer in turn. Interactive transitions wait for their finish or cancel call.
    /// - Parameter maxTimers: A guard against timers that keep rescheduling themselves.
    public func settle(maxTimers: Int = 100_000) {
        runUntilIdle()
        var fired = 0
        while let next = nextTimerTime, fired < maxTimers {
            now = max(now, next)
            runUntilIdle()
            fired += 1
        }
    }
}

extension Diagnostic {
    /// `runner-did-not-settle`: the run loop still had work after its turn limit.
    nonisolated static func runnerDidNotSettle(turns: Int) -> Diagnostic {
        Diagnostic(
            id: .runnerDidNotSettle, severity: .error, message: "the run loop still had work after \(turns) turns",
            location: nil)
    }
}
