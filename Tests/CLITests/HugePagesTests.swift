import CAllocatorTuning
import Testing

@Suite("Huge pages for the allocator's heaps")
struct HugePagesTests {
    /// The tunables the process starts again with (`l10nax_huge_page_tunables`), asked as the
    /// constructor asks: first the room needed, then the text in that room.
    private func tunables(current: String?, transparentHugePages setting: String) -> String? {
        func call(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt) -> Int {
            guard let current else { return l10nax_huge_page_tunables(nil, setting, buffer, capacity) }
            return l10nax_huge_page_tunables(current, setting, buffer, capacity)
        }
        let needed = call(nil, 0)
        guard needed < 0 else {
            #expect(needed == 0)
            return nil
        }
        var buffer = [CChar](repeating: 1, count: -needed)
        let length = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress, UInt($0.count)) }
        #expect(length == -needed - 1)
        #expect(buffer.last == 0)
        // One byte short: nothing written, the same room asked for.
        var short = [CChar](repeating: 1, count: -needed - 1)
        #expect(short.withUnsafeMutableBufferPointer { call($0.baseAddress, UInt($0.count)) } == needed)
        #expect(short.allSatisfy { $0 == 1 })
        return String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test("the tunable is added where the kernel gives huge pages to those who ask, once, beside the user's tunables")
    func addsTheTunable() {
        let madvise = "always [madvise] never\n"
        #expect(tunables(current: nil, transparentHugePages: madvise) == "glibc.malloc.hugetlb=1")
        #expect(tunables(current: "", transparentHugePages: madvise) == "glibc.malloc.hugetlb=1")
        #expect(tunables(current: "glibc.malloc.arena_max=2", transparentHugePages: madvise) == "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")
        // Already started again, or the user's own choice (even to keep them off): as it is.
        #expect(tunables(current: "glibc.malloc.hugetlb=1", transparentHugePages: madvise) == nil)
        #expect(tunables(current: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=0", transparentHugePages: madvise) == nil)
        // The kernel gives them unasked, or never: starting again would change nothing.
        #expect(tunables(current: nil, transparentHugePages: "[always] madvise never\n") == nil)
        #expect(tunables(current: nil, transparentHugePages: "always madvise [never]\n") == nil)
        #expect(tunables(current: nil, transparentHugePages: "") == nil)
    }
}
