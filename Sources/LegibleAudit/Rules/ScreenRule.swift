import Foundation
import LegibleText

/// A rule that judges a whole screen: counts and arrangement of bars, alerts and segmented
/// controls, and text that competes for one bar's room (navigation title, back button, segments).
public protocol ScreenRule: Rule {
    /// Creates the rule; rules keep no state between checks.
    init()
    /// Findings for `context.screen` in `context.locale` (severity: the rule's default; the engine
    /// applies config).
    func check(_ context: ScreenContext) -> [Finding]
}

/// What a `ScreenRule` sees: one screen in one locale on one device.
public struct ScreenContext: Sendable {
    /// The screen checked.
    public var screen: Screen
    /// Locale identifier (`pt-BR`).
    public var locale: String
    /// The value of each key the screen refers to, in this locale, with samples for its format
    /// specifiers (what is measured). Literal texts need no entry.
    public var texts: [ScreenText: String]
    /// The string each key came from, for the findings' key and source location.
    public var strings: [ScreenText: LocalizedString]
    /// Measures titles; `nil`: rules that measure (navigation title, segments) report nothing.
    public var measurer: TextMeasurer?
    /// Device width in portrait, points.
    public var deviceWidth: Double
    /// The device's name, for messages ("iPhone 16 Pro Max").
    public var deviceName: String?
    /// Phone or pad: limits such as five tabs are the iPhone's.
    public var idiom: DeviceIdiom
    /// Bold Text states to measure in (bars do not follow Dynamic Type, but Bold Text widens them).
    public var boldTextStates: [Bool]
    /// Thresholds and per-locale conventions.
    public var options: RuleOptions
    /// The design the screen's bars and alerts are drawn in.
    public var design: Design = .ios18

    /// - Parameters:
    ///   - idiom: `nil`: `.pad` when the device is at least 700 pt wide, else `.phone`.
    public init(
        screen: Screen, locale: String, texts: [ScreenText: String] = [:],
        strings: [ScreenText: LocalizedString] = [:], measurer: TextMeasurer? = nil,
        deviceWidth: Double = 390, deviceName: String? = nil, idiom: DeviceIdiom? = nil,
        boldTextStates: [Bool] = [false, true], options: RuleOptions = RuleOptions()
    ) {
        self.screen = screen
        self.locale = locale
        self.texts = texts
        self.strings = strings
        self.measurer = measurer
        self.deviceWidth = deviceWidth
        self.deviceName = deviceName
        self.idiom = idiom ?? (deviceWidth >= 700 ? .pad : .phone)
        self.boldTextStates = boldTextStates
        self.options = options
    }

    /// The text shown for `text` in this locale: the literal itself, or the key's value (falling
    /// back to `strings`' value); `nil` when the key has no value here.
    public func text(_ text: ScreenText?) -> String? {
        guard let text else { return nil }
        switch text {
        case let .literal(literal): return literal
        case .key: return texts[text] ?? strings[text]?.value
        }
    }

    /// "on a 440 pt wide iPhone 16 Pro Max" / "on a 390 pt wide screen".
    var deviceDescription: String {
        "on a \(Format.points(deviceWidth)) pt wide \(deviceName ?? (idiom == .pad ? "iPad" : "iPhone"))"
    }
}

/// The kind of device a screen is checked on: limits such as "at most 5 tabs" are the iPhone's.
public enum DeviceIdiom: String, Hashable, Sendable, Codable {
    case phone, pad
}
