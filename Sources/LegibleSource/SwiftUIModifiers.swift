import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// SwiftUI's `Font` text styles by their Swift names (https://developer.apple.com/documentation/swiftui/font).
func swiftUITextStyle(_ name: String) -> TextStyle? {
    switch name {
    case "largeTitle": .largeTitle
    case "title": .title1
    case "title2": .title2
    case "title3": .title3
    case "headline": .headline
    case "subheadline": .subheadline
    case "body": .body
    case "callout": .callout
    case "footnote": .footnote
    case "caption": .caption1
    case "caption2": .caption2
    default: nil
    }
}

/// A font as a SwiftUI `Font` or UIKit `UIFont` expression gives it.
struct FontDescription: Sendable, Equatable {
    var style: TextStyle?
    var size: Double?
    var weight: FontWeight?
    var family: String?
}

/// Reads a SwiftUI font: `.headline`, `.system(size: 15, weight: .semibold)`,
/// `.system(.headline, design: .rounded)`, `.custom("Avenir Next", size: 15)`, `.title.bold()`,
/// `.body.weight(.semibold)`; other methods (`.italic()`, `.monospacedDigit()`) are looked through.
///
/// A name that is not a text style is looked up among the app's own fonts
/// (`AppStyles.current`, `.scaledCaption`), following one font named by another up to four times.
func swiftUIFont(_ expression: ExprSyntax) -> FontDescription? {
    swiftUIFont(expression, depth: 0)
}

private func swiftUIFont(_ expression: ExprSyntax, depth: Int) -> FontDescription? {
    let e = unwrapped(expression)
    if let member = e.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        if let style = swiftUITextStyle(name) { return FontDescription(style: style) }
        guard depth < 4, let font = AppStyles.current.fonts[name] else { return nil }
        return font
    }
    guard let call = e.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
    switch name {
    case "system":
        if let size = call.argument("size").flatMap(numberLiteral) {
            return FontDescription(
                size: size, weight: call.argument("weight").flatMap(memberName).flatMap(FontWeight.init(name:)))
        }
        if let scaled = call.argument("size").flatMap(scaledMetric) {
            return FontDescription(
                style: scaled.style, size: scaled.size,
                weight: call.argument("weight").flatMap(memberName).flatMap(FontWeight.init(name:)))
        }
        let style = call.firstUnlabeledArgument.flatMap(memberName).flatMap(swiftUITextStyle)
        return FontDescription(
            style: style, weight: call.argument("weight").flatMap(memberName).flatMap(FontWeight.init(name:)))
    case "custom":
        let family = call.firstUnlabeledArgument.flatMap(plainString)
        let size = (call.argument("size") ?? call.argument("fixedSize")).flatMap(numberLiteral)
        let style = call.argument("relativeTo").flatMap(memberName).flatMap(swiftUITextStyle)
        return FontDescription(style: style, size: size, family: family)
    case "bold", "weight":
        guard let base = call.memberBase, var font = swiftUIFont(base, depth: depth) else { return nil }
        font.weight =
            name == "bold" ? .bold : call.firstUnlabeledArgument.flatMap(memberName).flatMap(FontWeight.init(name:))
        return font
    default:
        return call.memberBase.flatMap { swiftUIFont($0, depth: depth) }
    }
}

/// SwiftUI's `DynamicTypeSize` names (`xxxLarge`, `accessibility2`) as content size categories.
func dynamicTypeCap(_ expression: ExprSyntax) -> ContentSizeCategory? {
    let e = unwrapped(expression)
    if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." {
        return memberName(prefix.expression).flatMap(ContentSizeCategory.init(name:))
    }
    if let sequence = e.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
            let upper = memberName(elements[2]).flatMap(ContentSizeCategory.init(name:))
        else { return nil }
        if op.operator.text == "..<" {
            return ContentSizeCategory.allCases.first { $0.index == upper.index - 1 }
        }
        return upper
    }
    return memberName(e).flatMap(ContentSizeCategory.init(name:))
}

/// Modifiers that set the environment: they reach text inside the view they are applied to.
/// `frame`, `padding` and `fixedSize` size only the view they are applied to.
private let environmentModifiers: Set<String> = [
    "font", "fontWeight", "bold", "lineLimit", "truncationMode", "minimumScaleFactor", "dynamicTypeSize", "textCase",
]

