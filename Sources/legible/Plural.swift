/// Counted nouns in the CLI's messages: "1 file", "2 files", "1 entry", "3 entries".
enum Plural {
    /// `n` and `noun`, or `plural` (default: `noun` + "s") when `n` is not 1.
    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }
}
