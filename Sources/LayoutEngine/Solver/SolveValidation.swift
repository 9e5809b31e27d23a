/// Checks `document` and `environment` as every solve does before any layout work: the
/// container, scale, insets and offsets, the sections a request names, item counts and their
/// total, nesting depth and measurements. What it refuses, `solve` refuses at any size; a
/// width sweep asks it once, so that a request error is not taken for a width without room.
public func checkRequest(_ document: LayoutDocument, in environment: SolveEnvironment) throws(SolveError) {
    _ = try SolveValidation.itemCounts(of: document, in: environment)
}

/// The checks that run before any layout work, so a hostile document or environment is refused
/// cheaply and deterministically.
enum SolveValidation {
    /// The item count of every section, in order, once every check has passed.
    static func itemCounts(of document: LayoutDocument, in environment: SolveEnvironment) throws(SolveError) -> [Int] {
        var counts: [Int] = []
        try itemCounts(of: document, in: environment, into: &counts)
        return counts
    }

    /// `itemCounts(of:in:)` written into `counts` (emptied first), which a solve keeps.
    static func itemCounts(of document: LayoutDocument, in environment: SolveEnvironment,
                           into counts: inout [Int]) throws(SolveError) {
        counts.truncate(to: 0)
        let (width, height) = (environment.width, environment.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidContainerSize(width: width, height: height)
        }
        if let scale = environment.scale,
           !(scale >= SolveEnvironment.smallestScale && scale <= SolveEnvironment.largestScale) {
            throw .invalidScale(scale)
        }
        // Edge by edge rather than through an array literal: every solve runs this, and the
        // literal was allocated each time.
        func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }
        func areLengths(_ insets: DirectionalInsets) -> Bool {
            isLength(insets.top) && isLength(insets.leading) && isLength(insets.bottom) && isLength(insets.trailing)
        }
        let safe = environment.safeArea
        if !areLengths(safe) {
            throw .invalidSafeArea(safe)
        }
        if let margin = environment.layoutMargin, !isLength(margin) {
            throw .invalidLayoutMargin(margin)
        }
        if let margins = environment.layoutMargins, !areLengths(margins) {
            throw .invalidLayoutMargins(margins)
        }
        let offset = environment.contentOffset
        guard offset.isFinite, offset >= 0 else { throw .invalidContentOffset(offset) }
        if !(environment.orthogonalOffsets.isEmpty && environment.itemCounts.isEmpty
             && environment.measurements.sections.isEmpty),
           let error = environment.unknownSectionError(outside: Set(document.sections.map(\.name))) {
            throw error
        }
        // Sorted, so the error does not depend on hashing (and only when there is one to report).
        if environment.orthogonalOffsets.values.contains(where: { !isLength($0) }) {
            for (name, offset) in environment.orthogonalOffsets.sorted(by: { $0.key < $1.key }) where !isLength(offset) {
                throw .invalidScrollOffset(section: name, offset: offset)
            }
        }

        // Sections are lent through a buffer pointer: iterating the array copied each one,
        // retaining all it holds, twice a solve.
        try document.sections.withUnsafeBufferPointer { sections throws(SolveError) in
            counts.reserveCapacity(sections.count)
            var total = 0
            for index in sections.indices {
                let count = environment.itemCount(named: sections[index].name, declared: sections[index].itemCount)
                if count < 0 { throw .negativeItemCount(section: sections[index].name, count: count) }
                counts.append(count)
                // Counts are user data (the document's or --items): a sum past Int.max saturates,
                // and the limit check below refuses it.
                total = total.addingSaturating(count)
            }
            if total > SolveError.cellLimit { throw .tooManyCells(total: total, limit: SolveError.cellLimit) }
            let limit = LayoutDocument.maximumDepth
            guard let first = sections.baseAddress else { return }
            for index in sections.indices
            where exceedsDepth(Section.group(of: first + index), limit: limit)
                || (!sections[index].variants.isEmpty && variantsExceedDepth(sections[index].variants, limit: limit)) {
                throw .tooDeep(section: sections[index].name, limit: limit)
            }
        }
        try MeasurementCheck.check(environment.measurements, against: document, counts: counts)
    }

    /// Whether the tree nests deeper than `limit` (a leaf or custom group is depth 1). Every
    /// solve runs it, so it allocates nothing; it recurses at most `limit + 1` calls deep,
    /// however deep the tree, so an absurdly deep document cannot overflow the stack here.
    static func exceedsDepth(_ node: LayoutItem, limit: Int) -> Bool {
        withUnsafePointer(to: node) { exceedsDepth($0, limit: limit) }
    }

    /// Whether any variant's group nests deeper than `limit`.
    private static func variantsExceedDepth(_ variants: [SectionVariant], limit: Int) -> Bool {
        variants.contains { $0.group.map { exceedsDepth($0, limit: limit) } ?? false }
    }

    /// Each node read where it stands: taking a subitem out of its array, even through a
    /// buffer pointer, copied it and retained all it holds.
    private static func exceedsDepth(_ node: UnsafePointer<LayoutItem>, limit: Int) -> Bool {
        if limit < 1 { return true }
        guard case .group(let group) = node.pointee.kind else { return false }
        return group.subitems.withUnsafeBufferPointer { subitems in
            guard let base = subitems.baseAddress else { return false }
            for index in subitems.indices where exceedsDepth(base + index, limit: limit - 1) { return true }
            return false
        }
    }
}
