#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// UIKit's layout objects are classes: what the app's own methods, subclasses and handlers do
/// to them is read as the app does it, or refused where the importer cannot follow it.
@Suite struct ImporterUIKitObjectTests {
    /// The section every case starts from: one item half as wide as its 100-point group.
    private static let base = """
        func base() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
        }
        """

    /// One layout of `base()` changed by `body`, with `extensions` beside it.
    private func section(_ body: String, extensions: String = "") throws -> Section {
        try F.document("""
            \(extensions)
            \(Self.base)
            func makeLayout() -> UICollectionViewLayout {
                let section = base()
            \(body)
                return UICollectionViewCompositionalLayout(section: section)
            }
            """, SwiftImportOptions(sectionCount: 1)).sections[0]
    }

    /// In a method of the app's extension, another method by its bare name, a property
    /// appended to by name or through `self`, `+=` on an array and a number: all the object's.
    /// Worked by hand: headers 30 and 40 high, spacing 2 + 3 = 5, a footer from `+=`.
    @Test func methodsGrowTheObjectsArraysAndCallEachOther() throws {
        let extensions = """
            extension NSCollectionLayoutSection {
                func header(_ height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
                    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), elementKind: "header", alignment: .top)
                }
                func addHeaders() {
                    boundarySupplementaryItems.append(header(30))
                    self.boundarySupplementaryItems.append(contentsOf: [header(40)])
                    spacing(2)
                }
                func spacing(_ value: CGFloat) { interGroupSpacing += value }
                func addFooter() -> Self {
                    boundarySupplementaryItems += [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: "footer", alignment: .bottom)]
                    return self
                }
            }
            """
        let result = try section("""
                section.addHeaders()
                section.spacing(3)
                _ = section.addFooter()
            """, extensions: extensions)
        #expect(result.boundarySupplementaryItems.map(\.size.height) == [.absolute(30), .absolute(40), .absolute(20)])
        #expect(result.boundarySupplementaryItems.map(\.elementKind) == ["header", "header", "footer"])
        #expect(result.interGroupSpacing == 5)

        let appended = try section("""
                section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9)), elementKind: "x", alignment: .bottom))
            """)
        #expect(appended.boundarySupplementaryItems.map(\.size.height) == [.absolute(9)])
    }

    /// A name for the object a method returned is the object itself (`-> Self`): a change
    /// through it is refused, as through `let alias = section`. A property the importer does
    /// not read back is said to be so, with no `--value` advice (its value is the object's).
    @Test func aliasesAndPropertiesNotReadBackAreRefused() {
        let extensions = """
            extension NSCollectionLayoutSection {
                func spacing(_ value: CGFloat) -> Self { interGroupSpacing = value; return self }
                func wider() { contentInsets.leading = orthogonalScrollingBehavior == .none ? 0 : 4 }
            }
            """
        let aliased = F.errors("""
            \(extensions)
            \(Self.base)
            func makeLayout() -> UICollectionViewLayout {
                let section = base()
                let spaced = section.spacing(5)
                spaced.interGroupSpacing = 11
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(aliased.map(\.reason).first?.hasPrefix("`spaced` names the same object as another constant") == true)
        let notReadBack = F.errors("""
            \(extensions)
            \(Self.base)
            func makeLayout() -> UICollectionViewLayout {
                let section = base()
                section.wider()
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(notReadBack.map(\.reason) == [
            "`orthogonalScrollingBehavior` of a section this method runs on is not a property the importer reads back",
        ])
    }

    /// A `visibleItemsInvalidationHandler` that hands the items to code the importer cannot
    /// see (a function of the files, a method through `self`) may move them: refused there.
    @Test func aHandlerHandingItemsToOtherCodeIsRefused() {
        for (handler, call) in [
            ("{ items, _, _ in items.forEach { moveIt($0) } }", "moveIt($0)"),
            ("{ [weak self] items, _, _ in self?.update(items) }", "self?.update(items)"),
            ("{ visible, _, _ in for item in visible { Animator.apply(to: item) } }", "Animator.apply(to: item)"),
        ] {
            let errors = F.errors("""
                func moveIt(_ item: NSCollectionLayoutVisibleItem) { item.center.y += 10 }
                \(Self.base)
                func makeLayout() -> UICollectionViewLayout {
                    let section = base()
                    section.visibleItemsInvalidationHandler = \(handler)
                    return UICollectionViewCompositionalLayout(section: section)
                }
                """)
            #expect(errors.map(\.reason) == [
                "visibleItemsInvalidationHandler may change where items are (`\(call)`, a call the importer cannot see into) while scrolling; the format has no frames for it",
            ], "\(handler)")
        }
    }

    /// A layout class: a statement after its `super.init` changes the layout made, and is
    /// refused there; an initialiser's parameter is a plain value (an `Int` is no section
    /// index), given with `--value`; made with arguments elsewhere, it says how to import it.
    @Test func aLayoutClassesInitialisers() throws {
        let after = F.errors("""
            final class Sideways: UICollectionViewCompositionalLayout {
                init() {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    super.init(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])))
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.scrollDirection = .horizontal
                    self.configuration = configuration
                }
            }
            """)
        #expect(after.map(\.description) == [
            "Layouts.swift:5:9: a statement after `super.init`: it changes the layout made, which the importer does not follow (make the layout before it)",
        ])

        let columns = """
            final class GridLayout: UICollectionViewCompositionalLayout {
                convenience init(columns: Int) {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: columns)
                    self.init(section: NSCollectionLayoutSection(group: group))
                }
            }
            final class PhotosViewController: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: GridLayout(columns: 5))
            }
            """
        let report = try F.report(columns, SwiftImportOptions(values: ["columns": "3"]))
        #expect(report.layouts.map(\.name) == ["grid-layout"])
        guard case .group(let group)? = report.layouts.first?.document.sections.first?.group.kind else {
            Issue.record("no group")
            return
        }
        #expect(group.repetition == .repeating(3))
        #expect(report.problems == [
            "Layouts.swift:9:84: `GridLayout(columns:)`: the app's layout class made with arguments, which the importer does not pass to its initialiser (import `grid-layout` on its own, its parameters given with --value)",
        ])
    }
}
#endif
