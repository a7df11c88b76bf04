import Foundation

/// What `InterfaceBuilderReader` reads from one `.storyboard` or `.xib`: the source-language
/// strings and the elements that show them.
///
/// Xcode localizes an Interface Builder file through `<locale>.lproj/<Name>.strings` files
/// whose keys are `<objectID>.<property>` (`abc-12-xyz.normalTitle`, `KgU-kb-zgq.segmentTitles[1]`);
/// `elements` lets a later step attach the same `ElementSpec` to every locale's value of a key
/// (`attachingElements(to:)`).
public struct InterfaceBuilderDocument: Sendable {
    /// The file read.
    public var file: String
    /// The table name: the file name without its extension (`Main` for `Main.storyboard`).
    public var table: String
    /// The source language the IB file's own text is in.
    public var sourceLanguage: String
    /// The text written in the IB file, one string per `<objectID>.<property>`, each with
    /// its element's spec, in document order.
    public var strings: [LocalizedString]
    /// Every element that shows text or is tapped, in document order.
    public var elements: [InterfaceBuilderElement]
    /// One screen per storyboard scene (and per xib top-level view with bars or controls), in
    /// document order, for the structure rules; its texts are keys of `table`.
    public var screens: [Screen]
    /// Problems that did not stop the reading (an unknown text style …).
    public var diagnostics: [Diagnostic]

    /// Creates a document; `InterfaceBuilderReader.read(url:sourceLanguage:)` is the usual source.
    public init(
        file: String, table: String, sourceLanguage: String, strings: [LocalizedString] = [],
        elements: [InterfaceBuilderElement] = [], screens: [Screen] = [], diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.elements = elements
        self.screens = screens
        self.diagnostics = diagnostics
    }

    /// The property whose strings are another property's: a button's `normalTitle` when its
    /// configuration has a title (the title the button shows).
    static func shadowedProperty(of key: String) -> (shadowed: String, by: String)? {
        guard key.hasSuffix(".normalTitle") else { return nil }
        return (key, String(key.dropLast("normalTitle".count)) + "configuration.title")
    }

    /// The element that shows the string with this key (`<objectID>.<property>`).
    public func element(forKey key: String) -> InterfaceBuilderElement? {
        elements.first { $0.keys.contains(key) }
    }

    /// The strings with the element spec of their key attached, for the strings of this
    /// document's table (any locale); other strings are returned unchanged.
    public func attachingElements(to strings: [LocalizedString]) -> [LocalizedString] {
        var specs: [String: ElementSpec] = [:]
        for element in elements {
            for key in element.keys where specs[key] == nil {
                specs[key] = element.spec
            }
        }
        return strings.map { string in
            guard string.table == table, let spec = specs[string.key] else { return string }
            var attached = string
            attached.element = spec
            return attached
        }
    }
}

/// One place in an Interface Builder file where text is shown or people tap: a label, a
/// button, one segment of a segmented control, the title or the prompt of a navigation item.
///
/// One IB object can give several elements when its texts are shown in different roles: a
/// text field's placeholder and text, a navigation item's title, prompt and back button
/// title, each segment of a segmented control.
public struct InterfaceBuilderElement: Hashable, Sendable {
    /// The kind of IB object, named as the storyboard's XML element names it.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case label, button, textField, textView, segmentedControl, searchBar, tabBarItem, barButtonItem
        case navigationItem, viewController, tableViewSection, `switch`, stepper
    }

    /// A frame as IB writes it (`<rect key="frame" x y width height>`), in points.
    public struct Frame: Hashable, Sendable, Codable {
        /// Origin, relative to the superview, in points.
        public var x: Double
        /// Vertical origin, relative to the superview, in points (y down, as UIKit's).
        public var y: Double
        /// Size in points, as IB last resolved it on its canvas.
        public var width: Double
        /// Height in points, as IB last resolved it on its canvas.
        public var height: Double

        /// Creates a frame from IB's `x`, `y`, `width` and `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The IB object's `id` (`abc-12-xyz`).
    public var objectID: String
    /// The kind of IB object the element comes from.
    public var kind: Kind
    /// The UIKit class, as the `Class = "…"` comments of Xcode's `.strings` files name it
    /// (`UIButton` even when `customClass` is set).
    public var className: String
    /// The `customClass`, if any.
    public var customClass: String?
    /// The `userLabel` (the name shown in IB's outline), if any.
    public var userLabel: String?
    /// The localizable properties this element shows (`normalTitle`, `configuration.title`,
    /// `segmentTitles[0]`); empty for an element without text, such as a switch.
    public var properties: [String]
    /// Role, width, lines, font and truncation settings.
    public var spec: ElementSpec
    /// The frame IB stored, if the object has one (bar items and navigation items do not).
    public var frame: Frame?

    /// Creates an element; `InterfaceBuilderReader` is the usual source.
    public init(
        objectID: String, kind: Kind, className: String, customClass: String? = nil, userLabel: String? = nil,
        properties: [String], spec: ElementSpec, frame: Frame? = nil
    ) {
        self.objectID = objectID
        self.kind = kind
        self.className = className
        self.customClass = customClass
        self.userLabel = userLabel
        self.properties = properties
        self.spec = spec
        self.frame = frame
    }

    /// The `.strings` keys of the properties: `<objectID>.<property>`.
    public var keys: [String] { properties.map { "\(objectID).\($0)" } }

    /// Whether the font is fixed (not a text style) and does not adjust for the content size
    /// category: text that stays the same size whatever Dynamic Type size people choose.
    public var usesFixedFontWithoutDynamicType: Bool { spec.hasFixedFontIgnoringDynamicType }
}

extension ElementSpec {
    /// Whether the element's font is a fixed font (not a text style) and the element does not
    /// set `adjustsFontForContentSizeCategory`: its text ignores Dynamic Type.
    ///
    /// A text style font (`preferredFont(forTextStyle:)`, IB's `style="UICTFontTextStyleBody"`)
    /// is created at the user's size even without `adjustsFontForContentSizeCategory`, which
    /// only adds live updates. UIKit scales a fixed font only when it comes from `UIFontMetrics`
    /// (Apple, `adjustsFontForContentSizeCategory`), which IB cannot express; the flag on a
    /// fixed font is taken as the developer's sign that code scales it.
    public var hasFixedFontIgnoringDynamicType: Bool {
        textStyle == nil && font != nil && !adjustsFontForContentSizeCategory
    }
}
