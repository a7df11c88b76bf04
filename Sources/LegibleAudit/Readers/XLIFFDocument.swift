import Foundation

/// An XLIFF 1.2 file as read, before its units become `LocalizedString`s.
///
/// Structure per `xliff-core-1.2-strict.xsd`: `<xliff>` holds `<file>`s; a `<file>` has
/// `original`, `source-language`, `target-language` and `datatype`, an optional `<header>`
/// and a `<body>` of `<trans-unit>`s, possibly nested in `<group>`s. A `<trans-unit>` has an
/// `id`, a `<source>`, an optional `<target state="…">` and `<note>`s.
struct XLIFFDocument {
    var version: String?
    var files: [XLIFFFile]
    /// Problems that did not stop the reading (a unit without `id` or `<source>` …).
    var diagnostics: [Diagnostic]

    /// Reads the tree of an XLIFF file.
    ///
    /// - Throws: a `Diagnostic` when the root element is not `<xliff>`.
    init(tree: XMLTree) throws {
        let root = tree.root
        guard root.localName == "xliff" else {
            throw Diagnostic(
                .error, "expected <xliff> as the root element, found <\(root.name)>",
                at: tree.location(of: root.tagOffset)
            )
        }
        version = root["version"]
        files = []
        diagnostics = []
        if let version, version != "1.2" {
            diagnostics.append(
                Diagnostic(
                    .warning, "expected XLIFF version 1.2, found \(version); reading it as 1.2",
                    at: tree.location(of: "version", in: root)
                ))
        }
        for fileNode in root.children(named: "file") {
            files.append(XLIFFFile(node: fileNode, tree: tree, diagnostics: &diagnostics))
        }
    }
}

/// One `<file>` of an XLIFF document: one table of one source file.
struct XLIFFFile {
    /// The `original` attribute: the source file's path in the project
    /// (`damus/en-US.lproj/Localizable.strings`, `App/Base.lproj/Main.storyboard`).
    var original: String
    var sourceLanguage: String?
    var targetLanguage: String?
    var datatype: String?
    var units: [XLIFFUnit]
    var location: SourceLocation

    /// The table name: the last path component of `original` without its extension
    /// (`Localizable` for `Localizable.strings`, `.stringsdict` and `.xcstrings`; `Main` for
    /// `Main.storyboard`).
    var table: String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    init(node: XMLTreeNode, tree: XMLTree, diagnostics: inout [Diagnostic]) {
        location = tree.location(of: node.tagOffset)
        original = node["original"] ?? ""
        sourceLanguage = node["source-language"]
        targetLanguage = node["target-language"]
        datatype = node["datatype"]
        units = []
        if node["original"] == nil {
            diagnostics.append(Diagnostic(.warning, "expected an 'original' attribute on <file>", at: location))
        }
        for body in node.children(named: "body") {
            collect(body, budget: nil, tree: tree, diagnostics: &diagnostics)
        }
    }

    private mutating func collect(
        _ container: XMLTreeNode, budget: WidthBudget?, tree: XMLTree, diagnostics: inout [Diagnostic]
    ) {
        for child in container.children {
            switch child.localName {
            case "group":
                let groupBudget = XLIFFUnit.widthBudget(of: child, tree: tree, diagnostics: &diagnostics) ?? budget
                collect(child, budget: groupBudget, tree: tree, diagnostics: &diagnostics)
            case "trans-unit":
                if let unit = XLIFFUnit(node: child, inherited: budget, tree: tree, diagnostics: &diagnostics) {
                    units.append(unit)
                }
            default:
                continue
            }
        }
    }
}

/// A text value of a unit (`<source>` or `<target>`) and where it begins.
struct XLIFFText {
    var value: String
    var location: SourceLocation
}

/// One `<trans-unit>`.
struct XLIFFUnit {
    var id: String
    var resname: String?
    var source: XLIFFText
    var target: XLIFFText?
    /// The target's `state` attribute (`new`, `translated`, `needs-review-translation` …).
    var state: String?
    /// The `<note>`s, in order, empty ones left out.
    var notes: [String]
    var widthBudget: WidthBudget?
    /// `translate="no"`.
    var isTranslatable: Bool
    var location: SourceLocation

    var parsedID: XLIFFUnitID { XLIFFUnitID(id) }

    /// Reads a `<trans-unit>`; `nil` (with a diagnostic) when it has no `id` or no `<source>`.
    init?(node: XMLTreeNode, inherited: WidthBudget?, tree: XMLTree, diagnostics: inout [Diagnostic]) {
        location = tree.location(of: node.tagOffset)
        guard let id = node["id"] else {
            diagnostics.append(
                Diagnostic(.warning, "expected an 'id' attribute on <trans-unit>; unit skipped", at: location))
            return nil
        }
        guard let sourceNode = node.child(named: "source") else {
            diagnostics.append(
                Diagnostic(
                    .warning, "expected a <source> in <trans-unit id=\"\(id)\">; unit skipped", at: location
                ))
            return nil
        }
        self.id = id
        resname = node["resname"]
        source = XLIFFText(value: sourceNode.innerText, location: tree.location(of: sourceNode.valueOffset))
        if let targetNode = node.child(named: "target") {
            target = XLIFFText(value: targetNode.innerText, location: tree.location(of: targetNode.valueOffset))
            state = targetNode["state"]
        } else {
            target = nil
            state = nil
        }
        notes = node.children(named: "note").map(\.innerText).filter { !$0.isEmpty }
        isTranslatable = node["translate"] != "no"
        widthBudget = Self.widthBudget(of: node, tree: tree, diagnostics: &diagnostics) ?? inherited
    }

    /// `maxwidth` with `size-unit` (default `pixel`), when the element has a `maxwidth`.
    static func widthBudget(of node: XMLTreeNode, tree: XMLTree, diagnostics: inout [Diagnostic]) -> WidthBudget? {
        guard let text = node["maxwidth"] else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
            diagnostics.append(
                Diagnostic(
                    .warning, "expected a number for maxwidth, found \"\(text)\"",
                    at: tree.location(of: "maxwidth", in: node)
                ))
            return nil
        }
        guard let unitName = node["size-unit"] else { return WidthBudget(value: value) }
        guard let unit = WidthBudget.Unit(rawValue: unitName) else {
            let allowed = WidthBudget.Unit.allCases.map(\.rawValue).joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .warning, "expected a size-unit of \(allowed); found \"\(unitName)\", using pixel",
                    at: tree.location(of: "size-unit", in: node)
                ))
            return WidthBudget(value: value)
        }
        return WidthBudget(value: value, unit: unit)
    }
}
