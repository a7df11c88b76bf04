import Foundation
import Testing

@testable import LegibleAudit

/// `RolePreset.widthDerivation` shows the arithmetic of every preset room: its left side,
/// evaluated here by a parser of its own, equals its right side, which is `width(for:…)`.
@Suite struct RoomDerivationTests {
    /// Evaluates "393 − 2×16 (margins) ÷ 2": numbers, + − × ÷ and grouping parentheses; a
    /// parenthesis that starts with a letter is a label and is skipped.
    struct Evaluator {
        var scalars: [Character]
        var index = 0

        init(_ text: String) { scalars = Array(text) }

        mutating func skipSpacesAndLabels() {
            while index < scalars.count {
                if scalars[index] == " " {
                    index += 1
                } else if scalars[index] == "(", index + 1 < scalars.count, scalars[index + 1].isLetter {
                    var depth = 0
                    repeat {
                        if scalars[index] == "(" { depth += 1 }
                        if scalars[index] == ")" { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < scalars.count
                } else {
                    return
                }
            }
        }

        mutating func expression() -> Double {
            var value = term()
            while true {
                skipSpacesAndLabels()
                guard index < scalars.count, scalars[index] == "−" || scalars[index] == "+" else { return value }
                let minus = scalars[index] == "−"
                index += 1
                let right = term()
                value = minus ? value - right : value + right
            }
        }

        mutating func term() -> Double {
            var value = factor()
            while true {
                skipSpacesAndLabels()
                guard index < scalars.count, scalars[index] == "×" || scalars[index] == "÷" else { return value }
                let times = scalars[index] == "×"
                index += 1
                let right = factor()
                value = times ? value * right : value / right
            }
        }

        mutating func factor() -> Double {
            skipSpacesAndLabels()
            if index < scalars.count, scalars[index] == "(" {
                index += 1
                let value = expression()
                skipSpacesAndLabels()
                index += 1  // ")"
                return value
            }
            var digits = ""
            while index < scalars.count, scalars[index].isNumber || scalars[index] == "." {
                digits.append(scalars[index])
                index += 1
            }
            return Double(digits) ?? .nan
        }
    }

    @Test func theEvaluatorReadsLabelsAndGroups() {
        var e = Evaluator("(393 − 2×16 (margins)) ÷ 3 (segments) − 2×6 (padding, assumed)")
        #expect(abs(e.expression() - ((393 - 32) / 3.0 - 12)) < 1e-9)
    }

    @Test func everyPresetRoomsArithmeticAddsUp() {
        var checked = 0
        for design in [Design.ios18, .ios26] {
            for role in Role.allCases {
                for deviceWidth in [320.0, 375, 393, 402, 440] {
                    for count in [nil, 1, 2, 3, 5] as [Int?] {
                        for accessory in [nil, "disclosure", "switch"] as [String?] {
                            for searchTab in [false, true] {
                                let derivation = RolePreset.widthDerivation(
                                    for: role, deviceWidth: deviceWidth, count: count, accessory: accessory,
                                    searchTab: searchTab, design: design)
                                let sides = derivation.components(separatedBy: " = ")
                                #expect(sides.count == 2, "\(derivation)")
                                guard sides.count == 2, let right = Double(sides[1]) else { continue }
                                var evaluator = Evaluator(sides[0])
                                let left = evaluator.expression()
                                let width = RolePreset.width(
                                    for: role, deviceWidth: deviceWidth, count: count, accessory: accessory,
                                    searchTab: searchTab, design: design)
                                // Numbers are written to two decimals; a negative room is clamped at 0.
                                #expect(abs(left - right) < 0.05, "\(role) \(design): \(derivation)")
                                #expect(abs(max(0, right) - width) < 0.006, "\(role) \(design): \(derivation)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 2 * Role.allCases.count * 5 * 5 * 3 * 2)
    }

    @Test func aListRowWithADisclosureOnA393PointIPhone() {
        #expect(
            RolePreset.widthDerivation(
                for: .tableCellTitle, deviceWidth: 393, count: nil, accessory: "disclosure", design: .ios18)
                == "393 − 2×16 (margins) − 24 (disclosure, assumed) = 337")
    }
}
