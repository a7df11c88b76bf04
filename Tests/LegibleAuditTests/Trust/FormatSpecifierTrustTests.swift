import Foundation
import Testing

@testable import LegibleAudit

/// `format-specifiers` compares like with like (issue 12, section 1): a key in both a `.strings`
/// and a `.stringsdict` file, plural variants by category, a pattern the source itself has.
@Suite struct FormatSpecifierTrustTests {
    static func plural(
        _ key: String, format: String, variable: String, type: String = "d",
        _ variants: [(String, String)]
    ) -> String {
        let forms = variants.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>\(variable)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>\(type)</string>\(forms)</dict></dict>
            """
    }

    static func stringsdict(_ locale: String, _ entries: String...) -> StringCollection {
        let xml = "<plist version=\"1.0\"><dict>\(entries.joined())</dict></plist>"
        return StringsDictReader.read(data: Data(xml.utf8), path: "App/\(locale).lproj/Localizable.stringsdict")
    }

    static func strings(_ locale: String, _ text: String) -> StringCollection {
        StringsFileReader.read(data: Data(text.utf8), path: "App/\(locale).lproj/Localizable.strings")
    }

    static func collection(_ parts: StringCollection...) -> StringCollection {
        var all = StringCollection()
        for part in parts { all.merge(part) }
        return all
    }

    /// A key in Localizable.strings (the fallback, "%d failures") and Localizable.stringsdict: the
    /// Russian plural entry is compared with the English plural entry, not the fallback.
    @Test func keyInStringsAndStringsdictIsComparedWithTheSameForm() {
        let all = Self.collection(
            Self.strings("en", "\"failures\" = \"%d failures\";"),
            Self.stringsdict(
                "en",
                Self.plural(
                    "failures", format: "%#@count@", variable: "count",
                    [("one", "%d failure"), ("other", "%d failures")])),
            Self.strings("ru", "\"failures\" = \"%d сбоев\";"),
            Self.stringsdict(
                "ru",
                Self.plural(
                    "failures", format: "%#@count@", variable: "count",
                    [
                        ("one", "%d сбой"), ("few", "%d сбоя"), ("many", "%d сбоев"),
                        ("other", "%d сбоя"),
                    ])))
        let findings = FormatSpecifiersRule().check(all)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        // A real mistake in the plural entry is still caught, against the plural source.
        let wrong = Self.collection(
            Self.strings("en", "\"failures\" = \"%d failures\";"),
            Self.stringsdict(
                "en",
                Self.plural(
                    "failures", format: "%#@count@", variable: "count",
                    [("one", "%d failure"), ("other", "%d failures")])),
            Self.stringsdict(
                "ru",
                Self.plural(
                    "failures", format: "%#@count@", variable: "count",
                    [("one", "%d сбой"), ("other", "%@ сбоя")])))
        let caught = FormatSpecifiersRule().check(wrong)
        #expect(caught.count == 1)
        #expect(
            caught.first?.message
                == "\"%@ сбоя\" (ru) does not match the source \"%d failures\": argument 1 is %d in the source but %@ here"
        )
    }

    /// The source's variants use `%1$@` and `%ld` (one position read two ways, as Mastodon's
    /// `plural.count.followed_by_and_mutual` does): a translation that does the same is fine; a
    /// translation that adds an argument is caught and quoted against the same category.
    @Test func variantsComparedByCategoryAllowingWhatTheSourceDoes() throws {
        let source = Self.plural(
            "mutual", format: "%#@names@%#@count_mutual@", variable: "count_mutual", type: "ld",
            [("one", "Followed by %1$@, and another mutual"), ("other", "Followed by %1$@, and %ld mutuals")])
        let names =
            "<key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string></string><key>other</key><string></string></dict>"
        func entry(_ one: String, _ other: String) -> String {
            Self.plural(
                "mutual", format: "%#@names@%#@count_mutual@", variable: "count_mutual", type: "ld",
                [("one", one), ("other", other)]
            ).replacingOccurrences(of: "</dict></dict>", with: "</dict>\(names)</dict>")
        }
        let fine = Self.collection(
            Self.stringsdict("en", source.replacingOccurrences(of: "</dict></dict>", with: "</dict>\(names)</dict>")),
            Self.stringsdict("de", entry("Gefolgt von %1$@ und einem weiteren", "Gefolgt von %1$@ und %ld weiteren")))
        #expect(FormatSpecifiersRule().check(fine).isEmpty, "\(FormatSpecifiersRule().check(fine).map(\.message))")

        let twice = Self.collection(
            Self.stringsdict("en", source.replacingOccurrences(of: "</dict></dict>", with: "</dict>\(names)</dict>")),
            Self.stringsdict("zh-Hans", entry("%1$@ 和另一位互关关注了", "%@ 和 %@ 位互关关注了")))
        let finding = try #require(FormatSpecifiersRule().check(twice).first)
        #expect(finding.locale == "zh-Hans" && finding.variation == "count_mutual.plural.other")
        // Quoted readably: the same category's variant, not every variant glued together.
        #expect(
            finding.message.contains("does not match the source \"Followed by %1$@, and %ld mutuals\""),
            "\(finding.message)")
    }

    /// A translation with one form for every count (Korean) may use the arguments of the
    /// source's plural variants.
    @Test func singleFormTranslationOfAPluralSource() {
        let all = Self.collection(
            Self.stringsdict(
                "en",
                Self.plural(
                    "followers", format: "%#@followers@", variable: "followers", type: "lld",
                    [("one", "%2$@ follower"), ("other", "%2$@ followers")])),
            Self.strings("ko", "\"followers\" = \"팔로워 %2$@명\";"))
        #expect(FormatSpecifiersRule().check(all).isEmpty, "\(FormatSpecifiersRule().check(all).map(\.message))")
    }

    /// A translated plural variable name finds no rule at run time: a finding, not an input problem.
    @Test func translatedVariableNameIsAFinding() throws {
        let all = Self.collection(
            Self.stringsdict(
                "en",
                Self.plural(
                    "notes", format: "··· %#@NOTES@ ···", variable: "NOTES",
                    [("one", "%d other note"), ("other", "%d other notes")])),
            Self.stringsdict(
                "ar",
                Self.plural(
                    "notes", format: "··· %#@منشورات@ ···", variable: "NOTES",
                    [("one", "%d منشور"), ("other", "%d منشورات")])))
        #expect(all.diagnostics.isEmpty)
        let finding = try #require(FormatSpecifiersRule().check(all).first)
        #expect(finding.locale == "ar")
        #expect(finding.message.contains("%#@منشورات@ names no plural variable of the entry (it defines %#@NOTES@)"))
    }

    /// An empty translation of a string with arguments says "empty"; a catch stays a catch.
    @Test func emptyTranslationSaysEmpty() throws {
        let all = Self.collection(
            Self.strings("en", "\"posts\" = \"%@ posts\";"), Self.strings("nb", "\"posts\" = \"\";"),
            Self.strings("ca", "\"pubs\" = \"% publicacions\";"), Self.strings("en", "\"pubs\" = \"%d posts\";"))
        let findings = FormatSpecifiersRule().check(all)
        let empty = try #require(findings.first { $0.locale == "nb" })
        #expect(
            empty.message
                == "The nb translation is empty where the source is \"%@ posts\": iOS shows nothing, and the source's %@ is missing"
        )
        #expect(findings.contains { $0.locale == "ca" })
        // A source without specifiers is not a format: "100% przez" in its translation is text.
        let text = Self.collection(
            Self.strings("en", "\"body\" = \"Built with 100% volunteer labor.\";"),
            Self.strings("pl", "\"body\" = \"Tworzona w 100% przez wolontariuszy.\";"))
        #expect(FormatSpecifiersRule().check(text).isEmpty)
    }
}
