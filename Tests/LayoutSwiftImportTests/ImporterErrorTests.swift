#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// What the importer cannot read is reported at FILE:LINE:COLUMN with the reason.
@Suite struct ImporterErrorTests {
    /// The tutorial's two-column grid (shared/tutorials/002, the code block at line 23) as
    /// printed: `et section = …` is a typo, and the parser's diagnostics locate it.
    @Test func syntaxErrorIsLocatedByTheParser() throws {
        let text = """
            private func configureGridLayout() -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2/3)), subitem: item, count: 2)
                    et section = NSCollectionLayoutSection(group: group)
                let layout = UICollectionViewCompositionalLayout(section: section)
                return layout
            }
            """
        let errors = F.errors(text)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.file == "Layouts.swift" && $0.reason.hasPrefix("syntax error: ") })
        #expect(errors.first?.line == 4)
        #expect(errors.first?.description.hasPrefix("Layouts.swift:4:") == true)
    }

    @Test func fileWithoutLayoutCode() {
        let errors = F.errors("struct Photo { var url: String }\nfunc count() -> Int { 3 }\n")
        #expect(errors.map(\.description) == [
            "Layouts.swift:1:1: no layout code: no function or property returns a UICollectionViewLayout, UICollectionViewCompositionalLayout or NSCollectionLayoutSection",
        ])
    }

    /// The tutorial's mixed group (shared/tutorials/002, the code block at line 91) builds its
    /// items with the app's own `getItemLayout`, which the importer cannot see into.
    @Test func callToTheAppsHelper() {
        let errors = F.errors("""
            private func configureGridLayout() -> UICollectionViewCompositionalLayout {
                let firstItem = getItemLayout(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(2/3))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9)), subitems: [firstItem]))
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(errors.map(\.description) == [
            "Layouts.swift:2:21: calls `getItemLayout`, which the importer cannot see into (the app's own helper?)",
        ])
    }

    /// A question the code asks the app (`traitCollection.isIpad()`, an extension the files do
    /// not hold) is refused with the way to answer it, by its text; answered, it is read.
    @Test func aQuestionToTheAppSaysHowToAnswerIt() throws {
        let text = """
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let columns = environment.traitCollection.isIpad() ? 4 : 2
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item]))
                }
            }
            """
        #expect(F.errors(text).map(\.description) == [
            "Layouts.swift:3:23: calls `environment.traitCollection.isIpad`, which the importer cannot see into (what it answers only the app knows: give it with --value 'environment.traitCollection.isIpad()=VALUE')",
        ])
        let answered = try F.document(text, SwiftImportOptions(values: ["environment.traitCollection.isIpad()": "true"]))
        guard case .group(let group) = answered.sections[0].group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].size.width == .fractionalWidth(0.25))
    }

    @Test(arguments: [
        ("    while true { }\n", 3, 5, "a while or repeat loop: the importer reads for loops over constant ranges and arrays only"),
        ("    let columns = view.bounds.width > 500 ? 3 : 2\n", 3, 19, "`view` is not a constant of this code (a value known only at run time? give it with --value view.bounds.width=VALUE)"),
        ("    section.interGroupSpacing = spacing\n", 3, 33, "`spacing` is not a constant of this code (a value known only at run time? give it with --value spacing=VALUE)"),
        ("    section.visibleItemsInvalidationHandler = { items, _, _ in items.forEach { $0.frame.origin.y += 4 } }\n", 3, 80,
         "visibleItemsInvalidationHandler changes where items are (`$0.frame.origin.y`) while scrolling; the format has no frames for it"),
        ("    section.visibleItemsInvalidationHandler = self.scaleItems\n", 3, 5,
         "visibleItemsInvalidationHandler runs while scrolling; the format has no frames for it"),
    ])
    func unsupportedConstruct(statement: String, line: Int, column: Int, reason: String) {
        let errors = F.errors("""
            func layout() -> NSCollectionLayoutSection {
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            \(statement)    return section
            }
            """)
        #expect(errors == [SwiftImportError(file: "Layouts.swift", line: line, column: column, reason: reason)])
    }

    /// A handler that changes only how the visible items look (a carousel's scale) is passed
    /// over with a note: the frames at rest are the layout's (semantics §13).
    @Test func aHandlerThatOnlyChangesHowItemsLookIsPassedOver() throws {
        let layout = try #require(try F.importing("""
            func pager() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item]))
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    items.forEach { item in
                        let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                        item.transform = CGAffineTransform(scaleX: 1 - distance / 1000, y: 1 - distance / 1000)
                        item.alpha = 1
                    }
                }
                return section
            }
            """, SwiftImportOptions(sectionCount: 1)).first)
        #expect(layout.document.sections[0].group.size.width == .fractionalWidth(0.8))
        #expect(layout.notes.map(\.description) == [
            "Layouts.swift:5:5: visibleItemsInvalidationHandler passed over: it changes how the visible items look while scrolling, not their frames (semantics §13)",
        ])
    }

    /// Setup code handing over a layout whose section a method of the files builds: both fail
    /// at the one place, and it is said once.
    @Test func oneFaultOfTwoLayoutsIsSaidOnce() throws {
        let report = try F.report("""
            final class ProductViewController: UIViewController {
                var collectionView: UICollectionView!
                func layoutSetup() {
                    let layout = UICollectionViewCompositionalLayout { _, _ in self.offers() }
                    collectionView.setCollectionViewLayout(layout, animated: true)
                }
                func offers() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                    section.visibleItemsInvalidationHandler = { items, _, _ in items.forEach { $0.center.x = 0 } }
                    return section
                }
            }
            """)
        #expect(report.failures.count == 2)
        #expect(report.problems == [
            "Layouts.swift:10:84: visibleItemsInvalidationHandler changes where items are (`$0.center.x`) while scrolling; the format has no frames for it",
        ])
    }

    @Test func widthArithmeticIsKnownOnlyAtRunTime() {
        let errors = F.errors("""
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let width = environment.container.effectiveContentSize.width / 3
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(width)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(width)), subitems: [item]))
                }
            }
            """)
        // The division is followed; the width is refused where a dimension is made of it.
        #expect(errors.count == 1)
        #expect(errors.first?.line == 4)
        #expect(errors.first?.reason.hasPrefix("a dimension computed from the container's width") == true)
    }

    @Test func invalidResultIsReportedAtTheDeclaration() {
        let errors = F.errors("""
            func layout() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            }
            """)
        #expect(errors.count == 1)
        #expect(errors.first?.line == 1)
        #expect(errors.first?.column == 6)
        #expect(errors.first?.reason.contains("fractionalWidth must be > 0") == true)
    }
}
#endif
