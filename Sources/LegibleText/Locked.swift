import Foundation

/// A value that threads share, reached only through a lock.
///
/// The one way this package guards shared mutable state (caches, result slots, counters):
/// every read and write of the value happens inside `withLock`, so `Locked` is `Sendable`
/// whatever `Value` is. A small stand-in for the Synchronization module's `Mutex`, which
/// needs macOS 15 while this package supports macOS 13 (see `Package.swift`); it uses
/// Foundation's `NSLock` (https://developer.apple.com/documentation/foundation/nslock).
///
/// The lock is not recursive: `body` must not call `withLock` on the same instance.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    /// Makes a lock that guards `value`.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    ///
    /// - Parameter body: Reads or changes the value; runs with the lock held, so keep it short.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (the lock is released first).
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
