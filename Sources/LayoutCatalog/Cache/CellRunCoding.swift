import LayoutEngine

/// How a cached solution stores its cells: by what repeats, losslessly.
///
/// A section the solver stamped from its group template (`SectionSolution.cellStamp`, more
/// than one group instance) is stored as that stamp: the template's leaves, the origin and the
/// step, whatever its cell count, and decoded by stamping it again through the solver's own
/// loop. Any other section is coded cell by cell. There, cell `j` and cell `j − period` (one
/// group instance earlier) usually share x, width and height, and their y moves by the same
/// step as the instance before. Each cell is one mode byte, two bits per value (x, y, width,
/// height), and only the values that neither repeat nor continue the step are stored: a whole,
/// half or third point in its short form (a byte to three), any other value as its 8 raw bytes.
/// Every value compares and decodes bit for bit, so the frames are exactly the solver's.
enum CellRunCoding {
    /// The value equals the reference: the same value one period earlier (for the first period,
    /// the value of the cell before; 0 for the very first cell).
    static let repeated: UInt8 = 0
    /// The value equals `reference + (reference − the value two periods earlier)`, evaluated
    /// in exactly this form on both sides. Only from the third period on.
    static let continued: UInt8 = 1
    /// The value follows as 8 raw bytes.
    static let stored: UInt8 = 2
    /// The value follows in `BlobWriter.shortForm` (a whole, half or third point).
    static let storedShort: UInt8 = 3

    /// One run of cells: coded cell by cell with its period (≥ 1), or stamped.
    struct Run: Equatable {
        var count: Int
        var period: Int
        /// The stamp that gives every cell of the run; nil for a run coded cell by cell.
        var stamp: CellStamp? = nil
    }

    /// Each section's cells as a run, when the sections lay the cells end to end (the solver
    /// always does): stamped, when the section has a stamp of fewer leaves than cells that
    /// gives exactly its cells; else coded with its group's leaf count as the period. Cells
    /// not laid end to end are one coded run of period 1.
    static func runs(of solution: Solution) -> [Run] {
        var runs: [Run] = []
        var next = 0
        for section in solution.sections where section.cellCount > 0 {
            guard section.firstCell == next, section.cellCount <= solution.cells.count - next else {
                return [Run(count: solution.cells.count, period: 1)]
            }
            if let stamp = section.cellStamp, stamp.leafCount > 0, section.cellCount > stamp.leafCount,
               stamp.gives(solution.cells.storage, from: next, count: section.cellCount) {
                runs.append(Run(count: section.cellCount, period: 0, stamp: stamp))
            } else {
                // Clamped as `decode` clamps: a period past the cells changes nothing but the arithmetic.
                let period = section.itemsPerGroup <= section.cellCount ? section.itemsPerGroup : section.cellCount &+ 1
                runs.append(Run(count: section.cellCount, period: max(1, period)))
            }
            next += section.cellCount
        }
        guard next == solution.cells.count else { return [Run(count: solution.cells.count, period: 1)] }
        return runs
    }

    /// The most bytes `encode` writes for `runs`.
    static func maximumSize(of runs: [Run]) -> Int {
        runs.reduce(10) { size, run in
            size + 20 + (run.stamp.map { 10 + $0.leaves.count * 9 + 4 * 9 } ?? run.count * 37)
        }
    }

