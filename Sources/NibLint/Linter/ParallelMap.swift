internal import Dispatch
internal import Glibc
internal import Synchronization

/// Runs independent jobs on several threads and returns their results in input order, so that
/// output never depends on scheduling.
enum ParallelMap {
    /// The number of processors online, at least 1.
    static var processorCount: Int {
        max(1, ProcessInfoLite.activeProcessorCount)
    }

    /// Maps `0..<count` through `body` on up to `jobs` threads.
    /// - Parameters:
    ///   - count: The number of items.
    ///   - jobs: The number of threads; nil for one per processor.
    ///   - body: The work for one item; called exactly once per index, from any thread.
    /// - Returns: The results, by index.
    static func map<T: Sendable>(count: Int, jobs: Int?, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(count, jobs ?? processorCount))
        if workers == 1 {
            return (0..<count).map(body)
        }
        let results = ResultSlots<T>(count: count)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                results.store(body(index), at: index)
            }
        }
        return results.collect()
    }
}

/// Storage where each index is written by exactly one thread.
private final class ResultSlots<T: Sendable>: Sendable {
    private let slots: Mutex<[T?]>

    init(count: Int) { slots = Mutex([T?](repeating: nil, count: count)) }

    func store(_ value: T, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    func collect() -> [T] {
        slots.withLock { $0.compactMap { $0 } }
    }
}

/// The processor count, read through Glibc.
enum ProcessInfoLite {
    static var activeProcessorCount: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
