// The tutorial shared/tutorials/000_ad88bd5b9495034f.txt, the code block at line 282, copied as printed.
private func createLayout() -> UICollectionViewLayout {
    // `widthDimension` của item lúc này sẽ không có tác dụng
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(60), top: nil, trailing: nil, bottom: nil)
    
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    group.interItemSpacing = NSCollectionLayoutSpacing.fixed(20)
    
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
}
