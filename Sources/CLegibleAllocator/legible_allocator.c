#include "legible_allocator.h"

#include <stdlib.h>  // defines __GLIBC__ (through <features.h>) where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>

int legible_tune_allocator(void) {
    // Setting either also turns off glibc's sliding threshold (which would otherwise raise the
    // mmap threshold to each freed block's size and the trim threshold to twice that).
    int mmapped = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    int trimmed = mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
    return mmapped == 1 && trimmed == 1;
}
#else
int legible_tune_allocator(void) { return 0; }
#endif
