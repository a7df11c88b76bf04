import Foundation
import LegibleSource

@testable import LegibleAudit

/// The readers under fuzzing, by the name `LEGIBLE_FUZZ_TARGET` gives. Each reads the
/// input as a file of its kind; anything but a return (a trap, a stack overflow, a memory
/// error, a hang past libFuzzer's -timeout) is a bug: the readers never throw out of a
/// project read, and must never crash.
enum FuzzTarget: String, CaseIterable {
    case xcstrings, strings, stringsdict, xliff, storyboard, config, swift

    func run(_ data: Data) {
        switch self {
        case .xcstrings:
            _ = StringCatalogReader.read(data: data, path: "de.lproj/Localizable.xcstrings")
        case .strings:
            _ = StringsFileReader.read(data: data, path: "de.lproj/Localizable.strings")
        case .stringsdict:
            _ = StringsDictReader.read(data: data, path: "de.lproj/Localizable.stringsdict")
        case .xliff:
            _ = try? XLIFFReader.read(data: data, path: "de.xliff", defaults: .init(), includeSourceStrings: true)
        case .storyboard:
            _ = try? InterfaceBuilderReader.read(
                data: data, path: "Base.lproj/Main.storyboard", table: "Main", sourceLanguage: "en")
        case .config:
            // Parsed once by JSONScanner, decoded by JSONNodeDecoder (every field at every depth).
            _ = try? AuditConfiguration.parse(data, file: "legible.json")
        case .swift:
            // swift-syntax's parser and every SyntaxVisitor of the scan, on one file.
            _ = SwiftSourceScanner().scan(source: String(decoding: data, as: UTF8.self), path: "App/ContentView.swift")
        }
    }

    nonisolated(unsafe) static var selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("LEGIBLE_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()
}

/// libFuzzer's entry point (`LLVMFuzzerTestOneInput`, `FuzzerInterface.h`), exported under that C
/// name: feeds one input of `count` bytes at `start` (`nil` for an empty input) to the target
/// `LEGIBLE_FUZZ_TARGET` selects. Always returns 0, which libFuzzer requires; a crash is the finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func legibleFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.selected.run(data)
    return 0
}

/// libFuzzer's driver (`FuzzerInterface.h`): parses the command line and runs the callback.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point: SwiftPM links `main` to `<module>_main`, so the module
/// hands control to libFuzzer's driver here rather than through libFuzzer's own `main`.
@_cdecl("legible_fuzz_main")
public func legibleFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { start, size in legibleFuzzTestOneInput(start, size) }
}
