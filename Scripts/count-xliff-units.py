#!/usr/bin/env python3
"""Counts what an XLIFF 1.2 export holds, independently of Legible's Swift reader.

For each .xliff file (or every .xliff under the folders given) prints, per <file>:
the number of <trans-unit>s, of units with a non-empty <target>, and the number of
strings XLIFFReader should return for the source language and for the target locale:
one per unit, except that String Catalog substitution units (`key|==|substitutions.…`)
attach to their key's string, a .stringsdict entry
(`/KEY:dict/NSStringLocalizedFormatKey:dict/:string` + `/KEY:dict/VAR:dict/one:dict/:string` …)
gives one string (its variables attach to it) plus one per width or device rule, and a
.strings unit for a key that the table's .stringsdict also has is left out.

Usage: Scripts/count-xliff-units.py PATH...   (reads with xml.etree, prints a table)
"""
import os
import sys
import xml.etree.ElementTree as ET

NS = "{urn:oasis:names:tc:xliff:document:1.2}"


def local(tag):
    return tag.split("}")[-1]


def units_of(file_element):
    for element in file_element.iter():
        if local(element.tag) == "trans-unit":
            yield element


def child(element, name):
    for c in element:
        if local(c.tag) == name:
            return c
    return None


def text(element):
    return "".join(element.itertext()) if element is not None else ""


def stringsdict_keys(units):
    keys = set()
    for unit in units:
        uid = unit.get("id")
        if uid.startswith("/") and ":dict/" in uid and "|==|" not in uid:
            keys.add(uid[1:].split(":dict/")[0])
    return keys


def expected_strings(units, side, shadowed=frozenset()):
    """Strings the reader should return for one side ('source' or 'target').

    `shadowed`: keys that a .stringsdict <file> of the same table defines; Xcode exports them
    from the .strings file too, as translate="no" placeholders, and the reader leaves those out.
    """
    count = 0
    dict_entries = {}
    for unit in units:
        uid = unit.get("id")
        if "|==|" in uid:
            path = uid.rsplit("|==|", 1)[1]
            if not path.startswith("substitutions."):
                count += 1
            continue
        if uid.startswith("/") and ":dict/" in uid:
            body = uid[1:]
            if body.endswith(":string"):
                body = body[: -len(":string")]
            parts = [p for p in body.split(":dict/") if p != ""]
            key, rest = parts[0], parts[1:]
            entry = dict_entries.setdefault(key, {"format": None, "vars": {}, "rules": 0})
            if rest == ["NSStringLocalizedFormatKey"]:
                entry["format"] = unit
            elif rest and rest[0] in ("NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"):
                entry["rules"] += 1
            elif len(rest) >= 2:
                entry["vars"].setdefault(rest[0], 0)
                entry["vars"][rest[0]] += 1
            else:
                entry["rules"] += 1
            continue
        if uid in shadowed:
            continue
        count += 1
    for entry in dict_entries.values():
        count += entry["rules"]
        if entry["format"] is None:
            count += sum(entry["vars"].values())
        else:
            count += 1
    return count


def xliff_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".xliff"):
                        yield os.path.join(root, name)
        else:
            yield path


def main(paths):
    print("| xliff | file original | trans-units | non-empty targets | source strings | target strings |")
    print("|---|---|---|---|---|---|")
    for path in sorted(xliff_files(paths)):
        root = ET.parse(path).getroot()
        table_of = lambda f: os.path.splitext(os.path.basename(f.get("original", "")))[0]
        dict_keys = {}
        for file_element in root:
            if local(file_element.tag) == "file" and file_element.get("original", "").endswith(".stringsdict"):
                dict_keys.setdefault(table_of(file_element), set()).update(stringsdict_keys(units_of(file_element)))
        for file_element in root:
            if local(file_element.tag) != "file":
                continue
            units = list(units_of(file_element))
            targets = sum(1 for u in units if child(u, "target") is not None and text(child(u, "target")) != "")
            same = file_element.get("source-language", "").replace("_", "-") == (file_element.get("target-language") or "").replace("_", "-")
            shadowed = set() if file_element.get("original", "").endswith(".stringsdict") else dict_keys.get(table_of(file_element), set())
            source = expected_strings(units, "source", shadowed)
            target = 0 if same else expected_strings(units, "target", shadowed)
            print(f"| {os.path.relpath(path)} | {file_element.get('original')} | {len(units)} | {targets} | {source} | {target} |")


if __name__ == "__main__":
    main(sys.argv[1:] or ["."])
