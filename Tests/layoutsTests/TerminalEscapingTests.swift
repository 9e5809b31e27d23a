import Foundation
import SQLite
import Testing

/// Document strings and commit messages reach the terminal only as visible text (issue 11,
/// item 12): no ESC sequence recolours it and no CR or LF forges an `error:` line. JSON
/// output escapes them already.
@Suite struct TerminalEscapingTests {
    /// ESC and BEL (an OSC title sequence), CSI via ESC, a C1 CSI, CR and LF.
    static let hostile = #"\u001b]0;pwned\u0007\u001b[31m\u009b2J\r\nerror: forged"#

    /// Whether `text` holds a control character other than the line feeds between lines.
    private func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// A valid layout whose header's element kind is `hostile`.
    private var hostileKind: String {
        CLIFixtures.rows(("rows", 2)).replacingOccurrences(of: #""itemCount": 2,"#, with: """
            "itemCount": 2, "boundarySupplementaryItems": [ { "elementKind": "\(Self.hostile)", "alignment": "top",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } } ],
            """)
    }

    @Test func anUnknownKeyIsEscapedInValidatesErrors() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("key.json", CLIFixtures.rows(("rows", 2))
            .replacingOccurrences(of: #""itemCount": 2,"#, with: #""itemCount": 2, "\#(Self.hostile)": 1,"#))
        let result = try sandbox.run(["validate", "--file", file])
        #expect(result.status == 2)
        #expect(!hasControlCharacters(result.stderr))
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.first?.contains("key.json: sections[0].\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{9B}2J\\u{D}\\u{A}error: forged: unknown key") == true)
    }

    @Test func kindsAndMessagesAreEscapedInShowLogAndDiff() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("kind.json", hostileKind)
        let saved = try sandbox.run(["save", "hostile", "--file", file, "--message", "first line\n\u{1B}[31merror: forged\r"])
        #expect(saved.status == 0)

        let show = try sandbox.run(["show", "hostile"])
        #expect(show.status == 0)
        #expect(!hasControlCharacters(show.stdout))
        #expect(show.stdout.contains("top \\u{1B}]0;pwned"))
        #expect(show.stdout.contains("message: first line\n         \\u{1B}[31merror: forged\\u{D}"))
        #expect(!show.lines.contains { $0.hasPrefix("error:") })

        let log = try sandbox.run(["log", "hostile"])
        #expect(log.status == 0)
        #expect(!hasControlCharacters(log.stdout))
        #expect(log.lines.count == 2)  // the header and one revision: the message's first line only
        #expect(log.lines.last?.hasSuffix("first line …") == true)

        let list = try sandbox.run(["list"])
        #expect(!hasControlCharacters(list.stdout))
        #expect(list.lines.contains { $0.hasPrefix("hostile ") && $0.hasSuffix("first line …") })

        let plain = try sandbox.write("plain.json", CLIFixtures.rows(("rows", 2)))
        let diff = try sandbox.run(["diff", "hostile", "--file", plain, "--width", "390"])
        #expect(diff.status == 1)
        #expect(!hasControlCharacters(diff.stdout))
        #expect(diff.stdout.contains("\\u{1B}]0;pwned"))

        // JSON keeps the exact text, escaped the JSON way.
        let json = try sandbox.run(["log", "hostile", "--format", "json"])
        let revisions = try #require(try json.json() as? [[String: Any]])
        #expect(revisions.first?["message"] as? String == "first line\n\u{1B}[31merror: forged\r")
    }

    @Test func devicePresetsFromAnEditedCatalogueAreEscapedInTablesAndHeaders() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        let db = try Database(path: sandbox.databasePath)
        try db.execute(sql: "UPDATE devices SET id = char(27) || '[31mred', name = 'red' || char(10) || 'error: forged' WHERE id = 'iphone-se-1'")
        let devices = try sandbox.run(["devices"])
        #expect(devices.status == 0)
        #expect(!hasControlCharacters(devices.stdout))
        #expect(devices.stdout.contains("\\u{1B}[31mred"))
        #expect(devices.stdout.contains("red\\u{A}error: forged"))
        let batch = try sandbox.run(["solve", "--all", "--devices", "all"])
        #expect(batch.status == 0)
        #expect(!hasControlCharacters(batch.stdout))
        #expect(batch.lines.first?.contains("\\u{1B}[31mred") == true)
    }

    @Test func aSolveErrorNamingAHostileSectionStaysOneLine() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid", "--items", "\u{1B}[2Jx\nerror: forged=3"])
        #expect(result.status != 0)
        #expect(!hasControlCharacters(result.stderr))
        #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("error: forged") })
    }
}
