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

    private final class Job {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Runs `work` to its end on the large stack; runs it here if no thread can be made.
    static func run(_ work: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return work() }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return work() }
        let job = Unmanaged.passRetained(Job(work))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, job.toOpaque())
        guard created == 0 else {
            job.release()
            return work()
        }
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }
}
#endif
