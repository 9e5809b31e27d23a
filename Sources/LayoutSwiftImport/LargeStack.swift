#if SwiftImport
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
        /// Posted once `work` has returned; the thread and the caller each hold the job, so it
        /// lives until both are done with it.
        let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

        init(_ work: @escaping () -> Void) {
            self.work = work
            sem_init(done, 0, 0)
        }

        deinit {
            sem_destroy(done)
            done.deallocate()
        }
    }

    /// Runs `work` to its end on the large stack; runs it here if no thread can be made.
    static func run(_ work: @escaping () -> Void) {
        _ = run(work, timeLimit: nil)
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
            sem_post(job.done)
            return nil
        }, threadsJob.toOpaque())
        guard created == 0 else {
            threadsJob.release()
            work()
            return true
        }
        #if canImport(Darwin)
        // No timed wait on Darwin's semaphores: the work runs to its end.
        if let thread { pthread_join(thread, nil) }
        return true
        #else
        if let timeLimit, !waits(for: job.done, atMost: timeLimit) {
            pthread_detach(thread)
            return false
        }
        pthread_join(thread, nil)
        return true
        #endif
    }

    #if !canImport(Darwin)
    /// Waits for `semaphore` until `limit` has passed; whether it was posted.
    private static func waits(for semaphore: UnsafeMutablePointer<sem_t>, atMost limit: Duration) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let (seconds, attoseconds) = limit.components
        let nanoseconds = Int(deadline.tv_nsec) + Int(attoseconds / 1_000_000_000)
        // Past a few centuries the limit is none: clamped, the deadline cannot overflow.
        deadline.tv_sec += Int(clamping: min(max(seconds, 0), 1 << 40)) + nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        while sem_timedwait(semaphore, &deadline) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }
    #endif
}
#endif
