import LayoutEngine
import SQLite

extension Catalog {
    /// The device presets, narrowest first.
    public func devices() throws -> [DevicePreset] {
        try db.fetchAll(sql: "SELECT id, name, width, height, scale, size_class FROM devices ORDER BY width, height, id")
            .map { row in
                DevicePreset(id: try row.value(at: 0), name: try row.value(at: 1), width: try row.value(at: 2),
                             height: try row.value(at: 3), scale: try row.value(at: 4),
                             sizeClass: SizeClass(rawValue: try row.value(at: 5)) ?? .compact)
            }
    }

    /// Adds or updates device presets.
    func store(_ presets: [DevicePreset]) throws {
        try write { db in
            let statement = try db.cachedStatement(sql: """
                INSERT INTO devices (id, name, width, height, scale, size_class) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, width = excluded.width,
                    height = excluded.height, scale = excluded.scale, size_class = excluded.size_class
                """)
            for p in presets {
                try statement.execute(arguments: [p.id, p.name, p.width, p.height, p.scale, p.sizeClass.rawValue])
            }
        }
    }
}
