/// Checks measurements against the document they are solved with (format.md "Measurements"),
/// before any layout work: errors for what cannot apply, warnings for what is ignored.
enum MeasurementCheck {
    /// Refuses a size that is not finite and ≥ 0, overlapping ranges, an unknown section or
    /// element kind, and an item past the section's count. Sorted, so the error does not depend
    /// on hashing.
    static func check(_ measurements: Measurements, against document: LayoutDocument, counts: [Int])
        throws(SolveError) {
        guard !measurements.isEmpty else { return }
        var lastIndices: [String: Int] = [:]
        if let error = measurements.validate(recordingLastIndex: &lastIndices).first {
            throw .invalidMeasurements(path: error.path, message: error.message)
        }
        for (name, measured) in measurements.sections.sorted(by: { $0.key < $1.key }) {
            let path = Measurements.path(section: name)
            guard let index = document.sections.firstIndex(where: { $0.name == name }) else {
                throw .invalidMeasurements(path: path, message: "no section named '\(name)' in the layout")
            }
            let section = document.sections[index]
            let count = counts[index]
            let last = lastIndices[name] ?? -1
            if last >= count {
                let key = measured.itemKeys.first { keyReaches($0.key, last) }?.key ?? String(last)
                throw .invalidMeasurements(
                    path: path + ".items." + key,
                    message: "item \(last) is past the section's \(count) item\(count == 1 ? "" : "s")")
            }
            let kinds = Set(boundaryItems(of: section).map(\.elementKind))
            if let unknown = measured.boundaryItems.keys.filter({ !kinds.contains($0) }).min() {
                let known = kinds.sorted().joined(separator: ", ")
                throw .invalidMeasurements(
                    path: path + ".boundaryItems." + unknown,
                    message: "section '\(name)' has no boundary item of element kind '\(unknown)'"
                        + (known.isEmpty ? "" : " (it has: \(known))"))
            }
        }
    }

    /// The boundary items a section can have: its own and every variant's.
    private static func boundaryItems(of section: Section) -> [BoundaryItem] {
        section.solvedBoundaryItems + section.variants.flatMap {
            $0.list.map { ListSectionSolver.boundaryItems(of: $0) } ?? $0.boundarySupplementaryItems ?? []
        }
    }

    /// Whether an item key (`N` or `A..B`) ends at `index`.
    private static func keyReaches(_ key: String, _ index: Int) -> Bool {
        key == String(index) || key.hasSuffix("..\(index)")
    }
}

/// Measured values that will be ignored because their axis is not self-sizing (format.md: "a
/// value on an axis that is not estimated is ignored with a warning"), as path and message. Read
/// against each section as resolved for the environment's width and size class.
public func measurementWarnings(for document: LayoutDocument, in environment: SolveEnvironment) -> [DocumentError] {
    var warnings: [DocumentError] = []
    for (name, measured) in environment.measurements.sections.sorted(by: { $0.key < $1.key }) {
        guard let section = document.sections.first(where: { $0.name == name }) else { continue }
        let resolved = section.resolved(for: environment.variantTraits(under: document.configuration))
        let path = Measurements.path(section: name)
        let leaves = leafSizes(of: resolved.group)
        for (key, size) in measured.itemKeys {
            for axis in ignoredAxes(of: size, among: leaves) {
                warnings.append(DocumentError(
                    path: path + ".items." + key + "." + axis,
                    message: "no item of the section has an estimated \(axis); the measured \(axis) is ignored"))
            }
        }
        for (kind, size) in measured.boundaryItems.sorted(by: { $0.key < $1.key }) {
            let items = resolved.solvedBoundaryItems.filter { $0.elementKind == kind }.map(\.size)
            // A kind only a variant at another width shows is not drawn here: nothing is ignored.
            if items.isEmpty { continue }
            for axis in ignoredAxes(of: size, among: items) {
                warnings.append(DocumentError(
                    path: path + ".boundaryItems." + kind + "." + axis,
                    message: "the '\(kind)' boundary item's \(axis) is not estimated; the measured \(axis) is ignored"))
            }
        }
    }
    return warnings
}

/// The axes `size` measures on which none of `sizes` is estimated.
private func ignoredAxes(of size: MeasuredSize, among sizes: [LayoutSize]) -> [String] {
    var axes: [String] = []
    if size.width != nil && !sizes.contains(where: { $0.width.isEstimated }) { axes.append("width") }
    if size.height != nil && !sizes.contains(where: { $0.height.isEstimated }) { axes.append("height") }
    return axes
}

/// The sizes of a group tree's leaf items (custom-group cells have fixed frames and none).
func leafSizes(of root: LayoutItem) -> [LayoutSize] {
    var sizes: [LayoutSize] = []
    var stack = [root]
    while let node = stack.popLast() {
        switch node.kind {
        case .item: sizes.append(node.size)
        case .group(let group): stack.append(contentsOf: group.subitems)
        case .custom: break
        }
    }
    return sizes
}

extension SolveEnvironment {
    /// Throws `SolveError.invalidMeasurements` when the measurements do not fit `document` in this
    /// environment (the check every solve runs first), so a caller can refuse before solving anything.
    public func checkMeasurements(against document: LayoutDocument) throws(SolveError) {
        let counts = document.sections.map { max(0, itemCount(of: $0)) }
        try MeasurementCheck.check(measurements, against: document, counts: counts)
    }
}
