import Foundation
import XCTest

/// Issue 13: inputs that crashed, hung or lost data, run as a user runs the tool.
extension CommandLineTests {
    /// Class 2: a huge number trapped converting `Double` to `Int` (exit 132), or printed nothing.
    func testHugeNumbersAreLocatedErrorsNotTraps() throws {
        let height = try legible(["measure", "x", "--height", "1e21"])
        XCTAssertEqual(height.status, 2)
        XCTAssertTrue(height.error.contains("--height must be between 0 and 100000 points"), height.error)

        let json = try legible(["measure", "--json", "--font-size", "1e308", "x"])
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.error.contains("--font-size must be more than 0 and at most 100000 points"), json.error)

        for (config, field) in [
            (#"{ "minimumTapTarget": 1e20 }"#, "minimumTapTarget"),
            ("{ \"elements\": [{ \"key\": \"tab.explore\", \"role\": \"label\",\n  \"height\": 1e21 }] }", "height"),
            ("{ \"elements\": [{ \"key\": \"tab.explore\",\n  \"font\": { \"size\": 1e20 } }] }", "size"),
        ] {
            let folder = try project(catalog: Self.catalog, config: config)
            let run = try legible(["audit", "."], in: folder)
            XCTAssertEqual(run.status, 2, run.error)
            XCTAssertTrue(run.error.contains("legible.json:"), run.error)
            XCTAssertTrue(run.error.contains(field) && run.error.contains("100000"), run.error)
        }
    }
}
