import Foundation
import XCTest

@testable import LegibleAudit

/// Each pseudo-localization's text for fixed examples, worked out by hand from the rules
/// `PseudoLocalizer` states (Xcode's pseudolanguages, IBM's expansion table), with specifiers,
/// substitution names, Markdown and inflection markup kept as written.
final class PseudoLocalizerTests: XCTestCase {
    func transform(_ kind: PseudoKind, _ text: String, isVariant: Bool = false) -> String {
        PseudoLocalizer(kind: kind).transform(text, isVariant: isVariant)
    }

    // MARK: - accented

    func testAccentedReplacesLettersThatHaveAnAccentedForm() {
        // S → Š, a → á, v (no form in Latin-1 or Extended-A), e → é; the specifier as written.
        XCTAssertEqual(transform(.accented, "Save %@"), "Šávé %@")
        XCTAssertEqual(transform(.accented, "Buy now"), "Büý ñöŵ")
        XCTAssertEqual(transform(.accented, "Save %@").count, "Save %@".count)
    }

    func testAccentedKeepsEverySpecifierAndSubstitutionName() {
        XCTAssertEqual(transform(.accented, "%1$@ of %2$lld"), "%1$@ öf %2$lld")
        XCTAssertEqual(transform(.accented, "%lld left"), "%lld ļéfţ")
        // The substitution's name is an identifier, not text: `items` stays.
        XCTAssertEqual(transform(.accented, "%#@items@ left"), "%#@items@ ļéfţ")
        XCTAssertEqual(transform(.accented, "100%% done"), "100%% ďöñé")
        XCTAssertEqual(transform(.accented, "%.2f km"), "%.2f ķm")
    }

    func testAccentedKeepsMarkdownAndTheLinkDestination() {
        XCTAssertEqual(
            transform(.accented, "**Bold** and [link](https://example.com/a_b)"),
            "**Böļď** áñď [ļíñķ](https://example.com/a_b)")
        XCTAssertEqual(transform(.accented, "Run `make test` now"), "Ŕüñ `make test` ñöŵ")
        XCTAssertEqual(transform(.accented, "_Note_"), "_Ñöţé_")
    }

    func testAccentedKeepsInflectionMarkup() {
        XCTAssertEqual(transform(.accented, "^[%lld item](inflect: true)"), "^[%lld íţém](inflect: true)")
        XCTAssertEqual(
            transform(.accented, "Add ^[%lld photo](inflect: true) to album"),
            "Áďď ^[%lld pĥöţö](inflect: true) ţö áļbüm")
    }

    // MARK: - double-length

    func testDoubleLengthRepeatsEachRun() {
        XCTAssertEqual(transform(.doubleLength, "Save"), "Save Save")
        // The runs "Delete " and "?" each repeated; the argument once, as the format asks.
        XCTAssertEqual(transform(.doubleLength, "Delete %@?"), "Delete Delete %@? ?")
        XCTAssertEqual(
            transform(.doubleLength, "[Learn more](https://apple.com)"), "[Learn more Learn more](https://apple.com)")
        XCTAssertEqual(transform(.doubleLength, "%@"), "%@")
    }

    // MARK: - bounded

    func testBoundedWrapsTheStringButNotAVariant() {
        XCTAssertEqual(transform(.bounded, "Save %@"), "[# Save %@ #]")
        XCTAssertEqual(transform(.bounded, "%arg items", isVariant: true), "%arg items")
        // Nothing to translate: as it is.
        XCTAssertEqual(transform(.bounded, "%@"), "%@")
    }

    // MARK: - right-to-left

    func testRightToLeftKeepsTheText() {
        XCTAssertEqual(transform(.rightToLeft, "Save %@"), "Save %@")
    }

    func testRightToLeftStringsOverridesEachRunAndClosesItBeforeASpecifier() {
        // U+202E RLO … U+202C PDF around each run's letters; spaces and specifiers outside.
        XCTAssertEqual(transform(.rightToLeftStrings, "Save %@"), "\u{202E}Save\u{202C} %@")
        XCTAssertEqual(
            transform(.rightToLeftStrings, "%1$@ of %2$@"), "%1$@ \u{202E}of\u{202C} %2$@")
        let text = transform(.rightToLeftStrings, "Delete %@? Sure")
        // Balanced: every override is popped.
        XCTAssertEqual(text.filter { $0 == "\u{202E}" }.count, text.filter { $0 == "\u{202C}" }.count)
        XCTAssertEqual(text, "\u{202E}Delete\u{202C} %@\u{202E}? Sure\u{202C}")
    }

    // MARK: - expanded

