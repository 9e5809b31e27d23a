/// The scroll axis of the whole layout.
public enum ScrollDirection: String, Hashable, Sendable {
    /// Sections stack down (`vertical`, the default) or across (`horizontal`, semantics §11).
    case vertical, horizontal
}

/// Layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`).
public struct LayoutConfiguration: Hashable, Sendable {
    /// The axis sections stack along (semantics §11).
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections only, never after the last.
    public var interSectionSpacing: Double
    /// Layout-wide headers and footers.
    public var boundarySupplementaryItems: [BoundaryItem]
    /// What sections measure their insets from unless they say otherwise; never `automatic`.
    public var contentInsetsReference: ContentInsetsReference

    /// A configuration with UIKit's defaults for whatever is not given.
    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [BoundaryItem] = [],
                contentInsetsReference: ContentInsetsReference = .safeArea) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}

/// A whole compositional layout: the unit the catalogue stores and the solver solves.
public struct LayoutDocument: Hashable, Sendable {
    /// The only format version this engine reads and writes.
    public static let currentFormatVersion = 1
    /// Deeper documents are refused before any work, so no recursion can overflow the stack.
    public static let maximumDepth = 64

    /// Layout-wide settings.
    public var configuration: LayoutConfiguration
    /// The sections, in order; each name is unique within the document.
    public var sections: [Section]
    /// Where the document names a design token instead of a number of points, by the JSON path
    /// of the length (`sections[0].contentInsets.top`) and the token's name (`space.md`):
    /// the canonical JSON writes the reference back (format.md "Tokens").
    public var tokenReferences: [String: String] = [:]
    /// Whether the lengths that name tokens hold the tokens' values (`resolvingTokens(_:)`)
    /// rather than stand-ins; only a resolved document can be solved.
    public var tokensResolved = false
    /// The lint rules turned off for this layout (`"lintDisabled"`, format.md "What lint points
    /// out"): a finding the team has accepted stays quiet wherever the layout is linted.
    public var lintDisabled: Set<LintRule> = []

    /// A document of `sections` under `configuration`.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }
}

extension LayoutDocument {
    /// Whether the document names design tokens.
    public var namesTokens: Bool { !tokenReferences.isEmpty }

    /// The names of the tokens the document uses, sorted.
    public var tokenNames: [String] { Set(tokenReferences.values).sorted() }

    /// The value of each token the document names, as its lengths hold them once resolved
    /// (`resolvingTokens(_:)`); nil for a document whose lengths hold stand-ins. A length at
    /// its default (0) is read as 0.
    public var tokenValues: [String: Double]? {
        guard tokensResolved else { return nil }
        let tree = plainTree
        var values: [String: Double] = [:]
        for (path, name) in tokenReferences {
            if case .number(let n)? = tree.value(at: JSONValue.components(of: path)[...]) { values[name] = n }
            else { values[name] = values[name] ?? 0 }
        }
        return values
    }

    /// The tree with numbers where the document names tokens.
    private var plainTree: JSONValue {
        var plain = self
        plain.tokenReferences = [:]
        return plain.jsonValue(.complete)
    }

    /// The document ready for an analysis that reads its numbers without solving (a width
    /// sweep, lint's room rule): its tokens read from `tokens`, refused as a solve refuses them
    /// when there is no set or the set does not fit (stand-ins would give answers that look right).
    public func resolvedForAnalysis(with tokens: DesignTokens?) throws(SolveError) -> LayoutDocument {
        guard namesTokens && !tokensResolved else { return self }
        guard let tokens else { throw .unresolvedTokens(tokenNames) }
        do {
            return try resolvingTokens(tokens)
        } catch {
            throw .invalidTokens(error.errors)
        }
    }

    /// The document with every token reference read from `tokens`: the numbers a solve uses,
    /// the references kept for the canonical JSON. Unknown tokens, tokens that are not
    /// dimensions and values that break the format's rules are errors at their paths.
    public func resolvingTokens(_ tokens: DesignTokens) throws(DocumentErrors) -> LayoutDocument {
        guard namesTokens else { return self }
        do {
            return try LayoutDocument(jsonValue: jsonValue, tokens: tokens)
        } catch {
            // A value the format refuses where the document names a token is the token set's
            // doing: the message says which token gave it.
            throw DocumentErrors(error.errors.map { problem in
                guard let token = tokenReferences[problem.path], !problem.message.contains("{\(token)}") else {
                    return problem
                }
                return DocumentError(path: problem.path, message: problem.message + " (the value of the token {\(token)})")
            })
        }
    }
}
