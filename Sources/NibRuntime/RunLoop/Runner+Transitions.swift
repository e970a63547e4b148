/// What a deferred transition request decided when the runner asked it to start.
enum TransitionAttempt {
    /// Start this transition now.
    case start(TransitionRun)
    /// Nothing to do any more; forget the request.
    case none
    /// Not yet (its container is itself in transition); ask again after another transition ends.
    case later
}

/// A container's wish to run a transition in the next transitions phase.
struct TransitionRequest {
    let owner: ObjectIdentifier
    /// The controller the transition is for, when the request names one (a presentation).
    var subject: ObjectIdentifier?
    let attempt: () -> TransitionAttempt
}

extension Runner {
    /// Queues a transition for `owner`; it starts in a transitions phase when `owner` has no
    /// transition running.
    func requestTransition(owner: AnyObject, subject: AnyObject? = nil, _ attempt: @escaping () -> TransitionAttempt) {
        transitionRequests.append(
            TransitionRequest(
                owner: ObjectIdentifier(owner), subject: subject.map(ObjectIdentifier.init), attempt: attempt))
        requestsNeedAttempt = true
    }

    /// Runs `owner`'s waiting transition for `subject` at once, from its start to its completion,
    /// ending `owner`'s transition in flight first: a dismissal requested in the turn of the
    /// presentation, before the presentation began. So the controller is presented (`will`, `did`,
    /// completion) before it is marked as being dismissed.
    /// - Returns: Whether such a transition ran.
    @discardableResult
    func runWaitingTransitionNow(owner: AnyObject, subject: AnyObject) -> Bool {
        let ownerID = ObjectIdentifier(owner)
        let subjectID = ObjectIdentifier(subject)
        let isWaiting = { (request: TransitionRequest) in request.owner == ownerID && request.subject == subjectID }
        guard transitionRequests.contains(where: isWaiting) else { return false }
        if let active = activeTransitions[ownerID], active.hasBegun, !active.hasEnded { endNow(active) }
        guard activeTransitions[ownerID] == nil, let index = transitionRequests.firstIndex(where: isWaiting) else {
            return false
        }
        guard case .start(let run) = transitionRequests.remove(at: index).attempt() else { return false }
        begin(run)
        endNow(run)
        return true
    }

    /// Whether `owner` has a transition running or waiting to start.
    func hasTransition(owner: AnyObject) -> Bool {
        let id = ObjectIdentifier(owner)
        return activeTransitions[id] != nil || transitionRequests.contains { $0.owner == id }
    }

    /// The transition `owner` is running, if any.
    func activeTransition(owner: AnyObject) -> TransitionRun? { activeTransitions[ObjectIdentifier(owner)] }

    /// Whether a running transition drives `controller`'s appearance.
    func isParticipant(_ controller: ViewController) -> Bool {
        participantCounts[ObjectIdentifier(controller)] != nil
    }

    func startRequestedTransitions() {
        guard requestsNeedAttempt else { return }
        requestsNeedAttempt = false
        var index = 0
        while index < transitionRequests.count {
            let request = transitionRequests[index]
            if activeTransitions[request.owner] != nil {
                index += 1
                continue
            }
            switch request.attempt() {
            case .start(let run):
                transitionRequests.remove(at: index)
                begin(run)
            case .none:
                transitionRequests.remove(at: index)
            case .later:
                index += 1
            }
        }
    }

    func begin(_ run: TransitionRun) {
        endTransitions(overlapping: run)
        activeTransitions[run.owner] = run
        for participant in run.participants {
            participantCounts[ObjectIdentifier(participant), default: 0] += 1
        }
        run.hasBegun = true
        run.begin?()
        run.begin = nil
        schedule(after: .zero) { [weak self, run] in
            guard let self, !run.hasEnded else { return }
            run.animationStarted?()
            run.animationStarted = nil
            if !run.isInteractive { self.scheduleEnd(of: run) }
        }
    }

