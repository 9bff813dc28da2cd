import CAllocatorTuning
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
}
