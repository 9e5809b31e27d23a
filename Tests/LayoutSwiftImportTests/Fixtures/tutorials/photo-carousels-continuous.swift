// The tutorial shared/tutorials/003_298f4e9da209a9f2.txt, the code block at line 769, copied as printed.
let compositionalLayout: UICollectionViewCompositionalLayout = {
    let fraction: CGFloat = 1.0 / 3.0

    // Item
    let itemSize = NSCollectionLayoutSize(widthDimension:
        .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    // Group
    let groupSize = NSCollectionLayoutSize(widthDimension:
        .fractionalWidth(fraction), heightDimension:
        .fractionalWidth(fraction))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize:
        groupSize, subitems: [item])

    // Section
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 100,
        leading: 2.5, bottom: 0, trailing: 2.5)
    section.orthogonalScrollingBehavior = .continuous

    return UICollectionViewCompositionalLayout(section: section)
}()
