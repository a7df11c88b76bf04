import Dispatch
import Foundation
import LegibleAudit
import LegibleText
import SwiftParser
import SwiftSyntax

/// What a scan of the app's Swift source found.
public struct SourceScan: Sendable {
    /// Every place a localized key is shown, in path, line and column order.
    public var placements: [SourcePlacement]
    /// Key references no element could be found for, with why.
    public var unplaced: [UnplacedReference]
    /// Screens built from the source (one per type that shows a navigation title, a tab bar, an
    /// alert, a segmented control, bar items or a search bar), as `InterfaceBuilderScreens` builds
    /// them from storyboards.
    public var screens: [Screen]
    /// The app's own localization functions detected (`OBALoc`, `L10n.tr`), qualified names, sorted.
    public var wrappers: [String]
    /// The Swift files scanned, in path order.
    public var files: [String]
    /// Files that could not be read, and files the parser had to recover from errors in.
    public var diagnostics: [Diagnostic]
    /// Every string literal without interpolations in the files, as its value (for telling a
    /// key the source never mentions from one it mentions where no element is recognised).
    public var literals: Set<String> = []
    /// Wall-clock seconds SwiftParser took to parse the files (on all cores when the scan is
    /// concurrent); reading and the two passes are not included.
    public var parseSeconds: Double?

    /// Creates a value; omitted arguments are empty.
    public init(
        placements: [SourcePlacement] = [], unplaced: [UnplacedReference] = [], screens: [Screen] = [],
        wrappers: [String] = [], files: [String] = [], diagnostics: [Diagnostic] = [], parseSeconds: Double? = nil
    ) {
        self.placements = placements
        self.unplaced = unplaced
        self.screens = screens
        self.wrappers = wrappers
        self.files = files
        self.diagnostics = diagnostics
        self.parseSeconds = parseSeconds
    }
}

/// Finds where an app's Swift source shows each localized key, and in what element.
///
/// Two passes over every `.swift` file under the given paths, parsed with SwiftParser (in
/// parallel; results are in path order whatever the scheduling), each one walk of the file's
/// tree with every visitor of the pass (`VisitorGroup`):
/// 1. an index of the project's generated accessors (`L10n.Scene.ConfirmEmail.title`,
///    `LString.titleUnlock`), its own localization functions (`OBALoc`) and its root view
///    controllers;
/// 2. placements: SwiftUI views and modifiers (`Text("key")`, `.navigationTitle`, `.alert`,
///    `.tabItem`, toolbars, menus, segmented pickers, with `.font`, `.lineLimit`, `.frame`, …),
///    UIKit initializers and assignments (`UIAlertController`, `UIBarButtonItem`, `title = …`,
///    `label.text = …` with that label's `font` and `numberOfLines`), and uses of the app's own
///    view members in a context that gives them a role (`.tabItem { tab.label }`).
///
/// Keys are written as Xcode extracts them: `Text("Hello \(name)")` is `"Hello %@"` with
/// `interpolated` set. Roles and defaults are SwiftUI's where SwiftUI shows the text (`Text`
/// wraps: `lines = 0`) and UIKit's where UIKit does (a `UILabel` is one line).
public struct SwiftSourceScanner: Sendable {
    /// What to scan and how.
    public struct Options: Sendable {
        /// Folder names never entered (build products, dependencies, version control).
        public var skippedFolders: Set<String>
        /// Glob patterns (`*` within a path component, `**` across) of paths to leave out,
        /// matched against the path as found (`Sources/Generated/**`, `**/*Tests.swift`).
        public var excludes: [String]
        /// Extra localization functions (`legible.json`'s `wrapperFunctions`): their first
        /// unlabelled string argument is the key, in `Localizable`.
        public var wrapperFunctions: [String]
        /// Parse files on all cores (`DispatchQueue.concurrentPerform`).
        public var concurrent: Bool
        /// The deepest nesting of square brackets within one scope a file may have
        /// (`BracketNesting.squareDepth`); a deeper file is not parsed, with a warning:
        /// swift-syntax's parser takes time exponential in it.
        public var maximumSquareBracketDepth: Int
        /// The most brackets a file may leave unclosed (`BracketNesting.unclosed`); a file with
        /// more is not parsed, with a warning: swift-syntax's parser rescans the rest of the file
        /// for each.
        public var maximumUnclosedBrackets: Int
        /// Seconds swift-syntax's parser may spend on one file; `nil` for no limit. A file that
        /// takes longer is given up, with a warning, and the scan goes on without it.
        public var parseTimeLimit: Double?

