#!/usr/bin/env bash
# Renders a Legible HTML report in headless Chromium and checks that it works:
#   - the page's script ran to the end without an error (the <html> element carries
#     data-legible-ready="1" and no data-js-error),
#   - the browser logged no console message (no uncaught exception, no Content Security
#     Policy violation, i.e. no attempt to load anything from outside the page),
#   - the finding count the page shows (#shown-count data-shown) equals the report's
#     total (data-total), the number of findings in the DOM, and the expected count when
#     one is given;
#   - filtering works: opened as REPORT.html#locale=XX (XX = the first finding's locale),
#     the page shows exactly that locale's findings;
#   - the first section is "Fix first": at most 5 items, each linking to a row of findings
#     that exists, the first to the first row;
# then takes two screenshots: desktop (1,400 px) in light mode, phone in dark mode.
#
# Usage: Scripts/check-html-report.sh [REPORT.html] [EXPECTED_FINDINGS] [OUT_DIR]
#   REPORT.html        default: the golden report, Tests/LegibleAuditTests/Golden/report.html (11 findings)
#   EXPECTED_FINDINGS  default: 11 for the golden report, otherwise not checked
#   OUT_DIR            where the PNGs and the DOM dump go; default: a new temporary folder
# Needs Chromium (Debian: `sudo apt-get install chromium`; or set CHROMIUM=/path/to/chrome).
# Exit status: 0 when every check passes, 1 when one fails, 2 when it cannot run.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
golden="$root/Tests/LegibleAuditTests/Golden/report.html"
report=${1:-$golden}
expected=${2:-}
if [[ -z $expected && $report == "$golden" ]]; then expected=11; fi
out=${3:-$(mktemp -d "${TMPDIR:-/tmp}/legible-html-check.XXXXXX")}
mkdir -p "$out"

[[ -f $report ]] || { echo "check-html-report: no such file: $report" >&2; exit 2; }
report=$(cd "$(dirname "$report")" && pwd)/$(basename "$report")

browser=${CHROMIUM:-}
if [[ -z $browser ]]; then
  for candidate in chromium chromium-browser google-chrome google-chrome-stable \
                   "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
                   "/Applications/Chromium.app/Contents/MacOS/Chromium"; do
    if command -v "$candidate" >/dev/null 2>&1 || [[ -x $candidate ]]; then browser=$candidate; break; fi
  done
fi
if [[ -z $browser ]]; then
  echo "check-html-report: Chromium not found. Debian/Ubuntu: sudo apt-get install chromium; or set CHROMIUM." >&2
  exit 2
fi

flags=(--headless --disable-gpu --no-first-run --no-default-browser-check --hide-scrollbars
       --enable-logging=stderr --log-level=0 --virtual-time-budget=5000)
# Chromium's sandbox does not run as root (containers, CI images).
if [[ $(id -u) == 0 ]]; then flags+=(--no-sandbox); fi
profile=$(mktemp -d "${TMPDIR:-/tmp}/legible-chromium.XXXXXX")
trap 'rm -rf "$profile"' EXIT
flags+=(--user-data-dir="$profile")
url="file://$report"

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

"$browser" "${flags[@]}" --dump-dom "$url" >"$out/dom.html" 2>"$out/console.log" || true
[[ -s $out/dom.html ]] || { echo "check-html-report: Chromium produced no DOM (see $out/console.log)" >&2; exit 2; }