    func testExpansionTableTakesEachRowsUpperBound() {
        // ≤ 10: 200 %; 11–20: 100 %; 21–30: 80 %; 31–50: 60 %; 51–70: 40 %; > 70: 30 % (rounded up).
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 4), 8)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 10), 20)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 11), 11)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 20), 20)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 23), 19)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 50), 30)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 51), 21)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 71), 22)
        XCTAssertEqual(TextExpansion.additionalCharacters(forLength: 0), 0)
    }

    func testExpandedPadsAccentedTextToTheTablesLength() {
        // "Save": 4 characters, +8: " Šávé Šá".
        XCTAssertEqual(transform(.expanded, "Save"), "Šávé Šávé Šá")
        // "Delete " and "?": 8 characters, +16: " Ďéļéţé ? Ďéļéţé"; the specifier not counted.
        XCTAssertEqual(transform(.expanded, "Delete %@?"), "Ďéļéţé %@? Ďéļéţé ? Ďéļéţé")
        // A cut that ends on a space takes the next letter instead: "Sign in", 7 characters, +14:
        // " Šíĝñ íñ Šíĝñ " → " Šíĝñ íñ Šíĝñí"; "Go", +4: " Ĝö " → " ĜöĜ".
        XCTAssertEqual(transform(.expanded, "Sign in"), "Šíĝñ íñ Šíĝñ íñ Šíĝñí")
        XCTAssertEqual(transform(.expanded, "Go"), "Ĝö ĜöĜ")
    }

    // MARK: - strings

    func testEveryPluralVariantIsTransformedOnItsOwn() throws {
        let location = SourceLocation(file: "Localizable.stringsdict", line: 3, column: 1)
        let string = LocalizedString(
            key: "items", locale: "en", value: "%#@items@", location: location,
            substitutions: [
                Substitution(
                    name: "items", argumentNumber: 1, formatSpecifier: "lld",
                    variants: [
                        .init(variation: "plural.one", value: "%arg item", location: location),
                        .init(variation: "plural.other", value: "%arg items", location: location),
                    ])
            ])
        let bounded = try XCTUnwrap(PseudoLocalizer(kind: .bounded).localize(string, sourceLanguage: "en"))
        XCTAssertEqual(bounded.locale, "en-x-bounded")
        // The string has no run of its own: nothing between markers but the substitution.
        XCTAssertEqual(bounded.value, "%#@items@")
        XCTAssertEqual(bounded.substitutions[0].variants.map(\.value), ["%arg item", "%arg items"])
        let accented = try XCTUnwrap(PseudoLocalizer(kind: .accented).localize(string, sourceLanguage: "en"))
        XCTAssertEqual(accented.substitutions[0].variants.map(\.value), ["%arg íţém", "%arg íţémš"])
        XCTAssertEqual(accented.substitutions[0].name, "items")
    }

    func testCatalogPluralVariationsAreStringsOfTheirOwn() {
        let location = SourceLocation(file: "Localizable.xcstrings", line: 1, column: 1)
        let collection = StringCollection(
            sourceLanguage: "en",
            strings: [
                LocalizedString(
                    key: "%lld items", locale: "en", variation: "plural.one", value: "%lld item", location: location),
                LocalizedString(
                    key: "%lld items", locale: "en", variation: "plural.other", value: "%lld items",
                    location: location),
                LocalizedString(
                    key: "%lld items", locale: "de", variation: "plural.one", value: "%lld Artikel", location: location),
                LocalizedString(key: "%@", locale: "en", value: "%@", location: location),
            ])
        let strings = PseudoLocalizer.strings([.bounded], for: collection)
        // The German value is not a source; "%@" has nothing to translate.
        XCTAssertEqual(strings.map(\.value), ["[# %lld item #]", "[# %lld items #]"])
        XCTAssertEqual(strings.map(\.variation), ["plural.one", "plural.other"])
        XCTAssertEqual(Set(strings.map(\.locale)), ["en-x-bounded"])
    }

    func testPseudoLocaleTags() {
        XCTAssertEqual(PseudoKind.doubleLength.localeTag(sourceLanguage: "en"), "en-x-double")
        XCTAssertEqual(PseudoKind.rightToLeftStrings.localeTag(sourceLanguage: "de"), "de-x-rtlstr")
        XCTAssertEqual(PseudoKind(localeTag: "en-x-expanded"), .expanded)
        XCTAssertNil(PseudoKind(localeTag: "de"))
        XCTAssertNil(PseudoKind(localeTag: "en-x-other"))
        XCTAssertEqual(PseudoKind.measuringLocale("en-x-rtl"), "en")
        XCTAssertEqual(PseudoKind.measuringLocale("zh-Hans"), "zh-Hans")
    }

    // MARK: - files

    func testStringCatalogGainsThePseudoLocalization() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Save": {},
              "count": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
                "de": {"stringUnit": {"state": "translated", "value": "%lld Dateien"}}}},
              "ID": {"shouldTranslate": false}
            }}
            """#
        let data = try PseudoLocalizedFile.stringCatalog(
            Data(catalog.utf8), path: "Localizable.xcstrings", localizer: PseudoLocalizer(kind: .accented),
            locale: "en-x-accented")
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(root["strings"] as? [String: Any])
        func value(_ key: String, _ path: [String]) -> String? {
            var node: Any? = (strings[key] as? [String: Any])?["localizations"]
            for name in path { node = (node as? [String: Any])?[name] }
            return ((node as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        XCTAssertEqual(value("Save", ["en-x-accented"]), "Šávé")
        XCTAssertEqual(value("count", ["en-x-accented", "variations", "plural", "one"]), "%lld fíļé")
        XCTAssertEqual(value("count", ["en-x-accented", "variations", "plural", "other"]), "%lld fíļéš")
        XCTAssertEqual(value("count", ["de"]), "%lld Dateien")
        XCTAssertNil((strings["ID"] as? [String: Any])?["localizations"])
    }

    func testStringsFileKeepsKeysAndEscapes() {
        let location = SourceLocation(file: "en.lproj/Localizable.strings", line: 1, column: 1)
        let data = PseudoLocalizedFile.stringsFile(
            [LocalizedString(key: "quote", locale: "en", value: "Say \"hi\"\n", location: location)],
            localizer: PseudoLocalizer(kind: .bounded))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #""quote" = "[# Say \"hi\"\n #]";"# + "\n")
    }
}
