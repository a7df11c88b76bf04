import Foundation
import LegibleText

/// Reads the localizable text and the text elements of an Interface Builder file
/// (`.storyboard`, `.xib`).
///
/// Properties and their `.strings` names (`<objectID>.<property>`), as Xcode's generated
/// `.strings` files name them (`/* Class = "UIButton"; normalTitle = "Unlock"; ObjectID = … */`,
/// seen in the LoopKit/Loop and KeePassium corpora and in public storyboards):
///
/// | IB element | property | role |
/// |---|---|---|
/// | `label` | `text` | `.label`; `.tableCellTitle` / `.tableCellSubtitle` for the labels a cell names as `textLabel` / `detailTextLabel` |
/// | `button` | `normalTitle` (`<state key="normal" title>`), `highlightedTitle` …, `configuration.title`, `configuration.subtitle` | `.button` |
/// | `textField` | `placeholder`, `text` | `.textFieldPlaceholder`, `.textField` |
/// | `textView` | `text` | `.textView` |
/// | `segmentedControl` | `segmentTitles[0]` … (`<segments><segment title>`) | `.segment` |
/// | `searchBar` | `placeholder`, `prompt`, `text`, `scopeButtonTitles[0]` … | `.searchPlaceholder`, `.prompt`, `.textField`, `.segment` |
/// | `tabBarItem` | `title` | `.tabBarItem` |
/// | `barButtonItem` | `title` | `.barButtonItem`; `.toolbarItem` in a toolbar; `.backButton` as `backBarButtonItem` |
/// | `navigationItem` | `title`, `prompt`, `backButtonTitle` | `.navigationTitle` (`.largeTitle` with `largeTitleDisplayMode="always"`), `.prompt`, `.backButton` |
/// | view controllers | `title` | `.navigationTitle` |
/// | `tableViewSection` | `headerTitle`, `footerTitle` | `.label` |
/// | `switch`, `stepper` | (no text) | `.switch`, `.stepper` |
///
/// Each element's `ElementSpec`:
/// - width: an equality width constraint on the element (no `secondItem`) wins over the frame
///   width; bar items, tab items and navigation items have none (`nil`, with `deviceWidth`
///   set to the scene's root view width for the role presets). A segment gets the control's
///   width divided among the segments (`apportionsSegmentWidthsByContent` defaults to false;
///   a segment's own `width` is kept).
/// - height: see `InterfaceBuilderLayout.fixedHeight(of:)`.
/// - lines: `numberOfLines` (UILabel default 1). A button's title wraps (`0`) when its line
///   break mode is word or character wrapping, as IB shows it; otherwise 1.
/// - line break mode: `lineBreakMode` (UILabel default tail truncation; storyboard buttons
///   default to middle truncation, Docs/sources.md 3f).
/// - shrinking: a label shrinks unless `adjustsFontSizeToFit="NO"` (Xcode writes only `NO`:
///   its archive default is on), down to `minimumScaleFactor`, or legacy `minimumFontSize`
///   divided by the font size; without either it does not shrink (UIKit's default factor 0).
/// - font: the element's own `<fontDescription key="fontDescription">` (a button
///   configuration's `titleFontDescription` first), not those inside `<variation>`.
/// - insets: a button's `contentEdgeInsets` plus `titleEdgeInsets`, or, with a button
///   configuration, its `contentInsets` (UIKit ignores the legacy insets then).
/// - `adjustsFontForContentSizeCategory`: the element's attribute (UIKit default false).
public enum InterfaceBuilderReader {
    /// Reads a `.storyboard` or `.xib` file.
    ///
    /// - Parameters:
    ///   - url: the IB file (usually in `Base.lproj` or the source language's `.lproj`).
    ///   - sourceLanguage: the source language, which the file's own text is in.
    /// - Returns: the document, whose table is the file name without its extension, with its
    ///   screens (`InterfaceBuilderScreens`).
    /// - Throws: a `Diagnostic` (file, line, what was expected) when the file cannot be read,
    ///   is not well-formed XML, or its root element is not `<document>`.
    public static func read(url: URL, sourceLanguage: String) throws -> InterfaceBuilderDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Diagnostic(
                .error, "cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: url.path))
        }
        let table = url.deletingPathExtension().lastPathComponent
        return try read(data: data, path: url.path, table: table, sourceLanguage: sourceLanguage)
    }

    static func read(data: Data, path: String, table: String, sourceLanguage: String) throws -> InterfaceBuilderDocument
    {
        let tree = try XMLTree.parse(data: data, path: path)
        guard tree.root.localName == "document" else {
            throw Diagnostic(
                .error,
                "expected <document> as the root element of an Interface Builder file, found <\(tree.root.name)>",
                at: tree.location(of: tree.root.tagOffset)
            )
        }
        var walker = InterfaceBuilderWalker(tree: tree, table: table, sourceLanguage: sourceLanguage)
        // An iPad-only document (`iOS.CocoaTouch.iPad`) is measured at iPad widths.
        walker.padOnly = tree.root["targetRuntime"] == "iOS.CocoaTouch.iPad"
        if let runtime = tree.root["targetRuntime"],
            !["iOS.CocoaTouch", "iOS.CocoaTouch.iPad", "AppleTV"].contains(runtime)
        {
            walker.diagnostics.append(
                Diagnostic(
                    .warning,
                    "expected an iOS document (targetRuntime iOS.CocoaTouch), found \(runtime); read as UIKit",
                    at: tree.location(of: "targetRuntime", in: tree.root)
                ))
        }
        for node in tree.root.descendants() {
            walker.visit(node)
        }
        let screens = InterfaceBuilderScreens(tree: tree, layout: walker.layout, table: table).screens()
        return InterfaceBuilderDocument(
            file: path, table: table, sourceLanguage: sourceLanguage, strings: walker.strings,
            elements: walker.elements, screens: screens, diagnostics: walker.diagnostics
        )
    }
}

