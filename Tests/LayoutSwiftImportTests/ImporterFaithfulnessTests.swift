#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// What an import must never do: give a layout other numbers than the Swift's, lose a section or
/// a change without a word, or let two layouts share one name.
@Suite struct ImporterFaithfulnessTests {
    private func firstSubitem(_ document: LayoutDocument) -> LayoutItem? {
        guard case .group(let group) = document.sections[0].group.kind else { return nil }
        return group.subitems.first
    }

    /// Swift divides two `Int`s with truncation: `columns / 2` is 1 when `columns` is 3, so each
    /// of the two items is half wide, while `CGFloat(columns) / 2` is 1.5. Literals take the type
    /// of what meets them: `.absolute(5 / 2)` is 2.5 points, `let half = 5 / 2` is the Int 2.
    @Test func integerDivisionTruncatesAsSwiftDoes() throws {
        let text = """
            let columns = 3
            func makeSection() -> NSCollectionLayoutSection {
                let perRow = columns / 2
                let half = 5 / 2
                let wide: CGFloat = 5 / 2
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(perRow)), heightDimension: .absolute(5 / 2)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(half) + wide)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = CGFloat(columns) / 2
                return section
            }
            """
        let document = try F.document(text)
        // perRow = 3 / 2 = 1 (Int): one item of the whole width.
        #expect(firstSubitem(document)?.size.width == .fractionalWidth(1))
        #expect(firstSubitem(document)?.size.height == .absolute(2.5))
        // half = 2 (Int) and wide = 2.5 (CGFloat): 4.5.
        #expect(document.sections[0].group.size.height == .absolute(4.5))
        #expect(document.sections[0].interGroupSpacing == 1.5)
    }

    /// A helper's `Int` parameter divides as an `Int`; `n /= 2` as `n` is typed.
    @Test func integerParametersAndCompoundDivision() throws {
        let text = """
            func spacing(for columns: Int) -> CGFloat {
                var gaps = columns
                gaps /= 2
                return CGFloat(columns / 2 + gaps)
            }
            func makeSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing(for: 5)
                return section
            }
            """
        // 5 / 2 = 2, and gaps = 5 / 2 = 2: 4 points.
        #expect(try F.document(text).sections[0].interGroupSpacing == 4)
    }

    /// Setup code the importer cannot wholly read is passed over, but not a change to the
    /// layout it builds: the section's insets come from the app's state, so the layout fails
    /// at that statement instead of importing without them.
    @Test func anUnreadChangeInSetupCodeFailsTheLayout() throws {
        let text = """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = self.feedInsets
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        let report = try F.report(text)
        #expect(report.layouts.isEmpty)
        #expect(report.failures.flatMap(\.errors).map(\.description) == [
            "Layouts.swift:8:33: `self.feedInsets`: a property of the app, known only at run time (give it with --value feedInsets=VALUE)",
        ])
    }

    /// Statements about other things (`view.backgroundColor`, `collectionView.delegate`) are
    /// still passed over.
    @Test func setupCodeAboutOtherThingsIsPassedOver() throws {
        let text = """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 8
                    collectionView.delegate = self
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        let layouts = try F.importing(text)
        #expect(layouts.map(\.name) == ["feed-view-controller-view-did-load"])
        #expect(layouts.first?.document.sections[0].interGroupSpacing == 8)
    }

