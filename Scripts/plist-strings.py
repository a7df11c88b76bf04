#!/usr/bin/env python3
"""Prints the string values of an XML or binary property-list .strings file as JSON.

The tests' independent reading of property-list .strings files (PlistStringsFileTests):
Python's plistlib, which knows nothing of Legible or of Foundation, decodes the file; the
root must be a dict; only its string values are printed ({"key": "value", ...}), so a
nested dict or an integer is left out, as the reader leaves it out.

Usage: Scripts/plist-strings.py FILE
"""
import json
import plistlib
import sys


def main() -> int:
    with open(sys.argv[1], "rb") as handle:
        root = plistlib.load(handle)
    if not isinstance(root, dict):
        print("the root is not a dict", file=sys.stderr)
        return 1
    json.dump({key: value for key, value in root.items() if isinstance(value, str)}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
