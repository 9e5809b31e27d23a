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
    private func evaluate(index: Int, width: Double, sizeClass: SizeClass, idiom: UserInterfaceIdiom,
                          calledFunctions: inout Set<String>) throws -> (Section?, ProviderRun) {
        var interpreter = Interpreter(program: program)
        interpreter.scope = captured
        interpreter.scope.push()
        let names = code.parameterNames
        interpreter.run = ProviderRun(width: width, sizeClass: sizeClass)
        interpreter.run?.idiom = idiom
        if let kind = code.sectionKind {
            // The app's section at this index is the enum's case at it; past the last, none.
            interpreter.run?.readsSectionIndex = true
            interpreter.run?.indexDomain = kind.cases.count
            guard index < kind.cases.count else { return (nil, interpreter.run!) }
            interpreter.run?.sectionCaseName = kind.cases[index].name
            interpreter.scope.declare(names[0], .enumCase(type: kind.name, name: kind.cases[index].name))
        } else if names.count > 0 {
            interpreter.scope.declare(names[0], .sectionIndex(index, enumWrapped: false))
        }
        if names.count > 1 { interpreter.scope.declare(names[1], .environment(.environment)) }
        for (name, value) in code.defaults { interpreter.scope.declare(name, try interpreter.eval(value)) }
        let value = try interpreter.runBody(code.statements, at: code.node)
        calledFunctions.formUnion(interpreter.calledFunctions)
        let run = interpreter.run!
        switch value {
        case .section(let section): return (section, run)
        case .nil: return (nil, run)
        default: throw Unsupported(code.node, "the section provider returns \(value.kind), not a section")
        }
    }

    /// The section at `index` with its variants, or nil where the provider returns nil.
    func section(at index: Int, calledFunctions: inout Set<String>) throws -> (section: Section?, run: ProviderRun) {
        var thresholds: Set<WidthThreshold> = []
        var readsSizeClass = false
        var readsIdiom = false
        // Each run may meet comparisons the earlier ones did not reach: repeat until none is new.
        for _ in 0..<16 {
            let sizeClasses: [SizeClass] = readsSizeClass ? [.compact, .regular] : [.compact]
            // An iPhone first (the section's own), then an iPad where the code asks which.
            let idioms: [UserInterfaceIdiom] = readsIdiom ? [.phone, .pad] : [.phone]
            var answers: [(VariantCondition, Section?)] = []
            var firstRun: ProviderRun?
            var found = thresholds
            var foundSizeClass = readsSizeClass
            var foundIdiom = readsIdiom
            // Which width the thresholds are on: one kind only (checked below).
            let effective = thresholds.first?.effective ?? false
            let traits = idioms.flatMap { idiom in sizeClasses.map { (idiom, $0) } }
            for (idiom, sizeClass) in traits {
                for range in ProviderWidthRange.ranges(cutBy: thresholds) {
                    let (section, run) = try evaluate(index: index, width: range.representative, sizeClass: sizeClass,
                                                      idiom: idiom, calledFunctions: &calledFunctions)
                    // What the first run (the section's own) read, with what any run read of the index.
                    var merged = firstRun ?? run
                    if let highest = run.highestIndexNamed { merged.highestIndexNamed = max(merged.highestIndexNamed ?? 0, highest) }
                    merged.readsSectionIndex = merged.readsSectionIndex || run.readsSectionIndex
                    firstRun = merged
                    found.formUnion(run.thresholds)
                    foundSizeClass = foundSizeClass || run.readsSizeClass
                    foundIdiom = foundIdiom || run.readsIdiom
                    let condition = VariantCondition(minWidth: effective ? nil : range.minWidth,
                                                     maxWidth: effective ? nil : range.maxWidth,
                                                     horizontalSizeClass: readsSizeClass ? sizeClass : nil,
                                                     idiom: readsIdiom ? idiom : nil,
                                                     minEffectiveWidth: effective ? range.minWidth : nil,
                                                     maxEffectiveWidth: effective ? range.maxWidth : nil)
                    answers.append((condition, section))
                }
            }
            if Set(found.map(\.effective)).count > 1 {
                throw Unsupported(code.node, "the provider compares both the container's width and its effective width (effectiveContentSize): a variant reads one of them")
            }
            if found == thresholds && foundSizeClass == readsSizeClass && foundIdiom == readsIdiom {
                return (try Self.fold(answers, at: code.node, index: index), firstRun!)
            }
            thresholds = found
            readsSizeClass = foundSizeClass
            readsIdiom = foundIdiom
        }
        throw Unsupported(code.node, "the provider's width comparisons do not settle")
    }

    /// The first answer (narrowest, compact) is the section; every other one that differs
    /// becomes a variant of the keys it changes.
    private static func fold(_ answers: [(VariantCondition, Section?)], at node: Syntax, index: Int) throws -> Section? {
        guard let base = answers[0].1 else {
            if answers.contains(where: { $0.1 != nil }) {
                throw Unsupported(node, "the provider returns nil for section \(index) in some environments only: the format has no conditional sections")
            }
            return nil
        }
        var section = base
        for (condition, answer) in answers.dropFirst() {
            guard let answer else {
                throw Unsupported(node, "the provider returns nil for section \(index) in some environments only: the format has no conditional sections")
            }
            if let variant = variant(of: base, becoming: answer, when: condition) { section.variants.append(variant) }
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
