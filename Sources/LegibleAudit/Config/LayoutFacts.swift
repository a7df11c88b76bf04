import Foundation
import LegibleText

/// The constants SwiftUI's and UIKit's layouts use around a text, in one place, each with its
/// source and the iOS versions it holds for (`Docs/layout.md`, whose confidence
/// letters are kept: A Apple documentation, R a reliable third party, M measured by a third
/// party, I inferred, U unknown). An unknown is an assumption: `LayoutRoom` marks the
/// deductions that rest on one, and a cut within them counts one severity lower and says so.
public enum LayoutFacts {
    /// `HStack`/`VStack` spacing when `spacing` is `nil` and neither view states a preference,
    /// points (8; iOS 13+): OpenSwiftUI `defaultSpacing` (R). Horizontal Text↔Text falls back
    /// to it too (Apple, swiftui/viewspacing).
    public static let stackSpacing = 8.0
    /// `Spacer()`'s least length when `minLength` is `nil`: the default spacing (8; iOS 13+;
    /// Apple, swiftui/spacer/minlength; OpenSwiftUI `Spacer.swift`, R).
    public static let spacerMinLength = 8.0
    /// `.padding()` with no length, on each padded edge (16; iOS 13+): OpenSwiftUI
    /// `DefaultPadding.swift` (R); Apple says only "platform-specific default".
    public static let defaultPadding = 16.0
    /// `UISwitch` / SwiftUI `Toggle`'s switch width in the iOS 18 design (51 pt; wanteddev/montage-ios
    /// PR 488, NativeScript PR 4212; R).
    public static let switchWidth = 51.0
    /// The switch's width in the iOS 26 design (63 pt; wanteddev/montage-ios PR 488, facebook/react-native
    /// PR 53067; R).
    public static let switchWidthIOS26 = 63.0
    /// `UIStepper` / SwiftUI `Stepper` width (94 pt, commonly cited; I): an assumption.
    public static let stepperWidth = 94.0
    /// `Divider()` in a horizontal stack: a vertical line 1 pt wide (assumed; its thickness is
    /// one pixel, 1/3 pt on a 3× screen, so this overstates it by at most 2/3 pt).
    public static let dividerWidth = 1.0
    /// An inset-grouped list's card inset from the screen's edge on each side, points (16):
    /// assumed at the compact-width layout margin, as the card's inset is not published
    /// (Docs/layout.md: unknown). A `List` with no style, `.insetGrouped` or `.inset`, and a
    /// `Form`, draw their rows on such cards on iPhone; the row's own content margins are the
    /// role's preset (`RolePreset.margin`).
    public static let insetGroupedCardInset = 16.0
    /// The horizontal inset of SwiftUI's `.bordered` and `.borderedProminent` button styles (and
    /// iOS 26's `.glass` and `.glassProminent`) between the button's edge and its label, each
    /// side, at the regular control size, points (12): assumed, as Apple publishes no insets for
    /// the system button styles (Docs/layout.md: unknown).
    public static let borderedButtonInset = 12.0
    /// A medium home-screen widget's width on an iPhone `deviceWidth` points wide, points: the
    /// widest a widget's text can be on a phone (a small widget is about half; a large one as
    /// wide). Measured with GeometryReader by simonbs/ios-widget-sizes (M): 292 on 320 pt
    /// phones, 321 on 375 pt (iPhone 8 and SE; 329 on the 375 pt X and minis), 338 on 390 pt,
    /// 348 on 414 pt (8 Plus; 360 on the 11 and XR), 364 on 428 pt. A width between two
    /// measured ones takes the narrower's widget (393 and 402 pt phones: 338; 430 and 440 pt:
    /// 364), assumed. Docs/layout.md.
    public static func mediumWidgetWidth(deviceWidth: Double) -> Double {
        let measured: [(device: Double, widget: Double)] = [
            (320, 292), (375, 321), (390, 338), (414, 348), (428, 364),
        ]
        return measured.last(where: { $0.device <= deviceWidth })?.widget ?? deviceWidth * 292 / 320
    }
    /// A small home-screen widget's width on an iPhone `deviceWidth` points wide, points, for a
    /// widget whose configuration offers no larger family. Measured by the same source as
    /// `mediumWidgetWidth(deviceWidth:)` (simonbs/ios-widget-sizes, M): 141 on 320 pt phones,
    /// 148 on 375 pt (iPhone 8 and SE; 155 on the X and minis), 158 on 390 pt, 159 on 414 pt
    /// (8 Plus; 169 on the 11 and XR), 170 on 428 pt; between two, the narrower's (assumed).
    public static func smallWidgetWidth(deviceWidth: Double) -> Double {
        let measured: [(device: Double, widget: Double)] = [
            (320, 141), (375, 148), (390, 158), (414, 159), (428, 170),
        ]
        return measured.last(where: { $0.device <= deviceWidth })?.widget ?? deviceWidth * 141 / 320
    }
    /// UIStackView's default spacing (0; Apple, uikit/uistackview/spacing; A).
    public static let uiStackViewSpacing = 0.0
    /// A view's default layout margins on each side when it is not a view controller's root
    /// view, points (8; Apple, uikit/uiview/directionallayoutmargins: "normally 8 points on each
    /// side"; A): a stack view's `isLayoutMarginsRelativeArrangement` and a `layoutMarginsGuide`
    /// of a view inside the root view take them off.
    public static let viewLayoutMargin = 8.0
    /// A view's horizontal content compression resistance priority unless it sets one (750,
    /// `UILayoutPriority.defaultHigh`; Apple, uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    /// and uikit/uilayoutpriority/defaulthigh; A): in a row the lower priority gives way first.
    public static let defaultCompressionResistance = 750.0
    /// The font an SF Symbol in a `UIImageView` is drawn in when its image has no symbol
    /// configuration: assumed Body's size at the default size category (17 pt), fixed — Apple
    /// does not document the default, and only a text-style configuration makes a symbol follow
    /// Dynamic Type (uiimage/symbolconfiguration-swift.class/init(textstyle:); Docs/layout.md: I).
    public static let defaultSymbolFont = FontSpecification.fixed(
        family: nil, pointSize: 17, weight: .regular, scalesWith: nil)
    /// The gap between a `.value1` table view cell's title and its detail text, points: not
    /// documented (Docs/layout.md: U), assumed 8, the stack spacing; a cut within it counts one
    /// severity lower.
    public static let value1Gap = 8.0

    /// The width of an SF Symbol (`Image(systemName:)`) drawn in a font of `pointSize`, points:
    /// assumed as wide as the font's point size. Symbols are drawn to the font's size and vary
    /// in width (a chevron is about half as wide as a gear); Apple publishes no per-symbol
    /// widths, and Legible does not carry the symbols' font. A cut within it counts one severity
    /// lower (Docs/layout.md: unknown).
    public static func symbolWidth(pointSize: Double) -> Double { pointSize * symbolWidthPerPoint }
    /// See `symbolWidth(pointSize:)`.
    public static let symbolWidthPerPoint = 1.0
    /// The gap between a `Label`'s icon and its title, points: assumed at the stack spacing
    /// (Docs/layout.md: unknown).
    public static let labelIconSpacing = 8.0
}
