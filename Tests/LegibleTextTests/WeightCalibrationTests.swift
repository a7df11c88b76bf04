import Foundation
import LegibleText
import Testing

/// Widths never decrease as the weight increases (issue 12): the stand-in's calibration covers
/// every weight, so heavy is never narrower than bold, nor bold than semibold.
@Suite struct WeightCalibrationTests {
    static let measurer = TextMeasurer()
    static let texts = [
        "Save", "Benachrichtigungen", "Configurações", "Denbora-lerroa", "Settings and Privacy",
        "Überprüfe deinen Posteingang", "iiiilll", "WWW MMM", "1234567890", "Добавить в корзину",
    ]

    @Test(arguments: [12.0, 17.0, 28.0])
    func widthNeverDecreasesWithWeight(pointSize: Double) {
        for text in Self.texts {
            var previous: (FontWeight, Double)?
            for weight in FontWeight.allCases {
                let width = Self.measurer.measure(
                    MeasureRequest(
                        text: text, font: .fixed(family: nil, pointSize: pointSize, weight: weight, scalesWith: nil),
                        weight: weight)
                ).width
                if let (lighter, before) = previous {
                    #expect(
                        width >= before - 0.001,
                        "\(text) at \(pointSize) pt: \(weight.name) \(width) < \(lighter.name) \(before)")
                }
                previous = (weight, width)
            }
        }
    }

    /// Every weight has a factor; a table from legible.json that names only some weights gives the
    /// others the factor of the nearest lighter weight it names.
    @Test func everyWeightIsCalibrated() {
        let defaults = TextMeasurer.Options()
        #expect(Set(TextMeasurer.Options.defaultCalibration.keys) == Set(FontWeight.allCases))
        #expect(defaults.calibration(for: .heavy) >= defaults.calibration(for: .bold))
        let partial = TextMeasurer.Options(standInCalibration: [.semibold: 1.03])
        #expect(partial.calibration(for: .black) == 1.03 && partial.calibration(for: .regular) == 1)
    }
}
