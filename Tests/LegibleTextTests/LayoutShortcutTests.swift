import XCTest

@testable import LegibleText

/// The audit's shortcuts in shaping and layout give what the full computation gives.
final class LayoutShortcutTests: XCTestCase {
    static let measurer = TextMeasurer(options: .init(fontIndexCache: nil))

    static let texts: [(String, String)] = [
        ("en", "Save"), ("en", "Settings and Privacy"), ("en", "Save  "), ("en", " Leading space"),
        ("de", "Speicherplatzverwaltung Foto von"), ("fi", "Ilmoitusasetukset tallennustila"),
        ("en", "Two\nparagraphs"), ("en", "Line\u{2028}separator"), ("ar", "لديك 5 رسائل جديدة"),
        ("he", "שמור שינויים"), ("ja", "設定を保存しました。"), ("th", "บันทึกการเปลี่ยนแปลง"),
        ("en", "👨‍👩‍👧 family 🇩🇪"), ("en", "e\u{301}te\u{301}"), ("hi", "क्षि सेटिंग्स"), ("en", ""),
    ]

    /// `.never` gives every field `.always` gives — lines (their count and widths), line count,
    /// fit, overflow, width, scale — leaving out only the lines' texts and the visible text, of
    /// layouts that fit and of layouts that are cut. Over one-line and wrapping labels, widths
    /// from tight to unlimited, heights, shrinking, every line-break mode. (Cut one-line labels
    /// without a height or shrinking take a shortcut of their own, `cutOnOneLine`, and so do
    /// wrapping labels without a height whose lines all fit, `wrapsToFit`.)
    func testLayoutWithoutLineTextsAgreesWithTheFullLayout() {
        let measurer = Self.measurer
        var compared = 0
        var shortcuts = 0
        var cutOneLine = 0
        var wrapped = 0
        for (locale, text) in Self.texts {
            for style in [TextStyle.body, .caption2, .largeTitle] {
                for bold in [false, true] {
                    let font = measurer.resolve(.textStyle(style), category: .large, boldText: bold)
                    let shaped = measurer.shape(text, locale: locale, font: font)
                    // Summed once, for every room below (as the engine does for an element's devices).
                    let oneLine = measurer.oneLineSums(shaped, font: font)
                    for width in [nil, 20, 60, 120, 200, 400] as [Double?] {
                        for lines in [1, 2, 0] {
                            for height: Double? in [nil, 30] {
                                for mode in [
                                    LineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byWordWrapping, .byClipping,
                                    .byCharWrapping,
                                ] {
                                    for shrink in [0, 0.5] {
                                        let constraints = LayoutConstraints(
                                            width: width, lines: lines, height: height,
                                            lineBreakMode: mode, minimumScaleFactor: shrink)
                                        let full = measurer.layout(shaped, font: font, constraints: constraints)
                                        let short = measurer.layout(
                                            shaped, font: font, constraints: constraints,
                                            lineTexts: .never)
                                        let what = "\(text) \(style) bold=\(bold) \(constraints)"
                                        let summed = measurer.layout(
                                            shaped, font: font, constraints: constraints, lineTexts: .never,
                                            oneLine: oneLine)
                                        XCTAssertEqual(summed, short, what)
                                        XCTAssertEqual(short.fits, full.fits, what)
                                        XCTAssertEqual(short.width, full.width, what)
                                        XCTAssertEqual(short.lineCount, full.lineCount, what)
                                        XCTAssertEqual(short.lines.map(\.width), full.lines.map(\.width), what)
                                        XCTAssertEqual(short.shownLineCount, full.lines.count, what)
                                        XCTAssertEqual(short.overflow, full.overflow, what)
                                        XCTAssertEqual(short.verticalOverflow, full.verticalOverflow, what)
                                        XCTAssertEqual(short.scale, full.scale, what)
                                        XCTAssertEqual(short.isTruncated, full.isTruncated, what)
                                        XCTAssertEqual(short.pointSize, full.pointSize, what)
                                        XCTAssertEqual(short.lineHeight, full.lineHeight, what)
                                        XCTAssertEqual(short.availableWidth, full.availableWidth, what)
                                        XCTAssertEqual(short.visibleText, "", what)
                                        XCTAssertTrue(short.lines.allSatisfy(\.text.isEmpty), what)
                                        if full.fits { shortcuts += 1 }
                                        if full.isTruncated, lines == 1, height == nil, shrink == 0 { cutOneLine += 1 }
                                        if full.fits, lines != 1, height == nil, width != nil, full.lines.count > 1 {
                                            wrapped += 1
                                        }
                                        // With the full layout's texts, the same layout.
                                        var spelled = short
                                        spelled.lines = zip(short.lines, full.lines).map {
                                            LaidOutLine(text: $1.text, width: $0.width)
                                        }
                                        spelled.visibleText = full.visibleText
                                        XCTAssertEqual(spelled, full, what)
                                        compared += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(shortcuts, compared / 10, "the shortcut was taken")
        XCTAssertLessThan(shortcuts, compared, "some layouts were cut")
        XCTAssertGreaterThan(cutOneLine, compared / 50, "cut one-line labels were compared")
        XCTAssertGreaterThan(wrapped, compared / 50, "wrapping labels whose lines fit were compared")
    }

    /// Two inputs on which an earlier shortcut disagreed with the full layout (found by a
    /// breaking session): a width of NaN (the text does not fit), and a wrapping label a
    /// billionth of a point narrower than its text, where greedy breaking's sums (trailing
    /// spaces added, then taken away) and a plain sum differ in the last bits. Every width near
    /// the text's natural width, both line modes.
    func testLayoutWithoutLineTextsAtTheEdges() {
        let measurer = Self.measurer
        let font = measurer.resolve(.textStyle(.body), category: .large, boldText: true)
        for text in ["Save", "  lead and trail  ", "Einstellungen speichern"] {
            let shaped = measurer.shape(text, locale: "en", font: font)
            let natural = measurer.layout(shaped, font: font, constraints: LayoutConstraints()).width
            var widths: [Double] = [.nan, .infinity, -1, 0, natural / 2]
            for delta in [-2e-9, -1e-9, -1e-10, 0, 1e-10, 1e-9, 2e-9] { widths.append(natural + delta) }
            widths += [natural.nextDown, natural.nextUp, (natural - 1e-9).nextDown, (natural + 1e-9).nextUp]
            for width in widths {
                for lines in [1, 0, 2, -1] {
                    let constraints = LayoutConstraints(width: width, lines: lines)
                    var full = measurer.layout(shaped, font: font, constraints: constraints)
                    var short = measurer.layout(shaped, font: font, constraints: constraints, lineTexts: .never)
                    if width.isNaN {
                        // NaN is not equal to itself: compare the rest.
                        XCTAssertFalse(full.fits)
                        full.availableWidth = nil
                        short.availableWidth = nil
                    }
                    XCTAssertEqual(short.visibleText, "")
                    short.lines = zip(short.lines, full.lines).map { LaidOutLine(text: $1.text, width: $0.width) }
                    short.visibleText = full.visibleText
                    XCTAssertEqual(short, full, "\(text) width \(width) lines \(lines)")
                }
            }
        }
    }

    /// A wrapping label whose text fits on one line takes the one-line shortcut only with room
    /// to spare; near its width, greedy breaking decides. Over widths around the text's natural
    /// width and around its widest prefix (wider than the whole text when tracking makes a
    /// cluster narrower than nothing: zero-width spaces at 17 pt take −0.43 pt each, and two of
    /// them alone sum below 0, where the layout's width stays 0 and its line's does not), at every
    /// size where the stand-in's tracking is negative, positive and none, the shortcut's layout
    /// is the full layout's, line texts aside.
    func testWrappingLabelsThatFitOnOneLine() {
        let measurer = Self.measurer
        var shortcuts = 0
        var compared = 0
        let texts = [
            "Save changes", "Speicherplatz\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}",
            "Wide\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B} x",
            "trailing spaces   ", "\u{200B}\u{200B}", "لديك 5 رسائل",
        ]
        for text in texts {
            for category in [ContentSizeCategory.xSmall, .large, .xxxLarge, .ax2] {
                for bold in [false, true] {
                    let font = measurer.resolve(.textStyle(.body), category: category, boldText: bold)
                    let shaped = measurer.shape(text, locale: "en", font: font)
                    let natural = measurer.layout(shaped, font: font, constraints: LayoutConstraints()).width
                    var widths: [Double?] = [
                        nil, natural, natural.nextUp, natural + 1e-9, natural + 1e-6, natural + 1,
                        natural * 1.1, natural - 1, natural / 2,
                    ]
                    // The widest prefix: the full layout's first line when it is given just that.
                    for delta in [0.0, 0.2, 0.43, 0.86, 2, 3.5] { widths.append(natural + delta) }
                    for width in widths {
                        for lines in [0, 2, 3] {
                            let constraints = LayoutConstraints(width: width, lines: lines)
                            let full = measurer.layout(shaped, font: font, constraints: constraints)
                            var short = measurer.layout(
                                shaped, font: font, constraints: constraints, lineTexts: .never)
                            let what =
                                "\(text) \(category.name) bold=\(bold) width \(String(describing: width)) lines \(lines)"
                            XCTAssertEqual(short.visibleText, "", what)
                            if full.fits, short.lines.count == 1 { shortcuts += 1 }
                            short.lines = zip(short.lines, full.lines).map {
                                LaidOutLine(text: $1.text, width: $0.width)
                            }
                            short.visibleText = full.visibleText
                            XCTAssertEqual(short, full, what)
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(shortcuts, compared / 4, "most of these layouts fit on one line")
    }

    /// The stand-in's tracking is found without searching at whole sizes (every layout asks):
    /// the same value as interpolating the table at every size in steps of a quarter point.
    func testTrackingAtWholeSizesIsTheTablesRow() {
        for row in SFProTracking.table {
            XCTAssertEqual(SFProTracking.tracking(atPointSize: row.size), row.tracking, "\(row.size) pt")
        }
        // Between rows and beyond the table: interpolated and clamped as before.
        XCTAssertEqual(SFProTracking.tracking(atPointSize: 17.5), -0.435, accuracy: 1e-12)
        XCTAssertEqual(SFProTracking.tracking(atPointSize: 55), 0.31, accuracy: 1e-12)
        XCTAssertEqual(SFProTracking.tracking(atPointSize: 5), 0.24)
        XCTAssertEqual(SFProTracking.tracking(atPointSize: 200), 0)
        XCTAssertEqual(SFProTracking.tracking(atPointSize: 54.5), 0.315, accuracy: 1e-12)
    }

    /// A text is segmented once and shaped once per font whatever asks for it; the cache keys
    /// texts by their exact code points, so a decomposed text (e + U+0301) does not get the shape
    /// of its composed form (é): they have different glyphs and clusters.
    func testCachedShapesAreThoseOfTheExactText() {
        let measurer = TextMeasurer(options: .init(fontIndexCache: nil))
        let font = measurer.resolve(.textStyle(.body), category: .large, boldText: false)
        let composed = "Caf\u{E9} cr\u{E8}me"
        let decomposed = "Cafe\u{301} cre\u{300}me"
        XCTAssertEqual(composed, decomposed, "Swift calls them equal")
        let first = measurer.shape(composed, locale: "fr", font: font)
        let second = measurer.shape(decomposed, locale: "fr", font: font)
        XCTAssertEqual(Array(second.text.unicodeScalars), Array(decomposed.unicodeScalars))
        XCTAssertEqual(second.utf16, Array(decomposed.utf16))
        XCTAssertEqual(first.utf16, Array(composed.utf16))
        XCTAssertTrue(measurer.shape(composed, locale: "fr", font: font) === first, "kept")
        for text in [composed, decomposed] {
            let fresh = measurer.shape(text, locale: "fr", font: font, caching: .none)
            let cached = measurer.shape(text, locale: "fr", font: font)
            XCTAssertEqual(cached.advances, fresh.advances, text)
            XCTAssertEqual(cached.graphemeStarts, fresh.graphemeStarts, text)
        }
        // One after another on one thread (`.sequential`): the last text is reused only when it
        // is the same code points.
        for (text, other) in [(composed, decomposed), (decomposed, composed)] {
            _ = measurer.shape(text, locale: "fr", font: font, caching: .sequential)
            let next = measurer.shape(other, locale: "fr", font: font, caching: .sequential)
            XCTAssertEqual(next.utf16, Array(other.utf16))
            XCTAssertEqual(next.advances, measurer.shape(other, locale: "fr", font: font, caching: .none).advances)
        }
        // Bold Text: the same segmentation, another face.
        let bold = measurer.resolve(.textStyle(.body), category: .large, boldText: true)
        let boldShape = measurer.shape(composed, locale: "fr", font: bold)
        XCTAssertEqual(boldShape.advances, measurer.shape(composed, locale: "fr", font: bold, caching: .none).advances)
        XCTAssertNotEqual(boldShape.advances, first.advances)
    }

    /// Runs that are one space (between words of a script the element's face lacks) come from
    /// the shaper's store of spaces, and runs whose face is the same in the font shaped just
    /// before (a Noto face at the Text and the Display size) are that font's; each equals the run
    /// shaped in place with the text around it as context, as every other run is.
    func testReusedRunsEqualRunsShapedInPlace() throws {
        let measurer = TextMeasurer(options: .init(fontIndexCache: nil))
        let shaper = try Shaper(resolver: measurer.resolver)
        let texts = [
            ("ar", "لديك 5 رسائل جديدة في البريد"), ("fa", "تنظیمات حساب کاربری"),
            ("he", "יש לך 3 הודעות חדשות"), ("hi", "सभी सेटिंग्स सहेजें"), ("ko", "계정 설정 저장 완료"),
        ]
        var spaceRuns = 0
        for (locale, text) in texts {
            let analysis = shaper.analyze(text, locale: locale)
            for (bold, size) in [(false, 17.0), (false, 28), (true, 17), (true, 28)] {
                let font = measurer.resolve(.textStyle(.body), category: .large, boldText: bold)
                let shaped = shaper.shape(analysis, font: .init(family: nil, weight: font.weight, pointSize: size))
                for run in shaped.runs {
                    let inPlace = shaper.shapeRun(
                        shaped.utf16, start: run.start, end: run.end, face: run.face,
                        rightToLeft: run.isRightToLeft, script: run.script, locale: locale)
                    XCTAssertEqual(
                        run.advance, inPlace.reduce(0) { $0 + $1.advance }, "\(text) \(run.start)..<\(run.end)")
                    XCTAssertEqual(run.glyphCount, inPlace.count)
                    if run.end - run.start == 1, shaped.utf16[run.start] == 0x20 { spaceRuns += 1 }
                }
            }
        }
        XCTAssertGreaterThan(spaceRuns, 10, "the texts have runs that are one space")
    }
}

extension LayoutShortcutTests {
    /// A fitting one-line layout made without its line's text keeps the line as its width; it
    /// still reads, compares, hashes and encodes as the layout with that line spelled out.
    func testTextlessLineIsTheLayoutWithThatLine() throws {
        let measurer = Self.measurer
        let font = measurer.resolve(.textStyle(.body), category: .large, boldText: false)
        let shaped = measurer.shape("Settings", locale: "en", font: font)
        let textless = measurer.layout(
            shaped, font: font, constraints: LayoutConstraints(width: 300), lineTexts: .never)
        XCTAssertTrue(textless.fits)
        // A plausible width for eight letters at 17 pt (the widths themselves are checked
        // against hb-shape in ShapingGoldenTests); what matters here is the line kept as it.
        XCTAssertGreaterThan(textless.width, 40)
        XCTAssertLessThan(textless.width, 90)
        XCTAssertEqual(textless.lines, [LaidOutLine(text: "", width: textless.width)])
        XCTAssertEqual(textless.shownLineCount, 1)
        var spelledOut = textless
        spelledOut.lines = [LaidOutLine(text: "", width: textless.width)]
        XCTAssertEqual(textless, spelledOut)
        XCTAssertEqual(textless.hashValue, spelledOut.hashValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(try encoder.encode(textless), try encoder.encode(spelledOut))
        let decoded = try JSONDecoder().decode(TextLayout.self, from: try encoder.encode(textless))
        XCTAssertEqual(decoded, textless)
        XCTAssertEqual(decoded.lines.count, 1)
        // Lines set afterwards replace the one kept as a width.
        spelledOut.lines = []
        XCTAssertEqual(spelledOut.shownLineCount, 0)
        XCTAssertNotEqual(spelledOut, textless)
    }
}

extension LayoutShortcutTests {
    /// `estimatedLayout(of:upTo:font:constraints:)` lays the start out in place, without making
    /// it a text of its own: every field is the layout of `ShapedText.prefix(upTo:)`, at every
    /// UTF-16 offset (cluster boundaries and inside clusters), over one-line and wrapping
    /// labels, heights, shrinking and every line-break mode.
    func testStartsLaidOutInPlaceAreTheStartsMadeTexts() {
        let measurer = Self.measurer
        var compared = 0
        var cut = 0
        for (locale, text) in Self.texts {
            for bold in [false, true] {
                let font = measurer.resolve(.textStyle(.body), category: .large, boldText: bold)
                let shaped = measurer.shape(text, locale: locale, font: font)
                for end in 0...text.utf16.count {
                    let start = shaped.prefix(upTo: end)
                    let alone = LabelLayout(
                        shaped: start, pointSize: font.pointSize, lineHeight: font.lineHeight,
                        appliesTracking: measurer.options.tracking != .off,
                        calibration: measurer.calibration(for: font.weight))
                    for width in [nil, 30, 90, 400] as [Double?] {
                        for lines in [1, 2, 0] {
                            for height: Double? in [nil, 30] {
                                for mode in [LineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byWordWrapping] {
                                    for shrink in [0, 0.5] {
                                        let constraints = LayoutConstraints(
                                            width: width, lines: lines, height: height,
                                            lineBreakMode: mode, minimumScaleFactor: shrink)
                                        let expected = alone.layout(constraints, lineTexts: .never)
                                        let inPlace = measurer.estimatedLayout(
                                            of: shaped, upTo: end, font: font, constraints: constraints)
                                        XCTAssertEqual(inPlace, expected, "\(text) up to \(end) \(constraints)")
                                        if !expected.fits { cut += 1 }
                                        compared += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(cut, compared / 10, "some starts were cut")
        XCTAssertLessThan(cut, compared, "some starts fit")
    }
}
