import Foundation
import LegibleText

extension RolePreset {
    /// The iOS 26 design's measured metrics (Liquid Glass), from UIKit's own view trees on
    /// iOS 26.0–27.0 as published in public view-tree captures; each constant names its
    /// source. Points, iPhone in portrait.
    public enum Liquid {
        // MARK: Tab bar

        /// The tab capsule's inset from each screen edge: 21 pt, so it is at most W − 42 wide
        /// (402 → 360, 440 → 398). [measured] joxan2137/NoTomorrow `docs/android-glass.md` §1.2
        /// (`_UITabBarPlatterView (21,0,360,62)`, iOS 26.1); pub.dev liquidum `GlassTabBarPhysics`
        /// (398 × 62 at 440 pt, iOS 26.5); unchanged on iOS 27.0 (agent-device capture).
        /// Measured on Face ID phones; applied to every iPhone width, home-button ones (375 pt
        /// iPhone SE) included, whose inset is not measured.
        public static let tabCapsuleInset = 21.0
        /// With 4 or more tabs the items fill the capsule: pitch = (capsule − 16.25) / n, item =
        /// pitch + 8.25 (neighbouring items overlap 8.25 pt). [measured] NoTomorrow `NtTabBar.kt`
        /// `NtTabBarTokens`, "verified against three UIKit configurations to ≤ 0.17 pt: 402/5 →
        /// 68.75/77.00, 440/5 → 76.35/84.60".
        public static let tabFillOverhead = 16.25
        /// How far neighbouring filling tab items overlap, points (8.25; source as for `tabFillOverhead`).
        public static let tabItemOverlap = 8.25
        /// With 3 or fewer tabs (1–2 beside a search tab) the bar hugs its labels and is centred:
        /// each tab is max(94, widest label + 39), the bar n · tab − 8 · (n − 1) + 8 (three short
        /// labels: 274 pt). [measured] karlseedev/SweepPic `docs/UI/iOS26-TabBar.md`,
        /// `260126Liquid-tabbar.md` (iOS 26.0.1); pub.dev liquidum `GlassTabBarPhysics.naturalWidth`.
        /// The "+ 39" growth is one re-implementation's reading of UIKit (confidence M).
        public static let tabHugMinimum = 94.0
        /// What a hugging tab adds to its widest label, points (39; source as for `tabHugMinimum`).
        public static let tabHugGrowth = 39.0
        /// How far neighbouring hugging tabs overlap, points (8; source as for `tabHugMinimum`).
        public static let tabHugOverlap = 8.0
        /// A search tab (`UISearchTab`, `Tab(role: .search)`) is a separate 62 pt circle 8 pt from
        /// the capsule, leaving the capsule W − 112 (290 at 402). [official] HIG Tab bars;
        /// [measured] anvu69/liquid_shell `docs/specs/2026-10-10-p3b-search-tab-design.md` §3.2.
        public static let searchTabWidth = 62.0
        /// The gap between the tab capsule and the search tab's circle, points (8; source as for
        /// `searchTabWidth`).
        public static let searchTabGap = 8.0
        /// Tab labels are 10 pt (a 12 pt line box). [measured] NoTomorrow §1.2; SweepPic. The
        /// weight is `LiquidAssumption.tabLabelWeight`.
        public static let tabLabelSize = 10.0
        /// The HIG for iOS 26 keeps five tabs on iPhone: "the trailing tab becomes a More tab"
        /// (https://developer.apple.com/design/human-interface-guidelines/tab-bars, revised 2026-06-08).
        public static let maximumTabsPhone = 5

        /// The tab capsule's widest: W − 42, or W − 112 beside a search tab.
        public static func tabCapsuleWidth(deviceWidth: Double, searchTab: Bool) -> Double {
            deviceWidth - 2 * tabCapsuleInset - (searchTab ? searchTabWidth + searchTabGap : 0)
        }

        /// Whether `tabs` tabs hug their labels (3 or fewer; 2 or fewer beside a search tab)
        /// rather than fill the capsule.
        public static func tabsHug(_ tabs: Int, searchTab: Bool) -> Bool {
            tabs <= (searchTab ? 2 : 3)
        }

