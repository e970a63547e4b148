internal import Glibc
import Synchronization

extension OwnCompiledForm {
    /// A storyboard folder's scene parts read by two threads: a worker thread of its own reads
    /// parts ahead of the filling thread (opens, reads and checks their string, record and
    /// attribute tables, at most ``window`` parts ahead), while the filling thread builds each
    /// part's entities in order and reads a part itself when the worker has not begun it (or
    /// has been at it too long), so that a worker that gets no processor slows nothing down.
    /// A part's reader is handed over whole, and a part read by both threads is used once.
    ///
    /// What makes the two threads safe together: the worker only makes readers, and a scene
    /// part's reader reads the bundle's shared strings as stored, decoding none into the string
    /// caches, which only the filling thread changes (see `Reader.init`). The readers handed
    /// over (``Handed``) are not touched by the worker again. The first failure ends the reading.
    /// At most ``window`` + 2 readers are alive at once, each holding its part's file (in a
    /// buffer of at least 64 KiB).
    final class ReadAhead: @unchecked Sendable {
        /// How many parts the worker may read ahead of the filling thread.
        static let window = 32

        /// Who reads which part.
        private struct State {
            /// The first part no thread has begun reading.
            var next = 0
            /// How many parts the filling thread has taken (or begun reading itself).
            var taken = 0
            var stopped = false
            /// Whether the worker waits (in ``ThreadLock/wait()``) for the filling thread to catch up.
            var workerWaits = false
            /// The parts the worker has read and the filling thread not yet taken.
            var outcomes: [Handed<Result<Reader, CompiledFormatError>>?]
        }

        /// Who reads which part; read and changed only holding ``lock``.
        private var state: State
        private let lock = ThreadLock()
        /// How many parts the worker has read: the filling thread, waiting for one, watches this
        /// instead of taking the lock the worker needs to hand the part over.
        private let stored = Atomic<Int>(0)
        private let count: Int
        private let read: Handed<(Int) -> Result<Reader, CompiledFormatError>>
        /// The worker, until ``finish()`` (nil when no thread could be made: the filling thread
        /// then reads every part).
        private var worker: WorkerThread?

        /// Starts the worker on `count` parts; part `index` is read by `read(index)`, on either
        /// thread.
        init(count: Int, read: @escaping (Int) -> Result<Reader, CompiledFormatError>) {
            self.count = count
            self.read = Handed(read)
            state = State(outcomes: Array(repeating: nil, count: count))
            worker = WorkerThread { [self] in readAhead() }
        }

        /// Runs `body` on the state, holding the lock.
        private func locked<Result>(_ body: (inout State) -> Result) -> Result {
            lock.withLock { body(&state) }
        }

        /// What the worker does next.
        private enum Claim {
            case part(Int)
            case end
        }

        /// The worker: claims and reads the next part not begun, until none is left, the reading
        /// is stopped or a part fails; waits while it is ``window`` parts ahead.
        private func readAhead() {
            while true {
                let claim = lock.withLock { () -> Claim in
                    while true {
                        if state.stopped || state.next >= count { return .end }
                        if state.next - state.taken < Self.window {
                            state.next += 1
                            return .part(state.next - 1)
                        }
                        state.workerWaits = true
                        lock.wait()
                    }
                }
                switch claim {
                case .end: return
                case .part(let index):
                    let outcome = read.value(index)
                    let failed = if case .failure = outcome { true } else { false }
                    locked { $0.outcomes[index] = Handed(outcome) }
                    stored.add(1, ordering: .releasing)
                    if failed { return }
                }
            }
        }

        /// What the filling thread does next.
        private enum Take {
            case read(Handed<Result<Reader, CompiledFormatError>>)
            case readHere, wait
        }

        /// How many times the filling thread looks for a part the worker is reading before it
        /// reads the part itself (the worker may have lost its processor; its copy is dropped).
        /// Waiting longer (4,096 looks) made the large storyboard 5–35 % slower than no worker at
        /// all with the other core busy; 64 costs nothing measurable when it is idle.
        static let patience = 64

        /// The reader of part `index` (each part is taken once, in order): the worker's, or read
        /// here when the worker has not begun it. While the worker is reading it, this thread
        /// spins briefly (a part takes microseconds) and after ``patience`` looks reads the part
        /// itself.
        func take(_ index: Int) throws(CompiledFormatError) -> Reader {
            var spins = 0
            while true {
                let seen = stored.load(ordering: .acquiring)
                let next = locked { state -> Take in
                    if let outcome = state.outcomes[index] {
                        state.outcomes[index] = nil
                        state.taken = index + 1
                        if state.workerWaits && state.next - state.taken <= Self.window / 2 {
                            state.workerWaits = false
                            lock.signal()
                        }
                        return .read(outcome)
                    }
                    guard state.next == index || spins >= Self.patience else { return .wait }
                    state.next = max(state.next, index + 1)
                    state.taken = index + 1
                    return .readHere
                }
                switch next {
                case .read(let outcome):
                    return try outcome.value.get()
                case .readHere:
                    return try read.value(index).get()
                case .wait:
                    // Until the worker hands over another part (or patience runs out).
                    while stored.load(ordering: .acquiring) == seen, spins < Self.patience {
                        spins += 1
                        if spins % 64 == 0 { sched_yield() }
                    }
                }
            }
        }

        /// Stops the worker (parts it has not begun are not read) and waits for it to end.
        func finish() {
            locked { state in
                state.stopped = true
                state.workerWaits = false
                lock.signal()
            }
            worker?.join()
            worker = nil
        }
    }

    /// A value handed from one thread to another, which the sender no longer touches.
    struct Handed<Value>: @unchecked Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
