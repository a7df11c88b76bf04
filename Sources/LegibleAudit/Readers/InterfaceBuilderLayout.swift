import Foundation
import LegibleText

/// How an Interface Builder element's size, font, insets and truncation are read from the
/// storyboard XML (as Xcode writes it; observed in the LoopKit/Loop and KeePassium storyboards
/// and in public storyboards found by code search).
struct InterfaceBuilderLayout {
    /// A size constraint on one element: `<constraint firstAttribute="width" constant="60"/>`
    /// in the element's own `<constraints>`, or with `firstItem` set to the element in an
    /// ancestor's, and no `secondItem`.
    struct SizeConstraint {
        var constant: Double
        var priority: Double
    }

    /// Equality width and height constraints by object id; the highest priority wins.
    private(set) var widths: [String: SizeConstraint] = [:]
    private(set) var heights: [String: SizeConstraint] = [:]
    /// Whether the document uses Auto Layout (`useAutolayout="YES"` on `<document>`).
    let usesAutoLayout: Bool
    /// The horizontal edges (`leading`, `trailing`) that required equality constraints tie to
    /// the superview, a layout guide, an ancestor or the same edge of a sibling (aligned with
    /// it), by object id: an element tied so on both has the width its container gives it. An
    /// edge next to a sibling (`leading` = the sibling's `trailing` + 8) moves with the sibling's
    /// content, so it does not count.
    private(set) var tiedEdges: [String: Set<String>] = [:]

    init(root: XMLTreeNode) {
        usesAutoLayout = root["useAutolayout"] == "YES"
        func edge(_ attribute: String?) -> String? {
            switch attribute {
            case "leading", "leadingMargin", "left", "leftMargin": "leading"
            case "trailing", "trailingMargin", "right", "rightMargin": "trailing"
            default: nil
            }
        }
        // The `<subviews>` each view is in: two views in the same one are siblings.
        var container: [String: ObjectIdentifier] = [:]
        for node in root.descendants() where node.localName == "subviews" {
            for child in node.children { if let id = child["id"] { container[id] = ObjectIdentifier(node) } }
        }
        func siblings(_ a: String?, _ b: String?) -> Bool {
            guard let a, let b, let ca = container[a], let cb = container[b] else { return false }
            return ca == cb
        }
        for node in root.descendants() where node.localName == "constraints" {
            guard let owner = node.parent, node.parent?.localName != "variation" else { continue }
            for constraint in node.children(named: "constraint") {
                guard constraint["placeholder"] != "YES",
                    constraint["relation"] == nil || constraint["relation"] == "equal",
                    (constraint["priority"].flatMap(Double.init) ?? 1000) >= 1000
                else { continue }
                let first = constraint["firstItem"] ?? owner["id"]
                let second = constraint["secondItem"]
                if siblings(first, second), edge(constraint["firstAttribute"]) != edge(constraint["secondAttribute"]) {
                    continue
                }
                if let first, let side = edge(constraint["firstAttribute"]) {
                    tiedEdges[first, default: []].insert(side)
                }
                if let second, let side = edge(constraint["secondAttribute"]) {
                    tiedEdges[second, default: []].insert(side)
                }
            }
        }
        for node in root.descendants() where node.localName == "constraints" {
            guard let owner = node.parent, node.parent?.localName != "variation" else { continue }
            for constraint in node.children(named: "constraint") {
                guard constraint["placeholder"] != "YES", constraint["secondItem"] == nil,
                    constraint["relation"] == nil || constraint["relation"] == "equal",
                    let item = constraint["firstItem"] ?? owner["id"],
                    let constant = constraint["constant"].flatMap(Double.init)
                else { continue }
                let priority = constraint["priority"].flatMap(Double.init) ?? 1000
                let size = SizeConstraint(constant: constant, priority: priority)
                switch constraint["firstAttribute"] {
                case "width":
                    if widths[item].map({ $0.priority < priority }) ?? true { widths[item] = size }
                case "height":
                    if heights[item].map({ $0.priority < priority }) ?? true { heights[item] = size }
                default:
                    continue
                }
            }
        }
    }

