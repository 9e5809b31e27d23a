import LayoutWorkspace
@testable import layouts
import Foundation
import Testing

/// What a user typed or stored is shown escaped on the terminal: controls, and the invisible
/// marks that reorder text ("Trojan Source").
@Suite struct TerminalEscapeTests {
    @Test func bidirectionalControlsAreEscaped() {
        // U+202E RIGHT-TO-LEFT OVERRIDE would show "grid‮nosj.txt" as "gridtxt.json".
        #expect(terminalSafe("grid\u{202E}nosj.txt") == "grid\\u{202E}nosj.txt")
        #expect(terminalSafe("a\u{2066}b\u{2069}c\u{200F}d\u{061C}e\u{2028}f") == "a\\u{2066}b\\u{2069}c\\u{200F}d\\u{61C}e\\u{2028}f")
        // Other right-to-left text is kept as it is.
        #expect(terminalSafe("שלום مرحبا") == "שלום مرحبا")
    }

    /// Argument-parser's own messages quote what was typed: an escape sequence in an unknown
    /// option is shown escaped, on standard error, with the usage exit status (64).
    @Test func argumentParserErrorsAreEscaped() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["list", "--bogus\u{1B}[31mred\u{202E}"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--bogus\\u{1B}[31mred\\u{202E}'\nUsage: layouts list"))
        // Help is printed as written, to standard output.
        let help = try sandbox.run(["list", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: List the layouts in the catalogue."))
    }

    /// A picture's name is shown escaped in render's closing line.
    @Test func rendersLineIsEscaped() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 1)))
        let result = try sandbox.run(["render", "./rows.json", "--widths", "390", "--output", "x\u{202E}gvs.svg"])
        #expect(result.status == 0)
        #expect(result.stdout == "x\\u{202E}gvs.svg: 1 cell, 390 × 50 pt\n")
    }

    /// Standard input is read once: named twice, it is refused rather than read empty.
    /// A document and `--measurements` or `--tokens` each given as `-` are two reads too.
    @Test(arguments: [["validate", "-", "--file", "-"], ["diff", "-", "-"], ["lint", "-", "-"],
                      ["solve", "-", "--measurements", "-", "--width", "390"], ["solve", "-", "--tokens", "-", "--width", "390"],
                      ["solve", "-", "--measurements", "-", "--measurements", "-", "--width", "390"],
                      ["render", "-", "--tokens", "-", "--width", "390"], ["sweep", "-", "--tokens", "-"],
                      ["lint", "-", "--tokens", "-"], ["gallery", "--tokens", "-", "--measurements", "-", "--output", "g"],
                      ["diff", "-", "photo-grid", "--tokens", "-"], ["tokens", "diff", "-", "-"],
                      ["tokens", "diff", "-", "design-system", "--tokens", "-"]])
    func standardInputNamedTwiceIsRefused(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments, stdin: CLIFixtures.rows(("a", 1)))
        #expect(result.status == 2)
        #expect(result.stderr == "error: -: standard input is named twice; it can be read only once\n")
    }
}
