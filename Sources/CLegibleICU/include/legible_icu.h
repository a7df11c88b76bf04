#ifndef LEGIBLE_ICU_H
#define LEGIBLE_ICU_H
/*
 * Stable-named wrappers around ICU's versioned C API (`ubrk_open` is really `ubrk_open_72`,
 * a macro Swift cannot import). Thin on purpose: one wrapper per ICU call the text core needs,
 * no policy. This header does not include ICU's headers, so Swift sees only these names;
 * error codes are ICU `UErrorCode` values passed as int32_t (> 0 is a failure, <= 0 success or
 * warning), and text is UTF-16 code units with int32_t lengths.
 */
#include <stdint.h>

/* ---- Version ------------------------------------------------------------------------------ */

/* ICU's version ("72.1"); returns the full length, writes at most capacity-1 chars plus NUL. */
int32_t legible_icu_version_string(char *buffer, int32_t capacity);
/* The Unicode version ICU's data implements ("15.0"); same contract as above. */
int32_t legible_icu_unicode_version_string(char *buffer, int32_t capacity);
/* u_errorName: a static string such as "U_MISSING_RESOURCE_ERROR". */
const char *legible_icu_error_name(int32_t error_code);

/* ---- Break iteration (ubrk): UAX #14 lines, UAX #29 grapheme clusters ---------------------- */

/* An ICU UBreakIterator, opaque to Swift. */
typedef struct legible_icu_break_iterator legible_icu_break_iterator;

enum {
    LEGIBLE_ICU_BREAK_CHARACTER = 0, /* UBRK_CHARACTER: extended grapheme clusters */
    LEGIBLE_ICU_BREAK_LINE = 2,      /* UBRK_LINE: line-break opportunities */
};
enum { LEGIBLE_ICU_BREAK_DONE = -1 }; /* UBRK_DONE */
/* Rule-status ranges of a line iterator (UBRK_LINE_SOFT .. UBRK_LINE_HARD_LIMIT). */
enum {
    LEGIBLE_ICU_LINE_SOFT = 0,
    LEGIBLE_ICU_LINE_SOFT_LIMIT = 100,
    LEGIBLE_ICU_LINE_HARD = 100,
    LEGIBLE_ICU_LINE_HARD_LIMIT = 200,
};

/* ubrk_open(kind, locale, NULL, 0, &error). Returns NULL and sets *error_code on failure. */
legible_icu_break_iterator *legible_icu_break_open(int32_t kind, const char *locale, int32_t *error_code);
/* ubrk_close. NULL is ignored. */
void legible_icu_break_close(legible_icu_break_iterator *iterator);
/* ubrk_setText. ICU keeps the pointer: text must outlive every later call until the next
   set_text. Returns the ICU error code. */
int32_t legible_icu_break_set_text(legible_icu_break_iterator *iterator, const uint16_t *text, int32_t length);
/* ubrk_first, ubrk_next (LEGIBLE_ICU_BREAK_DONE at the end), ubrk_getRuleStatus. */
int32_t legible_icu_break_first(legible_icu_break_iterator *iterator);
int32_t legible_icu_break_next(legible_icu_break_iterator *iterator);
int32_t legible_icu_break_rule_status(legible_icu_break_iterator *iterator);

/* ---- Bidi (ubidi): UAX #9 ------------------------------------------------------------------ */

/* An ICU UBiDi object, opaque to Swift. */
typedef struct legible_icu_bidi legible_icu_bidi;

enum { LEGIBLE_ICU_BIDI_DEFAULT_LTR = 0xfe }; /* UBIDI_DEFAULT_LTR: first strong, else LTR */

/* ubidi_open. Returns NULL when out of memory. */
legible_icu_bidi *legible_icu_bidi_open(void);
/* ubidi_close. NULL is ignored. */
void legible_icu_bidi_close(legible_icu_bidi *bidi);
/* ubidi_setPara(bidi, text, length, paragraph_level, NULL, &error). ICU keeps the pointer.
   Returns the ICU error code. */
int32_t legible_icu_bidi_set_para(legible_icu_bidi *bidi, const uint16_t *text, int32_t length,
                                  uint8_t paragraph_level);
/* ubidi_getParaLevel: the level of the first paragraph. */
uint8_t legible_icu_bidi_para_level(const legible_icu_bidi *bidi);
/* ubidi_countParagraphs. */
int32_t legible_icu_bidi_count_paragraphs(legible_icu_bidi *bidi);
/* ubidi_getParagraphByIndex. Returns the ICU error code. */
int32_t legible_icu_bidi_paragraph(const legible_icu_bidi *bidi, int32_t index,
                                   int32_t *start, int32_t *limit, uint8_t *level);
/* ubidi_getLogicalRun: the run of equal levels that contains logical_position. */
void legible_icu_bidi_logical_run(const legible_icu_bidi *bidi, int32_t logical_position,
                                  int32_t *limit, uint8_t *level);

/* ---- Character properties (uscript, uchar): UAX #24, UAX #9 brackets ----------------------- */

enum {
    LEGIBLE_ICU_SCRIPT_INVALID = -1,   /* USCRIPT_INVALID_CODE */
    LEGIBLE_ICU_SCRIPT_COMMON = 0,     /* USCRIPT_COMMON, Zyyy */
    LEGIBLE_ICU_SCRIPT_INHERITED = 1,  /* USCRIPT_INHERITED, Zinh */
    LEGIBLE_ICU_SCRIPT_UNKNOWN = 103,  /* USCRIPT_UNKNOWN, Zzzz */
};
/* uscript_getScript: the Script property value (a UScriptCode), or LEGIBLE_ICU_SCRIPT_INVALID. */
int32_t legible_icu_script(int32_t code_point);
/* uscript_getShortName: the ISO 15924 code ("Latn"), or NULL for an invalid script code. */
const char *legible_icu_script_short_name(int32_t script);

enum {
    LEGIBLE_ICU_BRACKET_NONE = 0,  /* U_BPT_NONE */
    LEGIBLE_ICU_BRACKET_OPEN = 1,  /* U_BPT_OPEN */
    LEGIBLE_ICU_BRACKET_CLOSE = 2, /* U_BPT_CLOSE */
};
/* u_getIntPropertyValue(c, UCHAR_BIDI_PAIRED_BRACKET_TYPE). */
int32_t legible_icu_paired_bracket_type(int32_t code_point);
/* u_getBidiPairedBracket: the other bracket of the pair, or c itself. */
int32_t legible_icu_paired_bracket(int32_t code_point);

/* Plural rules (CLDR, through ICU's uplrules). */

/** Writes the CLDR plural category ("zero", "one", "two", "few", "many", "other") of the integer
 *  `number` in `locale` into `buffer`; returns its length, or -1 on error. */
int32_t legible_icu_plural_category(const char *locale, double number, char *buffer, int32_t capacity);

#endif
