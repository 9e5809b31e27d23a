/// How a transaction takes its lock (SQLite's `BEGIN DEFERRED | IMMEDIATE | EXCLUSIVE`).
public enum TransactionKind: Sendable {
    /// Takes no lock until the first read or write. For read-only work: a deferred
    /// transaction that later writes can fail with `SQLITE_BUSY` at once, without
    /// waiting, when another connection wrote in between.
    case deferred
    /// Takes the write lock at BEGIN, waiting up to the busy timeout. For any write.
    case immediate
    /// In WAL mode the same as `immediate`.
    case exclusive

    var beginSQL: String {
        switch self {
        case .deferred: "BEGIN DEFERRED"
        case .immediate: "BEGIN IMMEDIATE"
        case .exclusive: "BEGIN EXCLUSIVE"
        }
    }
}