        /// The folders skipped unless told otherwise.
        public static let defaultSkippedFolders: Set<String> = [
            ".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules", "SourcePackages", "checkouts",
        ]

        /// Makes options; by default the usual build and dependency folders are skipped, nothing is
        /// excluded, no wrapper functions are added and files are parsed on all cores.
        public init(
            skippedFolders: Set<String> = Options.defaultSkippedFolders, excludes: [String] = [],
            wrapperFunctions: [String] = [], concurrent: Bool = true,
            maximumSquareBracketDepth: Int = SwiftSourceScanner.maximumSquareBracketDepth,
            maximumUnclosedBrackets: Int = SwiftSourceScanner.maximumUnclosedBrackets,
            parseTimeLimit: Double? = SwiftSourceScanner.parseTimeLimit
        ) {
            self.skippedFolders = skippedFolders
            self.excludes = excludes
            self.wrapperFunctions = wrapperFunctions
            self.concurrent = concurrent
            self.maximumSquareBracketDepth = maximumSquareBracketDepth
            self.maximumUnclosedBrackets = maximumUnclosedBrackets
            self.parseTimeLimit = parseTimeLimit
        }
    }

    /// The folders skipped, paths excluded, wrapper functions and concurrency the scans use.
    public var options: Options

    /// Makes a scanner; it reads nothing until `scan(paths:)`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Scans every `.swift` file under `paths` (files or folders).
    public func scan(paths: [String]) -> SourceScan {
        let files = swiftFiles(under: paths)
        var diagnostics: [Diagnostic] = []
        var sources: [(path: String, bytes: [UInt8])] = []
        for file in files {
            if let data = FileManager.default.contents(atPath: file) {
                guard data.count <= Self.maximumFileSize else {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "not scanned: \(data.count / 1_048_576) MB, larger than the \(Self.maximumFileSize / 1_048_576) MB "
                                + "a Swift file may have (its strings are audited, but none is placed by this file)",
                            at: SourceLocation(file: file)))
                    continue
                }
                sources.append((file, [UInt8](data)))
            } else {
                diagnostics.append(Diagnostic(.warning, "cannot read the file", at: SourceLocation(file: file)))
            }
        }
        var scan = run(sources)
        scan.diagnostics = diagnostics + scan.diagnostics
        return scan
    }

    /// Scans one file held in memory (for tests); `path` is the path reported.
    public func scan(source: String, path: String) -> SourceScan {
        run([(path, Array(source.utf8))])
    }

    /// Scans several files held in memory, as one project (for tests).
    public func scan(sources: [(path: String, source: String)]) -> SourceScan {
        run(sources.map { ($0.path, Array($0.source.utf8)) })
    }

    // MARK: Passes

    private func run(_ inputs: [(path: String, bytes: [UInt8])]) -> SourceScan {
        let extra = Set(options.wrapperFunctions)
        let parseStart = Date()
        let options = options
        let parsed = map(inputs, timeLimit: options.parseTimeLimit) { source -> Result<SourceFileSyntax, Diagnostic> in
            source.bytes.withUnsafeBufferPointer { bytes in
                if let refusal = Self.refusal(of: bytes, path: source.path, options: options) {
                    return .failure(refusal)
                }
                return .success(Parser.parse(source: bytes, maximumNestingLevel: Self.maximumNestingLevel))
            }
        }
        let parseSeconds = Date().timeIntervalSince(parseStart)
        var skipped: [Diagnostic] = []
        var sources: [(path: String, bytes: [UInt8])] = []
        var trees: [SourceFileSyntax] = []
        for (source, outcome) in zip(inputs, parsed) {
            switch outcome {
            case .success(let tree)?:
                sources.append(source)
                trees.append(tree)
            case .failure(let refusal)?:
                skipped.append(refusal)
            case nil:
                skipped.append(
                    Diagnostic(
                        .warning,
                        "not scanned: swift-syntax's parser took more than \(Self.seconds(options.parseTimeLimit ?? 0)) "
                            + "on this file and was left to finish on its own (its strings are audited, but none is "
                            + "placed by this file)", at: SourceLocation(file: source.path)))
            }
        }
        // Walk 1: the declarations, and the UIKit settings (`titleLabel.numberOfLines = 0`) of
        // every type, across files: a type's extensions and a label configured where it is
        // declared, set where it is used.
        let declarations = map(Array(trees.indices)) {
            i -> (
                index: ProjectIndex, properties: [String: [String: [String: ExprSyntax]]],
                views: [String: UIKitViews], clearTabTitles: SourceLocation?
            ) in
            let indexer = DeclarationIndexer(extraWrappers: extra)
            let collector = UIKitConfigurationCollector(viewMode: .sourceAccurate)
            let layouts = UIKitLayoutCollector()
            let pushes = NavigationPushCollector()
            let callNames = CallNames()
            indexer.callNames = callNames
            collector.callNames = callNames
            layouts.callNames = callNames
            pushes.callNames = callNames
            VisitorGroup([indexer, collector, layouts, pushes]).walk(trees[i])
            indexer.index.navigation = pushes.pushes
            let clear = collector.clearTabTitles.map { position in
                let at = LineTable(sources[i].bytes).lineAndColumn(at: position)
                return SourceLocation(file: sources[i].path, line: at.line, column: at.column)
            }
            return (indexer.index, collector.properties, layouts.views, clear)
        }
        var index = ProjectIndex()
        for part in declarations { index.merge(part.index) }
        var properties: [String: [String: [String: ExprSyntax]]] = [:]
        for part in declarations.map(\.properties) {
            properties.merge(part) { mine, theirs in mine.merging(theirs) { a, b in a.merging(b) { first, _ in first } }
            }
        }
        var views: [String: UIKitViews] = [:]
        for part in declarations.map(\.views) {
            views.merge(part) { mine, theirs in
                var merged = mine
                merged.merge(theirs)
                return merged
            }
        }
        let clearTabTitles = declarations.compactMap(\.clearTabTitles).first
        let projectProperties = properties
        let projectViews = views
        index.resolvePendingAccessors()
        index.resolveFontAliases()
        index.navigation.resolve()
        let project = index
        // Walk 2: the placements, SwiftUI's and UIKit's each in a context of its own (what UIKit's
        // visitor finds comes after SwiftUI's, as if it walked the file second), then the key
        // references neither placed.
        @Sendable func place(in tree: SourceFileSyntax, source: (path: String, bytes: [UInt8])) -> FileResult {
            let context = FileContext(
                path: source.path, tree: tree, bytes: source.bytes, index: project,
                extraWrappers: extra)
            let uiKit = FileContext(sameFileAs: context)
            let unplaced = UnplacedReferenceVisitor(context: context)
            let literals = StringLiteralCollector()
            VisitorGroup([
                SwiftUIPlacementVisitor(context: context),
                UIKitPlacementVisitor(context: uiKit, properties: projectProperties, views: projectViews), unplaced,
                literals,
            ]).walk(tree)
            context.append(uiKit)
            unplaced.finish()
            if tree.hasError {
                context.result.diagnostics.append(
                    Diagnostic(
                        .note,
                        "the Swift parser recovered from syntax errors; placements in this file may be incomplete",
                        at: SourceLocation(file: source.path)))
            }
            context.result.screens = context.screens
            context.result.literals = literals.literals
            return context.result
        }
        let styles = AppStyles(fonts: project.fonts, buttonStyles: project.buttonStyles)
        let results = map(Array(trees.indices)) { i -> FileResult in
            // The app's own fonts and button styles (a task-local: each worker binds it).
            AppStyles.$current.withValue(styles) { place(in: trees[i], source: sources[i]) }
        }
        var scan = SourceScan(files: sources.map(\.path), diagnostics: skipped, parseSeconds: parseSeconds)
        scan.wrappers = Set(index.wrappers.values.map(\.qualifiedName) + options.wrapperFunctions).sorted()
        var all: [FilePlacement] = []
        for result in results {
            all += result.placements
            scan.unplaced += result.unplaced
            scan.screens += result.screens
            scan.diagnostics += result.diagnostics
            scan.literals.formUnion(result.literals)
        }
        all = Self.instantiated(all, uses: results.flatMap(\.viewUses))
        let producers = Self.relayed(results.flatMap(\.producers), through: results.flatMap(\.relays))
        let (followedPlacements, reached) = AppStyles.$current.withValue(styles) {
            followed(
                results.flatMap(\.follows), placements: all, producers: producers, memberTypes: project.memberTypes)
        }
        // A view member's text is shown where the member is used: once a use gives it a role
        // (`.tabItem { tab.label }`), its own place (the `Label` in `var label`) is not an element.
        let shownElsewhere = Set(followedPlacements.compactMap(\.origin))
        scan.placements =
            all.filter { $0.decided || !shownElsewhere.contains($0.placement.location) }.map(\.placement)
            + followedPlacements.map(\.placement)
        if let clearTabTitles {
            // Tab titles drawn in a clear colour are never seen: not measured, and the report says why.
            let hidden = scan.placements.filter { $0.element.role == .tabBarItem }.count
            scan.placements.removeAll { $0.element.role == .tabBarItem }
            if hidden > 0 {
                scan.diagnostics.append(
                    Diagnostic(
                        .note,
                        "tab bar item titles are drawn in a clear colour here (an icon-only tab bar): "
                            + "their \(hidden) placement\(hidden == 1 ? " is" : "s are") not measured",
                        at: clearTabTitles))
            }
        }
        // A key a member returns is placed where that member is shown: no longer unplaced.
        scan.unplaced.removeAll { reached.contains($0.location) }
        scan.placements.sort { $0.location < $1.location }
        scan.unplaced.sort { $0.location < $1.location }
        return scan
    }

    /// `producers` and the producers their keys make of the members they are passed on to
    /// (`Relay`): a key given to `LargeButton(descriptiveText:)`, whose body passes
    /// `descriptiveText` on as `DescriptiveText(label:)`, is also `DescriptiveText.label`'s value;
    /// followed at most three relays deep.
    static func relayed(_ producers: [FilePlacement], through relays: [Relay]) -> [FilePlacement] {
        guard !relays.isEmpty else { return producers }
        let byFrom = Dictionary(grouping: Set(relays), by: { "\($0.fromType).\($0.fromMember)" })
        var all = producers
        var frontier = producers
        for _ in 0..<3 {
            var next: [FilePlacement] = []
            for producer in frontier {
                guard let type = producer.typeName, let member = producer.memberName else { continue }
                for relay in byFrom["\(type).\(member)"] ?? [] {
                    var passed = producer
                    passed.typeName = relay.toType
                    passed.memberName = relay.toMember
                    passed.typePath = nil
                    passed.parameters = nil
                    next.append(passed)
                }
            }
            if next.isEmpty { break }
            all += next
            frontier = next
        }
        return all
    }

    /// `placements` with the room of their view's use added: a text of a view the app uses by
    /// name (`HeaderRow()`) is measured in what the views around that use leave it, and so on
    /// outward through the type that use is in (at most `instantiationDepth` levels), as long as
    /// the type has one use outside previews or all its uses leave it the same room. A type used
    /// in different rooms keeps its own (its texts' rooms are then upper bounds).
    static func instantiated(_ placements: [FilePlacement], uses: [ViewUse]) -> [FilePlacement] {
        let byType = Dictionary(grouping: uses, by: \.type)
        return placements.map { placement in
            let element = placement.placement.element
            guard var type = placement.typeName, LayoutRoom.roles.contains(element.role), element.width == nil
            else { return placement }
            var steps = element.layout?.steps ?? []
            var inList = false
            var changed = false
            var seen: Set<String> = []
            // A view member used in its type's body (`aboutSection`) first: its use's room.
            if let member = placement.memberName, member != "body", let found = byType["\(type).\(member)"],
                let use = found.first, found.allSatisfy({ $0.steps == use.steps && $0.inList == use.inList })
            {
                if !use.steps.isEmpty {
                    steps = use.steps + steps
                    changed = true
                }
                inList = use.inList
            }
            for _ in 0..<instantiationDepth where !inList {
                guard seen.insert(type).inserted, let found = byType[type], let use = found.first,
                    found.allSatisfy({ $0.steps == use.steps && $0.inList == use.inList })
                else { break }
                if !use.steps.isEmpty {
                    steps = use.steps + steps
                    changed = true
                }
                inList = inList || use.inList
                if use.inList { break }
                guard let host = use.hostType else { break }
                type = host
            }
            guard changed else { return placement }
            var result = placement
            result.placement.element.layout = LayoutRoom(
                steps: steps, fromScreenEdge: padsLikeMargins(steps) && !inList && element.role == .label,
                inWidget: element.layout?.inWidget ?? false, smallWidget: element.layout?.smallWidget ?? false)
            return result
        }
    }

    /// The most levels of the app's own views a text's room is followed out through.
    static let instantiationDepth = 4

    /// Placements of the keys a followed member produces: views a member builds, with the role
    /// the use's context gives (`.tabItem { tab.label }`), and keys a member returns, in the
    /// element its value is shown in (`titleLabel.text = item.title`), each with the place of the
    /// view it came from (`nil` for values). Also the locations of the producers' references
    /// that were reached.
    private func followed(
        _ follows: [FollowReference], placements: [FilePlacement],
        producers: [FilePlacement], memberTypes: [String: Set<String>]
    ) -> ([(placement: SourcePlacement, origin: SourceLocation?)], Set<SourceLocation>) {
        var views: [String: [FilePlacement]] = [:]
        for placement in placements where !placement.decided {
            if let member = placement.memberName { views[member, default: []].append(placement) }
        }
        var values: [String: [FilePlacement]] = [:]
        for producer in producers {
            if let member = producer.memberName { values[member, default: []].append(producer) }
        }
        var found: [(placement: SourcePlacement, origin: SourceLocation?)] = []
        var reached: Set<SourceLocation> = []
        var names: [String: (last: String, lastLowered: String, lowered: String)] = [:]
        for follow in follows {
            // A call that cannot call a function (its labels do not fit its parameters) calls
            // another function of the same name, of a type not seen (Foundation's).
            let candidates = ((follow.element == nil ? views : values)[follow.memberName] ?? []).filter { candidate in
                guard let labels = follow.argumentLabels, let parameters = candidate.parameters else { return true }
                return FunctionParameterShape.call(labels, fits: parameters)
            }
            guard !candidates.isEmpty,
                let type = chooseType(
                    follow, among: Set(candidates.compactMap(\.typeName)),
                    declaring: memberTypes[follow.memberName] ?? [], names: &names)
            else { continue }
            var chosen = candidates.filter { $0.typeName == type }
            if let path = follow.sameTypePath {
                chosen.removeAll { $0.typePath != nil && $0.typePath != path }
            } else if Set(chosen.compactMap(\.typePath)).count > 1 {
                // Two types of that name nested in different types (`AccountsListView.Mode`,
                // `EditorView.Mode`): which one the use's value is, is not known.
                continue
            }
            for candidate in chosen {
                let element: ElementConfiguration
                if let shown = follow.element {
                    element = shown
                    reached.insert(candidate.placement.location)
                } else {
                    var draft = ElementDraft(
                        role: candidate.placement.element.role, lines: candidate.placement.element.lines)
                    draft.apply(follow.contexts)
                    guard draft.decided || draft.role != candidate.placement.element.role else { continue }
                    element = merged(candidate.placement.element, draft.configuration)
                }
                found.append(
                    (
                        SourcePlacement(
                            reference: candidate.placement.reference, element: element,
                            location: follow.location, confidence: .followed,
                            via: "\(type).\(follow.memberName)",
                            interpolated: candidate.placement.interpolated),
                        follow.element == nil ? candidate.placement.location : nil
                    ))
            }
        }
        return (found, reached)
    }

    /// The type whose member a use refers to: the use's own type, the type it names, the one
    /// type whose name is (or ends with) the receiver's name (`tab` → `Tab`), or, for a use
    /// without a receiver, the only type with such a member; `nil` when that is ambiguous.
    /// The type a follow's member is read from, among `types` (those whose member holds a key):
    /// its own type, a type named by the receiver (`Kind.title`), else the one type whose name
    /// the receiver's ends like (`account.title`: `Account`, `UserAccount`) among every type
    /// `declaring` a member of that name, so that a receiver of another type with that member
    /// (`Mastodon.Entity.Account`) is not taken for the one with a key. `nil` when it is not one
    /// of `types`, or not clear.
    ///
    /// `names` keeps each type name's last component, that lowercased and the whole name
    /// lowercased, made once for all the follows: a member many types declare (`title`) had every
    /// name split and lowercased for each of its uses.
    private func chooseType(
        _ follow: FollowReference, among types: Set<String>, declaring: Set<String>,
        names: inout [String: (last: String, lastLowered: String, lowered: String)]
    ) -> String? {
        let last = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
        func forms(_ type: String) -> (last: String, lastLowered: String, lowered: String) {
            if let known = names[type] { return known }
            let made = (last(type), last(type).lowercased(), type.lowercased())
            names[type] = made
            return made
        }
        if let same = follow.sameType { return types.contains(same) ? same : nil }
        if let hint = follow.typeHint, types.contains(hint) { return hint }
        if follow.exactType {
            // A declared type (`account: Mastodon.Entity.Account`) written more or less fully
            // than the type's own name.
            let wanted = follow.typeHint.map(last)
            let same = types.filter { forms($0).last == wanted }
            return same.count == 1 ? same.first : nil
        }
        if let hint = follow.typeHint?.lowercased() {
            var equal: [String] = []
            var suffix: [String] = []
            func consider(_ type: String) {
                let forms = forms(type)
                if forms.lastLowered == hint { equal.append(type) }
                if forms.lowered.hasSuffix(hint) { suffix.append(type) }
            }
            // `types` and `declaring` together, each name once.
            for type in types { consider(type) }
            for type in declaring where !types.contains(type) { consider(type) }
            if equal.count == 1 { return equal.first }
            if suffix.count == 1 { return suffix.first }
            if suffix.count > 1 { return nil }
            // A receiver whose name matches none of the types (`uploader.model.displayName`) is of
            // a type not seen: the one type with such a member is not evidence enough.
            return nil
        }
        return types.count == 1 ? types.first : nil
    }

    /// A member's element with the role, lines, count, width and accessory the context of its
    /// use decided, and the context's environment where the member set none.
    private func merged(_ inner: ElementConfiguration, _ context: ElementConfiguration) -> ElementConfiguration {
        var element = inner
        element.role = context.role
        element.lines = context.lines
        element.count = context.count ?? element.count
        element.width = context.width ?? element.width
        element.accessory = context.accessory ?? element.accessory
        element.textStyle = element.textStyle ?? context.textStyle
        element.font = element.font ?? context.font
        element.maxSizeCategory = element.maxSizeCategory ?? context.maxSizeCategory
        element.textCase = element.textCase ?? context.textCase
        element.lineBreakMode = element.lineBreakMode ?? context.lineBreakMode
        element.minimumScaleFactor = element.minimumScaleFactor ?? context.minimumScaleFactor
        // An assumption goes with the role it was made for.
        element.assumption = context.assumption ?? (context.role == inner.role ? inner.assumption : nil)
        return element
    }

    /// `transform` over `items`, on all cores when `options.concurrent` (else on one thread),
    /// results in order.
    private func map<T, R>(_ items: [T], _ transform: @escaping (T) -> R) -> [R] {
        map(items, timeLimit: nil, transform).map { $0! }
    }

    /// `transform` over `items`, on all cores when `options.concurrent` (else on one thread),
    /// results in order; `nil` for an item `transform` spent more than `timeLimit` seconds on.
    ///
    /// Always on threads of `Self.stackSize`: swift-syntax parses and walks a tree by recursion as
    /// deep as the tree, and an `else if` chain of 6,000 branches (a 200 KB file) or a chain of
    /// 30,000 modifiers overflowed the 8 MB of the main thread and of Dispatch's workers.
    ///
    /// A thread cannot be stopped: one past its time is left to finish its item alone, its result
    /// dropped, and a new thread takes its place for the items left. This returns without waiting
    /// for it (a process exits whatever its other threads are doing).
    func map<T, R>(_ items: [T], timeLimit: Double?, _ transform: @escaping (T) -> R) -> [R?] {
        guard !items.isEmpty else { return [] }
        let threadCount =
            options.concurrent ? min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount)) : 1
        let state = Locked(MapState<R>(count: items.count))
        let done = DispatchSemaphore(value: 0)
        // The closure escapes into the threads, which keep it until they end, after this returns.
        nonisolated(unsafe) let work = transform
        nonisolated(unsafe) let all = items
        func startThread() {
            let me = state.withLock { $0.newWorker() }
            let thread = Thread {
                while let i = state.withLock({ $0.take(worker: me) }) {
                    let result = work(all[i])
                    // Given up while it worked: the result is dropped, and the thread ends unseen.
                    guard state.withLock({ $0.finish(worker: me, item: i, result) }) else { return }
                }
                done.signal()
            }
            thread.stackSize = Self.stackSize
            thread.start()
        }
        for _ in 0..<threadCount { startThread() }
        var running = threadCount
        while running > 0 {
            guard let timeLimit else {
                done.wait()
                running -= 1
                continue
            }
            if done.wait(timeout: .now() + min(timeLimit, 0.25)) == .success {
                running -= 1
                continue
            }
            let overdue = state.withLock { $0.giveUp(after: timeLimit) }
            for _ in 0..<overdue { startThread() }
        }
        return state.withLock { $0.results }
    }

    /// The stack of the threads that parse and walk, bytes: address space reserved, not memory
    /// used (a page is used when the recursion reaches it). 1 GiB holds the recursion of an
    /// `else if` chain of about 700,000 branches; `maximumFileSize` keeps files well below that.
    static let stackSize = 1 << 30

    /// The deepest nesting of square brackets within one scope parsed by default
    /// (`Options.maximumSquareBracketDepth`): swift-syntax's parser doubles its time with each
    /// level (Docs/upstream/swift-syntax-nesting.md), and 16 levels cost it about 0.1 s. The
    /// corpus' Swift files (3,836 files of nine apps) nest square brackets 5 deep at most.
    public static let maximumSquareBracketDepth = 16

    /// The most brackets a file may leave unclosed by default (`Options.maximumUnclosedBrackets`):
    /// swift-syntax's parser recovers from each by rescanning the rest of the file (2,000
    /// nested unclosed calls, `foo("foo("…`, took 63 s), and 64 cost it about 0.1 s. The corpus'
    /// Swift files leave none unclosed; a file being edited, a few.
    public static let maximumUnclosedBrackets = 64

    /// Seconds swift-syntax's parser may spend on one file by default (`Options.parseTimeLimit`):
    /// a backstop for inputs the nesting checks do not foresee. The largest file scanned
    /// (`maximumFileSize`) parses in well under a second in a release build.
    public static let parseTimeLimit = 20.0

    /// The nesting of brackets, braces and `#if`s the parser builds a tree for, past which it
    /// keeps the rest of a construct as unexpected tokens: swift-syntax's default in a release
    /// build, given in debug builds too (whose default of 20 left SwiftUI views nested a little
    /// deeper unread in the tests only), as the scan's threads have stack for it.
    static let maximumNestingLevel = 256

    /// Why a file is not parsed, as a warning naming it and the place, or `nil` when its
    /// nesting is within `options`' limits.
    static func refusal(of bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options) -> Diagnostic? {
        let nesting = BracketNesting(bytes)
        let unscanned = "(its strings are audited, but none is placed by this file)"
        if nesting.squareDepth > options.maximumSquareBracketDepth {
            return Diagnostic(
                .warning,
                "not scanned: square brackets nested \(nesting.squareDepth) deep here (more than "
                    + "\(options.maximumSquareBracketDepth)); swift-syntax's parser takes time exponential in this "
                    + "nesting \(unscanned)", at: location(nesting.squareDepthOffset, in: bytes, path: path))
        }
        if nesting.unclosed > options.maximumUnclosedBrackets {
            return Diagnostic(
                .warning,
                "not scanned: \(nesting.unclosed) brackets never closed, the first here (more than "
                    + "\(options.maximumUnclosedBrackets)); swift-syntax's parser rescans the rest of the file for "
                    + "each \(unscanned)", at: location(nesting.firstUnclosedOffset, in: bytes, path: path))
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars, as `SourceLocation` counts) of a byte offset.
    private static func location(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        let column = bytes[lineStart..<offset].reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
        return SourceLocation(file: path, line: line, column: column + 1)
    }

    /// `20 s`, `0.5 s`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The largest Swift file scanned, bytes (8 MiB: 35 times the largest Swift file in the
    /// corpus, 232 KB of generated protobuf code). A larger file is skipped with a warning: its recursion
    /// depth could outgrow even `stackSize` (a chain of member accesses is two bytes a level).
    static let maximumFileSize = 8 << 20

    // MARK: Files

    /// `.swift` files under `paths`, skipped folders and excludes left out, sorted.
    func swiftFiles(under paths: [String]) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for root in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if root.hasSuffix(".swift"), !excluded(root) { found.append(root) }
                continue
            }
            var stack = [root]
            while let folder = stack.popLast() {
                guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                for name in names {
                    let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                    var isFolder: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                    if isFolder.boolValue {
                        if !options.skippedFolders.contains(name), !excluded(path) { stack.append(path) }
                    } else if name.hasSuffix(".swift"), !excluded(path) {
                        found.append(path)
                    }
                }
            }
        }
        return Array(Set(found)).sorted()
    }

    private func excluded(_ path: String) -> Bool {
        options.excludes.contains { SourceGlob.matches($0, path) }
    }
}

