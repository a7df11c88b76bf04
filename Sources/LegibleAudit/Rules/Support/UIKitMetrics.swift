import Foundation
import LegibleText

/// The UIKit metrics the screen and fit rules assume, each with its source.
///
/// Sources are the sections of Docs/sources.md. Where no source was found (NOT FOUND), the value is an
/// assumption, marked so here and in `assumptions`; where a choice had to be made, it is the one
/// that reports less (a wrong finding is worse than a missed one).
enum UIKitMetrics {
    // MARK: Navigation bar (Docs/sources.md 3b, 3c)

    /// Leading and trailing margin of bars and root views in compact width, points. Source: 3b
    /// (UseYourLoaf "16 pt in compact width"; Flutter `_kNavBarEdgePadding = 16`). Whether
    /// 414–440 pt iPhones use 20 pt is NOT FOUND: 16 assumed for every iPhone.
    static let compactMargin = 16.0
    /// The same in regular width (iPad), points. Source: 3b (UseYourLoaf, SAP Fiori: 20).
    static let regularMargin = 20.0
    /// Space between bar items, and between the title and the items, points. NOT FOUND for bars
    /// as such; assumed from 3b (a view's default layout margins are 8 pt) and from iOS 11's
    /// minimum fixed-space width of 8 pt (matrixprojects.net, "UIBarButtonItem & iOS 11").
    static let barItemSpacing = 8.0
    /// Distance of the back chevron from the bar's leading edge, points. NOT FOUND in any source;
    /// assumed 8 from code comments found in public code ("if the first item is a system
    /// UIBarButtonItem the distance to the bar's edge is only 8", Bark `UINavigationItem+Extension`;
    /// HQKit "Bar margin; default is 8px").
    static let backChevronMargin = 8.0
    /// Width of the back chevron, points. NOT FOUND in any source; the brief's figure (about 13 pt).
    static let backChevronWidth = 13.0
    /// Gap between the back chevron and its title, points. NOT FOUND; the brief's figure (6 pt).
    static let backChevronGap = 6.0
    /// Width an icon bar item takes, points. NOT FOUND; assumed 24 (an earlier HIG edition gives 20 x 20 px @1x
    /// toolbar / navigation icons; SF Symbols at the bar's 17 pt are about 22–24 pt wide).
    static let barIconWidth = 24.0
    /// Navigation bar title: 17 pt semibold. Source: 3c (Flutter, Ionic; one guide says Medium).
    static let navigationTitleSize = 17.0
    static let navigationTitleWeight = FontWeight.semibold
    /// Large title: 34 pt bold. Source: 3c (Flutter `_kDefaultLargeTitleTextStyle`).
    static let largeTitleSize = 34.0
    static let largeTitleWeight = FontWeight.bold
    /// Bar button titles: 17 pt, regular; `done` items semibold. NOT FOUND in any source for bar
    /// buttons; assumed equal to alert buttons (3g: 17 pt, the preferred action semibold).
    static let barButtonSize = 17.0
    /// Bar heights in portrait, points: 44 on iPhone, 50 on iPad (iOS 12 SDK+). Source: 3c, 3i.
    static let barHeightPhone = 44.0
    static let barHeightPad = 50.0
    /// Tab bar height on iPhone, points: 49 (code comments; Flutter says 50). Source: 3d (disputed).
    static let tabBarHeight = 49.0

    // MARK: Alerts and action sheets (Docs/sources.md 3g, 3h)

    /// Alert width, points. Source: 3g (Flutter `_kCupertinoDialogWidth = 270`, Ionic, marpies.com).
    static let alertWidth = 270.0
    /// Horizontal padding of alert text, each side, points. Source: 3g (Ionic 16; Flutter's edge
    /// padding is 20, the smaller figure is taken so fewer lines are predicted).
    static let alertTextPadding = 16.0
    /// Room for an alert's title and message, points (270 − 2 × 16).
    static var alertTextWidth: Double { alertWidth - 2 * alertTextPadding }
    /// Alert title 17 pt semibold, message 13 pt regular. Source: 3g.
    static let alertTitleSize = 17.0
    static let alertMessageSize = 13.0
    /// Alert button height, points. Source: 3g (Ionic min-height 44; Flutter 45).
    static let alertButtonHeight = 44.0
    /// Action sheet buttons 56 pt high. Source: 3h.
    static let actionSheetButtonHeight = 56.0
    /// At most 5 buttons in an action sheet (Cancel included) before it scrolls. Source: an earlier edition of the HIG (Docs/sources.md 3h, 3i).
    static let actionSheetMaximumButtons = 5

    // MARK: Segmented controls (Docs/sources.md 3e)

    /// Segment title font: 13 pt. Source: 3e (Ionic, Erik Kennedy). The selected segment's weight
    /// is NOT FOUND: titles are measured in regular, the lighter choice.
    static let segmentTitleSize = 13.0
    /// Padding between a segment's title and its edges, each side, points. NOT FOUND (3e: Ionic's
    /// min-width 70 / margin 2 are Ionic's own); assumed 6.
    static let segmentPadding = 6.0
    /// At most 5 segments on iPhone. Source: 3e (HIG Segmented controls: "no more than about five segments").
    static let maximumSegmentsPhone = 5

    // MARK: Tab bars and toolbars (Docs/sources.md 3d)

    /// At most 5 tabs on iPhone; with more, the fifth becomes "More". Source: 3d (UITabBarController.h).
    static let maximumTabsPhone = 5
    /// Tab bar icons 30 x 30, toolbar and navigation bar icons 20 x 20, at @1x. Source: an earlier edition of the HIG (Docs/sources.md 3h, 3i).
    static let tabBarIconSize = 30.0
    static let barIconSize = 20.0
    /// Limit toolbar icons to 5. Source: an earlier edition of the HIG (Docs/sources.md 3h, 3i).
    static let maximumToolbarIcons = 5

    // MARK: Buttons (Docs/sources.md 3f)

    /// UIKit insets a system button's title 6 pt at the top and the bottom (a measured answer in
    /// 3f: 18 pt font → 21 pt label → 33 pt button). Added to a frameless button's height.
    static let systemButtonVerticalInset = 6.0

    /// One line per assumption no source settles, for reports and documentation.
    static let assumptions: [String] = [
        "navigation bar margins: 16 pt on every iPhone, 20 pt on iPad (414–440 pt iPhones NOT FOUND)",
        "space between bar items and between title and items: 8 pt (NOT FOUND; UIKit's 8 pt default layout margins, iOS 11 fixed-space minimum)",
        "back chevron 13 pt, 8 pt from the edge, plus a 6 pt gap before its title (NOT FOUND; brief, code comments)",
        "icon bar items take 24 pt (NOT FOUND; an earlier HIG edition's icons are 20 x 20 @1x)",
        "bar button titles 17 pt regular, done items semibold (NOT FOUND for bar buttons; as alert buttons)",
        "UIKit's title-width algorithm: NOT FOUND; the title gets the bar less margins, items and spacing, and may sit off centre",
        "segment titles measured in regular weight (selected weight NOT FOUND) with 6 pt padding each side (NOT FOUND)",
        "alert text width 270 − 2 × 16 = 238 pt (Ionic's padding 16, Flutter's 20)",
    ]
}
