#if SwiftImport
import Foundation
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// The Swift shapes the importer reads, each against the document it must give.
@Suite struct ImporterShapeTests {
    @Test func constantArithmeticAndLetConstants() throws {
        let document = try F.document("""
            func grid() -> NSCollectionLayoutSection {
                let fraction: CGFloat = 1.0 / 3.0
                let gutter = 2 * 8
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100 + CGFloat(gutter))),
                    subitems: [item])
                group.interItemSpacing = .flexible(-(-4))
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = CGFloat(gutter)
                return section
            }
            """)
        let section = document.sections[0]
        #expect(section.name == "section")
        #expect(section.itemCount == 10)
        #expect(section.interGroupSpacing == 16)
        guard case .group(let group) = section.group.kind else { Issue.record("not a group"); return }
        #expect(group.interItemSpacing == .flexible(4))
        #expect(section.group.size.height == .absolute(116))
        #expect(group.subitems[0].size.width == .fractionalWidth(1.0 / 3.0))
    }

    @Test func groupFactoriesInsetsAndEdgeSpacing() throws {
        let document = try F.document("""
            var layout: UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .estimated(44)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                item.contentInsets.bottom = 8
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(6), trailing: nil, bottom: nil)
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 3)
                let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), repeatingSubitem: row, count: 2)
                let section = NSCollectionLayoutSection(group: column)
                section.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                return UICollectionViewCompositionalLayout(section: section)
            }
            """, SwiftImportOptions(sectionCount: 2, itemCount: 7))
        #expect(document.sections.map(\.name) == ["section-1", "section-2"])
        #expect(document.sections.map(\.itemCount) == [7, 7])
        let section = document.sections[0]
        #expect(section.contentInsets == DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(section.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary)
        guard case .group(let column) = section.group.kind, case .group(let row) = column.subitems[0].kind else {
            Issue.record("not nested groups"); return
        }
        #expect(column.repetition == .repeating(2))
        #expect(row.repetition == .count(3))
        let item = row.subitems[0]
        #expect(item.contentInsets == DirectionalInsets(top: 1, leading: 2, bottom: 8, trailing: 4))
        #expect(item.edgeSpacing == EdgeSpacing(leading: .flexible(0), top: .fixed(6)))
        #expect(item.size.height == .estimated(44))
    }

