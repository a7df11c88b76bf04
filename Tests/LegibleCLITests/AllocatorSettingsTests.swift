import CLegibleAllocator
import XCTest

/// The allocator settings `legible` starts with (Sources/CLegibleAllocator).
final class AllocatorSettingsTests: XCTestCase {
    /// glibc answers 0 to a setting it refuses (an mmap threshold above 32 MB, `HEAP_MAX_SIZE / 2`
    /// on 64-bit systems): the command line's settings must be ones it takes. Elsewhere the call
    /// does nothing and says so.
    func testTheCommandLinesAllocatorSettingsAreTaken() {
        #if canImport(Glibc)
        XCTAssertEqual(legible_tune_allocator(), 1)
        #else
        XCTAssertEqual(legible_tune_allocator(), 0)
        #endif
    }
}
