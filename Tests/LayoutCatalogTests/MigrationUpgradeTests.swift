@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

/// A catalogue made before `0002_screen` is upgraded on open: its device presets gain the same
/// safe areas, size classes and margins as the seed's, and its cached frames are never served.
@Suite struct MigrationUpgradeTests {
    @Test func embeddedMigrationsApplyInOrder() throws {
        let file = try MigrationScratchFile()
        let applied = try file.migrate(DatabaseMigrator.embeddedFiles)
        #expect(applied.map(\.fileName) == ["0001_initial.sql", "0002_screen.sql", "0003_measurement_sets.sql",
                                           "0004_frame_cache_use.sql", "0005_frame_cache_by_document.sql",
                                           "0006_list_layout_margins.sql", "0007_token_sets.sql",
                                           "0008_deleted_layouts_and_events.sql"])
    }

    @Test func devicesFromBeforeGainTheSeedsScreenFigures() throws {
        let file = try MigrationScratchFile()
        try file.migrate(DatabaseMigrator.embeddedFiles.filter { $0.fileName.hasPrefix("0001_") })
        try file.withDatabase { db throws in
            // Two presets as the first release stored them: size, scale and portrait size class only.
            try db.execute(sql: """
                INSERT INTO devices (id, name, width, height, scale, size_class) VALUES
                    ('iphone-14', 'iPhone 12 / 13 / 14, 12 / 13 Pro', 390, 844, 3, 'compact'),
                    ('iphone-16-pro-max', 'iPhone 16 Pro Max', 440, 956, 3, 'compact'),
                    ('ipad-10', 'iPad 10.9-inch (10th gen)', 820, 1180, 2, 'regular')
                """)
        }
        let catalog = try Catalog(path: file.path)
        let upgraded = try catalog.devices()
        let seed = try SeedCatalogue.devices()
        #expect(upgraded.count == 3)
        for preset in upgraded {
            // 0002_screen gave the 390–402-point iPhones a margin of 16; 0006 corrects it to the
            // seed's 20 (semantics §19 L2, seed/DEVICES.md).
            let expected = try #require(seed.first { $0.id == preset.id })
            #expect(expected == preset, "\(preset.id)")
        }
        // Spot checks against seed/DEVICES.md: a notched iPhone, a Max turning regular, an iPad.
        let max = try #require(upgraded.first { $0.id == "iphone-16-pro-max" })
        #expect(max.landscape.horizontalSizeClass == .regular)
        #expect(max.landscape.safeArea == DirectionalInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(max.layoutMargin == 20)
        let ipad = try #require(upgraded.first { $0.id == "ipad-10" })
        #expect(ipad.portrait.safeArea == DirectionalInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(ipad.landscape.width == 1180 && ipad.landscape.height == 820)
    }

    /// 0006 corrects the margin of a preset that still holds 0002's figures, and leaves one a
    /// team changed (another size, or a margin of its own) as it is.
    @Test func listMarginsAreCorrectedOnlyWhereTheSeedsFiguresAreKept() throws {
        let file = try MigrationScratchFile()
        try file.migrate(DatabaseMigrator.embeddedFiles.filter { $0.fileName < "0006_" })
        try file.withDatabase { db throws in
            try db.execute(sql: """
                INSERT INTO devices (id, name, width, height, scale, size_class, layout_margin) VALUES
                    ('iphone-16', 'iPhone 16', 393, 852, 3, 'compact', 16),
                    ('iphone-16-pro', 'iPhone 16 Pro, resized by the team', 400, 874, 3, 'compact', 16),
                    ('iphone-14', 'iPhone 14 with its own margin', 390, 844, 3, 'compact', 18),
                    ('iphone-8', 'iPhone 8', 375, 667, 2, 'compact', 16)
                """)
        }
        let margins = try Dictionary(uniqueKeysWithValues: Catalog(path: file.path).devices().map { ($0.id, $0.layoutMargin) })
        #expect(margins == ["iphone-16": 20, "iphone-16-pro": 16, "iphone-14": 18, "iphone-8": 16])
    }

    /// A catalogue whose cache keeps a row per environment (before 0005) is upgraded on open:
    /// its layouts stay, its cache starts again empty (rows, stamps and byte total), and the
    /// next solves fill one row per document.
    @Test func aCacheOfARowPerSizeStartsAgainEmpty() throws {
        let file = try MigrationScratchFile()
        try file.migrate(DatabaseMigrator.embeddedFiles.filter { $0.fileName < "0005_" })
        try file.withDatabase { db throws in
            try db.execute(script: """
                INSERT INTO layouts (id, name) VALUES (1, 'grid');
                INSERT INTO frame_cache (id, content_hash, width, height, item_counts, scale, size_class, environment,
                                         solver_version, byte_size, last_used, frames)
                VALUES (7, '\(String(repeating: "a", count: 64))', 390, 844, '[4]', 0, 'compact', '', '1', 3, 1, x'010203');
                INSERT INTO frame_cache_use (id, last_used) VALUES (7, 2);
                UPDATE cache_stats SET bytes = 3, hits = 5 WHERE id = 1;
                """)
        }
        let catalog = try Catalog(path: file.path)
        let before = try catalog.cacheStatistics()
        #expect(before.entries == 0 && before.bytes == 0)
        #expect(before.hits == 5)  // the counters are history, not entries: they stay
        try file.withDatabase { db throws in
            #expect(try db.fetchAll(String.self, sql: "SELECT name FROM layouts") == ["grid"])
            #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache_use") == 0)
        }
        let widths = [SolveEnvironment(width: 320, height: 568), SolveEnvironment(width: 390, height: 844)]
        _ = try catalog.solve(SolveSubject(document: Fixture.grid(), title: "grid"), SolveRequest(containers: widths.map {
            SolveContainer(environment: $0, device: nil, orientation: .portrait)
        }))
        let after = try catalog.cacheStatistics()
        #expect(after.entries == 2)
        try file.withDatabase { db throws in
            #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache") == 1)
            #expect(try db.fetchOne(Int.self, sql: "SELECT sum(byte_size) FROM frame_cache") == after.bytes)
        }
    }
}
