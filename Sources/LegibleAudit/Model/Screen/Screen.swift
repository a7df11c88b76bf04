import Foundation

/// One screen of the app as far as the structure rules need it: its bars, segmented controls,
/// free-standing controls, and the alerts and action sheets it presents.
///
/// `legible.json` lists these under `screens`; `InterfaceBuilderReader` builds one per storyboard
/// scene (navigation item, toolbar, tab bar items, segmented controls, page controls, date
/// pickers, controls; see `InterfaceBuilderScreens`) into `StringCollection.screens`.
/// Every text is a `ScreenText`: a string key, resolved per locale by the engine, or literal text.
/// Every collection may be omitted in JSON.
///
/// ```json
/// {"name": "Compose", "navigationBar": {"title": "compose.title",
///   "leadingItems": [{"title": {"text": "Cancel"}}], "trailingItems": [{"title": "compose.post", "style": "done"}]}}
/// ```
public struct Screen: Hashable, Sendable, Codable {
    /// A name for reports (the scene's title or the config entry's name).
    public var name: String
    /// The navigation bar, if any.
    public var navigationBar: NavigationBar?
    /// The toolbar at the bottom, if any.
    public var toolbar: Toolbar?
    /// The tab bar, if any.
    public var tabBar: TabBar?
    /// The search bar, if any.
    public var searchBar: SearchBar?
    /// Segmented controls in the screen's content (one used as a navigation bar title view is
    /// `navigationBar.segmentedControl`).
    public var segmentedControls: [SegmentedControl]
    /// Free-standing controls whose frames are known (icon buttons, custom views).
    public var controls: [Control]
    /// Alerts and action sheets this screen presents.
    public var alerts: [Alert]
    /// Page controls on the screen.
    public var pageControls: [PageControl]
    /// Date pickers on the screen.
    public var datePickers: [DatePicker]
    /// Where the screen was described (a `legible.json` entry or a storyboard scene).
    public var location: SourceLocation?

    /// Creates a value; omitted arguments take their defaults.
    public init(
        name: String, navigationBar: NavigationBar? = nil, toolbar: Toolbar? = nil, tabBar: TabBar? = nil,
        searchBar: SearchBar? = nil, segmentedControls: [SegmentedControl] = [], controls: [Control] = [],
        alerts: [Alert] = [], pageControls: [PageControl] = [], datePickers: [DatePicker] = [],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.searchBar = searchBar
        self.segmentedControls = segmentedControls
        self.controls = controls
        self.alerts = alerts
        self.pageControls = pageControls
        self.datePickers = datePickers
        self.location = location
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, navigationBar, toolbar, tabBar, searchBar, segmentedControls, controls, alerts, pageControls
        case datePickers, location
    }

    /// Decodes the `legible.json` form; omitted fields take their defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decodeIfPresent(String.self, forKey: .name) ?? "",
            navigationBar: try c.decodeIfPresent(NavigationBar.self, forKey: .navigationBar),
            toolbar: try c.decodeIfPresent(Toolbar.self, forKey: .toolbar),
            tabBar: try c.decodeIfPresent(TabBar.self, forKey: .tabBar),
            searchBar: try c.decodeIfPresent(SearchBar.self, forKey: .searchBar),
            segmentedControls: try c.decodeIfPresent([SegmentedControl].self, forKey: .segmentedControls) ?? [],
            controls: try c.decodeIfPresent([Control].self, forKey: .controls) ?? [],
            alerts: try c.decodeIfPresent([Alert].self, forKey: .alerts) ?? [],
            pageControls: try c.decodeIfPresent([PageControl].self, forKey: .pageControls) ?? [],
            datePickers: try c.decodeIfPresent([DatePicker].self, forKey: .datePickers) ?? [],
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    /// Every segmented control on the screen, the navigation bar's title view first.
    public var allSegmentedControls: [SegmentedControl] {
        (navigationBar?.segmentedControl.map { [$0] } ?? []) + segmentedControls
    }

    /// Every text the screen refers to, in reading order, each once: what the engine resolves
    /// for each locale before it builds a `ScreenContext`.
    public var textReferences: [ScreenText] {
        var all: [ScreenText?] = []
        if let bar = navigationBar {
            all += [bar.title, bar.prompt, bar.backButtonTitle]
            all += (bar.leadingItems + bar.trailingItems).map(\.title)
        }
        all += toolbar?.items.map(\.title) ?? []
        all += tabBar?.items.map(\.title) ?? []
        if let search = searchBar { all += [search.placeholder, search.prompt] + search.scopeTitles.map { $0 } }
        for control in allSegmentedControls { all += control.segments.map(\.title) }
        all += controls.map(\.title)
        for alert in alerts { all += [alert.title, alert.message] + alert.actions.map { $0.title } }
        var seen = Set<ScreenText>()
        return all.compactMap { $0 }.filter { seen.insert($0).inserted }
    }
}