    /// Writes the runs (each its count, then its period, or 0 and its stamp), then each coded
    /// cell's mode byte and stored values.
    static func encode(_ storage: [Double], runs: [Run], into writer: inout BlobWriter) {
        writer.varint(UInt64(runs.count))
        for run in runs {
            writer.varint(UInt64(run.count))
            if let stamp = run.stamp {
                writer.varint(0)
                writer.varint(UInt64(stamp.leafCount))
                for value in stamp.leaves { writer.number(value) }
                writer.number(stamp.origin.x); writer.number(stamp.origin.y)
                writer.number(stamp.step.x); writer.number(stamp.step.y)
            } else {
                writer.varint(UInt64(run.period))
            }
        }
        storage.withUnsafeBufferPointer { values in
            var start = 0
            for run in runs {
                if run.stamp != nil {
                    start += run.count
                    continue
                }
                for j in 0..<run.count {
                    let cell = (start + j) * 4
                    var modes: UInt8 = 0
                    var short: (UInt64?, UInt64?, UInt64?, UInt64?) = (nil, nil, nil, nil)
                    for component in 0..<4 {
                        var mode = mode(of: component, at: j, cell: cell, period: run.period, in: values)
                        if mode == stored, let word = BlobWriter.shortForm(values[cell + component]) {
                            mode = storedShort
                            switch component {
                            case 0: short.0 = word
                            case 1: short.1 = word
                            case 2: short.2 = word
                            default: short.3 = word
                            }
                        }
                        modes |= mode << (component * 2)
                    }
                    writer.byte(modes)
                    writeValue(modes, 0, short.0, values[cell], into: &writer)
                    writeValue(modes, 1, short.1, values[cell + 1], into: &writer)
                    writeValue(modes, 2, short.2, values[cell + 2], into: &writer)
                    writeValue(modes, 3, short.3, values[cell + 3], into: &writer)
                }
                start += run.count
            }
        }
    }

    /// Writes one value of a cell as its mode says: raw, short (`word`), or not at all.
    @inline(__always)
    private static func writeValue(_ modes: UInt8, _ component: Int, _ word: UInt64?, _ value: Double,
                                   into writer: inout BlobWriter) {
        switch (modes >> (component * 2)) & 3 {
        case stored: writer.rawNumber(value)
        case storedShort: if let word { writer.varint(word) }
        default: break
        }
    }

    /// How far back, in values, cell `j`'s reference lies: one period, or in the first period
    /// the cell before. (The very first cell's reference is 0.)
    @inline(__always)
    private static func referenceDistance(at j: Int, period: Int) -> Int {
        4 * (j >= period ? period : 1)
    }

    private static func mode(of component: Int, at j: Int, cell: Int, period: Int,
                             in values: UnsafeBufferPointer<Double>) -> UInt8 {
        let value = values[cell + component]
        let reference = j == 0 ? 0 : values[cell + component - referenceDistance(at: j, period: period)]
        if value.bitPattern == reference.bitPattern { return repeated }
        if j >= 2 * period {
            let before = values[cell + component - 8 * period]
            if value.bitPattern == continuing(reference, before).bitPattern { return continued }
        }
        return stored
    }

    /// The next value of a step: one expression, so that encoder and decoder agree bit for bit.
    @inline(__always)
    private static func continuing(_ reference: Double, _ before: Double) -> Double {
        reference + (reference - before)
    }

    /// Reads what `encode` wrote for `cellCount` cells: the cells and the runs, stamps
    /// included. Nil for anything it could not have written (see `withRuns(from:cellCount:_:)`
    /// and `cells(of:from:cellCount:)`).
    static func decode(from reader: inout BlobReader, cellCount: Int) -> (cells: [Double], runs: [Run])? {
        withRuns(from: &reader, cellCount: cellCount) { runs, reader in
            cells(of: runs, from: &reader, cellCount: cellCount).map { ($0, Array(runs)) }
        }
    }

    /// Calls `body` with the runs `encode` wrote first, stamps included, and the reader after
    /// them: cheap, so that a caller can check them before any cell is allocated. The runs are
    /// in temporary memory (the stack, for the few a solution has), not an array of their own:
    /// one allocation of every decoded solution. Nil, without calling `body`, for runs that do
    /// not add up to `cellCount`, a stamp of no leaves or of no fewer leaves than cells, or
    /// coded cells the remaining bytes could not hold (each takes at least its mode byte).
    static func withRuns<Result>(from reader: inout BlobReader, cellCount: Int,
                                 _ body: (UnsafeBufferPointer<Run>, inout BlobReader) -> Result?) -> Result? {
        guard cellCount >= 0, let runCount = reader.compactCount(minimumBytesEach: 2) else { return nil }
        return withUnsafeTemporaryAllocation(of: Run.self, capacity: runCount) { buffer -> Result? in
            var read = 0
            defer { if let base = buffer.baseAddress { base.deinitialize(count: read) } }
            var total = 0
            var coded = 0
            while read < runCount {
                guard let count = reader.varint(), count <= UInt64(cellCount - total),
                      let period = reader.varint() else { return nil }
                let run: Run
                if period == 0 {
                    guard let stamp = stamp(from: &reader), UInt64(stamp.leafCount) < count else { return nil }
                    run = Run(count: Int(count), period: 0, stamp: stamp)
                } else {
                    // A period past the run's cells decodes as count + 1 would: no cell reaches even
                    // one period, so only the arithmetic changes, which can then not overflow.
                    run = Run(count: Int(count), period: Int(min(period, count + 1)))
                    coded += Int(count)
                }
                (buffer.baseAddress! + read).initialize(to: run)
                read += 1
                total += Int(count)
            }
            guard total == cellCount, coded <= reader.remaining else { return nil }
            return body(UnsafeBufferPointer(rebasing: buffer[..<read]), &reader)
        }
    }

