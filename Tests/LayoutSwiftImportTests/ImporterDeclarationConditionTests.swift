#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// `#if` around declarations, at a file's top level, in a type's body, among an enum's cases
/// and a switch's: what an iOS app built for a device declares is the clause that holds, and
/// only it is read.
@Suite struct ImporterDeclarationConditionTests {
    /// A layout function `name` whose rows are `height` high and `width` wide.
    private func layoutFunction(_ name: String, height: String, width: String = "1") -> String {
        """
        func \(name)() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(\(width)), heightDimension: .absolute(\(height))), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """
    }

    /// Two `createLayout`s in a view controller, one for iOS and one for the Mac: one layout,
    /// the iOS clause's (rows 44 high, the whole width), and no word of the other.
    @Test func theClauseForAnIOSDeviceDeclaresTheLayout() throws {
        let report = try F.report("""
            final class FeedViewController: UIViewController {
                #if os(macOS)
                \(layoutFunction("createLayout", height: "30", width: "0.5"))
                #elseif os(iOS)
                \(layoutFunction("createLayout", height: "44"))
                #endif
            }
            """)
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.leftOut.isEmpty)
        #expect(report.layouts.map(\.name) == ["create-layout"])
        let group = try #require(report.layouts.first?.document.sections.first?.group)
        #expect(group.size.height == .absolute(44))
        #expect(group.size.width == .fractionalWidth(1))
    }

    /// A layout under `#if DEBUG` is left out, as in the release build an app ships, and the
    /// user is told where and how to read it; `--value DEBUG=true` reads it (and the value
    /// counts as read).
    @Test func aLayoutTheBuildLeavesOutIsNamed() throws {
        let text = """
            \(layoutFunction("feedLayout", height: "44"))
            #if DEBUG
            \(layoutFunction("debugGalleryLayout", height: "10"))
            #endif
            """
        let release = try F.report(text)
        #expect(release.layouts.map(\.name) == ["feed-layout"])
        #expect(release.leftOut.map(\.name) == ["debug-gallery-layout"])
        #expect(release.leftOut.flatMap(\.errors).map(\.description) == [
            "Layouts.swift:7:6: `debugGalleryLayout` is not imported: it is declared in a #if clause that does not hold in an iOS app built for a device; `#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)",
        ])
        // Chosen by name, the left-out layout is what the report keeps.
        #expect(release.selecting("debugGalleryLayout")?.leftOut.map(\.name) == ["debug-gallery-layout"])

        let debug = try F.report(text, SwiftImportOptions(values: ["DEBUG": "true"]))
        #expect(debug.layouts.map(\.name) == ["feed-layout", "debug-gallery-layout"])
        #expect(debug.layouts[1].document.sections[0].group.size.height == .absolute(10))
        #expect(debug.leftOut.isEmpty)
        #expect(debug.unreadValues.isEmpty)
    }

    /// Constants, helpers and enum cases the layout reads come from the clauses that hold:
    /// spacing 8 (not the Mac's 4), 3 columns (not Catalyst's 2), and the sections the enum
    /// declares without its debug case, hero then grid, 300 and 100 high. Given `DEBUG`, the
    /// debug case is a section between them, 20 high.
    @Test func whatTheLayoutReadsComesFromTheClausesThatHold() throws {
        let text = """
            #if os(macOS)
            let spacing: CGFloat = 4
            #else
            let spacing: CGFloat = 8
            #endif

            enum Section: Int, CaseIterable {
                case hero
                #if DEBUG
                case debugInfo
                #endif
                case grid
            }

            final class HomeViewController {
                #if targetEnvironment(macCatalyst)
                func columns() -> Int { 2 }
                #else
                func columns() -> Int { 3 }
                #endif

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let kind = Section(rawValue: index)!
                        let height: CGFloat
                        switch kind {
                        case .hero: height = 300
                        #if DEBUG
                        case .debugInfo: height = 20
                        #endif
                        case .grid: height = 100
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(self.columns())), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = spacing
                        return section
                    }
                }
            }
            """
        let release = try F.document(text)
        #expect(release.sections.map(\.name) == ["hero", "grid"])
        #expect(release.sections.map { $0.group.size.height } == [.absolute(300), .absolute(100)])
        #expect(release.sections.map(\.interGroupSpacing) == [8, 8])
        guard case .group(let group) = release.sections[0].group.kind else { Issue.record("not a group"); return }
        #expect(group.subitems[0].size.width == .fractionalWidth(1.0 / 3))

        let debug = try F.document(text, SwiftImportOptions(values: ["DEBUG": "true"]))
        #expect(debug.sections.map(\.name) == ["hero", "debug-info", "grid"])
        #expect(debug.sections.map { $0.group.size.height } == [.absolute(300), .absolute(20), .absolute(100)])
    }

    /// A flag only the build knows around declarations: a layout in a clause, or a constant a
    /// layout reads, is refused at the condition with the advice; given, the clause it names
    /// is read. What the layout does not read is no concern of it.
    @Test func aFlagOnlyTheBuildKnowsIsAskedFor() throws {
        let layouts = """
            #if BETA
            \(layoutFunction("makeLayout", height: "60"))
            #else
            \(layoutFunction("makeLayout", height: "44"))
            #endif
            """
        let refused = "`#if BETA`: a build flag only the build knows (give --value BETA=true or false)"
        #expect(F.errors(layouts).map(\.description) == ["Layouts.swift:1:5: \(refused)"])
        #expect(try F.document(layouts, SwiftImportOptions(values: ["BETA": "false"])).sections[0].group.size.height == .absolute(44))
        #expect(try F.document(layouts, SwiftImportOptions(values: ["BETA": "true"])).sections[0].group.size.height == .absolute(60))

        let constant = """
            #if BETA
            let rowHeight: CGFloat = 60
            #else
            let rowHeight: CGFloat = 44
            #endif
            #if INTERNAL
            let unread: CGFloat = 1
            #endif
            \(layoutFunction("makeLayout", height: "rowHeight"))
            """
        #expect(F.errors(constant).map(\.description) == ["Layouts.swift:1:5: \(refused)"])
        #expect(try F.document(constant, SwiftImportOptions(values: ["BETA": "true"])).sections[0].group.size.height == .absolute(60))
    }

    /// Setup code that hands a layout over in a `#if` clause: the clause the build holds
    /// hands over one layout, made with what runs before it there (rows 44 high, not the
    /// Mac's 30); the item made before the `#if` is in it.
    @Test func setupCodeHandsOverWhatTheClauseThatHoldsBuilds() throws {
        let layout = "UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])))"
        let report = try F.report("""
            final class GalleryViewController: UIViewController {
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    #if targetEnvironment(macCatalyst)
                    let height: CGFloat = 30
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: \(layout))
                    #else
                    let height: CGFloat = 44
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: \(layout))
                    #endif
                }
            }
            """)
        #expect(report.failures.flatMap(\.errors) == [])
        #expect(report.layouts.map(\.name) == ["gallery-view-controller-view-did-load"])
        let group = try #require(report.layouts.first?.document.sections.first?.group)
        #expect(group.size.height == .absolute(44))
        guard case .group(let content) = group.kind else { Issue.record("not a group"); return }
        #expect(content.subitems[0].size.width == .fractionalWidth(0.5))
    }

    /// What a layout reads from a `#if DEBUG` around declarations carries the note that says
    /// which build was read, as in a function body: a constant (groups a quarter wide, not the
    /// debug build's whole width) and an enum's cases (two sections). A `#if` only the build can decide around
    /// an enum's other members leaves its cases known.
    @Test func theDebugNoteFollowsWhatTheLayoutReads() throws {
        let note = "`#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)"
        let constant = try #require(try F.importing("""
            #if DEBUG
            let columns = 1
            #else
            let columns = 4
            #endif
            \(layoutFunction("makeLayout", height: "44", width: "1 / CGFloat(columns)"))
            """).first)
        #expect(constant.document.sections[0].group.size.width == .fractionalWidth(0.25))
        #expect(constant.notes.map(\.description).contains("Layouts.swift:1:5: \(note)"))

        let enumText = """
            enum Kind: Int, CaseIterable {
                case header
                #if DEBUG
                case diagnostics
                #endif
                case body
                #if BETA
                static let experimental = true
                #endif
            }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let height: CGFloat = Kind(rawValue: index) == .header ? 80 : 40
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """
        let sections = try #require(try F.importing(enumText).first)
        #expect(sections.document.sections.map(\.name) == ["header", "body"])
        #expect(sections.document.sections.map { $0.group.size.height } == [.absolute(80), .absolute(40)])
        #expect(sections.notes.map(\.description).contains("Layouts.swift:3:9: \(note)"))
    }

    /// Two types' `createLayout`s, one under `#if DEBUG`: the note names the left-out one with
    /// its type, and `--layout` finds it by the name it would have beside the other.
    @Test func aLeftOutLayoutIsNamedWithItsType() throws {
        let report = try F.report("""
            final class DebugViewController {
                #if DEBUG
                \(layoutFunction("createLayout", height: "10"))
                #endif
            }
            final class FeedViewController {
                \(layoutFunction("createLayout", height: "44"))
            }
            """)
        #expect(report.layouts.map(\.name) == ["create-layout"])
        #expect(report.leftOut.map(\.name) == ["debug-view-controller-create-layout"])
        #expect(report.leftOut.flatMap(\.errors).first?.reason.hasPrefix("`DebugViewController.createLayout` is not imported") == true)
        #expect(report.selecting("debug-view-controller-create-layout")?.leftOut.count == 1)
    }

    /// A layout declared in both clauses of a `#if` only the build can decide is one layout of
    /// the build, refused once; a condition decided whatever the flag is (`BETA && os(macOS)`,
    /// `BETA || os(iOS)`) is read, either way round.
    @Test func anUndecidedLayoutIsRefusedOnceAndDecidableFlagsAreRead() throws {
        let report = try F.report("""
            #if BETA
            \(layoutFunction("createLayout", height: "60"))
            #else
            \(layoutFunction("createLayout", height: "44"))
            #endif
            \(layoutFunction("otherLayout", height: "30"))
            """)
        #expect(report.failures.flatMap(\.errors).map(\.description) == [
            "Layouts.swift:1:5: `#if BETA`: a build flag only the build knows (give --value BETA=true or false)",
        ])
        #expect(report.summary == "1 of 2 layouts imported")

        func height(_ condition: String) throws -> Dimension {
            try F.document("#if \(condition)\nlet h: CGFloat = 1\n#else\nlet h: CGFloat = 2\n#endif\n"
                + layoutFunction("makeLayout", height: "h")).sections[0].group.size.height
        }
        #expect(try height("BETA && os(macOS)") == .absolute(2))
        #expect(try height("os(macOS) && BETA") == .absolute(2))
        #expect(try height("BETA || os(iOS)") == .absolute(1))
        #expect(try height("(DEBUG || BETA) || canImport(UIKit)") == .absolute(1))
        #expect(F.errors("#if BETA && os(iOS)\nlet h: CGFloat = 1\n#endif\n" + layoutFunction("makeLayout", height: "h"))
            .map(\.description) == ["Layouts.swift:1:5: `#if BETA`: a build flag only the build knows (give --value BETA=true or false)"])
        #expect(F.errors("#if $NonescapableTypes\nlet h: CGFloat = 1\n#endif\n" + layoutFunction("makeLayout", height: "h"))
            .map(\.description) == ["Layouts.swift:1:5: `#if $NonescapableTypes`: a build flag only the build knows (give --value '$NonescapableTypes=true' or false)"])
    }

    /// A switch over the section index with a case under `#if DEBUG`: the release build has
    /// two sections (indices 0 and 1, then `default` ends the list), the debug build three.
    @Test func aSwitchCountsTheCasesTheBuildHolds() throws {
        let text = """
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let height: CGFloat
                    switch sectionIndex {
                    case 0: height = 300
                    case 1: height = 100
                    #if DEBUG
                    case 2: height = 20
                    #endif
                    default: return nil
                    }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """
        #expect(try F.document(text).sections.map { $0.group.size.height } == [.absolute(300), .absolute(100)])
        #expect(try F.document(text, SwiftImportOptions(values: ["DEBUG": "true"])).sections.map { $0.group.size.height }
            == [.absolute(300), .absolute(100), .absolute(20)])
    }
}
#endif
