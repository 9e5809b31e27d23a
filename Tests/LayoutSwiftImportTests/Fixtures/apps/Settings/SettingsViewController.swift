// Written for the importer's tests: layouts built where apps build them, in setup code rather
// than in a function of their own.
import UIKit

final class SettingsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let rowHeight: CGFloat = 52

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }
}

final class ProfileViewController: UICollectionViewController {
    lazy var listView: UICollectionView = {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = UICollectionView(frame: .zero,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.backgroundColor = .clear
        return view
    }()

    func showGrid() {
        // The grid is a layout function of its own: handing it over is not another layout.
        collectionView.setCollectionViewLayout(gridLayout(), animated: true)
    }

    func gridLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

final class LegacyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A flow layout is not a compositional one: not a layout to import, nor a failure.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }
}
