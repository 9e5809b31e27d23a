import LayoutEngine

/// A JSON value as indented lines of its keys, for people: what a diff prints for an added or
/// removed value too long for one line. A member short enough is one line (`key: value`, a
/// one-key object of a scalar as `fractionalWidth(0.5)`); a longer one is `key:` with its own
/// members two spaces further in; array elements are `- `.
enum JSONTree {
    /// Values up to this many characters stay on their key's line.
    static let lineWidth = 60

    /// The lines of `value`; one line when it is short enough.
    static func lines(_ value: JSONValue) -> [String] {
        let text = value.diffText
        guard text.count > lineWidth else { return [text] }
        switch value {
        case .object(let members):
            return members.flatMap { member in entry(member.key + ":", member.value) }
        case .array(let elements):
            return elements.flatMap { entry("-", $0) }
        default:
            return [text]
        }
    }

    /// `label value` on one line, or `label` and the value's lines below it, indented.
    private static func entry(_ label: String, _ value: JSONValue) -> [String] {
        let nested = lines(value)
        if nested.count == 1 { return ["\(label) \(nested[0])"] }
        return [label] + nested.map { "  " + $0 }
    }
}
