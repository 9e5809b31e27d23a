import SQLite

extension Catalog {
    /// Rebuilds what a damaged schema lacks, when that loses nothing of the user's: missing
    /// or altered indexes and triggers, and the derived tables (frame cache, its counters,
    /// device presets), which are emptied, made again from this version's schema and, for
    /// the presets, loaded again. One transaction. Returns the problems it repaired (none
    /// when the schema was whole); throws `damagedSchema` unchanged when a table of layouts
    /// or revisions is damaged, which only a backup can restore.
    @discardableResult
    public func repairSchema() throws -> [String] {
        let expected = SchemaSnapshot.expected()
        let actual = try SchemaSnapshot(of: db)
        let damage = expected.problems(in: actual)
        guard !damage.isEmpty else { return [] }
        guard damage.allSatisfy(expected.isRepairable) else {
            throw CatalogError.damagedSchema(path: path, problems: damage.map(\.text), repairable: false)
        }
        let damaged = Set(damage.filter { $0.extraColumn == nil }.map(\.object))
        // Another tool's columns are dropped, unless their table is made again anyway.
        let extraColumns = damage.compactMap { problem in
            problem.extraColumn.flatMap { damaged.contains(problem.object) ? nil : (problem.object, $0) }
        }
        let tables = damaged.filter { expected.objects[$0]?.type == "table" }.sorted()
        // A rebuilt table loses its indexes and triggers: make them again too.
        let others = expected.objects.filter { name, object in
            object.type != "table" && (damaged.contains(name) || tables.contains(object.table))
        }.keys.sorted()
        try write { db in
            // A column's name comes from the file: quoted as an identifier, its quotes doubled.
            for (table, column) in extraColumns {
                let quoted = "\"" + column.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
                try db.execute(sql: "ALTER TABLE \"\(table)\" DROP COLUMN \(quoted)")
            }
            // Names below come from this version's schema, never from the file.
            for name in tables + others {
                if let found = actual.objects[name] {
                    try db.execute(sql: "DROP \(found.type.uppercased()) IF EXISTS \"\(name)\"")
                }
            }
            for name in tables + others {
                guard let sql = expected.sql[name] else { continue }
                try db.execute(sql: sql)
            }
            if tables.contains("cache_stats") {
                try db.execute(sql: """
                    INSERT INTO cache_stats (id, bytes) VALUES (1, (SELECT coalesce(sum(byte_size), 0) FROM frame_cache))
                    """)
            } else if tables.contains("frame_cache") {
                try db.execute(sql: "UPDATE cache_stats SET bytes = 0 WHERE id = 1")
            }
            // An emptied cache keeps no stamps of the entries it lost.
            if tables.contains("frame_cache") && !tables.contains("frame_cache_use") {
                try db.execute(sql: "DELETE FROM frame_cache_use")
            }
            if tables.contains("devices") { try store(SeedCatalogue.devices()) }
        }
        return damage.map(\.text)
    }
}
