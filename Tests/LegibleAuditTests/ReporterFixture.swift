import Foundation
import XCTest

@testable import LegibleAudit

/// One fixed audit for every reporter test: eleven findings across the rules truncation,
/// tap-target, title-case, format-specifiers and coverage, in en, de, ja and ar, with
/// measurements; one input diagnostic; the strings checked. Paths are absolute under
/// `/project` (the base folder), two fonts outside it.
enum ReporterFixture {
    static let base = "/project"

    static let tool = ToolInfo(version: "0.1.0", harfbuzz: "6.0.0", freetype: "2.12.1", icu: "72.1")

    static let allSizes = [
        "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
        "AX1", "AX2", "AX3", "AX4", "AX5",
    ]

    static func sizes(from first: String, through last: String = "AX5") -> [String] {
        let start = allSizes.firstIndex(of: first)!, end = allSizes.firstIndex(of: last)!
        return Array(allSizes[start...end])
    }

    static func strings(_ locale: String, _ line: Int, column: Int = 1, ext: String = "strings") -> SourceLocation {
        SourceLocation(file: "/project/App/\(locale).lproj/Localizable.\(ext)", line: line, column: column)
    }

    static let saveButton = ElementSummary(
        role: "button", name: "saveButton", width: 120, height: 44, lines: 1,
        textStyle: "body", lineBreakMode: "byTruncatingTail")
    static let titleLabel = ElementSummary(
        role: "label", name: "titleLabel", width: 280, lines: 1,
        textStyle: "title2", lineBreakMode: "byTruncatingTail")

    /// The fix advice of the first finding (`Finding.fix`).
    static let saveFix = FitAdvice(
        excessWidth: 31.4, excessCharacters: 5, longestFittingText: "Einstellungen", largestFittingSize: "xLarge",
        linesNeeded: nil, minimumScaleFactor: 0.79,
        summary: "Fix: 31.4 pt (about 5 characters) too long at xxLarge, where “Einstellungen” fits; it fits up to "
            + "xLarge. Any of these would fit it at every size checked: minimumScaleFactor 0.79, or a shorter text.")

    static func fixed(_ finding: Finding, _ fix: FitAdvice) -> Finding {
        var finding = finding
        finding.fix = fix
        return finding
    }

