import Dispatch
import SQLite

/// Work running on another thread, whose value its starter waits for: a batch solves one
/// group there while the calling thread keeps and delivers the one before (`solveAll`).
///
/// The work takes and returns only `Sendable` values, and touches no connection. Its value is
/// written once, before `done` is signalled, and read only after `wait` has waited on it.
final class BackgroundWork<Value: Sendable>: Sendable {
    private let value = LockedBox<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [value, done] in
            value.write(work())
            done.signal()
        }
    }

    /// Blocks until the work has finished, and returns its value; again at once after that.
    func wait() -> Value {
        done.wait()
        done.signal()  // so that the next wait returns at once
        guard let value = value.read() else { preconditionFailure("BackgroundWork signalled before its value was set") }
        return value
    }
}
