/// The names of one Swift scope: each `let` gets a readable name after its role (`item`,
/// `nestedGroup`, `header`), numbered from 2 when the role repeats, never a keyword and never
/// a name already taken.
struct SwiftNames {
    private var taken: Set<String>

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// A fresh name for `base`: `base`, else `base2`, `base3`…
    mutating func make(_ base: String) -> String {
        var candidate = base
        var number = 2
        while taken.contains(candidate) || SwiftIdentifier.keywords.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
