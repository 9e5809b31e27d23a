import Foundation
@testable import LayoutCatalog
import LayoutEngine
import LayoutReports
import SQLite
import Testing

/// Stored data the tool did not write, or wrote under looser rules, is reported for its own
/// layout and never traps the process or passes unchecked (issue 11: items 6, 7, 8, 9, 16).
/// The catalogue is edited with raw SQL, as another program or a hand in the sqlite3 shell would.
@Suite struct StoredDataTrustTests {
    /// A layout whose sections' item counts sum past `Int.max`: each count is the largest
    /// exact JSON integer, 1,025 of them.
    static let overflowingCounts = "{ \"formatVersion\": 1, \"sections\": [\n"
        + (0..<1025).map { CLIFixtures.rowsSection("s\($0)", items: 9_007_199_254_740_991) }.joined(separator: ",\n")
        + "\n] }\n"

    /// Runs SQL on the sandbox's catalogue with the project's own binding.
    private func sql(_ sandbox: Sandbox, _ script: String, arguments: StatementArguments = []) throws {
        let db = try Database(path: sandbox.databasePath)
        if arguments.isEmpty { try db.execute(script: script) } else { try db.execute(sql: script, arguments: arguments) }
    }

    private func expectNoTrap(_ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!looksLikeStackTrace(result.stderr), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.status == 0 || result.status == 1 || result.status == 2, sourceLocation: sourceLocation)
    }

    // MARK: Names

    /// A stored name edited to `../escaped` would have `export --all DIR` write outside DIR.
    /// `export --all` names it and writes the other layouts (exit 1); the parity kit, one file
    /// for every layout, refuses before writing anything; `rename` takes the stored name as it
    /// is and mends it.
    @Test func aStoredNameThatBreaksTheRuleWritesNoFileAndCanBeRenamed() throws {
        let sandbox = try Sandbox()
        try sql(sandbox, "UPDATE layouts SET name = '../escaped' WHERE name = 'photo-grid'")
        let message = "error: ../escaped: damaged layout name: a layout name may only hold a-z, 0-9, '-', '_' and '.'"
            + " (changed outside layouts; `layouts rename` gives it a valid one)"
        let all = try sandbox.run(["export", "--all", sandbox.path("out")])
        #expect(all.status == 1)
        #expect(all.stderr == message + " (not exported)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("out")).count == CatalogueCommandTests.seedLayoutCount - 1)
        let kit = try sandbox.run(["export", "--all", "--swift-parity", sandbox.path("kit")])
        #expect(kit.status == 2)
        #expect(kit.stderr == message + "\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
        #expect(!written.contains("kit") && !written.contains("escaped.json"))
        try FileManager.default.removeItem(atPath: sandbox.path("out"))
        let renamed = try sandbox.run(["rename", "../escaped", "photo-grid"])
        #expect(renamed.status == 0)
        #expect(renamed.stdout == "../escaped → photo-grid\n")
        let exported = try sandbox.run(["export", "--all", sandbox.path("out")])
        #expect(exported.status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("out/photo-grid.json")))
        // A name that is not stored is still not found, whatever it holds.
        #expect(try sandbox.run(["rename", "no such", "x"]).stderr == "error: no layout named 'no such' (see `layouts list`)\n")
    }

    // MARK: Item 6: sums of counts

    @Test func validatingCountsWhoseSumOverflowsIsAMessage() throws {
        let sandbox = try Sandbox()
        let huge = try sandbox.write("huge.json", CLIFixtures.rows(("a", 5_000_000_000_000_000_000), ("b", 5_000_000_000_000_000_000)))
        let refused = try sandbox.run(["validate", "--file", huge])
        expectNoTrap(refused)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("huge.json: sections[0].itemCount: integer too large"))
        // Each count exact, only the sum overflowing: the document is valid and says so.
        let many = try sandbox.write("many.json", Self.overflowingCounts)
        let valid = try sandbox.run(["validate", "--file", many])
        expectNoTrap(valid)
        #expect(valid.status == 0)
        #expect(valid.stdout.contains("valid (1025 sections, more than 9223372036854775807 cells)"))
    }

    @Test func aStoredLayoutWhoseCountsOverflowFailsOnlyItself() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("many.json", Self.overflowingCounts)
        #expect(try sandbox.run(["save", "many", "--file", file]).status == 0)

        let list = try sandbox.run(["list"])
        expectNoTrap(list)
        #expect(list.status == 0)
        #expect(list.lines.contains { $0.hasPrefix("many ") && $0.contains(">9223372036854775807") })
        #expect(list.lines.contains { $0.hasPrefix("photo-grid ") })
        let json = try sandbox.run(["list", "--format", "json"])
        let rows = try #require(try json.json() as? [[String: Any]])
        #expect(rows.first { $0["name"] as? String == "many" }?["cells"] is NSNull)

        let show = try sandbox.run(["show", "many"])
        expectNoTrap(show)
        #expect(show.status == 0)
        #expect(show.lines.first?.contains("1025 sections, more than 9223372036854775807 cells") == true)

        let batch = try sandbox.run(["solve", "--all"])
        expectNoTrap(batch)
        #expect(batch.status == 2)
        #expect(batch.stderr.contains("error: many@1: too many cells: at least 9223372036854775807 in total"))
        #expect(batch.lines.contains { $0.hasPrefix("photo-grid@1 ") })
        #expect(!batch.lines.contains { $0.hasPrefix("many@1 ") })
    }

    @Test func aStoredDocumentThatNoLongerDecodesIsReportedForItsLayoutOnly() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("old.json", CLIFixtures.rows(("rows", 3)))
        #expect(try sandbox.run(["save", "old", "--file", file]).status == 0)
        // What an older, looser version could have stored: a count no binary64 holds exactly.
        // Its hash is made to match, so only the decoding fails.
        let db = try Database(path: sandbox.databasePath)
        let stored = try #require(try db.fetchOne(String.self, sql: """
            SELECT r.document FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = 'old'
            """))
        let loose = stored.replacingOccurrences(of: #""itemCount":3"#, with: #""itemCount":5000000000000000000"#)
        #expect(loose != stored)
        try db.execute(sql: "UPDATE revisions SET document = ?, content_hash = ? WHERE document = ?",
                       arguments: [loose, sha256(loose), stored])

        let list = try sandbox.run(["list"])
        #expect(list.status == 0)
        #expect(list.lines.contains { $0.hasPrefix("old ") && $0.contains(" ? ") })
        #expect(list.stderr.contains("warning: old@1: the stored document no longer decodes: sections[0].itemCount"))
        let show = try sandbox.run(["show", "old"])
        #expect(show.status == 2)
        #expect(show.stderr.hasPrefix("error: old@1: the stored document no longer decodes"))
        let batch = try sandbox.run(["solve", "--all"])
        expectNoTrap(batch)
        #expect(batch.status == 2)
        #expect(batch.stderr.contains("error: old@1: the stored document no longer decodes"))
        #expect(batch.lines.contains { $0.hasPrefix("photo-grid@1 ") })
    }

    // MARK: Item 16: a batch is not all-or-nothing

    @Test func aLayoutOverTheCellLimitFailsAloneAndTheOthersKeepTheirCacheFills() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("huge.json", CLIFixtures.rows(("rows", 10_000_001)))
        #expect(try sandbox.run(["save", "huge", "--file", file]).status == 0)
        let layouts = try #require(try sandbox.run(["list", "--format", "json"]).json() as? [Any]).count

        let batch = try sandbox.run(["solve", "--all", "--widths", "320,390"])
        #expect(batch.status == 2)
        #expect(batch.stderr.contains("error: huge@1: too many cells: 10000001 in total, the limit is 10000000"))
        #expect(batch.stdout.contains("\(layouts) layouts × 2 sizes: \(2 * (layouts - 1)) solves"))
        #expect(batch.stdout.contains("1 failed"))
        // Every other layout's frames were kept: a second batch answers them from the cache.
        let stats = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(stats, "entries") == Double(2 * (layouts - 1)))
        let again = try sandbox.run(["solve", "--all", "--widths", "320,390", "--format", "json", "--timings"])
        #expect(again.status == 2)
        let rows = try #require(try again.json() as? [[String: Any]])
        #expect(rows.filter { $0["cache"] as? String == "hit" }.count == 2 * (layouts - 1))
        #expect(rows.contains { $0["layout"] as? String == "huge@1" && ($0["error"] as? String)?.contains("too many cells") == true })
    }

    // MARK: Item 7: revisions checked against their hash

    @Test func aRevisionEditedBehindTheToolsBackIsNamedAndNotServedFromTheCache() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["solve", "photo-grid"]).status == 0)  // fills the cache
        try sql(sandbox, """
            UPDATE revisions SET document = replace(document, '"itemCount":30', '"itemCount":31')
            WHERE layout_id = (SELECT id FROM layouts WHERE name = 'photo-grid')
            """)
        for arguments in [["show", "photo-grid"], ["solve", "photo-grid"], ["export", "photo-grid@1"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: photo-grid@1: damaged revision: the stored document hashes to "), "\(arguments)")
        }
        let list = try sandbox.run(["list"])
        #expect(list.status == 0)
        #expect(list.stderr.contains("warning: photo-grid@1: damaged revision"))
        #expect(try sandbox.run(["show", "list"]).status == 0)
    }

    /// One damaged revision does not stop `export --all`: the 27 other examples are written, the
    /// damaged one is named and not written (nor called stale), and the exit status is 1.
    @Test func exportAllWritesWhatItCanAroundADamagedRevision() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        try sql(sandbox, """
            UPDATE revisions SET document = replace(document, '"itemCount":30', '"itemCount":31')
            WHERE layout_id = (SELECT id FROM layouts WHERE name = 'photo-grid')
            """)
        let result = try sandbox.run(["export", "--all", "out"])
        #expect(result.status == 1)
        #expect(result.stdout == "\(CatalogueCommandTests.seedLayoutCount - 1) layouts written to out\n")
        #expect(result.stderr.hasPrefix("error: photo-grid@1: damaged revision: the stored document hashes to "))
        #expect(result.stderr.hasSuffix(" (not exported)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("out"))
        #expect(files.count == CatalogueCommandTests.seedLayoutCount - 1)
        #expect(!files.contains("photo-grid.json"))
        #expect(files.contains("photo-grid-headers.json"))
    }

    @Test func doctorFindsNothingInAHealthyCatalogue() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["solve", "--all"]).status == 0)
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 0)
        #expect(doctor.stderr.isEmpty)
        let layouts = CatalogueCommandTests.seedLayoutCount
        #expect(doctor.stdout.contains("checked \(layouts) revisions"))
        #expect(doctor.stdout.contains("\(CatalogueCommandTests.seedMeasurementSetCount) measurement sets, the schema and \(layouts) cache entries: no problems"))
    }

    @Test func doctorNamesEachDamagedRevisionSectionTableAndTheCacheBookkeeping() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["solve", "list"]).status == 0)
        try sql(sandbox, """
            UPDATE revisions SET document = replace(document, '"itemCount":30', '"itemCount":31')
            WHERE layout_id = (SELECT id FROM layouts WHERE name = 'photo-grid');
            UPDATE revision_sections SET document = document || ' '
            WHERE position = 0
              AND revision_id = (SELECT r.id FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = 'nested-groups');
            UPDATE cache_stats SET bytes = bytes + 7;
            DROP TABLE devices;
            """)
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        #expect(doctor.stdout.contains("4 problems"))
        let errors = doctor.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 4)
        #expect(errors.contains { $0.hasPrefix("error: photo-grid@1: the stored document does not match its content hash") })
        #expect(errors.contains { $0.hasPrefix("error: nested-groups@1 sections[0]: the stored section does not match its content hash") })
        #expect(errors.contains { $0.hasPrefix("error: schema: devices: table devices is missing (`layouts repair` rebuilds it") })
        #expect(errors.contains { $0.hasPrefix("error: frame cache: cache_stats.bytes is ") && $0.contains("layouts cache clear") })
    }

    /// The seeded sets are checked like revisions: one edited in place no longer has its hash; one
    /// whose text was rewritten with a matching hash but a negative height no longer decodes.
    @Test func doctorNamesADamagedAndAnInvalidMeasurementSet() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        try sql(sandbox, "UPDATE measurement_sets SET document = document || ' ' WHERE name = 'tag-cloud'")
        let db = try Database(path: sandbox.databasePath)
        let text = try #require(try db.fetchOne(String.self, sql: "SELECT document FROM measurement_sets WHERE name = 'self-sizing-feed'"))
        let negative = text.replacingOccurrences(of: #""height":64"#, with: #""height":-64"#)
        #expect(negative != text)
        try sql(sandbox, "UPDATE measurement_sets SET document = ?, content_hash = ? WHERE name = 'self-sizing-feed'",
                arguments: [negative, ContentHash.of(negative)])
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        let errors = doctor.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 2, "\(doctor.stderr)")
        #expect(errors.contains { $0.hasPrefix("error: measurement set tag-cloud@1: the stored document does not match its content hash") })
        #expect(errors.contains { $0.hasPrefix("error: measurement set self-sizing-feed@1: ") && $0.contains("height") },
                "\(doctor.stderr)")
        // Read on its own, the damaged set is called what it is, not a damaged revision.
        let export = try sandbox.run(["measurements", "export", "tag-cloud"])
        #expect(export.status == 2)
        #expect(export.stderr.hasPrefix("error: tag-cloud@1: damaged measurement set: the stored set hashes to "), "\(export.stderr)")
    }

    /// The `default` token set damaged in place is refused by `lint` as by `solve`: before, lint
    /// read it as no set at all and reported every layout naming a token as unresolved.
    @Test func lintRefusesADamagedDefaultTokenSetAsSolveDoes() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        try sql(sandbox, "UPDATE token_sets SET document = document || ' ' WHERE name = 'default'")
        for command in [["lint", "token-cards"], ["solve", "token-cards", "--width", "390"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.hasPrefix("error: default@1: damaged token set: the stored set hashes to "), "\(command): \(result.stderr)")
        }
        #expect(try sandbox.run(["lint", "token-cards", "--tokens", "@default"]).status == 2)
    }

    /// A column another tool added holds nothing of the catalogue's: the refusal names the table
    /// and column and says nothing is lost; `repair` drops it (its name quoted, quotes and all),
    /// and every command reads the catalogue again.
    @Test func anExtraColumnIsNamedAndRepairDropsIt() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        try sql(sandbox, #"ALTER TABLE layouts ADD COLUMN "ex""tra" TEXT"#)
        let list = try sandbox.run(["list"])
        #expect(list.status == 2)
        #expect(list.stderr.hasSuffix(#"damaged catalogue: table layouts has an unknown column ex"tra. "#
                                      + "No layout is lost: `layouts repair` mends it\n"), "\(list.stderr)")
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.stderr == #"error: schema: layouts: table layouts has an unknown column ex"tra "#
                + "(`layouts repair` drops it, losing no layout)\n")
        let repair = try sandbox.run(["repair"])
        #expect(repair.status == 0)
        #expect(repair.stdout.contains(#"repaired: table layouts has an unknown column ex"tra"#))
        #expect(try sandbox.run(["list"]).stdout.contains("photo-grid"))
        #expect(try sandbox.run(["doctor"]).status == 0)
    }

    /// Bytes overwritten in one of the file's pages: below the rows and schema objects `repair`
    /// mends. `doctor` names the damage a line a problem; `repair` says it cannot mend it,
    /// exits 2 and leaves the file byte for byte as it was (writing could spread the damage).
    @Test func repairRefusesDamagedPagesAndChangesNothing() throws {
        let sandbox = try Sandbox()
        // Everything in the main file first, so that no WAL frame stands for the damaged page.
        try sql(sandbox, "PRAGMA wal_checkpoint(TRUNCATE)")
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: sandbox.databasePath))
        try handle.seek(toOffset: 40_000)
        try handle.write(contentsOf: Data(repeating: 0xDE, count: 800))
        try handle.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath))

        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        let found = doctor.stderr.split(separator: "\n")
        #expect(found.contains { $0.hasPrefix("error: database file: ") && $0.hasSuffix("(restore from a backup)") }, "\(doctor.stderr)")
        #expect(found.allSatisfy { $0.hasPrefix("error: ") }, "\(doctor.stderr)")
        #expect(!doctor.stderr.contains("\\u{A}"), "one problem a line: \(doctor.stderr)")

        let repair = try sandbox.run(["repair"])
        #expect(repair.status == 2)
        #expect(repair.stderr.hasPrefix("error: not repaired: database file: "), "\(repair.stderr)")
        #expect(repair.stderr.contains("(restore from a backup; `layouts backup` copies the file as it is)"))
        #expect(repair.stdout == "\(sandbox.databasePath): SQLite's pages are damaged; nothing was changed\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath)) == before)
    }

    @Test func doctorReportsADroppedCacheTableNotRawSQL() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        try sql(sandbox, "DROP TABLE frame_cache")
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        #expect(doctor.stderr == "error: schema: frame_cache: table frame_cache is missing (`layouts repair` rebuilds it, losing no layout)\n")
        // A dropped table of layouts is for a backup to restore.
        try sql(sandbox, "DROP TABLE revision_sections")
        let worse = try sandbox.run(["doctor"])
        #expect(worse.stderr.contains("error: schema: revision_sections: table revision_sections is missing (restore from a backup)"),
                "\(worse.stderr)")
    }

    // MARK: Item 8: cached blobs must match their key

    /// A well-framed solution that holds nothing: no sections, no cells. By hand: each size
    /// is n · 2 · 4 as a varint (390 → 3120 = B0 18, 844 → 6752 = E0 34, 0 → 00), then the
    /// counts of sections, cells, runs, kinds and attributes, all 0.
    static let emptyBlob: [UInt8] = Array("LFB5".utf8) + [0xB0, 0x18, 0xE0, 0x34, 0xB0, 0x18, 0x00] + [0, 0, 0, 0, 0]

    @Test func theEmptyBlobIsWhatTheEncoderWrites() {
        #expect(Self.emptyBlob == FrameBlob.encode(Solution(
            container: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 0), sections: [],
            cells: FrameBuffer(storage: []), supplementaries: [])))
    }

    /// Every cache row, each holding one solution, with that solution edited by `edit` (its
    /// checksum written again, so that what is tested is the check of what it holds).
    private func editCachedSolutions(_ sandbox: Sandbox, _ edit: ([UInt8]) -> [UInt8]) throws {
        let db = try Database(path: sandbox.databasePath)
        for row in try db.fetchAll(sql: "SELECT id, frames, content_hash, solver_version FROM frame_cache") {
            guard case .blob(let bytes) = row[1] else { continue }
            let key = FrameCacheKey(contentHash: try row.value(at: 2), solverVersion: try row.value(at: 3))
            let entries = try #require(bytes.withUnsafeBytes { DocumentFrames.entries(in: $0, of: key) })
            #expect(entries.count == 1)
            let edited = DocumentFrames.encode(entries.map {
                DocumentFrames.StoredEntry(key: Array(bytes[$0.key]), frames: edit(Array(bytes[$0.frames])))
            }, for: key)
            try db.execute(sql: "UPDATE frame_cache SET frames = ?, byte_size = ? WHERE id = ?",
                           arguments: [DatabaseValue.blob(edited), edited.count, row[0]])
        }
    }

    @Test func aBlobWithoutSectionsIsAMissNotATrapInDiffWidth() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "photo-grid"]).stdout
        let file = try sandbox.write("photo-grid.json", exported.replacingOccurrences(of: #""itemCount": 30"#, with: #""itemCount": 12"#))
        let first = try sandbox.run(["diff", "photo-grid", "--file", file, "--width", "390"])
        #expect(first.status == 1)
        try editCachedSolutions(sandbox) { _ in Self.emptyBlob }
        let second = try sandbox.run(["diff", "photo-grid", "--file", file, "--width", "390"])
        expectNoTrap(second)
        #expect(second.status == 1)
        #expect(second.stdout == first.stdout)
    }

    @Test func aBlobWithNaNFramesIsAMissAndNeverPrinted() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("rows.json", CLIFixtures.rows(("rows", 3)))
        #expect(try sandbox.run(["save", "rows", "--file", file]).status == 0)
        let fresh = try sandbox.run(["solve", "rows", "--width", "390", "--format", "json"])
        #expect(fresh.status == 0)
        // In the row's one solution, the first cell's width becomes NaN: decoded, edited and
        // encoded again (NaN has no short form, so it is stored raw), under a fresh checksum.
        var checked = false
        try editCachedSolutions(sandbox) { blob in
            guard var solution = FrameBlob.decode(blob) else { return blob }
            #expect(solution.cells.count == 3 && solution.cells.storage[2] > 0)
            var storage = solution.cells.storage
            storage[2] = .nan
            solution.cells = FrameBuffer(storage: storage)
            checked = true
            return FrameBlob.encode(solution)
        }
        #expect(checked)

        let solved = try sandbox.run(["solve", "rows", "--width", "390", "--format", "json"])
        #expect(solved.status == 0)
        // No frame holds a null (NaN); nulls elsewhere are the format's (no device, no scale).
        #expect(!solved.stdout.contains("[null") && !solved.stdout.contains(", null"))
        #expect(solved.stdout == fresh.stdout)
        let svg = try sandbox.run(["render", "rows", "--width", "390"])
        #expect(svg.status == 0)
        #expect(!svg.stdout.lowercased().contains("nan"))
        let table = try sandbox.run(["solve", "rows", "--width", "390"])
        #expect(table.lines.last?.hasSuffix("hit") == true)  // the re-solved frames replaced the blob
    }

    // MARK: Item 9: counters near 2^63

    @Test func cacheStatsDoesNotTrapOnCountersNearTwoToThe63() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["list"]).status == 0)
        try sql(sandbox, "UPDATE cache_stats SET hits = 9223372036854775806, misses = 9223372036854775807")
        let stats = try sandbox.run(["cache", "stats"])
        expectNoTrap(stats)
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("hits      9223372036854775806"))
        #expect(stats.stdout.contains("hit rate  50%"))
        // Further hits and misses hold the counters at the top instead of failing every write.
        #expect(try sandbox.run(["solve", "photo-grid"]).status == 0)
        let solved = try sandbox.run(["solve", "photo-grid"])
        #expect(solved.status == 0)
        #expect(solved.stderr.isEmpty)
        let json = try sandbox.run(["cache", "stats", "--format", "json"])
        #expect(json.status == 0)
        #expect(try number(try json.json(), "entries") == 1)
    }
}

/// SHA-256 as lowercase hex, computed by the system's `sha256sum`, independent of the tool.
func sha256(_ text: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data.prefix(64), as: UTF8.self)
}
