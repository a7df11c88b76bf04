import ArgumentParser
import LegibleAudit
import LegibleText

// The values the options take, as `ExpressibleByArgument` types: each lists its values for
// `--help` and the shell completions, and accepts the same names (and aliases) as
// `legible.json` does, through the library's own `init?(name:)`.

/// `--format` takes the formats' names as listed (`--report` also takes the aliases, `md=…`).
extension ReportFormat: ExpressibleByArgument {}

extension GatePolicy.Threshold: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension TextStyle: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension FontWeight: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    /// None: the names are the descriptions (the raw values are CSS numbers).
    public static var allValueDescriptions: [String: String] { [:] }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension LineBreakMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension Role: ExpressibleByArgument {}

extension TrackingMode: CaseIterable, ExpressibleByArgument {
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
