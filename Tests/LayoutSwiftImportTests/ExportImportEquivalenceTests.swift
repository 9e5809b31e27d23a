#if SwiftImport
import Foundation
import LayoutEngine
import LayoutSwift
import LayoutSwiftImport
import Testing

/// Documents whose variants overlap (a width range and a size class that can hold together) come
/// back from `export --swift` then `import-swift` with the variants re-derived: the importer runs
/// the provider in every environment the conditions tell apart, so the variants it writes are
/// another spelling of the same rules. Everything else is identical, and every section resolves
/// to the same section at every width either side of every bound, in both size classes.
/// (The seed layouts come back byte for byte: `SwiftRoundTripTests` in the CLI tests.)
@Suite struct ExportImportEquivalenceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LayoutSwiftTests/Fixtures")

    @Test(arguments: ["feature-tour", "format-examples"])
    func variantsResolveAlikeEverywhere(name: String) throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name + ".json"), encoding: .utf8)
        let original = try LayoutDocument(json: text)
        let swift = try SwiftExport.source(for: original, title: name, options: SwiftExportOptions(functionName: "makeLayout"))
        let imported = try SwiftLayoutImporter.importLayouts(from: [SwiftSource(path: name + ".swift", text: swift)],
                                                             options: SwiftImportOptions())
        try #require(imported.count == 1)
        let back = imported[0].document

        func withoutVariants(_ document: LayoutDocument) -> LayoutDocument {
            var document = document
            for i in document.sections.indices { document.sections[i].variants = [] }
            return document
        }
        #expect(withoutVariants(back) == withoutVariants(original))

        var widths: Set<Double> = [320, 390, 1366]
        for section in original.sections {
            for variant in section.variants {
                for bound in [variant.when.minWidth, variant.when.maxWidth].compactMap({ $0 }) {
                    widths.formUnion([bound - 0.5, bound, bound + 0.5])
                }
            }
        }
        #expect(original.sections.contains { !$0.variants.isEmpty })
        // The section in force there, without the variants that were not chosen.
        func inForce(_ section: Section, _ width: Double, _ sizeClass: SizeClass) -> Section {
            var resolved = section.resolved(width: width, sizeClass: sizeClass)
            resolved.variants = []
            return resolved
        }
        for (index, section) in original.sections.enumerated() {
            for width in widths.sorted() {
                for sizeClass in SizeClass.allCases {
                    #expect(inForce(back.sections[index], width, sizeClass) == inForce(section, width, sizeClass),
                            "\(name) section \(index) at \(width) \(sizeClass)")
                }
            }
        }
    }

    /// UIKit's header and footer kinds go out as the constants apps register their views with
    /// and come back as UIKit's values, so the app's registrations keep working.
    @Test func uikitElementKindsGoOutAsTheConstants() throws {
        var document = try LayoutDocument(json: """
            {"formatVersion":1,"sections":[{"name":"s","itemCount":1,"group":{"kind":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},
            "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}}}]}}]}
            """)
        let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(30))
        document.sections[0].boundarySupplementaryItems = [
            BoundaryItem(elementKind: ListConfiguration.headerElementKind, size: size, alignment: .top),
            BoundaryItem(elementKind: ListConfiguration.footerElementKind, size: size, alignment: .bottom),
        ]
        let swift = try SwiftExport.source(for: document, title: "kinds", options: SwiftExportOptions(functionName: "makeLayout"))
        #expect(swift.contains("elementKind: UICollectionView.elementKindSectionHeader, alignment: .top"))
        #expect(swift.contains("elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom"))
        let back = try SwiftLayoutImporter.importLayouts(from: [SwiftSource(path: "kinds.swift", text: swift)])
        #expect(back.first?.document.sections[0].boundarySupplementaryItems == document.sections[0].boundarySupplementaryItems)
    }
}
#endif
