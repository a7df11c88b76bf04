import Foundation
import XCTest

@testable import LegibleAudit
@testable import LegibleSource

/// The design an app is measured in by default follows its Info.plist and its Xcode project.
final class DesignDefaultTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-design-\(UUID().uuidString)")
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

    /// A project as Xcode writes it: the project object's `LastUpgradeCheck` and one build configuration.
    func project(lastUpgradeCheck: String, settings: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                C0FFEE00 /* Project object */ = {
                    isa = PBXProject;
                    attributes = {
                        LastSwiftUpdateCheck = \(lastUpgradeCheck);
                        LastUpgradeCheck = \(lastUpgradeCheck);
                    };
                    buildConfigurationList = C0FFEE02;
                };
                C0FFEE01 /* Release */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        IPHONEOS_DEPLOYMENT_TARGET = 17.0;
                        \(settings)
                    };
                    name = Release;
                };
            };
            rootObject = C0FFEE00;
        }
        """
    }

    func testXcode26ProjectIsMeasuredInTheIOS26Design() throws {
        try write(project(lastUpgradeCheck: "2600"), to: "App.xcodeproj/project.pbxproj")
        let design = DesignDefault.detect(paths: [folder.path])
        XCTAssertEqual(design.designs, [.ios26])
        XCTAssertTrue(design.reason.contains("App.xcodeproj upgraded by Xcode 26.0"), design.reason)
    }

    func testOlderToolchainAddsTheIOS18Design() throws {
        try write(project(lastUpgradeCheck: "1420"), to: "App.xcodeproj/project.pbxproj")
        let design = DesignDefault.detect(paths: [folder.path])
        XCTAssertEqual(design.designs, [.ios18, .ios26])
        XCTAssertTrue(design.reason.contains("last upgraded by Xcode 14.2 (LastUpgradeCheck 1420)"), design.reason)
    }

    func testInfoPlistCompatibilityKeyAddsTheIOS18Design() throws {
        try write(project(lastUpgradeCheck: "2610"), to: "App.xcodeproj/project.pbxproj")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><true/></dict></plist>
            """, to: "App/Info.plist")
        let design = DesignDefault.detect(paths: [folder.path])
        XCTAssertEqual(design.designs, [.ios18, .ios26])
        XCTAssertTrue(design.reason.hasPrefix("UIDesignRequiresCompatibility in Info.plist"), design.reason)
    }

    func testCompatibilityKeySetToFalseChangesNothing() throws {
        try write(project(lastUpgradeCheck: "2600"), to: "App.xcodeproj/project.pbxproj")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><false/></dict></plist>
            """, to: "App/Info.plist")
        XCTAssertEqual(DesignDefault.detect(paths: [folder.path]).designs, [.ios26])
    }

    func testGeneratedInfoPlistBuildSettingCounts() throws {
        try write(
            project(lastUpgradeCheck: "2600", settings: "INFOPLIST_KEY_UIDesignRequiresCompatibility = YES;"),
            to: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(DesignDefault.detect(paths: [folder.path]).designs, [.ios18, .ios26])
    }

    func testNoProjectMeansTheIOS26Design() {
        let design = DesignDefault.detect(paths: [folder.path])
        XCTAssertEqual(design.designs, [.ios26])
        XCTAssertTrue(design.reason.hasPrefix("no Xcode project"), design.reason)
    }

    /// legible.json's `design` wins over the project; `--design` over both.
    func testConfigurationAndOptionOverrideTheProject() throws {
        try write(project(lastUpgradeCheck: "1420"), to: "App.xcodeproj/project.pbxproj")
        try write(#""a" = "A";"#, to: "en.lproj/Localizable.strings")
        try write(#"{"design": "ios26"}"#, to: "legible.json")
        let configured = try AuditProject.load(paths: [folder.path], options: .init(scanSource: false))
        XCTAssertEqual(configured.configuration.designs, [.ios26])
        XCTAssertEqual(configured.configuration.designReason, "legible.json")
        let overridden = try AuditProject.load(
            paths: [folder.path], options: .init(scanSource: false, designs: [.ios18]))
        XCTAssertEqual(overridden.configuration.designs, [.ios18])
        XCTAssertEqual(overridden.configuration.designReason, "--design")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("legible.json"))
        let detected = try AuditProject.load(paths: [folder.path], options: .init(scanSource: false))
        XCTAssertEqual(detected.configuration.designs, [.ios18, .ios26])
    }
}
