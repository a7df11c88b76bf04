import Foundation
import XCTest

/// `LegibleAudit` is one module whose folders are layers: a file may name the types of its own
/// folder and of the folders below it, never of a folder above. The order, lowest first:
///
/// 1. `Model` — strings, elements, screens, findings, drawings, the report: plain values.
/// 2. `Readers` — input formats (String Catalogs, `.strings`, XLIFF, storyboards, JSON) into the model.
/// 3. `Config` — `legible.json` (read with the JSON reader) and the role presets.
/// 4. `Rules` — what a finding is, judged on values the engine hands over.
/// 5. `Engine` — measures text and runs the rules.
/// 6. `Baseline` — a report's findings against earlier ones; merging shards.
/// 7. `Reporters` — a report into text, JSON, SARIF, JUnit, Markdown, HTML.
/// 8. `Cache` — audit results kept on disk by their inputs' digest, written as reports are.
///
/// Why one module with folders rather than eight modules: the layers share `internal` helpers
/// (the model's sort keys and formatters are used by every layer above), Swift compiles a module's
/// files together, and as separate modules most internal declarations would become public API for
/// no user. This test keeps the direction a module boundary would keep (issue 10 §1).
///
/// The reading is lexical, not a parse (SwiftParser in a debug build takes a minute for these
/// files, and the test needs only names): comments and string literals are removed, a folder's
/// types are the `struct` / `class` / `enum` / `protocol` / `actor` / `typealias` declarations
/// that start a line without indentation (nested types are reached through them), and a
/// reference is any capitalized identifier.
final class LegibleAuditLayersTests: XCTestCase {
    static let layers = ["Model", "Readers", "Config", "Rules", "Engine", "Baseline", "Reporters", "Cache"]

    func testEveryFolderNamesOnlyTypesOfItsOwnLayerOrBelow() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LegibleAudit")
        let files = Self.swiftFiles(under: root)
        XCTAssertGreaterThan(files.count, 100, "LegibleAudit's sources were not found at \(root.path)")

        var layerOfType: [String: Int] = [:]
        var sources: [(layer: Int, path: String, code: String)] = []
        for file in files {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            let folder = String(relative.prefix { $0 != "/" })
            let layer = try XCTUnwrap(
                Self.layers.firstIndex(of: folder),
                "\(relative): folder \(folder) is not a layer; add it to LegibleAuditLayersTests.layers")
            let code = SwiftLexicalReading.code(of: try String(contentsOf: file, encoding: .utf8))
            for name in SwiftLexicalReading.topLevelTypes(in: code) {
                if let other = layerOfType[name], other != layer {
                    XCTFail("\(name) is declared in both \(Self.layers[other]) and \(folder)")
                }
                layerOfType[name] = layer
            }
            sources.append((layer, relative, code))
        }

