import ArgumentParser
import LegibleAudit
import LegibleText

// The values the options take, as `ExpressibleByArgument` types: each lists its values for
// `--help` and the shell completions, and accepts the same names (and aliases) as
// `legible.json` does, through the library's own `init?(name:)`.

/// `--format` takes the formats' names as listed (`--report` also takes the aliases, `md=…`).
extension ReportFormat: ExpressibleByArgument {}

/// `--pseudo` and `legible pseudo --kind` take the kinds' names (`expanded`, `double-length` …).
extension PseudoKind: ExpressibleByArgument {}

extension GatePolicy.Threshold: ExpressibleByArgument {
    /// Parses `--fail-on`'s value as `GatePolicy.Threshold(name:)` does: `error`, `warning`, `never`
    /// (`none`, `off`), case-insensitively; `nil` (a usage error) for anything else.
    public init?(argument: String) { self.init(name: argument) }
}

extension ContentSizeCategory: ExpressibleByArgument {
    /// Parses a size category as `ContentSizeCategory(name:)` does: HIG (`AX2`), UIKit and SwiftUI
    /// names or the short forms (`XL`), case-insensitively; `nil` (a usage error) for anything else.
    public init?(argument: String) { self.init(name: argument) }
}

extension TextStyle: ExpressibleByArgument {
    /// Parses a text style as `TextStyle(name:)` does (`body`, `.title1`, `Caption 1`); `nil` (a usage
    /// error) for anything else.
    public init?(argument: String) { self.init(name: argument) }
}

extension FontWeight: ExpressibleByArgument {
    /// Parses a weight as `FontWeight(name:)` does: `UIFont.Weight` names, CSS numbers (`600`) and
    /// font style names (`SemiBold`); `nil` (a usage error) for anything else.
    public init?(argument: String) { self.init(name: argument) }
    /// The weight's `UIFont.Weight` name, as `--help` shows a default (`regular`).
    public var defaultValueDescription: String { name }
    /// The `UIFont.Weight` names, lightest first, for `--help` and the completions.
    public static var allValueStrings: [String] { allCases.map(\.name) }
    /// None: the names are the descriptions (the raw values are CSS numbers).
    public static var allValueDescriptions: [String: String] { [:] }
    /// Completes the `UIFont.Weight` names.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension LineBreakMode: ExpressibleByArgument {
    /// Parses a line break mode as `LineBreakMode(name:)` does: the `NSLineBreakMode` names, with or
    /// without `by`, and Interface Builder's values (`tailTruncation`); `nil` (a usage error) otherwise.
    public init?(argument: String) { self.init(name: argument) }
}

extension Role: ExpressibleByArgument {}

extension TrackingMode: CaseIterable, ExpressibleByArgument {
    /// `auto` and `off`, the values `--tracking` takes.
    public static var allCases: [TrackingMode] { [.auto, .off] }
}

/// `--bold-text`: the Bold Text states an audit checks.
enum BoldTextChoice: String, CaseIterable, ExpressibleByArgument {
    case both, on, off

    /// The states, as `AuditConfiguration.boldText` takes them.
    var states: [Bool] {
        switch self {
        case .both: [false, true]
        case .on: [true]
        case .off: [false]
        }
    }
}

/// `--design`: the design bars and alerts are measured in.
enum DesignChoice: String, CaseIterable, ExpressibleByArgument {
    case ios26, ios18, both

    /// The designs, as `AuditConfiguration.designs` takes them (`Design.parse`).
    var designs: [Design] { Design.parse(rawValue) ?? [] }
}

/// `legible elements` and `legible strings`: text or JSON.
enum ListingFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// `legible rules`: text, JSON, or the README's Markdown table.
enum RulesFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, markdown
}

/// A comma-separated list of values, such as `--format text,json` or `--sizes Large,AX2`; the
/// option may also be repeated. `--help` and the completions list `Element`'s values.
struct CommaSeparated<Element: ExpressibleByArgument & Sendable>: ExpressibleByArgument, Sendable {
    var items: [Element]

    init(_ items: [Element]) { self.items = items }

    /// Fails (and the parser says which values it takes) when an item is empty or not a value.
    init?(argument: String) {
        var items: [Element] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let item = Element(argument: String(part)) else { return nil }
            items.append(item)
        }
        self.items = items
    }

    var defaultValueDescription: String { items.map(\.defaultValueDescription).joined(separator: ",") }
    static var allValueStrings: [String] { Element.allValueStrings }
    static var defaultCompletionKind: CompletionKind { Element.defaultCompletionKind }
}

extension Array {
    /// The items of repeated comma-separated options, in order (`--format text,json -f sarif`).
    func flattened<Item>() -> [Item] where Element == CommaSeparated<Item> {
        flatMap(\.items)
    }
}
