/// The access level of the generated declarations; `internal` is written as nothing, as Swift does.
public enum SwiftAccessLevel: String, CaseIterable, Hashable, Sendable {
    case `public`, package, `internal`, `fileprivate`, `private`

    /// The modifier and its space, or nothing for `internal`.
    var prefix: String { self == .internal ? "" : rawValue + " " }
}
