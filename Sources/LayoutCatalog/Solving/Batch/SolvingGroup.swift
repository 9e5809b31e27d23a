import LayoutEngine
import SQLite

/// A group of a batch's layouts that more than one thread solves: each thread that works on
/// it takes the next layout in order until none is left, or until the layouts solved pass the
/// group's cell budget (the first is always taken; each thread may have one more under way
/// when it is passed). The batch's solving thread starts on it (`start`); the catalogue's
/// thread joins in once it has read the next group and kept the last (`finish`), so that
/// whichever thread is free solves, and neither waits idle while the other works alone. The
/// layouts taken are always the first ones, so the solved ones are in order and the rest are
/// left, in order, to be the next group.
///
/// Its state is read and written in a `LockedBox` only; a layout is solved outside the lock,
/// and touches no connection.
final class SolvingGroup: Sendable {
    private let jobs: [BatchJob]
    private let containers: [SolveContainer]
    private let cellBudget: Int
    private let progress: LockedBox<Progress>
    /// The thread `start` began on; only the thread that starts the group and waits for it
    /// touches it.
    private let started = LockedBox<BackgroundWork<Void>?>(nil)

    /// How far the threads have got.
    private struct Progress {
        /// The next layout to take.
        var next = 0
        /// The cells of the layouts solved so far.
        var cells = 0
        /// Each layout taken, once solved; emptied when `wait` hands them over.
        var solved: [BatchJob.Solved?]
        /// Whether `wait` has handed the layouts over.
        var collected = false
    }

    init(_ jobs: [BatchJob], in containers: [SolveContainer], cellBudget: Int) {
        self.jobs = jobs
        self.containers = containers
        self.cellBudget = cellBudget
        self.progress = LockedBox(Progress(solved: Array(repeating: nil, count: jobs.count)))
    }

    /// Starts solving on another thread, which first drops `leftovers`: layouts the solving
    /// thread solved in an earlier group, delivered since. Freed by the catalogue's thread
    /// instead, each block of the solving thread's malloc arena took that arena's lock while
    /// the solving thread allocated from it: a batch spent about a tenth of its time waiting on
    /// those locks, and how much varied from run to run by a factor of two. Freed here, they go
    /// back to an arena no other thread is allocating from at that moment (the one this thread
    /// solved them in, or, when Dispatch runs this on another of its threads, an idle one's).
    static func start(_ jobs: [BatchJob], in containers: [SolveContainer], cellBudget: Int,
                      leftovers: LockedBox<[BatchJob.Solved]>) -> SolvingGroup {
        let group = SolvingGroup(jobs, in: containers, cellBudget: cellBudget)
        group.started.write(BackgroundWork {
            leftovers.write([])
            group.solveWhatIsLeft(inBackground: true)
        })
        return group
    }

    /// Solves layouts on this thread until none is left to take, then waits for the thread
    /// `start` began on, and returns the group's layouts solved and left.
    func finish() -> BatchJob.SolvedGroup {
        solveWhatIsLeft(inBackground: false)
        return wait()
    }

    /// Waits for the thread `start` began on, without taking any layout on this one (a batch
    /// that ends early), and returns the group's layouts solved and left. The group keeps no
    /// reference to what it returns, so the caller decides where its memory is freed; a
    /// second wait returns nothing.
    func wait() -> BatchJob.SolvedGroup {
        started.read()?.wait()
        return progress.withLock { progress in
            guard !progress.collected else { return BatchJob.SolvedGroup(solved: [], unsolved: []) }
            // Every layout taken was solved and stored before the thread that took it stopped:
            // only `finish` and the thread `start` began take layouts.
            let taken = progress.solved[..<progress.next].map { layout in
                guard let layout else { preconditionFailure("SolvingGroup: a layout taken was not solved") }
                return layout
            }
            progress.solved = []
            progress.collected = true
            return BatchJob.SolvedGroup(solved: taken, unsolved: Array(jobs[progress.next...]))
        }
    }

    /// Takes and solves the next layout until none is left to take.
    private func solveWhatIsLeft(inBackground: Bool) {
        var scratch = SolveScratch()
        while let index = take() {
            var layout = jobs[index].solve(in: containers, scratch: &scratch)
            layout.solvedInBackground = inBackground
            progress.withLock { progress in
                progress.solved[index] = layout
                progress.cells += layout.cells
            }
        }
    }

    /// The next layout's index, while any is left and the cells solved are within the budget.
    private func take() -> Int? {
        progress.withLock { progress in
            guard progress.next < jobs.count, progress.next == 0 || progress.cells < cellBudget else { return nil }
            defer { progress.next += 1 }
            return progress.next
        }
    }
}
