import XCTest
@testable import LegibleText
final class SmokeTests: XCTestCase { func testNothing() {} }
