import Foundation
import Testing

/// `check` reads the repository's design tokens (`"tokens"` in `.layouts-check.json`): a layout
/// that names tokens is solved with them, and a change to a token's value alone moves frames
/// against the base, whose own tokens file the base side reads.
@Suite struct CheckTokensTests {
    /// main holds layouts/cards.json, naming tokens, and design/tokens.json with space.md 16;
    /// the branch `roomier` changes space.md to 20 and nothing else.
    private func repository(settings: String?) throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        for folder in ["layouts", "design"] {
            try FileManager.default.createDirectory(atPath: sandbox.path(folder), withIntermediateDirectories: true)
        }
        try sandbox.write("layouts/cards.json", TokensCommandTests.layout)
        try sandbox.write("design/tokens.json", TokensCommandTests.tokens)
        if let settings { try sandbox.write(".layouts-check.json", settings) }
        try sandbox.commitAll("cards and tokens")
        try sandbox.git(["checkout", "-q", "-b", "roomier"])
        try sandbox.write("design/tokens.json", TokensCommandTests.tokens.replacingOccurrences(of: "\"value\": 16", with: "\"value\": 20"))
        try sandbox.commitAll("space.md 20")
        return sandbox
    }

    /// Four cells at 393 points move: insets 16 → 20 and rows 16 → 20 high (card.height is
    /// space.md), so every cell's frame changes.
    @Test func aTokenValueChangeMovesFrames() throws {
        let sandbox = try repository(settings: #"{ "devices": ["iphone-16"], "tokens": "design/tokens.json" }"#)
        let result = try sandbox.runRaw(["check", "layouts", "--base", "main"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("::warning file=layouts/cards.json,line=1,title=frames changed::4 frames changed at iphone-16"),
                "\(result.stdout)")
        #expect(result.stdout.contains("| `layouts/cards.json` | ✅ | 1 | changed | iphone-16: 4 (up to 8 pt) |"))
        // Against the branch itself, nothing moved.
        let same = try sandbox.runRaw(["check", "layouts", "--base", "HEAD"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    }

    /// Without the tokens, the layout is an error that says where to give them.
    @Test func withoutTheTokensTheLayoutIsAnError() throws {
        let sandbox = try repository(settings: nil)
        let result = try sandbox.runRaw(["check", "layouts", "--base", "main", "--devices", "iphone-16"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("the layout names design tokens ({card.height}, {space.md}, {space.xs}): give the token file as \\\"tokens\\\" in .layouts-check.json or with --tokens")
                || result.stdout.contains("the layout names design tokens ({card.height}, {space.md}, {space.xs}): give the token file as"),
                "\(result.stdout)")
        let given = try sandbox.runRaw(["check", "layouts", "--base", "main", "--devices", "iphone-16", "--tokens", "design/tokens.json"])
        #expect(given.status == 0, "\(given.stdout)\(given.stderr)")
    }

    @Test func theSettingsTokensMustBeAFileInside() throws {
        let sandbox = try repository(settings: #"{ "tokens": "../outside.json" }"#)
        let result = try sandbox.runRaw(["check", "layouts", "--base", "main"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(".layouts-check.json: tokens: ../outside.json is not a regular file inside the repository"), "\(result.stderr)")
    }
}
