#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// The app's own code, followed: its constants, enums, helpers with parameters and `[weak self]`
/// providers, across the files given (Fixtures/apps).
@Suite struct ImporterAppCodeTests {
    /// An enum-driven provider in one file, its helpers and constants in an extension and a
    /// `Layout` namespace in another: three sections named after the enum's cases.
    @Test func enumDrivenProviderWithHelpersInASecondFile() throws {
        let report = try SwiftLayoutImporter.read(try F.app("Photos"))
        #expect(report.failures.map(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["make-layout"])
        let document = try #require(report.layouts.first).document
        #expect(document.sections.map(\.name) == ["featured", "recent", "albums"])
        #expect(document.configuration.interSectionSpacing == 24)
        #expect(document.sections[0].orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(document.sections[1].boundarySupplementaryItems.map(\.elementKind) == ["photos-header"])
        guard case .group(let albums) = document.sections[2].group.kind else { Issue.record("not a group"); return }
        #expect(albums.repetition == .count(2))
        #expect(albums.subitems[0].size.width == .fractionalWidth(0.5))
        #expect(albums.subitems[0].contentInsets == DirectionalInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
    }

    /// Worked by hand at 390 points wide, 10 cells a section: the featured row is 200 high;
    /// 24 below it the recent section's header (inset 16 each side, 44 high), then rows of
    /// three 358/3-wide cells 120 high, each inset 2; 4 rows, then 24, then the albums' header
    /// and rows of two 179-wide cells.
    @Test func enumDrivenProviderSolvesToTheFramesTheSwiftDescribes() throws {
        let document = try #require(try SwiftLayoutImporter.importLayouts(from: try F.app("Photos")).first).document
        let solution = try solve(document, in: SolveEnvironment(width: 390, height: 844))
        let header1 = try #require(solution.supplementaries.first { $0.section == 1 && $0.elementKind == "photos-header" })
        #expect(header1.frame == Rect(x: 16, y: 224, width: 358, height: 44))
        let third = 358.0 / 3
        #expect(solution.cellFrame(section: 1, item: 0) == Rect(x: 18, y: 270, width: third - 4, height: 116))
        #expect(solution.cellFrame(section: 1, item: 4) == Rect(x: 16 + third + 2, y: 390, width: third - 4, height: 116))
        let header2 = try #require(solution.supplementaries.first { $0.section == 2 && $0.elementKind == "photos-header" })
        #expect(header2.frame == Rect(x: 16, y: 772, width: 358, height: 44))
        #expect(solution.cellFrame(section: 2, item: 1) == Rect(x: 197, y: 818, width: 175, height: 116))
    }