/// Visits the elements of an IB document in order and collects strings and elements.
struct InterfaceBuilderWalker {
    let tree: XMLTree
    let layout: InterfaceBuilderLayout
    let table: String
    let sourceLanguage: String
    /// The `.lproj` folder the file is in (`Base`), if any.
    let localeFolder: String?
    var strings: [LocalizedString] = []
    var elements: [InterfaceBuilderElement] = []
    var diagnostics: [Diagnostic] = []
    /// Whether the document is for iPad only (every element gets `ElementSpec.padOnly`).
    var padOnly = false

    /// A localizable text: its property name, value and where it is written.
    struct Text {
        var property: String
        var value: String
        var location: SourceLocation
    }

    init(tree: XMLTree, table: String, sourceLanguage: String) {
        self.tree = tree
        self.layout = InterfaceBuilderLayout(root: tree.root)
        self.table = table
        self.sourceLanguage = sourceLanguage
        let folder = URL(fileURLWithPath: tree.source.path).deletingLastPathComponent().lastPathComponent
        self.localeFolder = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
    }

    mutating func visit(_ node: XMLTreeNode) {
        guard node["id"] != nil, node.ancestor(named: ["variation"]) == nil else { return }
        switch node.localName {
        case "label": visitLabel(node)
        case "button": visitButton(node)
        case "textField": visitTextField(node)
        case "textView": visitTextView(node)
        case "segmentedControl": visitSegmentedControl(node)
        case "searchBar": visitSearchBar(node)
        case "tabBarItem": visitTabBarItem(node)
        case "barButtonItem": visitBarButtonItem(node)
        case "navigationItem": visitNavigationItem(node)
        case "tableViewSection": visitTableViewSection(node)
        case "switch": visitControl(node, kind: .switch, role: .switch)
        case "stepper": visitControl(node, kind: .stepper, role: .stepper)
        default:
            if node["sceneMemberID"] == "viewController" { visitViewController(node) }
        }
    }

    // MARK: - Elements

