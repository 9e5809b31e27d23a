import LayoutEngine

/// Words for the structural changes of list sections (§19), which a path such as
/// `sections[settings].list.headerMode` names but does not explain: a reviewer reads
/// "the header is now a supplementary view" rather than a key and two strings.
enum ListChangeWords {
    /// `change` with its words, when it is a list configuration's key; unchanged otherwise.
    static func named(_ change: StructuralChange) -> StructuralChange {
        guard change.words == nil, let key = listKey(of: change.path) else { return change }
        var named = change
        let before = text(change.old, key: key)
        let after = text(change.new, key: key)
        named.words = switch key {
        case "appearance": "list appearance \(before) → \(after)"
        case "headerMode": "list header \(before) → \(after)"
        case "footerMode": "list footer \(before) → \(after)"
        case "headerTopPadding": "padding above each header \(before) → \(after)"
        default: nil
        }
        return named
    }

    /// Words for a section whose group became a list, or whose list became a group.
    static func kindSwitch(from before: JSONValue, to after: JSONValue, oldHadList: Bool) -> String {
        oldHadList
            ? "was a list (\(appearance(before))), is now a group section"
            : "was a group section, is now a list (\(appearance(after)))"
    }

    /// The list key a path ends in (`….list.KEY`), if any.
    private static func listKey(of path: String) -> String? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 2] == "list" else { return nil }
        return String(parts[parts.count - 1])
    }

    private static func appearance(_ list: JSONValue) -> String {
        if case .object(let members) = list, case .string(let appearance)? = members["appearance"] { return appearance }
        return "list"
    }

    /// A value as words: absent modes are `none`, an absent padding the system default.
    private static func text(_ value: JSONValue?, key: String) -> String {
        switch value {
        case .string(let string)?: string
        case nil where key == "headerTopPadding": "system default"
        case nil: "none"
        case let other?: other.compactText
        }
    }
}
