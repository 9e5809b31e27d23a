/// Spare storage for group templates' cells (4 `Double`s a cell), given back when a template is
/// done with and taken by the next group solved: a kept `SolveScratch` holds it, so that a warm
/// solve makes no template buffer of its own.
///
/// A template that stays in a solution (a stamped section's `CellStamp`) is not given back until
/// that solution is solved into again (`solve(_:in:into:scratch:)`). The pool is bounded in count
/// and in each buffer's size: a scratch keeps at most 128 KB for it however large the layouts
/// solved in it, and a spare larger than the template that takes it (a stamp of 2 cells in the
/// buffer of a 200-cell section, given back) makes a kept solution hold at most 8 KB more.
struct LeafBufferPool {
    private var spares: [[Double]] = []
    /// Whether buffers given back are kept: only in a scratch kept from solve to solve
    /// (`keepSpares`), since a scratch made for one solve would never take them again.
    private var keepsSpares = false

    /// At most this many spare buffers are kept.
    static let maximumCount = 16
    /// A buffer with room for more values than this (1,024 values: 256 cells, 8 KB) is let go:
    /// larger templates are rare (a measured or list section, whose solver makes its own), and
    /// a large spare taken by a small template would stay in its solution.
    static let maximumCapacity = 1 << 10

    /// The number of spare buffers held.
    var count: Int { spares.count }

    /// Keeps what is given back from now on, with room for the spare buffers themselves: for a
    /// scratch kept from solve to solve.
    mutating func keepSpares() {
        spares.reserveCapacity(Self.maximumCount)
        keepsSpares = true
    }

    /// An empty buffer: a spare when there is one, else a new one with room for `cells` cells.
    mutating func take(reservingCells cells: Int) -> [Double] {
        if let spare = spares.popLast() { return spare }
        var fresh: [Double] = []
        fresh.reserveCapacity(cells * 4)
        return fresh
    }

    /// Keeps `buffer`'s storage, emptied, for a later `take`, unless the pool keeps nothing or
    /// is full, or the buffer holds no storage or too much; `buffer` is left empty either way.
    mutating func giveBack(_ buffer: inout [Double]) {
        var spare: [Double] = []
        swap(&spare, &buffer)
        guard keepsSpares, spares.count < Self.maximumCount, spare.capacity > 0, spare.capacity <= Self.maximumCapacity else {
            return
        }
        spare.removeAll(keepingCapacity: true)
        spares.append(spare)
    }
}
