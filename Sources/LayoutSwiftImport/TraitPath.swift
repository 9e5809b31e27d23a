#if SwiftImport
import LayoutEngine

/// One question a provider run asked of its environment, with the answer it got. The questions
/// a run asks, in order, are the branch it took through the provider's code.
enum TraitStep: Hashable {
    /// A width comparison; `holds` when the width is in the threshold's upper range.
    case width(WidthThreshold, holds: Bool)
    case horizontalSizeClass(SizeClass)
    case verticalSizeClass(SizeClass)
    case idiom(UserInterfaceIdiom)
    /// A text size comparison, as `preferredContentSizeCategory >= atLeast`.
    case contentSizeCategory(atLeast: ContentSizeCategory, holds: Bool)

    /// The answer the section's own environment gets (the narrowest width, an iPhone in
    /// portrait at the default text size): a variant is what the other answers lead to.
    var isDefault: Bool {
        switch self {
        case .width(_, let holds): !holds
        case .horizontalSizeClass(let sizeClass): sizeClass == .compact
        case .verticalSizeClass(let sizeClass): sizeClass == .regular
        case .idiom(let idiom): idiom == .phone
        case .contentSizeCategory(let threshold, let holds): holds == (ContentSizeCategory.large >= threshold)
        }
    }

    /// Whether two steps ask the same question (their answers may differ).
    func asksAsWell(_ other: TraitStep) -> Bool {
        switch (self, other) {
        case (.width(let a, _), .width(let b, _)): a == b
        case (.horizontalSizeClass, .horizontalSizeClass), (.verticalSizeClass, .verticalSizeClass), (.idiom, .idiom): true
        case (.contentSizeCategory(let a, _), .contentSizeCategory(let b, _)): a == b
        default: false
        }
    }
}

extension ProviderRun {
    /// Whether the width this run stands for is in `threshold`'s upper range, noting the question.
    mutating func answer(widthInUpperRangeOf threshold: WidthThreshold) -> Bool {
        let holds = threshold.upperIncludesValue ? width >= threshold.value : width > threshold.value
        thresholds.insert(threshold)
        path.append(.width(threshold, holds: holds))
        return holds
    }

    /// Whether this run's text size is `threshold` or larger, noting the question.
    mutating func answer(categoryAtLeast threshold: ContentSizeCategory) -> Bool {
        let holds = contentSizeCategory >= threshold
        categoryThresholds.insert(threshold)
        path.append(.contentSizeCategory(atLeast: threshold, holds: holds))
        return holds
    }
}

/// The environment one provider run stands for.
struct ProviderEnvironment {
    var width: ProviderWidthRange
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass
    var idiom: UserInterfaceIdiom
    var contentSizeCategory: ContentSizeCategory

    /// The text sizes the thresholds cut the categories into, one category to run each with:
    /// the default (`large`) where a range holds it, else the range's smallest.
    static func categories(cutBy thresholds: Set<ContentSizeCategory>) -> [ContentSizeCategory] {
        var ranges: [[ContentSizeCategory]] = [[]]
        for category in ContentSizeCategory.allCases {
            if thresholds.contains(category), !ranges[ranges.count - 1].isEmpty { ranges.append([]) }
            ranges[ranges.count - 1].append(category)
        }
        // The default's range first: the section's own answer is the first one.
        let representatives = ranges.map { $0.contains(.large) ? .large : $0[0] }
        return [.large] + representatives.filter { $0 != .large }
    }
}

/// The environments a variant condition admits, built from the steps of a branch.
struct TraitRegion {
    private(set) var condition = VariantCondition()

    mutating func add(_ step: TraitStep) {
        switch step {
        case .width(let threshold, let holds):
            let lower = threshold.upperIncludesValue ? threshold.value : threshold.value.nextUp
            let upper = threshold.upperIncludesValue ? threshold.value.nextDown : threshold.value
            if threshold.effective {
                if holds { condition.minEffectiveWidth = max(condition.minEffectiveWidth ?? lower, lower) }
                else { condition.maxEffectiveWidth = min(condition.maxEffectiveWidth ?? upper, upper) }
            } else {
                if holds { condition.minWidth = max(condition.minWidth ?? lower, lower) }
                else { condition.maxWidth = min(condition.maxWidth ?? upper, upper) }
            }
        case .horizontalSizeClass(let sizeClass): condition.horizontalSizeClass = sizeClass
        case .verticalSizeClass(let sizeClass): condition.verticalSizeClass = sizeClass
        case .idiom(let idiom): condition.idiom = idiom
        case .contentSizeCategory(let threshold, let holds):
            if holds {
                condition.minContentSizeCategory = max(condition.minContentSizeCategory ?? threshold, threshold)
            } else if let below = ContentSizeCategory.allCases.last(where: { $0 < threshold }) {
                condition.maxContentSizeCategory = min(condition.maxContentSizeCategory ?? below, below)
            }
        }
    }
}

/// The branches a provider's runs took, turned into the section and an ordered list of
/// variants (the first that holds applies, semantics §1), the way the code reads: at each
/// question, the answer the section's own environment does not get comes first, so the last
/// branch is the section's own and every other one needs only the answers it got that
/// differ from the default (the ones before it caught the rest).
struct BranchFold {
    struct Branch {
        var path: [TraitStep]
        var section: Section?
    }

    /// Where two branches part: the index of the first question they answer differently.
    static func divergence(_ a: [TraitStep], _ b: [TraitStep]) -> Int? {
        for i in 0..<min(a.count, b.count) where a[i] != b[i] { return i }
        return nil
    }

    /// The branches in the order the variants take, or nil where two branches part on different
    /// questions (code whose questions do not follow from its earlier answers).
    static func ordered(_ branches: [Branch]) -> [Branch]? {
        var incomparable = false
        // Two answers that are neither the default (an iPad and a Mac) keep the order they were met in.
        let sorted = branches.enumerated().sorted { a, b in
            guard let i = divergence(a.element.path, b.element.path), a.element.path[i].asksAsWell(b.element.path[i]) else {
                incomparable = true
                return false
            }
            let (x, y) = (a.element.path[i].isDefault, b.element.path[i].isDefault)
            return x == y ? a.offset < b.offset : !x
        }
        return incomparable ? nil : sorted.map(\.element)
    }

    /// The variants of `base` the branches before it make, in order: a branch that gives the
    /// base's own section is left out, and the branches after it then say the answer that kept
    /// them from it.
    static func variants(of base: Section, from branches: [Branch]) -> [(VariantCondition, Section)] {
        var variants: [(VariantCondition, Section)] = []
        var leftOut: [[TraitStep]] = []
        for branch in branches {
            guard let section = branch.section else { continue }
            if section == base {
                leftOut.append(branch.path)
                continue
            }
            var region = TraitRegion()
            for step in branch.path where !step.isDefault { region.add(step) }
            for path in leftOut {
                if let i = divergence(path, branch.path) { region.add(branch.path[i]) }
            }
            variants.append((region.condition, section))
        }
        return variants
    }
}
#endif
