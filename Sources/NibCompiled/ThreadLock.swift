internal import Glibc

/// A lock over a `pthread_mutex_t`, with a condition to wait on while holding it (both are
/// `pthread`'s, which ThreadSanitizer sees, so that the race checks of the tests understand what
/// they order).
final class ThreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Inside ``withLock(_:)``: lets the lock go until ``signal()`` (or a spurious wake-up: check
    /// what was waited for again), then holds it again.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes a thread waiting in ``wait()``.
    func signal() {
        pthread_cond_signal(condition)
    }
}
