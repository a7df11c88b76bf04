// swift-tools-version:6.0
// An app's module that audits its UI text on every build with Legible's build tool plugin.
// Scripts/check-plugin builds it and checks the findings it prints.
import PackageDescription

let package = Package(
    name: "PluginExample",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In an app: .package(url: "https://github.com/your-org/legible.git", branch: "main")
        .package(name: "legible", path: "../.."),
    ],
    targets: [
        .target(
            name: "Storefront",
            // legible.json describes the elements the strings are shown in; it is read by the
            // plugin, not shipped.
            exclude: ["legible.json"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LegiblePlugin", package: "legible")]
        ),
    ]
)
