internal import Glibc

/// The wall clock and a monotonic clock, for the timestamps and durations reports show.
enum Clock {
    /// Seconds since 1970-01-01 UTC.
    static func wallSeconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int(spec.tv_sec)
    }

    /// A monotonic reading in seconds, for differences.
    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
