import Foundation
import LayoutCatalog
import LayoutEngine
import LayoutReports
import Testing

/// `list`, `show`, `export`, `log`, `seed`, `rename`, `delete`, `devices` and `cache`, run as
/// the built binary against a catalogue of the test's own.
@Suite struct CatalogueCommandTests {
    /// How many layouts seed/layouts/ ships, counted from the source tree.
    static let seedLayoutCount = seedFileCount(in: "layouts")
    /// How many measurement sets seed/measurements/ ships.
    static let seedMeasurementSetCount = seedFileCount(in: "measurements")

    private static func seedFileCount(in subfolder: String) -> Int {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let seed = folder.appendingPathComponent("seed/" + subfolder)
            if let names = try? FileManager.default.contentsOfDirectory(atPath: seed.path) {
                return names.filter { $0.hasSuffix(".json") }.count
            }
            folder.deleteLastPathComponent()
        }
        return 0
    }

    @Test func initWithExamplesLoadsTheExamples() throws {
        let sandbox = try Sandbox(.nothing)
        // A path in folders that do not exist yet: init creates them.
        let nested = sandbox.path("deep/er/catalog.sqlite")
        let created = try sandbox.runRaw(["init", "--examples", "--db", nested])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "created \(nested): \(Self.seedLayoutCount) layouts, 13 device presets\n")
        let result = try sandbox.runRaw(["list", "--format", "json", "--db", nested])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let layouts = try #require(try result.json() as? [[String: Any]])
        #expect(layouts.count >= 12)
        #expect(layouts.count == Self.seedLayoutCount)
        #expect(FileManager.default.fileExists(atPath: nested))
        // Every example is at revision 1 of 1, with its name in the message.
        for layout in layouts {
            let name = try member(layout, "name", as: String.self)
            #expect(try number(layout, "latestRevision") == 1)
            #expect(try number(layout, "revisions") == 1)
            #expect(try member(layout, "lastMessage", as: String.self) == "Seed: \(name)")
        }
        // Sorted by name.
        let names = layouts.compactMap { $0["name"] as? String }
        #expect(names == names.sorted())
        #expect(names.contains("photo-grid"))
    }

    @Test func theCatalogueComesFromLayoutsDBThenXDGDataHome() throws {
        let sandbox = try Sandbox()
        // No --db: LAYOUTS_DB (the sandbox's catalogue) is used.
        let viaVariable = try sandbox.runRaw(["show", "photo-grid"])
        #expect(viaVariable.status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.databasePath))
        // LAYOUTS_DB empty: $XDG_DATA_HOME/layouts/catalog.sqlite.
        let xdg = ["LAYOUTS_DB": ""]
        #expect(try sandbox.runRaw(["init", "--examples"], environment: xdg).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("xdg/layouts/catalog.sqlite")))
        let viaXDG = try sandbox.runRaw(["show", "list"], environment: xdg)
        #expect(viaXDG.status == 0)
        // Neither: ~/.local/share/layouts/catalog.sqlite, HOME being the sandbox.
        let home = ["LAYOUTS_DB": "", "XDG_DATA_HOME": ""]
        #expect(!FileManager.default.fileExists(atPath: sandbox.path(".local/share/layouts/catalog.sqlite")))
        #expect(try sandbox.runRaw(["init", "--examples"], environment: home).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path(".local/share/layouts/catalog.sqlite")))
        let viaHome = try sandbox.runRaw(["show", "list"], environment: home)
        #expect(viaHome.status == 0)
        // A relative XDG_DATA_HOME is ignored (the XDG spec), not taken from the current folder:
        // with `xdg` relative, `show` reads ~/.local/share's catalogue, and nothing is made
        // under ./xdg-relative.
        let relative = ["LAYOUTS_DB": "", "XDG_DATA_HOME": "xdg-relative"]
        let viaRelative = try sandbox.runRaw(["show", "list"], environment: relative)
        #expect(viaRelative.status == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg-relative")))
    }

    @Test func listPrintsATableWithOneRowPerLayout() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["list"])
        #expect(result.status == 0)
        let lines = result.lines
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true)
            == ["NAME", "REV", "REVS", "SECTIONS", "CELLS", "UPDATED", "MESSAGE"])
        #expect(lines.count == 1 + Self.seedLayoutCount)
        // photo-grid: 1 section of 30 cells (seed/layouts/photo-grid.json).
        let row = try #require(lines.first { $0.hasPrefix("photo-grid ") })
        let columns = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(Array(columns.prefix(5)) == ["photo-grid", "1", "1", "1", "30"])
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func showDrawsTheTree() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["show", "photo-grid"])
        #expect(result.status == 0)
        #expect(result.lines.first == "photo-grid@1  1 section, 30 cells, vertical scrolling")
        #expect(result.stdout.contains("section[0] photos: 30 items"))
        #expect(result.stdout.contains("horizontal group  fractionalWidth(1) × fractionalWidth(0.3333)"))
        #expect(result.stdout.contains("item  fractionalWidth(0.3333) × fractionalHeight(1)  insets 2.5"))
        #expect(result.stdout.contains("message: Seed: photo-grid"))
        // NAME@N shows that revision.
        let first = try sandbox.run(["show", "photo-grid@1"])
        #expect(first.stdout == result.stdout)
    }

    /// The screen keys are shown: references and scroll physics.
    @Test func showNamesReferencesAndScrollPhysics() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("screen.json", """
            {"formatVersion": 1, "configuration": {"contentInsetsReference": "layoutMargins"},
             "sections": [{"name": "row", "itemCount": 2, "orthogonalScrollingBehavior": "paging",
               "contentInsetsReference": "none", "orthogonalScrollingProperties": {"bounce": "never"},
               "group": {"kind": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                         "subitems": [{"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """)
        #expect(try sandbox.run(["save", "screen", "--file", file]).status == 0)
        let shown = try sandbox.run(["show", "screen"])
        #expect(shown.stdout.contains("  content insets from layoutMargins"), "\(shown.stdout)")
        #expect(shown.stdout.contains("content insets from none"))
        #expect(shown.stdout.contains("scroll bounce never, deceleration automatic"))
    }

    @Test func exportPrintsExactlyTheStoredCanonicalDocument() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "photo-grid"])
        #expect(exported.status == 0)
        // Re-parsed and written compactly, the export is byte for byte the stored text: its
        // SHA-256 is the revision's content hash.
        let compact = try JSONValue.parse(exported.stdout).compactText
        let log = try #require(try sandbox.run(["log", "photo-grid", "--format", "json"]).json() as? [[String: Any]])
        #expect(ContentHash.of(compact) == (log.first?["contentHash"] as? String))
        // It is the seed file's document (seed files leave defaults out, keys unsorted).
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("seed/layouts").path) {
            folder.deleteLastPathComponent()
        }
        let seedText = try String(contentsOf: folder.appendingPathComponent("seed/layouts/photo-grid.json"), encoding: .utf8)
        #expect(try LayoutDocument(json: seedText).canonicalJSON == compact)
        // And Foundation's parser agrees it is JSON with the expected top level.
        let object = try exported.json()
        #expect(try number(object, "formatVersion") == 1)
        #expect(try member(object, "sections", as: [Any].self).count == 1)
    }

    @Test func compactExportIsTheHashedBytes() throws {
        let sandbox = try Sandbox()
        let compact = try sandbox.run(["export", "nested-groups", "--compact"])
        #expect(compact.status == 0)
        #expect(!compact.stdout.hasSuffix("\n"))
        let log = try #require(try sandbox.run(["log", "nested-groups", "--format", "json"]).json() as? [[String: Any]])
        #expect(ContentHash.of(compact.stdout) == (log.first?["contentHash"] as? String))
        // The pretty form is the same document.
        let pretty = try sandbox.run(["export", "nested-groups"])
        #expect(try JSONValue.parse(pretty.stdout).compactText == compact.stdout)
    }

    @Test func exportPipedIntoSaveRoundTrips() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "photo-grid-headers"])
        let saved = try sandbox.run(["save", "headers-copy", "--file", "-"], stdin: exported.stdout)
        #expect(saved.status == 0)
        #expect(saved.stdout == "headers-copy@1\n")
        let again = try sandbox.run(["export", "headers-copy"])
        #expect(again.stdout == exported.stdout)
        // Same content, same hash.
        let original = try #require(try sandbox.run(["log", "photo-grid-headers", "--format", "json"]).json() as? [[String: Any]])
        let copy = try #require(try sandbox.run(["log", "headers-copy", "--format", "json"]).json() as? [[String: Any]])
        #expect(original.first?["contentHash"] as? String == copy.first?["contentHash"] as? String)
    }

    @Test func logListsRevisionsNewestFirst() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let edited = try sandbox.write("rows2.json", CLIFixtures.rows(("a", 4)))
        #expect(try sandbox.run(["save", "rows", "--file", file, "--message", "three rows"]).stdout == "rows@1\n")
        #expect(try sandbox.run(["save", "rows", "--file", edited, "--message", "four rows"]).stdout == "rows@2\n")

        let json = try #require(try sandbox.run(["log", "rows", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.count == 2)
        #expect(try number(json[0], "revision") == 2)
        #expect(try number(json[0], "parent") == 1)
        #expect(try member(json[0], "message", as: String.self) == "four rows")
        #expect(try number(json[1], "revision") == 1)
        #expect(json[1]["parent"] is NSNull)
        #expect(try member(json[1], "message", as: String.self) == "three rows")
        #expect(try member(json[0], "contentHash", as: String.self).count == 64)
        #expect(try number(json[0], "sections") == 1)

        let table = try sandbox.run(["log", "rows"])
        #expect(table.status == 0)
        #expect(table.lines.count == 3)
        #expect(table.lines[1].contains("rows@2") && table.lines[1].contains("four rows"))
        #expect(table.lines[2].contains("rows@1") && table.lines[2].contains("three rows"))
        // The table shows the hash's first 12 digits.
        let hash = try member(json[0], "contentHash", as: String.self)
        #expect(table.lines[1].contains(String(hash.prefix(12))))
    }

    @Test func seedAgainCreatesNothingButRestoresADeletedLayout() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.run(["seed"])
        #expect(first.status == 0)
        // The first command already seeded this catalogue.
        #expect(first.stdout == "0 layouts saved, \(Self.seedLayoutCount) unchanged, 0 measurement sets saved (\(Self.seedMeasurementSetCount) unchanged), 13 device presets\n")
        let second = try sandbox.run(["seed"])
        #expect(second.stdout == first.stdout)

        #expect(try sandbox.run(["delete", "list"]).status == 0)
        let restored = try sandbox.run(["seed"])
        #expect(restored.stdout == "list saved\n1 layout saved, \(Self.seedLayoutCount - 1) unchanged, 0 measurement sets saved (\(Self.seedMeasurementSetCount) unchanged), 13 device presets\n")
    }

    @Test func renameKeepsTheRevisions() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("rows2.json", CLIFixtures.rows(("a", 4)))
        _ = try sandbox.run(["save", "rows", "--file", "rows.json"])
        _ = try sandbox.run(["save", "rows", "--file", "rows2.json"])

        let renamed = try sandbox.run(["rename", "rows", "lines"])
        #expect(renamed.status == 0)
        #expect(renamed.stdout == "rows → lines\n")
        let log = try #require(try sandbox.run(["log", "lines", "--format", "json"]).json() as? [[String: Any]])
        // The two revisions, under the new name, below the rename's event.
        #expect(log.count == 3)
        #expect(log.first?["event"] as? String == "renamed")
        #expect(log.compactMap { $0["layout"] as? String } == ["lines", "lines"])
        let old = try sandbox.run(["show", "rows"])
        #expect(old.status == 2)
        #expect(old.stderr.contains("'rows'"))

        // Onto an existing name: refused, nothing changes.
        let clash = try sandbox.run(["rename", "lines", "photo-grid"])
        #expect(clash.status == 2)
        #expect(clash.stderr == "error: a layout named 'photo-grid' exists already\n")
        #expect(try sandbox.run(["log", "lines", "--format", "json"]).json() as? [[String: Any]] != nil)
        // An invalid new name.
        let invalid = try sandbox.run(["rename", "lines", "Lines!"])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("'Lines!'"))
    }

    @Test func deleteRemovesEveryRevision() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("rows2.json", CLIFixtures.rows(("a", 4)))
        _ = try sandbox.run(["save", "rows", "--file", "rows.json"])
        _ = try sandbox.run(["save", "rows", "--file", "rows2.json"])
        let deleted = try sandbox.run(["delete", "rows"])
        #expect(deleted.status == 0)
        #expect(deleted.stdout == "deleted rows (2 revisions; `layouts restore rows` brings it back)\n")
        let names = try #require(try sandbox.run(["list", "--format", "json"]).json() as? [[String: Any]])
            .compactMap { $0["name"] as? String }
        #expect(!names.contains("rows"))
        #expect(names.count == Self.seedLayoutCount)
        let again = try sandbox.run(["delete", "rows"])
        #expect(again.status == 2)
        #expect(again.stderr == "error: no layout named 'rows': it was deleted (`layouts restore rows` brings it back)\n")
    }

    @Test func deleteDropsTheLayoutsCachedFrames() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        _ = try sandbox.run(["save", "rows", "--file", "rows.json"])
        _ = try sandbox.run(["solve", "rows", "--widths", "320,390"])
        #expect(try number(try sandbox.run(["cache", "stats", "--format", "json"]).json(), "entries") == 2)
        // Only this layout holds that content, so its frames go with it.
        let deleted = try sandbox.run(["delete", "rows"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout == "deleted rows (1 revision; `layouts restore rows` brings it back)\n")
        #expect(try number(try sandbox.run(["cache", "stats", "--format", "json"]).json(), "entries") == 0)
    }

    @Test func deleteKeepsFramesAnotherLayoutShares() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "photo-grid"])
        _ = try sandbox.run(["save", "grid-copy", "--file", "-"], stdin: exported.stdout)
        _ = try sandbox.run(["solve", "grid-copy", "--width", "390"])
        #expect(try sandbox.run(["delete", "grid-copy"]).status == 0)
        // photo-grid has the same content: its solve is still a hit.
        #expect(try sandbox.run(["solve", "photo-grid", "--width", "390"]).lines.last?.hasSuffix("  hit") == true)
    }

    @Test func devicesListsThirteenPresets() throws {
        let sandbox = try Sandbox()
        let json = try #require(try sandbox.run(["devices", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.count == 13)
        let iphone14 = try #require(json.first { $0["id"] as? String == "iphone-14" })
        #expect(try number(iphone14, "width") == 390)
        #expect(try number(iphone14, "height") == 844)
        #expect(try number(iphone14, "scale") == 3)
        #expect(try member(iphone14, "sizeClass", as: String.self) == "compact")
        #expect(json.filter { $0["sizeClass"] as? String == "regular" }.count == 4)

        let table = try sandbox.run(["devices"])
        #expect(table.status == 0)
        #expect(table.lines.count == 14)
        #expect(table.lines[0].split(separator: " ", omittingEmptySubsequences: true).prefix(5)
            == ["ID", "NAME", "WIDTH", "HEIGHT", "SCALE"])
        let row = try #require(table.lines.first { $0.hasPrefix("iphone-14 ") })
        #expect(row.contains(" 390 ") && row.contains(" 844 ") && row.contains("@3x") && row.contains(" compact "))
        // Safe area, landscape size class and safe area, margin (seed/DEVICES.md: 20 on the
        // 390-point iPhone, semantics §19 L2).
        #expect(row.contains(" 47,0,34,0 ") && row.contains(" compact 0,47,21,47 ") && row.hasSuffix(" 20"))
        let landscape = try #require(json.first { $0["id"] as? String == "iphone-16-pro-max" }?["landscape"] as? [String: Any])
        #expect(try member(landscape, "sizeClass", as: String.self) == "regular")
        #expect(try number(landscape, "width") == 956)
    }

    @Test func cacheStatsCountsHitsAndClearEmptiesIt() throws {
        let sandbox = try Sandbox()
        // Seeding solves nothing.
        let empty = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(empty, "entries") == 0)
        #expect(try number(empty, "hits") == 0)
        #expect(try number(empty, "misses") == 0)
        #expect(try number(empty, "limitBytes") == 256 * 1024 * 1024)

        _ = try sandbox.run(["solve", "photo-grid", "--widths", "320,390"])   // 2 misses, 2 entries
        _ = try sandbox.run(["solve", "photo-grid", "--widths", "320,390,768"]) // 2 hits, 1 miss
        let filled = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(filled, "entries") == 3)
        #expect(try number(filled, "hits") == 2)
        #expect(try number(filled, "misses") == 3)
        #expect(try number(filled, "bytes") > 0)

        let table = try sandbox.run(["cache", "stats"])
        #expect(table.status == 0)
        #expect(table.lines.contains("entries   3"))
        // 2 hits of 5 lookups = 40 %.
        #expect(table.lines.contains("hit rate  40%"))

        let cleared = try sandbox.run(["cache", "clear"])
        #expect(cleared.status == 0)
        #expect(cleared.stdout == "removed 3 cached solutions\n")
        let after = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(after, "entries") == 0)
        #expect(try number(after, "bytes") == 0)
        #expect(try number(after, "hits") == 0)
        #expect(try sandbox.run(["cache", "stats"]).lines.contains("hit rate  -"))
    }

    /// `sections` finds a section's content in other layouts: the seed's per-section-columns grid
    /// starts with the same 3-column section as the grid with headers; a copy saved under
    /// another name shares every section.
    @Test func sectionsFindsSharedSectionsAcrossLayouts() throws {
        let sandbox = try Sandbox()
        let seeded = try sandbox.run(["sections", "photo-grid-columns-per-section"])
        let first = try #require(seeded.lines.first { $0.hasPrefix("0  photos-1") })
        #expect(first.hasSuffix("photo-grid-headers@1 (photos-1)"))
        #expect(seeded.lines.contains { $0.hasPrefix("2  photos-3") && $0.hasSuffix("-") })

        let exported = try sandbox.run(["export", "photo-grid"])
        _ = try sandbox.run(["save", "gallery", "--file", "-"], stdin: exported.stdout)
        let json = try #require(try sandbox.run(["sections", "gallery", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.count == 1)
        let uses = try #require(json[0]["alsoIn"] as? [[String: Any]])
        #expect(uses.map { $0["layout"] as? String } == ["photo-grid"])
        #expect((json[0]["contentHash"] as? String)?.count == 64)

        let missing = try sandbox.runRaw(["sections", "nope"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no layout named 'nope'"))
    }
}
