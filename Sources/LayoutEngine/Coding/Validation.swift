extension LayoutDocument {
    /// Every rule a document must keep beyond its structure (format.md): finite, non-negative
    /// numbers, positive fractions and estimates, valid and unique section names, groups with
    /// subitems, nesting at most `maximumDepth` deep. Documents built in code are checked the
    /// same way as decoded ones. Empty means valid; otherwise every error, in document order.
    public func validate() -> [DocumentError] {
        guard !isValid else { return [] }
        var validator = DocumentValidator<String>()
        validator.document(self)
        return validator.errors
    }

    /// `validate().isEmpty`, without spelling a path (see `DocumentPathSpelling`).
    var isValid: Bool {
        var validator = DocumentValidator<UnspelledPath>()
        validator.document(self)
        return validator.errors.isEmpty
    }
}

/// Walks a document and collects errors. The tree of items is walked with an explicit stack
/// and never below `maximumDepth`, so a tree of any depth is checked without deep recursion.
struct DocumentValidator<Path: DocumentPathSpelling> {
    private(set) var errors: [DocumentError] = []
    /// The group work of the sections checked so far (docs/limits.md), and whether a section alone
    /// was already refused for it.
    private var groupWork = 0
    private var refusedGroupWork = false
    /// Whether a tree of the section being checked (its group or a variant's) nests too deep:
    /// found by the walk of `tree`, so that the work estimate, which recurses, skips the section.
    private var sectionIsTooDeep = false
    /// The document's scroll direction: list sections need a vertical layout.
    private var scrollDirection = ScrollDirection.vertical

    private mutating func report(_ path: Path, _ message: String) {
        errors.append(DocumentError(path: path.spelled, message: message))
    }

    mutating func document(_ document: LayoutDocument) {
        let configuration = document.configuration
        scrollDirection = configuration.scrollDirection
        nonNegative(configuration.interSectionSpacing, at: "configuration.interSectionSpacing")
        if configuration.contentInsetsReference == .automatic {
            report("configuration.contentInsetsReference",
                   "\"automatic\" is for sections; the configuration names none, safeArea, layoutMargins or readableContent")
        }
        for (i, item) in configuration.boundarySupplementaryItems.enumerated() {
            boundaryItem(item, at: ("configuration.boundarySupplementaryItems" as Path).appending(index: i))
        }
        if document.sections.isEmpty {
            report("sections", "a document needs at least one section")
        }
        // A handful of sections (nearly every document) compare names with the ones before;
        // past that, a dictionary keeps the check linear.
        let sections = document.sections
        var firstIndexByName: [String: Int]? = sections.count > 16 ? [:] : nil
        for (i, section) in sections.enumerated() {
            let path = ("sections" as Path).appending(index: i)
            let first = firstIndexByName == nil
                ? sections[..<i].firstIndex { $0.name == section.name }
                : firstIndexByName![section.name]
            if let first {
                report(path.appending(key: "name"), "duplicate section name \"\(section.name)\" (also sections[\(first)])")
            } else if firstIndexByName != nil {
                firstIndexByName![section.name] = i
            }
            self.section(section, at: path)
        }
        if !refusedGroupWork, groupWork > SolveError.workLimit {
            report("sections", "laying out the sections' groups takes at least \(groupWork) steps together, "
                   + "more than the \(SolveError.workLimit) one solve may take")
        }
    }

    /// docs/limits.md: what every solve of the section would spend on its groups, the least over
    /// its base group and its variants' (a width picks one). Refused here so that `validate` and
    /// `save` refuse what every solve would; a tree too deep is reported, not measured.
    private mutating func groupWork(of section: Section, at path: Path) {
        guard !sectionIsTooDeep else { return }
        var least = SolveWork.units(ofSectionGroup: section.group)
        for variant in section.variants {
            guard let group = variant.group else { continue }
            least = min(least, SolveWork.units(ofSectionGroup: group))
        }
        if least > SolveError.workLimit {
            refusedGroupWork = true
            report(path.appending(key: "group"),
                   "laying out this group takes \(least == Int.max ? "an unbounded number of" : "at least \(least)") "
                   + "steps, more than the \(SolveError.workLimit) one solve may take (nested counts multiply)")
        }
        groupWork = groupWork.addingSaturating(least)
    }

