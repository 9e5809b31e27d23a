import LayoutEngine
import Testing
@testable import LayoutSwift

/// The parity kit with list sections (semantics §19): the harness builds them, registers the
/// list's header and footer kinds, shows list cells in them, and `compare` reads their frames.
@Suite struct ParityListTests {
    /// A plain list of two rows under a supplementary header, and a group section.
    let document = LayoutDocument(sections: [
        Section(name: "inbox", itemCount: 2, list: ListConfiguration(appearance: .plain, headerMode: .supplementary)),
        Section(name: "grid", itemCount: 1,
                group: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                  kind: .group(LayoutGroup(axis: .horizontal, subitems: [
                                      LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))),
                                  ])))),
    ])

    @Test func theKitBuildsListsAndRegistersTheirKinds() throws {
        let files = try ParityKit.files(
            layouts: [ParityKit.Layout(name: "inbox", revision: 3, document: document, itemCounts: [2, 1])],
            containers: [ParityKit.Container(device: nil, orientation: "portrait", width: 300, height: 600, safeArea: .zero,
                                             horizontalSizeClass: .compact, layoutDirection: .leftToRight, scale: nil)])
        #expect(files.map(\.name) == ["inbox.swift", ParityKit.testFileName])
        #expect(files[0].contents.contains("NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)"))
        let test = files[1].contents
        #expect(test.contains("""
                    ParityLayout(name: "inbox", revision: 3, make: makeInboxLayout,
                                 itemCounts: [2, 1],
                                 supplementaryKinds: ["UICollectionElementKindSectionHeader"],
                                 decorationKinds: [],
                                 listSections: [0]),
            """))
        #expect(test.contains(#"collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "listCell")"#))
        // No margins given: the solver's for a bare 300 points, which the collection view is set to.
        #expect(test.contains("safeArea: [0.0, 0.0, 0.0, 0.0], layoutMargins: [0.0, 16.0, 0.0, 16.0],"))
        #expect(test.contains("collectionView.insetsLayoutMarginsFromSafeArea = false"))
        #expect(test.contains("guard listSections.contains(indexPath.section), listKinds.contains(kind) else {"))
        #expect(!test.contains("left out"))
    }

    /// The margins a container is given are the ones the kit writes, safe area included.
    @Test func aContainersMarginsAreWrittenAsGiven() throws {
        let margins = DirectionalInsets(top: 47, leading: 20, bottom: 34, trailing: 20)
        let container = ParityKit.Container(device: nil, orientation: "portrait", width: 700, height: 900,
                                            safeArea: DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                            layoutMargins: margins, horizontalSizeClass: .regular,
                                            layoutDirection: .leftToRight, scale: 3)
        #expect(container.layoutMargins == margins)
        let unset = ParityKit.Container(device: nil, orientation: "portrait", width: 700, height: 900,
                                        safeArea: DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                        horizontalSizeClass: .regular, layoutDirection: .leftToRight, scale: 3)
        #expect(unset.layoutMargins == margins)
        let files = try ParityKit.files(layouts: [], containers: [container])
        #expect(files[0].contents.contains("safeArea: [47.0, 0.0, 34.0, 0.0], layoutMargins: [47.0, 20.0, 34.0, 20.0],"))
    }

    /// A dump records the margins; one without them (an older kit) reads as `nil`, for which
    /// `compare` takes the solver's default margins.
    @Test func aDumpReadsItsMarginsOrNone() throws {
        let with = try ParityDump(json: Array(#"{"layout": "inbox", "solutions": [{"container": {"width": 300, "height": 600, "layoutMargins": [0, 30, 0, 10]}, "attributes": []}]}"#.utf8))
        #expect(with.results[0].solutions[0].container.layoutMargins == DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        let without = try ParityDump(json: Array(#"{"layout": "inbox", "solutions": [{"container": {"width": 300, "height": 600}, "attributes": []}]}"#.utf8))
        #expect(without.results[0].solutions[0].container.layoutMargins == nil)
    }

    @Test func aListVariantsHeaderKindIsRegisteredToo() {
        let sidebar = LayoutDocument(sections: [
            Section(name: "s", itemCount: 1, list: ListConfiguration(appearance: .sidebarPlain),
                    variants: [SectionVariant(when: VariantCondition(minWidth: 600),
                                              list: ListConfiguration(appearance: .sidebar, footerMode: .supplementary))]),
        ])
        #expect(ParityKit.elementKinds(of: sidebar).supplementary == ["UICollectionElementKindSectionFooter"])
        #expect(ParityKit.listSections(of: sidebar) == [0])
    }

    private func dump(_ attributes: String, height: Double) throws -> ParityDump {
        try ParityDump(json: Array("""
            {"layout": "inbox", "revision": 3, "solutions": [{"container": {"width": 300, "height": 600},
             "contentSize": {"width": 300, "height": \(height)}, "attributes": [\(attributes)]}]}
            """.utf8))
    }

    /// Worked by hand from docs/lists.md, exact (no scale): a plain list has nothing above or
    /// below it; the header 32.25 high, rows of 44 the full width; the group section right below.
    let handWorked = """
        {"category": "supplementary", "elementKind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": [0, 0, 300, 32.25]},
        {"category": "cell", "section": 0, "item": 0, "frame": [0, 32.25, 300, 44]},
        {"category": "cell", "section": 0, "item": 1, "frame": [0, 76.25, 300, 44]},
        {"category": "cell", "section": 1, "item": 0, "frame": [0, 120.25, 300, 50]}
        """

    @Test func handWorkedListFramesAgreeWithTheSolver() throws {
        let uikit = try dump(handWorked, height: 170.25).results[0].solutions[0]
        let ours = try solve(document, in: SolveEnvironment(width: 300, height: 600, itemCounts: ["inbox": 2, "grid": 1]))
        let comparison = ParityComparison(uikit: uikit, ours: ours, document: document, tolerance: 0.5)
        #expect(comparison.isEqual, "\(comparison.differences)")
        #expect(comparison.elementsCompared == 4)
    }

    @Test func aListDifferenceNamesTheListRules() throws {
        let taller = handWorked
            .replacingOccurrences(of: "[0, 0, 300, 32.25]", with: "[0, 0, 300, 38]")
            .replacingOccurrences(of: "[0, 32.25, 300, 44]", with: "[0, 38, 300, 44]")
        let uikit = try dump(taller, height: 176).results[0].solutions[0]
        let ours = try solve(document, in: SolveEnvironment(width: 300, height: 600, itemCounts: ["inbox": 2, "grid": 1]))
        let comparison = ParityComparison(uikit: uikit, ours: ours, document: document, tolerance: 0.5)
        #expect(comparison.differences.map(\.element.label) == ["cell 0.0", "supplementary \"UICollectionElementKindSectionHeader\" 0.0"])
        #expect(comparison.differences.map(\.rule) == ["§19 List sections", "§19 List sections"])
    }

    /// A footer UIKit put under another list section than ours: both sides' missing element is a
    /// list's (§19), not a group's repetition (§6.1); a group section's missing cell still is.
    @Test func aMissingOrExtraListElementNamesTheListRules() throws {
        let lists = LayoutDocument(sections: [
            Section(name: "a", itemCount: 1, list: ListConfiguration(appearance: .plain, footerMode: .supplementary)),
            Section(name: "b", itemCount: 1, list: ListConfiguration(appearance: .plain)),
            Section(name: "grid", itemCount: 1, group: document.sections[1].group),
        ])
        let ours = try solve(lists, in: SolveEnvironment(width: 300, height: 600, itemCounts: ["a": 1, "b": 1, "grid": 1]))
        let uikit = try ParityDump(json: Array("""
            {"layout": "lists", "solutions": [{"container": {"width": 300, "height": 600}, "attributes": [
             {"category": "cell", "section": 0, "item": 0, "frame": [0, 0, 300, 44]},
             {"category": "cell", "section": 1, "item": 0, "frame": [0, 44, 300, 44]},
             {"category": "supplementary", "elementKind": "UICollectionElementKindSectionFooter", "section": 1, "item": 0, "frame": [0, 88, 300, 20]}]}]}
            """.utf8)).results[0].solutions[0]
        let comparison = ParityComparison(uikit: uikit, ours: ours, document: lists, tolerance: 0.5)
        let missing = comparison.differences.filter { $0.ours == nil || $0.uikit == nil }
        #expect(missing.map(\.element.label) == [
            "cell 2.0",
            "supplementary \"UICollectionElementKindSectionFooter\" 0.0",
            "supplementary \"UICollectionElementKindSectionFooter\" 1.0",
        ])
        #expect(missing.map(\.rule) == ["§6.1 Repetition and item consumption", "§19 List sections", "§19 List sections"])
    }
}