    private mutating func visitLabel(_ node: XMLTreeNode) {
        let font = font(of: node.child(named: "fontDescription", key: "fontDescription"))
        // A cell names its standard labels: `<tableViewCell textLabel="ID" detailTextLabel="ID">`.
        let cell = node.ancestor(named: ["tableViewCell"])
        let role: Role =
            if let id = node["id"], cell?["textLabel"] == id {
                .tableCellTitle
            } else if let id = node["id"], cell?["detailTextLabel"] == id {
                .tableCellSubtitle
            } else {
                .label
            }
        var spec = viewSpec(node, role: role, font: font)
        spec.lines = node["numberOfLines"].flatMap(Int.init) ?? 1
        spec.lineBreakMode = lineBreakMode(node["lineBreakMode"], default: .byTruncatingTail, at: node)
        spec.minimumScaleFactor = node["adjustsFontSizeToFit"] == "NO" ? 0 : scaleFactor(node, font: font)
        add(node, kind: .label, spec: spec, texts: texts(node, ["text"]))
    }

    private mutating func visitButton(_ node: XMLTreeNode) {
        let configuration = node.child(named: "buttonConfiguration", key: "configuration")
        let description =
            configuration?.child(named: "fontDescription", key: "titleFontDescription")
            ?? node.child(named: "fontDescription", key: "fontDescription")
        // Without a font of its own, a plain UIButton's title is the system font at 15 pt, fixed
        // (IB's default for a button); a button configuration's follows a text style chosen by
        // its `buttonSize` (README, assumptions).
        let font =
            font(of: description)
            ?? (configuration.map { Self.configurationFont($0) }
                ?? InterfaceBuilderLayout.Font(textStyle: nil, fixed: FixedFont(pointSize: Self.plainButtonFontSize)))
        var spec = viewSpec(node, role: .button, font: font)
        let modeName = configuration?["titleLineBreakMode"] ?? node["lineBreakMode"]
        spec.lineBreakMode = lineBreakMode(modeName, default: .byTruncatingMiddle, at: node)
        spec.lines = spec.lineBreakMode.truncates || spec.lineBreakMode == .byClipping ? 1 : 0
        if let configuration {
            // The configuration's content insets (its `buttonSize`'s when the file gives none),
            // and its image with `imagePadding` beside the title.
            let given = configuration.child(named: "directionalEdgeInsets", key: "contentInsets")
            var insets =
                given.map(InterfaceBuilderLayout.directionalInsets)
                ?? InterfaceBuilderLayout.configurationInsets(buttonSize: configuration["buttonSize"])
            if configuration["image"] != nil || configuration.child(named: "imageReference", key: "image") != nil {
                let image = InterfaceBuilderLayout.configurationImageWidth(pointSize: font.pointSize ?? 17)
                insets.leading += image + (configuration["imagePadding"].flatMap(Double.init) ?? 0)
            }
            spec.insets = insets
        } else {
            spec.insets = InterfaceBuilderLayout.adding(
                InterfaceBuilderLayout.inset(node.child(named: "inset", key: "contentEdgeInsets")),
                InterfaceBuilderLayout.inset(node.child(named: "inset", key: "titleEdgeInsets"))
            )
        }
        var found: [Text] = []
        let configurationTexts = configuration.map { texts($0, ["title", "subtitle"]) } ?? []
        for state in node.children(named: "state") {
            guard let key = state["key"] else { continue }
            // A configuration's title is what the button shows: its normal-state title is the
            // same string, not a second one (`InterfaceBuilderDocument.shadowedProperty`).
            if key == "normal", configurationTexts.contains(where: { $0.property == "title" }) { continue }
            found += texts(state, ["title"]).map {
                Text(property: "\(key)Title", value: $0.value, location: $0.location)
            }
        }
        found += configurationTexts.map {
            Text(property: "configuration.\($0.property)", value: $0.value, location: $0.location)
        }
        add(node, kind: .button, spec: spec, texts: found, tappable: true)
    }

    private mutating func visitTextField(_ node: XMLTreeNode) {
        let font = font(of: node.child(named: "fontDescription", key: "fontDescription"))
        let placeholder = viewSpec(node, role: .textFieldPlaceholder, font: font)
        add(node, kind: .textField, spec: placeholder, texts: texts(node, ["placeholder"]))
        var text = viewSpec(node, role: .textField, font: font)
        text.minimumScaleFactor = node["adjustsFontSizeToFit"] == "NO" ? 0 : scaleFactor(node, font: font)
        add(node, kind: .textField, spec: text, texts: texts(node, ["text"]), tappable: true)
    }

