// Written for the importer's tests in the style apps have: the sections come from an enum, the
// provider holds `self` weakly, and the helpers live in an extension in PhotosLayout.swift.
import UIKit

final class PhotosViewController: UIViewController {
    enum SectionKind: Int, CaseIterable {
        case featured
        case recent
        case albums

        /// How many cells share a row.
        var columnCount: Int {
            switch self {
            case .featured: return 1
            case .recent: return 3
            case .albums: return 2
            }
        }
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<SectionKind, Photo.ID>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = Layout.sectionSpacing
        return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] sectionIndex, environment in
            guard let self, let kind = SectionKind(rawValue: sectionIndex) else { return nil }
            return self.section(for: kind, environment: environment)
        }, configuration: configuration)
    }
}
