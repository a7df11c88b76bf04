import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// Fixtures for reports from real apps, measured with the real fonts.
@Suite struct RuleFixtureTests {
    /// A "Help" bar button inside a custom view hard-coded to 44 x 44 pt: fine in English; the
    /// Spanish title "Ayuda y soporte" is cut (truncation) and outgrows the tap area (tap-target).
    @Test func helpButtonInFixedFrame() throws {
        let element = ElementSpec(
            role: .barButtonItem, name: "helpButton", width: 44, height: 44,
            font: FixedFont(pointSize: 17), adjustsFontForContentSizeCategory: false)
        let english = RuleTestSupport.fitContext("Help", locale: "en", element: element)
        #expect(english.checks.allSatisfy { $0.layout.fits })
        #expect(RuleRegistry.standard.checkFit(english).isEmpty)

        let spanish = RuleTestSupport.fitContext("Ayuda y soporte", locale: "es", element: element)
        let large = try #require(spanish.checks.first { $0.sizeCategory == .large && !$0.boldText })
        #expect(!large.layout.fits, "truncated: what the engine's truncation rule reports")
        #expect(large.visibleText.hasSuffix("…"))
        #expect(large.layout.visibleText.isEmpty, "the engine's layouts leave out their texts")
        let findings = RuleRegistry.standard.checkFit(spanish)
        #expect(findings.map(\.rule) == ["tap-target", "truncation"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("“Ayuda y soporte”"))
        #expect(finding.message.contains("fixed at 44 × 44 pt"))
        #expect((finding.measurement?.width ?? 0) > 100)
        #expect(finding.locale == "es" && finding.element?.name == "helpButton")
        #expect(finding.sizeCategories?.count == 12 && finding.boldTextStates == ["off", "on"])
    }

    /// A 24 x 24 pt icon-only settings button, as an element and as a screen control.
    @Test func iconOnlySettingsButton() throws {
        let element = ElementSpec(role: .button, name: "settingsButton", width: 24, height: 24)
        let fit = TapTargetRule().check(RuleTestSupport.fitContext("", element: element))
        #expect(fit.count == 1)
        #expect(fit.first?.message.hasPrefix("The icon-only button settingsButton offers 24 × 24 pt") == true)

        let screen = Screen(
            name: "Home", controls: [Screen.Control(name: "settingsButton", icon: "gearshape", width: 24, height: 24)])
        let findings = RuleRegistry.standard.checkScreen(RuleTestSupport.screenContext(screen))
        #expect(findings.map(\.rule) == ["tap-target"])
        #expect(findings.first?.element?.role == "button")
        // WCAG 2.5.8's 24 px minimum, set through the options, accepts it.
        let relaxed = RuleTestSupport.screenContext(screen, options: RuleOptions(minimumTapTarget: 24))
        #expect(TapTargetRule().check(relaxed).isEmpty)
    }

    /// A failure only at AX1–AX5 takes `accessibilitySizeSeverity`; fit findings point at the
    /// string, frame findings at the element.
    @Test func severityAndLocation() throws {
        let elementLocation = SourceLocation(file: "Main.storyboard", line: 80, column: 9)
        let element = ElementSpec(role: .button, width: 200, height: 30, textStyle: .body, location: elementLocation)
        let context = RuleTestSupport.fitContext("Guardar", locale: "es", element: element)
        let clipped = try #require(VerticalClippingRule().check(context).first)
        #expect(VerticalClippingRule.description.defaultSeverity == .error)
        #expect(clipped.severity == .warning && clipped.sizeCategory == "AX1")
        #expect(clipped.file == "Example.strings")
        var strict = context
        strict.options.accessibilitySizeSeverity = .error
        #expect(VerticalClippingRule().check(strict).first?.severity == .error)
        let small = ElementSpec(role: .button, width: 30, height: 30, textStyle: .body, location: elementLocation)
        let tap = try #require(TapTargetRule().check(RuleTestSupport.fitContext("OK", element: small)).first)
        #expect(tap.file == "Main.storyboard" && tap.line == 80)
    }

