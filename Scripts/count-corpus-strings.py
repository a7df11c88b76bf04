#!/usr/bin/env python3
"""Count the localized strings in the corpus, independently of Legible's Swift readers.

Usage: Scripts/count-corpus-strings.py [CORPUS] [--swift]
       (CORPUS defaults to ../shared/corpus beside the package root)

Prints one line per .strings / .stringsdict / .xcstrings file, then the number of
`.missing` values a project read adds for .strings / .stringsdict tables. With --swift,
prints the same as Swift dictionary literals for LegibleAuditTests/Readers/CorpusCounts.swift.

How each count is made (the same rules as the readers' documentation; the code is separate):
- .xcstrings (json): for each key, the leaves of the source localization (or 1: the key is
  its own source value), plus the leaves of every other localization unless
  shouldTranslate is false; "missing" = for each translatable key, every catalog locale
  (source language + all locales under any key) without a localization x the source leaves.
  A leaf is a stringUnit with a value; variations (plural, device, nested) are walked.
  "subvariants" = number of substitution plural variants.
- .stringsdict (plistlib): one string per key with NSStringLocalizedFormatKey, one per
  NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType option; "subvariants" =
  plural variants (zero…other) of NSStringPluralRuleType variables. A C0 control character
  is read as part of the text, as CFPropertyList reads it. A file plistlib cannot parse is
  reported as ERROR (0 strings).
- .strings: plistlib does not read old-style plists, so a small tokenizer here (comments,
  quoted / unquoted strings, escapes as Core Foundation decodes them); duplicates: the
  last wins. "scalars" = total length of the values in Unicode code points.
"""
import json
import os
import plistlib
import sys

PLURALS = ["zero", "one", "two", "few", "many", "other"]
SKIP = {".build", "Pods", "Carthage", "DerivedData", ".git", "node_modules"}


# ---------------------------------------------------------------- .xcstrings

def leaves(node):
    if not isinstance(node, dict):
        return 0
    if "variations" in node:
        return sum(leaves(case) for kind in node["variations"].values() for case in kind.values())
    unit = node.get("stringUnit")
    return 1 if isinstance(unit, dict) and isinstance(unit.get("value"), str) else 0


def count_xcstrings(path):
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    source = catalog.get("sourceLanguage", "en")
    strings = catalog.get("strings", {})
    locales = {source}
    for entry in strings.values():
        locales.update(entry.get("localizations", {}).keys())
    present = missing = subvariants = 0
    for key, entry in strings.items():
        locs = entry.get("localizations", {})
        translate = entry.get("shouldTranslate", True) is not False
        source_leaves = leaves(locs[source]) if source in locs else 1
        present += source_leaves
        for loc, node in locs.items():
            if translate or loc == source:
                for sub in node.get("substitutions", {}).values():
                    subvariants += sum(len(k) for k in sub.get("variations", {}).values())
        if translate:
            present += sum(leaves(node) for loc, node in locs.items() if loc != source)
            missing += (len(locales) - 1 - sum(1 for loc in locs if loc != source)) * source_leaves
    return {"keys": len(strings), "present": present, "missing": missing, "strings": present + missing,
            "subvariants": subvariants}


# ---------------------------------------------------------------- .stringsdict

def stringsdict_keys(path):
    """Returns {key: number of strings} or None when the file does not parse."""
    try:
        with open(path, "rb") as f:
            data = f.read()
        # CFPropertyList keeps a C0 control character inside a <string> (iOS loads damus's
        # Korean plurals, which hold a U+0008); expat rejects it, so it stands in as "?" here.
        data = bytes(b if b >= 0x20 or b in (0x09, 0x0A, 0x0D) else 0x3F for b in data)
        root = plistlib.loads(data)
    except Exception:
        return None, 0
    result = {}
    subvariants = 0
    for key, entry in root.items():
        n = 0
        if not isinstance(entry, dict):
            continue
        if isinstance(entry.get("NSStringLocalizedFormatKey"), str):
            n += 1
            for name, var in entry.items():
                if isinstance(var, dict) and var.get("NSStringFormatSpecTypeKey") == "NSStringPluralRuleType":
                    subvariants += sum(1 for c in PLURALS if isinstance(var.get(c), str))
        for rule in ("NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"):
            if isinstance(entry.get(rule), dict):
                n += sum(1 for v in entry[rule].values() if isinstance(v, str))
        result[key] = n
    return result, subvariants


