/// A connection's prepared statements keyed by their SQL text, so a statement run in a
/// loop is compiled once.
///
/// Unbounded on purpose: the SQL an application runs is a fixed, small set. SQL built
/// from varying text (say, `IN` lists of varying length) should use
/// `Database.makeStatement(sql:)` instead.
struct StatementCache {
    private var statements: [String: Statement] = [:]

    var count: Int { statements.count }

    /// The cached statement for `sql`, prepared with `prepare` on first use.
    ///
    /// A cached statement that is still being stepped (a caller iterating it while
    /// running the same SQL again) is not handed out twice: rebinding it would corrupt
    /// the outer iteration, so a fresh, uncached statement is returned instead.
    mutating func statement(sql: String, prepare: (String) throws -> Statement) throws -> Statement {
        if let cached = statements[sql] {
            if cached.isBusy { return try prepare(sql) }
            return cached
        }
        let statement = try prepare(sql)
        statements[sql] = statement
        return statement
    }

    mutating func removeAll() {
        statements.removeAll()
    }
}
