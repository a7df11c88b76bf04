import Foundation

/// The HTML report's stylesheet and script, compiled into the binary so that the report
/// never depends on files found at run time, and the page never needs the network.
///
/// The script is plain ES2017 without modules, so it runs from `file://`. It only filters
/// and sorts what the page already holds: with scripts off, every finding is still there.
enum HTMLTemplate {
    /// The Content Security Policy: nothing from outside the page.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

    static let style = #"""
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1b1b1f; --muted: #4f5159; --line: #c9cad1; --panel: #f4f5f8; --accent: #0b57d0;
          --error: #b3261e; --warning: #7a4d00; --note: #1d5fa8;
          --error-bg: #fdecea; --warning-bg: #fff4dc; --note-bg: #e8f1fc;
          --h1: #fdecea; --h2: #f9cdc6; --h3: #f2a398; --h4: #e3786a; --h4-fg: #1b1b1f; --h5: #b3261e; --h5-fg: #ffffff;
          --box: #1b1b1f; --cut: #b3261e; --cut-bg: rgba(179, 38, 30, 0.12); --glyph: #1b1b1f;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #121316; --fg: #e6e6ea; --muted: #b4b6bf; --line: #44464f; --panel: #1d1f24; --accent: #a8c7fa;
            --error: #ffb4ab; --warning: #f5c26b; --note: #9ecaff;
            --error-bg: #3a1a17; --warning-bg: #33270f; --note-bg: #14263b;
            --h1: #3a1a17; --h2: #5c2620; --h3: #8c3a30; --h4: #e07a6c; --h4-fg: #1b1b1f; --h5: #ffb4ab; --h5-fg: #1b1b1f;
            --box: #e6e6ea; --cut: #ffb4ab; --cut-bg: rgba(255, 180, 171, 0.16); --glyph: #e6e6ea;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Inter, "Noto Sans", sans-serif; }
        header, main, footer { max-width: 1400px; margin: 0 auto; padding: 0 16px; }
        header { padding-top: 16px; }
        h1 { font-size: 1.6rem; margin: 0.2em 0; }
        h2 { font-size: 1.25rem; margin: 1.6em 0 0.5em; }
        a { color: var(--accent); }
        code, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.92em; }
        .meta, .hint, footer { color: var(--muted); }
        .stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: 8px; margin: 0; }
        .stats div { background: var(--panel); border-radius: 8px; padding: 8px 12px; }
        .stats dt { color: var(--muted); font-size: 0.85rem; }
        .stats dd { margin: 0; font-size: 1.3rem; font-weight: 600; }
        .tables { display: flex; flex-wrap: wrap; gap: 16px 32px; align-items: flex-start; }
        .scroll { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; margin: 8px 0; }
        caption { text-align: left; font-weight: 600; padding: 4px 0; }
        th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
        thead th { font-weight: 600; white-space: nowrap; }
        td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .sev { display: inline-block; font-weight: 600; border-radius: 4px; padding: 0 4px; font-size: 0.85rem; }
        .sev-error { color: var(--error); background: var(--error-bg); }
        .sev-warning { color: var(--warning); background: var(--warning-bg); }
        .sev-note { color: var(--note); background: var(--note-bg); }
        .heat td { text-align: center; min-width: 3.2rem; padding: 0; }
        .heat td button, .heat td span { display: block; width: 100%; padding: 6px 4px; font: inherit; color: inherit;
          background: transparent; border: 0; cursor: pointer; font-variant-numeric: tabular-nums; }
        .heat td span { cursor: default; color: var(--muted); }
        .h1 { background: var(--h1); } .h2 { background: var(--h2); } .h3 { background: var(--h3); }
        .h4 { background: var(--h4); color: var(--h4-fg); } .h5 { background: var(--h5); color: var(--h5-fg); }
        .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; background: var(--panel);
          padding: 10px 12px; border-radius: 8px; }
        .filters label { display: flex; flex-direction: column; font-size: 0.85rem; color: var(--muted); gap: 2px; }
        select, input, button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line);
          border-radius: 6px; padding: 4px 8px; }
        input[type=search] { min-width: 14rem; }
        button { cursor: pointer; }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        #findings th[scope=row] { position: sticky; left: 0; z-index: 1; background: var(--bg); min-width: 11rem; max-width: 18rem; font-weight: 400; }
        .toggle { display: block; margin-top: 4px; font-size: 0.85rem; padding: 2px 10px; }
        #findings thead th button { border: 0; padding: 0; background: none; font-weight: 600; }
        #findings thead th[aria-sort=ascending] button::after { content: " \25B2"; }
        #findings thead th[aria-sort=descending] button::after { content: " \25BC"; }
        .key { font-weight: 600; overflow-wrap: anywhere; }
        .sub { display: block; color: var(--muted); font-size: 0.85rem; overflow-wrap: anywhere; }
        .chip { display: inline-block; vertical-align: top; font-size: 0.85rem; border-left: 3px solid; padding-left: 4px;
          margin: 2px 8px 2px 0; }
        td.chips { min-width: 16rem; }
        .fix-first { padding-left: 1.4rem; }
        .fix-first li { margin: 6px 0; }
        .chip span { white-space: nowrap; }
        .chip.error { border-color: var(--error); } .chip.warning { border-color: var(--warning); } .chip.note { border-color: var(--note); }
        tr.detail > td { background: var(--panel); }
        .detail ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
          position: sticky; left: 8px; max-width: min(1360px, calc(100vw - 48px)); }
        .detail li { background: var(--bg); border-radius: 8px; padding: 10px 12px; }
        .detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; font-size: 0.9rem; }
        .detail dt { color: var(--muted); }
        .detail dd { margin: 0; overflow-wrap: anywhere; }
        figure { margin: 8px 0 0; }
        figcaption { color: var(--muted); font-size: 0.85rem; }
        svg.drawing { display: block; max-width: 100%; height: auto; overflow: visible; }
        svg.drawing .box { fill: none; stroke: var(--box); stroke-width: 1; }
        svg.drawing .cut-region { fill: var(--cut-bg); stroke: var(--cut); stroke-width: 0.75; stroke-dasharray: 3 2; }
        svg.drawing .baseline { stroke: var(--muted); stroke-width: 0.5; stroke-dasharray: 2 2; }
        svg.drawing .glyphs, svg.drawing .fill-visible { fill: var(--glyph); }
        svg.drawing .glyphs.cut, svg.drawing .fill-overflow { fill: var(--cut); fill-opacity: 0.75; }
        svg.drawing .fill-ellipsis { fill: var(--cut); }
        .shown { font-weight: 600; }
        [hidden] { display: none !important; }
        @media (max-width: 640px) {
          body { font-size: 14px; }
          input[type=search] { min-width: 0; width: 100%; }
          .filters label { flex: 1 1 40%; }
          /* On a phone every row of findings is a card: its cells stacked, each with its column's name. */
          #findings, #findings tbody, #findings tr, #findings th[scope=row], #findings td { display: block; }
          #findings thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
          #findings tbody.group { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 12px; padding: 8px 10px; }
          #findings th[scope=row] { position: static; min-width: 0; max-width: none; padding: 0 0 4px; }
          #findings td { border: 0; padding: 2px 0; text-align: left; }
          #findings td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 0.85rem; }
          #findings td:empty { display: none; }
          td.chips { min-width: 0; }
          .detail ul { position: static; max-width: none; }
        }
        """#

    static let script = #"""
        (function () {
          "use strict";
          var root = document.documentElement;
          window.addEventListener("error", function (event) {
            root.setAttribute("data-js-error", String(event.message || event));
          });
          var form = document.getElementById("filters");
          var table = document.getElementById("findings");
          var status = document.getElementById("shown-count");
          if (!form || !table || !status) { root.setAttribute("data-legible-ready", "1"); return; }
          var fields = {
            rule: document.getElementById("f-rule"),
            severity: document.getElementById("f-severity"),
            locale: document.getElementById("f-locale"),
            size: document.getElementById("f-size"),
            query: document.getElementById("f-query")
          };
          var groups = Array.prototype.slice.call(table.querySelectorAll("tbody.group"));
          var total = Number(status.getAttribute("data-total"));

          function matches(item) {
            var d = item.dataset;
            if (fields.rule.value && d.rule !== fields.rule.value) { return false; }
            if (fields.severity.value && d.severity !== fields.severity.value) { return false; }
            if (fields.locale.value && d.locale !== fields.locale.value) { return false; }
            if (fields.size.value && (" " + d.sizes + " ").indexOf(" " + fields.size.value + " ") < 0) { return false; }
            return true;
          }

          function apply() {
            var needle = fields.query.value.trim().toLowerCase();
            var shown = 0, rows = 0;
            groups.forEach(function (group) {
              var keyMatches = !needle || group.dataset.key.indexOf(needle) >= 0;
              var count = 0, shownItems = {};
              group.querySelectorAll("li[data-i]").forEach(function (item) {
                var ok = (keyMatches || item.dataset.search.indexOf(needle) >= 0) && matches(item);
                item.hidden = !ok;
                if (ok) { count += 1; shownItems[item.dataset.i] = true; }
              });
              group.querySelectorAll(".chip[data-i]").forEach(function (chip) {
                chip.hidden = !shownItems[chip.dataset.i];
              });
              group.hidden = count === 0;
              shown += count;
              if (count > 0) { rows += 1; }
            });
            status.setAttribute("data-shown", String(shown));
            status.setAttribute("data-rows", String(rows));
            status.textContent = (shown === total ? "Showing all " : "Showing " + shown + " of ") + total +
              (total === 1 ? " finding" : " findings") + " in " + rows + (rows === 1 ? " row." : " rows.");
          }

          // The filters live in the address's fragment (#locale=de&size=AX1), so a filtered
          // view can be bookmarked or shared.
          var names = ["rule", "severity", "locale", "size", "query"];
          function readHash() {
            var params = new URLSearchParams(window.location.hash.slice(1));
            names.forEach(function (name) {
              var value = params.get(name) || "";
              var field = fields[name];
              if (field.tagName === "SELECT" && value &&
                  !Array.prototype.some.call(field.options, function (o) { return o.value === value; })) { value = ""; }
              field.value = value;
            });
          }
          function writeHash() {
            var params = new URLSearchParams();
            names.forEach(function (name) { if (fields[name].value) { params.set(name, fields[name].value); } });
            var hash = params.toString();
            try {
              window.history.replaceState(null, "", hash ? "#" + hash : window.location.pathname + window.location.search);
            } catch (error) { /* some browsers refuse on file://; the filters still work */ }
          }
          function update() { apply(); writeHash(); }

          form.addEventListener("input", update);
          form.addEventListener("change", update);
          window.addEventListener("hashchange", function () { readHash(); apply(); });
          form.addEventListener("submit", function (event) { event.preventDefault(); update(); });
          form.addEventListener("reset", function () { window.setTimeout(update, 0); });

          table.addEventListener("click", function (event) {
            var button = event.target.closest("button[aria-controls]");
            if (!button) { return; }
            var detail = document.getElementById(button.getAttribute("aria-controls"));
            var open = button.getAttribute("aria-expanded") === "true";
            button.setAttribute("aria-expanded", open ? "false" : "true");
            button.textContent = open ? "Show" : "Hide";
            detail.hidden = open;
          });

          Array.prototype.forEach.call(table.querySelectorAll("thead button[data-sort]"), function (button) {
            button.addEventListener("click", function () {
              var th = button.parentNode;
              var field = button.getAttribute("data-sort");
              var numeric = button.hasAttribute("data-numeric");
              var current = th.getAttribute("aria-sort");
              var direction = current ? (current === "ascending" ? "descending" : "ascending")
                                      : (numeric ? "descending" : "ascending");
              Array.prototype.forEach.call(table.querySelectorAll("thead th[aria-sort]"), function (other) {
                other.removeAttribute("aria-sort");
              });
              th.setAttribute("aria-sort", direction);
              var sign = direction === "ascending" ? 1 : -1;
              groups.sort(function (a, b) {
                var x = a.dataset[field], y = b.dataset[field], c;
                if (numeric) { c = Number(x) - Number(y); } else { c = x < y ? -1 : (x > y ? 1 : 0); }
                if (c === 0) { c = Number(a.dataset.order) - Number(b.dataset.order); return c; }
                return c * sign;
              });
              groups.forEach(function (group) { table.appendChild(group); });
            });
          });

          document.querySelectorAll(".heat button[data-locale]").forEach(function (button) {
            button.addEventListener("click", function () {
              fields.locale.value = button.getAttribute("data-locale");
              fields.size.value = button.getAttribute("data-size");
              update();
              document.getElementById("findings-heading").scrollIntoView();
              status.focus();
            });
          });

          form.hidden = false;
          readHash();
          apply();
          root.setAttribute("data-legible-ready", "1");
        })();
        """#
}
