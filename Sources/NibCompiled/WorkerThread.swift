internal import Glibc

/// A thread of its own that runs one closure, for work that must not wait for a place in a
/// shared pool (a pool whose threads are all busy, the caller's among them, would start it only
/// when one frees up).
final class WorkerThread {
    private var thread = pthread_t()

    /// Starts `body` on a new thread; nil when no thread can be made.
    init?(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
    }

    /// Waits for the thread to end.
    func join() {
        pthread_join(thread, nil)
    }

    /// The closure, handed to the thread.
    private final class Body: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
