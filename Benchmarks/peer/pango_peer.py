#!/usr/bin/env python3
"""The Pango peer: Weblate's way of checking that a translation fits, on Legible's checks.

Weblate's `max-size` check (weblate/checks/render.py, weblate/fonts/utils.py `render_size`) makes
one Pango layout per check: a font description at an absolute size and weight, the text with its
letter spacing, the width set, and the layout's size and line count read back. This script does
the same for every check of a Legible audit, as `legible-bench checks` lists them (one line per
text in its element: locale, width, line limit, the fonts of its checks, the text), with the text
ellipsized to the width as a one-line UILabel is. It does less than Weblate (no cairo surface, no
markup parse, no PNG), so its rate is an upper bound for the method. Like Weblate it sets no
language on the layout (the locale column is read but not used).

Usage: pango_peer.py CHECKS.tsv [--max-checks N]
Prints: checks=… cut=… cpu_s=… wall_s=… checks_per_cpu_s=…
"""
import argparse
import sys
import time

try:
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoCairo", "1.0")
    from gi.repository import Pango, PangoCairo
except (ImportError, ValueError) as error:  # not installed: Scripts/bench installs it
    print(f"pango_peer: PyGObject with Pango missing ({error}): apt-get install python3-gi gir1.2-pango-1.0",
          file=sys.stderr)
    sys.exit(2)

# Legible's stand-in for SF Pro: Inter below 20 pt, Inter Display from 20 pt (Fonts/README.md).
DISPLAY_FROM = 20.0


def unescape(text):
    return text.replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")


def read_checks(path):
    """(locale, width or None, lines, [(point size, weight, tracking)], text) per line."""
    items = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t", 4)
            if len(fields) != 5:
                continue
            locale, width, lines, fonts, text = fields
            parsed = []
            for font in fonts.split(","):
                size, weight, tracking = font.split(":")
                parsed.append((float(size), int(weight), float(tracking)))
            items.append((locale, float(width) if width else None, int(lines), parsed, unescape(text)))
    return items


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checks")
    parser.add_argument("--max-checks", type=int, default=0,
                        help="check every n-th text so that at most this many checks are made (0: all)")
    args = parser.parse_args()
    items = read_checks(args.checks)
    total = sum(len(fonts) for _, _, _, fonts, _ in items)
    if args.max_checks and total > args.max_checks:
        stride = -(-total // args.max_checks)
        items = items[::stride]
    context = PangoCairo.FontMap.get_default().create_context()
    descriptions = {}
    # Warm-up: fonts found and loaded, as the other benchmarks' warm-up passes do.
    for locale, width, lines, fonts, text in items[:200]:
        layout = Pango.Layout.new(context)
        layout.set_text(text, -1)
        layout.get_pixel_size()
    checks = cut = 0
    wall_start = time.perf_counter()
    cpu_start = time.process_time()
    for locale, width, lines, fonts, text in items:
        for size, weight, tracking in fonts:
            key = (size, weight)
            description = descriptions.get(key)
            if description is None:
                description = Pango.FontDescription.from_string("Inter Display" if size >= DISPLAY_FROM else "Inter")
                description.set_absolute_size(size * Pango.SCALE)
                description.set_weight(weight)
                descriptions[key] = description
            # One layout per check, as Weblate's render_size makes one per call.
            layout = Pango.Layout.new(context)
            layout.set_font_description(description)
            # No language attribute, as in Weblate (the context's): with one, Pango looks up the
            # font set again for every layout, about nine times slower here.
            attributes = Pango.AttrList()
            if tracking:
                attributes.insert(Pango.attr_letter_spacing_new(int(tracking * Pango.SCALE)))
            layout.set_attributes(attributes)
            layout.set_text(text, -1)
            if width is not None:
                layout.set_width(int(width * Pango.SCALE))
            if lines == 1:
                layout.set_ellipsize(Pango.EllipsizeMode.END)
                layout.set_single_paragraph_mode(True)
            else:
                layout.set_wrap(Pango.WrapMode.WORD)
                if lines > 1:
                    layout.set_ellipsize(Pango.EllipsizeMode.END)
                    layout.set_height(-lines)
            pixel_width, _ = layout.get_pixel_size()
            line_count = layout.get_line_count()
            if layout.is_ellipsized() or (width is not None and pixel_width > width) \
                    or (lines > 0 and line_count > lines):
                cut += 1
            checks += 1
    cpu = time.process_time() - cpu_start
    wall = time.perf_counter() - wall_start
    print(f"checks={checks} cut={cut} cpu_s={cpu:.3f} wall_s={wall:.3f} "
          f"checks_per_cpu_s={checks / cpu if cpu else 0:.1f}")


if __name__ == "__main__":
    main()
