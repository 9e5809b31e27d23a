#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// What a provider asks of its traits (the vertical size class, the text size) and the counts
/// it works out from its width come back as the format says them: variants in the order the
/// code tests them (the first that holds applies, semantics §1), and `adaptiveCount` (§5.6).
@Suite struct ImporterTraitTests {
    /// A provider whose section differs by `condition`, with one `fractionalWidth(1/3)` item in
    /// that case and a full-width one otherwise.
    static func provider(_ condition: String) -> String {
        """
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let columns = \(condition) ? 3 : 1
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
            }
        }
        """
    }

    /// Each way of asking becomes the condition that holds exactly where the code's answer is
    /// true. The section's own environment is an iPhone in portrait at the default text size
    /// (`large`), so a question whose answer is false there gives the variant.
    @Test(arguments: [
        ("environment.traitCollection.verticalSizeClass == .compact", VariantCondition(verticalSizeClass: .compact)),
        ("environment.traitCollection.verticalSizeClass != .regular", VariantCondition(verticalSizeClass: .compact)),
        ("environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory",
         VariantCondition(minContentSizeCategory: .accessibilityMedium)),
        ("environment.traitCollection.preferredContentSizeCategory >= .extraLarge",
         VariantCondition(minContentSizeCategory: .extraLarge)),
        // `> .extraLarge` is `>= .extraExtraLarge`, the next size.
        ("environment.traitCollection.preferredContentSizeCategory > .extraLarge",
         VariantCondition(minContentSizeCategory: .extraExtraLarge)),
        ("traitCollection.preferredContentSizeCategory <= .small", VariantCondition(maxContentSizeCategory: .small)),
        ("environment.traitCollection.preferredContentSizeCategory < .medium", VariantCondition(maxContentSizeCategory: .small)),
        ("environment.traitCollection.preferredContentSizeCategory == .accessibilityLarge",
         VariantCondition(minContentSizeCategory: .accessibilityLarge, maxContentSizeCategory: .accessibilityLarge)),
        // Arithmetic on the width moves the boundary: w − 32 > 600 is w > 632.
        ("environment.container.effectiveContentSize.width - 32 > 600", VariantCondition(minEffectiveWidth: 632.0.nextUp)),
        ("environment.container.contentSize.width / 2 >= 300", VariantCondition(minWidth: 600)),
        ("1000 - environment.container.contentSize.width < 400", VariantCondition(minWidth: 600.0.nextUp)),
    ])
    func aQuestionBecomesItsCondition(condition: String, expected: VariantCondition) throws {
        let document = try F.document(Self.provider(condition), SwiftImportOptions(sectionCount: 1))
        guard case .group(let own) = document.sections[0].group.kind else { Issue.record("no group"); return }
        #expect(own.subitems[0].size.width == .fractionalWidth(1))
        #expect(document.sections[0].variants.map(\.when) == [expected])
        guard case .group(let variant)? = document.sections[0].variants.first?.group?.kind else { Issue.record("no variant group"); return }
        #expect(variant.subitems[0].size.width == .fractionalWidth(1.0 / 3))
    }

    /// A text size the default satisfies: the answer false is the variant, on the sizes below.
    @Test func aQuestionTheDefaultAnswersTrueGivesTheOtherSide() throws {
        let document = try F.document(Self.provider("environment.traitCollection.preferredContentSizeCategory < .accessibilityMedium"),
                                      SwiftImportOptions(sectionCount: 1))
        // Below accessibilityMedium (large included): three columns, the section's own.
        guard case .group(let own) = document.sections[0].group.kind else { Issue.record("no group"); return }
        #expect(own.subitems[0].size.width == .fractionalWidth(1.0 / 3))
        #expect(document.sections[0].variants.map(\.when) == [VariantCondition(minContentSizeCategory: .accessibilityMedium)])
    }

