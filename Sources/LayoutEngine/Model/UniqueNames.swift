/// Names handed out one at a time, each once: a name already taken gets `-2`, `-3`, … The
/// importer names layouts so no file or revision overwrites another; a picture names its layers
/// so XML ids stay unique and design tools do not merge layers that share one.
public struct UniqueNames: Sendable {
    private var taken: Set<String>

    /// Names handed out so far: none, or `taken`.
    public init(taken: Set<String> = []) {
        self.taken = taken
    }

    /// `name` if it is free, else the first of `name-2`, `name-3`, … that is; taken from now on.
    public mutating func claim(_ name: String) -> String {
        var candidate = name
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(name)-\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
