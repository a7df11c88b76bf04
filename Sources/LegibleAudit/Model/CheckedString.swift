import Foundation

/// One localized value that an audit checked, whether or not it produced findings.
///
/// Reports carry these (optionally, in `AuditReport.checked`) so that test-style
/// formats such as JUnit can list passing cases next to failing ones. Paths follow the
/// same rules as `Finding.file`.
public struct CheckedString: Hashable, Sendable, Codable {
    /// The localization key.
    public var key: String
    /// The strings table (`Localizable`).
    public var table: String?
    /// The locale (`de`, `zh-Hans`).
    public var locale: String
    /// The variation path (`plural.other`), `nil` for a plain value.
    public var variation: String?
    /// The file the value is in.
    public var file: String?
    /// The element's name, when the value was checked against a specific element.
    public var element: String?
    /// The rules that ran on this value; `nil` means every enabled rule.
    public var rules: [String]?

    /// A checked value.
    public init(
        key: String, table: String? = nil, locale: String, variation: String? = nil,
        file: String? = nil, element: String? = nil, rules: [String]? = nil
    ) {
        self.key = key
        self.table = table
        self.locale = locale
        self.variation = variation
        self.file = file
        self.element = element
        self.rules = rules
    }
}
