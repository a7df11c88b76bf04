import Foundation
import LegibleText
import XCTest

final class LockedTests: XCTestCase {
    /// 64 tasks each add 1 a thousand times: without the lock, lost updates leave less.
    func testConcurrentIncrementsFromManyTasksGiveTheExactTotal() async {
        let counter = Locked(0)
        let tasks = 64
        let increments = 1_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<increments { counter.withLock { $0 += 1 } }
                }
            }
        }
        XCTAssertEqual(counter.withLock { $0 }, 64_000)
    }

    /// Threads of `concurrentPerform` (how the engine and readers fill result slots) each
    /// write their own slot and update a shared dictionary; every write is kept.
    func testConcurrentPerformWritesEverySlot() {
        let slots = Locked([Int?](repeating: nil, count: 500))
        let squares = Locked([Int: Int]())
        DispatchQueue.concurrentPerform(iterations: 500) { index in
            slots.withLock { $0[index] = index * 2 }
            squares.withLock { $0[index] = index * index }
        }
        XCTAssertEqual(slots.withLock { $0 }, (0..<500).map { $0 * 2 })
        XCTAssertEqual(squares.withLock { $0.count }, 500)
        XCTAssertEqual(squares.withLock { $0[499] }, 249_001)
    }

    /// `withLock` returns what its body returns, rethrows what it throws, and releases the
    /// lock either way (a second call would otherwise wait forever).
    func testReturnsAndRethrowsAndReleases() {
        struct Refused: Error {}
        let value = Locked("a")
        XCTAssertEqual(
            value.withLock { text -> Int in
                text += "b"
                return text.count
            }, 2)
        XCTAssertThrowsError(try value.withLock { _ in throw Refused() }) { XCTAssertTrue($0 is Refused) }
        XCTAssertEqual(value.withLock { $0 }, "ab")
    }
}
