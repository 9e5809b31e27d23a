// The tutorial shared/tutorials/004_046c9ffc215c9348.txt, line 25. The article prints the whole
// function on one line (so as printed its `//` comments swallow the code after them, or its
// statements run together); the line breaks are put back, no token is changed.
func createNestedGroupLayout() -> UICollectionViewLayout {
let bigItemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1))
let bigItem = NSCollectionLayoutItem(layoutSize: bigItemSize)
let tinyItemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.33))
let tinyItem = NSCollectionLayoutItem(layoutSize: tinyItemSize)
let nestedGroupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1))
let nestedGroup = NSCollectionLayoutGroup.vertical(layoutSize: nestedGroupSize, subitems: [tinyItem])
let mainGroupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
let mainGroup = NSCollectionLayoutGroup.horizontal(layoutSize: mainGroupSize, subitems: [bigItem, nestedGroup, nestedGroup, nestedGroup])
let section = NSCollectionLayoutSection(group: mainGroup)
let layout = UICollectionViewCompositionalLayout(section: section)
return layout
}
