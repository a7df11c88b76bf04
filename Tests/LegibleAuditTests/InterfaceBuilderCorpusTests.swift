import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// InterfaceBuilderReader over real storyboards in ../shared/corpus (LoopKit/Loop, KeePassium;
/// read-only, skipped when absent). Expected counts come from `Scripts/count-ib-elements.py`
/// (Python's xml.etree and its own walk); the keys are checked against every
/// `<locale>.lproj/<Name>.strings` that Xcode generated for the storyboard.
final class InterfaceBuilderCorpusTests: XCTestCase {
    private static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["LEGIBLE_CORPUS"] {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    private struct Expected {
        var path: String
        var kinds: [InterfaceBuilderElement.Kind: Int]
        var elements: Int
        var strings: Int
        var fixedFonts: Int
        /// Number of `<locale>.lproj/<Name>.strings` files beside the storyboard's Base.lproj.
        var localizations: Int
    }

    // Scripts/count-ib-elements.py <the four storyboards>
    private static let expected: [Expected] = [
        Expected(
            path: "LoopKit__Loop/Loop/Base.lproj/Main.storyboard",
            kinds: [.label: 24, .barButtonItem: 1, .navigationItem: 2, .viewController: 2],
            elements: 29, strings: 28, fixedFonts: 12, localizations: 23
        ),
        Expected(
            path: "keepassium__KeePassium/KeePassium/database/unlocker/Base.lproj/DatabaseUnlockerVC.storyboard",
            kinds: [.label: 2, .button: 2, .textField: 7, .viewController: 1],
            elements: 12, strings: 8, fixedFonts: 1, localizations: 20
        ),
        Expected(
            path: "keepassium__KeePassium/KeePassium/database/Base.lproj/DatabaseCreatorVC.storyboard",
            kinds: [.label: 2, .button: 2, .textField: 8, .barButtonItem: 1, .navigationItem: 1],
            elements: 14, strings: 10, fixedFonts: 0, localizations: 20
        ),
        Expected(
            path: "keepassium__KeePassium/KeePassium/general/Base.lproj/PasscodeInputVC.storyboard",
            kinds: [.label: 2, .button: 4, .textField: 2, .barButtonItem: 1, .navigationItem: 1],
            elements: 10, strings: 7, fixedFonts: 0, localizations: 20
        ),
    ]

    private func read(_ path: String) throws -> InterfaceBuilderDocument {
        let url = Self.corpus.appendingPathComponent(path)
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "corpus absent: \(url.path)")
        return try InterfaceBuilderReader.read(url: url, sourceLanguage: "en")
    }

