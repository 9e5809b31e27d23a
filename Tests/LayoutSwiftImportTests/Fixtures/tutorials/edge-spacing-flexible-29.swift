// The tutorial shared/tutorials/000_ad88bd5b9495034f.txt, the code block at line 193, copied as printed.
private func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    
    // Miễn sao edgeSpacing leading trong khoảng .flexible(0...29) thì đều cho ra kết quả giống nhau.
    // .flexible(29) tương dương với leading edgeSpacing của mỗi item sẽ >= 29.
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(29), top: nil, trailing: nil, bottom: nil)
    
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    group.interItemSpacing = NSCollectionLayoutSpacing.fixed(20)
    
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
}
