
/// One schema migration: the text of a `migrations/NNNN_name.sql` file, parsed.
public struct Migration: Sendable, Equatable {
    /// 1, 2, 3, … from the `NNNN` prefix; applied in this order.
    public let version: Int
    /// The descriptive part of the file name: `initial` for `0001_initial.sql`.
    public let name: String
    /// The SQL to run, as written in the file.
    public let sql: String
    /// SHA-256 of `sql`'s UTF-8 bytes as lowercase hex. Recorded when applied, so a
    /// released migration edited afterwards is detected rather than silently skipped.
    public let sha256: String

    /// Parses a file named `NNNN_name.sql`: exactly four digits (not 0000), an
    /// underscore, then lowercase letters, digits and underscores.
    public init(fileName: String, sql: String) throws(MigrationError) {
        guard let (version, name) = Self.parse(fileName: fileName) else {
            throw .malformedFileName(fileName)
        }
        self.version = version
        self.name = name
        self.sql = sql
        self.sha256 = Self.sha256Hex(of: sql)
    }

    /// `0001_initial.sql`.
    public var fileName: String { "\(Self.versionText(version))_\(name).sql" }

    /// The four-digit form used in file names and messages: `0007`.
    static func versionText(_ version: Int) -> String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func sha256Hex(of text: String) -> String {
        ContentHash.of(text)
    }

    private static func parse(fileName: String) -> (version: Int, name: String)? {
        let characters = Array(fileName.unicodeScalars)
        let suffix = Array(".sql".unicodeScalars)
        // "NNNN" + "_" + at least one name character + ".sql"
        guard characters.count >= 4 + 1 + 1 + suffix.count,
              Array(characters.suffix(suffix.count)) == suffix,
              characters[4] == "_" else { return nil }
        let digits = characters[0..<4]
        let name = characters[5..<(characters.count - suffix.count)]
        guard digits.allSatisfy({ ("0"..."9").contains($0) }),
              name.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }),
              let version = Int(String(String.UnicodeScalarView(digits))), version >= 1
        else { return nil }
        return (version, String(String.UnicodeScalarView(name)))
    }
}

/// A migration file before parsing: its name and text, as embedded in the binary or as
/// a test supplies it.
public struct MigrationFile: Sendable, Equatable {
    /// The file's name: `NNNN_name.sql`.
    public let fileName: String
    /// The file's SQL, as written.
    public let sql: String

    /// A file named `fileName` holding `sql`; parsed and checked by ``Migration/init(fileName:sql:)``.
    public init(fileName: String, sql: String) {
        self.fileName = fileName
        self.sql = sql
    }
}

/// A row of `schema_migrations`: a migration as the database recorded applying it.
public struct AppliedMigration: Sendable, Equatable {
    /// The migration's number.
    public let version: Int
    /// The migration's name as it was when applied.
    public let name: String
    /// SHA-256 of the migration's SQL when applied; a file that differs now was edited after release.
    public let sha256: String
    /// ISO-8601 UTC, e.g. `2025-01-31T12:00:00Z`.
    public let appliedAt: String
}
