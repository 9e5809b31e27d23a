// The tutorial shared/tutorials/003_298f4e9da209a9f2.txt, one listing the article splits over the code blocks at lines 660 and 706, joined, copied as printed.

let compositionalLayout: UICollectionViewCompositionalLayout = {
    let inset: CGFloat = 2.5

    // Items
    let largeItemSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    let largeItem = NSCollectionLayoutItem(layoutSize:
largeItemSize)
        largeItem.contentInsets = NSDirectionalEdgeInsets(top:
inset, leading: inset, bottom: inset, trailing: inset)

    let smallItemSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(1), heightDimension: .fractionalHeight(0.5))
    let smallItem = NSCollectionLayoutItem(layoutSize:
smallItemSize)
        smallItem.contentInsets = NSDirectionalEdgeInsets(top:
inset, leading: inset, bottom: inset, trailing: inset)

    // Nested Group
    let nestedGroupSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(0.25), heightDimension: .fractionalHeight(1))
    let nestedGroup =
NSCollectionLayoutGroup.vertical(layoutSize: nestedGroupSize,
subitems: [smallItem])

    // Outer Group
    let outerGroupSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
    let outerGroup =
NSCollectionLayoutGroup.horizontal(layoutSize: outerGroupSize,
subitems: [largeItem, nestedGroup, nestedGroup])

    // Section
    let section = NSCollectionLayoutSection(group: outerGroup)
        section.contentInsets = NSDirectionalEdgeInsets(top: inset,
leading: inset, bottom: inset, trailing: inset)

    // Supplementary Item
    let headerItemSize = NSCollectionLayoutSize(widthDimension:
.fractionalWidth(1), heightDimension: .estimated(100))
    let headerItem =

NSCollectionLayoutBoundarySupplementaryItem(layoutSize:  
headerItemSize, elementKind: "header", alignment: .top)  
section.boundarySupplementaryItems = [headerItem]  
  
return UICollectionViewCompositionalLayout(section: section)  
}()
