// Written for the importer's tests: a banner on top and the feed below, chosen with
// `if section == 0 … else …` in a `[weak self]` provider; constants are the controller's own.
import UIKit

class FeedViewController: UICollectionViewController {
    private let bannerHeight: CGFloat = 180
    private let cardSpacing: CGFloat = 12
    static let cardKind = UICollectionView.elementKindSectionHeader

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = createLayout()
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] section, _ in
            guard let self = self else { return nil }
            if section == 0 {
                return self.bannerSection()
            } else {
                return self.cardSection(spacing: self.cardSpacing)
            }
        }
    }

    private func bannerSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(bannerHeight)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func cardSection(spacing: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = .init(top: spacing, leading: spacing, bottom: spacing, trailing: spacing)
        return section
    }
}
