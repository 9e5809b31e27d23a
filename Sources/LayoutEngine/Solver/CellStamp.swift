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

    public init(leaves: [Double], origin: Point, step: Point) {
        precondition(leaves.count % 4 == 0, "a cell stamp holds 4 values per leaf")
        self.leaves = leaves
        self.origin = origin
        self.step = step
    }

    public var leafCount: Int { leaves.count / 4 }

    /// Writes `count` cells, `count · 4` values, starting at `output`. Instance `k` is moved by
    /// `origin + k · step`, computed in this form for every instance, so the values depend only
    /// on the stamp and the cell's index.
    public func stamp(count: Int, into output: UnsafeMutablePointer<Double>) {
        let leafCount = self.leafCount
        guard leafCount > 0 else { return }
        let (ox, oy, sx, sy) = (origin.x, origin.y, step.x, step.y)
        leaves.withUnsafeBufferPointer { leaves in
            var out = output
            var remaining = count
            var instance = 0
            while remaining > 0 {
                let dx = ox + Double(instance) * sx
                let dy = oy + Double(instance) * sy
                let cells = min(leafCount, remaining)
                var leaf = 0
                for _ in 0..<cells {
                    out[0] = leaves[leaf] + dx
                    out[1] = leaves[leaf + 1] + dy
                    out[2] = leaves[leaf + 2]
                    out[3] = leaves[leaf + 3]
                    out += 4
                    leaf += 4
                }
                remaining -= cells
                instance += 1
            }
        }
    }

    /// Whether `stamp(count:)` gives exactly, bit for bit, the `count` cells of `storage` from
    /// cell `firstCell` on: the check a cache makes before it stores a stamp in place of cells.
    /// The same arithmetic as `stamp`, compared where `stamp` writes.
    public func gives(_ storage: [Double], from firstCell: Int, count: Int) -> Bool {
        let leafCount = self.leafCount
        guard leafCount > 0, firstCell >= 0, count >= 0, count <= storage.count / 4 - firstCell else { return false }
        let (ox, oy, sx, sy) = (origin.x, origin.y, step.x, step.y)
        return leaves.withUnsafeBufferPointer { leaves in
            storage.withUnsafeBufferPointer { values in
                var cell = firstCell * 4
                var remaining = count
                var instance = 0
                var differences: UInt64 = 0
                while remaining > 0 {
                    let dx = ox + Double(instance) * sx
                    let dy = oy + Double(instance) * sy
                    let cells = min(leafCount, remaining)
                    var leaf = 0
                    for _ in 0..<cells {
                        differences |= values[cell].bitPattern ^ (leaves[leaf] + dx).bitPattern
                        differences |= values[cell + 1].bitPattern ^ (leaves[leaf + 1] + dy).bitPattern
                        differences |= values[cell + 2].bitPattern ^ leaves[leaf + 2].bitPattern
                        differences |= values[cell + 3].bitPattern ^ leaves[leaf + 3].bitPattern
                        cell += 4
                        leaf += 4
                    }
                    remaining -= cells
                    instance += 1
                }
                return differences == 0
            }
        }
    }
}
