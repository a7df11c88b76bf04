import Foundation

/// A rule that judges the collection as a whole: a translation against its source, the
/// translation states.
public protocol CatalogRule: Rule {
    init()
    func check(_ collection: StringCollection) -> [Finding]
}
