#ifndef LEGIBLE_ICU_H
#define LEGIBLE_ICU_H
/* Stable-named wrappers around ICU's versioned C API (filled in by the segmentation work). */
#include <stdint.h>
int32_t legible_icu_version_string(char *buffer, int32_t capacity);
#endif