    /// A button without a frame gets the room its role leaves on the device (390 pt less 16 pt
    /// margins, as the audit resolves it) and the height of its title's line and insets: too low
    /// at xSmall only.
    @Test func framelessButtonDependsOnSize() throws {
        let element = ElementSpec(
            role: .button, textStyle: .body, insets: EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
        let findings = TapTargetRule().check(RuleTestSupport.fitContext("Save", element: element))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(
            finding.message.contains("358 × 43 pt at xSmall ("),
            "19 pt line + 6 + 6 + UIKit's 6 + 6: \(finding.message)")
    }

    /// Portuguese compose screen: "Cancelar", the title and a long right button need about 470 pt
    /// on a 440 pt wide iPhone (a real report); in English the bar fits.
    @Test func portugueseNavigationBarOverflows() throws {
        func screen(_ cancel: String, _ title: String, _ post: String) -> Screen {
            Screen(
                name: "Compose",
                navigationBar: Screen.NavigationBar(
                    title: .key("compose.title"), leadingItems: [Screen.BarItem(title: .key("compose.cancel"))],
                    trailingItems: [Screen.BarItem(title: .key("compose.post"), style: .done)]))
        }
        let bar = screen("", "", "")
        let english: [ScreenText: String] = [
            .key("compose.title"): "New Post", .key("compose.cancel"): "Cancel",
            .key("compose.post"): "Post to Followers",
        ]
        let portuguese: [ScreenText: String] = [
            .key("compose.title"): "Nova publicação", .key("compose.cancel"): "Cancelar",
            .key("compose.post"): "Publicar para os seguidores",
        ]
        let location = SourceLocation(file: "pt-BR.lproj/Localizable.strings", line: 12, column: 1)
        let strings: [ScreenText: LocalizedString] = [
            .key("compose.title"): LocalizedString(
                key: "compose.title", locale: "pt-BR", value: "Nova publicação", location: location)
        ]

        let en = ScreenContext(
            screen: bar, locale: "en", texts: english, measurer: RuleTestSupport.measurer,
            deviceWidth: 440, deviceName: "iPhone 16 Pro Max")
        #expect(NavigationTitleFitRule().check(en).isEmpty)

        let pt = ScreenContext(
            screen: bar, locale: "pt-BR", texts: portuguese, strings: strings,
            measurer: RuleTestSupport.measurer, deviceWidth: 440, deviceName: "iPhone 16 Pro Max")
        let finding = try #require(NavigationTitleFitRule().check(pt).first)
        #expect(finding.key == "compose.title" && finding.file == location.file && finding.line == 12)
        #expect(finding.message.contains("on a 440 pt wide iPhone 16 Pro Max"))
        let total = try #require(
            Double(
                finding.message.components(separatedBy: "the bar needs ").last?
                    .components(separatedBy: " pt").first ?? ""))
        #expect((455...485).contains(total), "about 470 pt in all, measured \(total)")
        #expect(finding.boldText == false)
        #expect((finding.measurement?.overflow ?? 0) > 20)
    }

    /// `legible.json`'s screens decode with every collection optional; keys are bare strings.
    @Test func screenDecodesFromConfiguration() throws {
        let json = """
            {"name": "Compose", "location": {"file": "legible.json", "line": 40, "column": 5},
             "navigationBar": {"title": "compose.title", "leadingItems": [{"title": {"text": "Cancel"}}],
                               "trailingItems": [{"title": {"key": "compose.post", "table": "Compose"}, "style": "done"}]},
             "alerts": [{"title": "discard.title", "actions": [{"title": {"text": "Cancel"}, "style": "cancel"},
                                                              {"title": "discard.confirm", "style": "destructive"}]},
                        {"style": "actionSheet", "actions": [{"title": "share"}]}],
             "segmentedControls": [{"segments": [{"title": "all"}, {"icon": "star"}], "width": 300}],
             "pageControls": [{"numberOfPages": 3}], "datePickers": [{"minuteInterval": 15}]}
            """
        let screen = try JSONDecoder().decode(Screen.self, from: Data(json.utf8))
        #expect(screen.navigationBar?.title == .key("compose.title"))
        #expect(screen.navigationBar?.leadingItems.first?.title == .literal("Cancel"))
        #expect(screen.navigationBar?.trailingItems.first?.style == .done)
        #expect(screen.navigationBar?.showsBackButton == false)
        #expect(screen.alerts.count == 2 && screen.alerts[1].style == .actionSheet)
        #expect(screen.alerts[0].actions.map(\.style) == [.cancel, .destructive])
        #expect(screen.location?.line == 40)
        #expect(
            screen.textReferences == [
                .key("compose.title"), .literal("Cancel"), .key("compose.post", table: "Compose"),
                .key("all"), .key("discard.title"), .key("discard.confirm"), .key("share"),
            ])
        let again = try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen))
        #expect(again == screen)
        // Findings on the decoded screen: the action sheet has no Cancel, the control mixes text and image.
        let findings = RuleRegistry.standard.checkScreen(RuleTestSupport.screenContext(screen))
        #expect(Set(findings.map(\.rule)) == ["action-sheet", "segment-count"])
        #expect(findings.allSatisfy { $0.file == "legible.json" })
    }
}