    private mutating func visitTextView(_ node: XMLTreeNode) {
        let font = font(of: node.child(named: "fontDescription", key: "fontDescription"))
        var spec = viewSpec(node, role: .textView, font: font)
        spec.lines = 0
        spec.lineBreakMode = .byWordWrapping
        add(node, kind: .textView, spec: spec, texts: texts(node, ["text"]))
    }

    private mutating func visitSegmentedControl(_ node: XMLTreeNode) {
        let font = font(of: node.child(named: "fontDescription", key: "fontDescription"))
        let segments = node.child(named: "segments")?.children(named: "segment") ?? []
        let widths = Self.segmentWidths(
            total: layout.width(of: node),
            explicit: segments.map { $0["width"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } }
        )
        for (index, segment) in segments.enumerated() {
            var spec = viewSpec(node, role: .segment, font: font)
            spec.width = widths[index]
            spec.name = (spec.name ?? "") + " segmentTitles[\(index)]"
            spec.location = tree.location(of: segment.tagOffset)
            let found = texts(segment, ["title"]).map {
                Text(property: "segmentTitles[\(index)]", value: $0.value, location: $0.location)
            }
            add(node, kind: .segmentedControl, spec: spec, texts: found, tappable: true, propertiesIfEmpty: [])
        }
    }

    private mutating func visitSearchBar(_ node: XMLTreeNode) {
        let placeholder = viewSpec(node, role: .searchPlaceholder, font: nil)
        add(node, kind: .searchBar, spec: placeholder, texts: texts(node, ["placeholder"]))
        add(node, kind: .searchBar, spec: viewSpec(node, role: .prompt, font: nil), texts: texts(node, ["prompt"]))
        add(node, kind: .searchBar, spec: viewSpec(node, role: .textField, font: nil), texts: texts(node, ["text"]))
        let scopes = node.child(named: "scopeButtonTitles")?.children(named: "string") ?? []
        let widths = Self.segmentWidths(total: layout.width(of: node), explicit: scopes.map { _ in nil })
        for (index, scope) in scopes.enumerated() {
            var spec = viewSpec(node, role: .segment, font: nil)
            spec.width = widths[index]
            spec.name = (spec.name ?? "") + " scopeButtonTitles[\(index)]"
            let text = Text(
                property: "scopeButtonTitles[\(index)]", value: scope.innerText,
                location: tree.location(of: scope.valueOffset)
            )
            add(node, kind: .searchBar, spec: spec, texts: [text], tappable: true)
        }
    }

    private mutating func visitTabBarItem(_ node: XMLTreeNode) {
        add(
            node, kind: .tabBarItem, spec: barSpec(node, role: .tabBarItem), texts: texts(node, ["title"]),
            tappable: true)
    }

    private mutating func visitBarButtonItem(_ node: XMLTreeNode) {
        let found = texts(node, ["title"])
        if found.isEmpty, node.child(named: "button", key: "customView") != nil { return }
        let role: Role
        if node["key"] == "backBarButtonItem" {
            role = .backButton
        } else if node.ancestor(named: ["toolbar", "toolbarItems"]) != nil {
            role = .toolbarItem
        } else {
            role = .barButtonItem
        }
        add(node, kind: .barButtonItem, spec: barSpec(node, role: role), texts: found, tappable: true)
    }

    private mutating func visitNavigationItem(_ node: XMLTreeNode) {
        let titleRole: Role = node["largeTitleDisplayMode"] == "always" ? .largeTitle : .navigationTitle
        add(node, kind: .navigationItem, spec: barSpec(node, role: titleRole), texts: texts(node, ["title"]))
        add(node, kind: .navigationItem, spec: barSpec(node, role: .prompt), texts: texts(node, ["prompt"]))
        add(
            node, kind: .navigationItem, spec: barSpec(node, role: .backButton), texts: texts(node, ["backButtonTitle"])
        )
    }

    private mutating func visitViewController(_ node: XMLTreeNode) {
        add(node, kind: .viewController, spec: barSpec(node, role: .navigationTitle), texts: texts(node, ["title"]))
    }

