import Foundation

extension Screen {
    /// A segmented control (`UISegmentedControl`).
    public struct SegmentedControl: Hashable, Sendable, Codable {
        /// A name for reports.
        public var name: String?
        /// The segments, leading first.
        public var segments: [Segment]
        /// Frame width, points. `nil`: sized to its content, at most the screen's width less margins.
        public var width: Double?
        /// Frame height, points, when fixed.
        public var height: Double?
        /// `apportionsSegmentWidthsByContent` (default false: all segments equally wide).
        public var apportionsSegmentWidthsByContent: Bool

        /// Creates a value; omitted arguments take their defaults.
        public init(
            name: String? = nil, segments: [Segment] = [], width: Double? = nil, height: Double? = nil,
            apportionsSegmentWidthsByContent: Bool = false
        ) {
            self.name = name
            self.segments = segments
            self.width = width
            self.height = height
            self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
        }

        /// A control of text segments: `SegmentedControl(titles: ["All", "Mentions"], width: 300)`.
        public init(titles: [String], width: Double? = nil, name: String? = nil) {
            self.init(name: name, segments: titles.map { Segment(title: .literal($0)) }, width: width)
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, segments, width, height, apportionsSegmentWidthsByContent
        }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                name: try c.decodeIfPresent(String.self, forKey: .name),
                segments: try c.decodeIfPresent([Segment].self, forKey: .segments) ?? [],
                width: try c.decodeIfPresent(Double.self, forKey: .width),
                height: try c.decodeIfPresent(Double.self, forKey: .height),
                apportionsSegmentWidthsByContent: try c.decodeIfPresent(
                    Bool.self, forKey: .apportionsSegmentWidthsByContent) ?? false)
        }
    }

    /// One segment: a title, an image, or (against the HIG) both.
    public struct Segment: Hashable, Sendable, Codable {
        /// The title, when there is one.
        public var title: ScreenText?
        /// The image's name (an SF Symbol or asset), for an image.
        public var icon: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case title, icon }

        /// Creates a value; omitted arguments take their defaults.
        public init(title: ScreenText? = nil, icon: String? = nil) {
            self.title = title
            self.icon = icon
        }
    }

    /// A free-standing control whose frame is known: an icon button, a custom view.
    public struct Control: Hashable, Sendable, Codable {
        /// A name for reports ("settingsButton").
        public var name: String?
        /// The control's role (decides the minimum size).
        public var role: Role
        /// The title, when there is one.
        public var title: ScreenText?
        /// The image's name (an SF Symbol or asset), for an image.
        public var icon: String?
        /// Frame width, points.
        public var width: Double?
        /// Frame height, points.
        public var height: Double?

        /// Creates a value; omitted arguments take their defaults.
        public init(
            name: String? = nil, role: Role = .button, title: ScreenText? = nil, icon: String? = nil,
            width: Double? = nil, height: Double? = nil
        ) {
            self.name = name
            self.role = role
            self.title = title
            self.icon = icon
            self.width = width
            self.height = height
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case name, role, title, icon, width, height }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                name: try c.decodeIfPresent(String.self, forKey: .name),
                role: try c.decodeIfPresent(Role.self, forKey: .role) ?? .button,
                title: try c.decodeIfPresent(ScreenText.self, forKey: .title),
                icon: try c.decodeIfPresent(String.self, forKey: .icon),
                width: try c.decodeIfPresent(Double.self, forKey: .width),
                height: try c.decodeIfPresent(Double.self, forKey: .height))
        }
    }

    /// A page control (`UIPageControl`).
    public struct PageControl: Hashable, Sendable, Codable {
        /// A name for reports.
        public var name: String?
        /// `numberOfPages`.
        public var numberOfPages: Int

        enum CodingKeys: String, CodingKey, CaseIterable { case name, numberOfPages }

        /// Creates a value; omitted arguments take their defaults.
        public init(name: String? = nil, numberOfPages: Int) {
            self.name = name
            self.numberOfPages = numberOfPages
        }
    }

    /// A date picker (`UIDatePicker`).
    public struct DatePicker: Hashable, Sendable, Codable {
        /// A name for reports.
        public var name: String?
        /// `minuteInterval` (UIKit default 1).
        public var minuteInterval: Int

        enum CodingKeys: String, CodingKey, CaseIterable { case name, minuteInterval }

        /// Creates a value; omitted arguments take their defaults.
        public init(name: String? = nil, minuteInterval: Int = 1) {
            self.name = name
            self.minuteInterval = minuteInterval
        }
    }
}
