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
                                           "0004_frame_cache_use.sql"])
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
            #expect(seed.first { $0.id == preset.id } == preset, "\(preset.id)")
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
}
