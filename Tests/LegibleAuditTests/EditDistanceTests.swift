import LegibleAudit
import Testing

/// The one edit distance: optimal string alignment, counted by hand for each pair.
@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("audit", "audit", 0),
        ("audti", "audit", 1),  // a swap of neighbours costs 1
        ("fial-on", "fail-on", 1), ("mesure", "measure", 1), ("kitten", "sitting", 3),
        ("ca", "abc", 3),  // optimal string alignment, not full Damerau (2)
        ("tap-targets", "tap-target", 1), ("title-caps", "title-case", 2),
    ])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }
}