    /// Ends every transition in flight that drives a controller inside one of `run`'s participants
    /// (a push in the tab that a tab switch takes away, a pop under a presentation that covers it),
    /// before `run` begins: a transition that animates completes at once, an interactive one that
    /// was not told to finish is cancelled. So the container's appearance change reaches settled
    /// children, and every *will* keeps its *did* (issue 11, departure 1; LIFECYCLE-CHOICES.md).
    func endTransitions(overlapping run: TransitionRun) {
        guard !run.participants.isEmpty else { return }
        var rounds = 0
        while rounds < 10_000 {
            rounds += 1
            let inFlight = activeTransitions.values.filter { other in
                other !== run && other.hasBegun && !other.hasEnded
                    && other.participants.contains { inner in
                        run.participants.contains { inner !== $0 && inner.isInside($0) }
                    }
            }
            guard let other = inFlight.first else { return }
            endNow(other)
        }
    }

    /// Ends `owner`'s transition in flight at once when one of `controllers` takes part in it: a
    /// stack change or dismissal that concerns a controller still arriving or leaving (a pop of the
    /// controller being pushed, a dismissal of the one being presented). So that controller's
    /// *will* gets its *did* before the new change starts, and its moving or presentation flags
    /// never contradict each other (issue 11, departure 1; LIFECYCLE-CHOICES.md).
    /// - Returns: Whether a transition ended.
    @discardableResult
    func endTransitionInFlight(owner: AnyObject, involving controllers: [ViewController]) -> Bool {
        guard let run = activeTransition(owner: owner), run.hasBegun, !run.hasEnded,
            run.participants.contains(where: { participant in controllers.contains { $0 === participant } })
        else { return false }
        endNow(run)
        return true
    }

    /// Ends a transition in flight at once: an animated one completes, an interactive one that was
    /// not told to finish (or was told to cancel) is cancelled.
    private func endNow(_ run: TransitionRun) {
        if run.isInteractive || run.cancelRequested { cancel(run) } else { complete(run) }
    }

    func complete(_ run: TransitionRun) {
        guard !run.hasEnded else { return }
        run.hasEnded = true
        run.complete?()
        end(run)
    }

    func cancel(_ run: TransitionRun) {
        guard !run.hasEnded else { return }
        run.hasEnded = true
        run.cancel?()
        end(run)
    }

    private func end(_ run: TransitionRun) {
        if activeTransitions[run.owner] === run { activeTransitions[run.owner] = nil }
        for participant in run.participants {
            let id = ObjectIdentifier(participant)
            if let count = participantCounts[id], count > 1 {
                participantCounts[id] = count - 1
            } else {
                participantCounts[id] = nil
            }
        }
        run.release()
        requestsNeedAttempt = true
    }

    /// Lets the interactive transition `run` finish (complete) or cancel, after the rest of its
    /// animation; works before it has started too.
    /// - Returns: false when `run` is not interactive or already resolved.
    @discardableResult
    func resolveInteractive(_ run: TransitionRun, cancel: Bool) -> Bool {
        guard run.isInteractive, !run.hasEnded else { return false }
        run.isInteractive = false
        run.cancelRequested = cancel
        if run.hasBegun { scheduleEnd(of: run) }
        return true
    }

    private func scheduleEnd(of run: TransitionRun) {
        schedule(after: run.duration) { [weak self, run] in
            guard let self else { return }
            if run.cancelRequested { self.cancel(run) } else { self.complete(run) }
        }
    }

    // MARK: viewIsAppearing

    func enqueueViewIsAppearing(_ controller: ViewController) {
        guard !pendingIsAppearing.contains(where: { $0.controller === controller }) else { return }
        pendingIsAppearing.append(WeakController(controller))
    }

    func dequeueViewIsAppearing(_ controller: ViewController) -> Bool {
        guard let index = pendingIsAppearing.firstIndex(where: { $0.controller === controller }) else { return false }
        pendingIsAppearing.remove(at: index)
        return true
    }

    /// Sends `viewIsAppearing` to every appearing controller whose view is now in a visible window,
    /// in the order they began to appear.
    func flushViewIsAppearing() {
        guard !pendingIsAppearing.isEmpty else { return }
        var index = 0
        while index < pendingIsAppearing.count {
            guard let controller = pendingIsAppearing[index].controller else {
                pendingIsAppearing.remove(at: index)
                continue
            }
            if controller.viewIfLoaded?.window?.isVisible == true {
                pendingIsAppearing.remove(at: index)
                controller.deliverViewIsAppearing()
            } else {
                index += 1
            }
        }
    }
}