# ---------------------------------------------------------------- .strings

NEXTSTEP_UNMAPPED = {0xFF}  # the one NeXTSTEP byte with no character (becomes U+0000)


def decode_text(data):
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith(b"\xff\xfe"):
        return data[2:].decode("utf-16-le")
    if data.startswith(b"\xfe\xff"):
        return data[2:].decode("utf-16-be")
    head = data[:4096]
    odd = sum(1 for i in range(1, len(head), 2) if head[i] == 0)
    even = sum(1 for i in range(0, len(head), 2) if head[i] == 0)
    if odd + even > 0 and (odd + even) * 8 >= len(head):  # UTF-16 without a byte order mark
        return data.decode("utf-16-le" if odd >= even else "utf-16-be")
    return data.decode("utf-8")


UNQUOTED = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-")
SPACE = set("\t\n\x0b\x0c\r \u2028\u2029")


class StringsSyntaxError(Exception):
    pass


def parse_strings(text):
    """Returns the list of (key, value) pairs in file order."""
    pos = 0
    n = len(text)

    def skip():
        nonlocal pos
        while pos < n:
            c = text[pos]
            if c in SPACE:
                pos += 1
            elif text.startswith("//", pos):
                while pos < n and text[pos] not in "\n\r\u2028\u2029":
                    pos += 1
            elif text.startswith("/*", pos):
                end = text.find("*/", pos + 2)
                pos = n if end < 0 else end + 2
            else:
                return

    def string():
        nonlocal pos
        if pos >= n:
            return None
        q = text[pos]
        if q in "\"'":
            pos += 1
            units = []
            while True:
                if pos >= n:
                    raise StringsSyntaxError("unterminated string")
                c = text[pos]
                pos += 1
                if c == q:
                    return b"".join(u.to_bytes(2, "little") for u in units).decode("utf-16-le", "replace")
                if c != "\\":
                    units.extend(int.from_bytes(c.encode("utf-16-le")[i:i + 2], "little")
                                 for i in range(0, len(c.encode("utf-16-le")), 2))
                    continue
                e = text[pos]
                pos += 1
                if e in "01234567":
                    num = int(e)
                    for _ in range(2):
                        if pos < n and text[pos] in "01234567":
                            num = ((num << 3) + int(text[pos])) & 0xFF
                            pos += 1
                    # Only the count matters here: every octal escape is one unit
                    # (a NeXTSTEP character, or U+0000 for 0xFF); ASCII below 0x80.
                    units.append(num if num < 0x80 else (0 if num in NEXTSTEP_UNMAPPED else 0x2022))
                elif e == "U":
                    num = 0
                    for _ in range(4):
                        if pos < n and text[pos] in "0123456789abcdefABCDEF":
                            num = (num << 4) + int(text[pos], 16)
                            pos += 1
                        else:
                            break
                    units.append(num)
                else:
                    c2 = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}.get(e, e)
                    b = c2.encode("utf-16-le")
                    units.extend(int.from_bytes(b[i:i + 2], "little") for i in range(0, len(b), 2))
        if q in UNQUOTED:
            start = pos
            while pos < n and text[pos] in UNQUOTED:
                pos += 1
            return text[start:pos]
        return None

    pairs = []
    skip()
    braced = pos < n and text[pos] == "{"
    if braced:
        pos += 1
    while True:
        skip()
        if pos >= n:
            if braced:
                raise StringsSyntaxError("missing }")
            return pairs
        if braced and text[pos] == "}":
            return pairs
        key = string()
        if key is None:
            raise StringsSyntaxError("expected key at %d" % pos)
        skip()
        if pos < n and text[pos] == ";":
            pos += 1
            pairs.append((key, key))
            continue
        if pos >= n or text[pos] != "=":
            raise StringsSyntaxError("expected = at %d" % pos)
        pos += 1
        skip()
        value = string()
        if value is None:
            raise StringsSyntaxError("expected a string value at %d" % pos)
        skip()
        if pos >= n or text[pos] != ";":
            raise StringsSyntaxError("expected ; at %d" % pos)
        pos += 1
        pairs.append((key, value))


