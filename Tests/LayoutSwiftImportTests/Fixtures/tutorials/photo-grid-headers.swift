// The tutorial shared/tutorials/003_298f4e9da209a9f2.txt, the code block at line 512, copied as printed.
let compositionalLayout =
UICollectionViewCompositionalLayout(sectionProvider: {
(sectionIndex, environment) -> NSCollectionLayoutSection? in
    let fraction: CGFloat = 1 / 3
    let inset: CGFloat = 2.5

    // Item
    let itemSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(fraction), heightDimension:
.fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: inset,
leading: inset, bottom: inset, trailing: inset)

    // Group
    let groupSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(1), heightDimension:
.fractionalWidth(fraction))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize:
groupSize, subitems: [item])

    // Section
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: inset,
leading: inset, bottom: inset, trailing: inset)

    // Supplementary Item
    let headerItemSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(1), heightDimension: .estimated(100))
    let headerItem =
NSCollectionLayoutBoundarySupplementaryItem(layoutSize:
headerItemSize, elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [headerItem]

    return section
})