        var violations: [String] = []
        for (layer, path, code) in sources {
            for (name, line) in SwiftLexicalReading.referencedNames(in: code) {
                guard let declared = layerOfType[name], declared > layer else { continue }
                violations.append("\(path):\(line): \(Self.layers[layer]) names \(name) of \(Self.layers[declared])")
            }
        }
        // Edges still pointing up, while they are being moved down (a ratchet: one fixed must leave
        // this list, one new fails the test). None today.
        let known: Set<String> = []
        let withoutLines = Set(
            violations.map { $0.replacingOccurrences(of: #":\d+:"#, with: ":", options: .regularExpression) })
        let new = violations.filter {
            !known.contains($0.replacingOccurrences(of: #":\d+:"#, with: ":", options: .regularExpression))
        }
        XCTAssertEqual(new.sorted(), [], "layers point up:\n" + new.sorted().joined(separator: "\n"))
        XCTAssertEqual(known.subtracting(withoutLines).sorted(), [], "fixed: take these out of the known list")
    }

    /// The reading itself: comments and strings do not count, nested and indented declarations are
    /// not top-level types, and the first line of each name is kept.
    func testTheLexicalReadingFindsDeclarationsAndReferences() {
        let source = """
            /// Uses AuditEngine in a comment.
            public struct Finding: Sendable {
                var screen: Screen
                struct Nested {}
                let note = "Reporter \\(Order.self) in a string"
            }
            enum Order { case a } // HTMLReporter
            final class Engine { func run() -> [Finding] { [] } }
            /* Baseline
               Merger */
            typealias Key = String
            """
        let code = SwiftLexicalReading.code(of: source)
        XCTAssertEqual(SwiftLexicalReading.topLevelTypes(in: code), ["Finding", "Order", "Engine", "Key"])
        let names = Dictionary(uniqueKeysWithValues: SwiftLexicalReading.referencedNames(in: code))
        XCTAssertEqual(names["Screen"], 3)
        XCTAssertEqual(names["Finding"], 2)
        XCTAssertEqual(names["Sendable"], 2)
        XCTAssertNil(names["AuditEngine"])
        XCTAssertNil(names["HTMLReporter"])
        XCTAssertNil(names["Baseline"])
        XCTAssertNil(names["Reporter"])
        XCTAssertEqual(names["Order"], 5, "an interpolation's code is code")
    }

    static func swiftFiles(under root: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

/// Swift source read as tokens, enough to find type names: not a parser.
enum SwiftLexicalReading {
    /// The source with comments and the literal parts of strings replaced by spaces (newlines kept,
    /// so line numbers stay), interpolations `\( … )` kept as code.
    static func code(of source: String) -> String {
        let characters = Array(source.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        var blockDepth = 0
        // Each open string: its delimiter's quote count (1 or 3) and the interpolation depth.
        var strings: [(quotes: Int, parentheses: Int)] = []
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func blank(_ scalar: Unicode.Scalar) { output.append(scalar == "\n" ? "\n" : " ") }
        while index < characters.count {
            let scalar = characters[index]
            if blockDepth > 0 {
                if scalar == "*" && peek(1) == "/" {
                    blockDepth -= 1
                    output.append(contentsOf: "  ".unicodeScalars)
                    index += 2
                    continue
                }
                if scalar == "/" && peek(1) == "*" {
                    blockDepth += 1
                    output.append(contentsOf: "  ".unicodeScalars)
                    index += 2
                    continue
                }
                blank(scalar)
                index += 1
                continue
            }
            if let open = strings.last, open.parentheses == 0 {
                // Inside a string's literal text.
                if scalar == "\\" && peek(1) == "(" {
                    strings[strings.count - 1].parentheses = 1
                    output.append(contentsOf: "  ".unicodeScalars)
                    index += 2
                    continue
                }
                if scalar == "\\" {
                    output.append(contentsOf: "  ".unicodeScalars)
                    index += 2
                    continue
                }
                if scalar == "\"" && (open.quotes == 1 || (peek(1) == "\"" && peek(2) == "\"")) {
                    strings.removeLast()
                    for _ in 0..<open.quotes { output.append("\"") }
                    index += open.quotes
                    continue
                }
                blank(scalar)
                index += 1
                continue
            }
            // Code (top level or inside an interpolation).
            if scalar == "/" && peek(1) == "/" {
                while index < characters.count && characters[index] != "\n" {
                    output.append(" ")
                    index += 1
                }
                continue
            }
            if scalar == "/" && peek(1) == "*" {
                blockDepth = 1
                output.append(contentsOf: "  ".unicodeScalars)
                index += 2
                continue
            }
            if scalar == "\"" {
                let quotes = peek(1) == "\"" && peek(2) == "\"" ? 3 : 1
                strings.append((quotes, 0))
                for _ in 0..<quotes { output.append("\"") }
                index += quotes
                continue
            }
            if !strings.isEmpty {
                if scalar == "(" { strings[strings.count - 1].parentheses += 1 }
                if scalar == ")" { strings[strings.count - 1].parentheses -= 1 }
            }
            output.append(scalar)
            index += 1
        }
        return String(output)
    }

    /// The names declared by lines that start (without indentation) with a type declaration.
    static func topLevelTypes(in code: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = [
            "public", "internal", "fileprivate", "private", "package", "final", "indirect", "nonisolated",
            "@frozen", "@usableFromInline", "@MainActor", "@preconcurrency",
        ]
        var names: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let first = line.first, !first.isWhitespace else { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, modifiers.contains(word) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
            let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// Every capitalized identifier with the line (from 1) of its first use.
    static func referencedNames(in code: String) -> [(String, Int)] {
        var first: [String: Int] = [:]
        var line = 1
        var current = ""
        func flush() {
            if let head = current.first, head.isUppercase, first[current] == nil { first[current] = line }
            current = ""
        }
        for character in code {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                flush()
                if character == "\n" { line += 1 }
            }
        }
        flush()
        return first.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
