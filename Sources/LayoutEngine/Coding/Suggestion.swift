/// "Did you mean …?" for a word that is not one of `candidates`: the closest candidate by edit
/// distance (insertions, deletions, substitutions, and swaps of two neighbours, as
/// swift-argument-parser and git count them), when it is close enough to be a likely typo: at most
/// 2 edits, and fewer than half the word's length. Case is ignored; ties go to the first
/// candidate, so the answer does not depend on anything but the order given.
///
/// A candidate whose length differs by more than 2 is never measured, so a word of any length
/// (a hostile document's megabyte key) costs no more than one as long as the candidates.
public func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let other = Array(candidate.lowercased().unicodeScalars)
        guard abs(other.count - typed.count) <= 2 else { continue }
        let distance = editDistance(typed, other)
        if distance <= 2, distance * 2 < max(typed.count, 2), distance < best?.distance ?? .max {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The optimal string alignment distance: Levenshtein's, with a swap of two neighbours as one edit.
private func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)  // row i − 2
    var previous = Array(0...b.count)  // row i − 1
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], before[j - 2] + 1)
            }
        }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
}
