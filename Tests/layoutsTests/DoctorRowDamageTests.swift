import Foundation
import LayoutReports
import SQLite
import Testing

/// Issue 35, item 11: damage no schema comparison or hash check saw, made with raw SQL as a
/// hand in the sqlite3 shell would (foreign keys off, as that shell has them): `doctor` names
/// each piece where it is, and `repair` mends what loses nothing and says what it cannot.
@Suite struct DoctorRowDamageTests {
    private func sql(_ sandbox: Sandbox, _ script: String) throws {
        let db = try Database(path: sandbox.databasePath)
        try db.execute(script: "PRAGMA foreign_keys = OFF;\n" + script)
    }

    /// The example catalogue, then, one piece each: a layout row deleted under its revision
    /// (`list`, one revision), photo-grid's one section row deleted, a section row of a revision
    /// that does not exist, a trigger that deletes photo-grid on every save, a view, an index and
    /// a table nobody migrated, an infinite width and a scale of 1000, a layout with no revision,
    /// and two names that break the rule (names with a dot first: `storedNamesStartingWithADotAreNamed`).
    private static let damage = """
        DELETE FROM layouts WHERE name = 'list';
        DELETE FROM revision_sections WHERE revision_id =
            (SELECT r.id FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = 'photo-grid');
        INSERT INTO revision_sections (revision_id, position, name, document, content_hash)
            VALUES (999999, 0, 'x', '{}', '\(String(repeating: "a", count: 64))');
        CREATE TRIGGER sneaky AFTER INSERT ON revisions BEGIN DELETE FROM layouts WHERE name = 'photo-grid'; END;
        CREATE VIEW v AS SELECT 1;
        CREATE INDEX extra_by_date ON layouts (created_at);
        CREATE TABLE notes (x);
        UPDATE devices SET width = 1e999 WHERE id = 'iphone-16';
        UPDATE devices SET scale = 1000 WHERE id = 'ipad-10';
        INSERT INTO layouts (name) VALUES ('empty-one');
        UPDATE layouts SET name = 'Bad Name' WHERE name = 'tag-cloud';
        UPDATE layouts SET name = 'Two Columns' WHERE name = 'two-column-grid';
        """

    private static let cannotBeRepaired = [
        "foreign keys: revisions: 1 row refers to a layouts row that does not exist (restore from a backup)",
        "schema: notes: table notes was not made by the migrations (layouts never reads it, and `layouts repair` "
            + "keeps it, since a table holds data: drop it yourself if it is not yours)",
        "Bad Name: damaged layout name: a layout name may only hold a-z, 0-9, '-', '_' and '.' "
            + "(`layouts rename` gives it a valid one)",
        "Two Columns: damaged layout name: a layout name may only hold a-z, 0-9, '-', '_' and '.' "
            + "(`layouts rename` gives it a valid one)",
    ]

