import Foundation
import XCTest

@testable import LegibleAudit
@testable import LegibleSource

/// The devices a project is measured on follow its deployment target and device family.
final class DeploymentTargetTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ text: String, to relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// An old-style property list with two targets' configurations, as Xcode writes them.
    func project(_ settings: [(target: String, family: String?)]) -> String {
        var objects = ""
        for (index, setting) in settings.enumerated() {
            objects += """
                        C0FFEE0\(index) /* Release */ = {
                            isa = XCBuildConfiguration;
                            buildSettings = {
                                IPHONEOS_DEPLOYMENT_TARGET = \(setting.target);
                                \(setting.family.map { "TARGETED_DEVICE_FAMILY = \"\($0)\";" } ?? "")
                                SDKROOT = iphoneos;
                            };
                            name = Release;
                        };

                """
        }
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                classes = {
                };
                objectVersion = 56;
                objects = {
            \(objects)    };
                rootObject = C0FFEE00;
            }
            """
    }

    func testLowestTargetOfTheShallowestProjectDecides() throws {
        try write(project([("17.0", "1"), ("16.4", "1,2")]), to: "App.xcodeproj/project.pbxproj")
        try write(project([("12.0", "1")]), to: "Vendor/Old/Old/Old.xcodeproj/project.pbxproj")
        let target = try XCTUnwrap(DeploymentTarget.detect(paths: [folder.path]))
        XCTAssertEqual(target.iOS, "16.4")
        XCTAssertTrue(target.runsOnIPad)
        XCTAssertEqual(target.file, "App.xcodeproj")
        XCTAssertEqual(target.devices.map(\.width), [375, 393, 744])
        XCTAssertEqual(target.reason, "iOS 16.4 and iPad in App.xcodeproj")
    }

    /// A project audited through a symbolic link to its folder.
    func testTheAppTargetsFamilyDecidesNotTheProjectsOrAnExtensions() throws {
        // Loop's layout: the project's own configuration says iPhone and iPad, the app target
        // overrides it with iPhone only, a widget extension keeps iPhone and iPad.
        func configuration(_ id: String, _ family: String?) -> String {
            """
                    \(id) = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            IPHONEOS_DEPLOYMENT_TARGET = 16.0;
                            \(family.map { "TARGETED_DEVICE_FAMILY = \"\($0)\";" } ?? "")
                        };
                        name = Release;
                    };

            """
        }
        func text(app: String?) -> String {
            """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    P0 = { isa = PBXProject; buildConfigurationList = PL; targets = (A0, W0); };
                    PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            \(configuration("PC", "1,2"))
                    A0 = { isa = PBXNativeTarget; buildConfigurationList = AL; name = App; productType = "com.apple.product-type.application"; };
                    AL = { isa = XCConfigurationList; buildConfigurations = (AC); };
            \(configuration("AC", app))
                    W0 = { isa = PBXNativeTarget; buildConfigurationList = WL; name = Widget; productType = "com.apple.product-type.app-extension"; };
                    WL = { isa = XCConfigurationList; buildConfigurations = (WC); };
            \(configuration("WC", "1,2"))
                };
                rootObject = P0;
            }
            """
        }
        try write(text(app: "1"), to: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try XCTUnwrap(DeploymentTarget.detect(paths: [folder.path])).runsOnIPad, false)
        // An app target that sets nothing inherits the project's iPhone and iPad.
        try write(text(app: nil), to: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try XCTUnwrap(DeploymentTarget.detect(paths: [folder.path])).runsOnIPad, true)
    }

    func testThroughASymbolicLink() throws {
        try write(project([("17.0", "1")]), to: "App/App.xcodeproj/project.pbxproj")
        let link = folder.appendingPathComponent("Link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.appendingPathComponent("App"))
        XCTAssertEqual(DeploymentTarget.detect(paths: [link.path])?.iOS, "17.0")
    }

    func testBeforeIOS16TheNarrowestIPhoneIs320Points() throws {
        try write(project([("15.1", "1"), ("9.3", nil)]), to: "Old.xcodeproj/project.pbxproj")
        let target = try XCTUnwrap(DeploymentTarget.detect(paths: [folder.path]))
        XCTAssertEqual(target.iOS, "9.3")  // 9.3 < 15.1 as numbers, not as text
        XCTAssertFalse(target.runsOnIPad)
        XCTAssertEqual(target.devices.map(\.width), [320, 393])
    }

    func testPackageManifestWhenThereIsNoProject() throws {
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.macOS(.v14), .iOS(.v17)], targets: [])
            """, to: "Package.swift")
        XCTAssertEqual(DeploymentTarget.detect(paths: [folder.path])?.iOS, "17")
        try write("let package = Package(name: \"App\", platforms: [.iOS(\"15.4\")])", to: "Package.swift")
        XCTAssertEqual(DeploymentTarget.detect(paths: [folder.path])?.devices.map(\.width), [320, 393])
    }

    func testNothingToReadMeansTheDefaults() throws {
        try write("not a property list", to: "Broken.xcodeproj/project.pbxproj")
        XCTAssertNil(DeploymentTarget.detect(paths: [folder.path]))
        XCTAssertNil(DeploymentTarget.detect(paths: [folder.appendingPathComponent("missing").path]))
    }

    /// legible.json's devices win over the project's.
    func testConfiguredDevicesWin() throws {
        try write(project([("17.0", "1")]), to: "App.xcodeproj/project.pbxproj")
        try write("\"hello\" = \"Hello\";", to: "en.lproj/Localizable.strings")
        let detected = try AuditProject.load(paths: [folder.path], options: .init(scanSource: false))
        XCTAssertEqual(detected.configuration.devices.map(\.width), [375, 393])
        XCTAssertEqual(detected.configuration.devicesReason, "iOS 17.0 in App.xcodeproj")
        try write(#"{"devices": [{"name": "Tiny", "width": 300}]}"#, to: "legible.json")
        let configured = try AuditProject.load(paths: [folder.path], options: .init(scanSource: false))
        XCTAssertEqual(configured.configuration.devices.map(\.width), [300])
        XCTAssertEqual(configured.configuration.devicesReason, "legible.json")
    }
}