    private mutating func visitTableViewSection(_ node: XMLTreeNode) {
        var spec = barSpec(node, role: .label)
        spec.lines = 0
        spec.lineBreakMode = .byWordWrapping
        add(node, kind: .tableViewSection, spec: spec, texts: texts(node, ["headerTitle", "footerTitle"]))
    }

    private mutating func visitControl(_ node: XMLTreeNode, kind: InterfaceBuilderElement.Kind, role: Role) {
        add(node, kind: kind, spec: viewSpec(node, role: role, font: nil), texts: [], tappable: true)
    }

    // MARK: - Building

    /// Adds an element (when it has text or is tapped) and its strings.
    private mutating func add(
        _ node: XMLTreeNode, kind: InterfaceBuilderElement.Kind, spec: ElementSpec, texts: [Text],
        tappable: Bool = false, propertiesIfEmpty: [String] = []
    ) {
        guard let id = node["id"], !texts.isEmpty || (tappable && spec.role.isTappable) else { return }
        var spec = spec
        if padOnly { spec.padOnly = true }
        let element = InterfaceBuilderElement(
            objectID: id, kind: kind, className: Self.className(of: node), customClass: node["customClass"],
            userLabel: node["userLabel"], properties: texts.isEmpty ? propertiesIfEmpty : texts.map(\.property),
            spec: spec, frame: InterfaceBuilderLayout.frame(of: node)
        )
        elements.append(element)
        let comment = Self.userComments(of: node)
        for text in texts {
            strings.append(
                LocalizedString(
                    key: "\(id).\(text.property)", table: table, locale: sourceLanguage, value: text.value,
                    location: text.location, comment: comment, state: .translated, element: spec,
                    localeFolder: localeFolder
                ))
        }
    }

    /// IB's default font for a button without a font description: System 15 pt.
    static let plainButtonFontSize = 15.0

    /// The text style of a button configuration's title without a font description, by its
    /// `buttonSize`: Body for `large` and `medium` (the default), Subheadline for `small`,
    /// Footnote for `mini` (Apple does not publish it; README, assumptions).
    static func configurationFont(_ configuration: XMLTreeNode) -> InterfaceBuilderLayout.Font {
        let style: TextStyle =
            switch configuration["buttonSize"] {
            case "small": .subheadline
            case "mini": .footnote
            default: .body
            }
        return InterfaceBuilderLayout.Font(textStyle: style, fixed: nil)
    }

    /// The spec of a view with a frame.
    private func viewSpec(_ node: XMLTreeNode, role: Role, font: InterfaceBuilderLayout.Font?) -> ElementSpec {
        var spec = ElementSpec(
            role: role, name: Self.name(of: node), width: layout.fixedWidth(of: node),
            height: layout.fixedHeight(of: node),
            lines: 1, textStyle: font?.textStyle, font: font?.fixed, lineBreakMode: .byTruncatingTail,
            minimumScaleFactor: 0, insets: .zero,
            adjustsFontForContentSizeCategory: node["adjustsFontForContentSizeCategory"] == "YES",
            location: tree.location(of: node.tagOffset)
        )
        spec.deviceMargin = layout.deviceMargin(of: node, sceneWidth: sceneWidth(of: node))
        return spec
    }

    /// The spec of a bar item, navigation item or view controller title: no frame, so the
    /// width comes from the role preset and the scene's width.
    private func barSpec(_ node: XMLTreeNode, role: Role) -> ElementSpec {
        ElementSpec(
            role: role, name: Self.name(of: node), width: nil, height: nil, lines: 1,
            lineBreakMode: .byTruncatingTail, adjustsFontForContentSizeCategory: false,
            deviceWidth: sceneWidth(of: node), location: tree.location(of: node.tagOffset)
        )
    }

    /// The texts of these properties: an attribute (`text="…"`) or, for long or multi-line
    /// text, a child `<string key="text">…</string>`. Empty texts are left out, as Xcode
    /// leaves them out of the `.strings` files it generates.
    private func texts(_ node: XMLTreeNode, _ properties: [String]) -> [Text] {
        properties.compactMap { property in
            if let value = node[property] {
                guard !value.isEmpty else { return nil }
                return Text(property: property, value: value, location: tree.location(of: property, in: node))
            }
            if let child = node.child(named: "string", key: property), !child.innerText.isEmpty {
                return Text(property: property, value: child.innerText, location: tree.location(of: child.valueOffset))
            }
            return nil
        }
    }

