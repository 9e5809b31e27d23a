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
        subcommands: [Save.self, List.self, Export.self, Diff.self]
    )

    struct Save: InputWritingCommand {
        static let configuration = CommandConfiguration(
            commandName: "save",
            abstract: "Save a token file as a new revision of a named set.",
            discussion: """
                Prints NAME@N, or NAME@N unchanged when the content equals the latest revision. \
                A file with an error writes nothing.
                Examples:
                  layouts tokens save design-system --file tokens.json
                """
        )

        @OptionGroup var catalog: CatalogFileOptions
        @Argument(help: "The set's name (a-z 0-9 - _ ., at most 64 characters, not starting with .).") var name: String
        @Option(help: ArgumentHelp("The token file, or - for standard input.", valueName: "path"))
        var file: String
        @Option(help: "What this revision changes.") var message: String = ""

        func readInput() throws -> DesignTokens {
            let tokens = try decodeTokens(at: file)
            try LayoutName.check(name)
            return tokens
        }

        func run(_ tokens: DesignTokens, on catalog: Catalog) throws {
            print(try catalog.saveTokens(tokens, as: name, message: message).line)
        }
    }

    struct List: ReadingCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the token sets and their latest revisions.",
            discussion: """
                Examples:
                  layouts tokens list
                  layouts tokens list --format json
                """
        )

        @OptionGroup var catalog: CatalogOptions
        @Option(help: "table or json.") var format: ListingFormat = .table

        func run(on catalog: Catalog) throws {
            let sets = try catalog.tokenSets()
            format.print(json: { JSONValue.array(sets.map(\.measurementSetJSON)) }, text: { sets.measurementSetTable })
        }
    }

    struct Export: ReadingCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Print a revision of a token set as the file it was saved from, keys sorted.",
            discussion: """
                Examples:
                  layouts tokens export design-system@1 > tokens.json
                """
        )

        @OptionGroup var catalog: CatalogOptions
        @Argument(help: "NAME or NAME@REVISION.") var revision: String

        func run(on catalog: Catalog) throws {
            print(try catalog.tokenSet(RevisionReference(parsing: revision)).tokens.prettyText)
        }
    }

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
        @Option(help: "text or json.") var format: ListingFormat = .table

        func run(on catalog: Catalog) throws {
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
