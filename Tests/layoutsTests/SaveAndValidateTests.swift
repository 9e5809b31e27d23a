import Foundation
import LayoutReports
import Testing

/// `save` and `validate`: new revisions, no-op saves, optimistic concurrency, standard input,
/// and invalid documents reported in full without writing anything.
@Suite struct SaveAndValidateTests {
    @Test func saveNumbersRevisionsAndSkipsUnchangedDocuments() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("rows2.json", CLIFixtures.rows(("a", 4)))
        let first = try sandbox.run(["save", "rows", "--file", "rows.json"])
        #expect(first.status == 0)
        #expect(first.stdout == "rows@1\n")
        #expect(first.stderr.isEmpty)
        let same = try sandbox.run(["save", "rows", "--file", "rows.json"])
        #expect(same.status == 0)
        #expect(same.stdout == "rows@1 unchanged\n")
        let second = try sandbox.run(["save", "rows", "--file", "rows2.json"])
        #expect(second.stdout == "rows@2\n")
        // Saving the first document again is a change from rows@2, so a new revision.
        let back = try sandbox.run(["save", "rows", "--file", "rows.json"])
        #expect(back.stdout == "rows@3\n")
        let log = try #require(try sandbox.run(["log", "rows", "--format", "json"]).json() as? [[String: Any]])
        #expect(log.count == 3)
        #expect(log[0]["contentHash"] as? String == log[2]["contentHash"] as? String)
    }

    @Test func saveReadsStandardInput() throws {
        let sandbox = try Sandbox()
        let saved = try sandbox.run(["save", "piped", "--file", "-"], stdin: CLIFixtures.rows(("a", 2), ("b", 1)))
        #expect(saved.status == 0)
        #expect(saved.stdout == "piped@1\n")
        let shown = try sandbox.run(["show", "piped"])
        #expect(shown.lines.first == "piped@1  2 sections, 3 cells, vertical scrolling")
    }

    @Test func aStaleExpectedRevisionIsAConflictAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("rows2.json", CLIFixtures.rows(("a", 4)))
        try sandbox.write("rows3.json", CLIFixtures.rows(("a", 5)))
        #expect(try sandbox.run(["save", "rows", "--file", "rows.json", "--expect-revision", "0"]).stdout == "rows@1\n")
        #expect(try sandbox.run(["save", "rows", "--file", "rows2.json", "--expect-revision", "1"]).stdout == "rows@2\n")

        // Someone else saved rows@2 meanwhile: a save based on rows@1 is refused.
        let stale = try sandbox.run(["save", "rows", "--file", "rows3.json", "--expect-revision", "1"])
        #expect(stale.status == 2)
        #expect(stale.stdout.isEmpty)
        #expect(stale.stderr == "error: rows: conflict: expected the latest revision to be rows@1 but it is rows@2; nothing was saved\n")
        // 0 means "must not exist yet".
        let exists = try sandbox.run(["save", "rows", "--file", "rows3.json", "--expect-revision", "0"])
        #expect(exists.status == 2)
        #expect(exists.stderr.contains("conflict"))
        #expect(exists.stderr.contains("rows@2"))
        let log = try #require(try sandbox.run(["log", "rows", "--format", "json"]).json() as? [[String: Any]])
        #expect(log.count == 2)
    }

    @Test func aNegativeExpectedRevisionIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let result = try sandbox.run(["save", "rows", "--file", "rows.json", "--expect-revision=-1"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--expect-revision"))
        #expect(try sandbox.run(["show", "rows"]).status == 2)
    }

    @Test func aFailedSaveLeavesTheLogUnchanged() throws {
        let sandbox = try Sandbox()
        let before = try sandbox.run(["log", "photo-grid", "--format", "json"])
        try sandbox.write("bad.json", CLIFixtures.invalid)
        let failed = try sandbox.run(["save", "photo-grid", "--file", "bad.json"])
        #expect(failed.status == 2)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr.contains("bad.json: sections[0].group.subitems[0].size.width"))
        let after = try sandbox.run(["log", "photo-grid", "--format", "json"])
        #expect(after.stdout == before.stdout)
        // Nor is a new layout created by an invalid first save.
        let fresh = try sandbox.run(["save", "never", "--file", "bad.json"])
        #expect(fresh.status == 2)
        #expect(try sandbox.run(["log", "never"]).status == 2)
    }

    @Test func saveRefusesAnInvalidLayoutName() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let result = try sandbox.run(["save", "Photo Grid", "--file", "rows.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'Photo Grid'"))
        #expect(!looksLikeStackTrace(result.stderr))
    }

    @Test func validateAcceptsAnExportedSeedLayout() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "photo-grid-headers"])
        try sandbox.write("headers.json", exported.stdout)
        let result = try sandbox.run(["validate", "--file", "headers.json"])
        #expect(result.status == 0)
        // 3 sections of 30 photos.
        #expect(result.stdout == "headers.json: valid (3 sections, 90 cells)\n")
        #expect(result.stderr.isEmpty)
        // One section reads "1 section".
        let single = try sandbox.run(["validate", "--file", "-"], stdin: CLIFixtures.rows(("a", 1)))
        #expect(single.stdout == "<stdin>: valid (1 section, 1 cell)\n")
    }

    @Test func validateReportsEveryErrorWithItsPath() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bad.json", CLIFixtures.invalid)
        let result = try sandbox.run(["validate", "--file", "bad.json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasPrefix("error: bad.json: ") })
        for path in ["sections[0].group.subitems[0].size.width", "sections[1].itemCount", "sections[1].colour",
                     "sections[1].group", "sections[1].name"] {
            #expect(lines.contains { $0.hasPrefix("error: bad.json: \(path): ") }, "no error at \(path)")
        }
        #expect(!looksLikeStackTrace(result.stderr))
    }

    @Test func malformedJSONIsReportedWithLineAndColumn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("broken.json", CLIFixtures.malformed)
        let result = try sandbox.run(["validate", "--file", "broken.json"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: broken.json: line 3, column 16: "))
        // The same through save and solve.
        for arguments in [["save", "x", "--file", "broken.json"], ["solve", "--file", "broken.json"]] {
            let other = try sandbox.run(arguments)
            #expect(other.status == 2)
            #expect(other.stderr.contains("broken.json: line 3, column 16"))
        }
    }

    @Test(arguments: [
        // JSON has no NaN: a syntax error where it starts. Line 2 begins
        // `"size": {"height": {"absolute": ` — 8 + 11 + 13 = 32 characters — so column 33.
        ("{\"absolute\": NaN}", "line 2, column 33"),
        // Too large for a Double: the same place.
        ("{\"absolute\": 1e999}", "line 2, column 33"),
        ("{\"absolute\": -1}", "sections[0].group.size.height"),
        ("{\"fractionalHeight\": 0}", "sections[0].group.size.height"),
        ("{\"estimated\": -3}", "sections[0].group.size.height"),
    ])
    func impossibleSizesAreErrors(height: String, expected: String) throws {
        let sandbox = try Sandbox()
        let document = """
            {"formatVersion": 1, "sections": [{"name": "a", "itemCount": 1, "group": {"kind": "horizontal",
            "size": {"height": \(height), "width": {"fractionalWidth": 1}},
            "subitems": [{"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """
        try sandbox.write("doc.json", document)
        let result = try sandbox.run(["validate", "--file", "doc.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(!looksLikeStackTrace(result.stderr))
    }

    @Test func aMissingFileIsNamed() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["validate", "--file", "nowhere.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: nowhere.json: no such file\n")
        let folder = try sandbox.run(["validate", "--file", sandbox.folder.path])
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("cannot read"))
    }

    @Test func aNamedPipeCanBeRead() throws {
        // `--file <(layouts export x)` hands over a pipe, not a regular file.
        let sandbox = try Sandbox()
        let fifo = sandbox.path("doc.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            // Opening blocks until the child opens its end for reading.
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data(CLIFixtures.rows(("a", 2)).utf8))
                try? handle.close()
            }
        }
        writer.start()
        let result = try sandbox.run(["validate", "--file", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(": valid (1 section, 2 cells)\n"))
    }
}