    private mutating func font(of description: XMLTreeNode?) -> InterfaceBuilderLayout.Font? {
        guard let description else { return nil }
        return InterfaceBuilderLayout.font(of: description, tree: tree, diagnostics: &diagnostics)
    }

    private mutating func lineBreakMode(
        _ name: String?, default fallback: LineBreakMode, at node: XMLTreeNode
    ) -> LineBreakMode {
        guard let name else { return fallback }
        guard let mode = LineBreakMode(name: name) else {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "unknown lineBreakMode \"\(name)\"; expected wordWrap, characterWrap, clip, headTruncation, tailTruncation or middleTruncation",
                    at: tree.location(of: "lineBreakMode", in: node)
                ))
            return fallback
        }
        return mode
    }

    /// `minimumScaleFactor`, or legacy `minimumFontSize` over the font's size (at Large for a
    /// text style); 0 when neither is given or the ratio is not below 1.
    private func scaleFactor(_ node: XMLTreeNode, font: InterfaceBuilderLayout.Font?) -> Double {
        if let factor = node["minimumScaleFactor"].flatMap(Double.init) { return max(0, min(1, factor)) }
        if let minimum = node["minimumFontSize"].flatMap(Double.init), let size = font?.pointSize, size > 0,
            minimum < size
        {
            return max(0, minimum / size)
        }
        return 0
    }

    /// The width of the scene's root view, for elements without a frame.
    private func sceneWidth(of node: XMLTreeNode) -> Double? {
        var current: XMLTreeNode? = node
        while let candidate = current {
            if candidate["sceneMemberID"] == "viewController" {
                for child in candidate.children where child["key"] == "view" {
                    if let width = InterfaceBuilderLayout.frame(of: child)?.width { return width }
                }
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// Equal shares of `total` for the segments without a width of their own.
    static func segmentWidths(total: Double?, explicit: [Double?]) -> [Double?] {
        guard let total else { return explicit }
        let fixed = explicit.compactMap { $0 }.reduce(0, +)
        let flexible = explicit.filter { $0 == nil }.count
        let share = flexible > 0 ? max(0, total - fixed) / Double(flexible) : 0
        return explicit.map { $0 ?? share }
    }

    // MARK: - Names

    /// The UIKit class of an IB element (`label` → `UILabel`, `viewController` → `UIViewController`).
    static func className(of node: XMLTreeNode) -> String {
        switch node.localName {
        case "label": "UILabel"
        case "button": "UIButton"
        case "textField": "UITextField"
        case "textView": "UITextView"
        case "segmentedControl": "UISegmentedControl"
        case "searchBar": "UISearchBar"
        case "tabBarItem": "UITabBarItem"
        case "barButtonItem": "UIBarButtonItem"
        case "navigationItem": "UINavigationItem"
        case "tableViewSection": "UITableViewSection"
        case "switch": "UISwitch"
        case "stepper": "UIStepper"
        default: "UI" + node.localName.prefix(1).uppercased() + node.localName.dropFirst()
        }
    }

    /// `<class> <objectID>`, plus ` (<userLabel>)` when IB has one.
    static func name(of node: XMLTreeNode) -> String {
        let base = "\(className(of: node)) \(node["id"] ?? "?")"
        return node["userLabel"].map { "\(base) (\($0))" } ?? base
    }

    /// IB's "Comment For Localizer" (`<attributedString key="userComments"><fragment content>`),
    /// which Xcode writes into the `.strings` comment as `Note = "…"`.
    static func userComments(of node: XMLTreeNode) -> String? {
        guard let comments = node.child(named: "attributedString", key: "userComments") else { return nil }
        let text = comments.children(named: "fragment").map { fragment in
            fragment["content"] ?? fragment.child(named: "string", key: "content")?.innerText ?? ""
        }.joined()
        return text.isEmpty ? nil : text
    }
}
