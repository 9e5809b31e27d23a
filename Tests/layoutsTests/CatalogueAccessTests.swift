import Foundation
import LayoutCatalog
import LayoutReports
import SQLite
import Testing

/// Issue 11, items 10, 11, 17 and 18: catalogues that are refused, damaged, read-only or
/// copied, each run as the built binary on real files.
@Suite struct CatalogueAccessTests {
    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    // MARK: 10. a refused catalogue is left untouched

    /// A catalogue from a newer version, in rollback-journal mode (as SQLite tools leave a
    /// file they vacuum or copy): refused, and not switched to WAL on the way.
    @Test func aNewerVersionsRollbackJournalCatalogueIsRefusedUntouched() throws {
        let sandbox = try Sandbox()
        do {
            let db = try Database(opening: sandbox.databasePath, access: .readWrite(create: false))
            _ = try db.fetchOne(String.self, sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: """
                INSERT INTO schema_migrations (version, name, sha256, applied_at)
                VALUES (99, 'from_the_future', ?, '2031-01-01T00:00:00Z')
                """, arguments: [String(repeating: "ab", count: 32)])
        }
        try sandbox.write("x.json", CLIFixtures.rows(("a", 1)))
        let before = try bytes(sandbox.databasePath)
        #expect(before[18] == 1 && before[19] == 1)  // header bytes 18–19: 1 rollback journal, 2 WAL
        for command in [["list"], ["save", "x", "--file", "x.json"], ["solve", "photo-grid", "--width", "390"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 2)
            #expect(result.stderr.contains("was written by a newer version of layouts"), "\(result.stderr)")
        }
        #expect(try bytes(sandbox.databasePath) == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath + "-wal"))
    }

    // MARK: 11. a damaged schema is reported as such