    /// Tests in a row, as apps and `export --swift` write them, come back as variants in that
    /// order: at an accessibility size in landscape both hold, and the first, the text size,
    /// wins, in the code and in the document alike.
    @Test func consecutiveTestsAreVariantsInTheirOrder() throws {
        let document = try F.document("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    var height: CGFloat = 120
                    if environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                        height = 200
                    } else if environment.traitCollection.verticalSizeClass == .compact {
                        height = 90
                    }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """, SwiftImportOptions(sectionCount: 1))
        let section = document.sections[0]
        #expect(section.group.size.height == .absolute(120))
        #expect(section.variants.map(\.when) == [VariantCondition(minContentSizeCategory: .accessibilityMedium),
                                                 VariantCondition(verticalSizeClass: .compact)])
        #expect(section.variants.map { $0.group?.size.height } == [.absolute(200), .absolute(90)])
        // Landscape at an accessibility size: the text size's variant, as the code's first `if`.
        let landscape = section.resolved(for: VariantTraits(width: 852, horizontalSizeClass: .compact,
                                                       verticalSizeClass: .compact, contentSizeCategory: .accessibilityLarge))
        #expect(landscape.group.size.height == .absolute(200))
    }

    /// A branch whose answer is the section's own is left out of the variants, and the ones after
    /// it then say what kept them from it: wide and compact-tall is the plain section, so the
    /// compact variant must stop below 600 effective points.
    @Test func aBranchThatGivesTheSectionsOwnAnswerNarrowsTheOnesAfterIt() throws {
        let document = try F.document("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let plain = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item]))
                    if environment.container.effectiveContentSize.width >= 600 {
                        if environment.traitCollection.verticalSizeClass == .compact { return plain }
                    }
                    if environment.traitCollection.verticalSizeClass == .compact {
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitems: [item]))
                    }
                    return plain
                }
            }
            """, SwiftImportOptions(sectionCount: 1))
        let section = document.sections[0]
        #expect(section.variants.map(\.when) == [VariantCondition(verticalSizeClass: .compact, maxEffectiveWidth: 600.0.nextDown)])
        func height(_ width: Double, _ vertical: SizeClass) -> Dimension {
            section.resolved(for: VariantTraits(width: width, horizontalSizeClass: .compact, verticalSizeClass: vertical)).group.size.height
        }
        #expect(height(390, .compact) == .absolute(90))
        #expect(height(700, .compact) == .absolute(120))
        #expect(height(390, .regular) == .absolute(120))
    }

    /// App-style code that works the column count out from the width by the rule of §5.6:
    /// 150-point columns 8 apart, in a section inset 16 each side, at most 4. The count is
    /// `floor((w − 32 + 8) / 158)`, which is adaptiveCount with m = 158 − 8 = 150.
    static let adaptiveGrid = """
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let available = environment.container.effectiveContentSize.width - 2 * 16
                let columns = max(1, min(4, Int((available + 8) / (150 + 8))))
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
                group.interItemSpacing = .fixed(8)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            }
        }
        """

    /// Worked by hand at 390 points: L = 358, N = floor(366 / 158) = 2 slots of (358 − 8) / 2 =
    /// 175 at x = 16 and 199; at 1024: L = 992, floor(1000 / 158) = 6, clamped to 4 slots of
    /// (992 − 24) / 4 = 242 at x = 16, 266, 516 and 766.
    @Test func aCountWorkedOutFromTheWidthIsAdaptiveCount() throws {
        let document = try F.document(Self.adaptiveGrid, SwiftImportOptions(sectionCount: 1))
        guard case .group(let group) = document.sections[0].group.kind else { Issue.record("no group"); return }
        #expect(group.repetition == .adaptive(AdaptiveCount(minimumWidth: 150, maximum: 4)))
        #expect(document.sections[0].variants.isEmpty)
        var environment = SolveEnvironment(width: 390, height: 844)
        environment.defaultItemCount = 6
        let phone = try solve(document, in: environment)
        #expect(phone.cellFrame(section: 0, item: 0) == Rect(x: 16, y: 0, width: 175, height: 100))
        #expect(phone.cellFrame(section: 0, item: 1) == Rect(x: 199, y: 0, width: 175, height: 100))
        environment.width = 1024
        let pad = try solve(document, in: environment)
        #expect((0..<4).map { pad.cellFrame(section: 0, item: $0).x } == [16, 266, 516, 766])
        #expect(pad.cellFrame(section: 0, item: 3).width == 242)
    }

    /// A count from the width that is not the rule is refused where the count is given, naming
    /// the rule and what differs: here the insets are left out of the width (the constant part
    /// is 0 where 16 + 16 insets make it −32), or there is no maximum.
    @Test(arguments: [
        ("min(max(Int(environment.container.effectiveContentSize.width / 200), 1), 5)",
         "the constant part is 0.0 where the group's insets and spacing make it -32.0"),
        ("max(1, Int(environment.container.effectiveContentSize.width / 200))", "at most a whole maximum (`min(…, N)`)"),
        ("min(max(Int(environment.container.contentSize.width / 200), 1), 5)", "it reads contentSize.width"),
        ("min(max(Int((environment.container.effectiveContentSize.width / 200).rounded()), 1), 5)",
         "rounds a value computed from the container's width other than down"),
    ])
    func aCountThatIsNotTheRuleIsRefused(count: String, reason: String) throws {
        let errors = F.errors("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: \(count))
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                    return section
                }
            }
            """, SwiftImportOptions(sectionCount: 1))
        #expect(errors.count == 1)
        #expect(errors.first?.line == 4)
        #expect(errors.first?.reason.contains(reason) == true, "\(errors)")
    }

    /// A provider telling apart more environments than the limit is refused at the provider,
    /// before it is run in each: 341 width comparisons cut 342 ranges, and comparisons with the
    /// 11 text sizes above the smallest cut 12, 4,104 environments in all.
    @Test func tooManyEnvironmentsAreRefused() {
        let widths = (1...341).map { "if environment.container.contentSize.width > \($0) { height = \($0) }" }
        let sizes = ContentSizeCategory.allCases.dropFirst().map {
            "if environment.traitCollection.preferredContentSizeCategory >= .\($0.rawValue) { height += 1 }"
        }
        let comparisons = widths + sizes
        let errors = F.errors("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    var height: CGFloat = 1
                    \(comparisons.joined(separator: "\n        "))
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """, SwiftImportOptions(sectionCount: 1))
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first?.reason == "the provider tells apart 4104 environments (widths, size classes, idiom, text sizes), more than the importer's limit of 4096")
    }

    /// `min`, `max`, `floor` and `rounded` of constants are numbers like any other.
    @Test func standardFunctionsOfConstants() throws {
        let document = try F.document("""
            func makeLayout() -> NSCollectionLayoutSection {
                let columns = min(max(Int((7.0 / 2).rounded(.down)), 1), 6)
                let height = floor(100.7) + max(1, 2, 3)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitem: item, count: columns))
            }
            """)
        guard case .group(let group) = document.sections[0].group.kind else { Issue.record("no group"); return }
        #expect(group.repetition == .count(3))
        #expect(document.sections[0].group.size.height == .absolute(103))
    }
}
#endif