    @Test func customGroupWithLiteralFrames() throws {
        let document = try F.document("""
            func mosaic() -> NSCollectionLayoutSection {
                let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300))) { environment in
                    [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 300)),
                     NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 190, height: 150), zIndex: 2)]
                }
                return NSCollectionLayoutSection(group: group)
            }
            """)
        guard case .custom(let frames) = document.sections[0].group.kind else { Issue.record("not custom"); return }
        #expect(frames == [CustomGroupItem(frame: Rect(x: 0, y: 0, width: 200, height: 300)),
                           CustomGroupItem(frame: Rect(x: 200, y: 0, width: 190, height: 150), zIndex: 2)])
    }

    /// A string is what Swift makes of the literal: escapes decoded (`\u{67}` is g, in a raw
    /// string `\#u{6E}` is n), not kept as written.
    @Test func stringLiteralsAreReadAsSwiftReadsThem() throws {
        let document = try F.document(##"""
            func kinds() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "back\u{67}round")]
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: #"ban\#u{6E}er"#, alignment: .top)]
                return section
            }
            """##)
        #expect(document.sections[0].decorationItems.map(\.elementKind) == ["background"])
        #expect(document.sections[0].boundarySupplementaryItems.map(\.elementKind) == ["banner"])
    }

    @Test func supplementariesDecorationsAndConfiguration() throws {
        let document = try F.document("""
            func badges() -> UICollectionViewCompositionalLayout {
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
                let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                                elementKind: "badge", containerAnchor: badgeAnchor)
                badge.zIndex = 5
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                  supplementaryItems: [badge])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                                         elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                header.zIndex = 2
                let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                                         elementKind: "footer", alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 4))
                footer.extendsBoundary = false
                section.boundarySupplementaryItems = [header, footer]
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
                background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                section.decorationItems = [background]
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .vertical
                configuration.interSectionSpacing = 24
                let banner = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                                         elementKind: "banner", alignment: .top)
                configuration.boundarySupplementaryItems = [banner]
                return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            }
            """)
        #expect(document.configuration.interSectionSpacing == 24)
        #expect(document.configuration.boundarySupplementaryItems.map(\.elementKind) == ["banner"])
        let section = document.sections[0]
        #expect(section.boundarySupplementaryItems == [
            BoundaryItem(elementKind: ListConfiguration.headerElementKind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                         alignment: .top, pinToVisibleBounds: true, zIndex: 2),
            BoundaryItem(elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                         alignment: .bottom, absoluteOffset: Point(x: 0, y: 4), extendsBoundary: false),
        ])
        #expect(section.decorationItems == [DecorationItem(elementKind: "background", contentInsets: DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8))])
        guard case .group(let group) = section.group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].supplementaryItems == [
            SupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                              containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))), zIndex: 5),
        ])
    }

    /// A provider reading the width becomes a section with a variant per range of widths.
    @Test func widthSwitchBecomesVariants() throws {
        let document = try F.document("""
            func adaptive() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, layoutEnvironment in
                    let columns = layoutEnvironment.container.effectiveContentSize.width >= 600 ? 4 : 2
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                                   subitem: item, count: columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """)
        let section = document.sections[0]
        #expect(section.variants.count == 1)
        #expect(section.variants.first?.when == VariantCondition(minEffectiveWidth: 600))
        let narrow = section.resolved(width: 599, sizeClass: .compact)
        let wide = section.resolved(width: 600, sizeClass: .compact)
        guard case .group(let two) = narrow.group.kind, case .group(let four) = wide.group.kind else { Issue.record("not groups"); return }
        #expect(two.repetition == .count(2))
        #expect(four.repetition == .count(4))
    }

    /// The tutorial's adaptive grid (shared/tutorials/003, the provider of the code block at
    /// line 512 with the column count of the block at line 568 put in, as the article says to):
    /// the size class becomes a `horizontalSizeClass` variant, and frames match the seed's.
    @Test func sizeClassBecomesVariants() throws {
        let document = try F.document("""
            let compositionalLayout = UICollectionViewCompositionalLayout(sectionProvider: {
            (sectionIndex, environment) -> NSCollectionLayoutSection? in
                let itemsPerRow =
                    environment.traitCollection.horizontalSizeClass == .compact ? 3
                    : 6
                let fraction: CGFloat = 1 / CGFloat(itemsPerRow)
                let inset: CGFloat = 2.5
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
                let headerItemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
                let headerItem = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerItemSize, elementKind: "header", alignment: .top)
                section.boundarySupplementaryItems = [headerItem]
                return section
            })
            """, SwiftImportOptions(sectionCount: 3, itemCount: 30))
        let seed = try F.seed("photo-grid-adaptive")
        #expect(document.sections[0].variants.map(\.when) == [VariantCondition(horizontalSizeClass: .regular)])
        for width in [390.0, 768, 1024] {
            let expected = try solve(seed, in: SolveEnvironment(width: width, height: 844))
            let actual = try solve(document, in: SolveEnvironment(width: width, height: 844))
            #expect(actual.cells == expected.cells, "at \(width)")
            #expect(actual.supplementaries == expected.supplementaries, "at \(width)")
        }
    }

    @Test func severalLayoutsAreFoundByDeclarationInKebabCase() throws {
        let layouts = try F.importing("""
            final class PhotosViewController {
                private func createPhotoGridLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: listSection)
                }
                var listSection: NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                }
                lazy var URLCarousel: UICollectionViewCompositionalLayout = {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)))
                    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item]))
                    section.orthogonalScrollingBehavior = .paging
                    return UICollectionViewCompositionalLayout(section: section)
                }()
                func unrelated() -> Int { 3 }
            }
            """)
        // listSection is part of createPhotoGridLayout, not a layout of its own.
        #expect(layouts.map(\.name) == ["create-photo-grid-layout", "url-carousel"])
        #expect(layouts.map(\.line) == [2, 9])
    }

    /// The style `layouts export --swift` writes: one `let` per part, a provider switching on the
    /// index, and beside the function a table of the sections' names and item counts, which
    /// UIKit code has no place for. With the table the document comes back whole.
    @Test func exportStyleWithSectionTable() throws {
        let text = """
            import UIKit

            let listAndGridLayoutSections: [(name: String, itemCount: Int)] = [
                (name: "main", itemCount: 10),
                (name: "second", itemCount: 12),
            ]

            @MainActor
            func makeListAndGridLayout() -> UICollectionViewCompositionalLayout {
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = 8
                return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
                    switch sectionIndex {
                    case 0:
                        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                        let item = NSCollectionLayoutItem(layoutSize: itemSize)
                        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50.0))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    case 1:
                        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0))
                        let item = NSCollectionLayoutItem(layoutSize: itemSize)
                        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)
                        let section = NSCollectionLayoutSection(group: group)
                        if environment.traitCollection.horizontalSizeClass == .regular {
                            section.orthogonalScrollingBehavior = .groupPaging
                        }
                        return section
                    default:
                        return nil
                    }
                }, configuration: configuration)
            }
            """
        let document = try F.document(text)
        #expect(document.sections.map(\.name) == ["main", "second"])
        #expect(document.sections.map(\.itemCount) == [10, 12])
        #expect(document.configuration.interSectionSpacing == 8)
        #expect(document.sections[1].variants == [
            SectionVariant(when: VariantCondition(horizontalSizeClass: .regular), orthogonalScrollingBehavior: .groupPaging),
        ])
        // --items still overrides the table's counts; a table that disagrees on the count is an error.
        #expect(try F.document(text, SwiftImportOptions(itemCount: 3)).sections.map(\.itemCount) == [3, 3])
        let errors = F.errors(text.replacingOccurrences(of: "    (name: \"second\", itemCount: 12),\n", with: ""))
        #expect(errors.map(\.description) == [
            "Layouts.swift:3:5: `listAndGridLayoutSections` names 1 sections; `makeListAndGridLayout` builds 2",
        ])
    }
}
#endif
