import Foundation

extension Screen {
    /// An alert or action sheet (`UIAlertController` with its `preferredStyle`).
    public struct Alert: Hashable, Sendable, Codable {
        /// Alert or action sheet.
        public var style: AlertStyle
        /// The title, when there is one.
        public var title: ScreenText?
        /// The message below the title.
        public var message: ScreenText?
        /// Actions in the order they are added (`addAction`).
        public var actions: [AlertAction]

        /// Creates a value; omitted arguments take their defaults.
        public init(
            style: AlertStyle = .alert, title: ScreenText? = nil, message: ScreenText? = nil,
            actions: [AlertAction] = []
        ) {
            self.style = style
            self.title = title
            self.message = message
            self.actions = actions
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case style, title, message, actions }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                style: try c.decodeIfPresent(AlertStyle.self, forKey: .style) ?? .alert,
                title: try c.decodeIfPresent(ScreenText.self, forKey: .title),
                message: try c.decodeIfPresent(ScreenText.self, forKey: .message),
                actions: try c.decodeIfPresent([AlertAction].self, forKey: .actions) ?? [])
        }
    }

    /// `UIAlertController.Style`.
    public enum AlertStyle: String, Hashable, Sendable, Codable {
        case alert, actionSheet
    }

    /// One button of an alert or action sheet (`UIAlertAction`).
    public struct AlertAction: Hashable, Sendable, Codable {
        /// The button's title.
        public var title: ScreenText
        /// Default, cancel (iOS places it leading, or at the bottom of a stack) or destructive (red).
        public var style: AlertActionStyle

        /// Creates a value; omitted arguments take their defaults.
        public init(title: ScreenText, style: AlertActionStyle = .default) {
            self.title = title
            self.style = style
        }

        /// `AlertAction.text("Delete", .destructive)`.
        public static func text(_ literal: String, _ style: AlertActionStyle = .default) -> AlertAction {
            AlertAction(title: .literal(literal), style: style)
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case title, style }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                title: try c.decode(ScreenText.self, forKey: .title),
                style: try c.decodeIfPresent(AlertActionStyle.self, forKey: .style) ?? .default)
        }
    }

    /// `UIAlertAction.Style`.
    public enum AlertActionStyle: String, Hashable, Sendable, Codable {
        case `default`, cancel, destructive
    }
}
