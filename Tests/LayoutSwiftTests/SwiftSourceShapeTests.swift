import LayoutEngine
import Testing
@testable import LayoutSwift

/// The generated code's shape, which a reader of literal construction code relies on.
@Suite struct SwiftSourceShapeTests {
    private func source(_ document: LayoutDocument, _ options: SwiftExportOptions = SwiftExportOptions(functionName: "makeTestLayout")) throws -> String {
        try SwiftExport.source(for: document, title: "test@1", options: options)
    }

    private func leaf(_ width: Dimension = .fractionalWidth(1)) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: width, height: .fractionalHeight(1)))
    }

    private func document(_ group: LayoutItem, items: Int = 4) -> LayoutDocument {
        LayoutDocument(sections: [Section(name: "grid", itemCount: items, group: group)])
    }

    private func row(_ subitems: [LayoutItem], _ repetition: LayoutGroup.Repetition) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                   kind: .group(LayoutGroup(axis: .horizontal, subitems: subitems, repetition: repetition)))
    }

    @Test func groupFactoriesFollowTheRepetition() throws {
        #expect(try source(document(row([leaf(.absolute(50)), leaf()], .cycle)))
            .contains("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item2])"))
        #expect(try source(document(row([leaf()], .count(3))))
            .contains("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)"))
        #expect(try source(document(row([leaf(.absolute(80))], .repeating(2))))
            .contains("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)"))
    }

    @Test func customGroupsListTheirFramesLiterally() throws {
        let custom = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)),
                                kind: .custom([CustomGroupItem(frame: Rect(x: 0, y: 0, width: 200, height: 300), zIndex: 1),
                                               CustomGroupItem(frame: Rect(x: 200, y: 0, width: 190.5, height: 150))]))
        let text = try source(document(custom))
        #expect(text.contains("""
                    let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize, itemProvider: { _ in
                        [
                            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0.0, y: 0.0, width: 200.0, height: 300.0), zIndex: 1),
                            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200.0, y: 0.0, width: 190.5, height: 150.0), zIndex: 0),
                        ]
                    })
        """))
    }

    @Test func sectionsAreCasesOfTheProviderWithTheirCounts() throws {
        let text = try source(LayoutDocument(sections: [
            Section(name: "first", itemCount: 7, group: row([leaf()], .cycle)),
            Section(name: "second", itemCount: 0, group: row([leaf()], .cycle), interGroupSpacing: 12.5),
        ]))
        #expect(text.contains("let testLayoutSections: [(name: String, itemCount: Int)] = [\n    (name: \"first\", itemCount: 7),\n    (name: \"second\", itemCount: 0),\n]"))
        #expect(text.contains("        case 0:\n            // section \"first\"\n"))
        #expect(text.contains("        case 1:\n            // section \"second\"\n"))
        #expect(text.contains("            section.interGroupSpacing = 12.5\n            return section\n"))
        #expect(text.contains("        default:\n            return nil\n"))
    }

    @Test func variantsComeFirstAsCompleteSectionsOnTheEnvironment() throws {
        var section = Section(name: "photos", itemCount: 9, group: row([leaf()], .cycle))
        section.variants = [SectionVariant(when: VariantCondition(minWidth: 600, horizontalSizeClass: .regular),
                                           interGroupSpacing: 8)]
        let text = try source(LayoutDocument(sections: [section]))
        let condition = "if environment.container.contentSize.width >= 600.0 && environment.traitCollection.horizontalSizeClass == .regular {"
        let variant = try #require(text.range(of: condition))
        let own = try #require(text.range(of: "            let section = NSCollectionLayoutSection(group: group)\n            return section"))
        #expect(variant.lowerBound < own.lowerBound)
        #expect(text.contains("                // variant 0 of \"photos\": minWidth 600.0, horizontalSizeClass regular; sets interGroupSpacing\n"))
        #expect(text.contains("                section.interGroupSpacing = 8.0\n                return section\n            }\n"))
    }

    @Test func optionsNameTheFunctionAndItsAccess() throws {
        let text = try source(document(row([leaf()], .cycle)),
                              SwiftExportOptions(functionName: "gridLayout", access: .public, platform: .macOS))
        #expect(text.contains("import AppKit\n"))
        #expect(text.contains("public let gridLayoutSections: [(name: String, itemCount: Int)]"))
        #expect(text.contains("@MainActor\npublic func gridLayout() -> NSCollectionViewCompositionalLayout {"))
        #expect(text.contains("let configuration = NSCollectionViewCompositionalLayoutConfiguration()"))
    }

    @Test func theSameDocumentGivesTheSameBytes() throws {
        let tour = try Fixtures.fixture("feature-tour")
        #expect(try source(tour) == source(tour))
    }
}
