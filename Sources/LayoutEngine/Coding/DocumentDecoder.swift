extension LayoutDocument {
    /// Decodes and validates a layout document from UTF-8 JSON text.
    public init(json: some Collection<UInt8>) throws(DocumentErrors) {
        self = try JSONTape.reading(json) { Self.decode($0.root, tokens: nil) }.get()
    }

    /// Decodes and validates a layout document from JSON text.
    public init(json: String) throws(DocumentErrors) {
        self = try JSONTape.reading(json) { Self.decode($0.root, tokens: nil) }.get()
    }

    /// Decodes and validates a layout document from UTF-8 JSON text, reading the design tokens
    /// it names from `tokens` (format.md "Tokens").
    public init(json: some Collection<UInt8>, tokens: DesignTokens?) throws(DocumentErrors) {
        self = try JSONTape.reading(json) { Self.decode($0.root, tokens: tokens) }.get()
    }

    /// Decodes a parsed document, then validates it; every error found is thrown together.
    /// The design tokens it names are read from `tokens`; without a set, each stands in as 1
    /// point until `resolvingTokens(_:)`.
    public init(jsonValue: JSONValue, tokens: DesignTokens? = nil) throws(DocumentErrors) {
        // The decoder walks a tape: text is parsed straight onto one, and a tree is laid out as one.
        let tape = JSONTape(jsonValue)
        self = try withExtendedLifetime(tape) { Self.decode(tape.root, tokens: tokens) }.get()
    }

    private static func decode(_ root: JSONNode, tokens: DesignTokens?) -> Result<LayoutDocument, DocumentErrors> {
        // A sound document, nearly every one, is decoded and checked once without spelling a
        // path; only one with errors, or one naming tokens (kept by path), is decoded again.
        var quick = DocumentDecoder<UnspelledPath>()
        let sound = quick.document(root)
        if quick.errors.isEmpty, !quick.namesTokens, sound.isValid {
            return .success(sound)
        }
        var decoder = DocumentDecoder<String>()
        decoder.tokens = tokens
        var document = decoder.document(root)
        document.tokenReferences = decoder.tokenReferences
        document.tokensResolved = tokens != nil && decoder.namesTokens
        let structural = decoder.errors
        // Parts that failed to decode hold valid placeholders; what validation says about
        // them (or anything under them) would only repeat the structural error.
        let semantic = document.validate().filter { error in
            !structural.contains { error.path.isWithin($0.path) }
        }
        let errors = structural + semantic
        guard errors.isEmpty else { return .failure(DocumentErrors(errors)) }
        return .success(document)
    }
}

extension String {
    /// Whether this path is `ancestor` or lies below it.
    fileprivate func isWithin(_ ancestor: String) -> Bool {
        guard utf8.starts(with: ancestor.utf8) else { return false }
        if ancestor.isEmpty || utf8.count == ancestor.utf8.count { return true }
        let next = utf8[utf8.index(utf8.startIndex, offsetBy: ancestor.utf8.count)]
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
    }
}

/// Turns a document's tape into the model, applying the structural rules of format.md: known keys
/// only, required keys present, right types, one key per Dimension/Spacing. Numeric ranges are
/// `LayoutDocument.validate()`'s job. It never stops at the first error: a part that fails is
/// reported, replaced by a valid placeholder, and decoding carries on with its siblings.
struct DocumentDecoder<Path: DocumentPathSpelling> {
    var errors: [DocumentError] = []
    /// The set token references are read from; nil reads each as a stand-in (`length`).
    var tokens: DesignTokens?
    /// Where the document names a token, by path: spelled only by a `String`-path decoder.
    var tokenReferences: [String: String] = [:]
    /// Whether any length named a token (known to a decoder that spells no path, too).
    var namesTokens = false

    mutating func report(_ path: Path, _ message: String) {
        errors.append(DocumentError(path: path.spelled, message: message))
    }

    // MARK: Document, configuration, sections

