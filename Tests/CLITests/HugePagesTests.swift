import Testing
@testable import l10n_ax

@Suite("Huge pages for the allocator's heaps")
struct HugePagesTests {
    @Test("the tunable is added where the kernel gives huge pages to those who ask, once, beside the user's tunables")
    func tunables() {
        let madvise = "always [madvise] never\n"
        #expect(HugePages.tunables(current: nil, transparentHugePages: madvise) == "glibc.malloc.hugetlb=1")
        #expect(HugePages.tunables(current: "", transparentHugePages: madvise) == "glibc.malloc.hugetlb=1")
        #expect(HugePages.tunables(current: "glibc.malloc.arena_max=2", transparentHugePages: madvise)
            == "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")
        // Already started again, or the user's own choice (even to keep them off): as it is.
        #expect(HugePages.tunables(current: "glibc.malloc.hugetlb=1", transparentHugePages: madvise) == nil)
        #expect(HugePages.tunables(current: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=0", transparentHugePages: madvise) == nil)
        // The kernel gives them unasked, or never: starting again would change nothing.
        #expect(HugePages.tunables(current: nil, transparentHugePages: "[always] madvise never\n") == nil)
        #expect(HugePages.tunables(current: nil, transparentHugePages: "always madvise [never]\n") == nil)
        #expect(HugePages.tunables(current: nil, transparentHugePages: "") == nil)
    }
}