        /// The width of one tab item: for 4 or more tabs the filling item ((W − 42 − 16.25) / n
        /// + 8.25: 77.0 at 402 pt with 5 tabs, 84.6 at 440 pt); for hugging tabs the widest a tab
        /// can grow before the bar reaches the capsule's width ((capsule − 8 + 8 · (n − 1)) / n:
        /// about 352, 180 and 123 pt at 402 pt for 1, 2 and 3 tabs).
        /// - Returns: the width and whether the tabs hug their labels.
        public static func tabItemWidth(deviceWidth: Double, tabs: Int, searchTab: Bool) -> (width: Double, hugs: Bool)
        {
            let n = Double(max(tabs, 1))
            let capsule = tabCapsuleWidth(deviceWidth: deviceWidth, searchTab: searchTab)
            if tabsHug(tabs, searchTab: searchTab) {
                return ((capsule - tabHugOverlap + tabHugOverlap * (n - 1)) / n, true)
            }
            return ((capsule - tabFillOverhead) / n + tabItemOverlap, false)
        }

        /// The width of a hugging tab bar whose widest label is `widestLabel` points: three short
        /// labels make 274 pt (SweepPic, liquidum `naturalWidth`).
        public static func huggingTabBarWidth(tabs: Int, widestLabel: Double) -> Double {
            let n = Double(max(tabs, 1))
            let tab = max(tabHugMinimum, widestLabel + tabHugGrowth)
            return n * tab - tabHugOverlap * (n - 1) + tabHugOverlap
        }

        // MARK: Navigation bar

        /// The bar's row is 54 pt tall (44 in iOS 18). [measured] SweepPic
        /// `docs/UI/iOS26-NavigationBar.md` (frame (0, 62, 402, 54), iOS 26.0.1); NoTomorrow §1.9.
        public static let navigationBarHeight = 54.0
        /// 16 pt from the screen edge to the glass, both sides. [measured] SweepPic; NoTomorrow §1.9.
        public static let barMargin = 16.0
        /// Icon buttons are 44 × 44 glass circles; the back button is one with the chevron only.
        /// [measured] NoTomorrow §1.9; SweepPic; liquid_shell `docs/qa/p3b/probe.md` ("glass back
        /// circle 44×44 at (16, 62)"). [official] HIG Toolbars: "Use the standard Back and Close
        /// buttons" (https://developer.apple.com/design/human-interface-guidelines/toolbars).
        public static let iconButtonWidth = 44.0
        /// The back button: a 44 pt glass circle with the chevron alone, no title (source as for
        /// `iconButtonWidth`).
        public static let backButtonWidth = 44.0
        /// A text button is its own 44 pt glass capsule, about its text's width + 32 ("Done"
        /// 73.75 × 44.25). [measured] NoTomorrow §1.9 and `NtGlassButton`; SweepPic ("Select"
        /// 73.33, "Cancel" 68.33). The 16 pt a side is inferred from one sample (M).
        public static let textCapsulePadding = 32.0
        /// 12 pt between separate glass groups. [measured] SweepPic ("Cancel" → "Select"), one sample.
        public static let glassGroupGap = 12.0
        /// Large titles are 34 pt bold at x 16, one line. [measured] NoTomorrow §1.9; liquid_shell
        /// p3b §3.2. One line with tail truncation is [inferred] (FB12276594; no report of a change).
        public static let largeTitleInset = 16.0
        /// "keep the title under 15 characters" — guidance for toolbar and navigation titles,
        /// not a truncation. [official] HIG Toolbars (revised 2025-12-16).
        public static let titleGuidanceCharacters = 15

        // MARK: Alerts, action sheets, switches

        /// The capsule of one of `count` alert actions, points: side by side for two
        /// (`alertSideBySideActionWidth`), stacked otherwise (`alertStackedActionWidth`).
        public static func alertActionCapsuleWidth(count: Int?) -> Double {
            count == 2 ? alertSideBySideActionWidth : alertStackedActionWidth
        }

