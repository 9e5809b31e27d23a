#if SwiftImport
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack. swift-syntax parses and walks a tree by
/// recursion, a level of stack per level of nesting: a 10 KB file of a thousand nested
/// ternaries or `a.b.c…` ten thousand long overflows a main thread's 8 MB and kills the process.
/// On 512 MB (address space, touched only as deep as the recursion goes) the parser reaches the
/// end, and the importer's own depth limit refuses the tree with a located message.
enum LargeStack {
    static let size = 512 << 20

    private final class Job: @unchecked Sendable {
        let work: () -> Void
        /// Signalled once `work` has returned; the thread and the caller each hold the job, so
        /// it lives until both are done with it.
        let done = DispatchSemaphore(value: 0)

        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Runs `work` on the large stack and waits for it, for at most `timeLimit` (nil: to its
    /// end). Whether it ended: a thread still running at the limit is left to run, detached,
    /// as nothing can stop swift-syntax part-way; `work` must then touch nothing the caller
    /// goes on to use. Runs `work` here, to its end, if no thread can be made.
    static func run(_ work: @escaping () -> Void, timeLimit: Duration?) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { work(); return true }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { work(); return true }
        let job = Job(work)
        let threadsJob = Unmanaged.passRetained(job)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
            job.work()
            job.done.signal()
            return nil
        }, threadsJob.toOpaque())
        guard created == 0 else {
            threadsJob.release()
            work()
            return true
        }
        if let timeLimit, job.done.wait(timeout: deadline(after: timeLimit)) == .timedOut {
            #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
            #else
            pthread_detach(thread)
            #endif
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }

    /// The time `limit` from now; a limit of centuries is none.
    private static func deadline(after limit: Duration) -> DispatchTime {
        let (seconds, attoseconds) = limit.components
        guard seconds < 1 << 32 else { return .distantFuture }
        let nanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        return .now() + .nanoseconds(Int(clamping: nanoseconds))
    }
}
#endif
