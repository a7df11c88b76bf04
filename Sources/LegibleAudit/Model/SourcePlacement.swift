import Foundation

/// One place in the app's Swift source where a localized string is shown: the key and table
/// it refers to, the element that shows it, and the call that does.
///
/// `LegibleSource`'s `SwiftSourceScanner` finds these (SwiftUI views and modifiers, UIKit
/// properties and initializers); `ElementResolver` measures a string in every placement of
/// its key when neither `legible.json` nor an Interface Builder file places it.
public struct SourcePlacement: Hashable, Sendable {
    /// How the key was linked to the element.
    public enum Confidence: String, Hashable, Sendable, Codable {
        /// The key is a literal (or a generated accessor) at the call that shows it.
        case direct
        /// The key was followed through a constant, a wrapper function, a computed property or
        /// the app's own view before it reached the element.
        case followed
    }

    /// The key as the String Catalog or `.strings` table has it (`"Hello %@"` for
    /// `Text("Hello \(name)")`), and its table (`Localizable` unless the call names one).
    public var reference: TableKey
    /// The element, in `legible.json`'s terms: its role and what the source says of it (lines,
    /// font, text style, width, line break mode, shrink, the number of items in its bar or
    /// control, a back button). `key` and `keys` are not used.
    public var element: ElementConfiguration
    /// The call that shows the string (the `Text(…)`, `.navigationTitle(…)`, `title = …`).
    public var location: SourceLocation
    /// Whether the key was at the call itself (`direct`) or followed to it (`followed`).
    public var confidence: Confidence
    /// How the key was reached when followed (`L10n.Scene.ConfirmEmail.title`, `OBALoc`, `Tab.label`).
    public var via: String?
    /// Whether the key was written with interpolations (`Text("\(count) posts")`): its format
    /// specifiers are Xcode's guesses (`%@`, `%lld`) and match any specifier of the catalog's key.
    public var interpolated: Bool

    /// Makes a placement; `via` is `nil` and `interpolated` false unless given.
    public init(
        reference: TableKey, element: ElementConfiguration, location: SourceLocation,
        confidence: Confidence, via: String? = nil, interpolated: Bool = false
    ) {
        self.reference = reference
        self.element = element
        self.location = location
        self.confidence = confidence
        self.via = via
        self.interpolated = interpolated
    }
}

/// A localized key the Swift source refers to but that no element could be found for, and why
/// (a `String(localized:)` stored in a variable whose use was not followed, a key passed to an
/// unknown function).
public struct UnplacedReference: Hashable, Sendable, Codable {
    /// The key and table the source refers to.
    public var reference: TableKey
    /// Why it was not placed, in a short sentence ("passed to updateHeader(title:)").
    public var reason: String
    /// Where the reference is.
    public var location: SourceLocation

    /// Makes an unplaced reference: the key, why no element was found for it, and where the source
    /// refers to it.
    public init(reference: TableKey, reason: String, location: SourceLocation) {
        self.reference = reference
        self.reason = reason
        self.location = location
    }
}
