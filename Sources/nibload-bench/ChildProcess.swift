import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program as a child process with its output discarded, and measures its wall time and
/// peak resident memory (from `wait4`'s resource usage).
enum ChildProcess {
    struct Measurement {
        var status: Int32
        var seconds: Double
        /// Peak resident set size in kibibytes.
        var peakKiB: Int
        /// User plus system CPU time (less disturbed than wall time on a shared machine).
        var cpuSeconds: Double = .nan
    }

    static func run(_ executable: String, _ arguments: [String]) -> Measurement? {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, executable, &fileActions, nil, argv, environ)
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        func time(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
        return Measurement(
            status: (status >> 8) & 0xFF, seconds: seconds, peakKiB: Int(usage.ru_maxrss),
            cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime))
    }

    /// This executable's own path.
    static var selfPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