html_tag=$(grep -o '<html[^>]*>' "$out/dom.html" | sed -n 1p)
[[ $html_tag == *'data-legible-ready="1"'* ]] || fail "the page's script did not finish (no data-legible-ready on <html>)"
[[ $html_tag != *data-js-error* ]] || fail "script error: $(sed -n 's/.*data-js-error="\([^"]*\)".*/\1/p' <<<"$html_tag")"

console=$(grep 'CONSOLE' "$out/console.log" || true)
[[ -z $console ]] || fail "the browser logged console messages:"$'\n'"$console"

status=$(grep -o '<p id="shown-count"[^>]*>' "$out/dom.html" | sed -n 1p)
[[ -n $status ]] || fail "no #shown-count element"
attribute() { sed -n "s/.* $1=\"\([0-9]*\)\".*/\1/p" <<<"$status"; }
total=$(attribute data-total); shown=$(attribute data-shown); rows=$(attribute data-rows)
items=$(grep -o '<li data-i="' "$out/dom.html" | wc -l | tr -d ' ')
[[ $shown == "$total" ]] || fail "the page shows $shown of $total findings with no filter set"
[[ $items == "$total" ]] || fail "the DOM holds $items findings, the report says $total"
if [[ -n $expected ]]; then
  [[ $total == "$expected" ]] || fail "the report has $total findings, expected $expected"
fi

# A filtered view: the filters read the address's fragment. Pick the locale of the first
# finding and compare with the number of that locale's findings in the file.
locale=$(grep -o '<li data-i="[0-9]*" data-rule="[^"]*" data-severity="[^"]*" data-locale="[^"]*"' "$report" \
         | sed -n 1p | sed 's/.*data-locale="\([^"]*\)"/\1/')
if [[ -n $locale ]]; then
  want=$(grep -o "<li data-i=\"[0-9]*\" data-rule=\"[^\"]*\" data-severity=\"[^\"]*\" data-locale=\"$locale\"" "$report" | wc -l | tr -d ' ')
  "$browser" "${flags[@]}" --dump-dom "$url#locale=$locale" >"$out/dom-filtered.html" 2>/dev/null || true
  filtered=$(grep -o '<p id="shown-count"[^>]*>' "$out/dom-filtered.html" | sed -n 1p | sed -n 's/.* data-shown="\([0-9]*\)".*/\1/p')
  visible=$(grep -o '<li data-i="[^>]*>' "$out/dom-filtered.html" | grep -vc ' hidden' || true)
  [[ $filtered == "$want" ]] || fail "with #locale=$locale the page shows ${filtered:-nothing}, the file has $want findings in $locale"
  [[ $visible == "$want" ]] || fail "with #locale=$locale, $visible findings are visible in the DOM, expected $want"
fi

# "Fix first" comes before everything else and links to rows that exist.
first_section=$(grep -o '<section aria-labelledby="[^"]*"' "$out/dom.html" | sed -n 1p)
[[ $first_section == *'"fix-heading"'* ]] || fail "the first section is not \"Fix first\" ($first_section)"
fix_links=$(sed -n '/<ol class="fix-first">/,/<\/ol>/p' "$out/dom.html" | grep -o 'href="#row-[0-9]*"' | sed 's/href="#//; s/"//')
fix_count=$(grep -c . <<<"$fix_links" || true)
if ((total > 0)); then
  ((fix_count >= 1 && fix_count <= 5)) || fail "\"Fix first\" lists $fix_count rows, expected 1 to 5"
  [[ $(sed -n 1p <<<"$fix_links") == row-1 ]] || fail "the first \"Fix first\" item does not link to the first row"
  for id in $fix_links; do
    grep -q "<tbody class=\"group\" id=\"$id\"" "$out/dom.html" || fail "\"Fix first\" links to #$id, which is not a row"
  done
fi

"$browser" "${flags[@]}" --window-size=1400,2200 --screenshot="$out/desktop-light.png" "$url" >/dev/null 2>&1 || true
"$browser" "${flags[@]}" --force-dark-mode --blink-settings=preferredColorScheme=0 --window-size=390,1800 \
  --screenshot="$out/phone-dark.png" "$url" >/dev/null 2>&1 || true
for png in desktop-light phone-dark; do
  [[ -s $out/$png.png ]] || fail "no screenshot $png.png"
done

if ((failures)); then
  echo "check-html-report: $failures check(s) failed for $report (output in $out)" >&2
  exit 1
fi
echo "check-html-report: OK: $total findings in $rows rows, script ran, no console messages."
echo "  screenshots: $out/desktop-light.png $out/phone-dark.png"
