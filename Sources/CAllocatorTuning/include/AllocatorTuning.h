#ifndef L10NAX_ALLOCATOR_TUNING_H
#define L10NAX_ALLOCATOR_TUNING_H

/// Has glibc's allocator grow each thread's heap by `bytes` at a time (M_TOP_PAD) instead of
/// 128 KiB; elsewhere, does nothing. Returns whether the allocator took the setting.
int l10nax_reserve_heap_in_steps_of(int bytes);

/// The `GLIBC_TUNABLES` a process starts again with to have glibc's heaps use transparent huge
/// pages (see HugePages.c), given the current one (NULL when unset) and the kernel's setting
/// (`/sys/kernel/mm/transparent_hugepage/enabled`, whose chosen mode is in brackets: `always
/// [madvise] never`): `glibc.malloc.hugetlb=1` after the current tunables, written into `buffer`
/// with its terminating zero, and its length returned. 0 when starting again would change
/// nothing: the kernel gives huge pages unasked (`always`) or never (`never`), or the current
/// tunables already name this one (the user's choice, or the second start's). When `capacity` is
/// too small, nothing is written and the room needed (the zero included) is returned, negated.
long l10nax_huge_page_tunables(const char *current, const char *transparent_huge_pages, char *buffer, unsigned long capacity);

/// Whether the kernel may give this process transparent huge pages from now on (on Linux, the
/// process's `PR_SET_THP_DISABLE` flag, read at each page fault: the heaps that ask for huge pages
/// get small ones while it is set). Returns whether the kernel took the setting; elsewhere,
/// does nothing and returns 0.
int l10nax_allow_huge_pages(int allowed);

#endif
