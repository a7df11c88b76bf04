#include "legible_icu.h"
#include <unicode/uversion.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/uchar.h>
#include <unicode/utypes.h>
#include <string.h>

/* The header mirrors ICU constants so that it need not include ICU; check they agree. */
_Static_assert(LEGIBLE_ICU_BREAK_CHARACTER == UBRK_CHARACTER, "UBRK_CHARACTER");
_Static_assert(LEGIBLE_ICU_BREAK_LINE == UBRK_LINE, "UBRK_LINE");
_Static_assert(LEGIBLE_ICU_BREAK_DONE == UBRK_DONE, "UBRK_DONE");
_Static_assert(LEGIBLE_ICU_LINE_SOFT == UBRK_LINE_SOFT, "UBRK_LINE_SOFT");
_Static_assert(LEGIBLE_ICU_LINE_SOFT_LIMIT == UBRK_LINE_SOFT_LIMIT, "UBRK_LINE_SOFT_LIMIT");
_Static_assert(LEGIBLE_ICU_LINE_HARD == UBRK_LINE_HARD, "UBRK_LINE_HARD");
_Static_assert(LEGIBLE_ICU_LINE_HARD_LIMIT == UBRK_LINE_HARD_LIMIT, "UBRK_LINE_HARD_LIMIT");
_Static_assert(LEGIBLE_ICU_BIDI_DEFAULT_LTR == UBIDI_DEFAULT_LTR, "UBIDI_DEFAULT_LTR");
_Static_assert(LEGIBLE_ICU_SCRIPT_INVALID == USCRIPT_INVALID_CODE, "USCRIPT_INVALID_CODE");
_Static_assert(LEGIBLE_ICU_SCRIPT_COMMON == USCRIPT_COMMON, "USCRIPT_COMMON");
_Static_assert(LEGIBLE_ICU_SCRIPT_INHERITED == USCRIPT_INHERITED, "USCRIPT_INHERITED");
_Static_assert(LEGIBLE_ICU_SCRIPT_UNKNOWN == USCRIPT_UNKNOWN, "USCRIPT_UNKNOWN");
_Static_assert(LEGIBLE_ICU_BRACKET_NONE == U_BPT_NONE, "U_BPT_NONE");
_Static_assert(LEGIBLE_ICU_BRACKET_OPEN == U_BPT_OPEN, "U_BPT_OPEN");
_Static_assert(LEGIBLE_ICU_BRACKET_CLOSE == U_BPT_CLOSE, "U_BPT_CLOSE");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is UTF-16");
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode is 32-bit");

static int32_t copy_version(const UVersionInfo info, char *buffer, int32_t capacity) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, text);
    int32_t length = (int32_t)strlen(text);
    if (capacity > 0) {
        strncpy(buffer, text, (size_t)capacity - 1);
        buffer[capacity - 1] = 0;
    }
    return length;
}

int32_t legible_icu_version_string(char *buffer, int32_t capacity) {
    UVersionInfo info;
    u_getVersion(info);
    return copy_version(info, buffer, capacity);
}

int32_t legible_icu_unicode_version_string(char *buffer, int32_t capacity) {
    UVersionInfo info;
    u_getUnicodeVersion(info);
    return copy_version(info, buffer, capacity);
}

const char *legible_icu_error_name(int32_t error_code) {
    return u_errorName((UErrorCode)error_code);
}

/* ---- ubrk ---- */

legible_icu_break_iterator *legible_icu_break_open(int32_t kind, const char *locale, int32_t *error_code) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open((UBreakIteratorType)kind, locale, NULL, 0, &status);
    if (error_code) *error_code = (int32_t)status;
    if (U_FAILURE(status)) {
        ubrk_close(iterator);
        return NULL;
    }
    return (legible_icu_break_iterator *)iterator;
}

void legible_icu_break_close(legible_icu_break_iterator *iterator) {
    if (iterator) ubrk_close((UBreakIterator *)iterator);
}

int32_t legible_icu_break_set_text(legible_icu_break_iterator *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return (int32_t)status;
}

int32_t legible_icu_break_first(legible_icu_break_iterator *iterator) {
    return ubrk_first((UBreakIterator *)iterator);
}

int32_t legible_icu_break_next(legible_icu_break_iterator *iterator) {
    return ubrk_next((UBreakIterator *)iterator);
}

int32_t legible_icu_break_rule_status(legible_icu_break_iterator *iterator) {
    return ubrk_getRuleStatus((UBreakIterator *)iterator);
}

/* ---- ubidi ---- */

legible_icu_bidi *legible_icu_bidi_open(void) {
    return (legible_icu_bidi *)ubidi_open();
}

void legible_icu_bidi_close(legible_icu_bidi *bidi) {
    if (bidi) ubidi_close((UBiDi *)bidi);
}

int32_t legible_icu_bidi_set_para(legible_icu_bidi *bidi, const uint16_t *text, int32_t length,
                                  uint8_t paragraph_level) {
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, (UBiDiLevel)paragraph_level, NULL, &status);
    return (int32_t)status;
}

uint8_t legible_icu_bidi_para_level(const legible_icu_bidi *bidi) {
    return (uint8_t)ubidi_getParaLevel((const UBiDi *)bidi);
}

int32_t legible_icu_bidi_count_paragraphs(legible_icu_bidi *bidi) {
    return ubidi_countParagraphs((UBiDi *)bidi);
}

int32_t legible_icu_bidi_paragraph(const legible_icu_bidi *bidi, int32_t index,
                                   int32_t *start, int32_t *limit, uint8_t *level) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDiLevel paragraph_level = 0;
    ubidi_getParagraphByIndex((const UBiDi *)bidi, index, start, limit, &paragraph_level, &status);
    if (level) *level = (uint8_t)paragraph_level;
    return (int32_t)status;
}

void legible_icu_bidi_logical_run(const legible_icu_bidi *bidi, int32_t logical_position,
                                  int32_t *limit, uint8_t *level) {
    UBiDiLevel run_level = 0;
    ubidi_getLogicalRun((const UBiDi *)bidi, logical_position, limit, &run_level);
    if (level) *level = (uint8_t)run_level;
}

/* ---- uscript, uchar ---- */

int32_t legible_icu_script(int32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)code_point, &status);
    return U_FAILURE(status) ? (int32_t)USCRIPT_INVALID_CODE : (int32_t)script;
}

const char *legible_icu_script_short_name(int32_t script) {
    return uscript_getShortName((UScriptCode)script);
}

int32_t legible_icu_paired_bracket_type(int32_t code_point) {
    return u_getIntPropertyValue((UChar32)code_point, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
}

int32_t legible_icu_paired_bracket(int32_t code_point) {
    return (int32_t)u_getBidiPairedBracket((UChar32)code_point);
}

#include <unicode/upluralrules.h>

int32_t legible_icu_plural_category(const char *locale, double number, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) {
        return -1;
    }
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= capacity) {
        return -1;
    }
    for (int32_t i = 0; i < length; i++) {
        buffer[i] = (char)keyword[i];
    }
    buffer[length] = 0;
    return length;
}
