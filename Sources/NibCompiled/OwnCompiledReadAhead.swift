import Dispatch
import Synchronization

extension OwnCompiledForm {
    /// A storyboard folder's scene parts read on a worker thread, ahead of the thread that fills
    /// their entities into the slots: while one part's entities are built, the next parts are
    /// opened, read and checked (their string, record and attribute tables), at most ``window``
    /// parts ahead. The worker reads the bundle's shared strings only as stored (it decodes none
    /// into the caches, which the filling thread owns), and each part's reader is handed over
    /// whole. Parts are taken in order; the first failure ends the reading.
    final class ReadAhead: @unchecked Sendable {
        /// How many parts may be read and not yet taken.
        static let window = 32

        /// The outcome of reading each part, set by the worker before it signals ``ready``.
        private let outcomes: UnsafeMutablePointer<Result<Reader, CompiledFormatError>?>
        private let count: Int
        /// Signalled once per part read.
        private let ready = DispatchSemaphore(value: 0)
        /// Signalled ``window`` times at the start, then once per part taken and once by
        /// ``finish()``. (It starts at 0 and is signalled up: a semaphore released below the value
        /// it was made with is a fault, which a load stopped early would cause.)
        private let room = DispatchSemaphore(value: 0)
        private let stopped = Atomic<Bool>(false)
        private let done = DispatchGroup()

        /// Starts reading `count` parts, part `index` by `read(index)` on the worker thread.
        init(count: Int, read: @escaping (Int) -> Result<Reader, CompiledFormatError>) {
            self.count = count
            outcomes = .allocate(capacity: count)
            outcomes.initialize(repeating: nil, count: count)
            let reading = Handed(read)
            for _ in 0..<Self.window { room.signal() }
            done.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                readAll(reading.value)
                done.leave()
            }
        }

        deinit {
            outcomes.deinitialize(count: count)
            outcomes.deallocate()
        }

        private func readAll(_ read: (Int) -> Result<Reader, CompiledFormatError>) {
            for index in 0..<count {
                room.wait()
                if stopped.load(ordering: .relaxed) { return }
                let outcome = read(index)
                outcomes[index] = outcome
                ready.signal()
                if case .failure = outcome { return }
            }
        }

        /// The reader of part `index`, once read (each part is taken once, in order).
        func take(_ index: Int) throws(CompiledFormatError) -> Reader {
            ready.wait()
            guard index >= 0, index < count, let outcome = outcomes[index].take() else {
                throw CompiledFormatError("part \(index) was taken out of order", at: 0)
            }
            room.signal()
            return try outcome.get()
        }

        /// Stops the reading (parts not yet read are not read) and waits for the worker to end.
        func finish() {
            stopped.store(true, ordering: .relaxed)
            room.signal()
            done.wait()
        }

        /// A value handed to the worker thread, which the sender no longer touches.
        private struct Handed<Value>: @unchecked Sendable {
            let value: Value

            init(_ value: Value) {
                self.value = value
            }
        }
    }
}
