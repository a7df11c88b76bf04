/*
 * hb_concat: could texts be shaped a word at a time and their shapes reused across texts?
 *
 * The floor (hb_floor.c) shapes every distinct text once per weight and face; an audit can only
 * do less shaping than that by reusing the shapes of pieces shared by several texts (words).
 * Legible's results are exact, so a text may be assembled from pieces only where HarfBuzz says
 * the result is the same as shaping it whole: HarfBuzz flags a glyph
 * HB_GLYPH_FLAG_UNSAFE_TO_CONCAT (with HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT) when changing the
 * text on the other side of its cluster's start could change the shaping, and "only two pieces
 * of text both of which clear of this flag can be concatenated safely" (hb-buffer.h).
 *
 * For every text of a texts file (the format of hb_floor.c, written by `legible-bench texts
 * --per-face`) this splits the text into pieces at white space (runs of U+0020 and runs of
 * everything else), shapes each piece alone with the text's face, language, script and
 * direction, and counts the text as composable when no junction between two pieces carries the
 * flag on either side (the glyphs of the left piece's last cluster and of the right piece's first
 * cluster, in logical order). For every composable text it checks the claim: the pieces' glyphs
 * (ids, advances, offsets, clusters; right-to-left pieces in reverse order) must equal the whole
 * text's, and `not_exact` counts those that do not (expected 0).
 *
 * Usage: hb_concat FILE
 * Prints one line per face file and a total:
 *   face=PATH texts=N several_pieces=M composable=C composable_several=CS not_exact=X
 * (composable_several: composable texts of more than one piece, the only ones reuse could help.)
 *
 * Build: cc -O2 -o hb_concat hb_concat.c $(pkg-config --cflags --libs harfbuzz)
 */
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "texts_file.h"

typedef struct {
    char *path;
    unsigned index;
    float wght;
    hb_font_t *font;
    long texts, several, composable, composable_several, not_exact;
} Face;

static Face *faces;
static int face_count, face_capacity;

static int face_for(const char *path, unsigned index, float wght) {
    for (int i = 0; i < face_count; i++)
        if (faces[i].index == index && faces[i].wght == wght && strcmp(faces[i].path, path) == 0) return i;
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) {
        fprintf(stderr, "hb_concat: cannot read %s\n", path);
        exit(2);
    }
    hb_face_t *face = hb_face_create(blob, index);
    hb_blob_destroy(blob);
    if (face_count == face_capacity) {
        face_capacity = face_capacity ? 2 * face_capacity : 16;
        faces = realloc(faces, face_capacity * sizeof(Face));
    }
    Face *f = &faces[face_count];
    memset(f, 0, sizeof *f);
    f->path = strdup(path);
    f->index = index;
    f->wght = wght;
    f->font = hb_font_create(face);
    unsigned upem = hb_face_get_upem(face);
    hb_face_destroy(face);
    hb_font_set_scale(f->font, (int)upem, (int)upem);
    if (wght > 0) {
        hb_variation_t variation = {HB_TAG('w', 'g', 'h', 't'), wght};
        hb_font_set_variations(f->font, &variation, 1);
    }
    return face_count++;
}

typedef struct {
    hb_language_t language;
    hb_script_t script;
    hb_direction_t direction;
} Props;

/* Shapes text[start, end) of the whole text (the rest as context) into buffer. */
static void shape(hb_buffer_t *buffer, hb_font_t *font, const char *text, int length, int start, int end,
                  Props props) {
    hb_buffer_clear_contents(buffer);
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT);
    hb_buffer_add_utf8(buffer, text, length, (unsigned)start, end - start);
    hb_buffer_set_language(buffer, props.language);
    hb_buffer_set_script(buffer, props.script);
    hb_buffer_set_direction(buffer, props.direction);
    hb_shape(font, buffer, NULL, 0);
}

/* Whether a glyph of the cluster `cluster` carries the flag. */
static int flagged(hb_glyph_info_t *info, unsigned count, unsigned cluster) {
    for (unsigned i = 0; i < count; i++)
        if (info[i].cluster == cluster && (hb_glyph_info_get_glyph_flags(&info[i]) & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT))
            return 1;
    return 0;
}

