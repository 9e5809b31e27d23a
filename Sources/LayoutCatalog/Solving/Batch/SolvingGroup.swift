import Dispatch
import LayoutEngine

/// A group of a batch's layouts that more than one thread solves: each thread that works on
/// it takes the next layout in order until none is left, or until the layouts solved pass the
/// group's cell budget (the first is always taken; each thread may have one more under way
/// when it is passed). The batch's solving thread starts on it (`start`); the catalogue's
/// thread joins in once it has read the next group and kept the last (`finish`), so that
/// whichever thread is free solves, and neither waits idle while the other works alone. The
/// layouts taken are always the first ones, so the solved ones are in order and the rest are
/// left, in order, to be the next group.
///
/// Its state is read and written under `lock` only (`started` apart: only the thread that
/// starts the group and waits for it touches that), which is why the class can be
/// `@unchecked Sendable`; a layout is solved outside the lock, and touches no connection.
final class SolvingGroup: @unchecked Sendable {
    private let jobs: [BatchJob]
    private let containers: [SolveContainer]
    private let cellBudget: Int
    /// A semaphore of one as a mutex, as `BackgroundCheckpointer` has.
    private let lock = DispatchSemaphore(value: 1)
    /// The next layout to take.
    private var next = 0
    /// The cells of the layouts solved so far.
    private var cells = 0
    /// Each layout taken, once solved.
    private var solved: [BatchJob.Solved?]
    private var started: BackgroundWork<Void>?

    init(_ jobs: [BatchJob], in containers: [SolveContainer], cellBudget: Int) {
        self.jobs = jobs
        self.containers = containers
        self.cellBudget = cellBudget
        self.solved = Array(repeating: nil, count: jobs.count)
    }

    /// Starts solving on another thread.
    static func start(_ jobs: [BatchJob], in containers: [SolveContainer], cellBudget: Int) -> SolvingGroup {
        let group = SolvingGroup(jobs, in: containers, cellBudget: cellBudget)
        group.started = BackgroundWork { group.solveWhatIsLeft() }
        return group
    }

    /// Solves layouts on this thread until none is left to take, then waits for the thread
    /// `start` began on, and returns the group's layouts solved and left.
    func finish() -> BatchJob.SolvedGroup {
        solveWhatIsLeft()
        return wait()
    }

    /// Waits for the thread `start` began on, without taking any layout on this one (a batch
    /// that ends early), and returns the group's layouts solved and left.
    func wait() -> BatchJob.SolvedGroup {
        started?.wait()
        return locked {
            // Every layout taken was solved and stored before the thread that took it stopped:
            // only `finish` and the thread `start` began take layouts.
            let taken = solved[..<next].map { layout in
                guard let layout else { preconditionFailure("SolvingGroup: a layout taken was not solved") }
                return layout
            }
            return BatchJob.SolvedGroup(solved: taken, unsolved: Array(jobs[next...]))
        }
    }

    /// Takes and solves the next layout until none is left to take.
    private func solveWhatIsLeft() {
        while let index = take() {
            let layout = jobs[index].solve(in: containers)
            locked {
                solved[index] = layout
                cells += layout.cells
            }
        }
    }

    /// The next layout's index, while any is left and the cells solved are within the budget.
    private func take() -> Int? {
        locked {
            guard next < jobs.count, next == 0 || cells < cellBudget else { return nil }
            defer { next += 1 }
            return next
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.wait()
        defer { lock.signal() }
        return body()
    }
}
