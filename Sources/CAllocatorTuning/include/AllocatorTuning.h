#ifndef L10NAX_ALLOCATOR_TUNING_H
#define L10NAX_ALLOCATOR_TUNING_H

/// Has glibc's allocator grow each thread's heap by `bytes` at a time (M_TOP_PAD) instead of
/// 128 KiB; elsewhere, does nothing. Returns whether the allocator took the setting.
int l10nax_reserve_heap_in_steps_of(int bytes);

#endif
