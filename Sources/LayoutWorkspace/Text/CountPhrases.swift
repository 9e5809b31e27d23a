/// How counts are said: "1 cell", "30 cells", and a cell total for a table column.

/// "1 cell", "30 cells"; a total too large for an `Int` is said so rather than trapping.
package func cells(_ total: Int?) -> String {
    total.map { plural($0, "cell") } ?? "more than \(Int.max) cells"
}

/// A cell total for a table column.
package func cellTotal(_ total: Int?) -> String {
    total.map(String.init) ?? ">\(Int.max)"
}

/// "1 cell", "2 cells"; irregular plurals are given.
package func plural(_ n: Int, _ word: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? word : plural ?? word + "s")"
}