extension ElementDraft {
    /// Applies one modifier. `own`: applied to the element itself (not to a view around it).
    mutating func apply(modifier step: ContextStep, own: Bool) {
        guard own || environmentModifiers.contains(step.name) else { return }
        let call = step.call
        let first = call.arguments.first?.expression
        switch step.name {
        case "font":
            guard !fontSet, let font = first.flatMap(swiftUIFont) else { return }
            fontSet = true
            textStyle = font.style
            fontSize = font.size
            fontFamily = font.family
            if weight == nil { weight = font.weight }
        case "fontWeight":
            if weight == nil { weight = first.flatMap(memberName).flatMap(FontWeight.init(name:)) }
        case "bold":
            if weight == nil,
                first.map({ unwrapped($0).as(BooleanLiteralExprSyntax.self)?.literal.text != "false" }) ?? true
            {
                weight = .bold
            }
        case "lineLimit":
            guard !linesSet, let first else { return }
            let e = unwrapped(first)
            if e.is(NilLiteralExprSyntax.self) {
                lines = 0
            } else if let n = numberLiteral(e) {
                lines = Int(n)
            } else if let sequence = e.as(SequenceExprSyntax.self),
                let upper = sequence.elements.last.flatMap(numberLiteral)
            {
                lines = Int(upper)
            } else if let prefix = e.as(PrefixOperatorExprSyntax.self), let upper = numberLiteral(prefix.expression) {
                lines = Int(upper)
            } else {
                return
            }
            linesSet = true
        case "truncationMode":
            guard lineBreakMode == nil, let name = first.flatMap(memberName) else { return }
            lineBreakMode = LineBreakMode(name: name)
        case "minimumScaleFactor":
            if minimumScaleFactor == nil { minimumScaleFactor = first.flatMap(numberLiteral) }
        case "dynamicTypeSize":
            if maxSizeCategory == nil { maxSizeCategory = first.flatMap(dynamicTypeCap) }
        case "textCase":
            if textCase == nil, let name = first.flatMap(memberName) { textCase = TextCase(rawValue: name) }
        case "frame":
            if width == nil { width = (call.argument("width") ?? call.argument("maxWidth")).flatMap(numberLiteral) }
        case "padding":
            guard horizontalPadding == nil else { return }
            if call.arguments.isEmpty {
                horizontalPadding = 16  // SwiftUI's default padding: assumed (Apple does not publish it).
            } else if call.arguments.count == 1, let n = first.flatMap(numberLiteral) {
                horizontalPadding = n
            } else if call.arguments.count == 2, let edges = first.flatMap(memberName),
                ["horizontal", "all", "leading", "trailing"].contains(edges)
            {
                horizontalPadding =
                    call.arguments.last.flatMap { numberLiteral($0.expression) }
                    ?? (call.arguments.count == 1 ? 16 : nil)
            }
        case "fixedSize":
            let horizontal = call.argument("horizontal").map {
                unwrapped($0).as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
            }
            if call.arguments.isEmpty || horizontal == true { fixedWidth = true }
        default:
            break
        }
    }
}
/// What the app declares for the views of every file while a scan places its texts: its own
/// fonts (`ProjectIndex.fonts`, read by `swiftUIFont(_:)`) and button styles
/// (`ProjectIndex.buttonStyles`, read by `layoutSteps`). Bound by the scan around its second
/// walk and its joins (a task-local: each worker thread binds it).
struct AppStyles: Sendable {
    var fonts: [String: FontDescription] = [:]
    var buttonStyles: [String: [LayoutRoom.Step]] = [:]

    @TaskLocal static var current = AppStyles()
}

/// The font one of the app's own `Font` members gives (`extension Font { static var
/// scaledCaption: Font { … } }`), read from its value: a SwiftUI font (`swiftUIFont(_:)`), else
/// the text style it scales with, named anywhere in it (`customFont(size: …, relativeTo:
/// .caption)`, `.system(size: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.5)`),
/// with the weight a `.weight(…)`, `.bold()` or `weight:` argument gives, and a size that is a
/// multiple of the style's (51 pt for 1.5 × Large Title, scaling with it). `nil` when it names
/// neither a font nor a style: the font is then unknown, as before.
func appFont(_ expression: ExprSyntax) -> FontDescription? {
    if let font = swiftUIFont(expression), font.style != nil || font.size != nil { return font }
    let e = unwrapped(expression)
    if let call = e.as(FunctionCallExprSyntax.self), let name = call.calleeName, name == "bold" || name == "weight",
        let base = call.memberBase, var font = appFont(base)
    {
        font.weight =
            name == "bold" ? .bold : call.firstUnlabeledArgument.flatMap(memberName).flatMap(FontWeight.init(name:))
        return font
    }
    var font = FontDescription()
    for call in CallCollector.calls(in: Syntax(e)) {
        for argument in call.arguments where ["relativeTo", "forTextStyle"].contains(argument.label?.text ?? "") {
            if font.style == nil, let style = memberName(argument.expression).flatMap(swiftUITextStyle) {
                font.style = style
            }
        }
        if font.weight == nil, let weight = call.argument("weight").flatMap(memberName) {
            font.weight = FontWeight(name: weight)
        }
    }
    guard let style = font.style else { return nil }
    // `size: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.5`.
    if let call = e.as(FunctionCallExprSyntax.self), let size = call.argument("size"),
        let sequence = unwrapped(size).as(SequenceExprSyntax.self)
    {
        let elements = Array(sequence.elements)
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "*",
            let factor = numberLiteral(elements[2]) ?? numberLiteral(elements[0])
        {
            font.size = DynamicTypeTable.metrics(style, .large).pointSize * factor
        }
    }
    return font
}

/// The one value a computed property's accessor block gives: its getter's only expression or
/// `return`.
func singleValue(_ block: AccessorBlockSyntax) -> ExprSyntax? {
    let statements: CodeBlockItemListSyntax
    switch block.accessors {
    case .getter(let items): statements = items
    case .accessors(let list):
        guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else {
            return nil
        }
        statements = body.statements
    }
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        ?? item.as(ExpressionStmtSyntax.self)?.expression
}

/// A size scaled with Dynamic Type by `UIFontMetrics`: `UIFontMetrics.default.scaledValue(for: 12)`
/// (with Body), `UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 12)`: the size at
/// Large and the style it scales with.
func scaledMetric(_ expression: ExprSyntax) -> (size: Double, style: TextStyle)? {
    guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self), call.calleeName == "scaledValue",
        let size = call.argument("for").flatMap(numberLiteral), let base = call.memberBase.map(unwrapped)
    else { return nil }
    if let metrics = base.as(FunctionCallExprSyntax.self), metrics.calleeName == "UIFontMetrics" {
        let style = metrics.argument("forTextStyle").flatMap(memberName).flatMap(TextStyle.init(name:)) ?? .body
        return (size, style)
    }
    guard base.trimmedText.hasPrefix("UIFontMetrics") else { return nil }
    return (size, .body)
}