    private mutating func section(_ section: Section, at path: Path) {
        sectionIsTooDeep = false
        if !LayoutEngine.isValidName(section.name) {
            report(path.appending(key: "name"),
                   "invalid name \"\(section.name)\": use 1-64 characters of a-z, 0-9, '-', '_' and '.'")
        }
        if section.itemCount < 0 {
            report(path.appending(key: "itemCount"), "must be >= 0")
        } else if section.itemCount > LayoutDocument.largestExactInteger {
            // Stored JSON could not hold it exactly (see DocumentDecoder.integer).
            report(path.appending(key: "itemCount"), "must be <= \(LayoutDocument.largestExactInteger)")
        }
        switch section.kind {
        case .group(let group):
            sectionGroup(group, at: path.appending(key: "group"))
        case .list(let list):
            listConfiguration(list, at: path.appending(key: "list"))
            listSectionKeys(section, at: path)
            if scrollDirection == .horizontal {
                report(path.appending(key: "list"), "a list section needs a vertical layout (configuration.scrollDirection)")
            }
        }
        insets(section.contentInsets, at: path.appending(key: "contentInsets"))
        nonNegative(section.interGroupSpacing, at: path.appending(key: "interGroupSpacing"))
        boundaryItems(section.boundarySupplementaryItems, at: path.appending(key: "boundarySupplementaryItems"))
        decorationItems(section.decorationItems, at: path.appending(key: "decorationItems"))
        for (i, variant) in section.variants.enumerated() {
            self.variant(variant, of: section, at: path.appending(key: "variants").appending(index: i))
        }
        groupWork(of: section, at: path)
    }

    /// format.md, list sections: `headerTopPadding` finite and ≥ 0.
    private mutating func listConfiguration(_ list: ListConfiguration, at path: Path) {
        if let padding = list.headerTopPadding { nonNegative(padding, at: path.appending(key: "headerTopPadding")) }
    }

    /// A list section built in code keeps every group-only key at its default (the decoder
    /// refuses them where they are written).
    private mutating func listSectionKeys(_ section: Section, at path: Path) {
        let set: [(String, Bool)] = [
            ("contentInsets", !section.contentInsets.isZero),
            ("interGroupSpacing", section.interGroupSpacing != 0),
            ("orthogonalScrollingBehavior", section.orthogonalScrollingBehavior != .none),
            ("boundarySupplementaryItems", !section.boundarySupplementaryItems.isEmpty),
            ("supplementariesFollowContentInsets", !section.supplementariesFollowContentInsets),
            ("supplementaryContentInsetsReference", section.supplementaryContentInsetsReference != .automatic),
            ("orthogonalScrollingProperties", section.orthogonalScrollingProperties != .automatic),
        ]
        for (key, isSet) in set where isSet {
            report(path.appending(key: key), "\(key) is for group sections; a list section does not take it")
        }
    }

    /// A variant of a list section may set `list`, `contentInsetsReference` and `decorationItems`
    /// (docs/format.md); a variant of a group section may not set `list`.
    private mutating func variantKind(_ variant: SectionVariant, of section: Section, at path: Path) {
        guard section.list != nil else {
            if variant.list != nil {
                report(path.appending(key: "list"), "a variant of a group section cannot make it a list section")
            }
            return
        }
        let set: [(String, Bool)] = [
            ("group", variant.group != nil),
            ("contentInsets", variant.contentInsets != nil),
            ("interGroupSpacing", variant.interGroupSpacing != nil),
            ("orthogonalScrollingBehavior", variant.orthogonalScrollingBehavior != nil),
            ("boundarySupplementaryItems", variant.boundarySupplementaryItems != nil),
            ("supplementariesFollowContentInsets", variant.supplementariesFollowContentInsets != nil),
            ("supplementaryContentInsetsReference", variant.supplementaryContentInsetsReference != nil),
            ("orthogonalScrollingProperties", variant.orthogonalScrollingProperties != nil),
        ]
        for (key, isSet) in set where isSet {
            report(path.appending(key: key), key == "group"
                   ? "a variant of a list section cannot give it a group; it may set list"
                   : "\(key) is for group sections; a variant of a list section does not take it")
        }
    }

