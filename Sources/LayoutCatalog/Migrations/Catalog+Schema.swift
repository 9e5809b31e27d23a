import SQLite

extension Catalog {
    /// How this catalogue's schema differs from the one its migrations make: each missing
    /// table, index or trigger, each missing, extra or retyped column, as a phrase
    /// ("table frame_cache is missing"). Empty when the schema is whole. Objects the
    /// catalogue has in addition (an index a user added) are not problems.
    ///
    /// Only reads `sqlite_master` and each table's columns, so every open runs it; meant
    /// for a catalogue at this version's schema (before migrating, it differs by design).
    public func schemaProblems() throws -> [String] {
        SchemaSnapshot.expected().problems(in: try SchemaSnapshot(of: db)).map(\.text)
    }
}

/// The shape of a schema: its objects by name and each table's columns, compared rather
/// than the stored `CREATE` text, which SQLite versions rewrite differently on `ALTER TABLE`.
struct SchemaSnapshot: Sendable, Equatable {
    struct Column: Sendable, Equatable {
        var name: String
        var type: String
        var notNull: Bool
        var primaryKeyPosition: Int
    }

    /// A table, index, trigger or view, and the table it belongs to.
    struct Object: Sendable, Equatable {
        var type: String
        var table: String
    }

    var objects: [String: Object] = [:]
    var columns: [String: [Column]] = [:]
    /// Each object's `CREATE` statement, as SQLite stored it.
    var sql: [String: String] = [:]

    /// One way `actual` differs, and the object it concerns.
    struct Problem: Sendable, Equatable {
        var object: String
        var text: String
        /// A column the migrations did not make (another tool's): nothing of the catalogue's is
        /// in it, so `repair` drops it.
        var extraColumn: String? = nil
    }

    /// `db`'s schema; with `readingColumns: false` only its objects and their `CREATE` texts,
    /// which take one query where the columns take one a table.
    init(of db: Database, readingColumns: Bool = true) throws {
        // SQLite's own objects (sqlite_autoindex_…, sqlite_sequence) follow from the tables.
        for row in try db.fetchAll(sql: """
            SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'
            """) {
            let type: String = try row.value(at: 0)
            let name: String = try row.value(at: 1)
            objects[name] = Object(type: type, table: try row.value(at: 2))
            sql[name] = try row.value(at: 3, as: String?.self)
            guard readingColumns, type == "table" else { continue }
            columns[name] = try db.fetchAll(sql: """
                SELECT name, type, "notnull", pk FROM pragma_table_info(?) ORDER BY cid
                """, arguments: [name]).map { column in
                Column(name: try column.value(at: 0), type: try column.value(at: 1),
                       notNull: try column.value(at: 2), primaryKeyPosition: try column.value(at: 3))
            }
        }
    }

    /// Whether `db` has every object the embedded migrations make with the very `CREATE` text
    /// SQLite stored when the build applied them (`EmbeddedFiles.catalogueSchema`). Its columns
    /// then follow, so a catalogue that passes needs no `expected()`, which migrates a database
    /// in memory: most of a command's start-up. Any difference (a damaged schema, or another
    /// SQLite version's text for an altered table) is for the comparison of shapes to judge.
    static func hasEmbeddedObjects(in db: Database) throws -> Bool {
        let stored = try SchemaSnapshot(of: db, readingColumns: false)
        return EmbeddedFiles.catalogueSchema.allSatisfy { object in
            stored.objects[object.name] == Object(type: object.type, table: object.table)
                && stored.sql[object.name] == object.sql
        }
    }

    /// The schema every embedded migration makes, built once per process in memory.
    static func expected() -> SchemaSnapshot { embedded }

    private static let embedded: SchemaSnapshot = {
        // The migrations are built into the binary and checked by its tests: failing here is
        // a build defect, not a user's problem.
        do {
            let db = try Database.inMemory()
            try DatabaseMigrator().migrate(db)
            return try SchemaSnapshot(of: db)
        } catch {
            fatalError("the embedded migrations do not apply to an empty database: \(error)")
        }
    }()

    /// What `actual` lacks or has changed compared with this schema, in a stable order.
    func problems(in actual: SchemaSnapshot) -> [Problem] {
        var problems: [Problem] = []
        for name in objects.keys.sorted() {
            let (type, table) = (objects[name]!.type, objects[name]!.table)
            func report(_ text: String) { problems.append(Problem(object: name, text: text)) }
            guard let found = actual.objects[name] else {
                report("\(type) \(name) is missing")
                continue
            }
            guard found.type == type, found.table == table else {
                report("\(name) is a \(found.type) on \(found.table), expected a \(type) on \(table)")
                continue
            }
            guard type == "table", let expectedColumns = columns[name], let actualColumns = actual.columns[name],
                  expectedColumns != actualColumns else { continue }
            let names = Set(actualColumns.map(\.name))
            for column in expectedColumns where !names.contains(column.name) {
                report("table \(name) has no column \(column.name)")
            }
            let expectedNames = Set(expectedColumns.map(\.name))
            for column in actualColumns where !expectedNames.contains(column.name) {
                problems.append(Problem(object: name, text: "table \(name) has an unknown column \(column.name)",
                                        extraColumn: column.name))
            }
            for column in actualColumns {
                guard let expected = expectedColumns.first(where: { $0.name == column.name }), expected != column else { continue }
                report("column \(name).\(column.name) is not declared as this version declares it")
            }
        }
        return problems
    }

    /// Tables whose rows the catalogue can make again (cached frames, their stamps and counters, the
    /// device presets): rebuilding them loses nothing of the user's.
    static let derivedTables: Set<String> = ["frame_cache", "frame_cache_use", "cache_stats", "devices"]

    /// True when `object` can be made again without losing data: an index or trigger (its
    /// content follows from its table), or a derived table.
    func isRebuildable(_ object: String) -> Bool {
        objects[object].map { $0.type != "table" || Self.derivedTables.contains(object) } ?? false
    }

    /// True when `repair` mends `problem` without losing data: an object it rebuilds, or a column
    /// the migrations did not make, which it drops.
    func isRepairable(_ problem: Problem) -> Bool {
        problem.extraColumn != nil || isRebuildable(problem.object)
    }
}
