import LayoutEngine
import Testing
@testable import LayoutSwift

/// List sections as Swift (format.md "Additions to version 1 (list sections)", semantics §19):
/// the whole-layout form when every section is the same list, `NSCollectionLayoutSection.list`
/// in the provider otherwise. The expected code is written out by hand.
@Suite struct SwiftListExportTests {
    private func source(_ document: LayoutDocument) throws -> String {
        try SwiftExport.source(for: document, title: "test@1", options: SwiftExportOptions(functionName: "makeTestLayout"))
    }

    private let grid = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                                  kind: .group(LayoutGroup(axis: .horizontal, subitems: [
                                      LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))),
                                  ])))

    @Test func sectionsOfOneListAreTheWholeListForm() throws {
        let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)
        let text = try source(LayoutDocument(sections: [
            Section(name: "account", itemCount: 3, list: list),
            Section(name: "privacy", itemCount: 2, list: list),
        ]))
        #expect(text.hasSuffix("""
            /// Builds the compositional layout test@1.
            @MainActor
            func makeTestLayout() -> UICollectionViewCompositionalLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }

            """))
        #expect(text.contains("    (name: \"account\", itemCount: 3),\n    (name: \"privacy\", itemCount: 2),\n"))
    }

    /// Nothing set: a `let`, or the compiler warns that the `var` is never mutated.
    @Test func aListWithNothingSetIsALet() throws {
        let text = try source(LayoutDocument(sections: [
            Section(name: "inbox", itemCount: 3, list: ListConfiguration(appearance: .plain)),
        ]))
        #expect(text.contains("""
                let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            """))
    }

    /// Lists that differ, a list among group sections, or a layout configuration of its own
    /// need the section provider.
    @Test func mixedLayoutsBuildListSectionsInTheProvider() throws {
        let text = try source(LayoutDocument(sections: [
            Section(name: "grid", itemCount: 2, group: grid),
            Section(name: "settings", itemCount: 3,
                    list: ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary)),
        ]))
        #expect(text.contains("""
                    case 1:
                        // section "settings"
                        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                        listConfiguration.headerMode = .supplementary
                        listConfiguration.footerMode = .supplementary
                        let section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
                        return section
                    default:
            """))
        #expect(text.contains("return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in"))
        #expect(!text.contains(".list(using: configuration)"))

        let two = try source(LayoutDocument(sections: [
            Section(name: "a", itemCount: 1, list: ListConfiguration(appearance: .grouped)),
            Section(name: "b", itemCount: 1, list: ListConfiguration(appearance: .plain)),
        ]))
        #expect(two.contains("let listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)"))
        #expect(!two.contains("UICollectionViewCompositionalLayout.list"))

        var spaced = LayoutDocument(sections: [Section(name: "a", itemCount: 1, list: ListConfiguration(appearance: .grouped))])
        spaced.configuration.interSectionSpacing = 10
        let spacedText = try source(spaced)
        #expect(spacedText.contains("configuration.interSectionSpacing = 10.0"))
        #expect(spacedText.contains("NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)"))
    }

    @Test(arguments: [
        (ListConfiguration(appearance: .sidebar, headerMode: .firstItemInSection), ["configuration.headerMode = .firstItemInSection"]),
        (ListConfiguration(appearance: .sidebarPlain, footerMode: .supplementary), ["configuration.footerMode = .supplementary"]),
        (ListConfiguration(appearance: .grouped, headerMode: .supplementary, headerTopPadding: 12.5),
         ["configuration.headerMode = .supplementary", "configuration.headerTopPadding = 12.5"]),
        (ListConfiguration(appearance: .plain, headerTopPadding: 0), ["configuration.headerTopPadding = 0.0"]),
    ])
    func eachPropertyIsWrittenOnlyWhenSet(list: ListConfiguration, lines: [String]) throws {
        let text = try source(LayoutDocument(sections: [Section(name: "only", itemCount: 2, list: list)]))
        let expected = ["var configuration = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))"]
            + lines + ["return UICollectionViewCompositionalLayout.list(using: configuration)"]
        #expect(text.contains(expected.map { "    " + $0 }.joined(separator: "\n")))
        for property in ["headerMode", "footerMode", "headerTopPadding"] where !lines.contains(where: { $0.contains(property) }) {
            #expect(!text.contains(property))
        }
    }

    /// The keys a list section keeps: its insets reference and decorations, set on the section
    /// UIKit made; a variant is a complete list section of its own.
    @Test func listSectionKeysAndVariants() throws {
        let text = try source(LayoutDocument(sections: [
            Section(name: "settings", itemCount: 3, list: ListConfiguration(appearance: .insetGrouped),
                    decorationItems: [DecorationItem(elementKind: "card")], contentInsetsReference: .layoutMargins,
                    variants: [SectionVariant(when: VariantCondition(minWidth: 700),
                                              list: ListConfiguration(appearance: .sidebar, headerMode: .supplementary))]),
        ]))
        #expect(text.contains("""
                        if environment.container.contentSize.width >= 700.0 {
                            // variant 0 of "settings": minWidth 700.0; sets list
                            var listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                            listConfiguration.headerMode = .supplementary
                            let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
                            let section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
                            section.contentInsetsReference = .layoutMargins
                            section.decorationItems = [card]
                            return section
                        }
                        let listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                        let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
                        let section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
                        section.contentInsetsReference = .layoutMargins
                        section.decorationItems = [card]
                        return section
            """))
    }

    /// AppKit has no list configuration: each list section and list variant is named by path.
    /// Negative zero is written `0.0`, as the canonical JSON writes it 0: `-0.0` would be a
    /// difference in the Swift that the document does not have.
    @Test func negativeZeroIsWrittenAsZero() throws {
        #expect(SwiftLiteral.number(-0.0) == "0.0")
        #expect(SwiftLiteral.number(0) == "0.0")
        #expect(SwiftLiteral.number(-0.5) == "-0.5")
        var list = ListConfiguration(appearance: .plain, headerMode: .supplementary)
        list.headerTopPadding = -0.0
        let text = try source(LayoutDocument(sections: [Section(name: "inbox", itemCount: 1, list: list)]))
        #expect(text.contains("configuration.headerTopPadding = 0.0\n"))
        #expect(!text.contains("-0.0"))
    }

    @Test func macOSRefusesListsByPath() throws {
        let document = try Fixtures.fixture("list-mixed")
        let error = try #require(throws: SwiftExportError.self) {
            try SwiftExport.source(for: document, title: "t", options: SwiftExportOptions(functionName: "f", platform: .macOS))
        }
        let lists = error.unsupported.filter { $0.path.hasSuffix(".list") }
        #expect(lists.map(\.path) == ["sections[1].list", "sections[2].list", "sections[3].list", "sections[4].list",
                                      "sections[4].variants[0].list"])
        #expect(lists[0].message.contains("AppKit has no list configuration (UICollectionLayoutListConfiguration is iOS only): export this layout for iOS"))
        #expect(throws: Never.self) { try SwiftExport.check(document, on: .iOS) }
    }
}
