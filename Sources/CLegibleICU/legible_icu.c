#include "legible_icu.h"
#include <unicode/uversion.h>
#include <string.h>

int32_t legible_icu_version_string(char *buffer, int32_t capacity) {
    UVersionInfo info;
    u_getVersion(info);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, text);
    int32_t length = (int32_t)strlen(text);
    if (capacity > 0) {
        strncpy(buffer, text, (size_t)capacity - 1);
        buffer[capacity - 1] = 0;
    }
    return length;
}
