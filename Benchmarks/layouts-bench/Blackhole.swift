/// Takes a value the optimiser must assume is used, so timed work cannot be dropped as dead.
///
/// `@_optimize(none)` keeps the call and its argument even though this is the same module
/// (package-benchmark's `blackHole` does the same).
@inline(never) @_optimize(none)
func blackhole<T>(_ value: T) {}
