import CSQLite

/// The schema the migrations make, read from an in-memory database they are applied to, so
/// that opening a catalogue can compare it with the file's without migrating one at run time.
/// Applied as `DatabaseMigrator` applies them: the history table first, then each file in
/// version order.
struct MigratedSchema {
    struct Object {
        let type: String
        let name: String
        let table: String
        let sql: String
    }

    let objects: [Object]

    init(historyTable: String, migrations: [(String, String)]) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(":memory:", &handle) == SQLITE_OK, let db = handle else {
            throw EmbedError("cannot open an in-memory SQLite database")
        }
        defer { sqlite3_close(db) }
        for (name, script) in [("history table", historyTable)] + migrations {
            var message: UnsafeMutablePointer<CChar>?
            guard sqlite3_exec(db, script, nil, nil, &message) == SQLITE_OK else {
                let text = message.map { String(cString: $0) } ?? "unknown error"
                sqlite3_free(message)
                throw EmbedError("migration \(name) does not apply to an empty database: \(text)")
            }
        }
        var statement: OpaquePointer?
        let query = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
        guard sqlite3_prepare_v2(db, query, -1, &statement, nil) == SQLITE_OK else {
            throw EmbedError("cannot read the migrated schema")
        }
        defer { sqlite3_finalize(statement) }
        var objects: [Object] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            func text(_ column: Int32) -> String {
                sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
            }
            objects.append(Object(type: text(0), name: text(1), table: text(2), sql: text(3)))
        }
        self.objects = objects
    }

    /// Swift source: `static let catalogueSchema: [EmbeddedSchemaObject]`.
    var source: String {
        var source = "    static let catalogueSchema: [EmbeddedSchemaObject] = [\n"
        for object in objects {
            source += "        EmbeddedSchemaObject(type: \(literal(object.type)), name: \(literal(object.name)), "
                + "table: \(literal(object.table)), sql: \(literal(object.sql))),\n"
        }
        return source + "    ]\n"
    }
}

struct EmbedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