#if SwiftImport
/// The hostile review's findings, each worked by hand from the Swift.
@Suite struct ImporterTraitReviewTests {
    /// A provider whose `spacing` (interGroupSpacing) the statements set.
    static func spacing(_ statements: String) -> String {
        """
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let w = environment.container.contentSize.width
                let t = environment.traitCollection
                var spacing: CGFloat = 2
                \(statements)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
                section.interGroupSpacing = spacing
                return section
            }
        }
        """
    }

    static func spacing(of section: Section, _ traits: VariantTraits) -> Double {
        section.resolved(for: traits).interGroupSpacing
    }

    /// `>= 550` and `> 550` cut the widths at one value from either side: 2 below 550, 1 at
    /// 550 exactly, 3 above it.
    @Test func aStrictAndAnInclusiveComparisonAtOneValue() throws {
        let document = try F.document(Self.spacing("if w >= 550 { spacing = 1 }\n        if w > 550 { spacing = 3 }"),
                                      SwiftImportOptions(sectionCount: 1))
        let section = document.sections[0]
        let at = { (width: Double) in Self.spacing(of: section, VariantTraits(width: width, horizontalSizeClass: .compact)) }
        #expect([at(393), at(549.5), at(550), at(550.5), at(1024)] == [2, 2, 1, 3, 3])
    }

