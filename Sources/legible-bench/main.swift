import CLegibleAllocator
import Foundation
import LegibleAudit
import LegibleSource
import LegibleText
import SwiftParser
import SwiftSyntax

// legible-bench: the Swift half of Scripts/bench (Benchmarks/README.md). Not part of the
// product: it times the libraries directly and prints `name=value` lines for the script.
//
//   legible-bench texts PATH [--config FILE] --out FILE [--per-face]
//       The distinct texts an audit of PATH measures, once per weight (with --per-face: once per
//       weight and face, as the audit shapes them), with the face, script and direction Legible
//       shapes each in: the input of the C floor and of `measure`.
//   legible-bench checks PATH [--config FILE] --out FILE
//       What the audit of PATH checks, text by text in its element (room, fonts): the input of
//       the Pango peer (Benchmarks/peer/pango_peer.py).
//   legible-bench measure FILE [--threads N] [--seconds S]
//       Times TextMeasurer (shape + width) on the file's strings.
//   legible-bench audit PATH [--config FILE] [--naive] [--report FILE]
//       Runs the audit engine (with --naive: reshaping at every size and Bold Text state),
//       prints timings and writes the JSON report.
//   legible-bench scan PATH
//       Times the Swift source scan of PATH against SwiftParser parsing the same files.
//   legible-bench parse FILE [--only-parse | --only-scan] [--unguarded]
//       Times SwiftParser alone on one Swift file, then the scan of that file (with
//       --unguarded: without the scan's nesting checks and time limit, as before they were
//       added), and prints what the scan reported of it.

// As the command line does (Sources/legible/main.swift), so that the engine is timed in the
// process the tool runs it in.
_ = legible_tune_allocator()
let processStart = Date()

/// CPU time of the process so far (every thread), seconds.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// The arguments after the subcommand: positionals and `--name value` options.
struct Arguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: ArraySlice<String>, flags known: Set<String>) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if known.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("--") {
                options[argument] = iterator.next() ?? ""
            } else {
                positionals.append(argument)
            }
        }
    }
}

/// What an audit reads: the configuration and the strings, as `legible audit` finds them.
struct Project {
    var configuration: AuditConfiguration
    var collection: StringCollection
    var measurer: TextMeasurer

    /// Loads the project as `legible audit` does (`AuditProject.load`: the same configuration
    /// search, path rebasing and Swift scan).
    init(path: String, config: String?) throws {
        let project: AuditProject
        do {
            project = try AuditProject.load(paths: [path], options: AuditProject.Options(configurationPath: config))
        } catch {
            throw Failure(description: "\(error)")
        }
        configuration = project.configuration
        collection = project.collection
        var options = TextMeasurer.Options()
        options.fontFolders = project.fontFolders
        options.tracking = configuration.tracking
        options.standInCalibration = configuration.calibration
        measurer = TextMeasurer(options: options)
    }
}

/// A line of the texts file (see Benchmarks/floor/hb_floor.c for the format).
struct TextLine {
    var facePath: String
    var faceIndex: Int
    var wght: Double
    var locale: String
    var script: String
    var rightToLeft: Bool
    var weight: FontWeight
    var text: String

    var line: String {
        let fields = [
            facePath, String(faceIndex), wght == 0 ? "0" : String(wght), locale, script,
            rightToLeft ? "rtl" : "ltr", String(weight.rawValue), Self.escape(text),
        ]
        return fields.joined(separator: "\t")
    }

    init(
        facePath: String, faceIndex: Int, wght: Double, locale: String, script: String, rightToLeft: Bool,
        weight: FontWeight, text: String
    ) {
        self.facePath = facePath
        self.faceIndex = faceIndex
        self.wght = wght
        self.locale = locale
        self.script = script
        self.rightToLeft = rightToLeft
        self.weight = weight
        self.text = text
    }