    /// The `<rect key="frame">` of an element.
    static func frame(of node: XMLTreeNode) -> InterfaceBuilderElement.Frame? {
        guard let rect = node.child(named: "rect", key: "frame"),
            let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init)
        else {
            return nil
        }
        return .init(
            x: rect["x"].flatMap(Double.init) ?? 0, y: rect["y"].flatMap(Double.init) ?? 0, width: width, height: height
        )
    }

    /// The element's width: an equality width constraint on the element itself wins over
    /// the frame IB stored (the frame is only what IB last resolved on its canvas).
    func width(of node: XMLTreeNode) -> Double? {
        if let id = node["id"], let constraint = widths[id] { return constraint.constant }
        return Self.frame(of: node)?.width
    }

    /// The element's width when it is fixed, `nil` when the text can make it grow.
    ///
    /// Fixed: an equality width constraint, or a frame Auto Layout does not manage. An Auto
    /// Layout element without a width constraint gets its width from its content (intrinsic
    /// size) and its neighbours: the frame width in the file is only what IB computed for the
    /// source language's text in its canvas font, not a limit (Loop's "Predicted" label is
    /// 55 pt wide in the file because that is the word's width in SF at 12 pt).
    ///
    /// An arranged subview of a stack view gets the width the stack gives it: its share of a
    /// horizontal `fillEqually` stack (the stack's width less the spacing, divided by the
    /// visible arranged subviews), the stack's width in a vertical stack that fills. An Auto
    /// Layout element has none: its width follows its text, or, tied on both horizontal edges,
    /// the device (`deviceMargin(of:sceneWidth:)`).
    func fixedWidth(of node: XMLTreeNode) -> Double? {
        if let id = node["id"], let constraint = widths[id] { return constraint.constant }
        if let stack = stackWidth(of: node) { return stack.width }
        guard let frame = Self.frame(of: node) else { return nil }
        let managedByAutoLayout =
            usesAutoLayout && node["fixedFrame"] != "YES"
            && node["translatesAutoresizingMaskIntoConstraints"] == "NO"
        guard !managedByAutoLayout else { return nil }
        return frame.width
    }

    /// For an Auto Layout element tied on both horizontal edges by required equality
    /// constraints (not one a constraint leaves free to grow), the room the scene leaves around
    /// the width IB resolved in its frame: the scene's width less the frame's. On a device the
    /// element is the device's width less this margin.
    func deviceMargin(of node: XMLTreeNode, sceneWidth: Double?) -> Double? {
        guard fixedWidth(of: node) == nil, followsDevice(node), let frame = Self.frame(of: node), let sceneWidth else {
            return nil
        }
        return max(0, sceneWidth - frame.width)
    }

    /// Whether an Auto Layout element's width follows the device: tied on both horizontal
    /// edges without a width constraint, or filling a vertical stack view whose width does.
    func followsDevice(_ node: XMLTreeNode) -> Bool {
        guard usesAutoLayout, node["fixedFrame"] != "YES", node["translatesAutoresizingMaskIntoConstraints"] == "NO",
            let id = node["id"], widths[id] == nil
        else { return false }
        if (tiedEdges[id] ?? []).isSuperset(of: ["leading", "trailing"]) { return true }
        if let stack = fillingVerticalStack(of: node) { return followsDevice(stack) }
        return false
    }

    /// The vertical stack view `node` is an arranged subview of, when the stack fills its width.
    func fillingVerticalStack(of node: XMLTreeNode) -> XMLTreeNode? {
        guard let subviews = node.parent, subviews.localName == "subviews", let stack = subviews.parent,
            stack.localName == "stackView", stack["axis"] == "vertical",
            stack["alignment"] == nil || stack["alignment"] == "fill"
        else { return nil }
        return stack
    }

    /// The width a stack view gives `node` when it is one of its arranged subviews and the
    /// stack decides it (`nil` otherwise: a stack that sizes it by its content).
    func stackWidth(of node: XMLTreeNode) -> (width: Double, stack: XMLTreeNode)? {
        guard let subviews = node.parent, subviews.localName == "subviews", let stack = subviews.parent,
            stack.localName == "stackView", node["hidden"] != "YES"
        else { return nil }
        // The stack's own width: fixed, or (as IB resolved it) when it follows the device; a
        // stack sized by its content gives its subviews no width of their own.
        let total: Double
        if let fixed = fixedWidth(of: stack) {
            total = fixed
        } else if followsDevice(stack), let frame = Self.frame(of: stack)?.width {
            total = frame
        } else {
            return nil
        }
        if stack["axis"] == "vertical" {
            // A filling stack as wide as the device makes its subviews so (`deviceMargin`).
            if fixedWidth(of: stack) == nil, followsDevice(stack) { return nil }
            return stack["alignment"] == nil || stack["alignment"] == "fill" ? (total, stack) : nil
        }
        guard stack["distribution"] == "fillEqually" else { return nil }
        let arranged = subviews.children.filter { $0["hidden"] != "YES" && $0["id"] != nil }
        guard !arranged.isEmpty else { return nil }
        let spacing = stack["spacing"].flatMap(Double.init) ?? 0
        return (max(0, total - spacing * Double(arranged.count - 1)) / Double(arranged.count), stack)
    }

    /// The element's height when it is fixed, `nil` when the text can make it grow.
    ///
    /// Fixed: an equality height constraint; or a frame that Auto Layout does not manage
    /// (a document without Auto Layout, `fixedFrame="YES"`, or a view that keeps its
    /// autoresizing mask) and whose autoresizing mask is not `heightSizable`. An Auto Layout
    /// element without a height constraint gets its height from its content (intrinsic size),
    /// so its frame height in the file is not a limit, whatever its number of lines.
    func fixedHeight(of node: XMLTreeNode) -> Double? {
        if let id = node["id"], let constraint = heights[id] { return constraint.constant }
        guard let frame = Self.frame(of: node) else { return nil }
        let managedByAutoLayout =
            usesAutoLayout && node["fixedFrame"] != "YES"
            && node["translatesAutoresizingMaskIntoConstraints"] == "NO"
        guard !managedByAutoLayout else { return nil }
        if node.child(named: "autoresizingMask", key: "autoresizingMask")?["heightSizable"] == "YES" { return nil }
        return frame.height
    }

    // MARK: - Fonts

    /// A `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`), the system font
    /// (`type="system" | "boldSystem" | "italicSystem"`, `pointSize`, `weight`), or a custom
    /// font (`name="Avenir-Heavy" family="Avenir" pointSize="17"`).
    struct Font {
        var textStyle: TextStyle?
        var fixed: FixedFont?
        /// The size at Large: the fixed font's, or the text style's at Large.
        var pointSize: Double? {
            fixed?.pointSize ?? textStyle.map { DynamicTypeTable.metrics($0, .large).pointSize }
        }
    }

    static func font(of description: XMLTreeNode, tree: XMLTree, diagnostics: inout [Diagnostic]) -> Font? {
        if let style = description["style"] {
            guard let textStyle = TextStyle(name: style) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "unknown text style \"\(style)\"; expected one of UICTFontTextStyleTitle0 … Caption2",
                        at: tree.location(of: "style", in: description)
                    ))
                return nil
            }
            return Font(textStyle: textStyle)
        }
        guard let size = description["pointSize"].flatMap(Double.init) else {
            diagnostics.append(
                Diagnostic(
                    .warning, "expected a pointSize or a style in <fontDescription>",
                    at: tree.location(of: description.tagOffset)
                ))
            return nil
        }
        let givenWeight = description["weight"].flatMap(FontWeight.init(name:))
        switch description["type"] {
        case "system", "italicSystem":
            return Font(fixed: FixedFont(pointSize: size, weight: givenWeight ?? .regular))
        case "boldSystem":
            return Font(fixed: FixedFont(pointSize: size, weight: givenWeight ?? .bold))
        case let type?:
            // e.g. "monospacedDigitSystem"? Not seen in Xcode's output; treated as the system font.
            diagnostics.append(
                Diagnostic(
                    .note, "font type \"\(type)\" read as the system font",
                    at: tree.location(of: "type", in: description)
                ))
            return Font(fixed: FixedFont(pointSize: size, weight: givenWeight ?? .regular))
        case nil:
            let name = description["name"]
            let family = description["family"] ?? name
            return Font(
                fixed: FixedFont(
                    family: family, pointSize: size,
                    weight: givenWeight ?? name.map(weight(fromPostScriptName:)) ?? .regular,
                    postScriptName: name
                ))
        }
    }

    /// The weight a PostScript name's style part names (`Avenir-Heavy` → heavy,
    /// `HelveticaNeue-MediumItalic` → medium, `Futura-CondensedExtraBold` → heavy); regular
    /// when it names none.
    static func weight(fromPostScriptName name: String) -> FontWeight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let style = name[name.index(after: dash)...].lowercased()
        // Longest first, so that "extrabold" is not read as "bold".
        let words = [
            "extralight", "ultralight", "extrabold", "ultrabold", "semibold", "demibold", "hairline",
            "regular", "medium", "black", "heavy", "light", "thin", "bold", "book", "roman",
        ]
        for word in words where style.contains(word) {
            return FontWeight(name: word) ?? .regular
        }
        return .regular
    }

    // MARK: - Insets

    /// `<inset key="…" minX minY maxX maxY>` (UIEdgeInsets: left, top, right, bottom) as
    /// leading/trailing insets for a left-to-right layout.
    static func inset(_ node: XMLTreeNode?) -> EdgeInsets {
        guard let node else { return .zero }
        return EdgeInsets(
            top: node["minY"].flatMap(Double.init) ?? 0, leading: node["minX"].flatMap(Double.init) ?? 0,
            bottom: node["maxY"].flatMap(Double.init) ?? 0, trailing: node["maxX"].flatMap(Double.init) ?? 0
        )
    }

    /// `<directionalEdgeInsets key="contentInsets" top leading bottom trailing>`.
    static func directionalInsets(_ node: XMLTreeNode?) -> EdgeInsets {
        guard let node else { return .zero }
        return EdgeInsets(
            top: node["top"].flatMap(Double.init) ?? 0, leading: node["leading"].flatMap(Double.init) ?? 0,
            bottom: node["bottom"].flatMap(Double.init) ?? 0, trailing: node["trailing"].flatMap(Double.init) ?? 0
        )
    }

    /// A button configuration's content insets when the file gives none, by `buttonSize`
    /// (Apple does not publish them; README, assumptions): 20 pt either side for `large`, 12
    /// for `medium` (the default: a filled "Call" button of body text is 53 pt wide), 10 for
    /// `small`, 8 for `mini`; top and bottom 14, 7, 5 and 3.
    static func configurationInsets(buttonSize: String?) -> EdgeInsets {
        let (vertical, horizontal): (Double, Double) =
            switch buttonSize {
            case "large": (14, 20)
            case "small": (5, 10)
            case "mini": (3, 8)
            default: (7, 12)
            }
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The width of a button configuration's image beside its title: one em of the title's
    /// font (a symbol image at the title's size; README, assumptions).
    static func configurationImageWidth(pointSize: Double) -> Double { pointSize }

    static func adding(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
            trailing: a.trailing + b.trailing)
    }
}