    /// `if section == 0 { … } else { … }` names section 0 only, yet builds another kind of
    /// section after it: reported at the provider instead of silently left with one section.
    @Test func ifElseOnTheIndexIsReportedNotDropped() throws {
        let report = try SwiftLayoutImporter.read(try F.app("Feed"))
        #expect(report.layouts.isEmpty)
        let failure = try #require(report.failures.first)
        #expect(failure.name == "create-layout")
        #expect(failure.errors.map(\.description) == [
            "apps/Feed/FeedViewController.swift:20:45: the provider builds a different section for index 1 and after (an `else` or `default` past the indices it names): how many such sections there are is known only at run time; give --sections N",
        ])
        #expect(report.summary == "0 of 1 layout imported")
    }

    /// `if index == 0 { … } else if index == 1 { … }` and then `return nil`: run for 0, the chain
    /// stops at its first test and names 0 only, but run for 1 it names 1 itself, so section 1
    /// is one it names, not an `else`; run for 2 it returns nil. Two sections, 80 and 44 high
    /// (as a `switch` with `default: return nil` gives), spelled three ways.
    @Test(arguments: [
        """
        if index == 0 {
            return row(80)
        } else if index == 1 {
            return row(44)
        }
        return nil
        """,
        """
        if index == 0 { return row(80) }
        if index == 1 { return row(44) }
        return nil
        """,
        "return index == 0 ? row(80) : index == 1 ? row(44) : nil",
    ])
    func ifChainsOnTheIndexNameEachSection(body: String) throws {
        let document = try F.document("""
            func row(_ height: CGFloat) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
            }
            func makeSettingsLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    \(body.replacingOccurrences(of: "\n", with: "\n        "))
                }
            }
            """)
        #expect(document.sections.map(\.group.size.height) == [.absolute(80), .absolute(44)])
    }

    /// With --sections, the `[weak self]` provider's `else` builds every section after the
    /// banner, with the spacing passed to the helper: banner 180 high, then cards inset 12.
    @Test func ifElseWithASectionCountBuildsEverySection() throws {
        let layouts = try SwiftLayoutImporter.importLayouts(from: try F.app("Feed"), options: SwiftImportOptions(sectionCount: 3, itemCount: 2))
        let document = try #require(layouts.first).document
        #expect(document.sections.map(\.name) == ["section-1", "section-2", "section-3"])
        #expect(document.sections[1] == document.sections[2].renamed("section-2"))
        #expect(document.sections[1].interGroupSpacing == 12)
        let solution = try solve(document, in: SolveEnvironment(width: 390, height: 844))
        #expect(solution.cellFrame(section: 0, item: 1) == Rect(x: 0, y: 180, width: 390, height: 180))
        let card = solution.cellFrame(section: 1, item: 0)
        #expect(card.x == 12 && card.y == 360 + 12 && card.width == 390 - 24)
    }

    @Test func constantsEnumsAndSwitchOverAnEnumValue() throws {
        let document = try F.document("""
            enum Metrics {
                static let spacing: CGFloat = 8
                enum Header { static let height: CGFloat = 40 }
            }
            let globalInset: CGFloat = 10
            enum Kind: String, CaseIterable { case large, small = "tiny" }
            struct Screen {
                static let headerKind = "screen-header"
                var columns: Int { 2 }
                func layout() -> NSCollectionLayoutSection {
                    let kind = Kind(rawValue: "tiny") ?? .large
                    var height: CGFloat = 0
                    switch kind {
                    case .large: height = 300
                    case .small: height = 50 + Metrics.spacing
                    }
                    if case .small = kind { height += 0 }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = Metrics.spacing * CGFloat(Kind.allCases.count)
                    section.contentInsets.leading = globalInset
                    section.boundarySupplementaryItems = [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.Header.height)), elementKind: Self.headerKind, alignment: .top)]
                    return section
                }
            }
            """)
        let section = document.sections[0]
        #expect(section.group.size.height == .absolute(58))
        #expect(section.interGroupSpacing == 16)
        #expect(section.contentInsets.leading == 10)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["screen-header"])
        #expect(section.boundarySupplementaryItems.first?.size.height == .absolute(40))
        guard case .group(let group) = section.group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].size.width == .fractionalWidth(0.5))
    }

    /// `switch sections[sectionIndex]` over a constant array of the enum: as many sections as
    /// the array has, named after its cases, with a function called per section kind.
    @Test func providerOverAConstantArrayOfKinds() throws {
        let document = try F.document("""
            enum Section { case hero, grid }
            final class HomeViewController {
                private let sections: [Section] = [.hero, .grid, .grid]
                func makeSection(_ kind: Section) -> NSCollectionLayoutSection {
                    let height: CGFloat = kind == .hero ? 300 : 100
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
                lazy var layout: UICollectionViewLayout = UICollectionViewCompositionalLayout { [unowned self] index, _ in
                    self.makeSection(self.sections[index])
                }
            }
            """)
        #expect(document.sections.map(\.name) == ["hero", "grid", "section-3"])
        #expect(document.sections.map { $0.group.size.height } == [.absolute(300), .absolute(100), .absolute(100)])
    }

    /// Layouts built in `viewDidLoad` and in a `lazy var`'s closure are found and named after
    /// their type and function or property; a layout function handed over is not found twice,
    /// and a flow layout is not a compositional one. Worked by hand: rows 52 high, 1 apart.
    @Test func layoutsBuiltInSetupCode() throws {
        let report = try SwiftLayoutImporter.read(try F.app("Settings"))
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["settings-view-controller-view-did-load", "profile-view-controller-list-view", "grid-layout"])
        let settings = report.layouts[0].document
        let solution = try solve(settings, in: SolveEnvironment(width: 390, height: 844))
        #expect(solution.cellFrame(section: 0, item: 0) == Rect(x: 0, y: 0, width: 390, height: 52))
        #expect(solution.cellFrame(section: 0, item: 1) == Rect(x: 0, y: 53, width: 390, height: 52))
        #expect(report.layouts[1].document.sections.first?.list?.appearance == .insetGrouped)
    }

    /// A value only the running app knows is reported with the --value that would give it,
    /// and read once given: by the expression the code reads it with, `self.` left out.
    @Test func runTimeValuesGivenByName() throws {
        let text = """
            final class GridViewController: UIViewController {
                var isCompact = false
                func layout() -> NSCollectionLayoutSection {
                    let columns = view.bounds.width > 600 ? 4 : 2
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let height: CGFloat = self.isCompact ? 80 : 120
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """
        #expect(F.errors(text).map(\.description) == [
            "Layouts.swift:4:23: `view` is not a constant of this code (a value known only at run time? give it with --value view.bounds.width=VALUE)",
        ])
        let document = try F.document(text, SwiftImportOptions(values: ["view.bounds.width": "700", "isCompact": "true"]))
        #expect(document.sections[0].group.size.height == .absolute(80))
        guard case .group(let group) = document.sections[0].group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].size.width == .fractionalWidth(0.25))
    }

    /// Subitems and headers built in `for` loops over a constant range and an array.
    @Test func forLoopsBuildSubitemsAndSupplementaries() throws {
        let document = try F.document("""
            enum Kinds { static let all = ["header", "footer"] }
            func layout() -> NSCollectionLayoutSection {
                var items: [NSCollectionLayoutItem] = []
                for column in 1...3 {
                    if column == 2 { continue }
                    items.append(NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25 * CGFloat(column)), heightDimension: .fractionalHeight(1))))
                }
                var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
                for kind in Kinds.all {
                    boundaries += [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: kind, alignment: kind == "header" ? .top : .bottom)]
                }
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: items))
                section.boundarySupplementaryItems = boundaries
                return section
            }
            """)
        guard case .group(let group) = document.sections[0].group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems.map(\.size.width) == [.fractionalWidth(0.25), .fractionalWidth(0.75)])
        #expect(document.sections[0].boundarySupplementaryItems.map(\.elementKind) == ["header", "footer"])
        #expect(document.sections[0].boundarySupplementaryItems.map(\.alignment) == [.top, .bottom])
    }

    /// Two view controllers of one app both have `createLayout()` and a `rowHeight` of their
    /// own: each layout is named after its type and reads its own type's helper and constant.
    @Test func sameNamesInTwoTypesAreToldApart() throws {
        let screen = { (type: String, height: Int) in """
            final class \(type): UIViewController {
                private let rowHeight: CGFloat = \(height)
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: makeSection())
                }
                private func makeSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item]))
                }
            }
            """ }
        let report = try SwiftLayoutImporter.read([SwiftSource(path: "Inbox.swift", text: screen("InboxViewController", 60)),
                                                   SwiftSource(path: "Outbox.swift", text: screen("OutboxViewController", 80))])
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["inbox-view-controller-create-layout", "outbox-view-controller-create-layout"])
        #expect(report.layouts.map(\.document.sections[0].group.size.height) == [.absolute(60), .absolute(80)])
    }

    /// The sections of a diffable data source are the app's at run time: reported with the
    /// --value that gives them, and counted and named by the array given.
    @Test func dataSourceSectionsGivenAsAnArray() throws {
        let text = """
            final class HomeViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
                        guard let self else { return nil }
                        let kind = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
                        let height: CGFloat
                        switch kind {
                        case .hero: height = 300
                        case .grid: height = 100
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                    }
                }
            }
            """
        #expect(F.errors(text).map(\.reason) == [
            "`self.dataSource`: a property of the app, known only at run time (give it with --value dataSource.snapshot().sectionIdentifiers=VALUE)",
        ])
        let document = try F.document(text, SwiftImportOptions(values: ["dataSource.snapshot().sectionIdentifiers": "[.hero, .grid, .grid]"]))
        #expect(document.sections.map(\.name) == ["hero", "grid", "section-3"])
        #expect(document.sections.map { $0.group.size.height } == [.absolute(300), .absolute(100), .absolute(100)])
    }

    /// The section kind builds its own section: a method of the enum, `self` the case.
    @Test func methodOfAnEnumCase() throws {
        let document = try F.document("""
            enum Section: Int, CaseIterable {
                case banner, list
                var height: CGFloat { self == .banner ? 200 : 44 }
                func layoutSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    Section(rawValue: index)?.layoutSection()
                }
            }
            """)
        #expect(document.sections.map(\.name) == ["banner", "list"])
        #expect(document.sections.map { $0.group.size.height } == [Dimension.absolute(200), .absolute(44)])
    }

    /// A provider passed by name (`sectionProvider: sectionProvider`): the method runs for
    /// each section as a closure would, and is a part of the layout.
    @Test func methodPassedAsTheSectionProvider() throws {
        let report = try F.report("""
            final class LibraryViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
                }
                private func sectionProvider(_ sectionIndex: Int, _ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                    guard sectionIndex < 2 else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(sectionIndex == 0 ? 200 : 80)), subitems: [item]))
                }
            }
            """)
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["make-layout"])
        #expect(report.layouts.first?.document.sections.map { $0.group.size.height } == [.absolute(200), .absolute(80)])
    }

    /// A layout that does not import is reported; the others still are imported.
    @Test func eachLayoutImportsOnItsOwn() throws {
        let report = try F.report("""
            func good() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            }
            func bad() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.bounds.height)), subitems: []))
            }
            """)
        #expect(report.layouts.map(\.name) == ["good"])
        #expect(report.failures.map(\.name) == ["bad"])
        #expect(report.failures.first?.errors.map(\.description) == [
            "Layouts.swift:5:130: `view` is not a constant of this code (a value known only at run time? give it with --value view.bounds.height=VALUE)",
        ])
        #expect(report.summary == "1 of 2 layouts imported")
    }

    /// Helpers that call each other without end are refused at a call, naming the budget.
    @Test(arguments: [
        ("func a() -> NSCollectionLayoutItem { b() }\nfunc b() -> NSCollectionLayoutItem { a() }\n", "the call depth budget (32 nested calls) is exhausted"),
        ("func item(_ n: Int) -> NSCollectionLayoutItem { item(n + 1) }\n", "the call depth budget (32 nested calls) is exhausted"),
        ("func item(_ n: Int) -> NSCollectionLayoutItem { n > 20 ? NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))) : twice(item(n + 1), item(n + 1)) }\nfunc twice(_ a: NSCollectionLayoutItem, _ b: NSCollectionLayoutItem) -> NSCollectionLayoutItem { a }\n",
         "the step budget (20000 steps) is exhausted"),
    ])
    func callCyclesAndEndlessRecursionAreRefused(helpers: String, reason: String) throws {
        let report = try F.report(helpers + """
            func layout() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item(0)]))
            }
            """.replacingOccurrences(of: "item(0)", with: helpers.hasPrefix("func a") ? "a()" : "item(0)"))
        #expect(report.layouts.isEmpty)
        let errors = report.failures.flatMap(\.errors)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.reason.hasPrefix(reason) == true, "\(errors)")
        #expect(errors.first?.line ?? 0 >= 1)
    }

    /// A statement is one step however much it builds: an array that doubles 40 times in 40
    /// steps is refused at the limit of 10,000 elements (after 13 doublings: 2^14 − 1 > 10,000),
    /// not built until memory runs out; the other layout of the file still imports.
    @Test(arguments: ["items += items + [item]", "items.append(contentsOf: items + [item])"])
    func anArrayThatDoublesIsRefusedAtTheLimit(growth: String) throws {
        let report = try F.report("""
            func doubling() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)))
                var items: [NSCollectionLayoutItem] = []
                for _ in 0..<40 { \(growth) }
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: items))
            }
            func plain() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))]))
            }
            """)
        #expect(report.layouts.map(\.name) == ["plain"])
        let errors = report.failures.flatMap(\.errors)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.reason == "an array of more than 10000 elements (the importer's limit on what the app's code builds)")
        #expect(errors.first?.line == 4)
    }

    /// A group made of itself twice, in a loop of 40: each pass is a step or two, but the tree
    /// the document would spell out doubles each time (2⁴⁰ nodes). Refused at the group that
    /// passes 20,000 items and groups: pass 14 makes 2¹⁵ − 1 = 32,767 (pass 13: 16,383), at
    /// the factory's line.
    @Test func aGroupBuiltFromItselfIsRefusedAtTheNodeLimit() throws {
        let report = try F.report("""
            func fractal() -> NSCollectionLayoutSection {
                var node: NSCollectionLayoutItem = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                for _ in 0..<40 {
                    node = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [node, node])
                }
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), subitems: [node]))
            }
            """)
        #expect(report.layouts.isEmpty)
        let errors = report.failures.flatMap(\.errors)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.reason == "a group of more than 20000 items and groups in all (a group built from itself again and again?)")
        #expect(errors.first?.line == 4)
    }

    /// Swift stops the app on a range whose end is below its start (`5...1`, `5..<1`), so the
    /// importer refuses it at the range rather than running the loop no times. A range of
    /// more elements than the step budget (20,000) is refused before it is made: `0..<20001`
    /// and `0...20000` hold 20,001. `1..<1` is empty, as in Swift.
    @Test(arguments: [
        ("5...1", "a range from 5 down to 1: Swift stops the app on a range whose end is below its start"),
        ("5..<1", "a range from 5 down to 1: Swift stops the app on a range whose end is below its start"),
        ("0..<20001", "a range longer than the step budget (20000 steps)"),
        ("0...20000", "a range longer than the step budget (20000 steps)"),
    ])
    func rangesSwiftRefusesAreRefused(range: String, reason: String) throws {
        let report = try F.report("""
            func rows() -> NSCollectionLayoutSection {
                var height: CGFloat = 44
                for _ in \(range) { height += 1 }
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            }
            """)
        let errors = report.failures.flatMap(\.errors)
        #expect(errors.map(\.reason) == [reason])
        #expect(errors.first?.line == 3)
    }

    /// The importer computes in Doubles, exact up to 2^53 - 1: a larger integer literal would be
    /// rounded (2^53 + 1 - (2^53 - 2) came out 2, not 3), so it is refused where it is written.
    @Test func integersPastTwoToTheFiftyThirdAreRefused() throws {
        let report = try F.report("""
            func rows() -> NSCollectionLayoutSection {
                let epoch = 9_007_199_254_740_993
                let count = epoch - 9_007_199_254_740_990
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), repeatingSubitem: NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))), count: count))
            }
            """)
        let errors = report.failures.flatMap(\.errors)
        #expect(errors.map(\.reason) == ["an integer past 9007199254740991, which the importer cannot hold exactly"])
        #expect(errors.first?.line == 2)
    }

    /// A name Swift quotes with backticks (`default` is a keyword) is the name without them.
    @Test func aBacktickedNameLosesItsBackticks() throws {
        let report = try F.report("""
            func `default`() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            }
            """)
        #expect(report.layouts.map(\.name) == ["default"])
    }

    /// Two cases with one raw value do not compile in Swift; read as written, the second would
    /// have stood for the first's section and the third's been taken for the second.
    @Test func anEnumWithARepeatedRawValueIsRefused() throws {
        let report = try F.report("""
            enum Kind: Int, CaseIterable { case first = 0; case second = 0; case third = 1 }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch Kind(rawValue: index)! {
                    case .first, .second, .third:
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                    }
                }
            }
            """)
        let errors = report.failures.flatMap(\.errors)
        #expect(errors.map(\.reason) == ["`Kind` gives the raw value 0 to both `first` and `second`, which Swift refuses"])
        #expect(errors.first?.line == 1)
    }

    /// The same holds for what `Int` arithmetic and conversions make: `Int(1e300)` stops a Swift
    /// app, and `9007199254740991 + 1` is exact in Swift but not here. A `CGFloat` as large is
    /// a float in Swift too, rounded alike: kept.
    @Test(arguments: [
        ("let count = Int(1e300)", "Int(1e+300): an integer past 9007199254740991, which the importer cannot hold exactly"),
        ("let count = 9007199254740991 + 1", "an integer result past 9007199254740991, which the importer cannot hold exactly"),
        ("let n: Int = 3_000_000_000\n    let count = n * n", "an integer result past 9007199254740991, which the importer cannot hold exactly"),
    ])
    func integerArithmeticPastTwoToTheFiftyThirdIsRefused(code: String, reason: String) throws {
        let report = try F.report("""
            func rows() -> NSCollectionLayoutSection {
                \(code)
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), repeatingSubitem: NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))), count: count))
            }
            """)
        #expect(report.failures.flatMap(\.errors).map(\.reason) == [reason])
    }

    @Test func aLargeFloatIsKept() throws {
        let document = try F.document("""
            func rows() -> NSCollectionLayoutSection {
                let height: CGFloat = 3_000_000_000 * 3_000_000_000
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height / 1e16)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            }
            """)
        #expect(document.sections[0].group.size.height == .absolute(900))
    }

    @Test func anEmptyRangeRunsNoTimes() throws {
        let report = try F.report("""
            func rows() -> NSCollectionLayoutSection {
                var height: CGFloat = 44
                for _ in 1..<1 { height += 1 }
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            }
            """)
        #expect(report.failures.isEmpty)
        #expect(report.layouts.first?.document.sections.first?.group.size.height == .absolute(44))
    }

    /// A layout function whose parameters all have defaults is read with them.
    @Test func parametersWithDefaultsTakeTheirDefaults() throws {
        let text = """
            enum AppLayout {
                static func carousel(width: CGFloat = 180, height: CGFloat = 320) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(height)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .continuous
                    return section
                }
            }
            """
        let document = try F.document(text)
        #expect(document.sections[0].group.size == LayoutSize(width: .absolute(180), height: .absolute(320)))
    }

    /// A section function taking the kind of section (an enum of the files) and the environment,
    /// which the app's provider calls with the kind at each index: the provider it stands for,
    /// run for every case in order, each section named after its case; a width comparison on the
    /// environment becomes a variant as in any provider.
    @Test func aFunctionOfTheSectionKindIsRunForEveryCase() throws {
        let text = """
            enum HomeSection: CaseIterable { case actions, infos, settings }
            enum HomeLayout {
                static func layoutSection(for section: HomeSection, environment: NSCollectionLayoutEnvironment,
                                          spacing: CGFloat = 8) -> NSCollectionLayoutSection {
                    let columns = section == .infos && environment.container.contentSize.width >= 600 ? 2 : 1
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let height: CGFloat
                    switch section {
                    case .actions: height = 120
                    case .infos: height = 80
                    case .settings: height = 44
                    }
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    let result = NSCollectionLayoutSection(group: group)
                    result.interGroupSpacing = spacing
                    return result
                }
            }
            """
        let layouts = try F.importing(text)
        #expect(layouts.map(\.name) == ["layout-section"])
        let document = try #require(layouts.first).document
        #expect(document.sections.map(\.name) == ["actions", "infos", "settings"])
        #expect(document.sections.map { $0.group.size.height } == [Dimension.absolute(120), .absolute(80), .absolute(44)])
        #expect(document.sections.map(\.interGroupSpacing) == [8, 8, 8])
        #expect(document.sections[1].variants.map(\.when) == [VariantCondition(minWidth: 600)])
        #expect(document.sections[0].variants.isEmpty)
    }

    /// A section function of the section index alone is a provider too; one of an app object
    /// (a delegate, a view model) is reported at that parameter.
    @Test func aFunctionOfTheIndexIsAProviderAndOneOfAnAppObjectIsReported() throws {
        let text = """
            func section(at index: Int) -> NSCollectionLayoutSection? {
                guard index < 2 else { return nil }
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(index == 0 ? 200 : 44)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            }
            func feedSection(viewModel: FeedViewModel) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(viewModel.rowHeight)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            }
            """
        let report = try F.report(text)
        #expect(report.layouts.map(\.name) == ["section"])
        #expect(report.layouts.first?.document.sections.map { $0.group.size.height } == [Dimension.absolute(200), .absolute(44)])
        #expect(report.failures.flatMap(\.errors).map(\.description) == [
            "Layouts.swift:6:18: `viewModel`: a parameter whose value only the app knows (give it with --value viewModel=VALUE; a layout function is read when its parameters have defaults or values, or are the section index, an enum of the files' section kinds and the environment)",
        ])
    }

    /// A collection view controller made with its layout in `init`, and a collection view
    /// subclass setting its own layout with a factory the app declares on
    /// `NSCollectionLayoutSection`, passed a method of the type as the provider.
    @Test func layoutsHandedOverInInitAndByTheViewItself() throws {
        let text = """
            final class LaunchesViewController: UICollectionViewController {
                init() {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(450)), subitems: [item])
                    super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                }
            }
            extension NSCollectionLayoutSection {
                static func gridSection(columnCount: Int) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columnCount)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            final class GridView: UICollectionView {
                let columnCount = 4
                func commonInit() {
                    setCollectionViewLayout(UICollectionViewCompositionalLayout(sectionProvider: layout), animated: false)
                }
                private func layout(for sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                    .gridSection(columnCount: columnCount)
                }
            }
            """
        let report = try F.report(text, SwiftImportOptions(sectionCount: 1))
        #expect(report.failures.flatMap(\.errors).map(\.description) == [])
        #expect(report.layouts.map(\.name) == ["launches-view-controller-init", "grid-view-common-init"])
        #expect(report.layouts.first?.document.sections[0].group.size.height == .absolute(450))
        guard case .group(let grid)? = report.layouts.last?.document.sections[0].group.kind else { Issue.record("no grid"); return }
        #expect(grid.subitems.first?.size.width == .fractionalWidth(0.25))
    }

    /// Parameters a layout function's body never reads (the collection view it is passed) are
    /// no concern of the layout; one of a plain value is given with `--value`, a dimension too;
    /// a section function of the environment alone is one section, repeated.
    @Test func parametersUnreadGivenOrTheEnvironmentAlone() throws {
        let unread = try F.document("""
            final class Categories {
                func sectionLayout(_ collectionView: UICollectionView, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(58), heightDimension: .absolute(58)), subitems: [item]))
                }
            }
            """)
        #expect(unread.sections.map { $0.group.size.width } == [.absolute(58)])

        let valued = """
            func list(height: NSCollectionLayoutDimension, inset: CGFloat) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.contentInsets.leading = inset
                return section
            }
            """
        #expect(F.errors(valued).map(\.description) == [
            "Layouts.swift:1:11: `height`: a parameter whose value only the app knows (give it with --value height=VALUE; a layout function is read when its parameters have defaults or values, or are the section index, an enum of the files' section kinds and the environment)",
        ])
        let given = try F.report(valued, SwiftImportOptions(values: ["height": ".estimated(44)", "inset": "16"]))
        #expect(given.unreadValues.isEmpty)
        let section = try #require(given.layouts.first?.document.sections.first)
        #expect(section.group.size.height == .estimated(44))
        #expect(section.contentInsets.leading == 16)
        #expect(SwiftImportOptions.problem(withValue: ".estimated(44)") == nil)
        #expect(SwiftImportOptions.problem(withValue: ".estimated(x)")?.contains("..") == false)

        let environmentAlone = try F.importing("""
            extension NSCollectionLayoutSection {
                static func singleItem(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """, SwiftImportOptions(sectionCount: 2))
        #expect(environmentAlone.map(\.name) == ["single-item"])
        #expect(environmentAlone.first?.document.sections.map { $0.group.size.height } == [.estimated(44), .estimated(44)])
    }

    /// A method of the enum of section kinds returning a section, no layout calling it: run
    /// for every case with `self` that case, each section named after it (200 and 80 high).
    /// For an enum another file declares, the cases are those its `switch self` names, the
    /// k-th at section k, and no others.
    @Test func aMethodOfTheSectionKindsIsTheirProvider() throws {
        let method = """
            func layoutSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                let height: CGFloat
                switch self {
                case .main: height = 200
                case .grid: height = 80
                }
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
            }
            """
        for text in ["enum Section: CaseIterable { case main, grid }\nextension Section {\n\(method)\n}",
                     "extension Feed.Section {\n\(method)\n}"] {
            let document = try F.document(text)
            #expect(document.sections.map(\.name) == ["main", "grid"], "\(text)")
            #expect(document.sections.map { $0.group.size.height } == [.absolute(200), .absolute(80)], "\(text)")
        }
        // Taken from the switch, the cases are said to be; a `default:` says there are others.
        let guessed = try #require(try F.importing("extension Feed.Section {\n\(method)\n}").first)
        #expect(guessed.notes.map(\.description) == [
            "Layouts.swift:4:12: the enum's cases, in order, taken from this switch (main, grid): the file that declares it is not given",
        ])
        let withDefault = method.replacingOccurrences(of: "case .grid: height = 80", with: "case .grid: height = 80\n    default: height = 44")
        #expect(F.errors("extension Feed.Section {\n\(withDefault)\n}").map(\.description) == [
            "Layouts.swift:7:5: `default:` in a switch over `self`, of an enum the files given do not declare: its other cases and their order are in that file (give it too)",
        ])
    }

    /// A value given with `--value` stands for what the app knows, never for a name of the
    /// code: `columns` given 5 is the parameter's, not the local `columns = 2` of another
    /// layout, nor a loop's `spacing`. Worked by hand: counts 5 and 2, spacing 2 (the last pass).
    @Test func aGivenValueNeverReplacesANameOfTheCode() throws {
        let report = try F.report("""
            func gridA(columns: Int) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: columns)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            func gridB() -> UICollectionViewLayout {
                let columns = 2
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                for spacing in [1, 2] { section.interGroupSpacing = CGFloat(spacing) }
                return UICollectionViewCompositionalLayout(section: section)
            }
            """, SwiftImportOptions(sectionCount: 1, values: ["columns": "5", "spacing": "9"]))
        let repetitions = report.layouts.map { layout -> LayoutGroup.Repetition? in
            if case .group(let group) = layout.document.sections[0].group.kind { return group.repetition }
            return nil
        }
        #expect(repetitions == [.repeating(5), .repeating(2)])
        #expect(report.layouts.map { $0.document.sections[0].interGroupSpacing } == [0, 2])
        #expect(report.unreadValues == ["spacing"])
    }

    /// `dataSource.sectionIdentifier(for: index)` reads the sections given as the snapshot's:
    /// two sections, music (groups of 1) and spots (groups of 2); not given, the error says how.
    @Test func theDataSourcesSectionIdentifierAtTheIndex() throws {
        let text = """
            final class PlacesViewController: UIViewController {
                enum Kind: Hashable { case music, spots }
                var dataSource: UICollectionViewDiffableDataSource<Kind, Int>?
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        guard let kind = self.dataSource?.sectionIdentifier(for: index) else { return nil }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), repeatingSubitem: item, count: kind == .music ? 1 : 2)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        #expect(F.errors(text).map(\.description) == [
            "Layouts.swift:6:30: the data source's sections are the app's (give them with --value 'dataSource.snapshot().sectionIdentifiers=[.first, .second]')",
        ])
        let report = try F.report(text, SwiftImportOptions(values: ["dataSource.snapshot().sectionIdentifiers": "[.music, .spots]"]))
        #expect(report.unreadValues.isEmpty)
        let document = try #require(report.layouts.first?.document)
        #expect(document.sections.map(\.name) == ["music", "spots"])
        let counts = document.sections.map { section -> Int? in
            if case .group(let group) = section.group.kind, case .repeating(let count) = group.repetition { return count }
            return nil
        }
        #expect(counts == [1, 2])
    }

    /// A subclass of the layout class whose initialiser makes its layout (`self.init(section:)`)
    /// is that layout, named after the class; setup code handing over `GridLayout()` hands over
    /// the same layout, not another.
    @Test func aSubclassOfTheLayoutClassIsItsLayout() throws {
        let report = try F.report("""
            final class GridLayout: UICollectionViewCompositionalLayout {
                convenience init() {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    self.init(section: NSCollectionLayoutSection(group: group))
                }
            }
            final class GalleryViewController: UIViewController {
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: GridLayout())
                }
            }
            """)
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["grid-layout"])
        let group = try #require(report.layouts.first?.document.sections.first?.group)
        #expect(group.size.height == .absolute(60))
        guard case .group(let content) = group.kind else { Issue.record("not a group"); return }
        #expect(content.subitems[0].size.width == .fractionalWidth(0.5))
    }

    /// A provider naming only index 0, with a `default` building the same section: one section,
    /// said in the singular.
    @Test func oneSectionNamedIsSaidInTheSingular() throws {
        let layout = try #require(try F.importing("""
            func pager() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item]))
            }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch index { case 0: return pager(); default: return pager() }
                }
            }
            """).first)
        #expect(layout.document.sections.count == 1)
        #expect(layout.notes.map(\.reason) == [
            "1 section, the index the provider names; it builds sections past it too, as many as the data source has, which only the app knows (give --sections N)",
        ])
    }

    /// An element kind that names a constant of a file not given (the header view's own
    /// `elementKind`) names the supplementary, with a note: no frame depends on it. Given with
    /// `--value`, the value is the kind; a lower-case name (the app's state) is still refused.
    @Test func anElementKindFromAFileNotGivenIsNamedAfterIt() throws {
        let text = """
            func makeSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                section.boundarySupplementaryItems = [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: HeaderView.elementKind, alignment: .top)]
                return section
            }
            """
        let named = try #require(try F.importing(text, SwiftImportOptions(sectionCount: 1)).first)
        #expect(named.document.sections[0].boundarySupplementaryItems.map(\.elementKind) == ["HeaderView.elementKind"])
        #expect(named.notes.map(\.description) == [
            "Layouts.swift:4:150: the element kind `HeaderView.elementKind` is a constant of a file not given: the kind is named after it (give its value with --value HeaderView.elementKind='\"header\"')",
        ])
        let given = try F.document(text, SwiftImportOptions(sectionCount: 1, values: ["HeaderView.elementKind": "\"section-header\""]))
        #expect(given.sections[0].boundarySupplementaryItems.map(\.elementKind) == ["section-header"])
        #expect(F.errors(text.replacingOccurrences(of: "HeaderView.elementKind", with: "headerKind")).count == 1)
    }

    /// `switch` and `if` as expressions (Swift 5.9): the branch taken is the value, in a
    /// `return`, a constant's initialiser or a body of one expression. Worked by hand: the
    /// banner 200 high and 0.9 wide, the grid 3 across 100 high; rows 44 unless compact (60).
    @Test func switchAndIfExpressions() throws {
        let document = try F.document("""
            enum Kind: Int { case banner, grid }
            func banner() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)), subitems: [item]))
            }
            func grid(compact: Bool = false) -> NSCollectionLayoutSection {
                let height: CGFloat = if compact { 44 } else if false { 0 } else { 100 }
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitem: item, count: 3))
            }
            func section(for kind: Kind) -> NSCollectionLayoutSection {
                switch kind {
                case .banner: banner()
                case .grid: grid()
                }
            }
            func homeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = Kind(rawValue: index) else { return nil }
                    return switch kind {
                    case .banner: section(for: .banner)
                    case .grid: section(for: kind)
                    }
                }
            }
            """)
        #expect(document.sections.map(\.name) == ["banner", "grid"])
        #expect(document.sections.map(\.group.size) == [
            LayoutSize(width: .fractionalWidth(0.9), height: .absolute(200)),
            LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
        ])
    }

    /// `guard let kind = Kind(rawValue: index) else { return nil }` of an enum another file
    /// declares, then a switch over it: one section per case the switch names, in order, said
    /// in a note; the guard's nil ends them.
    @Test func anUndeclaredEnumGuardedFromTheIndex() throws {
        let layout = try #require(try F.importing("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = Feed.Kind(rawValue: index) else { return nil }
                    let height: CGFloat
                    switch kind {
                    case .stories: height = 120
                    case .posts: height = 44
                    }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """).first)
        #expect(layout.document.sections.map(\.name) == ["stories", "posts"])
        #expect(layout.document.sections.map { $0.group.size.height } == [.absolute(120), .absolute(44)])
        #expect(layout.notes.map(\.reason) == [
            "the enum's cases, in order, taken from this switch (stories, posts): the file that declares it is not given",
        ])
    }

    /// A classic data source in the layout's type says the counts as constants: 2 sections
    /// (`sections.count` of a constant array), 1 item in the first and 12 in the second; each
    /// is said in a note. A count only the running app knows leaves the defaults.
    @Test func aClassicDataSourceSaysTheCounts() throws {
        let text = """
            final class HomeViewController: UICollectionViewController {
                private let sections = ["hero", "grid"]
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let height: CGFloat = index == 0 ? 300 : 100
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                    }
                }
                override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    section == 0 ? 1 : 12
                }
            }
            """
        let layout = try #require(try F.importing(text).first)
        #expect(layout.document.sections.map(\.itemCount) == [1, 12])
        #expect(layout.document.sections.map { $0.group.size.height } == [.absolute(300), .absolute(100)])
        #expect(layout.notes.map(\.reason) == [
            "2 sections, as `numberOfSections(in:)` of `HomeViewController` returns (--sections N says otherwise)",
            "item counts as `collectionView(_:numberOfItemsInSection:)` of `HomeViewController` returns them, where it returns a constant (--items N says otherwise)",
        ])
        let unknown = text.replacingOccurrences(of: "sections.count }", with: "viewModel.sections.count }")
            .replacingOccurrences(of: "section == 0 ? 1 : 12", with: "viewModel.items(in: section).count")
        let defaults = try #require(try F.importing(unknown, SwiftImportOptions(sectionCount: 2)).first)
        #expect(defaults.document.sections.map(\.itemCount) == [10, 10])
    }

    /// A type alias for the layout class, a collection view made with a placeholder layout
    /// (no layout of its own), and `Kind.allCases[index]` of an enum another file declares:
    /// the cases its switch names. Worked by hand: banners 0.95 wide, products 0.5 wide.
    @Test func aliasesPlaceholdersAndAllCasesOfAnUndeclaredEnum() throws {
        let report = try F.report("""
            final class HomeView: UIView {
                typealias Layout = UICollectionViewCompositionalLayout
                var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                func generateLayout() -> UICollectionViewLayout {
                    Layout { index, _ in
                        let width: CGFloat
                        switch HomeSection.allCases[index] {
                        case .banners: width = 0.95
                        case .products: width = 0.5
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .absolute(200)), subitems: [item]))
                    }
                }
            }
            """)
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["generate-layout"])
        let document = try #require(report.layouts.first?.document)
        #expect(document.sections.map(\.name) == ["banners", "products"])
        #expect(document.sections.map { $0.group.size.width } == [.fractionalWidth(0.95), .fractionalWidth(0.5)])
    }

    /// The data source read is the collection view's of the layout's own type: not a table
    /// view's `numberOfSections(in:)`, not another nested type of the same simple name, not a
    /// `var` array the app fills later. One answering items without `numberOfSections(in:)` has
    /// 1 section, as UIKit reads it.
    @Test func theDataSourceReadIsTheLayoutsOwn() throws {
        let provider = """
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, _ in
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                    }
                }
            """
        let tableView = try #require(try F.importing("""
            final class ListViewController: UIViewController {
            \(provider)
                func numberOfSections(in tableView: UITableView) -> Int { 7 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            }
            """).first)
        #expect(tableView.document.sections.map(\.itemCount) == [4])
        #expect(tableView.notes.first?.reason == "1 section: `ListViewController` answers `collectionView(_:numberOfItemsInSection:)` without `numberOfSections(in:)`, which UIKit then reads as 1 (--sections N says otherwise)")

        let nested = try #require(try F.importing("""
            enum Feed { final class ViewController {
            \(provider)
            } }
            enum Profile { final class ViewController {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 5 }
            } }
            """).first)
        #expect(nested.document.sections.count == 1)
        #expect(nested.document.sections.map(\.itemCount) == [10])

        let filledLater = try #require(try F.importing("""
            final class ViewController {
                var items: [String] = []
            \(provider)
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            }
            """).first)
        #expect(filledLater.document.sections.map(\.itemCount) == [10, 10])
        #expect(!filledLater.notes.contains { $0.reason.contains("is a `var`") })
    }

    /// Two switches over an enum another file declares that name its cases in different
    /// orders cannot both be right: refused, where reading each in its own order gave the
    /// sections each other's heights.
    @Test func twoOrdersOfAnUndeclaredEnumAreRefused() {
        let errors = F.errors("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = Kind(rawValue: index) else { return nil }
                    let height: CGFloat
                    switch kind { case .b: height = 20; case .a: height = 10 }
                    switch kind {
                    case .a: return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                    case .b: return nil
                    }
                }
            }
            """)
        #expect(errors.map(\.description) == [
            "Layouts.swift:6:16: this switch names the enum's cases in another order (a, b) than one before it (b, a): which case each section is, is in the file that declares the enum (give it too)",
        ])
    }

    /// A type alias seen from where it is used: the return type `-> Layout` makes a layout
    /// function, a chain of aliases is followed, one in another type is not this type's, and
    /// `Feed.Kind(rawValue:)` reads the files' own `Kind` when they declare it.
    @Test func aliasesAreSeenWhereTheyAreDeclared() throws {
        let report = try F.report("""
            typealias Base = UICollectionViewCompositionalLayout
            typealias Layout = Base
            enum Feed { enum Kind: Int { case hero, grid } }
            final class FeedViewController {
                func makeLayout() -> Layout {
                    Layout { index, _ in
                        let height: CGFloat = Feed.Kind(rawValue: index) == .hero ? 300 : 100
                        guard Feed.Kind(rawValue: index) != nil else { return nil }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                    }
                }
            }
            final class Other {
                struct Layout { let x: Int }
            }
            """)
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["make-layout"])
        #expect(report.layouts.first?.document.sections.map { $0.group.size.height } == [.absolute(300), .absolute(100)])
    }

    /// `case 0...1:` and `case 2..<4:` over the section index name every index in them: four
    /// sections, 300, 300, 100 and 100 high, then `default` ends them with nil.
    @Test func rangesOfIndicesInASwitch() throws {
        let document = try F.document("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let height: CGFloat
                    switch index {
                    case 0...1: height = 300
                    case 2..<4: height = 100
                    default: return nil
                    }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """)
        #expect(document.sections.map { $0.group.size.height } == [.absolute(300), .absolute(300), .absolute(100), .absolute(100)])
    }

    /// A function returning a whole layout is no provider: its `Int` parameter is a plain
    /// value, asked for by name and given with `--value` (3 columns: items a third wide).
    @Test func aWholeLayoutsIntParameterIsAPlainValue() throws {
        let text = """
            func waterfall(columns: Int, spacing: CGFloat = 4) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                group.interItemSpacing = .fixed(spacing)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        #expect(F.errors(text).map(\.reason).first?.hasPrefix("`columns`: a parameter whose value only the app knows (give it with --value columns=VALUE") == true)
        let document = try F.document(text, SwiftImportOptions(sectionCount: 1, values: ["columns": "3"]))
        guard case .group(let group) = document.sections[0].group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].size.width == .fractionalWidth(1.0 / 3))
        #expect(group.interItemSpacing == .fixed(4))
    }

    /// A `CGSize` constant read by its width and height (140 × 96), and a dimension asked
    /// whether it is estimated: the item takes the group's estimate (60), not its full height.
    @Test func sizesAndWhatADimensionIs() throws {
        let carousel = try F.document("""
            func carousel() -> NSCollectionLayoutSection {
                let size = CGSize(width: 140, height: 96)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            """)
        #expect(carousel.sections[0].group.size == LayoutSize(width: .absolute(140), height: .absolute(96)))

        let grid = try F.document("""
            func grid(height: NSCollectionLayoutDimension = .estimated(60)) -> NSCollectionLayoutSection {
                let itemHeight: NSCollectionLayoutDimension = height.isEstimated ? height : .fractionalHeight(1)
                let width: CGFloat = height.isAbsolute ? 1 : 0.5
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: itemHeight))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item]))
            }
            """)
        guard case .group(let group) = grid.sections[0].group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].size == LayoutSize(width: .fractionalWidth(0.5), height: .estimated(60)))
    }

    /// Methods the app declares in extensions of UIKit's classes: one returning the object
    /// (`-> Self`, chained), and one changing it in place, seen through the name it was called
    /// on; inside, a property set by its bare name or through `self`.
    @Test func methodsOfTheAppsExtensionsOfUIKitClasses() throws {
        let section = try F.document("""
            extension NSCollectionLayoutSection {
                func spacing(_ value: CGFloat) -> Self { interGroupSpacing = value; return self }
                func scrolling(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> Self {
                    self.orthogonalScrollingBehavior = behavior
                    return self
                }
                func addHeader(height: CGFloat) {
                    boundarySupplementaryItems = [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), elementKind: "header", alignment: .top)]
                    self.contentInsets.top = 4
                }
            }
            extension NSCollectionLayoutItem {
                func padded(_ inset: CGFloat) -> Self {
                    contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
                    return self
                }
            }
            func strip() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))).padded(2)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group).spacing(8).scrolling(.continuous)
                section.addHeader(height: 30)
                return section
            }
            """).sections[0]
        #expect(section.interGroupSpacing == 8)
        #expect(section.orthogonalScrollingBehavior == .continuous)
        #expect(section.boundarySupplementaryItems.map(\.size.height) == [.absolute(30)])
        #expect(section.contentInsets.top == 4)
        guard case .group(let group) = section.group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].contentInsets == DirectionalInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
    }
}

extension Section {
    func renamed(_ name: String) -> Section {
        var copy = self
        copy.name = name
        return copy
    }
}
#endif