    mutating func document(_ value: JSONNode) -> LayoutDocument {
        guard let members = members(of: value, at: "", allowing: FormatKeys.document) else {
            return LayoutDocument(sections: [])
        }
        if let schema = members["$schema"] { _ = string(schema, at: "$schema") }
        if let version = required(members, "formatVersion", at: "", { $0.integer($1, at: $2) }),
           version != LayoutDocument.currentFormatVersion {
            report("formatVersion", "unsupported format version \(version); this engine reads version \(LayoutDocument.currentFormatVersion)")
        }
        let configuration = optional(members, "configuration", at: "", default: LayoutConfiguration()) {
            $0.configuration($1, at: $2)
        }
        let sections = required(members, "sections", at: "") { $0.array($1, at: $2) { $0.section($1, at: $2) } }
        var document = LayoutDocument(configuration: configuration, sections: sections ?? [])
        document.lintDisabled = Set(optional(members, "lintDisabled", at: "", default: []) {
            $0.array($1, at: $2) { $0.enumeration($1, at: $2) as LintRule? }
        })
        return document
    }

    mutating func configuration(_ value: JSONNode, at path: Path) -> LayoutConfiguration? {
        guard let members = members(of: value, at: path,
                                    allowing: FormatKeys.configuration)
        else { return nil }
        return LayoutConfiguration(
            scrollDirection: optional(members, "scrollDirection", at: path, default: .vertical) {
                $0.enumeration($1, at: $2, choices: [ScrollDirection.vertical, .horizontal])
            },
            interSectionSpacing: optional(members, "interSectionSpacing", at: path, default: 0) { $0.length($1, at: $2) },
            boundarySupplementaryItems: optional(members, "boundarySupplementaryItems", at: path, default: []) {
                $0.array($1, at: $2) { $0.boundaryItem($1, at: $2) }
            },
            contentInsetsReference: optional(members, "contentInsetsReference", at: path, default: .safeArea) {
                $0.enumeration($1, at: $2, choices: ContentInsetsReference.concrete)
            })
    }

    mutating func section(_ value: JSONNode, at path: Path) -> Section? {
        guard let members = members(of: value, at: path,
                                    allowing: FormatKeys.section)
        else { return nil }
        let name = required(members, "name", at: path) { $0.string($1, at: $2) }
        let itemCount = required(members, "itemCount", at: path) { $0.integer($1, at: $2) }
        var section: Section
        if members["list"] != nil {
            // A list section: `group` and the other group-only keys are errors where they stand.
            for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            where FormatKeys.groupOnlySectionKeys.contains(key) {
                report(path.appending(key: key), key == "group"
                       ? "a section is either a group section (group) or a list section (list), not both"
                       : "\(key) is for group sections; a list section does not take it")
            }
            let list = required(members, "list", at: path) { $0.listConfiguration($1, at: $2) }
            section = Section(name: name ?? "", itemCount: itemCount ?? 0,
                              list: list ?? ListConfiguration(appearance: .plain))
        } else if members["group"] == nil {
            // Neither kind: say both, since the section may well have been meant as a list.
            // At the group's path: an error at the section's own would hide its other errors.
            report(path.appending(key: "group"),
                   "required key is missing: a section needs a group (group section) or a list (list section)")
            section = Section(name: name ?? "", itemCount: itemCount ?? 0, group: .placeholderGroup)
        } else {
            let group = required(members, "group", at: path) { $0.node($1, at: $2, level: 1) }
            section = Section(name: name ?? "", itemCount: itemCount ?? 0, group: group ?? .placeholderGroup)
        }
        // The keys a section shares with its variants, over the defaults `Section`'s
        // initialisers gave (sectionKeys reads neither `group` nor `list`).
        section.apply(sectionKeys(members, at: path))
        section.variants = optional(members, "variants", at: path, default: []) {
            $0.array($1, at: $2) { $0.variant($1, at: $2) }
        }
        return section
    }