#define MAX_PIECES 1024

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: hb_concat FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "r");
    if (!file) {
        fprintf(stderr, "hb_concat: cannot open %s\n", argv[1]);
        return 2;
    }
    hb_buffer_t *whole = hb_buffer_create(), *piece = hb_buffer_create();
    /* The pieces' glyphs, concatenated in visual order. */
    size_t capacity = 1024;
    hb_glyph_info_t *joined_info = malloc(capacity * sizeof *joined_info);
    hb_glyph_position_t *joined_position = malloc(capacity * sizeof *joined_position);
    char *line = NULL;
    size_t size = 0;
    while (getline(&line, &size, file) > 0) {
        TextsLine read;
        if (!texts_line(line, &read) || read.length == 0) continue;
        char *text = read.text;
        int length = read.length;
        int face_index = face_for(read.path, read.index, read.wght);
        Face *face = &faces[face_index]; /* after face_for, which may move `faces` */
        Props props = {read.language, read.script, read.direction};
        /* Pieces: runs of spaces and runs of anything else, by byte offset. */
        int starts[MAX_PIECES + 1], pieces = 0;
        for (int i = 0; i < length && pieces < MAX_PIECES; i++)
            if (i == 0 || (text[i] == ' ') != (text[i - 1] == ' ')) starts[pieces++] = i;
        starts[pieces] = length;
        face->texts++;
        if (pieces > 1) face->several++;

        shape(whole, face->font, text, length, 0, length, props);
        unsigned whole_count;
        hb_glyph_info_t *whole_info = hb_buffer_get_glyph_infos(whole, &whole_count);
        hb_glyph_position_t *whole_position = hb_buffer_get_glyph_positions(whole, NULL);

        int safe = 1;
        size_t joined = 0;
        int rtl = props.direction == HB_DIRECTION_RTL;
        /* Right to left, the whole text's glyphs run from the last piece to the first. */
        for (int k = 0; k < pieces; k++) {
            int piece_index = rtl ? pieces - 1 - k : k;
            int start = starts[piece_index], end = starts[piece_index + 1];
            shape(piece, face->font, text, length, start, end, props);
            unsigned count;
            hb_glyph_info_t *info = hb_buffer_get_glyph_infos(piece, &count);
            hb_glyph_position_t *position = hb_buffer_get_glyph_positions(piece, NULL);
            if (count == 0) {
                safe = 0;
                break;
            }
            unsigned first = info[0].cluster, last = 0;
            for (unsigned i = 0; i < count; i++) {
                if (info[i].cluster < first) first = info[i].cluster;
                if (info[i].cluster > last) last = info[i].cluster;
            }
            if (piece_index > 0 && flagged(info, count, first)) safe = 0;
            if (piece_index < pieces - 1 && flagged(info, count, last)) safe = 0;
            if (joined + count > capacity) {
                while (joined + count > capacity) capacity *= 2;
                joined_info = realloc(joined_info, capacity * sizeof *joined_info);
                joined_position = realloc(joined_position, capacity * sizeof *joined_position);
            }
            memcpy(joined_info + joined, info, count * sizeof *info);
            memcpy(joined_position + joined, position, count * sizeof *position);
            joined += count;
        }
        if (!safe) continue;
        face->composable++;
        if (pieces > 1) face->composable_several++;
        int exact = joined == whole_count;
        for (size_t i = 0; exact && i < joined; i++)
            exact = joined_info[i].codepoint == whole_info[i].codepoint &&
                    joined_info[i].cluster == whole_info[i].cluster &&
                    joined_position[i].x_advance == whole_position[i].x_advance &&
                    joined_position[i].y_advance == whole_position[i].y_advance &&
                    joined_position[i].x_offset == whole_position[i].x_offset &&
                    joined_position[i].y_offset == whole_position[i].y_offset;
        if (!exact) face->not_exact++;
    }
    Face total = {0};
    for (int i = 0; i < face_count; i++) {
        Face *f = &faces[i];
        printf("face=%s texts=%ld several_pieces=%ld composable=%ld composable_several=%ld not_exact=%ld\n", f->path,
               f->texts, f->several, f->composable, f->composable_several, f->not_exact);
        total.texts += f->texts;
        total.several += f->several;
        total.composable += f->composable;
        total.composable_several += f->composable_several;
        total.not_exact += f->not_exact;
    }
    printf("total texts=%ld several_pieces=%ld composable=%ld composable_several=%ld not_exact=%ld\n", total.texts,
           total.several, total.composable, total.composable_several, total.not_exact);
    return 0;
}
