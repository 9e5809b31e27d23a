import Dispatch

/// A value behind a lock, for state that more than one thread reads and writes (as GRDB's
/// `LockedBox`): every access holds the lock, which is why the box can be `@unchecked
/// Sendable` whatever it holds, and the classes that keep their shared state in one need not be.
/// The lock is a semaphore of one, as `Mutex` (macOS 15) is not available on every platform
/// the package supports.
package final class LockedBox<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = DispatchSemaphore(value: 1)

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held; what it changes is kept.
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.wait()
        defer { lock.signal() }
        return try body(&value)
    }

    /// The value, read with the lock held.
    package func read() -> Value {
        withLock { $0 }
    }

    /// Replaces the value with the lock held.
    package func write(_ newValue: Value) {
        withLock { $0 = newValue }
    }
}
