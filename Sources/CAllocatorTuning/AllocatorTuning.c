#include "AllocatorTuning.h"
/* Any C library header: glibc's define __GLIBC__, which the test below reads. */
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

int l10nax_reserve_heap_in_steps_of(int bytes) {
    return mallopt(M_TOP_PAD, bytes) == 1;
}
#else
int l10nax_reserve_heap_in_steps_of(int bytes) {
    (void)bytes;
    return 0;
}
#endif

#if defined(__linux__)
#include <sys/prctl.h>

int l10nax_allow_huge_pages(int allowed) {
    return prctl(PR_SET_THP_DISABLE, allowed ? 0 : 1, 0, 0, 0) == 0;
}
#else
int l10nax_allow_huge_pages(int allowed) {
    (void)allowed;
    return 0;
}
#endif