    /// The keys of a generated `.strings` file (UTF-8 or UTF-16), via Foundation's plist parser.
    private func stringsKeys(_ url: URL) throws -> [String] {
        let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: url), format: nil)
        return try XCTUnwrap(plist as? [String: String], url.path).keys.sorted()
    }

    func testCountsAndKeysAgreeWithIndependentSources() throws {
        var table =
            "| file | elements | strings | fixed font, no Dynamic Type | .strings files | their keys found |\n|---|---|---|---|---|---|\n"
        for expected in Self.expected {
            let document = try read(expected.path)
            let name = (expected.path as NSString).lastPathComponent
            for kind in InterfaceBuilderElement.Kind.allCases {
                XCTAssertEqual(
                    document.elements.filter { $0.kind == kind }.count, expected.kinds[kind] ?? 0, "\(name) \(kind)")
            }
            XCTAssertEqual(document.elements.count, expected.elements, name)
            XCTAssertEqual(document.strings.count, expected.strings, name)
            XCTAssertEqual(document.elements.filter(\.usesFixedFontWithoutDynamicType).count, expected.fixedFonts, name)
            XCTAssertEqual(document.diagnostics, [], name)

            // Every key Xcode wrote into a localization of this storyboard is one we read, or a
            // button's normal title that its configuration's title (which we read) stands for.
            let ourKeys = Set(document.strings.map(\.key))
            let project = URL(fileURLWithPath: expected.path).deletingLastPathComponent().deletingLastPathComponent()
            let folder = Self.corpus.appendingPathComponent(project.relativePath)
            let lprojs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".lproj") && $0 != "Base.lproj"
            }.sorted()
            var files = 0
            var keys = 0
            var found = 0
            for lproj in lprojs {
                let url = folder.appendingPathComponent(lproj).appendingPathComponent(document.table + ".strings")
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                files += 1
                let theirs = try stringsKeys(url)
                keys += theirs.count
                func read(_ key: String) -> Bool {
                    ourKeys.contains(key)
                        || InterfaceBuilderDocument.shadowedProperty(of: key).map { ourKeys.contains($0.by) } ?? false
                }
                found += theirs.filter(read).count
                XCTAssertEqual(theirs.filter { !read($0) }, [], "\(lproj)/\(document.table).strings")
            }
            XCTAssertEqual(files, expected.localizations, name)
            table +=
                "| \(name) | \(document.elements.count) | \(document.strings.count) | "
                + "\(document.elements.filter(\.usesFixedFontWithoutDynamicType).count) | \(files) | \(found) of \(keys) |\n"
        }
        print(table)
    }

    func testLoopSpecs() throws {
        let document = try read("LoopKit__Loop/Loop/Base.lproj/Main.storyboard")
        XCTAssertEqual(document.table, "Main")
        // <label … text="Recommended Basal" lineBreakMode="tailTruncation" … id="k3F-Na-7mn">
        //   <rect key="frame" x="16" y="16" width="153" height="12"/>
        //   <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
        let basal = try XCTUnwrap(document.strings.first { $0.key == "k3F-Na-7mn.text" })
        XCTAssertEqual(basal.value, "Recommended Basal")
        let spec = try XCTUnwrap(basal.element)
        XCTAssertEqual(spec.font, FixedFont(pointSize: 15, weight: .bold))
        // Auto Layout, tied to the content view on the leading edge and to its sibling value label on
        // the trailing one: its width follows the two texts (nil), the frame is not a limit.
        XCTAssertEqual(spec.width, nil)
        XCTAssertEqual(spec.lines, 1)
        XCTAssertEqual(spec.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(spec.minimumScaleFactor, 0)
        XCTAssertTrue(spec.hasFixedFontIgnoringDynamicType)

        // Long text in <string key="text">, Caption 1.
        let explanation = try XCTUnwrap(document.strings.first { $0.key == "D4C-I2-dhA.text" })
        XCTAssertTrue(explanation.value.hasPrefix("Future glucose is predicted by combining"))
        XCTAssertEqual(explanation.location.line, 36)
        XCTAssertEqual(explanation.element?.textStyle, .caption1)

        // minimumScaleFactor="0.5" with no adjustsFontSizeToFit attribute.
        let carbs = try XCTUnwrap(document.element(forKey: "SQx-au-ZcM.text")?.spec)
        XCTAssertEqual(carbs.minimumScaleFactor, 0.5)
        // A font inside <variation> (42 pt) does not replace the element's own (45 pt light).
        let light = try XCTUnwrap(document.elements.first { $0.spec.font?.pointSize == 45 })
        XCTAssertEqual(light.spec.font?.weight, .light)
        XCTAssertFalse(document.elements.contains { $0.spec.font?.pointSize == 42 })

        XCTAssertEqual(document.element(forKey: "3kU-n2-fha.title")?.spec.role, .navigationTitle)
        XCTAssertEqual(document.element(forKey: "hZZ-2S-lrd.title")?.kind, .viewController)
    }

    func testKeePassiumSpecsAndTheGermanJoin() throws {
        let path = "keepassium__KeePassium/KeePassium/database/unlocker/Base.lproj/DatabaseUnlockerVC.storyboard"
        let document = try read(path)
        // <button … lineBreakMode="middleTruncation" … id="l45-hq-1lr" userLabel="Unlock">, a
        // 44 pt height constraint, frame width 280, Body, <state key="normal" title="Unlock"/>.
        let unlock = try XCTUnwrap(document.element(forKey: "l45-hq-1lr.normalTitle"))
        XCTAssertEqual(unlock.spec.name, "UIButton l45-hq-1lr (Unlock)")
        // An arranged subview of a vertical stack view that fills (G3Q-hY-M1b, not tied to its
        // container on both sides): the stack's width, 280 pt as IB resolved it.
        XCTAssertEqual(unlock.spec.width, 280)
        XCTAssertNil(unlock.spec.deviceMargin)
        XCTAssertEqual(unlock.spec.height, 44)
        XCTAssertEqual(unlock.spec.textStyle, .body)
        XCTAssertEqual(unlock.spec.lineBreakMode, .byTruncatingMiddle)
        XCTAssertFalse(unlock.usesFixedFontWithoutDynamicType)

        let hint = try XCTUnwrap(document.strings.first { $0.key == "K3Y-ON-C19.text" })
        XCTAssertEqual(
            hint.comment, "Hint shown below the Unlock button, when not asking for master password/key file.")
        XCTAssertEqual(hint.element?.lines, 0)
        XCTAssertEqual(hint.element?.textStyle, .footnote)
        XCTAssertEqual(hint.element?.adjustsFontForContentSizeCategory, true)

        // The placeholder of a text field with a customClass keeps UIKit's class name.
        let password = try XCTUnwrap(document.element(forKey: "CuN-tE-lAG.placeholder"))
        XCTAssertEqual(password.className, "UITextField")
        XCTAssertEqual(password.customClass, "ProtectedTextField")
        XCTAssertEqual(password.spec.height, 44)

        // "#bc-ignore!" (a BartyCrouch marker) is kept as the comment.
        XCTAssertEqual(document.strings.first { $0.key == "LsQ-5N-nP3.text" }?.comment, "#bc-ignore!")

        let url = Self.corpus.appendingPathComponent(path).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("de.lproj/DatabaseUnlockerVC.strings")
        let plist = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: String])
        let german = plist.map {
            LocalizedString(
                key: $0.key, table: "DatabaseUnlockerVC", locale: "de", value: $0.value,
                location: SourceLocation(file: url.path))
        }
        let joined = document.attachingElements(to: german)
        XCTAssertTrue(joined.allSatisfy { $0.element != nil })
        XCTAssertEqual(joined.first { $0.key == "l45-hq-1lr.normalTitle" }?.value, "Entsperren")
        XCTAssertEqual(joined.first { $0.key == "l45-hq-1lr.normalTitle" }?.element?.width, 280)
    }

    func testButtonConfigurationInKeePassium() throws {
        let document = try read("keepassium__KeePassium/KeePassium/database/Base.lproj/DatabaseCreatorVC.storyboard")
        // <button … lineBreakMode="wordWrap" … id="h6C-CG-RVI"> <buttonConfiguration key="configuration"
        // style="filled" title="Save Database"> <fontDescription key="titleFontDescription" style="UICTFontTextStyleBody"/>
        let save = try XCTUnwrap(document.element(forKey: "h6C-CG-RVI.configuration.title"))
        // Its normal title ("Save Database" too) is the same string: one string, one element.
        XCTAssertEqual(save.properties, ["configuration.title"])
        XCTAssertEqual(save.spec.textStyle, .body)
        XCTAssertEqual(save.spec.lines, 0)
        XCTAssertEqual(save.spec.height, 44)
        XCTAssertEqual(
            document.strings.first { $0.key == "h6C-CG-RVI.configuration.title" }?.comment,
            "Action: save the new database (will show a file picker dialog).")
    }
}