    static let findings: [Finding] = [
        fixed(
            Finding(
                rule: "truncation", severity: .error,
                message: "\"Einstellungen speichern\" overflows its 120 pt button by 31.4 pt at xxLarge (de)",
                key: "settings.save", table: "Localizable", locale: "de", location: strings("de", 12),
                sizeCategory: "xxLarge", sizeCategories: sizes(from: "xxLarge"), boldTextStates: ["off", "on"],
                element: saveButton,
                measurement: MeasurementSummary(
                    text: "Einstellungen speichern", pointSize: 21, weight: 400, width: 151.4,
                    availableWidth: 120, overflow: 31.4, lines: 1,
                    visibleText: "Einstellungen spei…", scale: 1, faces: ["Inter Regular"]),
                hig: "Buttons, Lists and tables, Typography"), saveFix),
        Finding(
            rule: "truncation", severity: .error,
            message: "\"設定を保存する\" overflows its 120 pt button by 20 pt at AX3 (ja)",
            key: "settings.save", table: "Localizable", locale: "ja", location: strings("ja", 12),
            sizeCategory: "AX3", sizeCategories: sizes(from: "AX3"), boldTextStates: ["off", "on"],
            element: saveButton,
            measurement: MeasurementSummary(
                text: "設定を保存する", pointSize: 40, weight: 400, width: 140,
                availableWidth: 120, overflow: 20, lines: 1, visibleText: "設定を保…",
                scale: 1, faces: ["Noto Sans CJK JP Regular"]),
            hig: "Buttons, Lists and tables, Typography"),
        Finding(
            rule: "truncation", severity: .warning,
            message: "\"حفظ الإعدادات\" overflows its 120 pt button by 5.5 pt at AX5 with Bold Text (ar)",
            key: "settings.save", table: "Localizable", locale: "ar", location: strings("ar", 12),
            sizeCategory: "AX5", sizeCategories: ["AX5"], boldText: true, boldTextStates: ["on"],
            element: saveButton,
            measurement: MeasurementSummary(
                text: "حفظ الإعدادات", pointSize: 53, weight: 600, width: 125.5,
                availableWidth: 120, overflow: 5.5, lines: 1, visibleText: "حفظ الإعدا…",
                scale: 1, faces: ["Noto Sans Arabic Bold"]),
            hig: "Buttons, Lists and tables, Typography"),
        Finding(
            rule: "truncation", severity: .error,
            message:
                "\"Willkommen bei der Einrichtung Ihres Kontos\" overflows its 280 pt label by 96.25 pt at AX1 (de)",
            key: "onboarding.title", table: "Localizable", locale: "de", location: strings("de", 3),
            sizeCategory: "AX1", sizeCategories: sizes(from: "AX1"), boldTextStates: ["off", "on"],
            element: titleLabel,
            measurement: MeasurementSummary(
                text: "Willkommen bei der Einrichtung Ihres Kontos", pointSize: 28,
                weight: 400, width: 376.25, availableWidth: 280, overflow: 96.25,
                lines: 1, visibleText: "Willkommen bei der Einrichtun…", scale: 1,
                faces: ["Inter Display Regular"]),
            hig: "Buttons, Lists and tables, Typography"),
        Finding(
            rule: "truncation", severity: .error,
            message:
                "\"ようこそ：アカウントの設定を始めましょう\" shrinks to 50 % and still overflows its 280 pt label by 12 pt at AX4 (ja)",
            key: "onboarding.title", table: "Localizable", locale: "ja", location: strings("ja", 3),
            sizeCategory: "AX4", sizeCategories: sizes(from: "AX4"), boldTextStates: ["off", "on"],
            element: titleLabel,
            measurement: MeasurementSummary(
                text: "ようこそ：アカウントの設定を始めましょう", pointSize: 38, weight: 400,
                width: 292, availableWidth: 280, overflow: 12, lines: 1,
                visibleText: "ようこそ：アカウントの設定を始めまし…", scale: 0.5,
                faces: ["Noto Sans CJK JP Regular"]),
            hig: "Buttons, Lists and tables, Typography"),
        Finding(
            rule: "coverage", severity: .note,
            message: "Noto Sans Arabic has no glyph for U+1F44B (👋); Noto Color Emoji stands in",
            key: "onboarding.title", table: "Localizable", locale: "ar", location: strings("ar", 3, column: 21),
            element: titleLabel),
        Finding(
            rule: "tap-target", severity: .warning,
            message: "The \"Share\" bar button is 30 × 30 pt at xSmall; tap targets need at least 44 × 44 pt",
            key: "toolbar.share", table: "Localizable", locale: "en", location: strings("en", 41),
            sizeCategory: "xSmall", sizeCategories: ["xSmall", "Small", "Medium"],
            element: ElementSummary(
                role: "barButtonItem", name: "shareItem", width: 30, height: 30, lines: 1,
                textStyle: "body"),
            hig: "Buttons, Accessibility, Collections"),
        Finding(
            rule: "tap-target", severity: .error,
            message: "The close button is 24 × 24 pt; tap targets need at least 44 × 44 pt",
            table: "Main",
            location: SourceLocation(file: "/project/App/Base.lproj/Main.storyboard", line: 88, column: 25),
            element: ElementSummary(role: "button", name: "closeButton (xK3-9a-Zp1)", width: 24, height: 24),
            hig: "Buttons, Accessibility, Collections"),
        Finding(
            rule: "title-case", severity: .warning,
            message: "Button title \"Accept terms & <conditions>\" is not in title case",
            key: "terms.accept", table: "Localizable", locale: "en", location: strings("en", 30, column: 18),
            element: ElementSummary(role: "button", name: "acceptButton"), hig: "Buttons, Edit menus, Alerts",
            suggestion: "Accept Terms & <Conditions>"),
        Finding(
            rule: "format-specifiers", severity: .error,
            message: "The translation has 1 format specifier (%@) where the source has 2 (%lld, %@)",
            key: "inbox.count", table: "Localizable", locale: "de", variation: "plural.other",
            location: strings("de", 18, column: 13, ext: "stringsdict")),
        Finding(
            rule: "format-specifiers", severity: .error,
            message: "Specifier 1 is %@ in the translation but %lld in the source",
            key: "inbox.count", table: "Localizable", locale: "ja", variation: "plural.other",
            location: strings("ja", 18, column: 13, ext: "stringsdict")),
    ]

    static var report: AuditReport {
        var summary = AuditSummary(
            files: 9, keys: 5, strings: 20, unchecked: 2, locales: ["en", "de", "ja", "ar"], sizes: allSizes,
            boldText: ["off", "on"], checks: 384, suppressed: 2,
            faces: [
                "Inter Regular (/project/Fonts/Inter-Regular.otf)",
                "Inter Display Regular (/project/Fonts/InterDisplay-Regular.otf)",
                "Noto Sans Arabic Bold (/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf)",
                "Noto Sans CJK JP Regular (/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc)",
            ],
            durationSeconds: 1.25)
        summary.recount(findings)
        // Shuffled on purpose: every reporter must sort.
        let order = [7, 2, 9, 0, 10, 4, 1, 8, 3, 6, 5]
        return AuditReport(
            tool: tool, summary: summary, findings: order.map { findings[$0] },
            diagnostics: [
                Diagnostic(
                    .error, "expected ';' after the value of key \"title\"",
                    at: SourceLocation(file: "/project/App/fr.lproj/Localizable.strings", line: 3, column: 18))
            ],
            checked: checked)
    }

