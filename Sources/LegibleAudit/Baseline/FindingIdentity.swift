import Foundation

/// What makes a finding the same finding from one run to the next: file, table, key,
/// locale, rule, size category, variation and element — never the line or column (lines
/// move when other keys are added), never the message (its figures change with fonts).
///
/// Baselines store these, and SARIF's `partialFingerprints` are their hashes.
public struct FindingIdentity: Hashable, Sendable, Codable, Comparable {
    /// The file, relative to the report's base folder.
    public var file: String?
    /// The strings table (`Localizable`, `Main`).
    public var table: String?
    /// The localization key.
    public var key: String?
    /// The locale (`de`, `zh-Hans`).
    public var locale: String?
    /// The rule's identifier.
    public var rule: String
    /// The worst size category (`Finding.sizeCategory`).
    public var sizeCategory: String?
    /// The variation path (`plural.other`).
    public var variation: String?
    /// The element's name (an IB object id, a `legible.json` entry), when the finding has one.
    public var element: String?

    /// An identity from its parts.
    public init(
        file: String? = nil, table: String? = nil, key: String? = nil, locale: String? = nil, rule: String,
        sizeCategory: String? = nil, variation: String? = nil, element: String? = nil
    ) {
        self.file = file
        self.table = table
        self.key = key
        self.locale = locale
        self.rule = rule
        self.sizeCategory = sizeCategory
        self.variation = variation
        self.element = element
    }

    /// The identity of a finding, its path as written in the finding.
    public init(_ finding: Finding) {
        self.init(
            file: finding.file, table: finding.table, key: finding.key, locale: finding.locale,
            rule: finding.rule, sizeCategory: finding.sizeCategory, variation: finding.variation,
            element: finding.element?.name)
    }

    /// The fields in a fixed order, `nil` distinct from empty.
    private var fields: [String?] { [file, table, key, locale, rule, sizeCategory, variation, element] }

    /// A stable hash of the identity: SHA-256 of its fields, as 64 hexadecimal digits.
    ///
    /// The same finding gets the same fingerprint on every machine and in every run, as
    /// long as the path is written the same way (reporters make it relative first).
    public var fingerprint: String {
        let canonical = fields.map { $0.map { "=" + $0 } ?? "-" }.joined(separator: "\u{1F}")
        return SHA256.hex(Array(canonical.utf8))
    }

    /// Orders identities field by field (file first), `nil` before any value.
    public static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
        lhs.fields.map { $0.map { "1" + $0 } ?? "0" }.lexicographicallyPrecedes(
            rhs.fields.map { $0.map { "1" + $0 } ?? "0" })
    }
}
