import Foundation
import XCTest

@testable import LegibleAudit

/// `Format.points` writes decimals itself (Foundation's formatter was a tenth of the rules'
/// time): what it writes must be what `String(format: "%.Nf")` writes, trailing zeros removed.
final class FormatTests: XCTestCase {
    /// The formatting before the change, as the reference.
    private func reference(_ value: Double, decimals: Int) -> String {
        let factor = pow(10, Double(decimals))
        let rounded = (value * factor).rounded() / factor
        if value > 0, rounded == 0, decimals < 3 { return reference(value, decimals: decimals + 1) }
        if rounded == rounded.rounded() { return Format.whole(rounded) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    func testDecimalsAreWhatStringFormatWrites() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0.05, 0.15, 0.25, 0.35, 0.45, 1.05, 2.675, 1.005, -0.05, -0.15, -1.25, 0.0004, 0.004, 0.04,
            0.049999999999999996, 0.95, 9.95, 99.95, 123456.75, 1e12 + 0.5, 1e14 + 0.3, -1e14 - 0.3, 31.36, 130.04,
        ]
        for _ in 0..<20_000 {
            values.append(Double.random(in: -500...500, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000)
            values.append(Double.random(in: 0...0.01, using: &generator))
        }
        for value in values {
            for decimals in 1...3 {
                XCTAssertEqual(
                    Format.points(value, decimals: decimals), reference(value, decimals: decimals), "\(value)")
            }
        }
        XCTAssertEqual(Format.points(31.36), "31.4")
        XCTAssertEqual(Format.points(-0.25), "-0.3")
        XCTAssertEqual(Format.points(0.04), "0.04")
        XCTAssertEqual(Format.scale(0.754), "0.75")
        XCTAssertEqual(Format.scale(0.5), "0.5")
        XCTAssertEqual(Format.points(1.05, decimals: 2), "1.05")
    }
}