def strings_pairs(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        # A U+FEFF left after the byte order mark (damus's files have two) is skipped.
        return parse_strings(decode_text(data).lstrip("\ufeff"))
    except (StringsSyntaxError, UnicodeDecodeError):
        return None


# ---------------------------------------------------------------- corpus walk

def find_files(root):
    """Every .strings / .stringsdict / .xcstrings, and those a project read would see
    (not inside an .xcloc folder, which goes to the XLIFF reader)."""
    everything, project = [], []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP)
        in_xcloc = any(part.endswith(".xcloc") for part in os.path.relpath(folder, root).split(os.sep))
        for name in sorted(files):
            if name.endswith((".strings", ".stringsdict", ".xcstrings")):
                path = os.path.join(folder, name)
                everything.append(path)
                if not in_xcloc:
                    project.append(path)
    return sorted(everything), sorted(project)


def locale_of(folder):
    name = folder[:-len(".lproj")]
    return "en" if name == "Base" else name.replace("_", "-")


def interface_builder_files(root):
    """Storyboards and xibs outside .xcloc folders."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP and not d.endswith(".xcloc"))
        found += [os.path.join(folder, n) for n in sorted(files) if n.endswith((".storyboard", ".xib"))]
    return sorted(found)


def interface_builder_keys(path):
    """The `objectID.property` keys of a storyboard, by Scripts/count-ib-elements.py's own walk."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "count_ib", os.path.join(os.path.dirname(os.path.abspath(__file__)), "count-ib-elements.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.count(path)[1]


