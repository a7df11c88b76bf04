import Foundation
import LegibleText

@testable import LegibleAudit

/// Builds the contexts rules see, measuring with the real `TextMeasurer` (Inter for SF Pro, Noto
/// for other scripts) the way the engine will.
enum RuleTestSupport {
    /// One measurer for every rule test (thread-safe; fonts are indexed once).
    static let measurer = TextMeasurer()

    /// A `FitContext` for `text` in `element`, made by the engine's own `AuditEngine.fitContexts`:
    /// measured at every size category, Bold Text off and on (smallest size first, Bold Text off
    /// first), a size above the element's cap at the cap. An element without a width takes the
    /// room its role leaves on a device `deviceWidth` wide (default 390 pt).
    static func fitContext(
        _ text: String, locale: String = "en", element: ElementSpec, deviceWidth: Double? = nil,
        options: RuleOptions = RuleOptions(), key: String = "example"
    ) -> FitContext {
        let string = LocalizedString(
            key: key, locale: locale, value: text,
            location: SourceLocation(file: "Example.strings", line: 1, column: 1))
        var configuration = AuditConfiguration()
        configuration.ruleOptions = options
        configuration.devices = [AuditConfiguration.Device(name: "iPhone", width: deviceWidth ?? 390)]
        let engine = AuditEngine(configuration: configuration, measurer: measurer)
        guard let context = engine.fitContexts(string, in: element).first else {
            fatalError("the engine resolved no element for \(element)")
        }
        return context
    }

    /// A `ScreenContext` for `screen` in `locale` on a device `deviceWidth` wide.
    static func screenContext(
        _ screen: Screen, locale: String = "en", deviceWidth: Double = 390,
        options: RuleOptions = RuleOptions()
    ) -> ScreenContext {
        ScreenContext(screen: screen, locale: locale, measurer: measurer, deviceWidth: deviceWidth, options: options)
    }

    /// A collection of one key, in English (`example.source`, else the example's text) and, when
    /// the example is in another locale, in it (`example.text` in `example.state`).
    static func catalog(_ example: RuleExample) -> StringCollection {
        let location = SourceLocation(file: "Localizable.xcstrings", line: 1, column: 1)
        var strings = [
            LocalizedString(key: "example", locale: "en", value: example.source ?? example.text, location: location)
        ]
        if example.locale != "en" {
            strings.append(
                LocalizedString(
                    key: "example", locale: example.locale, value: example.text, location: location,
                    state: example.state ?? .translated,
                    fallbackLocale: example.state == .missing ? "en" : nil))
        }
        return StringCollection(sourceLanguage: "en", strings: strings)
    }

    /// Runs `rule` on `example` the way the engine would run it: its screen when it has one, else
    /// its element (fit rules), else its text in its role (text rules).
    static func findings(of rule: any Rule.Type, for example: RuleExample) -> [Finding] {
        let options = example.options ?? RuleOptions()
        var findings: [Finding] = []
        if let screen = example.screen {
            if let screenRule = rule as? any ScreenRule.Type {
                findings += screenRule.init().check(
                    screenContext(
                        screen, locale: example.locale, deviceWidth: example.deviceWidth ?? 390, options: options))
            }
            return findings
        }
        if let catalogRule = rule as? any CatalogRule.Type {
            findings += catalogRule.init().check(catalog(example))
        }
        if let fitRule = rule as? any FitRule.Type {
            let element = example.element ?? ElementSpec(role: example.role)
            findings += fitRule.init().check(
                fitContext(
                    example.text, locale: example.locale, element: element, deviceWidth: example.deviceWidth,
                    options: options))
        }
        if let textRule = rule as? any TextRule.Type {
            findings += textRule.init().check(
                TextContext(
                    text: example.text, locale: example.locale, role: example.role,
                    options: options))
        }
        return findings
    }
}
