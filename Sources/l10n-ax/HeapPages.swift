import CAllocatorTuning

/// Huge pages for the work done in bulk only. The heaps ask the kernel for transparent huge pages
/// (see `HugePages.c`): a page fault then maps 2 MiB, zeroed at once, which pays for a run that
/// reads every file. A run that may reuse the cache works with a few megabytes, where zeroing a
/// fresh 2 MiB page costs more than the faults it saves: it starts with the heaps' pages kept
/// small, and gives huge pages back as soon as it reads or scans in bulk after all.
enum HeapPages {
    /// Keeps the pages the heaps take from now on small; whether the kernel took the setting
    /// (then ``allowHuge()`` undoes it).
    static func keepSmall() -> Bool {
        l10nax_allow_huge_pages(0) != 0
    }

    /// Lets the heaps take huge pages again.
    static func allowHuge() {
        _ = l10nax_allow_huge_pages(1)
    }
}