    static var checked: [CheckedString] {
        var list: [CheckedString] = []
        for locale in ["en", "de", "ja", "ar"] {
            let file = "/project/App/\(locale).lproj/Localizable.strings"
            list.append(
                CheckedString(
                    key: "settings.save", table: "Localizable", locale: locale, file: file,
                    element: "saveButton", rules: ["truncation"]))
            list.append(
                CheckedString(
                    key: "onboarding.title", table: "Localizable", locale: locale, file: file,
                    element: "titleLabel", rules: ["truncation", "coverage"]))
            list.append(
                CheckedString(
                    key: "inbox.count", table: "Localizable", locale: locale, variation: "plural.other",
                    file: "/project/App/\(locale).lproj/Localizable.stringsdict",
                    rules: ["format-specifiers"]))
        }
        list.append(
            CheckedString(
                key: "terms.accept", table: "Localizable", locale: "en",
                file: "/project/App/en.lproj/Localizable.strings", rules: ["title-case"]))
        list.append(
            CheckedString(
                key: "toolbar.share", table: "Localizable", locale: "en",
                file: "/project/App/en.lproj/Localizable.strings", rules: ["tap-target", "title-case"]))
        return list
    }

    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "truncation", name: "Truncation",
            summary: "Text must fit the width and line count of its element at every size.",
            rationale:
                "iOS truncates text that does not fit with an ellipsis; the HIG asks to keep titles short because long text is likely to be truncated (Buttons, Lists and tables).",
            category: .fit, defaultSeverity: .error, hig: [.buttons, .listsAndTables, .typography]),
        RuleDescription(
            id: "tap-target", name: "Tap target",
            summary: "Tappable elements offer at least 44 x 44 pt.",
            rationale: "The HIG asks for a minimum tap area of 44 x 44 pt (Buttons).",
            category: .tapTarget, defaultSeverity: .warning, hig: [.buttons, .accessibility, .collections]),
        RuleDescription(
            id: "title-case", name: "Title case",
            summary: "Buttons and bar items use title-style capitalization.",
            rationale: "Button titles use title-style capitalization (Buttons, Alerts).",
            category: .capitalization, defaultSeverity: .warning, hig: [.buttons, .editMenus, .alerts]),
        RuleDescription(
            id: "format-specifiers", name: "Format specifiers",
            summary: "A translation's format specifiers match the source's in number, type and position.",
            rationale: "A mismatched specifier crashes the app or garbles the text.",
            category: .localization, defaultSeverity: .error, hig: [.formatSpecifiers, .stringCatalogs]),
        RuleDescription(
            id: "coverage", name: "Font coverage",
            summary: "Every character has a glyph in the face the locale uses.",
            rationale: "A fallback face changes the text's width and look.",
            category: .localization, defaultSeverity: .note, hig: [.typography]),
    ]

    static var options: ReportOptions {
        ReportOptions(
            rules: rules, basePath: base, informationURI: "https://example.com/legible",
            ruleDocumentationURI: "https://example.com/legible/rules", markdownLimit: 8)
    }

    /// The package root, found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var goldenFolder: URL { packageRoot.appendingPathComponent("Tests/LegibleAuditTests/Golden") }

    /// Compares output with its golden file; with `LEGIBLE_RECORD_GOLDEN=1`, rewrites the
    /// golden file and fails, so that every change to a golden file is looked at.
    static func assertGolden(_ data: Data, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
                try data.write(to: url)
                XCTFail(
                    "Recorded \(name): review the change, then run again without LEGIBLE_RECORD_GOLDEN", file: file,
                    line: line)
            } catch {
                XCTFail("Cannot record \(name): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            XCTFail("No golden file \(name); run with LEGIBLE_RECORD_GOLDEN=1 to record it", file: file, line: line)
            return
        }
        if expected != data {
            let a = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
            let b = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
            let firstDifference =
                zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let expectedLine = firstDifference < a.count ? a[firstDifference] : "<end>"
            let actualLine = firstDifference < b.count ? b[firstDifference] : "<end>"
            XCTFail(
                """
                \(name) differs from its golden file at line \(firstDifference + 1):
                  expected: \(expectedLine)
                  actual:   \(actualLine)
                Run with LEGIBLE_RECORD_GOLDEN=1 to record the new output, then review the diff.
                """, file: file, line: line)
        }
    }
}
