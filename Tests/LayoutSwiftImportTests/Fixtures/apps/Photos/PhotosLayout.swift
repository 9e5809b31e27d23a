// The layout half of PhotosViewController: constants in a namespace enum, one function per
// section kind, and small factories for items and headers.
import UIKit

enum Layout {
    static let sectionSpacing: CGFloat = 24
    static let inset: CGFloat = 16
    static let rowHeight: CGFloat = 120
    static let headerHeight: CGFloat = 44
}

extension PhotosViewController {
    static let headerKind = "photos-header"

    func section(for kind: SectionKind, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch kind {
        case .featured:
            let item = makeItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            return section
        case .recent, .albums:
            let fraction = 1.0 / CGFloat(kind.columnCount)
            let item = makeItem(width: .fractionalWidth(fraction), height: .fractionalHeight(1), inset: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Layout.rowHeight)),
                subitem: item, count: kind.columnCount)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Layout.inset, bottom: 0, trailing: Layout.inset)
            section.boundarySupplementaryItems = [makeHeader()]
            return section
        }
    }

    private func makeItem(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension,
                          inset: CGFloat = 0) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height))
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return item
    }

    private func makeHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Layout.headerHeight)),
            elementKind: Self.headerKind, alignment: .top)
    }
}
