import Foundation

/// What a `<trans-unit id>` in an Xcode export names: a plain key, a String Catalog
/// variation or substitution, or a path into a `.stringsdict` entry.
///
/// Forms, as Xcode writes them (WWDC23 "Discover String Catalogs", 23:53 and 24:08, and
/// the exports in the damus corpus):
/// - plain: `Cancel`, `abc-12-xyz.normalTitle` (storyboard strings);
/// - String Catalog variation: `%lld items|==|plural.one`, `Title|==|device.iphone`,
///   `Title|==|device.iphone.plural.other`;
/// - String Catalog substitution: `%#@files@ in %#@folders@|==|substitutions.files.plural.one`;
/// - `.stringsdict`: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` (the format) and
///   `/KEY:dict/VARIABLE:dict/one:dict/:string` (one plural case of a variable), also
///   `/KEY:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string` and
///   `/KEY:dict/NSStringVariableWidthRuleType:dict/20:dict/:string`.
enum XLIFFUnitID: Hashable {
    case plain(key: String)
    /// `key|==|path`; `path` is a variation path such as `plural.one` or `device.iphone`.
    case catalogVariation(key: String, variation: String)
    /// `key|==|substitutions.NAME.path`.
    case catalogSubstitution(key: String, name: String, variation: String)
    /// The `NSStringLocalizedFormatKey` of a `.stringsdict` entry.
    case stringsdictFormat(key: String)
    /// A case of a `.stringsdict` variable (`variation` is `plural.one` …).
    case stringsdictVariable(key: String, name: String, variation: String)
    /// A whole-entry rule of a `.stringsdict` entry (`device.iphone`, `width.20`).
    case stringsdictRule(key: String, variation: String)

    static let catalogSeparator = "|==|"

    /// The key the unit belongs to.
    var key: String {
        switch self {
        case .plain(let key), .catalogVariation(let key, _), .catalogSubstitution(let key, _, _),
            .stringsdictFormat(let key), .stringsdictVariable(let key, _, _), .stringsdictRule(let key, _):
            key
        }
    }

    init(_ id: String) {
        if let separator = id.range(of: Self.catalogSeparator, options: .backwards) {
            let key = String(id[..<separator.lowerBound])
            let path = String(id[separator.upperBound...])
            if path.hasPrefix("substitutions.") {
                let rest = String(path.dropFirst("substitutions.".count))
                let (name, variation) = Self.splitSubstitution(rest)
                self = .catalogSubstitution(key: key, name: name, variation: variation)
            } else {
                self = .catalogVariation(key: key, variation: path)
            }
            return
        }
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") || id.hasSuffix(":string"), id.contains(":dict/") {
            var body = id.dropFirst()
            if body.hasSuffix(":string") { body = body.dropLast(":string".count) }
            var parts = body.components(separatedBy: ":dict/")
            if parts.last == "" { parts.removeLast() }
            if parts.count >= 2 {
                let key = parts[0]
                let rest = Array(parts.dropFirst())
                switch rest[0] {
                case "NSStringLocalizedFormatKey" where rest.count == 1:
                    self = .stringsdictFormat(key: key)
                case "NSStringDeviceSpecificRuleType" where rest.count >= 2:
                    self = .stringsdictRule(key: key, variation: "device." + rest.dropFirst().joined(separator: "."))
                case "NSStringVariableWidthRuleType" where rest.count >= 2:
                    self = .stringsdictRule(key: key, variation: "width." + rest.dropFirst().joined(separator: "."))
                default:
                    if rest.count >= 2 {
                        let cases = rest.dropFirst().joined(separator: ".")
                        let variation = Self.pluralCategories.contains(rest[1]) ? "plural." + cases : cases
                        self = .stringsdictVariable(key: key, name: rest[0], variation: variation)
                    } else {
                        self = .stringsdictRule(key: key, variation: rest[0])
                    }
                }
                return
            }
        }
        self = .plain(key: id)
    }

    /// CLDR plural categories, the keys of a `.stringsdict` plural rule.
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Splits `NAME.plural.one` into the substitution's name and its variation path.
    private static func splitSubstitution(_ rest: String) -> (String, String) {
        for marker in [".plural.", ".device."] {
            if let range = rest.range(of: marker, options: .backwards) {
                return (String(rest[..<range.lowerBound]), String(rest[rest.index(after: range.lowerBound)...]))
            }
        }
        guard let dot = rest.firstIndex(of: ".") else { return (rest, "") }
        return (String(rest[..<dot]), String(rest[rest.index(after: dot)...]))
    }
}
