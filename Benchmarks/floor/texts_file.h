/*
 * texts_file.h: one line of a texts file (the format hb_floor.c describes, written by
 * `legible-bench texts`), read by hb_floor.c and hb_concat.c.
 */
#ifndef LEGIBLE_TEXTS_FILE_H
#define LEGIBLE_TEXTS_FILE_H

#include <hb.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *path;  /* the face file */
    unsigned index;    /* the face's index in the file */
    float wght;        /* the weight axis value, 0 for none */
    hb_language_t language;
    hb_script_t script; /* HB_SCRIPT_INVALID when the line names none */
    hb_direction_t direction;
    char *text; /* unescaped, in the line's memory */
    int length; /* bytes */
} TextsLine;

/* Reads `line` (changed in place: tabs and escapes) into `out`; 0 when the line has fewer than
 * eight tab-separated fields. A trailing newline is removed. */
static int texts_line(char *line, TextsLine *out) {
    line[strcspn(line, "\n")] = 0;
    char *field[8];
    int n = 0;
    char *p = line;
    while (n < 8) {
        field[n++] = p;
        char *tab = n < 8 ? strchr(p, '\t') : NULL;
        if (!tab) break;
        *tab = 0;
        p = tab + 1;
    }
    if (n < 8) return 0;
    /* \\, \t and \n escaped */
    char *text = field[7], *write = text, *read = text;
    while (*read) {
        if (*read == '\\' && read[1]) {
            read++;
            *write++ = *read == 'n' ? '\n' : *read == 't' ? '\t' : *read;
            read++;
        } else {
            *write++ = *read++;
        }
    }
    *write = 0;
    out->path = field[0];
    out->index = (unsigned)atoi(field[1]);
    out->wght = (float)atof(field[2]);
    out->language = hb_language_from_string(field[3], -1);
    out->script = field[4][0] ? hb_script_from_string(field[4], -1) : HB_SCRIPT_INVALID;
    out->direction = strcmp(field[5], "rtl") == 0 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR;
    out->text = text;
    out->length = (int)(write - text);
    return 1;
}

#endif
