import Dispatch

/// Work running on another thread, whose value its starter waits for: a batch solves one
/// group there while the calling thread keeps and delivers the one before (`solveAll`).
///
/// The work takes and returns only `Sendable` values, and touches no connection. Its value is
/// written once, before `done` is signalled, and read only after `wait` has waited on it: the
/// semaphore orders the two accesses, which is why the class can be `@unchecked Sendable`.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)
    /// Whether `wait` has waited already; only the waiting thread reads or writes it.
    private var collected = false

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.value = work()
            self.done.signal()
        }
    }

    /// Blocks until the work has finished, and returns its value; again at once after that.
    func wait() -> Value {
        if !collected {
            done.wait()
            collected = true
        }
        guard let value else { preconditionFailure("BackgroundWork signalled before its value was set") }
        return value
    }
}
