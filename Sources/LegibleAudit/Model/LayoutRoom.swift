import Foundation
import LegibleText

/// The room the views around a text give it, as the app's source lays them out: the steps from
/// the outermost view the scan saw to the text, each narrowing (or setting) the width its
/// container offers. Read by `LayoutRoom.width(offered:…)` at each size category, because the
/// icons and texts beside the text grow with Dynamic Type too.
///
/// The width offered to the outermost step is not in the model: it is the role's room on the
/// device (`RolePreset.width(for:…)`), or the device's whole width when `fromScreenEdge` (the
/// source pads the view itself, so the screen's margins are not assumed on top).
///
/// How SwiftUI sizes a text in a horizontal stack: Docs/layout.md and `LayoutFacts`.
public struct LayoutRoom: Sendable, Hashable, Codable {
    /// The steps, outermost first.
    public var steps: [Step]
    /// The outermost width is the device's own (the source pads the view); otherwise the role's
    /// room on the device, whose margins are assumed.
    public var fromScreenEdge: Bool
    /// The view is drawn in a home-screen widget (its file imports WidgetKit): the outermost
    /// width is a medium widget's on the device (`LayoutFacts.mediumWidgetWidth(deviceWidth:)`),
    /// not the screen's.
    public var inWidget: Bool
    /// The widget comes in the small size only (its configuration's `supportedFamilies` has no
    /// medium or larger family): the outermost width is a small widget's
    /// (`LayoutFacts.smallWidgetWidth(deviceWidth:)`).
    public var smallWidget: Bool

    /// Makes a room from its steps, outermost first.
    public init(steps: [Step], fromScreenEdge: Bool = false, inWidget: Bool = false, smallWidget: Bool = false) {
        self.steps = steps
        self.fromScreenEdge = fromScreenEdge
        self.inWidget = inWidget
        self.smallWidget = smallWidget
    }

    /// One view or modifier between the outermost width and the text.
    public enum Step: Sendable, Hashable, Codable {
        /// Padding or insets taken off both sides, points (`.padding()`, `.padding(.horizontal, 12)`),
        /// and what applied it; `assumed`: no source gives the length (an inset-grouped list's card).
        case inset(leading: Double, trailing: Double, what: String, assumed: Bool = false)
        /// `.frame(width:)` (`width`: the offer becomes it) or `.frame(maxWidth:)` (`maxWidth`:
        /// the offer is at most it), points.
        case frame(width: Double?, maxWidth: Double?)
        /// The text is one child of a horizontal stack (`HStack`, a `Label`'s icon and title).
        case row(Row)
        /// Nothing limits the width any more: `.fixedSize()`, `ScrollView(.horizontal)`.
        case unbounded(what: String)
        /// The text is in a cell of a grid's columns (`LazyVGrid(columns:)`): the room is one
        /// column's width.
        case columns(Columns)
    }

    /// The columns of a vertical grid (`LazyVGrid`), as its `GridItem`s give them
    /// (https://developer.apple.com/documentation/swiftui/griditem).
    public struct Columns: Sendable, Hashable, Codable {
        /// The grid's name, for the arithmetic (`LazyVGrid`).
        public var what: String
        /// The columns, leading first.
        public var items: [Item]

        /// Columns.
        public init(what: String, items: [Item]) {
            self.what = what
            self.items = items
        }

        /// One `GridItem`.
        public struct Item: Sendable, Hashable, Codable {
            /// `GridItem.Size`: `.fixed(width)`, `.flexible(minimum:maximum:)`, or
            /// `.adaptive(minimum:maximum:)` (as many columns of at least `minimum` as fit),
            /// points; `maximum` `nil` for `.infinity`.
            public enum Size: Sendable, Hashable, Codable {
                case fixed(Double)
                case flexible(minimum: Double, maximum: Double?)
                case adaptive(minimum: Double, maximum: Double?)
            }

            /// Its size.
            public var size: Size
            /// The space after it, points (`GridItem(spacing:)`; 8 when `nil`, the default spacing).
            public var spacing: Double

            /// An item.
            public init(_ size: Size, spacing: Double) {
                self.size = size
                self.spacing = spacing
            }
        }
    }

    /// A horizontal stack the text is a child of (directly or inside `index`'s child).
    public struct Row: Sendable, Hashable, Codable {
        /// What it is, for the arithmetic: `HStack`, `Label`.
        public var what: String
        /// Spacing between adjacent children, points (`HStack(spacing:)`, else `LayoutFacts.stackSpacing`).
        public var spacing: Double
        /// Every child, the one holding the text included, in order.
        public var children: [Child]
        /// The child that holds the text.
        public var index: Int

