import LayoutEngine
import Testing

/// Variants on the screen's traits besides width (semantics §1): vertical size class, idiom and
/// text size. Frames are worked by hand.
@Suite("Variants on traits")
struct VariantTraitTests {
    typealias F = SolverFixture

    /// `count` equal columns 100 high, full width.
    func columns(_ count: Int) -> LayoutItem {
        F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(1), .fractionalHeight(1))],
                repetition: .count(count))
    }

    func section(when condition: VariantCondition) -> Section {
        F.section(items: 4, group: columns(2), variants: [SectionVariant(when: condition, group: columns(4))])
    }

    /// `iphone-16`: 393 × 852 in portrait (compact width, regular height), 852 × 393 in landscape
    /// (compact width, compact height). A `verticalSizeClass: compact` variant of 4 columns applies
    /// in landscape only: slots 852 / 4 = 213 there; in portrait the section's 2 columns of 196.5.
    @Test func variantChosenByVerticalSizeClass() throws {
        let document = F.document([section(when: VariantCondition(verticalSizeClass: .compact))])
        let landscape = SolveEnvironment(width: 852, height: 393, sizeClass: .compact, verticalSizeClass: .compact,
                                         idiom: .phone)
        #expect(F.cells(try solve(document, in: landscape))
            == [F.rect(0, 0, 213, 100), F.rect(213, 0, 213, 100), F.rect(426, 0, 213, 100), F.rect(639, 0, 213, 100)])
        let portrait = SolveEnvironment(width: 393, height: 852, sizeClass: .compact, verticalSizeClass: .regular,
                                        idiom: .phone)
        #expect(F.cells(try solve(document, in: portrait))
            == [F.rect(0, 0, 196.5, 100), F.rect(196.5, 0, 196.5, 100), F.rect(0, 100, 196.5, 100),
                F.rect(196.5, 100, 196.5, 100)])
        // Without a preset the vertical size class is regular: the variant does not apply.
        #expect(F.cells(try solve(document, in: SolveEnvironment(width: 852, height: 393)))[1].x == 426)
    }

    /// `minContentSizeCategory: accessibilityMedium` (inclusive): at accessibilityMedium and the
    /// largest size the 4-column variant holds (slots 390 / 4 = 97.5, second cell at 97.5); at
    /// extraExtraExtraLarge, the size just below, the section's 2 columns (second cell at 195).
    @Test(arguments: [
        (ContentSizeCategory.extraExtraExtraLarge, 195.0), (.accessibilityMedium, 97.5),
        (.accessibilityExtraExtraExtraLarge, 97.5), (.large, 195),
    ])
    func variantChosenByMinimumContentSizeCategory(category: ContentSizeCategory, secondX: Double) throws {
        let document = F.document([section(when: VariantCondition(minContentSizeCategory: .accessibilityMedium))])
        let environment = SolveEnvironment(width: 390, height: 844, contentSizeCategory: category)
        #expect(F.cells(try solve(document, in: environment))[1].x == secondX)
    }

    /// `maxContentSizeCategory: small` (inclusive): holds at small and extraSmall, not at medium.
    @Test func maximumContentSizeCategoryIsInclusive() {
        let condition = VariantCondition(maxContentSizeCategory: .small)
        func at(_ category: ContentSizeCategory) -> Bool {
            condition.holds(VariantTraits(width: 390, horizontalSizeClass: .compact, contentSizeCategory: category))
        }
        #expect(at(.extraSmall) && at(.small))
        #expect(!at(.medium) && !at(.large))
    }

    /// UIKit's order: twelve names, `large` fourth, the accessibility sizes last.
    @Test func categoriesComeInUIKitsOrder() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.large.rank == 3)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory(name: "ExtraLarge") == .extraLarge)
        #expect(ContentSizeCategory.meant(by: "extraLareg") == .extraLarge)
    }

    /// Without a preset the idiom follows the width as the size class does: a pad from 600.
    @Test func idiomDefaultsByWidthAndPresetsOverride() {
        let condition = VariantCondition(idiom: .pad)
        #expect(condition.holds(SolveEnvironment(width: 700, height: 1000).variantTraits))
        #expect(!condition.holds(SolveEnvironment(width: 599, height: 1000).variantTraits))
        #expect(!condition.holds(SolveEnvironment(width: 700, height: 1000, idiom: .phone).variantTraits))
    }
}
