#!/usr/bin/env python3
"""Counts the localizable texts and text elements of Interface Builder files, independently
of Legible's Swift reader (xml.etree instead of XMLParser; its own walk).

For each .storyboard / .xib prints: elements per kind, the number of strings
(`<objectID>.<property>` keys), the number of elements with a fixed font (type= or name=,
not a text style) and no adjustsFontForContentSizeCategory="YES", and, for every `<locale>.lproj/<Name>.strings` beside the
file's `Base.lproj`, how many of that file's keys the storyboard has (a key the storyboard
lacks is a stale translation).

Counting rules (the same ones InterfaceBuilderReader documents):
  label: text; button: <state key=K title> -> K+"Title", buttonConfiguration title/subtitle;
  textField: placeholder, text; textView: text; segmentedControl: one element per <segment>;
  searchBar: placeholder, prompt, text, scopeButtonTitles; tabBarItem/barButtonItem: title
  (a barButtonItem with a customView button and no title is skipped); navigationItem: title,
  prompt, backButtonTitle (one element per text); view controllers (sceneMemberID=
  "viewController"): title; tableViewSection: headerTitle, footerTitle; switch, stepper:
  element only. Empty texts are not strings. An element counts when it has text or is tapped (buttons, text fields, bar
  and tab items, segments, switches, steppers). Elements inside <variation> are ignored.

Usage: Scripts/count-ib-elements.py FILE.storyboard...
"""
import collections
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET


def text_of(node, prop):
    """The property's text, or None when absent or empty (Xcode does not export empty text)."""
    if prop in node.attrib:
        return node.attrib[prop] or None
    for child in node:
        if child.tag == "string" and child.get("key") == prop:
            return "".join(child.itertext()) or None
    return None


def count(path):
    tree = ET.parse(path)
    root = tree.getroot()
    parents = {c: p for p in root.iter() for c in p}

    def inside(node, names):
        p = parents.get(node)
        while p is not None:
            if p.tag in names:
                return True
            p = parents.get(p)
        return False

    elements = collections.Counter()
    keys = []
    fixed = [0]

    def fixed_font(node):
        """A fixed font (type= or name=, not style=) without adjustsFontForContentSizeCategory."""
        desc = None
        for conf in node.findall("buttonConfiguration"):
            for d in conf.findall("fontDescription"):
                if d.get("key") == "titleFontDescription":
                    desc = d
        if desc is None:
            for d in node.findall("fontDescription"):
                if d.get("key") == "fontDescription":
                    desc = d
        if desc is None:
            # A plain button without a font is IB's System 15 pt, fixed; a configuration's title
            # without one follows a text style.
            return node.tag == "button" and not any(c.get("key") == "configuration" for c in node.findall("buttonConfiguration")) \
                and node.get("adjustsFontForContentSizeCategory") != "YES"
        return "style" not in desc.attrib and node.get("adjustsFontForContentSizeCategory") != "YES"

    def add(node, kind, props, tappable=False):
        found = [(p, text_of(node, p)) for p in props]
        found = [(p, v) for p, v in found if v is not None]
        if found or tappable:
            elements[kind] += 1
            if fixed_font(node):
                fixed[0] += 1
        keys.extend(f"{node.get('id')}.{p}" for p, _ in found)

    for node in root.iter():
        if node.get("id") is None or inside(node, {"variation"}):
            continue
        tag = node.tag
        if tag == "label":
            add(node, "label", ["text"])
        elif tag == "button":
            props = []
            configured = any(c.get("key") == "configuration" and text_of(c, "title") is not None
                             for c in node.findall("buttonConfiguration"))
            for state in node.findall("state"):
                t = text_of(state, "title")
                # A configuration's title is the button's title: its normal title is the same string.
                if t is not None and not (configured and state.get("key") == "normal"):
                    keys.append(f"{node.get('id')}.{state.get('key')}Title")
                    props.append(1)
            for conf in node.findall("buttonConfiguration"):
                if conf.get("key") != "configuration":
                    continue
                for p in ("title", "subtitle"):
                    if text_of(conf, p) is not None:
                        keys.append(f"{node.get('id')}.configuration.{p}")
            elements["button"] += 1
            if fixed_font(node):
                fixed[0] += 1
        elif tag == "textField":
            add(node, "textField", ["placeholder"])
            add(node, "textField", ["text"], tappable=True)
        elif tag == "textView":
            add(node, "textView", ["text"])
        elif tag == "segmentedControl":
            segs = node.find("segments")
            for i, seg in enumerate(segs.findall("segment") if segs is not None else []):
                elements["segmentedControl"] += 1
                if seg.get("title") is not None:
                    keys.append(f"{node.get('id')}.segmentTitles[{i}]")
        elif tag == "searchBar":
            for p in ("placeholder", "prompt", "text"):
                add(node, "searchBar", [p])
            scopes = node.find("scopeButtonTitles")
            for i, _ in enumerate(scopes.findall("string") if scopes is not None else []):
                elements["searchBar"] += 1
                keys.append(f"{node.get('id')}.scopeButtonTitles[{i}]")
        elif tag == "tabBarItem":
            add(node, "tabBarItem", ["title"], tappable=True)
        elif tag == "barButtonItem":
            custom = any(c.tag == "button" and c.get("key") == "customView" for c in node)
            if "title" not in node.attrib and custom:
                continue
            add(node, "barButtonItem", ["title"], tappable=True)
        elif tag == "navigationItem":
            for p in ("title", "prompt", "backButtonTitle"):
                add(node, "navigationItem", [p])
        elif tag == "tableViewSection":
            add(node, "tableViewSection", ["headerTitle", "footerTitle"])
        elif tag in ("switch", "stepper"):
            elements[tag] += 1
        elif node.get("sceneMemberID") == "viewController":
            add(node, "viewController", ["title"])
    return elements, keys, fixed[0]


def strings_keys(path):
    data = open(path, "rb").read()
    text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8")
    return re.findall(r'^"((?:[^"\\]|\\.)*)"\s*=', text, re.M)


def main(paths):
    kinds = ["label", "button", "textField", "textView", "segmentedControl", "searchBar", "tabBarItem",
             "barButtonItem", "navigationItem", "viewController", "tableViewSection", "switch", "stepper"]
    print("| file | " + " | ".join(kinds) + " | elements | strings | fixed font, no Dynamic Type |")
    print("|---|" + "---|" * (len(kinds) + 3))
    coverage = []
    for path in paths:
        elements, keys, fixed = count(path)
        print(f"| {os.path.basename(path)} | " + " | ".join(str(elements[k]) for k in kinds)
              + f" | {sum(elements.values())} | {len(keys)} | {fixed} |")
        name = os.path.splitext(os.path.basename(path))[0]
        project = os.path.dirname(os.path.dirname(path))
        for strings in sorted(glob.glob(os.path.join(project, "*.lproj", name + ".strings"))):
            lkeys = strings_keys(strings)
            known = sum(1 for k in lkeys if k in set(keys))
            coverage.append((os.path.basename(path), os.path.basename(os.path.dirname(strings)), len(lkeys), known))
    print()
    print("| file | locale | .strings keys | keys the IB file has |")
    print("|---|---|---|---|")
    for row in coverage:
        print("| %s | %s | %d | %d |" % row)


if __name__ == "__main__":
    main(sys.argv[1:])
