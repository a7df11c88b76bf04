import XCTest

@testable import LegibleAudit

/// Reads the shared corpus (real apps' localization files) and checks every count against
/// `CorpusCounts`, which `Scripts/count-corpus-strings.py` computed independently.
///
/// Set `LEGIBLE_PRINT_CORPUS_TABLE=1` to print the per-file table (ours vs the script's).
final class CorpusReadersTests: XCTestCase {
    private func corpus() throws -> URL {
        guard let corpus = ReaderFixtures.corpus else {
            throw XCTSkip("the shared corpus is not here (expected ../shared/corpus beside the package root)")
        }
        return corpus
    }

    /// Every .strings / .stringsdict / .xcstrings under the corpus, xcloc contents included.
    private func corpusFiles(_ corpus: URL) -> [InputFile] {
        var files: [InputFile] = []
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        while let relative = enumerator?.nextObject() as? String {
            if let kind = InputFile.Kind(path: relative), [.strings, .stringsDict, .stringCatalog].contains(kind) {
                files.append(InputFile(path: corpus.path + "/" + relative, kind: kind))
            }
        }
        return files.sorted()
    }

    func testEveryFileCountMatchesTheIndependentCount() throws {
        let corpus = try corpus()
        let files = corpusFiles(corpus)
        XCTAssertEqual(files.count, CorpusCounts.perFile.count)
        var table = ["| file | kind | ours: strings / missing / detail | script | |", "|---|---|---|---|---|"]
        var mismatches = 0
        for file in files {
            let relative = String(file.path.dropFirst(corpus.path.count + 1))
            let result = ProjectReader.read(file, sourceLanguage: "en")
            let missing = result.strings.filter { $0.state == .missing }.count
            let detail: Int
            if file.kind == .strings {
                detail = result.strings.reduce(0) { $0 + $1.value.unicodeScalars.count }
            } else {
                detail = result.strings.filter { $0.state != .missing }
                    .reduce(0) { $0 + $1.substitutions.reduce(0) { $0 + $1.variants.count } }
            }
            let expected = try XCTUnwrap(CorpusCounts.perFile[relative], relative)
            let same =
                expected.strings == result.strings.count && expected.missing == missing && expected.detail == detail
            if !same { mismatches += 1 }
            XCTAssertEqual(result.strings.count, expected.strings, relative)
            XCTAssertEqual(missing, expected.missing, relative)
            XCTAssertEqual(detail, expected.detail, relative)
            table.append(
                "| \(relative) | .\(file.kind.rawValue) | \(result.strings.count) / \(missing) / \(detail) | \(expected.strings) / \(expected.missing) / \(expected.detail) | \(same ? "=" : "DIFFERENT") |"
            )
        }
        XCTAssertEqual(mismatches, 0)
        if ProcessInfo.processInfo.environment["LEGIBLE_PRINT_CORPUS_TABLE"] == "1" {
            print(table.joined(separator: "\n"))
        }
    }

    func testStringsFilesAgreeWithPropertyListSerialization() throws {
        let corpus = try corpus()
        for file in corpusFiles(corpus) where file.kind == .strings {
            let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
            let ours = StringsFileReader.read(data: data, path: file.path)
            XCTAssertFalse(ours.diagnostics.contains { $0.level == .error }, file.path)
            // damus's files start with two byte order marks, which Core Foundation rejects:
            // give it the data without the first one.
            let plistData = data.starts(with: [0xFF, 0xFE, 0xFF, 0xFE]) ? data.dropFirst(2) : data
            let object = try PropertyListSerialization.propertyList(from: Data(plistData), options: [], format: nil)
            let theirs = try XCTUnwrap(object as? [String: String], file.path)
            let mine = Dictionary(ours.strings.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            XCTAssertEqual(mine, theirs, file.path)
        }
    }

    func testDamusKoreanStringsdictIsReadAsIOSReadsIt() throws {
        // Line 72 holds a U+0008 inside a <string>, which XML 1.0 forbids but CFPropertyList
        // keeps: iOS loads the Korean plurals, and so does Legible, with a warning at each of
        // the six control characters (python: data.count(b"\x08") == 6).
        let corpus = try corpus()
        let path = corpus.path + "/damus-io__damus/damus/ko.lproj/Localizable.stringsdict"
        let result = StringsDictReader.read(url: URL(fileURLWithPath: path))
        XCTAssertEqual(result.strings.count, 24)
        XCTAssertEqual(result.diagnostics.count, 6)
        XCTAssertEqual(Set(result.diagnostics.map(\.level)), [.warning])
        XCTAssertEqual(result.diagnostics.first?.location.line, 72)
        XCTAssertTrue(result.diagnostics.first?.message.hasPrefix("U+0008 is a control character") == true)
        XCTAssertTrue(
            result.strings.contains { string in
                string.substitutions.contains { $0.variants.contains { $0.value.unicodeScalars.contains("\u{8}") } }
            })
    }

    func testProjectReadOfTheWholeCorpus() throws {
        let corpus = try corpus()
        let result = ProjectReader().read(paths: [corpus.path])
        XCTAssertEqual(result.sourceLanguage, "en")
        // Besides the string files: the 4 storyboards and 5 .xcloc exports, read by the IB and
        // XLIFF readers (their own corpus tests check what they hold).
        XCTAssertEqual(result.files.count, CorpusCounts.projectFiles + 4 + 5)
        let filled = result.strings.filter { $0.state == .missing && $0.localeFolder != nil }
        // KeePassium's two configuration buttons in DatabaseCreatorVC: a normalTitle where the
        // configuration has a title is the same string, left out (20 translated, 20 filled in).
        let shadowedNormalTitles = 20
        XCTAssertEqual(filled.count, CorpusCounts.projectMissingFill - shadowedNormalTitles)
        let fromStringFiles = result.strings.filter { string in
            let ext = (string.location.file as NSString).pathExtension
            return ["strings", "stringsdict", "xcstrings"].contains(ext) && !string.location.file.contains(".xcloc/")
        }
        XCTAssertEqual(
            fromStringFiles.filter { !($0.state == .missing && $0.localeFolder != nil) }.count,
            CorpusCounts.projectFileStrings - shadowedNormalTitles)
        let errors = result.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.map { String($0.location.file.dropFirst(corpus.path.count + 1)) }, [])
        // Storyboards are the Base tables of their .strings: Loop's Czech Main.strings lacks
        // most of Main.storyboard's keys, which fall back to the storyboard's text.
        XCTAssertTrue(filled.contains { $0.locale == "cs" && $0.location.file.hasSuffix("Main.storyboard") })
    }
}
