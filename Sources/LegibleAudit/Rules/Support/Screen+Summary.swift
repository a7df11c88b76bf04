import Foundation

extension Screen {
    /// A one-line description of what the screen holds, for `legible rules ID`: `nav bar [“Cancel”]
    /// “New Post” [“Post”]; alert “Delete?” [Cancel (cancel), Delete (destructive)]`.
    var summary: String {
        func text(_ t: ScreenText?) -> String { t.map { $0.literal.map(Format.quoted) ?? $0.description } ?? "" }
        func item(_ i: BarItem) -> String {
            if i.isSpace { return "·" }
            var s = i.icon.map { "icon \($0)" } ?? text(i.title)
            if let w = i.width, let h = i.height { s += " \(Format.points(w))×\(Format.points(h))" }
            return s
        }
        var parts: [String] = []
        if let bar = navigationBar {
            var s = "nav bar"
            if bar.showsBackButton { s += " ‹\(text(bar.backButtonTitle))" }
            if !bar.leadingItems.isEmpty { s += " [\(bar.leadingItems.map(item).joined(separator: ", "))]" }
            if let title = bar.title { s += " \(text(title))" }
            if let control = bar.segmentedControl { s += " segments(\(control.segments.count))" }
            if !bar.trailingItems.isEmpty { s += " [\(bar.trailingItems.map(item).joined(separator: ", "))]" }
            if bar.largeTitle { s += " (large title)" }
            if let h = bar.height { s += " height \(Format.points(h))" }
            parts.append(s)
        }
        if let toolbar {
            parts.append("toolbar [\(toolbar.items.map(item).joined(separator: ", "))]")
        }
        if let tabBar {
            parts.append(
                "tab bar [\(tabBar.items.map { $0.title.map(text) ?? $0.icon ?? "" }.joined(separator: ", "))]")
        }
        for control in segmentedControls {
            var s =
                "segments [\(control.segments.map { $0.title.map(text) ?? "icon \($0.icon ?? "")" }.joined(separator: ", "))]"
            if let w = control.width { s += " width \(Format.points(w))" }
            if let h = control.height { s += " height \(Format.points(h))" }
            parts.append(s)
        }
        for control in controls {
            let name = control.title.map(text) ?? control.icon.map { "icon \($0)" } ?? control.role.rawValue
            parts.append(
                "\(control.role.rawValue) \(name) \(control.width.map(Format.points) ?? "?")×\(control.height.map(Format.points) ?? "?")"
            )
        }
        for alert in alerts {
            var s = alert.style == .alert ? "alert" : "action sheet"
            if let title = alert.title { s += " \(text(title))" }
            if let message = alert.message { s += " / \(text(message))" }
            s +=
                " ["
                + alert.actions.map { a in
                    text(a.title) + (a.style == .default ? "" : " (\(a.style.rawValue))")
                }.joined(separator: ", ") + "]"
            parts.append(s)
        }
        parts += pageControls.map { "page control, \($0.numberOfPages) pages" }
        parts += datePickers.map { "date picker, minuteInterval \($0.minuteInterval)" }
        return parts.joined(separator: "; ")
    }
}