    init?(_ line: Substring) {
        let fields = line.split(separator: "\t", maxSplits: 7, omittingEmptySubsequences: false)
        guard fields.count == 8, let index = Int(fields[1]), let wght = Double(fields[2]),
            let weight = Int(fields[6]).flatMap(FontWeight.init(rawValue:))
        else { return nil }
        self.init(
            facePath: String(fields[0]), faceIndex: index, wght: wght, locale: String(fields[3]),
            script: String(fields[4]), rightToLeft: fields[5] == "rtl", weight: weight,
            text: Self.unescape(fields[7]))
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func unescape(_ text: Substring) -> String {
        var result = ""
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                result.unicodeScalars.append(scalar == "n" ? "\n" : scalar == "t" ? "\t" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

func readTexts(_ path: String) throws -> [TextLine] {
    let contents = try String(contentsOfFile: path, encoding: .utf8)
    return contents.split(separator: "\n").compactMap(TextLine.init)
}

func font(_ weight: FontWeight) -> ResolvedFont {
    ResolvedFont(family: nil, pointSize: 17, weight: weight, lineHeight: 22)
}

/// `texts`: the audit's distinct texts, each with the face it is mostly shaped in.
func texts(_ arguments: Arguments) throws {
    guard let path = arguments.positionals.first, let out = arguments.options["--out"] else {
        throw Failure(description: "usage: legible-bench texts PATH [--config FILE] --out FILE")
    }
    let project = try Project(path: path, config: arguments.options["--config"])
    let engine = AuditEngine(configuration: project.configuration, measurer: project.measurer)
    var lines: [String] = []
    for measured in engine.measuredTexts(project.collection, perShapingSize: arguments.flags.contains("--per-face")) {
        let resolved = ResolvedFont(
            family: measured.family, pointSize: measured.pointSize, weight: measured.weight,
            lineHeight: 22)
        let shaped = project.measurer.shape(measured.text, locale: measured.locale, font: resolved, caching: .none)
        // The run with the most grapheme clusters gives the face, script and direction.
        guard let run = shaped.runs.max(by: { $0.graphemeCount < $1.graphemeCount }) else { continue }
        let face = run.face.face
        let wght = run.face.variations.first { $0.tag == "wght" }?.value ?? 0
        lines.append(
            TextLine(
                facePath: face.path, faceIndex: face.index, wght: wght, locale: measured.locale,
                script: run.script == "Zyyy" || run.script == "Zinh" ? "" : run.script,
                rightToLeft: run.isRightToLeft, weight: measured.weight, text: measured.text
            ).line)
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8)
    print("texts=\(lines.count)")
}

/// `checks`: what the audit checks, text by text in its element, for the Pango peer
/// (Benchmarks/peer/pango_peer.py): locale, width (empty: none), line limit, each check's
/// `size:weight:tracking` (comma-separated; tracking: SF Pro's at that size, points), the text.
func checks(_ arguments: Arguments) throws {
    guard let path = arguments.positionals.first, let out = arguments.options["--out"] else {
        throw Failure(description: "usage: legible-bench checks PATH [--config FILE] --out FILE")
    }
    let project = try Project(path: path, config: arguments.options["--config"])
    let engine = AuditEngine(configuration: project.configuration, measurer: project.measurer)
    var lines: [String] = []
    var count = 0
    for planned in engine.plannedChecks(project.collection) {
        let fonts = planned.fonts.map { font in
            let tracking =
                project.configuration.tracking == .off ? 0 : SFProTracking.tracking(atPointSize: font.pointSize)
            return "\(font.pointSize):\(font.weight.rawValue):\(tracking)"
        }
        count += fonts.count
        lines.append(
            [
                planned.locale, planned.width.map { String($0) } ?? "", String(planned.lines),
                fonts.joined(separator: ","), TextLine.escape(planned.text),
            ].joined(separator: "\t"))
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8)
    print("elements=\(lines.count) checks=\(count)")
}

/// Sums `body` over the strings, split over `threads` threads; returns the total.
func spread(_ lines: [TextLine], threads: Int, _ body: @Sendable (TextLine) -> Double) -> Double {
    let total = Locked(0.0)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        var sum = 0.0
        var index = thread
        while index < lines.count {
            sum += body(lines[index])
            index += threads
        }
        total.withLock { $0 += sum }
    }
    return total.withLock { $0 }
}

/// `measure`: TextMeasurer's strings per second on the texts file.
func measure(_ arguments: Arguments) throws {
    guard let path = arguments.positionals.first else {
        throw Failure(description: "usage: legible-bench measure FILE [--threads N] [--seconds S]")
    }
    let lines = try readTexts(path)
    guard !lines.isEmpty else { throw Failure(description: "no strings in \(path)") }
    let threads = max(1, Int(arguments.options["--threads"] ?? "1") ?? 1)
    let minimum = Double(arguments.options["--seconds"] ?? "1") ?? 1
    let measurer = TextMeasurer()
    let constraints = LayoutConstraints(width: nil, lines: 1)
    let pass: @Sendable (TextLine) -> Double = { line in
        let resolved = font(line.weight)
        let shaped = measurer.shape(line.text, locale: line.locale, font: resolved, caching: .none)
        return measurer.layout(shaped, font: resolved, constraints: constraints).width
    }
    // Warm-up: faces opened and their tables loaded, as the floor's warm-up pass does.
    _ = spread(lines, threads: threads, pass)
    var passes = 1
    var start = Date()
    var cpuStart = cpuSeconds()
    var widths = spread(lines, threads: threads, pass)
    var seconds = Date().timeIntervalSince(start)
    var cpu = cpuSeconds() - cpuStart
    while seconds < minimum {
        passes = seconds > 0 ? Int(Double(passes) * minimum / seconds * 1.1) + 1 : passes * 10
        start = Date()
        cpuStart = cpuSeconds()
        widths = 0
        for _ in 0..<passes { widths += spread(lines, threads: threads, pass) }
        seconds = Date().timeIntervalSince(start)
        cpu = cpuSeconds() - cpuStart
    }
    let rate = Double(lines.count * passes) / seconds
    let cpuRate = Double(lines.count * passes) / cpu
    print(
        "strings=\(lines.count) threads=\(threads) passes=\(passes) seconds=\(seconds) cpu_seconds=\(cpu) "
            + "strings_per_s=\(String(format: "%.1f", rate)) cpu_strings_per_s=\(String(format: "%.1f", cpuRate)) "
            + "width_sum=\(widths / Double(passes))")
}

/// `audit`: the engine on a project, fast or naive.
func audit(_ arguments: Arguments) throws {
    guard let path = arguments.positionals.first else {
        throw Failure(description: "usage: legible-bench audit PATH [--config FILE] [--naive] [--report FILE]")
    }
    let readStart = Date()
    let project = try Project(path: path, config: arguments.options["--config"])
    let readSeconds = Date().timeIntervalSince(readStart)
    let engine = AuditEngine(
        configuration: project.configuration, measurer: project.measurer,
        reshapeEverySize: arguments.flags.contains("--naive"))
    // Seconds from the start to the first chunk with findings.
    let first = Locked<Double?>(nil)
    let auditStart = Date()
    let cpuStart = cpuSeconds()
    let result = engine.run(project.collection) { progress in
        guard progress.findings > 0 else { return }
        first.withLock { seconds in
            if seconds == nil { seconds = Date().timeIntervalSince(processStart) }
        }
    }
    let auditSeconds = Date().timeIntervalSince(auditStart)
    let auditCPU = cpuSeconds() - cpuStart
    if let out = arguments.options["--report"] {
        let report = AuditReport(
            tool: ToolInfo(version: "bench", harfbuzz: "", freetype: "", icu: ""),
            summary: result.summary, findings: result.findings,
            diagnostics: project.collection.diagnostics)
        var summaryless = report
        summaryless.summary.durationSeconds = nil
        let data = try JSONReporter().render(
            summaryless,
            options: ReportOptions(
                basePath: FileManager.default.currentDirectoryPath))
        try ReportWriter.writeAtomically(data, to: out)
    }
    print(
        "strings=\(result.summary.strings) checks=\(result.summary.checks) findings=\(result.findings.count) "
            + "read_s=\(readSeconds) audit_s=\(auditSeconds) audit_cpu_s=\(auditCPU) first_finding_s=\(first.withLock { $0 } ?? -1) "
            + "total_s=\(Date().timeIntervalSince(processStart))")
}

/// `legible-bench scan PATH`: the Swift source scan of PATH against its floor, SwiftParser
/// parsing the same files on the same cores and doing nothing else.
func scan(_ arguments: Arguments) throws {
    guard let path = arguments.positionals.first else { throw Failure(description: "scan needs a folder") }
    // A first scan finds the files and warms the file cache for both timings; the floor then
    // reads and parses the same files in parallel.
    let scanner = SwiftSourceScanner()
    let files = scanner.scan(paths: [path]).files
    let floorStart = Date()
    let floorCPU = cpuSeconds()
    // Bytes parsed, summed across threads.
    let nodes = Locked(0)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        guard let data = FileManager.default.contents(atPath: files[index]) else { return }
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        let bytes = tree.totalLength.utf8Length
        nodes.withLock { $0 += bytes }
    }
    let floorWall = Date().timeIntervalSince(floorStart)
    let floorCPUSeconds = cpuSeconds() - floorCPU
    let scanStart = Date()
    let scanCPU = cpuSeconds()
    let result = scanner.scan(paths: [path])
    let scanWall = Date().timeIntervalSince(scanStart)
    let scanCPUSeconds = cpuSeconds() - scanCPU
    let direct = result.placements.filter { $0.confidence == .direct }.count
    print(
        "scan_files=\(result.files.count) scan_bytes=\(nodes.withLock { $0 }) placements=\(result.placements.count) "
            + "direct=\(direct) followed=\(result.placements.count - direct) unplaced=\(result.unplaced.count) "
            + "parse_wall_s=\(floorWall) parse_cpu_s=\(floorCPUSeconds) scan_wall_s=\(scanWall) scan_cpu_s=\(scanCPUSeconds) "
            + "scan_over_parse_wall=\(scanWall / max(floorWall, 1e-9)) scan_over_parse_cpu=\(scanCPUSeconds / max(floorCPUSeconds, 1e-9))"
    )
}

/// `legible-bench parse FILE [--only-parse | --only-scan] [--unguarded]`: SwiftParser alone on
/// one file, then the scan of it, for Scripts/bench's pathological Swift inputs: whether
/// the time is the parser's or the scan's own, and what the scan says of the file (a skip's
/// warning). `--unguarded` scans without the nesting checks and the time limit.
func parse(_ arguments: Arguments) throws {
    guard let path = arguments.positionals.first, let data = FileManager.default.contents(atPath: path) else {
        throw Failure(description: "parse needs a readable Swift file")
    }
    let bytes = [UInt8](data)
    var line = "bytes=\(bytes.count)"
    if !arguments.flags.contains("--only-scan") {
        // On a thread with the scan's stack (1 GiB): the parser recurses as deep as the tree.
        let parsed = Locked("")
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let parseStart = Date()
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
            let seconds = Date().timeIntervalSince(parseStart)
            parsed.withLock { $0 = " tree_bytes=\(tree.totalLength.utf8Length) parse_s=\(seconds)" }
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        line += parsed.withLock { $0 }
    }
    if !arguments.flags.contains("--only-parse") {
        let scanStart = Date()
        var options = SwiftSourceScanner.Options(concurrent: false)
        if arguments.flags.contains("--unguarded") {
            options.maximumSquareBracketDepth = .max
            options.maximumUnclosedBrackets = .max
            options.parseTimeLimit = nil
        }
        let result = SwiftSourceScanner(options: options).scan(paths: [path])
        line +=
            " scan_s=\(Date().timeIntervalSince(scanStart)) placements=\(result.placements.count)"
            + " diagnostics=\(result.diagnostics.count)"
        for diagnostic in result.diagnostics { line += "\n\(diagnostic)" }
    }
    print(line)
}

let commandLine = CommandLine.arguments
do {
    guard commandLine.count > 1 else { throw Failure(description: "usage: legible-bench texts|measure|audit …") }
    let arguments = Arguments(
        commandLine.dropFirst(2), flags: ["--naive", "--per-face", "--only-parse", "--only-scan", "--unguarded"])
    switch commandLine[1] {
    case "texts": try texts(arguments)
    case "checks": try checks(arguments)
    case "measure": try measure(arguments)
    case "audit": try audit(arguments)
    case "scan": try scan(arguments)
    case "parse": try parse(arguments)
    default:
        throw Failure(
            description: "unknown command \(commandLine[1]); expected texts, checks, measure, audit, scan or parse")
    }
} catch {
    FileHandle.standardError.write(Data("legible-bench: \(error)\n".utf8))
    exit(2)
}
