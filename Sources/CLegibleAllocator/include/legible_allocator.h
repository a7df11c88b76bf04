#ifndef LEGIBLE_ALLOCATOR_H
#define LEGIBLE_ALLOCATOR_H

/// Tunes the C library's allocator for a short-lived process that allocates and frees many
/// blocks of tens to hundreds of kilobytes on several threads (the `legible` command line).
///
/// With glibc (https://www.gnu.org/software/libc/manual/html_node/Malloc-Tunable-Parameters.html):
/// blocks up to 32 MB come from the heap rather than from their own `mmap` (`M_MMAP_THRESHOLD`),
/// and free memory at the top of a heap is kept rather than given back to the kernel
/// (`M_TRIM_THRESHOLD`, 1 GB). Either way the kernel must otherwise clear a fresh page for the
/// next block of that size that is touched. Elsewhere (macOS) it does nothing.
///
/// Call it once, first thing, before any thread starts. Returns 1 when both settings were
/// taken, 0 otherwise (not glibc, or a setting refused).
int legible_tune_allocator(void);

#endif