    private mutating func variant(_ variant: SectionVariant, of section: Section, at path: Path) {
        condition(variant.when, at: path.appending(key: "when"))
        variantKind(variant, of: section, at: path)
        if let list = variant.list { listConfiguration(list, at: path.appending(key: "list")) }
        if let group = variant.group { sectionGroup(group, at: path.appending(key: "group")) }
        if let v = variant.contentInsets { insets(v, at: path.appending(key: "contentInsets")) }
        if let v = variant.interGroupSpacing { nonNegative(v, at: path.appending(key: "interGroupSpacing")) }
        if let v = variant.boundarySupplementaryItems {
            boundaryItems(v, at: path.appending(key: "boundarySupplementaryItems"))
        }
        if let v = variant.decorationItems { decorationItems(v, at: path.appending(key: "decorationItems")) }
    }

    private mutating func condition(_ condition: VariantCondition, at path: Path) {
        if condition.isEmpty {
            report(path, "a condition needs minWidth, maxWidth, minEffectiveWidth, maxEffectiveWidth, horizontalSizeClass, "
                       + "verticalSizeClass, idiom, minContentSizeCategory or maxContentSizeCategory")
        }
        if let v = condition.minWidth { nonNegative(v, at: path.appending(key: "minWidth")) }
        if let v = condition.maxWidth { nonNegative(v, at: path.appending(key: "maxWidth")) }
        if let v = condition.minEffectiveWidth { nonNegative(v, at: path.appending(key: "minEffectiveWidth")) }
        if let v = condition.maxEffectiveWidth { nonNegative(v, at: path.appending(key: "maxEffectiveWidth")) }
        if let min = condition.minWidth, let max = condition.maxWidth, min > max {
            report(path, "minWidth is greater than maxWidth, so the variant never applies")
        }
        if let min = condition.minEffectiveWidth, let max = condition.maxEffectiveWidth, min > max {
            report(path, "minEffectiveWidth is greater than maxEffectiveWidth, so the variant never applies")
        }
        if let min = condition.minContentSizeCategory, let max = condition.maxContentSizeCategory, min > max {
            report(path, "minContentSizeCategory \(min.rawValue) is larger than maxContentSizeCategory "
                       + "\(max.rawValue), so the variant never applies")
        }
    }

    // MARK: The item tree

    /// A section's (or variant's) group: a horizontal, vertical or custom group, never a bare item.
    private mutating func sectionGroup(_ group: LayoutItem, at path: Path) {
        if case .item = group.kind {
            report(path, "a section's group must be horizontal, vertical or custom, not an item")
        }
        tree(group, at: path)
    }

    private mutating func tree(_ root: LayoutItem, at rootPath: Path) {
        var isTooDeep = false
        subtree(root, at: rootPath, level: 1, rootPath: rootPath, isTooDeep: &isTooDeep)
    }

    /// A node, then its subitems in document order, so errors come out in that order. The
    /// recursion stops at `maximumDepth` whatever tree it is given (one built in code may be
    /// deeper than any the decoder makes), and borrows each node where a stack copied it.
    private mutating func subtree(_ item: LayoutItem, at path: Path, level: Int, rootPath: Path, isTooDeep: inout Bool) {
        node(item, at: path)
        guard case .group(let group) = item.kind else { return }
        // Subitems of a group at the deepest level would be one level too deep.
        if level >= LayoutDocument.maximumDepth, !group.subitems.isEmpty {
            if !isTooDeep {
                isTooDeep = true
                sectionIsTooDeep = true
                report(rootPath, "nesting is deeper than the maximum of \(LayoutDocument.maximumDepth) levels")
            }
            return
        }
        let subitemsPath = path.appending(key: "subitems")
        for i in group.subitems.indices {
            subtree(group.subitems[i], at: subitemsPath.appending(index: i), level: level + 1, rootPath: rootPath,
                    isTooDeep: &isTooDeep)
        }
    }

