// The tutorial shared/tutorials/003_298f4e9da209a9f2.txt, the code block at line 217, copied as printed.
let compositionalLayout: UICollectionViewCompositionalLayout = {  
    let fraction: CGFloat = 1 / 3  
  
    // Item  
    let itemSize = NSCollectionLayoutSize(widthDimension:  
        .fractionalWidth(fraction), heightDimension:  
        .fractionalHeight(1))  
    let item = NSCollectionLayoutItem(layoutSize: itemSize)  
  
    // Group  
    let groupSize = NSCollectionLayoutSize(widthDimension:  
        .fractionalWidth(1), heightDimension:  
        .fractionalWidth(fraction))  
    let group = NSCollectionLayoutGroup.horizontal(layoutSize:  
        groupSize, subitems: [item])  
  
    // Section  
    let section = NSCollectionLayoutSection(group: group)  
    return UICollectionViewCompositionalLayout(section: section)  
}()
