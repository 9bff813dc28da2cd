import CAllocatorTuning

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `l10n-ax` executable: runs the tool on the process's arguments and exits with its status.
/// This is the only place that calls `exit`. (On Linux, the process may have started itself
/// again before this runs, for huge pages: see `Sources/CAllocatorTuning/HugePages.c`.)
@main
struct L10nAxMain {
    static func main() {
        reserveHeapInLargerSteps()
        let console = Console.standardStreams()
        let status = Tool.run(Array(CommandLine.arguments.dropFirst()), console: console)
        exit(status.rawValue)
    }

    /// With glibc, each thread's heap grows 32 MiB at a time instead of 128 KiB: the threads
    /// that parse and scan otherwise take the address space's lock thousands of times to grow
    /// theirs, and wait for each other there (5% of a run's time on a large app). The space is
    /// reserved, not used: memory the run does not touch costs nothing.
    private static func reserveHeapInLargerSteps() {
        _ = l10nax_reserve_heap_in_steps_of(32 << 20)
    }
}