    mutating func variant(_ value: JSONNode, at path: Path) -> SectionVariant? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.variant) else {
            return nil
        }
        var variant = sectionKeys(members, at: path)
        variant.when = required(members, "when", at: path) { $0.condition($1, at: $2) } ?? VariantCondition(minWidth: 0)
        if let group = members["group"] {
            variant.group = node(group, at: path.appending(key: "group"), level: 1) ?? .placeholderGroup
        }
        variant.list = present(members, "list", at: path) { $0.listConfiguration($1, at: $2) }
        return variant
    }

    /// A list section's `list` object; its numbers' ranges are validation's.
    mutating func listConfiguration(_ value: JSONNode, at path: Path) -> ListConfiguration? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.list) else { return nil }
        let appearance: ListConfiguration.Appearance? = required(members, "appearance", at: path) {
            $0.enumeration($1, at: $2)
        }
        return ListConfiguration(
            appearance: appearance ?? .plain,
            headerMode: optional(members, "headerMode", at: path, default: .none) { $0.enumeration($1, at: $2) },
            footerMode: optional(members, "footerMode", at: path, default: .none) { $0.enumeration($1, at: $2) },
            headerTopPadding: present(members, "headerTopPadding", at: path) { $0.number($1, at: $2) })
    }

    /// The keys a section and its variants share, each `nil` when absent (or broken).
    private mutating func sectionKeys(_ members: JSONMembers, at path: Path) -> SectionVariant {
        var keys = SectionVariant(when: VariantCondition())
        keys.contentInsets = present(members, "contentInsets", at: path) { $0.insets($1, at: $2) }
        keys.interGroupSpacing = present(members, "interGroupSpacing", at: path) { $0.length($1, at: $2) }
        keys.orthogonalScrollingBehavior = present(members, "orthogonalScrollingBehavior", at: path) {
            $0.enumeration($1, at: $2)
        }
        keys.boundarySupplementaryItems = present(members, "boundarySupplementaryItems", at: path) {
            $0.array($1, at: $2) { $0.boundaryItem($1, at: $2) }
        }
        keys.decorationItems = present(members, "decorationItems", at: path) {
            $0.array($1, at: $2) { $0.decorationItem($1, at: $2) }
        }
        keys.supplementariesFollowContentInsets = present(members, "supplementariesFollowContentInsets", at: path) {
            $0.bool($1, at: $2)
        }
        keys.contentInsetsReference = present(members, "contentInsetsReference", at: path) {
            $0.enumeration($1, at: $2)
        }
        keys.supplementaryContentInsetsReference = present(members, "supplementaryContentInsetsReference", at: path) {
            $0.enumeration($1, at: $2)
        }
        keys.orthogonalScrollingProperties = present(members, "orthogonalScrollingProperties", at: path) {
            $0.orthogonalScrollingProperties($1, at: $2)
        }
        return keys
    }

    mutating func condition(_ value: JSONNode, at path: Path) -> VariantCondition? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.condition) else {
            return nil
        }
        let errorCount = errors.count
        let condition = VariantCondition(
            minWidth: present(members, "minWidth", at: path) { $0.number($1, at: $2) },
            maxWidth: present(members, "maxWidth", at: path) { $0.number($1, at: $2) },
            horizontalSizeClass: present(members, "horizontalSizeClass", at: path) { $0.enumeration($1, at: $2) },
            verticalSizeClass: present(members, "verticalSizeClass", at: path) { $0.enumeration($1, at: $2) },
            idiom: present(members, "idiom", at: path) { $0.enumeration($1, at: $2) },
            minContentSizeCategory: present(members, "minContentSizeCategory", at: path) { $0.enumeration($1, at: $2) },
            maxContentSizeCategory: present(members, "maxContentSizeCategory", at: path) { $0.enumeration($1, at: $2) },
            minEffectiveWidth: present(members, "minEffectiveWidth", at: path) { $0.number($1, at: $2) },
            maxEffectiveWidth: present(members, "maxEffectiveWidth", at: path) { $0.number($1, at: $2) })
        // Half a condition would hold more widely than written (and be judged empty): drop it.
        return errors.count == errorCount ? condition : nil
    }

    mutating func orthogonalScrollingProperties(_ value: JSONNode, at path: Path) -> OrthogonalScrollingProperties? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.orthogonalScrollingProperties) else {
            return nil
        }
        return OrthogonalScrollingProperties(
            bounce: optional(members, "bounce", at: path, default: .automatic) { $0.enumeration($1, at: $2) },
            decelerationRate: optional(members, "decelerationRate", at: path, default: .automatic) {
                $0.enumeration($1, at: $2)
            })
    }
}
