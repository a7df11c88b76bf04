// swift-tools-version:6.0
// Legible: finds UI text that will not fit or will not read well in iOS apps.
import PackageDescription

let package = Package(
    name: "Legible",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "legible", targets: ["legible"]),
        .library(name: "LegibleText", targets: ["LegibleText"]),
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        // The Swift source scanner, a product so that Fuzz/ can fuzz it.
        .library(name: "LegibleSource", targets: ["LegibleSource"]),
        // Audits a target's UI text on every build; findings show inline in Xcode and swift build.
        .plugin(name: "LegiblePlugin", targets: ["LegiblePlugin"]),
        // `swift package legible [--target NAME] [audit options]`.
        .plugin(name: "LegibleCommandPlugin", targets: ["LegibleCommandPlugin"]),
        // Times the libraries for Scripts/bench (Benchmarks/README.md); not installed with the tool.
        .executable(name: "legible-bench", targets: ["legible-bench"]),
    ],
    dependencies: [
        // Swift's own parser (the one SwiftLint, swift-format and periphery use), for reading where
        // the app's Swift source shows each string. Scripts/setup points SwiftPM at ../shared/mirrors
        // when it exists (offline machines); elsewhere it resolves from GitHub.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        // The command line: the parser, help, completions and manual every Swift CLI users know
        // (SwiftLint, swift-format, periphery) use.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
    ],
    targets: [
        // HarfBuzz (shaping, OpenType metrics) and FreeType (glyph outlines for the HTML report).
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"]), .brew(["harfbuzz", "freetype"])]
        ),
        // ICU (UAX #14 line breaks, UAX #29 grapheme clusters, UAX #9 bidi, UAX #24 scripts).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // xxHash's XXH3-128: the audit cache's digests of files, fonts and keys (`ContentHasher`).
        .systemLibrary(
            name: "CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
        ),
        // ICU's C functions are versioned macros (`ubrk_open` is `ubrk_open_72`) that Swift cannot
        // import; this shim gives them stable names.
        .target(
            name: "CLegibleICU",
            dependencies: ["CICU"],
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]
        ),
        // glibc's allocator settings for the command line (`legible_tune_allocator`).
        .target(name: "CLegibleAllocator"),
        .target(name: "LegibleText", dependencies: ["CHarfBuzz", "CLegibleICU", "CXXHash"]),
        .target(name: "LegibleAudit", dependencies: ["LegibleText"]),
        // Reads the app's Swift source: where each localized string is shown, and in what.
        .target(name: "LegibleSource", dependencies: [
            "LegibleAudit", "LegibleText",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "legible", dependencies: [
            "CLegibleAllocator", "LegibleAudit", "LegibleText", "LegibleSource",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .plugin(name: "LegiblePlugin", capability: .buildTool(), dependencies: ["legible"]),
        .plugin(
            name: "LegibleCommandPlugin",
            capability: .command(intent: .custom(verb: "legible", description: "Audit the package's UI text with Legible")),
            dependencies: ["legible"]
        ),
        .executableTarget(name: "legible-bench", dependencies: [
            "CLegibleAllocator", "LegibleAudit", "LegibleText", "LegibleSource",
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Golden/: shaping cases and the SHA-1 manifest of their fonts, read through #filePath.
        // Help/: the recorded --help of every command, read through #filePath.
        .testTarget(name: "LegibleCLITests", dependencies: ["legible", "LegibleAudit", "CLegibleAllocator"], exclude: ["Help"]),
        .testTarget(name: "LegibleTextTests", dependencies: ["LegibleText"], exclude: ["Golden"]),
        // Golden/: the reporters' golden files, read through #filePath (not bundled resources).
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleText"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "LegibleSourceTests", dependencies: [
            "LegibleSource", "LegibleAudit",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
