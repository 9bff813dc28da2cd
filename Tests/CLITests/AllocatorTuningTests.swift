import CAllocatorTuning
import Foundation
import Testing

@Suite("The allocator's tuning")
struct AllocatorTuningTests {
    /// Compiled as a no-op where the C library is not glibc: the test says the glibc build is
    /// not one (a header read before the test of `__GLIBC__` decides it).
    @Test("with glibc, the allocator takes the larger steps; elsewhere nothing is asked of it")
    func takesTheSetting() {
        #if canImport(Glibc)
        #expect(l10nax_reserve_heap_in_steps_of(32 << 20) == 1)
        #else
        #expect(l10nax_reserve_heap_in_steps_of(32 << 20) == 0)
        #endif
    }

    /// The process's own flag, as the kernel shows it (`THP_enabled` in `/proc/self/status`, since
    /// Linux 5.0); nil where it does not.
    static func kernelGivesHugePages() -> Bool? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("THP_enabled:") })
        else { return nil }
        return line.hasSuffix("1")
    }

    @Test("on Linux, huge pages are withheld from the process, then given back; elsewhere nothing is asked")
    func withholdsHugePages() {
        #if os(Linux)
        guard let before = Self.kernelGivesHugePages() else { return }
        #expect(l10nax_allow_huge_pages(0) == 1)
        #expect(Self.kernelGivesHugePages() == false)
        #expect(l10nax_allow_huge_pages(1) == 1)
        #expect(Self.kernelGivesHugePages() == true)
        // As it was for the other tests of this process.
        _ = l10nax_allow_huge_pages(before ? 1 : 0)
        #else
        #expect(l10nax_allow_huge_pages(0) == 0)
        #endif
    }
}