/// What `SwiftSourceScanner.map(_:timeLimit:_:)`'s threads share: the next item, each
/// thread's item and when it began it, the results, and the threads given up.
private struct MapState<R> {
    var next = 0
    var results: [R?]
    /// The number of threads started (a thread's number is its index).
    var workers = 0
    /// The item each working thread is on (by its number), and since when.
    var working: [Int: (item: Int, since: Date)] = [:]
    var givenUp: Set<Int> = []

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// A number for a new thread.
    mutating func newWorker() -> Int {
        defer { workers += 1 }
        return workers
    }

    /// The next item for `worker`, or `nil` when none is left.
    mutating func take(worker: Int) -> Int? {
        guard next < results.count else { return nil }
        defer { next += 1 }
        working[worker] = (next, Date())
        return next
    }

    /// Keeps `worker`'s result; `false` when `worker` was given up (the result is dropped).
    mutating func finish(worker: Int, item: Int, _ result: R) -> Bool {
        guard !givenUp.contains(worker) else { return false }
        results[item] = result
        working[worker] = nil
        return true
    }

    /// Gives up the threads working on one item for more than `limit` seconds; how many.
    mutating func giveUp(after limit: Double) -> Int {
        let now = Date()
        let late = working.filter { now.timeIntervalSince($0.value.since) > limit }.keys
        for worker in late {
            givenUp.insert(worker)
            working[worker] = nil
        }
        return late.count
    }
}

/// Glob matching for `Options.excludes`: `*` and `?` within a path component, `**` across
/// components; a pattern without `/` matches any path component (`Generated` leaves out every
/// folder of that name), one with `/` the path's end (`Sources/Generated/**`).
enum SourceGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") { return parts.contains { component($0, pattern) } }
        let patternParts = pattern.split(separator: "/").map(String.init)
        for start in parts.indices where match(Array(patternParts), Array(parts[start...])) { return true }
        return false
    }

    private static func match(_ pattern: [String], _ path: [String]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            for skip in 0...path.count where match(Array(pattern.dropFirst()), Array(path.dropFirst(skip))) {
                return true
            }
            return false
        }
        guard let head = path.first, component(head, first) else { return false }
        return match(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    private static func component(_ text: String, _ pattern: String) -> Bool {
        let t = Array(text), p = Array(pattern)
        func go(_ i: Int, _ j: Int) -> Bool {
            if j == p.count { return i == t.count }
            if p[j] == "*" { return (i...t.count).contains { go($0, j + 1) } }
            guard i < t.count, p[j] == "?" || p[j] == t[i] else { return false }
            return go(i + 1, j + 1)
        }
        return go(0, 0)
    }
}
