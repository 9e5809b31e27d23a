/// The layer ids of one part of a picture, each used once: an `id` that is taken gets `-2`,
/// `-3`, … (XML requires ids to be unique, and design tools merge layers that share one).
package struct SVGLayerIDs {
    private var taken: Set<String>

    package init(taken: Set<String>) {
        self.taken = taken
    }

    package mutating func unique(_ id: String) -> String {
        var candidate = id
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(id)-\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