    @Test func aDroppedTableIsADamagedCatalogueThatRepairRebuilds() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run(["solve", "photo-grid", "--width", "390"])
        do {
            let db = try Database(path: sandbox.databasePath)
            try db.execute(sql: "DROP TABLE frame_cache")
            try db.execute(sql: "DROP INDEX revisions_by_content_hash")
        }
        try sandbox.write("x.json", CLIFixtures.rows(("a", 1)))
        let before = try bytes(sandbox.databasePath)
        for command in [["list"], ["solve", "photo-grid", "--width", "390"], ["save", "x", "--file", "x.json"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 2)
            #expect(result.stderr == "error: \(sandbox.databasePath): damaged catalogue: table frame_cache is missing; "
                + "index revisions_by_content_hash is missing. No layout is lost: `layouts repair` mends it\n")
            #expect(!result.stderr.contains("SQLite error"))
        }
        #expect(try bytes(sandbox.databasePath) == before)

        let repaired = try sandbox.run(["repair"])
        #expect(repaired.status == 0, "\(repaired.stderr)")
        #expect(repaired.stdout == "repaired: table frame_cache is missing\nrepaired: index revisions_by_content_hash is missing\n")
        #expect(try sandbox.run(["list", "--format", "json"]).json() as? [Any] != nil)
        #expect(try sandbox.run(["solve", "photo-grid", "--width", "390"]).lines.last?.hasSuffix("miss") == true)
        #expect(try sandbox.run(["solve", "photo-grid", "--width", "390"]).lines.last?.hasSuffix("hit") == true)
        #expect(try sandbox.run(["repair"]).stdout == "\(sandbox.databasePath): the schema is whole; nothing to repair\n")
    }

    /// A damaged table of revisions cannot be rebuilt: repair refuses and changes nothing,
    /// and a backup can still copy the file as it is.
    @Test func aDamagedRevisionsTableIsLeftForABackupToRestore() throws {
        let sandbox = try Sandbox()
        do {
            let db = try Database(path: sandbox.databasePath)
            try db.execute(sql: "ALTER TABLE revisions DROP COLUMN message")
        }
        let before = try bytes(sandbox.databasePath)
        let message = "error: \(sandbox.databasePath): damaged catalogue: table revisions has no column message. "
            + "Its layouts cannot all be read back: restore a copy made with `layouts backup`\n"
        #expect(try sandbox.run(["show", "photo-grid"]).stderr == message)
        let repair = try sandbox.run(["repair"])
        #expect(repair.status == 2)
        #expect(repair.stderr == message)
        #expect(try bytes(sandbox.databasePath) == before)
        #expect(try sandbox.run(["backup", sandbox.path("as-it-was.sqlite")]).status == 0)
    }

    // MARK: 17. read-only catalogues

    enum ReadOnlyPart: String, CaseIterable { case file, folder }

    /// Every reading command works on a catalogue this user cannot write, whether the file
    /// or its folder is write-protected; `solve NAME` and `solve --all` both answer and warn
    /// alike; every writing command fails naming the cause; the file is not changed.
    @Test(.enabled(if: UnprivilegedUser.isAvailable), arguments: ReadOnlyPart.allCases)
    func aReadOnlyCatalogueCanBeReadAndSaysWhyItCannotBeWritten(part: ReadOnlyPart) throws {
        let sandbox = try Sandbox(.nothing)
        let folder = sandbox.path("shared")
        let catalogue = folder + "/catalog.sqlite"
        #expect(try sandbox.runRaw(["init", "--examples", "--db", catalogue]).status == 0)
        #expect(try sandbox.runRaw(["solve", "photo-grid", "--width", "390", "--db", catalogue]).status == 0)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        // Others may read the file and enter the folder; only the protected part is unwritable.
        #expect(chmod(sandbox.folder.path, 0o777) == 0)
        #expect(chmod(catalogue, part == .file ? 0o444 : 0o666) == 0)
        #expect(chmod(folder, part == .folder ? 0o555 : 0o777) == 0)
        defer { _ = chmod(folder, 0o755) }
        let before = try bytes(catalogue)

        func run(_ arguments: [String]) throws -> CLIResult {
            try sandbox.runRaw(arguments + ["--db", catalogue], unprivileged: true)
        }
        let reads: [[String]] = [
            ["list"], ["show", "photo-grid"], ["export", "photo-grid"], ["log", "photo-grid"],
            ["diff", "photo-grid", "list"], ["sections", "photo-grid"], ["cache", "stats"], ["devices"],
            ["render", "photo-grid", "--width", "390", "--output", sandbox.path("grid.svg")],
            ["backup", sandbox.path("copy.sqlite")],
        ]
        for arguments in reads {
            let result = try run(arguments)
            #expect(result.status == (arguments[0] == "diff" ? 1 : 0), "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        }
        let cause = part == .file
            ? "this user may not write the file"
            : "this user may not write its folder \(folder), where SQLite keeps the catalogue's journal"
        let warning = "warning: the frame cache could not be written (\(cause)); the frames above are right but were not kept\n"
        // A cached solve is a hit; a new one is solved and not kept, with the same warning
        // from `solve NAME`, `solve --all` and `diff`.
        let hit = try run(["solve", "photo-grid", "--width", "390"])
        #expect(hit.status == 0 && hit.stderr.isEmpty && hit.lines.last?.hasSuffix("hit") == true, "\(hit.stderr)")
        let one = try run(["solve", "photo-grid", "--width", "320"])
        #expect(one.status == 0)
        #expect(one.stderr == warning)
        let all = try run(["solve", "--all", "--width", "320"])
        #expect(all.status == 0)
        #expect(all.stderr == warning)
        // `diff` passes the same warning on, once for both sides.
        let diffed = try run(["diff", "photo-grid", "list", "--width", "320"])
        #expect(diffed.status == 1)
        #expect(diffed.stderr == warning)
        #expect(all.lines.last?.hasPrefix("\(CatalogueCommandTests.seedLayoutCount) layouts × 1 size") == true)

        // A write for one layout names it, as GRDB's errors carry their statement.
        let writes: [([String], String)] = [
            (["save", "rows", "--file", "rows.json"], " to save rows"), (["rename", "list", "rows"], " to rename list to rows"),
            (["delete", "list"], " to delete list"), (["cache", "clear"], ""), (["seed"], ""),
        ]
        for (arguments, action) in writes {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "error: \(catalogue): cannot write the catalogue\(action): \(cause); nothing was changed\n",
                    "\(arguments)")
        }
        #expect(try bytes(catalogue) == before)
    }

    /// A warm batch on a catalogue this user cannot write answers every solve from the cache:
    /// past 4,096 hits the cache would write their recency stamps, which a read-only catalogue
    /// cannot take, so it drops them instead of failing the batch. 28 layouts × 150 widths are
    /// 4,200 hits.
    @Test(.enabled(if: UnprivilegedUser.isAvailable))
    func aWarmBatchOnAReadOnlyCatalogueRecordsNoHitsAndSucceeds() throws {
        let sandbox = try Sandbox(.nothing)
        let folder = sandbox.path("shared")
        let catalogue = folder + "/catalog.sqlite"
        #expect(try sandbox.runRaw(["init", "--examples", "--db", catalogue]).status == 0)
        let widths = (0..<150).map { String(300 + $0) }.joined(separator: ",")
        let cold = try sandbox.runRaw(["solve", "--all", "--widths", widths, "--db", catalogue])
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(chmod(sandbox.folder.path, 0o777) == 0)
        #expect(chmod(catalogue, 0o444) == 0)
        #expect(chmod(folder, 0o555) == 0)
        defer { _ = chmod(folder, 0o755) }
        let before = try bytes(catalogue)
        let warm = try sandbox.runRaw(["solve", "--all", "--widths", widths, "--db", catalogue, "--timings"], unprivileged: true)
        let solves = 150 * CatalogueCommandTests.seedLayoutCount
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(warm.stderr.isEmpty, "\(warm.stderr)")
        #expect(warm.lines.last?.contains("\(solves) solves") == true && warm.lines.last?.contains("\(solves) from the cache") == true,
                "\(warm.lines.last ?? "")")
        #expect(try bytes(catalogue) == before)
    }

    // MARK: 18. backup

    @Test func backupWritesACompleteCopyThatOpensAnywhere() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run(["solve", "photo-grid", "--width", "390"])
        let copy = sandbox.path("copy.sqlite")
        let result = try sandbox.run(["backup", copy])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "backed up \(sandbox.databasePath) to \(copy)\n")
        // One self-contained file in rollback-journal mode: nothing beside it to forget.
        #expect(!FileManager.default.fileExists(atPath: copy + "-wal"))
        let header = try bytes(copy)
        #expect(header[18] == 1 && header[19] == 1)
        // The same layouts, revisions and content hashes, and the frame cache came along.
        for command in [["list", "--format", "json"], ["log", "photo-grid", "--format", "json"]] {
            #expect(try sandbox.runRaw(command + ["--db", copy]).stdout == (try sandbox.run(command)).stdout)
        }
        #expect(try sandbox.runRaw(["solve", "photo-grid", "--width", "390", "--db", copy]).lines.last?.hasSuffix("hit") == true)
        // An existing file is never replaced.
        let again = try sandbox.run(["backup", copy])
        #expect(again.status == 2)
        #expect(again.stderr == "error: \(copy): cannot create the file: a file exists there already; nothing was written\n")
        let missingFolder = try sandbox.run(["backup", sandbox.path("no/such/copy.sqlite")])
        #expect(missingFolder.status == 2)
        #expect(missingFolder.stderr.contains("its folder \(sandbox.path("no/such")) does not exist"))
        let notAPath = try sandbox.run(["backup", ":memory:"])
        #expect(notAPath.status == 64)
    }

    /// Backups taken while another process saves revision after revision are each a
    /// consistent catalogue: it opens, passes SQLite's integrity check, and every layout in
    /// it has all its revisions — where copying the file and its -wal could tear.
    @Test func backupsDuringWritesAreConsistent() throws {
        let sandbox = try Sandbox()
        var documents: [String] = []
        for count in 1...40 {
            documents.append(try sandbox.write("rows-\(count).json", CLIFixtures.rows(("a", count))))
        }
        let script = documents.map { "\"$LAYOUTS\" save rows --file '\($0)' >/dev/null || exit 1" }.joined(separator: "\n")
        let writer = try sandbox.start(["-c", script], environment: ["LAYOUTS": try #require(LayoutsBinary.url).path])
        var copies: [String] = []
        for index in 0..<6 {
            let copy = sandbox.path("copy-\(index).sqlite")
            let result = try sandbox.run(["backup", copy])
            #expect(result.status == 0, "\(result.stderr)")
            copies.append(copy)
        }
        #expect(try writer.finish().status == 0)
        for copy in copies {
            let db = try Database(opening: copy, access: .readOnly)
            #expect(try db.fetchOne(String.self, sql: "PRAGMA integrity_check") == "ok")
            #expect(try db.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
            let catalog = try Catalog(path: copy)
            if let latest = try catalog.layouts().first(where: { $0.name == "rows" })?.latestRevision {
                #expect(try catalog.log(of: "rows").map(\.number) == Array((1...latest).reversed()))
            }
        }
    }
}