    /// One node's own properties (not its subitems).
    private mutating func node(_ item: LayoutItem, at path: Path) {
        size(item.size, at: path.appending(key: "size"))
        insets(item.contentInsets, at: path.appending(key: "contentInsets"))
        edgeSpacing(item.edgeSpacing, at: path.appending(key: "edgeSpacing"))
        for (i, supplementary) in item.supplementaryItems.enumerated() {
            supplementaryItem(supplementary, at: path.appending(key: "supplementaryItems").appending(index: i))
        }
        switch item.kind {
        case .item:
            break
        case .group(let group):
            if group.subitems.isEmpty {
                report(path.appending(key: "subitems"), "a group needs at least one subitem")
            }
            switch group.repetition {
            case .cycle: break
            case .count(let n): repetition(n, key: "count", subitems: group.subitems.count, at: path)
            case .repeating(let n): repetition(n, key: "repeatingCount", subitems: group.subitems.count, at: path)
            case .adaptive(let adaptive): self.adaptive(adaptive, subitems: group.subitems.count, at: path)
            }
            if let spacing = group.interItemSpacing { self.spacing(spacing, at: path.appending(key: "interItemSpacing")) }
        case .custom(let items):
            if items.isEmpty {
                report(path.appending(key: "frames"), "a custom group needs at least one frame")
            }
            for (i, item) in items.enumerated() {
                self.frame(item.frame, at: path.appending(key: "frames").appending(index: i))
            }
        }
    }

    private mutating func repetition(_ count: Int, key: String, subitems: Int, at path: Path) {
        if count < 1 {
            report(path.appending(key: key), "must be >= 1")
        }
        if subitems > 1 {
            report(path.appending(key: key), "\(key) requires exactly one subitem, found \(subitems)")
        }
    }

    /// `adaptiveCount`: a minimum width that is a finite length > 0, a maximum ≥ 1 and, as for
    /// `count`, one subitem (semantics §5.6).
    private mutating func adaptive(_ adaptive: AdaptiveCount, subitems: Int, at path: Path) {
        let here = path.appending(key: "adaptiveCount")
        if !(adaptive.minimumWidth.isFinite && adaptive.minimumWidth > 0) {
            report(here.appending(key: "minimumWidth"), "must be a finite number > 0")
        }
        if adaptive.maximum < 1 {
            report(here.appending(key: "maximum"), "must be >= 1")
        }
        if subitems > 1 {
            report(here, "adaptiveCount requires exactly one subitem, found \(subitems)")
        }
    }

    // MARK: Supplementaries

    private mutating func boundaryItems(_ items: [BoundaryItem], at path: Path) {
        for (i, item) in items.enumerated() { boundaryItem(item, at: path.appending(index: i)) }
    }

    private mutating func boundaryItem(_ item: BoundaryItem, at path: Path) {
        elementKind(item.elementKind, at: path)
        size(item.size, at: path.appending(key: "size"))
        finite(item.absoluteOffset, at: path.appending(key: "absoluteOffset"))
        insets(item.contentInsets, at: path.appending(key: "contentInsets"))
    }

    private mutating func supplementaryItem(_ item: SupplementaryItem, at path: Path) {
        elementKind(item.elementKind, at: path)
        size(item.size, at: path.appending(key: "size"))
        anchor(item.containerAnchor, at: path.appending(key: "containerAnchor"))
        if let anchor = item.itemAnchor { self.anchor(anchor, at: path.appending(key: "itemAnchor")) }
    }

