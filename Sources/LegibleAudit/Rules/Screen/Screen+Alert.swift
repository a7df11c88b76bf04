import Foundation

extension Screen {
    /// An alert or action sheet (`UIAlertController` with its `preferredStyle`).
    public struct Alert: Hashable, Sendable, Codable {
        public var style: AlertStyle
        public var title: ScreenText?
        public var message: ScreenText?
        /// Actions in the order they are added (`addAction`).
        public var actions: [AlertAction]

        public init(style: AlertStyle = .alert, title: ScreenText? = nil, message: ScreenText? = nil,
                    actions: [AlertAction] = []) {
            self.style = style
            self.title = title
            self.message = message
            self.actions = actions
        }

        private enum CodingKeys: String, CodingKey { case style, title, message, actions }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(style: try c.decodeIfPresent(AlertStyle.self, forKey: .style) ?? .alert,
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
        public var title: ScreenText
        public var style: AlertActionStyle

        public init(title: ScreenText, style: AlertActionStyle = .default) {
            self.title = title
            self.style = style
        }

        /// `AlertAction.text("Delete", .destructive)`.
        public static func text(_ literal: String, _ style: AlertActionStyle = .default) -> AlertAction {
            AlertAction(title: .literal(literal), style: style)
        }

        private enum CodingKeys: String, CodingKey { case title, style }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(title: try c.decode(ScreenText.self, forKey: .title),
                      style: try c.decodeIfPresent(AlertActionStyle.self, forKey: .style) ?? .default)
        }
    }

    /// `UIAlertAction.Style`.
    public enum AlertActionStyle: String, Hashable, Sendable, Codable {
        case `default`, cancel, destructive
    }
}