def missing_fill(project_files, dev="en", ib_files=()):
    """The .missing values a project read adds for .strings / .stringsdict tables; a storyboard
    in Base.lproj is the Base table of its `<locale>.lproj/<Name>.strings`."""
    tables = {}
    for path in ib_files:
        parts = path.split("/")
        if len(parts) < 2 or parts[-2] != "Base.lproj":
            continue
        parent = "/".join(parts[:-2])
        name = os.path.splitext(parts[-1])[0]
        tables.setdefault((parent, name, ".strings"), []).append(
            ("Base.lproj", {k: 1 for k in interface_builder_keys(path)}))
    for path in project_files:
        if path.endswith(".xcstrings"):
            continue
        parts = path.split("/")
        idx = max(i for i, p in enumerate(parts[:-1]) if p.endswith(".lproj"))
        parent = "/".join(parts[:idx])
        rest, ext = os.path.splitext("/".join(parts[idx + 1:]))
        # None: the file could not be read, so which keys it lacks is unknown.
        if ext == ".strings":
            pairs = strings_pairs(path)
            keys = None if pairs is None else {k: 1 for k, _ in pairs}
        else:
            keys, _ = stringsdict_keys(path)
        tables.setdefault((parent, rest, ext), []).append((parts[idx], keys))
    total = 0
    for (parent, rest, ext), files in tables.items():
        sibling_ext = ".stringsdict" if ext == ".strings" else ".strings"
        siblings = dict(tables.get((parent, rest, sibling_ext), []))
        base = [k for f, k in files if f == "Base.lproj"]
        own = [k for f, k in files if f != "Base.lproj" and locale_of(f) == dev][:1]
        if base or own:
            source_locale = dev
            source = {}
            for k in base + own:
                source.update(k or {})
            excluded = {f for f, _ in files if f == "Base.lproj" or locale_of(f) == dev}
        else:
            same = [(f, k) for f, k in files if locale_of(f).split("-")[0].lower() == dev]
            if len(same) != 1:
                continue
            source_locale = locale_of(same[0][0])
            source = same[0][1] or {}
            excluded = {same[0][0]}
        for folder, keys in files:
            if folder in excluded or locale_of(folder) == source_locale:
                continue
            # A table not read in full (its file or its sibling has an error) gets no
            # missing values: its keys are unknown.
            if keys is None or (folder in siblings and siblings[folder] is None):
                continue
            present = set(keys) | set(siblings.get(folder, {}) or {})
            total += sum(n for k, n in source.items() if k not in present)
    return total


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    here = os.path.dirname(os.path.abspath(__file__))
    root = args[0] if args else os.path.normpath(os.path.join(here, "..", "..", "shared", "corpus"))
    root = os.path.normpath(root)
    everything, project = find_files(root)
    rows = []
    for path in everything:
        rel = os.path.relpath(path, root)
        if path.endswith(".xcstrings"):
            c = count_xcstrings(path)
            rows.append((rel, c["strings"], "keys=%d present=%d missing=%d subvariants=%d"
                         % (c["keys"], c["present"], c["missing"], c["subvariants"]), c))
        elif path.endswith(".stringsdict"):
            keys, subvariants = stringsdict_keys(path)
            if keys is None:
                rows.append((rel, 0, "ERROR (plistlib cannot parse it)", {"strings": 0, "subvariants": 0}))
            else:
                n = sum(keys.values())
                rows.append((rel, n, "keys=%d subvariants=%d" % (len(keys), subvariants),
                             {"strings": n, "subvariants": subvariants}))
        else:
            pairs = strings_pairs(path)
            if pairs is None:
                rows.append((rel, 0, "ERROR (syntax)", {"strings": 0, "scalars": 0}))
            else:
                unique = dict(pairs)
                scalars = sum(len(v) for v in unique.values())
                rows.append((rel, len(unique), "entries=%d duplicates=%d scalars=%d"
                             % (len(pairs), len(pairs) - len(unique), scalars),
                             {"strings": len(unique), "scalars": scalars}))
    ib_files = interface_builder_files(root)
    fill = missing_fill(project, ib_files=ib_files)
    project_total = sum(r[1] for r in rows if os.path.join(root, r[0]) in set(project))
    if "--swift" in sys.argv:
        print("// Generated by `Scripts/count-corpus-strings.py --swift` from /work/shared/corpus;")
        print("// the counts come from that script (Python's json and plistlib, and its own .strings")
        print("// tokenizer), not from Legible's readers. Do not edit by hand: rerun the script.")
        print("enum CorpusCounts {")
        print("    /// Path in the corpus: strings (LocalizedStrings), of which `.missing`, and a detail:")
        print("    /// total value length in Unicode scalars (.strings) or substitution plural variants")
        print("    /// (.stringsdict, .xcstrings). A file the script cannot parse has 0 strings.")
        print("    static let perFile: [String: (strings: Int, missing: Int, detail: Int)] = [")
        for rel, n, _, c in rows:
            detail = c.get("scalars", c.get("subvariants", 0))
            print('        "%s": (%d, %d, %d),' % (rel, n, c.get("missing", 0), detail))
        print("    ]")
        print("    /// Files a project read sees (outside .xcloc folders).")
        print("    static let projectFiles = %d" % len(project))
        print("    /// Their strings (each file's own values, catalogs' missing values included).")
        print("    static let projectFileStrings = %d" % project_total)
        print("    /// The `.missing` values a project read adds for .strings / .stringsdict tables.")
        print("    static let projectMissingFill = %d" % fill)
        print("}")
        return
    for rel, n, detail, _ in rows:
        print("%6d  %-60s  %s" % (n, detail, rel))
    print("files: %d (in a project read, outside .xcloc: %d)" % (len(everything), len(project)))
    print("strings in project files: %d" % project_total)
    print("missing values added for .strings/.stringsdict tables: %d" % fill)


if __name__ == "__main__":
    main()
