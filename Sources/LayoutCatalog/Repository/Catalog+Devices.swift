import LayoutEngine
import SQLite

extension Catalog {
    private static let deviceColumns = """
        id, name, width, height, scale, size_class, vertical_size_class, landscape_size_class,
        landscape_vertical_size_class, safe_top, safe_leading, safe_bottom, safe_trailing,
        landscape_safe_top, landscape_safe_leading, landscape_safe_bottom, landscape_safe_trailing, layout_margin
        """

    /// The device presets, narrowest first.
    public func devices() throws -> [DevicePreset] {
        try Self.devices(in: db)
    }

    /// The device presets built into layouts (`seed/devices.json`), narrowest first, as a new
    /// catalogue holds them: what `layouts devices` lists when there is no catalogue.
    public static func builtInDevices() throws -> [DevicePreset] {
        try SeedCatalogue.devices().sorted { ($0.width, $0.height, $0.id) < ($1.width, $1.height, $1.id) }
    }

    /// The device presets of `db`, narrowest first.
    static func devices(in db: Database) throws -> [DevicePreset] {
        try db.fetchAll(sql: "SELECT \(Self.deviceColumns) FROM devices ORDER BY width, height, id").map { row in
            func sizeClass(_ column: Int) throws -> SizeClass { SizeClass(rawValue: try row.value(at: column)) ?? .compact }
            func insets(from column: Int) throws -> DirectionalInsets {
                DirectionalInsets(top: try row.value(at: column), leading: try row.value(at: column + 1),
                                  bottom: try row.value(at: column + 2), trailing: try row.value(at: column + 3))
            }
            let width: Double = try row.value(at: 2), height: Double = try row.value(at: 3)
            return DevicePreset(
                id: try row.value(at: 0), name: try row.value(at: 1), scale: try row.value(at: 4),
                layoutMargin: try row.value(at: 17),
                portrait: DeviceMetrics(width: width, height: height, safeArea: try insets(from: 9),
                                        horizontalSizeClass: try sizeClass(5), verticalSizeClass: try sizeClass(6)),
                landscape: DeviceMetrics(width: height, height: width, safeArea: try insets(from: 13),
                                         horizontalSizeClass: try sizeClass(7), verticalSizeClass: try sizeClass(8)))
        }
    }

    /// Adds or updates device presets.
    func store(_ presets: [DevicePreset]) throws {
        try write { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO devices (\(Self.deviceColumns))
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for p in presets {
                let (s, l) = (p.portrait.safeArea, p.landscape.safeArea)
                try statement.execute(arguments: [
                    p.id, p.name, p.width, p.height, p.scale,
                    p.portrait.horizontalSizeClass.rawValue, p.portrait.verticalSizeClass.rawValue,
                    p.landscape.horizontalSizeClass.rawValue, p.landscape.verticalSizeClass.rawValue,
                    s.top, s.leading, s.bottom, s.trailing, l.top, l.leading, l.bottom, l.trailing, p.layoutMargin,
                ])
            }
        }
    }
}
