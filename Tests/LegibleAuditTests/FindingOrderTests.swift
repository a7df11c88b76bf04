import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// The one order of findings: numbers compare as numbers.
final class FindingOrderTests: XCTestCase {
    func finding(line: Int? = 3, column: Int? = nil, size: String? = nil, sizes: [String]? = nil) -> Finding {
        Finding(
            rule: "truncation", severity: .error, message: "m", key: "k", table: "T", locale: "de",
            location: SourceLocation(file: "a.strings", line: line ?? 0, column: column ?? 0),
            sizeCategory: size, sizeCategories: sizes)
    }

    func testColumnTenComesAfterColumnNine() {
        let ten = finding(column: 10), nine = finding(column: 9), two = finding(column: 2)
        XCTAssertEqual([ten, nine, two].sortedForReport().map(\.column), [2, 9, 10])
        XCTAssertTrue(nine.precedes(ten))
        XCTAssertFalse(ten.precedes(nine))
    }

    func testLinesAndSizesCompareAsNumbers() {
        XCTAssertEqual(
            [finding(line: 100_000_000), finding(line: 12), finding(line: 9)].sortedForReport().map(\.line),
            [9, 12, 100_000_000])
        // Sizes smallest first (xSmall … AX5), a finding without a size last.
        let order = [finding(size: nil), finding(size: "AX1"), finding(size: "xxLarge"), finding(size: "xSmall")]
            .sortedForReport().map(\.sizeCategory)
        XCTAssertEqual(order, ["xSmall", "xxLarge", "AX1", nil])
        // Then the failing sizes, as sizes.
        let byList = [
            finding(size: "Large", sizes: ["Large", "AX1"]), finding(size: "Large", sizes: ["Large", "xxxLarge"]),
        ]
        .sortedForReport().map { $0.sizeCategories ?? [] }
        XCTAssertEqual(byList, [["Large", "xxxLarge"], ["Large", "AX1"]])
    }

    func testTheOrderIsTotalAndIndependentOfArrival() {
        let findings = (0..<40).map {
            finding(line: $0 % 7, column: $0 % 11, size: ["Large", "AX2", "xSmall"][$0 % 3])
        }
        let once = findings.sortedForReport()
        for _ in 0..<5 { XCTAssertEqual(findings.shuffled().sortedForReport(), once) }
        for (a, b) in zip(once, once.dropFirst()) { XCTAssertFalse(b.precedes(a)) }
    }

    /// Failing-size lists order element by element (a list before its continuations, an unknown
    /// name after AX5), whether they are packed into a number or, with a list too long to pack
    /// in the report, ranked.
    func testSizeListsOrderAsLists() {
        let names = ContentSizeCategory.allCases.map(\.name) + ["huge"]
        var generator = SystemRandomNumberGenerator()
        for longest in [12, 20] {
            let lists = (0..<60).map { index -> [String] in
                let count = index == 0 ? longest : Int.random(in: 0...4, using: &generator)
                return (0..<count).map { _ in names[Int.random(in: 0..<names.count, using: &generator)] }
            }
            let rank = { (name: String) in ContentSizeCategory(name: name)?.index ?? Int.max }
            let expected = lists.sorted { $0.map(rank).lexicographicallyPrecedes($1.map(rank)) }
            let sorted = lists.map { finding(size: "Large", sizes: $0) }.sortedForReport().map {
                $0.sizeCategories ?? []
            }
            XCTAssertEqual(sorted.map { $0.map(rank) }, expected.map { $0.map(rank) }, "longest list \(longest)")
        }
    }
}