    private mutating func anchor(_ anchor: Anchor, at path: Path) {
        switch anchor.offset {
        case nil: break
        case .absolute(let offset)?: finite(offset, at: path.appending(key: "absoluteOffset"))
        case .fractional(let offset)?: finite(offset, at: path.appending(key: "fractionalOffset"))
        }
    }

    private mutating func decorationItems(_ items: [DecorationItem], at path: Path) {
        for (i, item) in items.enumerated() {
            elementKind(item.elementKind, at: path.appending(index: i))
            insets(item.contentInsets, at: path.appending(index: i).appending(key: "contentInsets"))
        }
    }

    private mutating func elementKind(_ kind: String, at path: Path) {
        if kind.isEmpty { report(path.appending(key: "elementKind"), "must not be empty") }
    }

    // MARK: Numbers

    private mutating func size(_ size: LayoutSize, at path: Path) {
        dimension(size.width, at: path.appending(key: "width"))
        dimension(size.height, at: path.appending(key: "height"))
    }

    /// Fractions and estimates must be > 0 (a zero estimate could never be measured up from);
    /// absolute sizes may be 0.
    private mutating func dimension(_ dimension: Dimension, at path: Path) {
        let (name, value, zeroAllowed): (String, Double, Bool)
        switch dimension {
        case .fractionalWidth(let v): (name, value, zeroAllowed) = ("fractionalWidth", v, false)
        case .fractionalHeight(let v): (name, value, zeroAllowed) = ("fractionalHeight", v, false)
        case .absolute(let v): (name, value, zeroAllowed) = ("absolute", v, true)
        case .estimated(let v): (name, value, zeroAllowed) = ("estimated", v, false)
        case .uniformAcrossSiblings(let v): (name, value, zeroAllowed) = ("uniformAcrossSiblings", v, false)
        }
        if !value.isFinite {
            report(path, "\(name) must be finite")
        } else if zeroAllowed ? value < 0 : value <= 0 {
            report(path, "\(name) must be \(zeroAllowed ? ">=" : ">") 0")
        }
    }

    private mutating func spacing(_ spacing: Spacing, at path: Path) {
        let name = spacing.isFlexible ? "flexible" : "fixed"
        if !spacing.value.isFinite {
            report(path, "\(name) must be finite")
        } else if spacing.value < 0 {
            report(path, "\(name) must be >= 0")
        }
    }

    private mutating func edgeSpacing(_ edges: EdgeSpacing, at path: Path) {
        // Edge by edge, in this order: an array of the four was allocated for every item.
        if let leading = edges.leading { spacing(leading, at: path.appending(key: "leading")) }
        if let top = edges.top { spacing(top, at: path.appending(key: "top")) }
        if let trailing = edges.trailing { spacing(trailing, at: path.appending(key: "trailing")) }
        if let bottom = edges.bottom { spacing(bottom, at: path.appending(key: "bottom")) }
    }

    private mutating func insets(_ insets: DirectionalInsets, at path: Path) {
        nonNegative(insets.top, at: path.appending(key: "top"))
        nonNegative(insets.leading, at: path.appending(key: "leading"))
        nonNegative(insets.bottom, at: path.appending(key: "bottom"))
        nonNegative(insets.trailing, at: path.appending(key: "trailing"))
    }

    private mutating func frame(_ frame: Rect, at path: Path) {
        finite(frame.x, at: path.appending(key: "x"))
        finite(frame.y, at: path.appending(key: "y"))
        nonNegative(frame.width, at: path.appending(key: "width"))
        nonNegative(frame.height, at: path.appending(key: "height"))
    }

    private mutating func nonNegative(_ value: Double, at path: Path) {
        if !value.isFinite {
            report(path, "must be finite")
        } else if value < 0 {
            report(path, "must be >= 0")
        }
    }

    private mutating func finite(_ value: Double, at path: Path) {
        if !value.isFinite { report(path, "must be finite") }
    }

    private mutating func finite(_ point: Point, at path: Path) {
        finite(point.x, at: path.appending(key: "x"))
        finite(point.y, at: path.appending(key: "y"))
    }
}
