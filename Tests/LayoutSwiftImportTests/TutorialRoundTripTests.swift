#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

/// The tutorials' complete snippets, copied into Fixtures/tutorials/NAME.swift, import to
/// documents whose frames equal the seed layout NAME that was made from them. The seeds say
/// what the tutorials' apps' data sources do (how many sections, how many cells); the code does
/// not, so the seed's counts are given to the solver for both.
@Suite struct TutorialRoundTripTests {
    static let completeSnippets = [
        "fixed-interitem-spacing", "edge-spacing-fixed-15", "edge-spacing-flexible-29", "edge-spacing-flexible-30",
        "count-group-fixed-spacing", "count-group-edge-spacing", "large-item-and-quad", "large-item-and-quad-header",
        "list-and-paged-grid", "photo-grid-without-insets", "photo-grid-headers", "nested-groups",
        "photo-carousels-continuous", "big-item-and-tiny-columns", "app-store-sections",
    ]
    static let widths: [Double] = [320, 390, 768, 1024]

    @Test(arguments: completeSnippets)
    func importedSnippetSolvesLikeTheSeed(name: String) throws {
        let seed = try ImportFixtures.seed(name)
        let options = SwiftImportOptions(sectionCount: seed.sections.count)
        let layouts = try SwiftLayoutImporter.importLayouts(from: [ImportFixtures.tutorial(name)], options: options)
        try #require(layouts.count == 1)
        // The tutorials register their headers for UIKit's kind, which the seeds write `header`.
        var imported = layouts[0].document
        for index in imported.sections.indices {
            for item in imported.sections[index].boundarySupplementaryItems.indices
            where imported.sections[index].boundarySupplementaryItems[item].elementKind == ListConfiguration.headerElementKind {
                imported.sections[index].boundarySupplementaryItems[item].elementKind = "header"
            }
        }
        try #require(imported.sections.count == seed.sections.count)
        for width in Self.widths {
            let expected = try solve(seed, in: SolveEnvironment(width: width, height: 844))
            let counts = Dictionary(uniqueKeysWithValues: zip(imported.sections.map(\.name), seed.sections.map(\.itemCount)))
            let actual = try solve(imported, in: SolveEnvironment(width: width, height: 844, itemCounts: counts))
            #expect(actual.cells == expected.cells, "cells of \(name) at \(width)")
            #expect(actual.supplementaries == expected.supplementaries, "supplementaries of \(name) at \(width)")
            #expect(actual.contentSize == expected.contentSize, "content size of \(name) at \(width)")
            #expect(actual.sections.map(\.frame) == expected.sections.map(\.frame), "section frames of \(name) at \(width)")
            #expect(actual.sections.map(\.orthogonalContentSize) == expected.sections.map(\.orthogonalContentSize))
        }
        // Everything but names and counts is the seed's: the frames agree because the documents do.
        #expect(imported.configuration == seed.configuration)
        for (mine, theirs) in zip(imported.sections, seed.sections) {
            var renamed = mine
            renamed.name = theirs.name
            renamed.itemCount = theirs.itemCount
            #expect(renamed == theirs, "section \(theirs.name) of \(name)")
        }
    }

    /// A provider switching on `Section(rawValue: sectionIndex)` names its sections after the
    /// enum's cases and has as many as the switch names, with no --sections.
    @Test func enumSwitchNamesAndCountsTheSections() throws {
        let layouts = try SwiftLayoutImporter.importLayouts(from: [ImportFixtures.tutorial("list-and-paged-grid")])
        #expect(layouts.map(\.name) == ["create-layout"])
        #expect(layouts[0].document.sections.map(\.name) == ["main", "second"])
        #expect(layouts[0].document.sections[1].orthogonalScrollingBehavior == .groupPaging)
    }

    /// A provider that switches on integer indices with a `default` has as many sections as the
    /// highest index it names, plus one.
    @Test func integerSwitchCountsUpToTheHighestIndexNamed() throws {
        let layouts = try SwiftLayoutImporter.importLayouts(from: [ImportFixtures.tutorial("app-store-sections")])
        let seed = try ImportFixtures.seed("app-store-sections")
        #expect(layouts[0].document.sections.map(\.orthogonalScrollingBehavior) == seed.sections.map(\.orthogonalScrollingBehavior))
        #expect(layouts[0].document.sections.map(\.name) == (1...8).map { "section-\($0)" })
    }
}
#endif
