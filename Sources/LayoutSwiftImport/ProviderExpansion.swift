#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// A range of container widths in which every width comparison of a provider answers the same,
/// as a variant condition would state it (both ends inclusive).
struct ProviderWidthRange: Hashable {
    var minWidth: Double?
    var maxWidth: Double?

    /// A width inside the range, to run the provider with.
    var representative: Double { minWidth ?? maxWidth ?? 390 }

    /// The ranges the thresholds cut the widths into, from narrowest.
    static func ranges(cutBy thresholds: Set<WidthThreshold>) -> [ProviderWidthRange] {
        var ranges: [ProviderWidthRange] = []
        var lower: Double? = nil
        for threshold in thresholds.sorted() {
            let upper = threshold.upperIncludesValue ? threshold.value.nextDown : threshold.value
            ranges.append(ProviderWidthRange(minWidth: lower, maxWidth: upper))
            lower = threshold.upperIncludesValue ? threshold.value : threshold.value.nextUp
        }
        ranges.append(ProviderWidthRange(minWidth: lower, maxWidth: nil))
        return ranges
    }
}

/// Runs a section provider once per section index and per environment it distinguishes, and
/// folds the answers into sections with variants: the provider's code becomes the declarative
/// form the format has for it.
struct ProviderExpansion {
    let code: ProviderCode
    let captured: Scope
    let program: Program

    /// One evaluation: the section (or nil) and what the run read.
    private func evaluate(index: Int, in environment: ProviderEnvironment,
                          calledFunctions: inout Set<String>) throws -> (Section?, ProviderRun) {
        var interpreter = Interpreter(program: program)
        interpreter.scope = captured
        interpreter.scope.push()
        let names = code.parameterNames
        var run = ProviderRun(width: environment.width.representative, sizeClass: environment.horizontalSizeClass)
        run.idiom = environment.idiom
        run.verticalSizeClass = environment.verticalSizeClass
        run.contentSizeCategory = environment.contentSizeCategory
        interpreter.run = run
        if let kind = code.sectionKind {
            // The app's section at this index is the enum's case at it; past the last, none.
            interpreter.run?.readsSectionIndex = true
            interpreter.run?.indexDomain = kind.cases.count
            guard index < kind.cases.count else { return (nil, interpreter.run!) }
            interpreter.run?.sectionCaseName = kind.cases[index].name
            interpreter.scope.declare(names[0], .enumCase(type: kind.name, name: kind.cases[index].name))
        } else if names.count > 0 {
            interpreter.scope.declare(names[0], .sectionIndex(index, enumWrapped: code.indexIsEnumWrapped))
        }
        if names.count > 1 { interpreter.scope.declare(names[1], .environment(.environment)) }
        for (name, value) in code.defaults { interpreter.scope.declare(name, try interpreter.eval(value)) }
        let value = try interpreter.runBody(code.statements, at: code.node)
        calledFunctions.formUnion(interpreter.calledFunctions)
        let finished = interpreter.run!
        switch value {
        case .section(let section):
            return (try AdaptiveCountReading.resolve(section, pending: finished.pendingCounts), finished)
        case .nil: return (nil, finished)
        default: throw Unsupported(code.node, "the section provider returns \(value.kind), not a section")
        }
    }

    /// What of the environment the runs so far have asked about: each new question splits the
    /// environments the next round runs in.
    private struct Questions: Equatable {
        var thresholds: Set<WidthThreshold> = []
        var readsSizeClass = false
        var readsVerticalSizeClass = false
        var readsIdiom = false
        var categoryThresholds: Set<ContentSizeCategory> = []

        mutating func learn(from run: ProviderRun) {
            thresholds.formUnion(run.thresholds)
            readsSizeClass = readsSizeClass || run.readsSizeClass
            readsVerticalSizeClass = readsVerticalSizeClass || run.readsVerticalSizeClass
            readsIdiom = readsIdiom || run.readsIdiom
            categoryThresholds.formUnion(run.categoryThresholds)
        }

        /// How many environments `environments` holds, known before they are made.
        var environmentCount: Int {
            (thresholds.count + 1) * ProviderEnvironment.categories(cutBy: categoryThresholds).count
                * (readsIdiom ? 3 : 1) * (readsSizeClass ? 2 : 1) * (readsVerticalSizeClass ? 2 : 1)
        }

        /// One environment per combination of the answers the questions can get, the
        /// section's own (narrowest, compact, portrait, iPhone, default text size) first.
        var environments: [ProviderEnvironment] {
            var all: [ProviderEnvironment] = []
            for idiom in readsIdiom ? [UserInterfaceIdiom.phone, .pad, .mac] : [.phone] {
                for horizontal in readsSizeClass ? [SizeClass.compact, .regular] : [.compact] {
                    for vertical in readsVerticalSizeClass ? [SizeClass.regular, .compact] : [.regular] {
                        for category in ProviderEnvironment.categories(cutBy: categoryThresholds) {
                            for width in ProviderWidthRange.ranges(cutBy: thresholds) {
                                all.append(ProviderEnvironment(width: width, horizontalSizeClass: horizontal,
                                                               verticalSizeClass: vertical, idiom: idiom,
                                                               contentSizeCategory: category))
                            }
                        }
                    }
                }
            }
            return all
        }
    }

