import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// False errors from Interface Builder (issue 12, section 1): buttons measured in the wrong font,
/// elements in stack views or under Auto Layout without a width, iPad-only documents.
@Suite struct InterfaceBuilderTrustTests {
    static func storyboard(_ buttons: String, runtime: String = "iOS.CocoaTouch") throws -> InterfaceBuilderDocument {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="\(runtime)" useAutolayout="YES">
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <subviews>\(buttons)</subviews></view></viewController></objects></scene></scenes></document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID().uuidString).storyboard")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try InterfaceBuilderReader.read(url: url, sourceLanguage: "en")
    }

    /// A plain storyboard button without a font is System 15 pt, fixed (not Body 17 that scales);
    /// one with a configuration follows its text style; its normal title and configuration title
    /// are one string.
    @Test func storyboardButtonDefaults() throws {
        let document = try Self.storyboard(
            """
            <button opaque="NO" buttonType="system" fixedFrame="YES" id="b1-plain"><rect key="frame" x="20" y="20" width="120" height="44"/><state key="normal" title="Unlock"/></button>
            <button opaque="NO" buttonType="system" fixedFrame="YES" id="b2-conf"><rect key="frame" x="20" y="80" width="280" height="44"/><state key="normal" title="Save Database"/><buttonConfiguration key="configuration" style="filled" title="Save Database"/></button>
            """)
        let plain = try #require(document.strings.first { $0.key == "b1-plain.normalTitle" }?.element)
        #expect(plain.font == FixedFont(pointSize: 15) && plain.textStyle == nil)
        let configured = document.strings.filter { $0.key.hasPrefix("b2-conf.") }
        #expect(configured.map(\.key) == ["b2-conf.configuration.title"])
        #expect(configured.first?.element?.textStyle == .body)
    }

    /// Interface Builder widths: a `fillEqually` stack of three in a 288 pt row gives each
    /// (288 − 2 × 8) / 3 pt less the configuration's insets and image; an Auto Layout label tied
    /// on both sides keeps its frame width, one free to grow has none; an iPad-only document
    /// is measured at iPad widths.
    @Test func storyboardWidthsFromStacksConstraintsAndIdiom() throws {
        let document = try Self.storyboard(
            """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st1"><rect key="frame" x="16" y="100" width="288" height="44"/>
            <subviews>
            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sb1"><rect key="frame" x="0.0" y="0.0" width="90.5" height="44"/><buttonConfiguration key="configuration" style="filled" title="Cancel"/></button>
            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sb2"><rect key="frame" x="98.5" y="0.0" width="90.5" height="44"/><buttonConfiguration key="configuration" style="filled" image="plus" imagePadding="6" title="Add"/></button>
            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sb3"><rect key="frame" x="197" y="0.0" width="90.5" height="44"/><state key="normal" title="Done"/></button>
            </subviews></stackView>
            <label opaque="NO" text="Tied" translatesAutoresizingMaskIntoConstraints="NO" id="lt1"><rect key="frame" x="16" y="200" width="288" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label opaque="NO" text="Free" translatesAutoresizingMaskIntoConstraints="NO" id="lf1"><rect key="frame" x="16" y="240" width="34" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label opaque="NO" text="Recommended Basal" translatesAutoresizingMaskIntoConstraints="NO" id="ls1"><rect key="frame" x="16" y="280" width="153" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label opaque="NO" text="3.5 U/hour" translatesAutoresizingMaskIntoConstraints="NO" id="ls2"><rect key="frame" x="177" y="280" width="127" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label opaque="NO" text="Database File Name" translatesAutoresizingMaskIntoConstraints="NO" id="la1"><rect key="frame" x="16" y="320" width="288" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            </subviews><constraints>
            <constraint firstItem="lt1" firstAttribute="leading" secondItem="v1" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="v1" firstAttribute="trailingMargin" secondItem="lt1" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="lf1" firstAttribute="leading" secondItem="v1" secondAttribute="leadingMargin" id="c3"/>
            <constraint firstItem="v1" firstAttribute="trailingMargin" relation="greaterThanOrEqual" secondItem="lf1" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="ls1" firstAttribute="leading" secondItem="v1" secondAttribute="leadingMargin" id="c5"/>
            <constraint firstItem="ls2" firstAttribute="leading" secondItem="ls1" secondAttribute="trailing" constant="8" id="c6"/>
            <constraint firstItem="v1" firstAttribute="trailingMargin" secondItem="ls2" secondAttribute="trailing" id="c7"/>
            <constraint firstItem="la1" firstAttribute="leading" secondItem="lt1" secondAttribute="leading" id="c8"/>
            <constraint firstItem="st1" firstAttribute="leading" secondItem="v1" secondAttribute="leadingMargin" id="c10"/>
            <constraint firstItem="v1" firstAttribute="trailingMargin" secondItem="st1" secondAttribute="trailing" id="c11"/>
            <constraint firstItem="la1" firstAttribute="trailing" secondItem="lt1" secondAttribute="trailing" id="c9"/>
            </constraints><subviews>
            """)
        func element(_ key: String) throws -> ElementSpec {
            try #require(document.strings.first { $0.key == key }?.element)
        }
        let share = (288.0 - 2 * 8) / 3
        let cancel = try element("sb1.configuration.title")
        #expect(cancel.width == share)
        #expect(cancel.availableWidth == share - 2 * 12)
        let add = try element("sb2.configuration.title")
        #expect(add.availableWidth == share - 2 * 12 - 17 - 6)
        #expect(try element("sb3.normalTitle").width == share)
        // Tied to the view's margins: the device's width less the 32 pt the 320 pt scene leaves.
        #expect(try element("lt1.text").width == nil && element("lt1.text").deviceMargin == 32)
        #expect(try element("lf1.text").width == nil && element("lf1.text").deviceMargin == nil)
        // Tied to a sibling whose text decides where the edge is: no fixed width either.
        #expect(try element("ls1.text").width == nil)
        #expect(try element("ls2.text").width == nil)
        // Aligned with a sibling on both edges: the width IB resolved.
        #expect(try element("la1.text").deviceMargin == 32)
        #expect(try element("ls1.text").deviceMargin == nil)
        var onDevices = AuditConfiguration()
        onDevices.devices = [.init(name: "iPhone 16", width: 393)]
        let resolved = ElementResolver(configuration: onDevices).resolve(
            try element("lt1.text"), config: nil,
            string: LocalizedString(key: "lt1.text", locale: "en", value: "Tied", location: SourceLocation(file: "x"))
        ) { _, _ in 0 }
        #expect(resolved.map(\.spec.width) == [393 - 32])

        let pad = try Self.storyboard(
            #"<label opaque="NO" text="Title" id="pl1"><rect key="frame" x="0" y="0" width="100" height="21"/></label>"#,
            runtime: "iOS.CocoaTouch.iPad")
        #expect(pad.diagnostics.isEmpty)
        #expect(try #require(pad.strings.first?.element).padOnly == true)
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320), .init(name: "iPad mini", width: 744)]
        let resolver = ElementResolver(configuration: configuration)
        #expect(resolver.devices(for: ElementSpec(role: .label), design: .ios18).count == 2)
        // No 320 pt iPhone runs iOS 26 (Design.ios26NarrowestIPhone): audited in the iOS 26
        // design, it shows the iOS 18 design.
        var newer = configuration
        newer.designs = [.ios26]
        let newerResolver = ElementResolver(configuration: newer)
        #expect(newerResolver.devices(for: ElementSpec(role: .label), design: .ios26).map(\.name) == ["iPad mini"])
        #expect(newerResolver.devices(for: ElementSpec(role: .label), design: .ios18).map(\.name) == ["iPhone SE"])
        var padSpec = ElementSpec(role: .navigationTitle)
        padSpec.padOnly = true
        #expect(resolver.devices(for: padSpec, design: .ios18).map(\.name) == ["iPad mini"])
    }
}