        /// Makes a row.
        public init(what: String, spacing: Double, children: [Child], index: Int) {
            self.what = what
            self.spacing = spacing
            self.children = children
            self.index = index
        }
    }

    /// One child of a row, as the row sizes it.
    public struct Child: Sendable, Hashable, Codable {
        /// What the child is.
        public var kind: Kind
        /// `layoutPriority`: a row offers its room to higher priorities first.
        public var priority: Double
        /// Padding the child adds around its content, points (leading + trailing).
        public var padding: Double

        /// Makes a child.
        public init(_ kind: Kind, priority: Double = 0, padding: Double = 0) {
            self.kind = kind
            self.priority = priority
            self.padding = padding
        }

        /// What a child is, for its width.
        public enum Kind: Sendable, Hashable, Codable {
            /// The child that holds the text being measured.
            case subject
            /// A fixed width, points (`.frame(width: 40)`, a switch), and what it is; `assumed`:
            /// no source gives the width.
            case fixed(Double, what: String, assumed: Bool)
            /// An SF Symbol (`Image(systemName:)`) in `font`: `LayoutFacts.symbolWidth(pointSize:)`
            /// of the font's size at each category (assumed).
            case symbol(FontSpecification, what: String)
            /// Another text, measured in `font` at each category: a literal, or a key shown in
            /// the same locale as the text measured.
            case text(SiblingText, FontSpecification)
            /// A `Toggle`'s switch: `LayoutFacts.switchWidth`, or `switchWidthIOS26` in the iOS 26 design.
            case switchControl
            /// `Spacer(minLength:)`: at least `minLength`, takes what is left, lowest priority.
            case spacer(minLength: Double)
            /// Fills what it is offered (`.frame(maxWidth: .infinity)`, `Color`): takes what is
            /// left after the text.
            case filling(what: String)
            /// A view whose width the scan cannot know (a custom view, a `ForEach`): counted as
            /// 0 pt, so the room is an upper bound.
            case unknown(what: String)
        }
    }

    /// A text beside the measured one.
    public enum SiblingText: Sendable, Hashable, Codable {
        /// A string the source writes out.
        case literal(String)
        /// A localized key: measured in its value in the same locale (its own text when the
        /// locale has none).
        case key(String, table: String)

        /// The text measured: the literal, or the key itself when its value was not put in.
        public var text: String {
            switch self {
            case .literal(let text): text
            case .key(let key, _): key
            }
        }
    }

    /// Whether a row has a sibling text given by a key (whose value depends on the locale).
    public var hasSiblingKeys: Bool {
        steps.contains { step in
            guard case .row(let row) = step else { return false }
            return row.children.contains {
                if case .text(.key, _) = $0.kind { return true }
                return false
            }
        }
    }

    /// The width the outermost step is offered on one device, and what it is ("393 (screen)").
    public struct Offered: Sendable, Hashable {
        /// Points.
        public var width: Double
        /// For the arithmetic: "screen", "label's room: 393 − 2×16 (margins)".
        public var what: String

        /// Makes an offer.
        public init(width: Double, what: String) {
            self.width = width
            self.what = what
        }
    }

    /// A font's point size at `category` (a text style's from the Dynamic Type table; a fixed
    /// font's, scaled when it scales with a style).
    public static func pointSize(of font: FontSpecification, at category: ContentSizeCategory) -> Double {
        switch font {
        case .textStyle(let style): DynamicTypeTable.metrics(style, category).pointSize
        case .fixed(_, let size, _, let style): style.map { size * DynamicTypeTable.scaleFactor($0, category) } ?? size
        }
    }

    /// The room at one size category, with its arithmetic.
    public struct Evaluation: Sendable, Hashable {
        /// The room for the text, points (never negative); `nil` when nothing bounds it.
        public var width: Double?
        /// Points of the deductions that rest on an assumption (a symbol's width, an assumed
        /// control width): the text may have up to this much more.
        public var assumed: Double
        /// The arithmetic, "393 − 2×16 (padding) − 8 (HStack spacing) − 17 (symbol) = 336".
        public var derivation: String
        /// Views whose width is unknown and counted as 0 pt.
        public var unknowns: [String]
    }
}
