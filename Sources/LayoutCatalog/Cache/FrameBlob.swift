import LayoutEngine

/// The frame cache's compact binary form of a `Solution`, decoded exactly: integers as
/// varints, frame values as `BlobWriter.number` (a whole, half or third point in a byte or
/// two, anything else in 9), a stamped section as its stamp (its template's values, however
/// many cells) and any other section's cells by what repeats (`CellRunCoding`). Anything that
/// does not decode exactly is rejected, and the cache treats it as a miss.
enum FrameBlob {
    /// "LFB5": stamped sections as their stamps. "LFB4" (every cell coded, a byte or more
    /// each), "LFB3" (8 bytes an integer or value) and "LFB2" (cells raw) blobs are misses,
    /// solved and replaced.
    static let magic: [UInt8] = Array("LFB5".utf8)
    /// How many element kinds `encode` looks up by a linear search before it builds an index.
    static let linearKinds = 8

    static func encode(_ solution: Solution) -> [UInt8] {
        let names = solution.sections.reduce(0) { $0 + $1.name.utf8.count }
        let zIndices = solution.sections.reduce(0) { $0 + $1.leafZIndices.count }
        let runs = CellRunCoding.runs(of: solution)
        // At most this size, so the buffer never grows: header, sections, cells, kinds, attributes.
        var w = BlobWriter(capacity: magic.count + 40 + solution.sections.count * 112 + names + zIndices * 10
                               + 10 + CellRunCoding.maximumSize(of: runs)
                               + 10 + 64 + 10 + solution.supplementaries.count * 80)
        w.bytes(magic)
        w.number(solution.container.width); w.number(solution.container.height)
        w.number(solution.contentSize.width); w.number(solution.contentSize.height)
        w.varint(UInt64(solution.sections.count))
        for s in solution.sections {
            w.compactString(s.name)
            w.compactRect(s.frame)
            w.signed(s.firstCell); w.signed(s.cellCount); w.signed(s.itemsPerGroup); w.signed(s.columns)
            if let size = s.orthogonalContentSize {
                w.byte(1)
                w.number(size.width); w.number(size.height)
            } else {
                w.byte(0)
            }
            w.varint(UInt64(s.leafZIndices.count))
            for z in s.leafZIndices { w.signed(z) }
        }
        w.varint(UInt64(solution.cells.count))
        CellRunCoding.encode(solution.cells.storage, runs: runs, into: &w)
        // Element kinds are few; store each once and refer to it by index.
        var kinds: [String] = []
        var kindIndex: [String: Int] = [:]  // only past `linearKinds` kinds
        var kindIndices: [Int] = []
        kindIndices.reserveCapacity(solution.supplementaries.count)
        for a in solution.supplementaries {
            // A handful of kinds is searched in order, which costs less than hashing each
            // attribute's; a document of many kinds gets an index, so this never goes quadratic.
            let found = kinds.count <= linearKinds ? kinds.firstIndex(of: a.elementKind) : kindIndex[a.elementKind]
            if let found {
                kindIndices.append(found)
            } else {
                kindIndices.append(kinds.count)
                kinds.append(a.elementKind)
                if kinds.count > linearKinds {
                    if kindIndex.isEmpty { for (i, kind) in kinds.enumerated() { kindIndex[kind] = i } }
                    kindIndex[a.elementKind] = kinds.count - 1
                }
            }
        }
        w.varint(UInt64(kinds.count))
        for kind in kinds { w.compactString(kind) }
        w.varint(UInt64(solution.supplementaries.count))
        for (a, kindIndex) in zip(solution.supplementaries, kindIndices) {
            w.byte(categoryCode(a.category))
            w.varint(UInt64(kindIndex))
            w.signed(a.section ?? -1)
            w.signed(a.item)
            w.compactRect(a.frame)
            w.signed(a.zIndex)
        }
        return w.buffer
    }

    static func decode(_ blob: [UInt8]) -> Solution? {
        blob.withUnsafeBytes { decode($0) }
    }

