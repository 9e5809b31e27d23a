import LayoutEngine

/// The frame cache's compact binary form of a `Solution`: little-endian, cells by what repeats
/// in each section (`CellRunCoding`: a grid's cell takes a byte, not 32), decoded exactly.
/// Anything that does not decode exactly is rejected, and the cache treats it as a miss.
enum FrameBlob {
    /// "LFB3": cells coded by `CellRunCoding` ("LFB2" stored them raw; its blobs are misses).
    static let magic: [UInt8] = Array("LFB3".utf8)

    static func encode(_ solution: Solution) -> [UInt8] {
        var w = BlobWriter()
        let names = solution.sections.reduce(0) { $0 + $1.name.utf8.count }
        let zIndices = solution.sections.reduce(0) { $0 + $1.leafZIndices.count }
        let runs = CellRunCoding.runs(of: solution)
        // At most this size, so the buffer grows once: header, sections, cells, kinds, attributes.
        w.buffer.reserveCapacity(magic.count + 40 + solution.sections.count * 112 + names + zIndices * 8
                                 + 8 + CellRunCoding.maximumSize(cellCount: solution.cells.count, runCount: runs.count)
                                 + 8 + 64 + 8 + solution.supplementaries.count * 72)
        w.bytes(magic)
        w.double(solution.container.width); w.double(solution.container.height)
        w.double(solution.contentSize.width); w.double(solution.contentSize.height)
        w.int(solution.sections.count)
        for s in solution.sections {
            w.string(s.name)
            w.rect(s.frame)
            w.int(s.firstCell); w.int(s.cellCount); w.int(s.itemsPerGroup); w.int(s.columns)
            w.int(s.orthogonalContentSize == nil ? 0 : 1)
            w.double(s.orthogonalContentSize?.width ?? 0); w.double(s.orthogonalContentSize?.height ?? 0)
            w.int(s.leafZIndices.count)
            for z in s.leafZIndices { w.int(z) }
        }
        w.int(solution.cells.count)
        CellRunCoding.encode(solution.cells.storage, runs: runs, into: &w)
        // Element kinds are few; store each once and refer to it by index.
        var kinds: [String] = []
        var kindIndex: [String: Int] = [:]
        for a in solution.supplementaries where kindIndex[a.elementKind] == nil {
            kindIndex[a.elementKind] = kinds.count
            kinds.append(a.elementKind)
        }
        w.int(kinds.count)
        for kind in kinds { w.string(kind) }
        w.int(solution.supplementaries.count)
        for a in solution.supplementaries {
            w.int(categoryCode(a.category))
            w.int(kindIndex[a.elementKind]!)
            w.int(a.section ?? -1)
            w.int(a.item)
            w.rect(a.frame)
            w.int(a.zIndex)
        }
        return w.buffer
    }

    static func decode(_ blob: [UInt8]) -> Solution? {
        blob.withUnsafeBytes { decode($0) }
    }

    /// Decodes from borrowed memory, e.g. SQLite's own copy of a cached blob.
    static func decode(_ blob: UnsafeRawBufferPointer) -> Solution? {
        var r = BlobReader(blob)
        guard let head = r.bytes(magic.count), head.elementsEqual(magic),
              let cw = r.double(), let ch = r.double(), let sw = r.double(), let sh = r.double(),
              let sectionCount = r.count(minimumBytesEach: 8 * 13) else { return nil }
        // per section: name length, frame, 5 integers, orthogonal size, z-index count
        var sections: [SectionSolution] = []
        sections.reserveCapacity(sectionCount)
        for _ in 0..<sectionCount {
            guard let name = r.string(), let frame = r.rect(),
                  let first = r.int(), let cells = r.int(), let perGroup = r.int(), let columns = r.int(),
                  let orthogonal = r.int(), let orthogonalWidth = r.double(), let orthogonalHeight = r.double(),
                  let zCount = r.count(minimumBytesEach: 8) else { return nil }
            var zIndices: [Int] = []
            zIndices.reserveCapacity(zCount)
            for _ in 0..<zCount {
                guard let z = r.int() else { return nil }
                zIndices.append(z)
            }
            // A z-index pattern is one per leaf of a group instance, or none.
            guard zIndices.isEmpty || zIndices.count == perGroup else { return nil }
            sections.append(SectionSolution(
                name: name, frame: frame, firstCell: first, cellCount: cells, itemsPerGroup: perGroup,
                columns: columns,
                orthogonalContentSize: orthogonal != 0 ? Size(width: orthogonalWidth, height: orthogonalHeight) : nil,
                leafZIndices: zIndices))
        }
        guard let cellCount = r.count(minimumBytesEach: 1), let storage = CellRunCoding.decode(from: &r, cellCount: cellCount),
              let kindCount = r.count(minimumBytesEach: 8) else { return nil }
        var kinds: [String] = []
        for _ in 0..<kindCount {
            guard let kind = r.string() else { return nil }
            kinds.append(kind)
        }
        guard let supplementaryCount = r.count(minimumBytesEach: 8 * 9) else { return nil }  // 4 integers, frame, zIndex
        var supplementaries: [SupplementaryAttributes] = []
        supplementaries.reserveCapacity(supplementaryCount)
        for _ in 0..<supplementaryCount {
            guard let code = r.int(), let category = category(code), let kind = r.int(), kinds.indices.contains(kind),
                  let section = r.int(), section >= -1, section < sectionCount, let item = r.int(), let frame = r.rect(),
                  let z = r.int() else { return nil }
            supplementaries.append(SupplementaryAttributes(category: category, elementKind: kinds[kind],
                                                           section: section < 0 ? nil : section, item: item,
                                                           frame: frame, zIndex: z))
        }
        // Every section's cells must lie inside the cell run. Written so that no stored value,
        // however large, can overflow the arithmetic and trap.
        for s in sections where s.firstCell < 0 || s.cellCount < 0 || s.firstCell > cellCount - s.cellCount {
            return nil
        }
        guard r.isAtEnd else { return nil }
        return Solution(container: Size(width: cw, height: ch), contentSize: Size(width: sw, height: sh),
                        sections: sections, cells: FrameBuffer(storage: storage),
                        supplementaries: supplementaries)
    }

    private static func categoryCode(_ category: AttributeCategory) -> Int {
        switch category {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }

    private static func category(_ code: Int) -> AttributeCategory? {
        switch code {
        case 0: return .cell
        case 1: return .supplementary
        case 2: return .decoration
        default: return nil
        }
    }
}