    @Test func doctorNamesEachPieceAndRepairMendsWhatLosesNothing() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["doctor"]).status == 0)
        try sql(sandbox, Self.damage)

        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        #expect(doctor.stdout.hasSuffix(": 12 problems\n"), "\(doctor.stdout)")
        let found = doctor.stderr.split(separator: "\n").map(String.init)
        #expect(found == [
            "error: foreign keys: revision_sections: 1 row refers to a revisions row that does not exist "
                + "(`layouts repair` deletes such rows: section rows are made from their revision)",
            "error: " + Self.cannotBeRepaired[0],
            "error: photo-grid@1 sections: the section rows are not the sections of the document, so `layouts sections` "
                + "answers wrongly (`layouts repair` makes them again from the document)",
            "error: schema: extra_by_date: index extra_by_date on layouts was not made by the migrations "
                + "(`layouts repair` drops it, losing nothing)",
            "error: " + Self.cannotBeRepaired[1],
            "error: schema: sneaky: trigger sneaky on revisions was not made by the migrations: layouts never runs it, "
                + "but any other program writing to revisions would (`layouts repair` drops it)",
            "error: schema: v: view v was not made by the migrations (`layouts repair` drops it, losing nothing)",
            "error: device ipad-10: scale is 1000; a scale is 1 to 10 (`layouts repair` loads the preset again)",
            "error: device iphone-16: width is inf; a side is 1 to 10000 points "
                + "(`layouts repair` loads the preset again)",
            "error: empty-one: the layout has no revision (`layouts repair` deletes it: it holds nothing)",
            "error: " + Self.cannotBeRepaired[2],
            "error: " + Self.cannotBeRepaired[3],
        ])

        let repair = try sandbox.run(["repair"])
        #expect(repair.status == 2)
        #expect(repair.lines == [
            "repaired: schema: extra_by_date: dropped the index the migrations did not make",
            "repaired: schema: sneaky: dropped the trigger the migrations did not make",
            "repaired: schema: v: dropped the view the migrations did not make",
            "repaired: foreign keys: revision_sections: deleted 1 row of revisions that do not exist",
            "repaired: photo-grid@1 sections: made the section rows again from the document",
            "repaired: devices: loaded the built-in presets again",
            "repaired: empty-one: deleted the layout, which had no revision",
        ])
        #expect(repair.stderr == Self.cannotBeRepaired.map { "error: not repaired: \($0)\n" }.joined())

        // What is left is what repair said it could not mend.
        let after = try sandbox.run(["doctor"])
        #expect(after.stderr == Self.cannotBeRepaired.map { "error: \($0)\n" }.joined())
        // photo-grid's one section is its row again, and a save no longer deletes photo-grid.
        #expect(try sandbox.run(["sections", "photo-grid"]).status == 0)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        #expect(try sandbox.run(["save", "rows", "--file", "rows.json"]).stdout == "rows@1\n")
        #expect(try sandbox.run(["show", "photo-grid"]).status == 0)
        let devices = try #require(try sandbox.run(["devices", "--format", "json"]).json() as? [[String: Any]])
        #expect(devices.first { $0["id"] as? String == "ipad-10" }?["scale"] as? Double == 2)
    }

    /// A trigger planted in the file never runs on a write of ours, before any repair: not on
    /// the frame cache a `solve` fills, nor on the revision a `save` adds. `doctor` still names it.
    @Test func plantedTriggersNeverRun() throws {
        let sandbox = try Sandbox()
        try sql(sandbox, """
            CREATE TRIGGER renames AFTER INSERT ON frame_cache BEGIN UPDATE layouts SET name = 'pwned-' || name; END;
            CREATE TRIGGER deletes AFTER INSERT ON revisions BEGIN DELETE FROM layouts WHERE name = 'photo-grid'; END;
            """)
        #expect(try sandbox.run(["solve", "photo-grid", "--width", "390"]).status == 0)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        #expect(try sandbox.run(["save", "rows", "--file", "rows.json"]).stdout == "rows@1\n")
        let names = try sandbox.run(["list", "--format", "json"]).stdout
        #expect(!names.contains("pwned-"))
        #expect(names.contains("\"photo-grid\""))
        let db = try Database(path: sandbox.databasePath)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache") ?? 0 > 0)
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        #expect(doctor.stderr.contains("trigger renames on frame_cache was not made by the migrations"))
    }

    /// `.`, `..` and `.hidden` keep the letters of the rule but name the folder itself, its
    /// parent and a hidden file: `export --all` and `import` cannot round-trip them. Only the
    /// start of the reason is fixed here: the naming rule words the rest.
    @Test func storedNamesStartingWithADotAreNamed() throws {
        let sandbox = try Sandbox()
        try sql(sandbox, """
            UPDATE layouts SET name = '.' WHERE name = 'list';
            UPDATE layouts SET name = '..' WHERE name = 'tag-cloud';
            UPDATE layouts SET name = '.hidden' WHERE name = 'two-column-grid';
            """)
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        let lines = doctor.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(doctor.stderr)")
        for (line, name) in zip(lines, [".", "..", ".hidden"]) {
            #expect(line.hasPrefix("error: \(name): damaged layout name: a layout name cannot start with '.'"), "\(line)")
            #expect(line.hasSuffix("(`layouts rename` gives it a valid one)"))
        }
    }

    /// A section row whose text alone was edited is named once, by the section check, and
    /// made again by repair from its revision's document.
    @Test func anEditedSectionTextIsMadeAgainFromItsRevision() throws {
        let sandbox = try Sandbox()
        try sql(sandbox, """
            UPDATE revision_sections SET document = document || ' ' WHERE position = 0 AND revision_id =
                (SELECT r.id FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = 'nested-groups');
            """)
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.stderr == "error: nested-groups@1 sections[0]: the stored section does not match its content hash "
            + "(changed outside layouts: `layouts repair` makes it again from its revision's document, if that is sound)\n")
        let repair = try sandbox.run(["repair"])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(repair.stdout == "repaired: nested-groups@1 sections: made the section rows again from the document\n")
        #expect(try sandbox.run(["doctor"]).status == 0)
    }

    /// Repair reads before it writes: a whole catalogue this user may not write is reported
    /// whole, as before repair mended rows, not refused for want of a write.
    @Test(.enabled(if: UnprivilegedUser.isAvailable))
    func repairingAWholeReadOnlyCatalogueWritesNothing() throws {
        let sandbox = try Sandbox(.nothing)
        let folder = sandbox.path("shared")
        let catalogue = folder + "/catalog.sqlite"
        #expect(try sandbox.runRaw(["init", "--examples", "--db", catalogue]).status == 0)
        #expect(chmod(sandbox.folder.path, 0o777) == 0)
        #expect(chmod(catalogue, 0o444) == 0)
        #expect(chmod(folder, 0o555) == 0)
        defer { _ = chmod(folder, 0o755) }
        let repair = try sandbox.runRaw(["repair", "--db", catalogue], unprivileged: true)
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(repair.stdout == "\(catalogue): the schema is whole; nothing to repair\n")
    }

    /// A preset with an infinite width failed every layout at it, each blamed for the device:
    /// the device is named once, before anything is solved, and the other presets still solve.
    @Test func aSolveAtADamagedPresetBlamesThePreset() throws {
        let sandbox = try Sandbox()
        try sql(sandbox, "UPDATE devices SET width = 1e999 WHERE id = 'iphone-16'")
        let blamed = "error: device iphone-16: width is inf; a side is 1 to 10000 points "
            + "(changed outside layouts: `layouts repair` loads the preset again); nothing was solved\n"
        for command in [["solve", "--all", "--devices", "all"], ["solve", "photo-grid", "--device", "iphone-16"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == blamed, "\(command): \(result.stderr)")
        }
        #expect(try sandbox.run(["solve", "photo-grid", "--device", "iphone-14"]).status == 0)
    }

    /// An emptied device table had `--devices all` solve at no preset without a word.
    @Test func anEmptiedOrShortDeviceTableIsFoundAndRefilled() throws {
        let sandbox = try Sandbox()
        try sql(sandbox, "DELETE FROM devices WHERE id = 'ipad-10'")
        let short = try sandbox.run(["doctor"])
        #expect(short.stderr == "error: devices: the built-in preset ipad-10 is missing (`layouts repair` loads them again)\n")
        try sql(sandbox, "DELETE FROM devices")
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 2)
        #expect(doctor.stderr == "error: devices: the table of device presets is empty, so `--devices all` and `--device` "
            + "find none (`layouts repair` loads the presets again)\n")
        let repair = try sandbox.run(["repair"])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(repair.stdout == "repaired: devices: loaded the built-in presets again\n")
        #expect((try sandbox.run(["devices", "--format", "json"]).json() as? [Any])?.count == 13)
        #expect(try sandbox.run(["doctor"]).status == 0)
    }
}
