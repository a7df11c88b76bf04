import Foundation

/// One localized value of one key in one locale: the unit Legible measures and judges.
///
/// Every reader (String Catalog, `.strings`, `.stringsdict`, XLIFF, Interface Builder)
/// produces these. A key with plural or device variations gives one `LocalizedString`
/// per variation; format substitutions (`%#@name@`, String Catalog `substitutions`,
/// `.stringsdict` variables) stay attached to the value and are expanded when measured.
public struct LocalizedString: Hashable, Sendable, Codable {
    /// The key as written in the source (String Catalog key, `.strings` key, IB `objectID.property`).
    public var key: String
    /// The table the key belongs to (`Localizable`, `Main`, `InfoPlist` …).
    public var table: String
    /// Locale identifier as Apple writes it: `de`, `zh-Hans`, `pt-BR`, `sr-Latn`.
    public var locale: String
    /// The variation path, `nil` for a plain value: `plural.one`, `device.iphone`,
    /// `device.iphone.plural.other`, `width.20` (`.stringsdict` width variant, in ems).
    public var variation: String?
    /// The text with its format specifiers unreplaced (`%@`, `%lld`, `%#@count@`).
    public var value: String
    /// Where `value` stands in its file.
    public var location: SourceLocation
    /// The developer's comment for translators, if any (may carry `legible:ignore RULE`).
    public var comment: String?
    /// The translation state as the file records it.
    public var state: TranslationState
    /// When the locale has no translation and iOS would show another locale's value,
    /// the locale the value came from (the source language, usually).
    public var fallbackLocale: String?
    /// Substitutions the value refers to with `%#@name@`.
    public var substitutions: [Substitution]
    /// The element that shows this string, when an Interface Builder file says so.
    public var element: ElementSpec?
    /// The `.lproj` folder's name as written, without the extension (`Base`, `pt_BR`,
    /// `English`), when the value came from one; `nil` for String Catalogs.
    ///
    /// `locale` holds the normalized identifier (`pt-BR`, `en`); `Base` maps to the
    /// source language, and `isBase` tells such values apart.
    public var localeFolder: String?
    /// The String Catalog's `extractionState` for the key (`manual`, `stale`,
    /// `extracted_with_value`, `migrated`), when it records one.
    public var extractionState: String?
    /// A size limit set for translators (XLIFF `maxwidth` + `size-unit`), if any.
    public var widthBudget: WidthBudget?

    /// Makes a localized string; only the key, locale, value and location are required. The table
    /// defaults to `Localizable` and the state to `.translated`.
    public init(
        key: String, table: String = "Localizable", locale: String, variation: String? = nil,
        value: String, location: SourceLocation, comment: String? = nil,
        state: TranslationState = .translated, fallbackLocale: String? = nil,
        substitutions: [Substitution] = [], element: ElementSpec? = nil,
        localeFolder: String? = nil, extractionState: String? = nil, widthBudget: WidthBudget? = nil
    ) {
        self.key = key
        self.table = table
        self.locale = locale
        self.variation = variation
        self.value = value
        self.location = location
        self.comment = comment
        self.state = state
        self.fallbackLocale = fallbackLocale
        self.substitutions = substitutions
        self.element = element
        self.localeFolder = localeFolder
        self.extractionState = extractionState
        self.widthBudget = widthBudget
    }

    /// Whether the value came from a `Base.lproj` folder (Base internationalization).
    public var isBase: Bool { localeFolder == "Base" }
}

/// The state of a translation, as String Catalogs (`stringUnit.state`) and XLIFF
/// (`target/@state`) record it.
public enum TranslationState: String, Hashable, Sendable, Codable {
    /// Translated and reviewed (`translated`; XLIFF `translated`, `final`, `signed-off`).
    case translated
    /// Not yet translated (`new`; XLIFF `new`, `needs-translation`).
    case new
    /// Translated but to be checked (`needs_review`; XLIFF `needs-review-translation` …).
    case needsReview = "needs_review"
    /// The source changed after translation (`stale`).
    case stale
    /// No value at all for this locale: the value shown is the fallback's.
    case missing
}

/// A named format substitution (`%#@name@`) with its variants.
///
/// String Catalogs write these under `substitutions` (with `argNum` and `formatSpecifier`);
/// `.stringsdict` files as variables of `NSStringLocalizedFormatKey`.
public struct Substitution: Hashable, Sendable, Codable {
    /// The substitution's name, as `%#@name@` refers to it (`count`, `NOTES`).
    public var name: String
    /// 1-based argument number (`argNum`), when given.
    public var argumentNumber: Int?
    /// The specifier the argument is formatted with, without `%` (`lld`, `d`, `@`).
    public var formatSpecifier: String
    /// One variant per plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    public var variants: [Variant]

    /// One plural variant of a substitution: its category, its text and where that text stands.
    public struct Variant: Hashable, Sendable, Codable {
        /// `plural.one`, `plural.other` …
        public var variation: String
        /// The variant's text, its own argument written `%arg` (String Catalogs) or as a specifier.
        public var value: String
        /// Where the variant's text stands in its file.
        public var location: SourceLocation

        /// Makes a variant from its variation path (`plural.one`), text and location.
        public init(variation: String, value: String, location: SourceLocation) {
            self.variation = variation
            self.value = value
            self.location = location
        }
    }

    /// Makes a substitution; `argumentNumber` is `nil` when the file gives none.
    public init(name: String, argumentNumber: Int? = nil, formatSpecifier: String, variants: [Variant]) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variants = variants
    }
}