    /// The most environments one section's runs may stand for: real providers tell apart a
    /// handful, and folding the branches costs the square of their number.
    static let environmentLimit = 4_096

    /// The section at `index` with its variants, or nil where the provider returns nil.
    func section(at index: Int, calledFunctions: inout Set<String>) throws -> (section: Section?, run: ProviderRun) {
        var questions = Questions()
        // Each run may meet questions the earlier ones did not reach: repeat until none is new.
        for _ in 0..<16 {
            var branches: [BranchFold.Branch] = []
            var firstRun: ProviderRun?
            var found = questions
            guard questions.environmentCount <= Self.environmentLimit else {
                throw Unsupported(code.node, "the provider tells apart \(questions.environmentCount) environments (widths, size classes, idiom, text sizes), more than the importer's limit of \(Self.environmentLimit)")
            }
            for environment in questions.environments {
                let (section, run) = try evaluate(index: index, in: environment, calledFunctions: &calledFunctions)
                // What the first run (the section's own) read, with what any run read of the index.
                var merged = firstRun ?? run
                if let highest = run.highestIndexNamed { merged.highestIndexNamed = max(merged.highestIndexNamed ?? 0, highest) }
                merged.readsSectionIndex = merged.readsSectionIndex || run.readsSectionIndex
                firstRun = merged
                found.learn(from: run)
                branches.append(BranchFold.Branch(path: run.path, section: section))
            }
            if Set(found.thresholds.map(\.effective)).count > 1 {
                throw Unsupported(code.node, "the provider compares both the container's width and its effective width (effectiveContentSize): a variant reads one of them")
            }
            if found == questions {
                return (try fold(branches, index: index), firstRun!)
            }
            questions = found
        }
        throw Unsupported(code.node, "the provider's questions about its environment do not settle")
    }

    /// The section's own answer is the section; every other branch whose answer differs
    /// becomes a variant of the keys it changes (`BranchFold`).
    private func fold(_ branches: [BranchFold.Branch], index: Int) throws -> Section? {
        let conditional = Unsupported(code.node, "the provider returns nil for section \(index) in some environments only: the format has no conditional sections")
        guard let base = branches[0].section else {
            if branches.contains(where: { $0.section != nil }) { throw conditional }
            return nil
        }
        if branches.contains(where: { $0.section == nil }) { throw conditional }
        // One answer per branch: runs that took the same branch agree.
        var distinct: [BranchFold.Branch] = []
        var sectionOfPath: [[TraitStep]: Section?] = [:]
        for branch in branches {
            if let same = sectionOfPath[branch.path] {
                guard same == branch.section else {
                    throw Unsupported(code.node, "the provider's section \(index) depends on its environment in a way no variant states")
                }
            } else {
                sectionOfPath[branch.path] = branch.section
                distinct.append(branch)
            }
        }
        guard let ordered = BranchFold.ordered(distinct) else {
            throw Unsupported(code.node, "the provider asks different questions of the environment in an order the importer cannot follow")
        }
        var section = base
        for (condition, answer) in BranchFold.variants(of: base, from: ordered) {
            if let variant = Self.variant(of: base, becoming: answer, when: condition) { section.variants.append(variant) }
        }
        return section
    }

    private static func variant(of base: Section, becoming other: Section, when condition: VariantCondition) -> SectionVariant? {
        guard base != other else { return nil }
        var variant = SectionVariant(when: condition)
        if other.group != base.group { variant.group = other.group }
        if other.list != base.list { variant.list = other.list }
        if other.contentInsets != base.contentInsets { variant.contentInsets = other.contentInsets }
        if other.interGroupSpacing != base.interGroupSpacing { variant.interGroupSpacing = other.interGroupSpacing }
        if other.orthogonalScrollingBehavior != base.orthogonalScrollingBehavior {
            variant.orthogonalScrollingBehavior = other.orthogonalScrollingBehavior
        }
        if other.boundarySupplementaryItems != base.boundarySupplementaryItems {
            variant.boundarySupplementaryItems = other.boundarySupplementaryItems
        }
        if other.decorationItems != base.decorationItems { variant.decorationItems = other.decorationItems }
        if other.supplementariesFollowContentInsets != base.supplementariesFollowContentInsets {
            variant.supplementariesFollowContentInsets = other.supplementariesFollowContentInsets
        }
        if other.contentInsetsReference != base.contentInsetsReference {
            variant.contentInsetsReference = other.contentInsetsReference
        }
        if other.supplementaryContentInsetsReference != base.supplementaryContentInsetsReference {
            variant.supplementaryContentInsetsReference = other.supplementaryContentInsetsReference
        }
        if other.orthogonalScrollingProperties != base.orthogonalScrollingProperties {
            variant.orthogonalScrollingProperties = other.orthogonalScrollingProperties
        }
        return variant
    }
}
#endif
