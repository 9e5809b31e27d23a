/// Spare storage for the arrays of group templates, given back when a template is done with and
/// taken by the next group solved: a kept `SolveScratch` holds one pool for the templates' cells
/// (4 `Double`s a cell), one for their z-indices and one for their anchored supplementaries, so
/// that a warm solve makes none of them.
///
/// What stays in a solution (a stamped section's `CellStamp`, a section's z-indices) is not given
/// back until that solution is solved into again (`solve(_:in:into:scratch:)`). The pool is bounded
/// in count and in each array's size: a scratch keeps at most 128 KB in each pool however large
/// the layouts solved in it, and a spare larger than the template that takes it (a stamp of 2
/// cells in the buffer of a 200-cell section, given back) makes each of a kept solution's
/// sections hold at most 8 KB more than it needs in its stamp and again in its z-indices.
struct SpareArrayPool<Element> {
    /// By capacity, the roomiest last.
    private var spares: [[Element]] = []
    /// Whether arrays given back are kept: only in a scratch kept from solve to solve
    /// (`keepSpares`), since a scratch made for one solve would never take them again.
    private var keepsSpares = false

    /// At most this many spare arrays are kept.
    static var maximumCount: Int { 16 }
    /// An array with room for more than 8 KB of elements (1,024 `Double`s: 256 cells) is let go:
    /// larger templates are rare (a measured or list section, whose solver makes its own), and
    /// a large spare taken by a small template would stay in its solution.
    static var maximumCapacity: Int { max(1, 8 * 1024 / MemoryLayout<Element>.stride) }

    /// The number of spare arrays held.
    var count: Int { spares.count }

    /// Keeps what is given back from now on, with room for the spare arrays themselves: for a
    /// scratch kept from solve to solve.
    mutating func keepSpares() {
        spares.reserveCapacity(Self.maximumCount)
        keepsSpares = true
    }

    /// An empty array: the spare with the most room when there is one, else a new one with room
    /// for `capacity` elements (none allocated for 0). The roomiest, since what a template will
    /// hold is not known before it is solved: the spares then grow to what the largest templates
    /// of the layouts solved need and stop growing, where taking the last given back handed a
    /// small spare to a large template in turn (an allocation every so many solves).
    mutating func take(reserving capacity: Int) -> [Element] {
        if let roomiest = spares.popLast() { return roomiest }
        var fresh: [Element] = []
        fresh.reserveCapacity(capacity)
        return fresh
    }

    /// Keeps `array`'s storage, emptied, for a later `take`, unless the pool keeps nothing or
    /// is full, or the array holds no storage or too much; `array` is left empty either way.
    mutating func giveBack(_ array: inout [Element]) {
        var spare: [Element] = []
        swap(&spare, &array)
        guard keepsSpares, spares.count < Self.maximumCount, spare.capacity > 0, spare.capacity <= Self.maximumCapacity else {
            return
        }
        spare.removeAll(keepingCapacity: true)
        // Kept in order of capacity: most come back as roomy as the last, so the search is short.
        var position = spares.endIndex
        while position > spares.startIndex && spares[position - 1].capacity > spare.capacity { position -= 1 }
        spares.insert(spare, at: position)
    }
}

extension SpareArrayPool: Sendable where Element: Sendable {}
