import Foundation
import LegibleAudit
import LegibleText
import XCTest

@testable import LegibleSource

/// The audit cache's finer entries on a real app: IceCubes' app target (its Swift files under
/// `IceCubesApp/App`, its String Catalog in German and French), skipped without ../shared/corpus.
/// The whole app, cold and cached, is timed in release builds (Benchmarks/cache-bench).
final class AuditCacheCorpusTests: XCTestCase {
    func iceCubes() throws -> (app: String, catalog: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpus/Dimillian__IceCubesApp/IceCubesApp")
        let catalog = root.appendingPathComponent("Resources/Localization/Localizable.xcstrings").path
        guard FileManager.default.fileExists(atPath: catalog) else {
            throw XCTSkip("the corpus is not at \(root.path)")
        }
        return (root.appendingPathComponent("App").path, catalog)
    }

    func testIceCubesScanAndMeasurementsFromTheCacheAreTheUncachedOnes() throws {
        let (app, catalog) = try iceCubes()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-corpus-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let scans = SourceScanCache(cache: AuditCache(folder: folder), tool: "test")
        let plan = try AuditProject.plan(
            paths: [app, catalog], options: AuditProject.Options(locales: ["de", "fr"]), ignoringConfiguration: true)
        // The scan: stored, then read back equal (every placement, layout room included).
        let scanned = try AuditProject.load(plan, scanCache: scans)
        XCTAssertEqual(scanned.scanCacheOutcome, .scanned(files: scanned.collection.sourceFiles.count))
        XCTAssertGreaterThan(scanned.collection.placements.count, 50)
        XCTAssertTrue(scanned.collection.placements.contains { $0.element.layout != nil })
        let read = try AuditProject.load(plan, scanCache: scans)
        XCTAssertEqual(read.scanCacheOutcome, .reused(files: scanned.collection.sourceFiles.count))
        XCTAssertEqual(read.collection.placements, scanned.collection.placements)
        XCTAssertEqual(read.collection.unplacedReferences, scanned.collection.unplacedReferences)
        XCTAssertEqual(read.collection.screens, scanned.collection.screens)
        XCTAssertEqual(read.collection.sourceLiterals, scanned.collection.sourceLiterals)
        XCTAssertEqual(read.collection.diagnostics, scanned.collection.diagnostics)
        // The measurements: reused whole with nothing changed; after one German translation
        // changed, that string alone (and any whose layout reads it) measured again.
        let measurer = TextMeasurer()
        let engine = AuditEngine(configuration: read.configuration, measurer: measurer)
        let context = ContentDigest(of: "test")
        let plain = engine.run(read.collection)
        let cold = MeasurementMemo(context: context)
        assertSame(engine.run(read.collection, memo: cold), plain)
        let warm = MeasurementMemo(context: context, known: cold.outcomes)
        assertSame(engine.run(read.collection, memo: warm), plain)
        XCTAssertEqual(warm.measured, 0)
        XCTAssertEqual(warm.reused, cold.measured)
        var changed = read.collection
        let index = try XCTUnwrap(changed.strings.firstIndex { $0.locale == "de" && $0.key == "tab.explore" })
        changed.strings[index].value = "Entdeckungsreisen und Erkundungen"
        let after = MeasurementMemo(context: context, known: warm.outcomes)
        assertSame(engine.run(changed, memo: after), engine.run(changed))
        XCTAssertGreaterThanOrEqual(after.measured, 1)
        XCTAssertLessThan(after.measured, 10, "only the changed string and those beside it")
    }

    func assertSame(
        _ a: AuditEngine.Result, _ b: AuditEngine.Result, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.findings, b.findings, file: file, line: line)
        var (first, second) = (a.summary, b.summary)
        first.durationSeconds = nil
        second.durationSeconds = nil
        XCTAssertEqual(first, second, file: file, line: line)
    }
}
