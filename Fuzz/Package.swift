// swift-tools-version:6.0
// Fuzz targets for Legible's readers, built with Swift's libFuzzer support by Scripts/fuzz
// (`-sanitize=fuzzer,address`); not part of the tool or of Scripts/test. See the README's
// "Fuzzing" section.
import PackageDescription

let package = Package(
    name: "LegibleFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Legible", path: "..")],
    targets: [
        // One binary for every reader; LEGIBLE_FUZZ_TARGET chooses which (Scripts/fuzz sets it).
        // libFuzzer supplies `main`, so the module is parsed as a library.
        .executableTarget(
            name: "legible-fuzz",
            dependencies: [
                .product(name: "LegibleAudit", package: "Legible"),
                .product(name: "LegibleSource", package: "Legible"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ],
    swiftLanguageModes: [.v6]
)
