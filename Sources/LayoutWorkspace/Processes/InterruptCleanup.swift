#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files to remove when the process is interrupted (Ctrl-C, SIGTERM, SIGHUP): a
/// backup's partial copy, a picture being streamed. A `defer` removes them on every other
/// ending; a signal ends the process without running it, which left hundreds of megabytes behind.
///
/// The handler runs inside the signal, so it may only call async-signal-safe functions: it
/// walks a fixed table of C strings made beforehand, unlinks each, restores the default action
/// and raises the signal again, so the process still ends as the signal says (status 130 for
/// Ctrl-C, as shells expect). `kill -9` runs no handler; the files carry the process id, so the
/// next run removes those of processes that are gone (`StaleFiles`).
package enum InterruptCleanup {
    /// How many files may be registered at once; a command has one or two.
    package static let capacity = 32

    /// The table the handler reads: written only by the main thread, between signals' reads of
    /// whole pointers. Process-wide by nature, as a signal's disposition is.
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()

    /// Installs the handler for SIGINT, SIGTERM and SIGHUP, except where the signal is ignored
    /// (`nohup`, a background job): an ignored signal stays ignored, as coreutils leave it.
    package static func install() {
        _ = (table, children)  // made now, never inside the handler
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = interrupted
            #else
            action.__sigaction_u.__sa_handler = interrupted
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
            // A parent may have started us with the signal blocked (a test runner's thread
            // does): handled, it must also arrive, or Ctrl-C would wait for the command's end.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, signal)
            sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Removes `path` if the process is interrupted until `unregister` is called with the
    /// returned slot; nil when the table is full (the file is then only removed by `defer`).
    package static func register(_ path: String) -> Int? {
        for slot in 0..<capacity where table[slot] == nil {
            table[slot] = strdup(path)
            return slot
        }
        return nil
    }

    package static func unregister(_ slot: Int?) {
        guard let slot, let path = table[slot] else { return }
        table[slot] = nil
        free(path)
    }

    /// Runs `body` with `path` removed on an interrupt.
    package static func removing<T>(_ path: String, during body: () throws -> T) rethrows -> T {
        let slot = register(path)
        defer { unregister(slot) }
        return try body()
    }

    /// Child processes to end with the same signal (a converter writing a PNG would otherwise
    /// run on, orphaned, and write its file after the cleanup). 0 is a free slot.
    nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
        let children = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        children.initialize(repeating: 0, count: capacity)
        return children
    }()

    /// Ends `child` too if the process is interrupted, until `unregisterChild` is called.
    package static func registerChild(_ child: pid_t) -> Int? {
        for slot in 0..<capacity where children[slot] == 0 {
            children[slot] = child
            return slot
        }
        return nil
    }

    package static func unregisterChild(_ slot: Int?) {
        if let slot { children[slot] = 0 }
    }

    fileprivate static func removeAll(signal: Int32) {
        for slot in 0..<capacity where children[slot] > 0 { kill(children[slot], signal) }
        for slot in 0..<capacity {
            if let path = table[slot] { unlink(path) }
        }
    }
}

/// The handler: async-signal-safe calls only (kill, unlink, signal, raise).
private func interrupted(_ number: Int32) {
    InterruptCleanup.removeAll(signal: number)
    _ = signal(number, SIG_DFL)
    raise(number)
}
