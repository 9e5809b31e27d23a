import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

/// Named design token sets beside the layouts, versioned like them (format.md "Tokens").
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Keep named sets of design tokens that layouts name instead of numbers.",
        discussion: """
            A token file is in the Design Tokens Community Group format; a layout writes \
            "{space.md}" where it would write a number of points. A set is saved as immutable \
            numbered revisions; solve with one by `--tokens @NAME` (the latest) or `--tokens @NAME@N`, \
            or with a file: `--tokens FILE`.
            Examples:
              layouts tokens save design-system --file tokens.json
              layouts tokens list
              layouts tokens export design-system@1
              layouts tokens diff @design-system@1 @design-system
            """,
        subcommands: [SaveSet<TokenSets>.self, ListSets<TokenSets>.self, ExportSet<TokenSets>.self, Diff.self]
    )

    struct Diff: ReadingCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Show the tokens two sets give differently, and the layouts that move.",
            discussion: """
                Each set is @NAME[@N] (kept with `layouts tokens save`) or a token file (REV:path for \
                the file at a git revision). Every \
                layout of the catalogue that names a changed token is solved with either set in \
                the containers asked (default: iphone-16); those whose frames differ move. Exits 1 \
                when the sets give some token another value, 0 when they agree.
                Examples:
                  layouts tokens diff @design-system@1 @design-system
                  layouts tokens diff @design-system tokens.json --devices all
                """
        )

        @OptionGroup var catalog: CatalogOptions
        @Argument(help: ArgumentHelp("The old set.", valueName: "old")) var old: String
        @Argument(help: ArgumentHelp("The new set.", valueName: "new")) var new: String
        @OptionGroup var solve: SolveOptions
        @Option(help: "table or json.") var format: ListingFormat = .table

        func run(on catalog: Catalog) throws {
            try solve.refuseStandardInputTwice(with: [], files: [old, new])
            var options = solve
            if options.containersAsked == 0 { options.deviceList = "iphone-16" }
            let diff = try catalog.tokenDiff(from: loadTokens(old, from: catalog), to: loadTokens(new, from: catalog),
                                             in: options.request(in: catalog))
            format.print(json: { diff.jsonValue }, text: { diff.text })
            // As diff(1) and `layouts diff`: 1 when the sets differ.
            if !diff.changes.isEmpty { throw ExitCode.differences }
        }
    }
}

/// Token sets, as `layouts tokens` keeps them.
enum TokenSets: StoredSetCommandKind {
    static let fileNoun = "token file"
    static let setsNoun = "token sets"
    static let exportForm = "as the file it was saved from, keys sorted"
    static let commandName = "tokens"
    static let exampleSet = "design-system"
    static let exampleFile = "tokens.json"

    static func decode(at path: String) throws -> DesignTokens { try decodeTokens(at: path) }

    static func save(_ value: DesignTokens, as name: String, message: String, in catalog: Catalog) throws -> SaveOutcome {
        try catalog.saveTokens(value, as: name, message: message)
    }

    static func latestRevisions(in catalog: Catalog) throws -> [RevisionInfo] { try catalog.tokenSets() }

    static func text(of reference: RevisionReference, in catalog: Catalog) throws -> String {
        try catalog.tokenSet(reference).tokens.prettyText
    }
}
