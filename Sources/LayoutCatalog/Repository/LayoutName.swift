import LayoutEngine

/// The rules for layout names: those of section names in the format (1–64 characters of
/// `a-z 0-9 - _ .`), so a name is safe in a file name, a URL and `NAME@N`; and a name does not
/// start with `.`, because `export --all` writes NAME.json and a folder walk (`import`, `check`)
/// leaves hidden names out: `.`, `..` and `.hidden` would not come back.
public enum LayoutName {
    /// Refuses a name a layout is to be saved, imported or renamed under; a set kept beside the
    /// layouts (`of: "token set"`) keeps the same rule, and its message says what it names.
    public static func check(_ name: String, of noun: String = "layout") throws(CatalogError) {
        if let problem = problem(with: name, of: noun) { throw .invalidName(name: name, problem: problem) }
    }

    /// Refuses a name that cannot name a stored layout at all. Looking a layout up takes a
    /// name stored before the rule on dots, so that it can still be shown, renamed and deleted.
    public static func checkLookup(_ name: String) throws(CatalogError) {
        if let problem = formatProblem(with: name) { throw .invalidName(name: name, problem: problem) }
    }

    /// The naming rule, with the reason a name breaks it; `noun` says what the name names.
    public static func problem(with name: String, of noun: String = "layout") -> String? {
        if let problem = formatProblem(with: name, of: noun) { return problem }
        if name.hasPrefix(".") {
            return noun == "layout"
                ? "a layout name cannot start with '.' (its file \(name).json would be hidden: export --all and import would not round-trip it)"
                : "a \(noun) name cannot start with '.'"
        }
        // The command line reads a word starting with '-' as an option, and one ending in .json
        // as a file path (Subject): such a layout could not be named again.
        if name.hasPrefix("-") {
            return "a \(noun) name cannot start with '-' (the command line would read it as an option)"
        }
        if name.hasSuffix(".json") {
            return "a \(noun) name cannot end in .json (the command line would read it as a file)"
        }
        return nil
    }

    /// The engine's name rule (`isValidName`), with the reason a name breaks it.
    private static func formatProblem(with name: String, of noun: String = "layout") -> String? {
        if isValidName(name) { return nil }
        if name.isEmpty { return "a \(noun) name cannot be empty" }
        if name.utf8.count > 64 { return "a \(noun) name has at most 64 characters" }
        return "a \(noun) name may only hold a-z, 0-9, '-', '_' and '.'"
    }
}
