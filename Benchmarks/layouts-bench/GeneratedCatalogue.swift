import LayoutCatalog
import LayoutEngine

/// The catalogue of workload 8, built by the bench so that anyone can rerun it: distinct
/// documents made from the seed's shapes, with varied counts and sizes.
enum GeneratedCatalogue {
    /// Layout `index`: seed layout `index % seeds.count`, its `index / seeds.count`-th variation.
    /// Each variation adds its own top inset to every section (a quarter point per step), so no
    /// two layouts share a document; counts are the seed's times 1…6 (137 cells a layout on
    /// average, as the catalogue the issue measured) and spacing grows by 0…4 points.
    static func document(_ index: Int, seeds: [LayoutDocument]) -> LayoutDocument {
        var document = seeds[index % seeds.count]
        let step = index / seeds.count
        for s in document.sections.indices {
            document.sections[s].itemCount *= 1 + step % 6
            document.sections[s].contentInsets.top += 0.25 * Double(step)
            document.sections[s].interGroupSpacing += Double(step % 5)
        }
        return document
    }

    /// A new catalogue file at `path` (an existing file is refused) holding `count` generated
    /// layouts (`generated-00000`, …) and the device presets, saved in one transaction.
    /// Returns the total of their cells.
    @discardableResult
    static func create(at path: String, count: Int) throws -> Int {
        // The group layouts of the seed, as when the workload was first measured: its figures
        // stay comparable across releases, and a list section takes none of the varied keys.
        // None naming design tokens either: the generated catalogue has no token set.
        let seeds = try SeedCatalogue.layouts().map(\.document)
            .filter { $0.sections.allSatisfy { $0.list == nil } && !$0.namesTokens }
        // A new file only: never add ten thousand layouts to a catalogue that exists.
        let catalog = try Catalog(path: path, mode: .createNew)
        var cells = 0
        try catalog.batch {
            for index in 0..<count {
                let document = document(index, seeds: seeds)
                cells += document.sections.reduce(0) { $0 + $1.itemCount }
                _ = try catalog.save(document, as: name(index))
            }
        }
        return cells
    }

    static func name(_ index: Int) -> String {
        let digits = String(index)
        return "generated-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