    /// A stamp as `encode` wrote it: the leaf count, the leaves, the origin and the step.
    private static func stamp(from reader: inout BlobReader) -> CellStamp? {
        guard let leafCount = reader.compactCount(minimumBytesEach: 4), leafCount > 0 else { return nil }
        var leaves: [Double] = []
        leaves.reserveCapacity(leafCount * 4)
        for _ in 0..<(leafCount * 4) {
            guard let value = reader.number() else { return nil }
            leaves.append(value)
        }
        guard let ox = reader.number(), let oy = reader.number(), let sx = reader.number(), let sy = reader.number()
        else { return nil }
        return CellStamp(leaves: leaves, origin: Point(x: ox, y: oy), step: Point(x: sx, y: sy))
    }

    /// The cells of `runs` (from `withRuns(from:cellCount:_:)`): stamped, or decoded from the mode
    /// bytes that follow; nil when those are malformed (a step before the third period, a
    /// short value with the raw form's tag, too few bytes). This loop is a cache hit's cost
    /// per cell.
    static func cells(of runs: UnsafeBufferPointer<Run>, from reader: inout BlobReader, cellCount: Int) -> [Double]? {
        var failed = false
        let storage = [Double](unsafeUninitializedCapacity: cellCount * 4) { values, initialized in
            var start = 0
            decoding: for run in runs {
                if let stamp = run.stamp, let base = values.baseAddress {
                    stamp.stamp(count: run.count, into: base + start * 4)
                    start += run.count
                    initialized = start * 4
                    continue
                }
                let period = run.period
                for j in 0..<run.count {
                    let cell = (start + j) * 4
                    guard let modes = reader.byte() else { failed = true; break decoding }
                    // The common case: a later period where only y continues its step.
                    if modes == 0b0000_0100 && j >= 2 * period {
                        let reference = cell - 4 * period
                        values[cell] = values[reference]
                        values[cell + 1] = continuing(values[reference + 1], values[reference + 1 - 4 * period])
                        values[cell + 2] = values[reference + 2]
                        values[cell + 3] = values[reference + 3]
                        initialized = cell + 4
                        continue
                    }
                    // The next most common: only y stored (a step the pixel grid rounds), raw or short.
                    if (modes == 0b0000_1000 || modes == 0b0000_1100) && j >= period {
                        guard let y = modes == 0b0000_1000 ? reader.rawNumber() : reader.shortNumber() else {
                            failed = true
                            break decoding
                        }
                        let reference = cell - 4 * period
                        values[cell] = values[reference]
                        values[cell + 1] = y
                        values[cell + 2] = values[reference + 2]
                        values[cell + 3] = values[reference + 3]
                        initialized = cell + 4
                        continue
                    }
                    let back = referenceDistance(at: j, period: period)
                    for component in 0..<4 {
                        let reference = j == 0 ? 0 : values[cell + component - back]
                        let value: Double
                        switch (modes >> (component * 2)) & 3 {
                        case repeated:
                            value = reference
                        case continued where j >= 2 * period:
                            value = continuing(reference, values[cell + component - 8 * period])
                        case stored:
                            guard let number = reader.rawNumber() else { failed = true; break decoding }
                            value = number
                        default:  // storedShort
                            guard let number = reader.shortNumber() else { failed = true; break decoding }
                            value = number
                        }
                        values[cell + component] = value
                    }
                    initialized = cell + 4
                }
                start += run.count
            }
        }
        return failed ? nil : storage
    }
}