        /// Alerts are 320 pt wide with a 30 pt text inset: 260 pt of text; the title 17 pt
        /// semibold, left-aligned. [measured] anvu69/liquid_shell `docs/qa/p3a/metrics.md`
        /// (iOS 26.5, rechecked on 27.0); NoTomorrow §1.6.
        public static let alertWidth = 320.0
        /// The inset of an alert's text from each side of the alert, points (30; source as for `alertWidth`).
        public static let alertTextInset = 30.0
        /// The room for an alert's title and message: `alertWidth` less the inset on both sides, 260 pt.
        public static var alertTextWidth: Double { alertWidth - 2 * alertTextInset }
        /// Two actions side by side are 140 pt capsules 8 pt apart; three or more stack. Their
        /// labels are 17 pt medium. [measured] liquid_shell metrics.md; NoTomorrow §1.6.
        public static let alertSideBySideActionWidth = 140.0
        /// The gap between two side-by-side alert actions, points (8; source as for
        /// `alertSideBySideActionWidth`).
        public static let alertActionGap = 8.0
        /// A stacked action's capsule: the width of two side by side and their gap, 288 pt
        /// ([inferred] from the side-by-side geometry: 16 pt from each edge of the 320 pt alert).
        public static var alertStackedActionWidth: Double { 2 * alertSideBySideActionWidth + alertActionGap }
        /// An alert action's label size, points (17, scaling like Body; source as for
        /// `alertSideBySideActionWidth`).
        public static let alertActionSize = 17.0
        /// An alert action's label weight: medium (source as for `alertSideBySideActionWidth`).
        public static let alertActionWeight = FontWeight.medium
        /// The iPhone action sheet is a 240 pt popover with 208 × 48 rows (16 pt inset) and no
        /// cancel row. [measured] liquid_shell metrics.md; [official] WWDC25 284.
        public static let actionSheetWidth = 240.0
        /// The width of an action sheet row, points (208; source as for `actionSheetWidth`).
        public static let actionSheetRowWidth = 208.0
        /// The row's inset from each side of the sheet: (240 − 208) / 2 = 16 pt.
        public static var actionSheetRowInset: Double { (actionSheetWidth - actionSheetRowWidth) / 2 }
        /// Switches are 63 × 28 (51 × 31 in iOS 18). [measured] NoTomorrow §1.3.
        public static let switchWidth = 63.0
        /// A switch's height in the iOS 26 design, points (28; source as for `switchWidth`).
        public static let switchHeight = 28.0
    }

    /// What the iOS 26 design needs and no source has measured: one constant each,
    /// so that a device measurement replaces it in one line. The README's assumptions list
    /// names each; a finding whose verdict rests on one says so.
    public enum LiquidAssumption {
        /// The tab label's weight: medium, as in iOS 18. Not found in any source.
        public static let tabLabelWeight = FontWeight.medium
        /// The width a label gets inside a filling tab item: the item less 2 pt each side, as the
        /// iOS 18 model. Not measured: the item is the upper bound (77 pt at 402/5);
        /// item − 39 a conservative lower one. The smaller inset is chosen (a wrong finding is
        /// worse than a missed one); a label cut by no more than the inset says so.
        public static let tabLabelInset = 2.0
        /// The gap between a centred title and the bar's glass buttons: 8 pt, the iOS 18 model's
        /// spacing (not measured; separate glass groups are 12 pt apart).
        public static let titleGap = 8.0
        /// A navigation subtitle (`UINavigationItem.subtitle`): 13 pt regular (Footnote's size),
        /// in the title's room; a large subtitle (`largeSubtitle`): 15 pt regular, scaling like
        /// Subheadline, in the large title's room. The roles are official
        /// (https://developer.apple.com/documentation/uikit/uinavigationitem/largesubtitle);
        /// their fonts are not measured.
        public static let subtitleSize = 13.0
        /// A large subtitle's size at Large, points (15; not measured, see `subtitleSize`).
        public static let largeSubtitleSize = 15.0
        /// Alert action labels: 8 pt inside their capsule each side (the iOS 18 model's inset);
        /// not measured.
        public static let alertActionLabelInset = 8.0
        /// Action sheet rows: labels 8 pt inside the 208 pt row each side, in iOS 18's 20 pt
        /// font; not measured.
        public static let actionSheetLabelInset = 8.0
        /// Toolbars: the navigation bar's glass rules (16 pt margins, text items in capsules of
        /// text + 32, 12 pt between groups); toolbar metrics are not measured.
        /// Segmented controls keep the iOS 18 metrics (13 pt titles, 6 pt padding; not measured).
        public static let toolbarLikeNavigationBar = true
    }
}
