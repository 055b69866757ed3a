// The executable's zero-filled data (.bss, 280 KiB: the Swift runtime's metadata caches and
// first allocation pool, once-tokens, glibc's state) is made resident in one call before
// any other start-up code runs.
//
// Left to page faults, a run touches about 36 of its 70 pages, most of them twice: a read
// maps the shared zero page, the first write then copies it. Those 60 faults cost a piped
// setup more than populating every page at once with MADV_POPULATE_WRITE (Linux 5.14): about
// 3% of its time, for 240 KiB more resident memory (docs/performance.md). An older kernel
// refuses the advice, and the pages fault in as before.
#include "ProcessStart.h"

#include <stdint.h>
#include <sys/mman.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

// The linker's symbols around the executable's zero-filled data.
extern char __bss_start[], _end[];

__attribute__((constructor(101))) static void populate_zero_filled_data(void) {
    uintptr_t page = 4096;
    uintptr_t start = (uintptr_t)__bss_start & ~(page - 1);
    uintptr_t end = ((uintptr_t)_end + page - 1) & ~(page - 1);
    (void)madvise((void *)start, end - start, MADV_POPULATE_WRITE);
}
