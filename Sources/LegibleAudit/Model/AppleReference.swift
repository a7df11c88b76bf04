import Foundation

/// A page of Apple's Human Interface Guidelines or of Apple's developer documentation that a
/// rule rests on, by the name Apple's site gives it and its address.
///
/// Rules cite these (`RuleDescription.references`); reporters show the name and link it
/// (HTML, Markdown), print the address (text) or use it as SARIF's `helpUri`. The HIG pages
/// are cited by their current names (https://developer.apple.com/design/human-interface-guidelines/),
/// never by the section numbers of older editions, which Apple's site does not show.
public struct AppleReference: Sendable, Hashable, Codable, Comparable {
    /// The page's name as Apple's site shows it ("Buttons", "Lists and tables").
    public var name: String
    /// The page's address.
    public var url: String

    /// A page of any Apple site.
    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    /// A page of the Human Interface Guidelines, from its name and the last part of its address.
    static func hig(_ name: String, _ slug: String) -> AppleReference {
        AppleReference(name: name, url: "https://developer.apple.com/design/human-interface-guidelines/" + slug)
    }

    /// Orders references by name.
    public static func < (lhs: AppleReference, rhs: AppleReference) -> Bool { lhs.name < rhs.name }
}

extension AppleReference {
    // MARK: Human Interface Guidelines pages

    /// HIG Accessibility: https://developer.apple.com/design/human-interface-guidelines/accessibility
    public static let accessibility = hig("Accessibility", "accessibility")
    /// HIG Action sheets: https://developer.apple.com/design/human-interface-guidelines/action-sheets
    public static let actionSheets = hig("Action sheets", "action-sheets")
    /// HIG Activity views: https://developer.apple.com/design/human-interface-guidelines/activity-views
    public static let activityViews = hig("Activity views", "activity-views")
    /// HIG Alerts: https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let alerts = hig("Alerts", "alerts")
    /// HIG Buttons: https://developer.apple.com/design/human-interface-guidelines/buttons
    public static let buttons = hig("Buttons", "buttons")
    /// HIG Collections: https://developer.apple.com/design/human-interface-guidelines/collections
    public static let collections = hig("Collections", "collections")
    /// HIG Edit menus: https://developer.apple.com/design/human-interface-guidelines/edit-menus
    public static let editMenus = hig("Edit menus", "edit-menus")
    /// HIG Labels: https://developer.apple.com/design/human-interface-guidelines/labels
    public static let labels = hig("Labels", "labels")
    /// HIG Lists and tables: https://developer.apple.com/design/human-interface-guidelines/lists-and-tables
    public static let listsAndTables = hig("Lists and tables", "lists-and-tables")
    /// HIG Navigation bars: https://developer.apple.com/design/human-interface-guidelines/navigation-bars
    public static let navigationBars = hig("Navigation bars", "navigation-bars")
    /// HIG Page controls: https://developer.apple.com/design/human-interface-guidelines/page-controls
    public static let pageControls = hig("Page controls", "page-controls")
    /// HIG Pickers: https://developer.apple.com/design/human-interface-guidelines/pickers
    public static let pickers = hig("Pickers", "pickers")
    /// HIG Progress indicators: https://developer.apple.com/design/human-interface-guidelines/progress-indicators
    public static let progressIndicators = hig("Progress indicators", "progress-indicators")
    /// HIG Refresh content controls: https://developer.apple.com/design/human-interface-guidelines/refresh-content-controls
    public static let refreshContentControls = hig("Refresh content controls", "refresh-content-controls")
    /// HIG Search fields: https://developer.apple.com/design/human-interface-guidelines/search-fields
    public static let searchFields = hig("Search fields", "search-fields")
    /// HIG Segmented controls: https://developer.apple.com/design/human-interface-guidelines/segmented-controls
    public static let segmentedControls = hig("Segmented controls", "segmented-controls")
    /// HIG Tab bars: https://developer.apple.com/design/human-interface-guidelines/tab-bars
    public static let tabBars = hig("Tab bars", "tab-bars")
    /// HIG Text fields: https://developer.apple.com/design/human-interface-guidelines/text-fields
    public static let textFields = hig("Text fields", "text-fields")
    /// HIG Text views: https://developer.apple.com/design/human-interface-guidelines/text-views
    public static let textViews = hig("Text views", "text-views")
    /// HIG Toggles: https://developer.apple.com/design/human-interface-guidelines/toggles
    public static let toggles = hig("Toggles", "toggles")
    /// HIG Toolbars: https://developer.apple.com/design/human-interface-guidelines/toolbars
    public static let toolbars = hig("Toolbars", "toolbars")
    /// HIG Typography: https://developer.apple.com/design/human-interface-guidelines/typography
    public static let typography = hig("Typography", "typography")

    // MARK: Apple developer documentation pages

    /// Xcode's guide to String Catalogs: translation states (needs review, stale) and variations.
    public static let stringCatalogs = AppleReference(
        name: "Localizing and varying text with a string catalog",
        url: "https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog")
    /// The format specifiers `String(format:)` and `NSString` accept (`%@`, `%d`, `%1$@`, `%%`).
    public static let formatSpecifiers = AppleReference(
        name: "String Format Specifiers",
        url:
            "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html"
    )

    /// Every page rules cite, by name.
    public static let all: [AppleReference] = [
        accessibility, actionSheets, activityViews, alerts, buttons, collections, editMenus, labels, listsAndTables,
        navigationBars, pageControls, pickers, progressIndicators, refreshContentControls, searchFields,
        segmentedControls, tabBars, textFields, textViews, toggles, toolbars, typography, stringCatalogs,
        formatSpecifiers,
    ]

    /// Whether this is a page of the Human Interface Guidelines (rather than other documentation).
    public var isHIG: Bool { url.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/") }

    /// The names of `references`, as findings and messages show them: "Alerts, Buttons".
    public static func names(_ references: [AppleReference]) -> String {
        references.map(\.name).joined(separator: ", ")
    }
}
