#if SwiftImport
import Foundation
import LayoutEngine
import LayoutSwift
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// List configurations read from Swift (format.md, list sections; semantics §19): both forms,
/// each property, the properties that only draw, and what is refused.
@Suite struct ImporterListTests {
    @Test func wholeListFormGivesEverySectionTheList() throws {
        let text = """
            let settingsLayoutSections: [(name: String, itemCount: Int)] = [(name: "account", itemCount: 3), (name: "privacy", itemCount: 2)]

            func settingsLayout() -> UICollectionViewCompositionalLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.footerMode = .supplementary
                configuration.headerTopPadding = 6
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        let document = try F.document(text)
        let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary,
                                     headerTopPadding: 6)
        #expect(document == LayoutDocument(sections: [
            Section(name: "account", itemCount: 3, list: list),
            Section(name: "privacy", itemCount: 2, list: list),
        ]))
    }

    /// Without a section table, `list(using:)` is one section, as `init(section:)` is.
    @Test func storedPropertyOfTheWholeListForm() throws {
        let document = try F.document("""
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            """)
        #expect(document.sections.map(\.list) == [ListConfiguration(appearance: .sidebar)])
        #expect(document.sections[0].name == "section")
    }

    @Test func providerMixesListsAndGroups() throws {
        let document = try F.document("""
            func mixed() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    if sectionIndex == 0 {
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                    var config = UICollectionLayoutListConfiguration(appearance: UICollectionLayoutListConfiguration.Appearance.grouped)
                    config.headerMode = UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection
                    config.showsSeparators = false
                    config.backgroundColor = UIColor.systemGroupedBackground
                    config.trailingSwipeActionsConfigurationProvider = { indexPath in self.actions(for: indexPath) }
                    config.separatorConfiguration.color = .red
                    let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
                    section.contentInsetsReference = .layoutMargins
                    return section
                }
            }
            """, SwiftImportOptions(sectionCount: 2))
        #expect(document.sections[0].list == nil)
        #expect(document.sections[1].list == ListConfiguration(appearance: .grouped, headerMode: .firstItemInSection))
        #expect(document.sections[1].contentInsetsReference == .layoutMargins)
    }

    /// A provider that picks another configuration by width or size class gives a variant
    /// that sets `list`.
    @Test func aListThatChangesWithTheEnvironmentIsAVariant() throws {
        let document = try F.document("""
            func sidebar() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let wide = environment.container.effectiveContentSize.width >= 700
                    var configuration = UICollectionLayoutListConfiguration(appearance: wide ? .sidebar : .insetGrouped)
                    configuration.headerTopPadding = wide ? 0 : nil
                    return .list(using: configuration, layoutEnvironment: environment)
                }
            }
            """)
        let section = document.sections[0]
        #expect(section.list == ListConfiguration(appearance: .insetGrouped))
        #expect(section.variants == [SectionVariant(when: VariantCondition(minEffectiveWidth: 700),
                                                    list: ListConfiguration(appearance: .sidebar, headerTopPadding: 0))])
    }

    @Test func unknownCasesAndMisuseAreLocated() {
        let base = """
            func settings() -> UICollectionViewCompositionalLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: APPEARANCE)
                configuration.SETTING
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        func errors(_ appearance: String, _ setting: String) -> [String] {
            F.errors(base.replacingOccurrences(of: "APPEARANCE", with: appearance)
                .replacingOccurrences(of: "SETTING", with: setting)).map(\.description)
        }
        #expect(errors(".fancy", "headerMode = .none") == [
            "Layouts.swift:2:25: `appearance:`: .fancy is not one of .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain",
        ])
        #expect(errors(".plain", "headerMode = .sticky") == [
            "Layouts.swift:3:5: `headerMode`: .sticky is not one of .none, .supplementary, .firstItemInSection",
        ])
        #expect(errors(".plain", "footerMode = .firstItemInSection") == [
            "Layouts.swift:3:5: `footerMode`: .firstItemInSection is not one of .none, .supplementary",
        ])
        #expect(errors(".plain", "appearance = .grouped") == [
            "Layouts.swift:3:5: `appearance` of a list configuration is read-only: give it to init(appearance:)",
        ])
        #expect(errors(".plain", "headerTopPadding = -4").first?.contains("not valid") == true)
        #expect(errors(".plain", "headerTopPadding = \"wide\"").first?.hasPrefix("Layouts.swift:3:5: `headerTopPadding`") == true)
        #expect(errors(".plain", "contentHuggingElements = .all") == [
            "Layouts.swift:3:5: `contentHuggingElements` of a list configuration is not a property the importer reads",
        ])
    }

    /// A list configuration is a struct: Swift refuses to change one held by a `let`, so the
    /// importer does too (the app's real code cannot be this), separators and colours included.
    /// A section is a class: a `let` section's properties may be set.
    @Test func aLetListConfigurationCannotBeChanged() {
        let code = """
            func settings() -> UICollectionViewCompositionalLayout {
                let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.SETTING
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        for setting in ["headerMode = .supplementary", "showsSeparators = false"] {
            let property = String(setting.prefix { $0 != " " })
            #expect(F.errors(code.replacingOccurrences(of: "SETTING", with: setting)).map(\.description) == [
                "Layouts.swift:3:5: cannot assign to `configuration.\(property)`: `configuration` is a `let` constant",
            ])
        }
    }

    @Test func listOutsideAProviderNeedsItsEnvironment() {
        let errors = F.errors("""
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: 3))
            """).map(\.reason)
        #expect(errors == ["`layoutEnvironment:` is not the section provider's environment"])
    }

    // MARK: Round trips

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LayoutSwiftTests/Fixtures")

    /// Every list shape the export writes comes back byte for byte.
    static func roundTripDocuments() throws -> [(String, LayoutDocument)] {
        var documents: [(String, LayoutDocument)] = []
        for name in ["list-whole", "list-mixed"] {
            let data = try Data(contentsOf: fixtures.appendingPathComponent(name + ".json"))
            documents.append((name, try LayoutDocument(json: Array(data))))
        }
        for appearance in ListConfiguration.Appearance.allCases {
            for header in ListConfiguration.HeaderMode.allCases {
                for footer in ListConfiguration.FooterMode.allCases {
                    for padding in [nil, 0, 10.5] as [Double?] {
                        let list = ListConfiguration(appearance: appearance, headerMode: header, footerMode: footer,
                                                     headerTopPadding: padding)
                        // The whole-list form, then the provider's (an insets reference of its own).
                        documents.append(("whole \(list)", LayoutDocument(sections: [
                            Section(name: "rows", itemCount: 4, list: list),
                            Section(name: "more", itemCount: 0, list: list),
                        ])))
                        documents.append(("provider \(list)", LayoutDocument(sections: [
                            Section(name: "rows", itemCount: 4, list: list),
                            Section(name: "more", itemCount: 0, list: list, contentInsetsReference: .readableContent),
                        ])))
                    }
                }
            }
        }
        return documents
    }

    @Test func exportThenImportGivesTheSameBytes() throws {
        for (name, original) in try Self.roundTripDocuments() {
            let swift = try SwiftExport.source(for: original, title: name, options: SwiftExportOptions(functionName: "makeLayout"))
            let imported = try SwiftLayoutImporter.importLayouts(from: [SwiftSource(path: "layout.swift", text: swift)])
            try #require(imported.count == 1, "\(name)")
            #expect(imported[0].document.canonicalJSON == original.canonicalJSON, "\(name)\n\(swift)")
        }
    }
}
#endif
