import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// InterfaceBuilderReader over hand-written fixtures (Fixtures/IB) that cover every element
/// kind and attribute it reads. Positions were taken from the fixture text with Python
/// (1-based line, column in Unicode scalars).
final class InterfaceBuilderReaderTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IB")

    private var document: InterfaceBuilderDocument!

    override func setUpWithError() throws {
        document = try InterfaceBuilderReader.read(
            url: Self.fixtures.appendingPathComponent("Base.lproj/Compose.storyboard"), sourceLanguage: "en"
        )
    }

    private func string(_ key: String) throws -> LocalizedString {
        try XCTUnwrap(document.strings.first { $0.key == key }, key)
    }

    private func spec(_ key: String) throws -> ElementSpec {
        try XCTUnwrap(document.element(forKey: key)?.spec, key)
    }

    // MARK: - The reported case: "Send" in 60 pt, "Senden" in German

    func testSendButtonAndItsGermanLocalization() throws {
        XCTAssertEqual(document.table, "Compose")
        let send = try string("abc-12-xyz.normalTitle")
        XCTAssertEqual(send.value, "Send")
        XCTAssertEqual(send.locale, "en")
        XCTAssertEqual(send.table, "Compose")
        XCTAssertEqual(send.localeFolder, "Base")
        XCTAssertTrue(send.isBase)
        XCTAssertEqual([send.location.line, send.location.column], [80, 53])
        let spec = try XCTUnwrap(send.element)
        XCTAssertEqual(spec.role, .button)
        XCTAssertEqual(spec.name, "UIButton abc-12-xyz (Send Button)")
        XCTAssertEqual(spec.width, 60)
        XCTAssertEqual(spec.height, 44)
        XCTAssertEqual(spec.font, FixedFont(pointSize: 15, weight: .regular))
        XCTAssertNil(spec.textStyle)
        XCTAssertEqual(spec.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(spec.lines, 1)
        XCTAssertEqual(spec.minimumScaleFactor, 0)
        // contentEdgeInsets 8 + 8, titleEdgeInsets 2 on the left: 42 pt for the title.
        XCTAssertEqual(spec.insets, EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 8))
        XCTAssertEqual(spec.availableWidth, 42)
        XCTAssertEqual([spec.location?.line, spec.location?.column], [71, 29])
        XCTAssertTrue(spec.hasFixedFontIgnoringDynamicType)
        XCTAssertTrue(spec.role.isTappable)

        // de.lproj/Compose.strings, read here with Foundation's old-style plist parser (the
        // project's own .strings reader is another component).
        let url = Self.fixtures.appendingPathComponent("de.lproj/Compose.strings")
        let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: url), format: nil)
        let german = try XCTUnwrap(plist as? [String: String])
        let localized = german.sorted { $0.key < $1.key }.map {
            LocalizedString(
                key: $0.key, table: "Compose", locale: "de", value: $0.value, location: SourceLocation(file: url.path))
        }
        let joined = document.attachingElements(to: localized)
        let senden = try XCTUnwrap(joined.first { $0.key == "abc-12-xyz.normalTitle" })
        XCTAssertEqual(senden.value, "Senden")
        XCTAssertEqual(senden.element, spec)
        XCTAssertEqual(joined.filter { $0.element != nil }.count, 5)
        XCTAssertEqual(joined.first { $0.key == "seg-11-ctl.segmentTitles[1]" }?.element?.width, 120)
    }

    // MARK: - Labels

    func testLabelWithTextStyleLinesAndComment() throws {
        let subject = try string("lbl-01-aaa.text")
        XCTAssertEqual(subject.value, "Subject")
        XCTAssertEqual(subject.comment, "Label above the subject field.")
        XCTAssertEqual([subject.location.line, subject.location.column], [15, 95])
        let spec = try XCTUnwrap(subject.element)
        XCTAssertEqual(spec.role, .label)
        XCTAssertEqual(spec.name, "UILabel lbl-01-aaa")
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(spec.width, nil)
        XCTAssertNil(spec.height, "Auto Layout label without a height constraint grows")
        XCTAssertEqual(spec.lines, 2)
        XCTAssertEqual(spec.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(spec.textStyle, .headline)
        XCTAssertNil(spec.font)
        XCTAssertEqual(spec.minimumScaleFactor, 0)
        XCTAssertTrue(spec.adjustsFontForContentSizeCategory)
        XCTAssertFalse(spec.hasFixedFontIgnoringDynamicType)
    }

    func testLabelWithConstraintsCustomFontAndStringElement() throws {
        let long = try string("lbl-02-bbb.text")
        XCTAssertEqual(long.value, "Long text\nsecond line")
        XCTAssertEqual([long.location.line, long.location.column], [30, 52])
        let spec = try XCTUnwrap(long.element)
        XCTAssertEqual(spec.width, 120, "the width constraint wins over the 150 pt frame")
        XCTAssertEqual(spec.height, 40)
        XCTAssertEqual(
            spec.font, FixedFont(family: "Avenir", pointSize: 17, weight: .heavy, postScriptName: "Avenir-Heavy"))
        XCTAssertEqual(spec.lines, 1)
        XCTAssertEqual(spec.lineBreakMode, .byTruncatingTail)
        // No adjustsFontSizeToFit attribute: Xcode writes only "NO", so the label shrinks.
        XCTAssertEqual(spec.minimumScaleFactor, 0.5)
        XCTAssertFalse(spec.adjustsFontForContentSizeCategory)
        XCTAssertTrue(spec.hasFixedFontIgnoringDynamicType)
    }

    func testLegacyMinimumFontSizeAndFixedFrame() throws {
        let spec = try spec("lbl-03-ccc.text")
        XCTAssertEqual(spec.font, FixedFont(pointSize: 20))
        XCTAssertEqual(spec.minimumScaleFactor, 0.5, "minimumFontSize 10 / 20 pt")
        XCTAssertEqual(spec.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(spec.width, 100)
        XCTAssertEqual(spec.height, 24, "fixedFrame: the frame height does not grow")
    }

    func testFontInsideVariationIsIgnored() throws {
        let spec = try spec("lbl-04-ddd.text")
        XCTAssertEqual(spec.font, FixedFont(pointSize: 45, weight: .light))
        XCTAssertEqual(spec.minimumScaleFactor, 0)
    }

    func testWidthConstraintInAnAncestorAndPriorities() throws {
        let spec = try spec("lbl-05-eee.text")
        // Required 77 (in the superview) beats priority-250 50; the ≥ 20 one is no width.
        XCTAssertEqual(spec.width, 77)
        XCTAssertNil(spec.textStyle, "unknown text style")
        XCTAssertEqual(document.diagnostics.count, 1)
        XCTAssertEqual(document.diagnostics.first?.level, .warning)
        XCTAssertEqual(document.diagnostics.first?.location.line, 61)
        XCTAssertEqual(document.diagnostics.first?.location.column, 80)
        XCTAssertTrue(document.diagnostics.first?.message.contains("UICTFontTextStyleUnknown") ?? false)
    }

    func testTableCellLabelsAndSection() throws {
        let title = try spec("cel-55-lbl.text")
        XCTAssertEqual(title.role, .tableCellTitle)
        XCTAssertEqual(title.font, FixedFont(pointSize: 17))
        XCTAssertEqual(title.width, 62)
        XCTAssertEqual(title.height, 20.5, "no Auto Layout on the label: its frame is fixed")
        let detail = try spec("cel-66-lbl.text")
        XCTAssertEqual(detail.role, .tableCellSubtitle)
        XCTAssertEqual(detail.textStyle, .body)

        XCTAssertEqual(try string("sec-77-sec.headerTitle").value, "Accounts")
        let footer = try string("sec-77-sec.footerTitle")
        XCTAssertEqual(footer.value, "Two accounts")
        XCTAssertEqual([footer.location.line, footer.location.column], [157, 70])
        XCTAssertEqual(footer.element?.role, .label)
        XCTAssertEqual(footer.element?.lines, 0)
    }

    // MARK: - Buttons

    func testButtonStates() throws {
        let highlighted = try string("abc-12-xyz.highlightedTitle")
        XCTAssertEqual(highlighted.value, "Sending")
        XCTAssertEqual([highlighted.location.line, highlighted.location.column], [81, 58])
        XCTAssertEqual(
            document.element(forKey: "abc-12-xyz.normalTitle")?.properties, ["normalTitle", "highlightedTitle"])
    }

    func testButtonConfiguration() throws {
        let title = try string("cfg-34-btn.configuration.title")
        XCTAssertEqual(title.value, "Save Draft")
        XCTAssertEqual([title.location.line, title.location.column], [87, 89])
        XCTAssertEqual(try string("cfg-34-btn.configuration.subtitle").value, "Keeps a copy")
        // The normal title ("Button") is the configuration title's placeholder: not a second string.
        XCTAssertNil(document.strings.first { $0.key == "cfg-34-btn.normalTitle" })
        let spec = try XCTUnwrap(title.element)
        XCTAssertEqual(spec.font, FixedFont(pointSize: 17, weight: .bold))
        // The configuration's contentInsets; the legacy contentEdgeInsets (100) are ignored.
        XCTAssertEqual(spec.insets, EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12))
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(spec.availableWidth, nil)
        XCTAssertEqual(spec.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(spec.lines, 0, "a word-wrapping button title wraps")
        XCTAssertNil(spec.height)
    }

    func testImageButtonIsAnElementWithoutStrings() throws {
        let image = try XCTUnwrap(document.elements.first { $0.objectID == "img-56-btn" })
        XCTAssertEqual(image.keys, [])
        XCTAssertEqual(image.spec.role, .button)
        XCTAssertEqual(image.frame, InterfaceBuilderElement.Frame(x: 170, y: 250, width: 30, height: 30))
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(image.spec.width, nil)
        XCTAssertFalse(document.strings.contains { $0.key.hasPrefix("img-56-btn.") })
    }

    // MARK: - Text input

    func testTextField() throws {
        let placeholder = try string("txf-78-fld.placeholder")
        XCTAssertEqual(placeholder.value, "Recipient")
        XCTAssertEqual([placeholder.location.line, placeholder.location.column], [96, 172])
        let placeholderSpec = try XCTUnwrap(placeholder.element)
        XCTAssertEqual(placeholderSpec.role, .textFieldPlaceholder)
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(placeholderSpec.width, nil)
        XCTAssertEqual(placeholderSpec.minimumScaleFactor, 0)
        XCTAssertEqual(placeholderSpec.font, FixedFont(pointSize: 14))
        XCTAssertTrue(placeholderSpec.hasFixedFontIgnoringDynamicType)

        let text = try spec("txf-78-fld.text")
        XCTAssertEqual(text.role, .textField)
        XCTAssertEqual(text.minimumScaleFactor, 10.0 / 14.0, accuracy: 1e-12)
    }

    func testTextView() throws {
        let text = try string("txv-90-vie.text")
        XCTAssertEqual(text.value, "Write your message here.")
        let spec = try XCTUnwrap(text.element)
        XCTAssertEqual(spec.role, .textView)
        XCTAssertEqual(spec.lines, 0)
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(spec.width, nil)
        XCTAssertEqual(spec.textStyle, .body)
        XCTAssertTrue(spec.adjustsFontForContentSizeCategory)
    }

    func testSearchBar() throws {
        XCTAssertEqual(try spec("srb-22-bar.placeholder").role, .searchPlaceholder)
        XCTAssertEqual(try string("srb-22-bar.placeholder").value, "Search mail")
        XCTAssertEqual(try spec("srb-22-bar.prompt").role, .prompt)
        let unread = try string("srb-22-bar.scopeButtonTitles[1]")
        XCTAssertEqual(unread.value, "Unread")
        XCTAssertEqual([unread.location.line, unread.location.column], [120, 45])
        XCTAssertEqual(unread.element?.role, .segment)
        XCTAssertEqual(unread.element?.width, 187.5)
        XCTAssertNil(document.element(forKey: "srb-22-bar.text"))
    }

    // MARK: - Segments

    func testSegmentedControl() throws {
        let sent = try string("seg-11-ctl.segmentTitles[1]")
        XCTAssertEqual(sent.value, "Sent")
        XCTAssertEqual([sent.location.line, sent.location.column], [111, 46])
        XCTAssertEqual(sent.element?.role, .segment)
        XCTAssertEqual(sent.element?.width, 120)
        XCTAssertEqual([sent.element?.location?.line, sent.element?.location?.column], [111, 37])
        // The other two share what is left of the 300 pt control.
        XCTAssertEqual(try spec("seg-11-ctl.segmentTitles[0]").width, 90)
        XCTAssertEqual(try spec("seg-11-ctl.segmentTitles[2]").width, 90)
        XCTAssertEqual(try spec("seg-11-ctl.segmentTitles[2]").name, "UISegmentedControl seg-11-ctl segmentTitles[2]")
        XCTAssertEqual(document.elements.filter { $0.kind == .segmentedControl }.count, 3)
    }

    // MARK: - Bars

    func testNavigationItemBarItemsAndTabItem() throws {
        let title = try spec("nav-88-itm.title")
        XCTAssertEqual(title.role, .navigationTitle)
        XCTAssertNil(title.width)
        XCTAssertEqual(title.deviceWidth, 375, "the scene's root view width")
        let prompt = try string("nav-88-itm.prompt")
        XCTAssertEqual(prompt.value, "Draft")
        XCTAssertEqual([prompt.location.line, prompt.location.column], [136, 78])
        XCTAssertEqual(prompt.element?.role, .prompt)
        XCTAssertEqual(try spec("nav-88-itm.backButtonTitle").role, .backButton)
        XCTAssertEqual(try spec("bbi-12-bck.title").role, .backButton)
        XCTAssertEqual(try spec("bbi-99-itm.title").role, .barButtonItem)
        XCTAssertEqual(try spec("tbi-13-too.title").role, .toolbarItem)
        XCTAssertEqual(try spec("tab-14-itm.title").role, .tabBarItem)
        XCTAssertEqual(try string("tab-14-itm.title").value, "Compose")
        // A system item has no text but is tapped.
        let cancel = try XCTUnwrap(document.elements.first { $0.objectID == "bbi-00-can" })
        XCTAssertEqual(cancel.keys, [])
        XCTAssertEqual(cancel.spec.role, .barButtonItem)

        let large = try spec("nav-19-itm.title")
        XCTAssertEqual(large.role, .largeTitle)
        XCTAssertEqual(large.deviceWidth, 390)
    }

    func testViewControllerTitle() throws {
        let title = try string("vc1-ab-cde.title")
        XCTAssertEqual(title.value, "Compose")
        XCTAssertEqual(title.comment, "Title of the compose screen.")
        XCTAssertEqual([title.location.line, title.location.column], [11, 33])
        let element = try XCTUnwrap(document.element(forKey: "vc1-ab-cde.title"))
        XCTAssertEqual(element.className, "UIViewController")
        XCTAssertEqual(element.customClass, "ComposeViewController")
        XCTAssertEqual(element.kind, .viewController)
        XCTAssertEqual(element.spec.role, .navigationTitle)
    }

    func testSwitchAndStepperAreTappableElements() throws {
        let toggle = try XCTUnwrap(document.elements.first { $0.objectID == "swt-33-swi" })
        XCTAssertEqual(toggle.kind, .switch)
        XCTAssertEqual(toggle.spec.role, .switch)
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(toggle.spec.width, nil)
        XCTAssertEqual(toggle.keys, [])
        let stepper = try XCTUnwrap(document.elements.first { $0.objectID == "stp-44-stp" })
        XCTAssertEqual(stepper.spec.role, .stepper)
        XCTAssertEqual(stepper.frame?.height, 32)
    }

    // MARK: - Counts, xib, errors

    func testCountsAgreeWithTheIndependentScript() {
        // Scripts/count-ib-elements.py Tests/LegibleAuditTests/Fixtures/IB/Base.lproj/Compose.storyboard
        let expected: [InterfaceBuilderElement.Kind: Int] = [
            .label: 7, .button: 3, .textField: 2, .textView: 1, .segmentedControl: 3, .searchBar: 4, .tabBarItem: 1,
            .barButtonItem: 4, .navigationItem: 4, .viewController: 1, .tableViewSection: 1, .switch: 1, .stepper: 1,
        ]
        for kind in InterfaceBuilderElement.Kind.allCases {
            XCTAssertEqual(document.elements.filter { $0.kind == kind }.count, expected[kind] ?? 0, kind.rawValue)
        }
        XCTAssertEqual(document.elements.count, 33)
        XCTAssertEqual(document.strings.count, 32)
        XCTAssertEqual(document.elements.filter(\.usesFixedFontWithoutDynamicType).count, 9)
        XCTAssertEqual(Set(document.strings.map(\.key)).count, 32, "keys are unique")
        XCTAssertTrue(document.strings.allSatisfy { $0.element != nil && $0.locale == "en" && $0.table == "Compose" })
        XCTAssertEqual(document.strings.map(\.location), document.strings.map(\.location).sorted(), "document order")
    }

    func testXib() throws {
        let xib = try InterfaceBuilderReader.read(
            url: Self.fixtures.appendingPathComponent("Base.lproj/Cell.xib"), sourceLanguage: "fr")
        XCTAssertEqual(xib.table, "Cell")
        XCTAssertEqual(xib.strings.count, 1)
        let unread = try XCTUnwrap(xib.strings.first)
        XCTAssertEqual(unread.key, "lbl-07-ggg.text")
        XCTAssertEqual(unread.value, "Ünread")
        XCTAssertEqual(unread.locale, "fr")
        XCTAssertEqual([unread.location.line, unread.location.column], [12, 149])
        XCTAssertEqual(unread.element?.font, FixedFont(pointSize: 13, weight: .semibold))
        XCTAssertEqual(unread.element?.lineBreakMode, .byTruncatingHead)
        // Auto Layout, no width constraint: the width follows the content (nil), the frame is not a limit
        XCTAssertEqual(unread.element?.width, nil)
        XCTAssertNil(unread.element?.deviceWidth)
        XCTAssertEqual(xib.diagnostics, [])
    }

    func testMalformedStoryboardThrowsADiagnostic() {
        let url = Self.fixtures.appendingPathComponent("Base.lproj/Malformed.storyboard")
        XCTAssertThrowsError(try InterfaceBuilderReader.read(url: url, sourceLanguage: "en")) { error in
            guard let diagnostic = error as? Diagnostic else { return XCTFail("expected a Diagnostic, got \(error)") }
            XCTAssertEqual(diagnostic.level, .error)
            XCTAssertEqual(diagnostic.location.line, 7)
            XCTAssertEqual(
                diagnostic.message, "mismatched end tag: expected </label> to close <label> opened at line 6, column 17"
            )
        }
    }

    func testNotAnInterfaceBuilderFile() {
        let url = Self.fixtures.deletingLastPathComponent().appendingPathComponent("XLIFF/de.xliff")
        XCTAssertThrowsError(try InterfaceBuilderReader.read(url: url, sourceLanguage: "en")) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.message,
                "expected <document> as the root element of an Interface Builder file, found <xliff>"
            )
        }
    }

    func testPostScriptNameWeights() {
        XCTAssertEqual(InterfaceBuilderLayout.weight(fromPostScriptName: "Avenir-Heavy"), .heavy)
        XCTAssertEqual(InterfaceBuilderLayout.weight(fromPostScriptName: "HelveticaNeue-MediumItalic"), .medium)
        XCTAssertEqual(InterfaceBuilderLayout.weight(fromPostScriptName: "Avenir-Book"), .regular)
        XCTAssertEqual(InterfaceBuilderLayout.weight(fromPostScriptName: "Georgia"), .regular)
        XCTAssertEqual(InterfaceBuilderLayout.weight(fromPostScriptName: "Futura-CondensedExtraBold"), .heavy)
        XCTAssertEqual(InterfaceBuilderLayout.weight(fromPostScriptName: "Avenir-LightOblique"), .light)
    }
}
