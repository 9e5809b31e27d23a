import Foundation
import Testing

/// `layouts tokens` and `--tokens` (format.md "Tokens"): sets kept like measurement sets, the
/// examples' `token-cards` solved with the examples' `default` set, token changes told apart.
@Suite struct TokensCommandTests {
    static let tokens = """
        {"space": {"$type": "dimension", "xs": {"$value": "4px"}, "md": {"$value": {"value": 16, "unit": "px"}}},
         "card": {"height": {"$type": "dimension", "$value": "{space.md}"}}}
        """

    static let layout = """
        {"formatVersion":1,"sections":[{"name":"cards","itemCount":4,
         "contentInsets":{"top":"{space.md}","leading":"{space.md}","trailing":"{space.md}"},
         "interGroupSpacing":"{space.xs}",
         "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":"{card.height}"}},
          "count":2,"interItemSpacing":{"fixed":"{space.xs}"},
          "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}
        """

    private func cells(_ result: CLIResult) throws -> [[Double]] {
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = try #require(try result.json() as? [String: Any])["solutions"] as? [[String: Any]]
        let attributes = try #require(solutions?.first?["attributes"] as? [[String: Any]])
        return attributes.filter { $0["category"] as? String == "cell" }.compactMap { ($0["frame"] as? [NSNumber])?.map(\.doubleValue) }
    }

