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
        let output = UnsafeMutableRawPointer(output)
        forEachCell(count: count) { offset, position, size in
            let out = output + offset &* MemoryLayout<Double>.stride
            out.storeBytes(of: position, as: SIMD2<Double>.self)
            out.storeBytes(of: size, toByteOffset: 16, as: SIMD2<Double>.self)
        }
    }

    /// Whether `stamp(count:)` gives exactly, bit for bit, the `count` cells of `storage` from
    /// cell `firstCell` on: the check a cache makes before it stores a stamp in place of cells.
    public func gives(_ storage: [Double], from firstCell: Int, count: Int) -> Bool {
        guard leafCount > 0, firstCell >= 0, count >= 0, count <= storage.count / 4 - firstCell else { return false }
        return storage.withUnsafeBufferPointer { storage in
            guard let base = storage.baseAddress else { return true }  // no storage: no cells asked
            let values = UnsafeRawPointer(base + 4 * firstCell)
            var differences = SIMD2<UInt64>()
            forEachCell(count: count) { offset, position, size in
                let value = values + offset &* MemoryLayout<Double>.stride
                differences |= value.loadUnaligned(as: SIMD2<UInt64>.self) ^ unsafeBitCast(position, to: SIMD2<UInt64>.self)
                differences |= value.loadUnaligned(fromByteOffset: 16, as: SIMD2<UInt64>.self)
                    ^ unsafeBitCast(size, to: SIMD2<UInt64>.self)
            }
            return differences == .zero
        }
    }

    /// The one loop `stamp` and `gives` share, so that they cannot disagree: each of the first
    /// `count` cells with its first value's offset (4 · its index), its position (`x, y`) and
    /// its size, instance by instance. A cell's position is its leaf's plus the instance's
    /// offset, both lanes in one addition, which rounds each lane exactly as two scalar
    /// additions would. Offsets and counters are bounded by `count · 4`, which an array of the
    /// cells holds, so they are added without overflow checks.
    ///
    /// A template of one to four leaves (a grid's row, a list's item) has its leaves read once,
    /// before the loop, and each instance is written straight from them: instances are then a
    /// handful of instructions a cell, where walking the leaves again for each instance cost
    /// about 16 a cell (a cache hit of a 1,000-cell grid in rows of 3).
    @inline(__always)
    private func forEachCell(count: Int, _ body: (_ offset: Int, _ position: SIMD2<Double>, _ size: SIMD2<Double>) -> Void) {
        let leafCount = self.leafCount
        guard leafCount > 0, count > 0 else { return }
        let origin = SIMD2(self.origin.x, self.origin.y)
        let step = SIMD2(self.step.x, self.step.y)
        // Whole instances, then the cells of a last, partial one.
        let wholeInstances = count / leafCount
        let lastCells = count &- wholeInstances &* leafCount
        leaves.withUnsafeBufferPointer { leaves in
            guard let leafBase = leaves.baseAddress else { return }
            let firstLeaf = UnsafeRawPointer(leafBase)
            let cellBytes = 4 &* MemoryLayout<Double>.stride
            func position(_ leaf: Int) -> SIMD2<Double> {
                firstLeaf.loadUnaligned(fromByteOffset: leaf &* cellBytes, as: SIMD2<Double>.self)
            }
            func size(_ leaf: Int) -> SIMD2<Double> {
                firstLeaf.loadUnaligned(fromByteOffset: leaf &* cellBytes &+ 16, as: SIMD2<Double>.self)
            }
            // Instance k moves by origin + k · step, in this form for every instance.
            func moved(_ instance: Int) -> SIMD2<Double> {
                origin + SIMD2(repeating: Double(instance)) * step
            }
            // The first `cells` cells of an instance, walking its leaves, from `offset` on;
            // returns the offset after them.
            func walk(_ instance: Int, cells: Int, from offset: Int) -> Int {
                let m = moved(instance)
                var offset = offset
                for leaf in 0..<cells {
                    body(offset, position(leaf) + m, size(leaf))
                    offset &+= 4
                }
                return offset
            }
            var offset = 0
            switch leafCount {
            case 1:
                let (p0, s0) = (position(0), size(0))
                for instance in 0..<wholeInstances {
                    let m = moved(instance)
                    body(offset, p0 + m, s0)
                    offset &+= 4
                }
            case 2:
                let (p0, s0, p1, s1) = (position(0), size(0), position(1), size(1))
                for instance in 0..<wholeInstances {
                    let m = moved(instance)
                    body(offset, p0 + m, s0)
                    body(offset &+ 4, p1 + m, s1)
                    offset &+= 8
                }
            case 3:
                let (p0, s0, p1, s1, p2, s2) = (position(0), size(0), position(1), size(1), position(2), size(2))
                for instance in 0..<wholeInstances {
                    let m = moved(instance)
                    body(offset, p0 + m, s0)
                    body(offset &+ 4, p1 + m, s1)
                    body(offset &+ 8, p2 + m, s2)
                    offset &+= 12
                }
            case 4:
                let (p0, s0, p1, s1) = (position(0), size(0), position(1), size(1))
                let (p2, s2, p3, s3) = (position(2), size(2), position(3), size(3))
                for instance in 0..<wholeInstances {
                    let m = moved(instance)
                    body(offset, p0 + m, s0)
                    body(offset &+ 4, p1 + m, s1)
                    body(offset &+ 8, p2 + m, s2)
                    body(offset &+ 12, p3 + m, s3)
                    offset &+= 16
                }
            default:
                for instance in 0..<wholeInstances { offset = walk(instance, cells: leafCount, from: offset) }
            }
            // The last instance's first cells, when the count ends inside one.
            if lastCells > 0 { _ = walk(wholeInstances, cells: lastCells, from: offset) }
        }
    }
}