    /// `case a = 0, c = 2` reaches section 2, but `Kind(rawValue: 1)` is nil: the provider
    /// cannot build section 1, so section 2 would be lost; reported at the provider.
    @Test func anEnumWhoseRawValuesSkipAnIndexIsReported() throws {
        let text = """
            enum Kind: Int, CaseIterable { case a = 0, c = 2 }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = Kind(rawValue: index) else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(kind == .a ? 44 : 88)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
                }
            }
            """
        let report = try F.report(text)
        #expect(report.layouts.isEmpty)
        #expect(report.failures.flatMap(\.errors).map(\.description) == [
            "Layouts.swift:3:41: the section provider returns nil for section 1, yet the enum or array it maps the index through reaches section 2 (raw values that skip 1?); UIKit needs a section for every index",
        ])
    }

    /// `gridLayout` and `grid_layout` are both `grid-layout` in kebab-case: the second is
    /// `grid-layout-2`, so neither overwrites the other's file or revision.
    @Test func layoutsWhoseNamesMeetInKebabCaseStayApart() throws {
        let section = """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            """
        let text = "func gridLayout() -> NSCollectionLayoutSection {\n\(section)\n}\n"
            + "func grid_layout() -> NSCollectionLayoutSection {\n\(section)\n}\n"
        #expect(try F.importing(text).map(\.name) == ["grid-layout", "grid-layout-2"])
    }

    /// `#available` holds (the format describes the newest UIKit), `#unavailable` does not.
    @Test func availabilityChecksReadAsTheNewestIOS() throws {
        let text = """
            func makeLayout() -> UICollectionViewLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                if #available(iOS 15.0, *) {
                    configuration.headerTopPadding = 12
                }
                if #unavailable(iOS 14) {
                    configuration.headerMode = .supplementary
                }
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        let document = try F.document(text)
        guard case .list(let list) = document.sections[0].kind else { Issue.record("not a list"); return }
        #expect(list.headerTopPadding == 12)
        #expect(list.headerMode == ListConfiguration.HeaderMode.none)
    }

    /// A --value no layout reads is named in the report (a typo, or another file's value);
    /// `self.` in its name is the same value as without.
    @Test func unreadValuesAreNamedAndSelfIsLeftOut() throws {
        let text = """
            final class GridViewController: UIViewController {
                func makeSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(44)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                }
            }
            """
        let report = try F.report(text, SwiftImportOptions(values: ["self.columns": "4", "colums": "3"]))
        #expect(report.failures.isEmpty)
        #expect(report.layouts.first.flatMap { firstSubitem($0.document) }?.size.width == .fractionalWidth(0.25))
        #expect(report.unreadValues == ["colums"])
    }

    /// Bare text is not a value: `idiom=pad` would silently differ from `.pad`.
    @Test func bareTextIsNotAValue() {
        #expect(SwiftImportOptions.problem(withValue: "pad") != nil)
        #expect(SwiftImportOptions.problem(withValue: "[.a, b]") != nil)
        #expect(SwiftImportOptions.problem(withValue: ".pad") == nil)
        #expect(SwiftImportOptions.problem(withValue: "\"pad\"") == nil)
        #expect(SwiftImportOptions.problem(withValue: "[.hero, .grid]") == nil)
        #expect(SwiftImportOptions.problem(withValue: " 3.5 ") == nil)
    }

    /// What the code leaves to the app is said, not guessed silently: a layout of one section
    /// for every index gets one unless --sections says, with a note; a stored `var` of the app
    /// is read at its initial value, with a note naming the --value that overrides it.
    @Test func guessesAreNoted() throws {
        let text = """
            final class ListViewController: UIViewController {
                var appearance: UICollectionLayoutListConfiguration.Appearance = .plain
                func makeLayout() -> UICollectionViewLayout {
                    let configuration = UICollectionLayoutListConfiguration(appearance: self.appearance)
                    return UICollectionViewCompositionalLayout.list(using: configuration)
                }
            }
            """
        let layout = try #require(try F.importing(text).first)
        #expect(layout.notes.map(\.description) == [
            "Layouts.swift:4:77: `appearance` is a `var` the app may change: its initial value was read (give another with --value appearance=VALUE)",
            "Layouts.swift:3:10: one section: the layout repeats it for every section of the data source, which only the app knows (give --sections N)",
        ])
        let given = try #require(try F.importing(text, SwiftImportOptions(sectionCount: 2, values: ["appearance": ".grouped"])).first)
        #expect(given.notes.isEmpty)
        #expect(given.document.sections.count == 2)
    }

    /// Setup code whose layout is made from a value only the app knows, through other names:
    /// the message is at the value, with the --value that gives it, not at the last name made
    /// from it.
    @Test func setupCodeReportsWhereTheChainStarts() throws {
        let text = """
            final class FeedViewController: UICollectionViewController {
                func configureCollectionView() {
                    let sidebar = traitCollection.userInterfaceIdiom == .pad
                    var config = UICollectionLayoutListConfiguration(appearance: sidebar ? .sidebar : .insetGrouped)
                    config.headerMode = .supplementary
                    let layout = UICollectionViewCompositionalLayout.list(using: config)
                    collectionView.setCollectionViewLayout(layout, animated: false)
                }
            }
            """
        let report = try F.report(text)
        #expect(report.failures.flatMap(\.errors).map(\.description) == [
            "Layouts.swift:3:23: `traitCollection` is not a constant of this code (a value known only at run time? give it with --value traitCollection.userInterfaceIdiom=VALUE)",
        ])
        let given = try F.report(text, SwiftImportOptions(values: ["traitCollection.userInterfaceIdiom": ".phone"]))
        #expect(given.failures.isEmpty)
        guard case .list(let list)? = given.layouts.first?.document.sections[0].kind else { Issue.record("not a list"); return }
        #expect(list.appearance == .insetGrouped)
        #expect(list.headerMode == .supplementary)
    }

    /// `effectiveContentSize.width` is the width less the reference insets (the safe area in a
    /// notched iPhone's landscape), not the container's width: its comparisons become
    /// `minEffectiveWidth`/`maxEffectiveWidth`, `contentSize.width`'s `minWidth`/`maxWidth`.
    @Test func effectiveWidthIsNotTheContainerWidth() throws {
        func provider(_ size: String) -> String {
            """
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let columns = environment.container.\(size).width > 800 ? 4 : 2
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
                }
            }
            """
        }
        let effective = try F.document(provider("effectiveContentSize"), SwiftImportOptions(sectionCount: 1))
        #expect(effective.sections[0].variants.map(\.when) == [VariantCondition(minEffectiveWidth: 800.0.nextUp)])
        let width = try F.document(provider("contentSize"), SwiftImportOptions(sectionCount: 1))
        #expect(width.sections[0].variants.map(\.when) == [VariantCondition(minWidth: 800.0.nextUp)])
        let both = """
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let wide = environment.container.contentSize.width > 800 || environment.container.effectiveContentSize.width > 700
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(wide ? 0.25 : 0.5), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
                }
            }
            """
        #expect(F.errors(both, SwiftImportOptions(sectionCount: 1)).map(\.reason) == [
            "the provider compares both the container's width and its effective width (effectiveContentSize): a variant reads one of them",
        ])
    }

    /// Where Swift types an expression `Int`, its division truncates: a binding typed `Int` or
    /// `NSInteger`, parentheses, literal arithmetic in an untyped binding or a conversion's
    /// argument, a ternary or `??` of `Int`s, `as Int`, a function of the files returning
    /// `Int`, an element of an array of integer literals, a loop over one. Each height below is
    /// 10 plus the Int 7 / 2 = 3 (or 1 + 3 = 4, or 15 / 2 * 2 = 14), worked by hand.
    @Test(arguments: [
        ("let h: Int = 7 / 2", 13.0), ("let h = (7 / 2)", 13), ("let h = 1 + 7 / 2", 14), ("let h = 15 / 2 * 2", 24),
        ("let h = CGFloat(7 / 2)", 13), ("let n = flag ? 7 : 9; let h = n / 2", 13), ("let n: NSInteger = 7; let h = n / 2", 13),
        ("let n = sevens() ; let h = n / 2", 13), ("let maybe: Int? = 7; let h = (maybe ?? 9) / 2", 13),
        ("let n = 7 as Int; let h = n / 2", 13), ("let h = counts[1] / 2", 13), ("let h: CGFloat = 7 / 2", 13.5),
        ("let h = CGFloat(7) / 2", 13.5),
    ])
    func integerDivisionWhereSwiftTypesInt(code: String, height: Double) throws {
        let text = """
            let flag = true
            let counts = [3, 7]
            func sevens() -> Int { 7 }
            func makeSection() -> NSCollectionLayoutSection {
                \(code)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10 + CGFloat(h))))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            }
            """
        #expect(firstSubitem(try F.document(text))?.size.height == .absolute(height))
    }

    /// A parameter with a default is read with it, whatever its type: an `Int` is not the
    /// section index, an enum of the files not the section kind, when the app's call can leave
    /// it at its default.
    @Test func aDefaultWinsOverTheRoleItsTypeSuggests() throws {
        let text = """
            enum CardStyle { case compact, large }
            func cardSection(style: CardStyle = .large, rows: Int = 1) -> NSCollectionLayoutSection {
                let h: CGFloat = style == .large ? 300 : 100
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rows == 0 ? 200 : h)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            }
            """
        let document = try F.document(text)
        #expect(document.sections.count == 1)
        #expect(firstSubitem(document)?.size.height == .absolute(300))
    }

    /// Every view controller may have its own `enum Section` and `Metrics`: each layout reads
    /// the ones declared around it, as Swift resolves them, and two files' `private` ones are
    /// told apart by file; a name nothing around the code tells apart is refused.
    @Test func namesResolveToTheDeclarationAroundTheCode() throws {
        func controller(_ name: String, cases: String, height: Int) -> String {
            """
            final class \(name): UIViewController {
                enum Section: Int, CaseIterable { case \(cases) }
                enum Metrics { static let rowHeight: CGFloat = \(height) }
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        guard Section(rawValue: index) != nil else { return nil }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
                    }
                }
            }
            """
        }
        let text = controller("GridViewController", cases: "small, big", height: 120)
            + "\n" + controller("ListViewController", cases: "big, small, tiny", height: 44)
        let layouts = try F.importing(text)
        #expect(layouts.map(\.name) == ["grid-view-controller-create-layout", "list-view-controller-create-layout"])
        #expect(layouts.map { $0.document.sections.map(\.name) } == [["small", "big"], ["big", "small", "tiny"]])
        #expect(layouts.map { firstSubitem($0.document)?.size.height } == [.absolute(120), .absolute(44)])

        let files = [("A", 30), ("B", 60)].map { name, height in
            SwiftSource(path: "\(name).swift", text: """
                private let rowHeight: CGFloat = \(height)
                func \(name.lowercased())Section() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
                }
                """)
        }
        let both = try SwiftLayoutImporter.importLayouts(from: files)
        #expect(both.map { firstSubitem($0.document)?.size.height } == [.absolute(30), .absolute(60)])
    }

    /// A provider asking which device it runs on (the environment's trait collection, the view
    /// controller's, or `UIDevice.current`) becomes a variant on the idiom: an iPhone's answer
    /// is the section, an iPad's the variant's keys.
    @Test(arguments: ["environment.traitCollection", "traitCollection", "UIDevice.current"])
    func theDeviceIdiomBecomesAVariant(asked: String) throws {
        let text = """
            final class ExploreViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let columns = \(asked).userInterfaceIdiom == .pad ? 3 : 1
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
                    }
                }
            }
            """
        let document = try F.document(text, SwiftImportOptions(sectionCount: 1))
        #expect(firstSubitem(document)?.size.width == .fractionalWidth(1))
        let variant = try #require(document.sections[0].variants.first)
        #expect(document.sections[0].variants.count == 1)
        #expect(variant.when == VariantCondition(idiom: .pad))
        guard case .group(let pad)? = variant.group?.kind else { Issue.record("no group"); return }
        #expect(pad.subitems.first?.size.width == .fractionalWidth(1.0 / 3))
    }

    /// Setup code handing over a layout function's layout as it is, is that layout (imported
    /// once); one calling it with other arguments, or changing it before the hand-over, makes
    /// a layout of its own, named after the setup site.
    @Test func setupCodeThatChangesALayoutFunctionsLayoutKeepsItsOwn() throws {
        let text = """
            final class CarouselViewController: UIViewController {
                func carousel(width: CGFloat = 180) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(200)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .continuous
                    return UICollectionViewCompositionalLayout(section: section)
                }
                override func viewDidLoad() {
                    collectionView.collectionViewLayout = carousel()
                }
                func showWide() {
                    collectionView.setCollectionViewLayout(carousel(width: 300), animated: true)
                }
                func showHorizontal() {
                    let layout = carousel()
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.scrollDirection = .horizontal
                    layout.configuration = configuration
                    collectionView.collectionViewLayout = layout
                }
            }
            """
        let layouts = try F.importing(text, SwiftImportOptions(sectionCount: 1))
        #expect(layouts.map(\.name) == ["carousel", "carousel-view-controller-show-wide", "carousel-view-controller-show-horizontal"])
        #expect(layouts.map { $0.document.sections[0].group.size.width } == [.absolute(180), .absolute(300), .absolute(180)])
        #expect(layouts.map(\.document.configuration.scrollDirection) == [.vertical, .vertical, .horizontal])
    }

    /// `let alias = section` makes two names for one UIKit object: a change through one name
    /// is refused at its place rather than lost; reading both names is fine. A `--value` for a
    /// `Self.`-qualified value is given without `Self.`, as the note says.
    @Test func aSecondNameForAnObjectIsNotChangedSilently() throws {
        let text = """
            func makeSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
                let alias = section
                alias.interGroupSpacing = 20
                return section
            }
            """
        #expect(F.errors(text).map(\.description) == [
            "Layouts.swift:5:5: `alias` names the same object as another constant (`let alias = …` of another name, or the other way): a change through one name is a change through both, which the importer does not follow; use one name",
        ])
        let read = text.replacingOccurrences(of: "alias.interGroupSpacing = 20", with: "section.interGroupSpacing = alias.interGroupSpacing + 20")
        #expect(F.errors(read).count == 1)
        let unaliased = text.replacingOccurrences(of: "let alias = section\n    alias.interGroupSpacing = 20", with: "section.interGroupSpacing = 20")
        #expect(try F.document(unaliased).sections[0].interGroupSpacing == 20)

        let noted = """
            enum Rows {
                static var rowHeight: CGFloat = 44
                static func section() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.rowHeight)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
                }
            }
            """
        let given = try F.report(noted, SwiftImportOptions(values: ["rowHeight": "80"]))
        #expect(given.unreadValues.isEmpty)
        #expect(given.layouts.first.flatMap { firstSubitem($0.document) }?.size.height == .absolute(80))
    }
}
#endif
