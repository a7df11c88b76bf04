import Foundation

/// The system design an app's bars, alerts and controls are drawn in: what decides the room
/// `RolePreset` gives a role.
///
/// Apps built with Xcode 26 or later are drawn in the iOS 26 design (Liquid Glass) unless their
/// Info.plist sets `UIDesignRequiresCompatibility`, which keeps the iOS 18 design on iOS 26; "the
/// system ignores this key when you build for iOS 27 or later"
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility).
/// The iOS 26 metrics are in `RolePreset.Liquid`, each constant with its source.
public enum Design: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// iOS 13–18 bars: full-width tab bar, 44 pt navigation bar with bare text buttons and a
    /// titled back button, 270 pt alerts, 51 pt switches.
    case ios18
    /// iOS 26 and 27 (Liquid Glass): a 62 pt tab capsule inset 21 pt, 54 pt navigation bar with
    /// glass buttons and a chevron-only back button, 320 pt alerts, 63 pt switches.
    case ios26

    /// "iOS 18", "iOS 26", for messages and summaries.
    public var name: String {
        switch self {
        case .ios18: "iOS 18"
        case .ios26: "iOS 26"
        }
    }

    /// The value `legible.json`'s `design` and `--design` take: `ios18`, `ios26` or `both`.
    public static func parse(_ text: String) -> [Design]? {
        switch text.lowercased() {
        case "ios18": [.ios18]
        case "ios26": [.ios26]
        case "both": [.ios18, .ios26]
        default: nil
        }
    }

    /// "the iOS 26 design", "the iOS 18 and iOS 26 designs", for messages.
    public static func phrase(_ designs: [Design]) -> String {
        // One design, however often listed: no set and no sort (a fit finding's message names
        // its design, and the set and the sort cost more than the rest).
        if let first = designs.first, !designs.contains(where: { $0 != first }) { return "the \(first.name) design" }
        let sorted = Array(Set(designs)).sorted()
        return sorted.count == 1
            ? "the \(sorted[0].name) design"
            : "the \(sorted.map(\.name).joined(separator: " and ")) designs"
    }

    /// The narrowest iPhone that runs iOS 26, points: the iPhone SE (2nd generation), 375 pt.
    /// iOS 26 runs on the iPhone 11 and later and the iPhone SE (2nd generation) and later, as
    /// Apple's compatibility list at WWDC 2025 gave it (reported by India Today, 2025-06-10,
    /// https://www.indiatoday.in/technology/news/story/ios-26-coming-soon-and-here-are-the-iphones-it-will-support-check-the-full-list-here-2738392-2025-06-10);
    /// the 320 pt iPhones (iPhone SE 1st generation, iPod touch) stop at iOS 15, whose bars are
    /// drawn in the iOS 18 design.
    public static let ios26NarrowestIPhone = 375.0

    /// The designs of `designs` drawn on `device`: an iPhone narrower than
    /// `ios26NarrowestIPhone` never runs iOS 26, so it shows the iOS 18 design whatever the app
    /// is built with (the iOS 18 design alone when `designs` is the iOS 26 design alone).
    public static func designs(_ designs: [Design], on device: AuditConfiguration.Device) -> [Design] {
        guard device.width < ios26NarrowestIPhone, designs.contains(.ios26) else { return designs }
        let older = designs.filter { $0 != .ios26 }
        return older.isEmpty ? [.ios18] : older
    }

    /// The designs any of `devices` shows (`designs(_:on:)`), oldest first.
    public static func designs(_ designs: [Design], on devices: [AuditConfiguration.Device]) -> [Design] {
        let shown = Set(devices.flatMap { Self.designs(designs, on: $0) })
        return Design.allCases.filter { shown.contains($0) }
    }

    /// The devices of `devices` this design is drawn on when the app is audited in `designs`.
    public func devices(
        _ devices: [AuditConfiguration.Device], of designs: [Design]
    ) -> [AuditConfiguration.Device] {
        devices.filter { Self.designs(designs, on: $0).contains(self) }
    }

    /// Orders the designs oldest first (`ios18` before `ios26`).
    public static func < (lhs: Design, rhs: Design) -> Bool { lhs.rawValue < rhs.rawValue }
}
