/// How the solver stamped a section's cells from its group template (semantics §6.1): cell `i`
/// is leaf `i mod L` of the template moved by `origin + (i div L) · step`, `L` the leaf count.
///
/// A solution keeps it for each section of more than one group instance, so that a frame cache
/// can store the template, not every cell, and stamp them again bit for bit: both sides go
/// through `stamp(count:into:)`, the one loop the solver itself runs.
public struct CellStamp: Hashable, Sendable {
    /// One group instance's cell frames relative to its origin, 4 `Double`s each (`x, y, w, h`).
    public var leaves: [Double]
    /// Where group instance 0 goes.
    public var origin: Point
    /// From one instance's origin to the next.
    public var step: Point

    /// A stamp of `leaves` (a multiple of 4 values) placed at `origin` and moved by `step` per instance.
    public init(leaves: [Double], origin: Point, step: Point) {
        precondition(leaves.count % 4 == 0, "a cell stamp holds 4 values per leaf")
        self.leaves = leaves
        self.origin = origin
        self.step = step
    }

    /// The number of cells in one group instance.
    public var leafCount: Int { leaves.count / 4 }

    /// Writes `count` cells, `count · 4` values, starting at `output`. Instance `k` is moved by
    /// `origin + k · step`, computed in this form for every instance, so the values depend only
    /// on the stamp and the cell's index.
    public func stamp(count: Int, into output: UnsafeMutablePointer<Double>) {
        precondition(count <= Int.max / 4, "no buffer holds \(count) cells")
        forEachCell(count: count) { offset, x, y, width, height in
            let out = output + offset
            out[0] = x
            out[1] = y
            out[2] = width
            out[3] = height
        }
    }

    /// Whether `stamp(count:)` gives exactly, bit for bit, the `count` cells of `storage` from
    /// cell `firstCell` on: the check a cache makes before it stores a stamp in place of cells.
    public func gives(_ storage: [Double], from firstCell: Int, count: Int) -> Bool {
        guard leafCount > 0, firstCell >= 0, count >= 0, count <= storage.count / 4 - firstCell else { return false }
        return storage.withUnsafeBufferPointer { storage in
            guard let base = storage.baseAddress else { return true }  // no storage: no cells asked
            let values = base + 4 * firstCell
            var differences: UInt64 = 0
            forEachCell(count: count) { offset, x, y, width, height in
                let value = values + offset
                differences |= value[0].bitPattern ^ x.bitPattern
                differences |= value[1].bitPattern ^ y.bitPattern
                differences |= value[2].bitPattern ^ width.bitPattern
                differences |= value[3].bitPattern ^ height.bitPattern
            }
            return differences == 0
        }
    }

    /// The one loop `stamp` and `gives` share, so that they cannot disagree: each of the first
    /// `count` cells with its first value's offset (4 · its index) and its frame, instance by
    /// instance. Offsets and counters are bounded by `count · 4`, which an array of the cells
    /// holds, so they are added without overflow checks: the loop is then a few instructions a
    /// cell, where checked indexes made it about 20 (a cache hit of a 1,000-cell grid).
    @inline(__always)
    private func forEachCell(count: Int, _ body: (_ offset: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Void) {
        let leafCount = self.leafCount
        guard leafCount > 0, count > 0 else { return }
        let (ox, oy, sx, sy) = (origin.x, origin.y, step.x, step.y)
        let valueCount = count &* 4
        let instanceValues = leafCount &* 4
        leaves.withUnsafeBufferPointer { leaves in
            guard let leaf = leaves.baseAddress else { return }
            var offset = 0
            var instance = 0
            while offset < valueCount {
                let dx = ox + Double(instance) * sx
                let dy = oy + Double(instance) * sy
                let end = min(instanceValues, valueCount &- offset)
                var value = 0
                while value < end {
                    body(offset &+ value, leaf[value] + dx, leaf[value &+ 1] + dy, leaf[value &+ 2], leaf[value &+ 3])
                    value &+= 4
                }
                offset &+= end
                instance &+= 1
            }
        }
    }
}
