/// A failure of the bench itself (a workload that could not run), not a missed target.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