    /// A Mac is an idiom of its own: `.phone → 1, else 2` gives 2 on a Mac too, and a `.mac`
    /// case is not lost.
    @Test func theMacIdiomIsRun() throws {
        let phoneOrNot = try F.document(Self.spacing("if t.userInterfaceIdiom == .phone { spacing = 1 } else { spacing = 2 }"),
                                        SwiftImportOptions(sectionCount: 1)).sections[0]
        let each = try F.document(Self.spacing("switch t.userInterfaceIdiom {\n        case .pad: spacing = 1\n        case .mac: spacing = 4\n        default: spacing = 3\n        }"),
                                  SwiftImportOptions(sectionCount: 1)).sections[0]
        func on(_ section: Section, _ idiom: UserInterfaceIdiom) -> Double {
            Self.spacing(of: section, VariantTraits(width: 1024, horizontalSizeClass: .regular, idiom: idiom))
        }
        #expect([on(phoneOrNot, .phone), on(phoneOrNot, .pad), on(phoneOrNot, .mac)] == [1, 2, 2])
        #expect([on(each, .phone), on(each, .pad), on(each, .mac)] == [3, 1, 4])
        #expect(each.variants.map(\.when) == [VariantCondition(idiom: .pad), VariantCondition(idiom: .mac)])
    }

    /// `(w − 32) / 3 >= 96` holds at 320 in Swift's arithmetic (288 / 3 = 96), though
    /// (96 − (−32/3)) / (1/3) comes to a rounding step above 320: the bound is Swift's.
    @Test func aBoundFromArithmeticIsWhereSwiftFlips() throws {
        let document = try F.document(Self.spacing("if (w - 32) / 3 >= 96 { spacing = 1 }"), SwiftImportOptions(sectionCount: 1))
        #expect(document.sections[0].variants.map(\.when) == [VariantCondition(minWidth: 320)])
    }

    /// `!`, and a comparison no container width can change (a bound past any width) is constant.
    @Test func notAndConstantComparisons() throws {
        let not = try F.document(Self.spacing("if !t.preferredContentSizeCategory.isAccessibilityCategory { spacing = 1 }"),
                                 SwiftImportOptions(sectionCount: 1)).sections[0]
        #expect(not.interGroupSpacing == 1)
        #expect(not.variants.map(\.when) == [VariantCondition(minContentSizeCategory: .accessibilityMedium)])
        let never = try F.document(Self.spacing("if w > 1.7976931348623157e308 { spacing = 1 }\n        if w >= -1e308 { spacing += 5 }"),
                                   SwiftImportOptions(sectionCount: 1)).sections[0]
        #expect(never.interGroupSpacing == 7)
        #expect(never.variants.isEmpty)
    }

    /// `>= 1` names index 1 as `!= 0` does; the sections past it are the data source's, said in
    /// a note rather than silently left at 2.
    @Test func sectionsPastTheNamedIndicesAreNoted() throws {
        let report = try F.report("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
                    section.interGroupSpacing = sectionIndex >= 1 ? 2 : 1
                    return section
                }
            }
            """)
        let layout = try #require(report.layouts.first)
        #expect(layout.document.sections.map(\.interGroupSpacing) == [1, 2])
        #expect(layout.notes.contains { $0.reason.hasPrefix("2 sections, the indices the provider names; it builds sections past them too") },
                "\(layout.notes)")
    }

    /// The rule written with the clamps on a floored CGFloat, and round constants: 200-point
    /// columns 10 apart in a section inset 20 each side (`(w − 40 + 10) / 210`).
    @Test func theRuleClampedBeforeIntAndRoundConstants() throws {
        let document = try F.document("""
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let ew = environment.container.effectiveContentSize.width
                    let columns = Int(min(max(floor((ew - 40 + 10) / 210), 1), 5))
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
                    group.interItemSpacing = .fixed(10)
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                    return section
                }
            }
            """, SwiftImportOptions(sectionCount: 1))
        guard case .group(let group) = document.sections[0].group.kind else { Issue.record("no group"); return }
        #expect(group.repetition == .adaptive(AdaptiveCount(minimumWidth: 200, maximum: 5)))
    }
}
#endif