    /// Decodes from borrowed memory, e.g. SQLite's own copy of a cached blob.
    static func decode(_ blob: UnsafeRawBufferPointer) -> Solution? {
        var r = BlobReader(blob)
        // Per section at least: the name's length, a frame, 4 integers, the orthogonal flag
        // and the z-index count, a byte each.
        guard let head = r.bytes(magic.count), head.elementsEqual(magic),
              let cw = r.number(), let ch = r.number(), let sw = r.number(), let sh = r.number(),
              let sectionCount = r.compactCount(minimumBytesEach: 11) else { return nil }
        var sections: [SectionSolution] = []
        sections.reserveCapacity(sectionCount)
        for _ in 0..<sectionCount {
            guard let name = r.compactString(), let frame = r.compactRect(),
                  let first = r.signed(), let cells = r.signed(), let perGroup = r.signed(), let columns = r.signed(),
                  let orthogonal = r.byte() else { return nil }
            var orthogonalSize: Size?
            switch orthogonal {
            case 0: break
            case 1:
                guard let width = r.number(), let height = r.number() else { return nil }
                orthogonalSize = Size(width: width, height: height)
            default: return nil
            }
            guard let zCount = r.compactCount(minimumBytesEach: 1) else { return nil }
            var zIndices: [Int] = []
            // Most sections have none: reserving no room still calls into the runtime.
            if zCount > 0 { zIndices.reserveCapacity(zCount) }
            for _ in 0..<zCount {
                guard let z = r.signed() else { return nil }
                zIndices.append(z)
            }
            // A z-index pattern is one per leaf of a group instance, or none.
            guard zIndices.isEmpty || zIndices.count == perGroup else { return nil }
            sections.append(SectionSolution(
                name: name, frame: frame, firstCell: first, cellCount: cells, itemsPerGroup: perGroup,
                columns: columns, orthogonalContentSize: orthogonalSize, leafZIndices: zIndices))
        }
        // A stamped run takes a few bytes for any number of cells: the count is bounded as a
        // solve's, and the sections and stamps are checked before any cell is allocated.
        guard let count = r.varint(), count <= UInt64(SolveError.cellLimit), case let cellCount = Int(count),
              let cells = CellRunCoding.withRuns(from: &r, cellCount: cellCount, { runs, r -> [Double]? in
                  guard sectionsLie(sections, inside: cellCount), attachStamps(of: runs, to: &sections) else { return nil }
                  return CellRunCoding.cells(of: runs, from: &r, cellCount: cellCount)
              }),
              let kindCount = r.compactCount(minimumBytesEach: 1) else { return nil }
        var kinds: [String] = []
        for _ in 0..<kindCount {
            guard let kind = r.compactString() else { return nil }
            kinds.append(kind)
        }
        // Per attribute at least: category, kind, section, item, a frame and the z-index.
        guard let supplementaryCount = r.compactCount(minimumBytesEach: 9) else { return nil }
        var supplementaries: [SupplementaryAttributes] = []
        if supplementaryCount > 0 { supplementaries.reserveCapacity(supplementaryCount) }
        for _ in 0..<supplementaryCount {
            guard let code = r.byte(), let category = category(code),
                  let kind = r.varint(), kind < UInt64(kinds.count),
                  let section = r.signed(), section >= -1, section < sectionCount, let item = r.signed(),
                  let frame = r.compactRect(), let z = r.signed() else { return nil }
            supplementaries.append(SupplementaryAttributes(category: category, elementKind: kinds[Int(kind)],
                                                           section: section < 0 ? nil : section, item: item,
                                                           frame: frame, zIndex: z))
        }
        guard r.isAtEnd else { return nil }
        return Solution(container: Size(width: cw, height: ch), contentSize: Size(width: sw, height: sh),
                        sections: sections, cells: FrameBuffer(storage: cells),
                        supplementaries: supplementaries)
    }

    /// Whether every section's cells lie inside the `cellCount` cells. Written so that no
    /// stored value, however large, can overflow the arithmetic and trap.
    private static func sectionsLie(_ sections: [SectionSolution], inside cellCount: Int) -> Bool {
        sections.allSatisfy { $0.firstCell >= 0 && $0.cellCount >= 0 && $0.firstCell <= cellCount - $0.cellCount }
    }

    /// Gives each stamped run's stamp back to its section: the one with cells that begins
    /// where the run does and holds as many cells. False when there is none, which `encode`
    /// never writes (it stamps only sections laid end to end).
    private static func attachStamps(of runs: UnsafeBufferPointer<CellRunCoding.Run>,
                                     to sections: inout [SectionSolution]) -> Bool {
        var start = 0
        var next = 0  // sections before it begin before the runs looked at
        for run in runs {
            defer { start += run.count }
            guard let stamp = run.stamp else { continue }
            while next < sections.count && (sections[next].cellCount <= 0 || sections[next].firstCell < start) { next += 1 }
            guard next < sections.count, sections[next].firstCell == start, sections[next].cellCount == run.count
            else { return false }
            sections[next].cellStamp = stamp
            next += 1
        }
        return true
    }

    private static func categoryCode(_ category: AttributeCategory) -> UInt8 {
        switch category {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }

    private static func category(_ code: UInt8) -> AttributeCategory? {
        switch code {
        case 0: return .cell
        case 1: return .supplementary
        case 2: return .decoration
        default: return nil
        }
    }
}
