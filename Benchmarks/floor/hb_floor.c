/*
 * hb_floor: the shaping floor. Shapes every string of a texts file with hb_shape directly and
 * reports strings per second: the least any HarfBuzz-based measurer can spend on them.
 *
 * Each face file is opened once (one hb_face per file and collection index), one immutable
 * hb_font per face and variation at scale = units per em; each thread reuses one hb_buffer.
 * Every string is one hb_shape call with the face, language, script and direction Legible
 * uses for it (the texts file says which: `legible-bench texts` writes it).
 *
 * Texts file: one string per line, tab-separated:
 *   face path, face index, wght (0: none), language, script (ISO 15924, "" for none),
 *   direction (ltr/rtl), weight (CSS, informative), text (\\, \t, \n escaped)
 *
 * Usage: hb_floor FILE [-j THREADS] [-t MIN_SECONDS]
 * Prints: strings=N threads=T passes=P seconds=S cpu_seconds=C strings_per_s=R cpu_strings_per_s=Q
 *         advance_sum=A
 * (seconds: wall time of the timed passes; cpu_seconds: the CPU time of every thread in them, which a
 * machine shared with others disturbs less)
 * (advance_sum: the sum of every string's advances in ems, once, so the work is not optimised
 * away and can be compared with Legible's widths).
 *
 * Build: cc -O2 -o hb_floor hb_floor.c $(pkg-config --cflags --libs harfbuzz) -lpthread
 */
#include <hb.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "texts_file.h"

typedef struct {
    char *path;
    unsigned index;
    float wght;
    hb_font_t *font;
    unsigned upem;
} Face;

typedef struct {
    int face;
    hb_language_t language;
    hb_script_t script;
    hb_direction_t direction;
    char *text;
    int length;
} Item;

static Face *faces;
static int face_count, face_capacity;
static Item *items;
static int item_count;

typedef struct {
    int first, step, passes;
    double advance_sum;
} Work;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double last_cpu;

/* The face for (path, index, wght), opened once. */
static int face_for(const char *path, unsigned index, float wght) {
    for (int i = 0; i < face_count; i++)
        if (faces[i].index == index && faces[i].wght == wght && strcmp(faces[i].path, path) == 0) return i;
    /* Another variation of an opened file shares its hb_face. */
    hb_face_t *face = NULL;
    for (int i = 0; i < face_count; i++)
        if (faces[i].index == index && strcmp(faces[i].path, path) == 0) {
            face = hb_face_reference(hb_font_get_face(faces[i].font));
            break;
        }
    if (!face) {
        hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
        if (!blob) {
            fprintf(stderr, "hb_floor: cannot read %s\n", path);
            exit(2);
        }
        face = hb_face_create(blob, index);
        hb_blob_destroy(blob);
        hb_face_make_immutable(face);
    }
    if (face_count == face_capacity) {
        face_capacity = face_capacity ? 2 * face_capacity : 16;
        faces = realloc(faces, face_capacity * sizeof(Face));
    }
    Face *f = &faces[face_count];
    f->path = strdup(path);
    f->index = index;
    f->wght = wght;
    f->upem = hb_face_get_upem(face);
    f->font = hb_font_create(face);
    hb_face_destroy(face);
    hb_font_set_scale(f->font, (int)f->upem, (int)f->upem);
    if (wght > 0) {
        hb_variation_t variation = {HB_TAG('w', 'g', 'h', 't'), wght};
        hb_font_set_variations(f->font, &variation, 1);
    }
    hb_font_make_immutable(f->font);
    return face_count++;
}

static void load(const char *file) {
    FILE *f = fopen(file, "r");
    if (!f) {
        fprintf(stderr, "hb_floor: cannot open %s\n", file);
        exit(2);
    }
    char *line = NULL;
    size_t size = 0;
    int capacity = 0;
    while (getline(&line, &size, f) > 0) {
        TextsLine read;
        if (!texts_line(line, &read)) continue;
        if (item_count == capacity) {
            capacity = capacity ? 2 * capacity : 1024;
            items = realloc(items, capacity * sizeof(Item));
        }
        Item *item = &items[item_count++];
        item->face = face_for(read.path, read.index, read.wght);
        item->language = read.language;
        item->script = read.script;
        item->direction = read.direction;
        item->text = malloc((size_t)read.length + 1);
        memcpy(item->text, read.text, (size_t)read.length + 1);
        item->length = read.length;
    }
    free(line);
    fclose(f);
}

static void *shape_all(void *argument) {
    Work *work = argument;
    hb_buffer_t *buffer = hb_buffer_create();
    for (int pass = 0; pass < work->passes; pass++) {
        for (int i = work->first; i < item_count; i += work->step) {
            Item *item = &items[i];
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, item->text, item->length, 0, item->length);
            hb_buffer_set_direction(buffer, item->direction);
            hb_buffer_set_script(buffer, item->script);
            hb_buffer_set_language(buffer, item->language);
            hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES);
            hb_shape(faces[item->face].font, buffer, NULL, 0);
            if (pass == 0) {
                unsigned count;
                hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
                long sum = 0;
                for (unsigned g = 0; g < count; g++) sum += positions[g].x_advance;
                work->advance_sum += (double)sum / faces[item->face].upem;
            }
        }
    }
    hb_buffer_destroy(buffer);
    return NULL;
}

static double run(int threads, int passes, double *advance_sum) {
    pthread_t ids[64];
    Work work[64];
    double start = now(), cpu_start = cpu_now();
    for (int t = 0; t < threads; t++) {
        work[t] = (Work){t, threads, passes, 0};
        pthread_create(&ids[t], NULL, shape_all, &work[t]);
    }
    *advance_sum = 0;
    for (int t = 0; t < threads; t++) {
        pthread_join(ids[t], NULL);
        *advance_sum += work[t].advance_sum;
    }
    last_cpu = cpu_now() - cpu_start;
    return now() - start;
}

int main(int argc, char **argv) {
    const char *file = NULL;
    int threads = 1;
    double minimum = 1.0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-j") == 0 && i + 1 < argc) threads = atoi(argv[++i]);
        else if (strcmp(argv[i], "-t") == 0 && i + 1 < argc) minimum = atof(argv[++i]);
        else file = argv[i];
    }
    if (!file || threads < 1 || threads > 64) {
        fprintf(stderr, "usage: hb_floor FILE [-j THREADS] [-t MIN_SECONDS]\n");
        return 2;
    }
    load(file);
    if (item_count == 0) {
        fprintf(stderr, "hb_floor: no strings in %s\n", file);
        return 2;
    }
    double sum;
    /* Warm-up pass: first shapes on a face load its tables (Legible's audit pays this too,
     * once; it is not part of the per-string rate). */
    run(threads, 1, &sum);
    int passes = 1;
    double seconds = run(threads, passes, &sum);
    while (seconds < minimum) {
        passes = seconds > 0 ? (int)(passes * minimum / seconds * 1.1) + 1 : passes * 10;
        seconds = run(threads, passes, &sum);
    }
    double rate = (double)item_count * passes / seconds;
    double cpu_rate = (double)item_count * passes / last_cpu;
    printf("strings=%d threads=%d passes=%d seconds=%.6f cpu_seconds=%.6f strings_per_s=%.1f cpu_strings_per_s=%.1f "
           "advance_sum=%.6f\n",
           item_count, threads, passes, seconds, last_cpu, rate, cpu_rate, sum);
    return 0;
}