    /// Width 390: slots (390 − 32 − 4) / 2 = 177 at x = 16 and 197, rows 16 high (card.height →
    /// space.md) from y = 16, 4 apart. With space.md at 20: slots (390 − 40 − 4) / 2 = 173 at
    /// x = 20 and 197, rows 20 high from y = 20.
    @Test func aFileOrAKeptSetGivesTheValues() throws {
        let sandbox = try Sandbox(.nothing)
        let file = try sandbox.write("tokens.json", Self.tokens)
        let layout = try sandbox.write("cards.json", Self.layout)
        let fromFile = try sandbox.runRaw(["solve", "--examples", "--file", layout, "--width", "390", "--tokens", file, "--format", "json"])
        #expect(try cells(fromFile).prefix(3) == [[16, 16, 177, 16], [197, 16, 177, 16], [16, 36, 177, 16]])

        let catalogue = try Sandbox()
        #expect(try catalogue.run(["tokens", "save", "ds", "--file", file]).stdout == "ds@1\n")
        let larger = try catalogue.write("larger.json", Self.tokens.replacingOccurrences(of: "\"value\": 16", with: "\"value\": 20"))
        #expect(try catalogue.run(["tokens", "save", "ds", "--file", larger, "--message", "roomier"]).stdout == "ds@2\n")
        #expect(try catalogue.run(["tokens", "save", "ds", "--file", larger]).stdout == "ds@2 unchanged\n")
        // A set's name keeps the layouts' rule, and the message says it is a token set's.
        let badName = try catalogue.run(["tokens", "save", "Bad", "--file", larger])
        #expect(badName.status == 2)
        #expect(badName.stderr.contains("a token set name may only hold a-z, 0-9, '-', '_' and '.'"), "\(badName.stderr)")
        #expect(try catalogue.run(["save", "cards", "--file", catalogue.write("cards.json", Self.layout)]).status == 0)
        let first = try catalogue.run(["solve", "cards", "--width", "390", "--tokens", "@ds@1", "--format", "json"])
        #expect(try cells(first).first == [16, 16, 177, 16])
        let latest = try catalogue.run(["solve", "cards", "--width", "390", "--tokens", "@ds", "--format", "json"])
        #expect(try cells(latest).prefix(2) == [[20, 20, 173, 20], [197, 20, 173, 20]])
        let listed = try catalogue.run(["tokens", "list"])
        #expect(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("ds ") && $0.contains(" 2 ") && $0.hasSuffix("roomier") },
                "\(listed.stdout)")
        let exported = try catalogue.run(["tokens", "export", "ds@1"])
        #expect(exported.stdout.contains("\"card\": {") && exported.stdout.contains("\"$value\": \"{space.md}\""), "\(exported.stdout)")
    }

    /// A change of token values is told apart from a layout edit: the tokens that changed, the
    /// layouts that name one, those whose frames move.
    @Test func tokenDiffNamesTheChangesAndTheLayoutsThatMove() throws {
        // A catalogue of its own: the examples' token-cards names tokens too.
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init", "--db", sandbox.databasePath]).status == 0)
        let file = try sandbox.write("tokens.json", Self.tokens)
        _ = try sandbox.run(["tokens", "save", "ds", "--file", file])
        _ = try sandbox.run(["tokens", "save", "ds", "--file", sandbox.write("b.json", Self.tokens.replacingOccurrences(of: "4px", with: "6px"))])
        _ = try sandbox.run(["save", "cards", "--file", sandbox.write("cards.json", Self.layout)])
        let diff = try sandbox.run(["tokens", "diff", "@ds@1", "@ds"])
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout == "space.xs: 4 → 6\n1 layout names a changed token (cards); 1 moves: cards\n")
        let same = try sandbox.run(["tokens", "diff", "@ds@1", file])
        #expect(same.stdout == "the two sets give every dimension token the same value\n")
        #expect(same.status == 0)
        // A layout no set can solve (a token neither has) is listed apart, not called unmoved.
        let orphan = Self.layout.replacingOccurrences(of: "\"interGroupSpacing\":\"{space.xs}\"", with: "\"interGroupSpacing\":\"{space.none}\"")
        _ = try sandbox.run(["save", "orphan", "--file", sandbox.write("orphan.json", orphan)])
        let listed = try sandbox.run(["tokens", "diff", "@ds@1", "@ds"])
        #expect(listed.stdout.contains("2 layouts name a changed token (cards, orphan); 1 moves: cards\n"), "\(listed.stdout)")
        #expect(listed.stdout.contains("orphan cannot be solved with one of the sets: "), "\(listed.stdout)")
    }

    /// No set: the tokens the layout names, and how to give them (exit 2); an unknown token is
    /// named at its path; a bad token file is located and nothing is kept.
    @Test func missingUnknownAndBadTokensAreErrors() throws {
        let sandbox = try Sandbox(.nothing)
        let layout = try sandbox.write("cards.json", Self.layout)
        // A catalogue without a `default` set (the examples have one).
        #expect(try sandbox.runRaw(["init", "--db", sandbox.path("c.sqlite")]).status == 0)
        let none = try sandbox.runRaw(["solve", "--file", layout, "--width", "390", "--db", sandbox.path("c.sqlite")])
        #expect(none.status == 2)
        #expect(none.stderr.contains("names design tokens ({card.height}, {space.md}, {space.xs}) and no token set gives them: give one with --tokens"), "\(none.stderr)")
        let sparse = try sandbox.write("sparse.json", #"{"space": {"$type": "dimension", "xs": {"$value": "4px"}, "md": {"$value": "16px"}}}"#)
        let unknown = try sandbox.runRaw(["solve", "--examples", "--file", layout, "--width", "390", "--tokens", sparse])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("sections[0].group.size.height.absolute: unknown token {card.height}"), "\(unknown.stderr)")
        let catalogue = try Sandbox()
        let bad = try catalogue.write("bad.json", #"{"space": {"$type": "dimension", "md": {"$value": "1rem"}}}"#)
        let saved = try catalogue.run(["tokens", "save", "ds", "--file", bad])
        #expect(saved.status == 2)
        #expect(saved.stderr.contains("bad.json: space.md.$value: the unit \"rem\" is not a length in points"), "\(saved.stderr)")
        #expect(try catalogue.run(["tokens", "list"]).stdout.contains("ds ") == false)
    }

    /// `sweep` and `lint` read a layout's numbers without solving: they take the tokens as a
    /// solve does, and refuse a layout whose tokens no set gives rather than sweep stand-ins.
    @Test func sweepAndLintReadTheTokensOrRefuse() throws {
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init", "--db", sandbox.databasePath]).status == 0)
        let layout = try sandbox.write("cards.json", Self.layout)
        let file = try sandbox.write("tokens.json", Self.tokens)
        for command in [["sweep", layout], ["lint", layout]] {
            let refused = try sandbox.run(command)
            #expect(refused.status == 2, "\(command)")
            #expect(refused.stderr.contains("names design tokens ({card.height}, {space.md}, {space.xs}) and no token set gives them"),
                    "\(command): \(refused.stderr)")
        }
        // Rows 16 high (card.height), 4 apart: on an 844-point screen (less the 16 inset) they
        // are many, where the 1-point stand-ins would have made hundreds.
        let swept = try sandbox.run(["sweep", layout, "--tokens", file, "--format", "json"])
        #expect(swept.status == 0, "\(swept.stderr)")
        #expect(!swept.stdout.contains("\"rowsPerScreen\":422"))
        let linted = try sandbox.run(["lint", layout, "--tokens", file])
        #expect(linted.status == 1, "\(linted.stderr)")  // the count group is deprecated
        #expect(linted.stdout.contains("[deprecated-count]"))
    }

    /// `--tokens REV:path` reads the token file as git holds it at a revision, as a subject's
    /// `REV:path` does. main commits space.md 16; the working tree then says 20. Width 390, as
    /// above: at main slots (390 − 32 − 4) / 2 = 177 at x = 16, rows 16 high from y = 16; from
    /// the working file slots (390 − 40 − 4) / 2 = 173 at x = 20, rows 20 high from y = 20.
    @Test func aTokenFileAtAGitRevision() throws {
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init", "--db", sandbox.databasePath]).status == 0)
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("design"), withIntermediateDirectories: true)
        try sandbox.write("design/tokens.json", Self.tokens)
        let layout = try sandbox.write("cards.json", Self.layout)
        try sandbox.commitAll("tokens")
        try sandbox.write("design/tokens.json", Self.tokens.replacingOccurrences(of: "\"value\": 16", with: "\"value\": 20"))
        let atMain = try sandbox.run(["solve", "--file", layout, "--width", "390", "--tokens", "main:design/tokens.json", "--format", "json"])
        #expect(try cells(atMain).prefix(2) == [[16, 16, 177, 16], [197, 16, 177, 16]])
        let working = try sandbox.run(["solve", "--file", layout, "--width", "390", "--tokens", "design/tokens.json", "--format", "json"])
        #expect(try cells(working).prefix(2) == [[20, 20, 173, 20], [197, 20, 173, 20]])
        // The same set at either side of `tokens diff`, and in `lint`.
        _ = try sandbox.run(["save", "cards", "--file", layout])
        let diff = try sandbox.run(["tokens", "diff", "main:design/tokens.json", "design/tokens.json"])
        #expect(diff.status == 1, "\(diff.stderr)")
        // card.height is an alias of space.md: it changes with it.
        #expect(diff.stdout == "card.height: 16 → 20\nspace.md: 16 → 20\n1 layout names a changed token (cards); 1 moves: cards\n")
        #expect(try sandbox.run(["lint", layout, "--tokens", "main:design/tokens.json"]).stdout.contains("[deprecated-count]"))
        // A path the revision lacks, and a revision that does not exist: located, exit 2.
        let missing = try sandbox.run(["solve", "--file", layout, "--tokens", "main:design/none.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("main:design/none.json: no such file at main"), "\(missing.stderr)")
        let unknown = try sandbox.run(["solve", "--file", layout, "--tokens", "nobranch:design/tokens.json"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("nobranch:design/tokens.json: no such git revision nobranch"), "\(unknown.stderr)")
    }

    /// The examples' token-cards names the examples' `default` set, used when a request names
    /// none. At iphone-16 (393 wide, 3× pixels): the section is 393 − 16 − 16 = 361 wide (gutter
    /// → space.md); half-width items of 180.5 inset 4 each side (space.xs): x = 20 and 200.5,
    /// 172.5 wide, floored to the pixel grid: 200.33 and 172.33. The 44-high header from y = 8
    /// (space.sm), rows 180 high from 52, 16 apart (space.md): 52, 248.
    @Test func theExamplesSolveWithTheirDefaultSet() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["solve", "token-cards", "--examples", "--device", "iphone-16", "--format", "json"])
        let frames = try cells(result)
        #expect(frames.prefix(3) == [[20, 52, 172.33333333333334, 180], [200.33333333333334, 52, 172.33333333333334, 180],
                                     [20, 248, 172.33333333333334, 180]])
    }

    #if SwiftImport
    /// `--tokens-module`: the Swift imports the team's module and declares no `Tokens`; with a
    /// `Tokens` of the team's own (no doc comments: names by path) import-swift reads the
    /// references back, the same canonical document.
    @Test func theTeamsOwnTokensModuleRoundTrips() throws {
        let sandbox = try Sandbox(.nothing)
        let swift = try sandbox.runRaw(["export", "token-cards", "--examples", "--swift", "--tokens-module", "DesignSystem"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.contains("import UIKit\nimport DesignSystem\n"))
        #expect(!swift.stdout.contains("enum Tokens"))
        #expect(swift.stdout.contains("section.interGroupSpacing = Tokens.space.md"))
        let layout = try sandbox.write("TokenCards.swift", swift.stdout)
        let module = try sandbox.write("Tokens.swift", """
            import UIKit
            public enum Tokens {
                public enum space {
                    public static let xs: CGFloat = 4
                    public static let sm: CGFloat = 8
                    public static let md: CGFloat = 16
                    public static let lg: CGFloat = 24
                    public static let gutter: CGFloat = 16
                }
                public enum card {
                    public static let header: CGFloat = 44
                    public static let height: CGFloat = 180
                }
            }
            """)
        let imported = try sandbox.runRaw(["import-swift", layout, module, "--compact"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let canonical = try sandbox.runRaw(["export", "token-cards", "--examples", "--compact"])
        #expect(imported.stdout == canonical.stdout)
    }

    /// Without a `Tokens` of its own, the exported Swift reads back with `--tokens`, the set the
    /// module's values come from (a file, or a kept set): the same canonical bytes. A constant
    /// no token of the set is written as is an error at its place.
    @Test func theTeamsOwnTokensModuleReadsBackWithTheTokenSet() throws {
        let sandbox = try Sandbox()
        let swift = try sandbox.run(["export", "token-cards", "--swift", "--tokens-module", "DesignSystem"])
        #expect(swift.status == 0, "\(swift.stderr)")
        let layout = try sandbox.write("TokenCards.swift", swift.stdout)
        let tokens = try sandbox.write("tokens.json", try sandbox.run(["tokens", "export", "default"]).stdout)
        let canonical = try sandbox.run(["export", "token-cards", "--compact"])
        #expect(canonical.stdout.contains("{space.md}"))
        let fromFile = try sandbox.run(["import-swift", layout, "--tokens", tokens, "--compact"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stdout == canonical.stdout)
        let fromSet = try sandbox.run(["import-swift", layout, "--tokens", "@default", "--compact"])
        #expect(fromSet.stdout == canonical.stdout, "\(fromSet.stderr)")
        // Without the set, `Tokens` is not declared in the files.
        let without = try sandbox.run(["import-swift", layout, "--compact"])
        #expect(without.status == 2)
        #expect(without.stderr.contains("Tokens"), "\(without.stderr)")
        let sparse = try sandbox.write("sparse.json", #"{"space": {"$type": "dimension", "xs": {"$value": "4px"}}}"#)
        let unknown = try sandbox.run(["import-swift", layout, "--tokens", sparse, "--compact"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("TokenCards.swift:23:118: `Tokens.card.height` is no dimension token of the set --tokens gives"),
                "\(unknown.stderr)")
    }
    #endif
}
