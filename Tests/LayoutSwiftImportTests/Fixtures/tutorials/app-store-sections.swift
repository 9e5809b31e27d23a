// The tutorial shared/tutorials/004_046c9ffc215c9348.txt, line 12. The article prints the whole
// function on one line (so as printed its `//` comments swallow the code after them, or its
// statements run together); the line breaks are put back, no token is changed.
func createLayoutDifferentSection() -> UICollectionViewLayout {
// Layout
let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
var columns = 1
// Item
let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
let item = NSCollectionLayoutItem(layoutSize: itemSize)
item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
// Group
var groupHeight = NSCollectionLayoutDimension.absolute(44)
var groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
// Section
var section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item]))
switch sectionIndex{
case 7:
columns = 4
groupHeight = NSCollectionLayoutDimension.fractionalWidth(0.5)
groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
section = NSCollectionLayoutSection(group: group)
section.orthogonalScrollingBehavior = .continuous
case 3,1:
columns = 4
groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: columns)
section = NSCollectionLayoutSection(group: group)
section.orthogonalScrollingBehavior = .none
case 2,5:
columns = 3
groupHeight = NSCollectionLayoutDimension.fractionalWidth(0.6)
groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
section = NSCollectionLayoutSection(group: group)
section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
default:
columns = 1
groupHeight = NSCollectionLayoutDimension.fractionalWidth(0.6)
groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: groupHeight)
let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
section = NSCollectionLayoutSection(group: group)
section.orthogonalScrollingBehavior = .groupPaging
}
return section
}
return layout
}
