import LayoutEngine

/// The rules for layout names: those of section names in the format (1–64 characters of
/// `a-z 0-9 - _ .`), so a name is safe in a file name, a URL and `NAME@N`.
public enum LayoutName {
    public static func check(_ name: String) throws(CatalogError) {
        if let problem = problem(with: name) { throw .invalidName(name: name, problem: problem) }
    }

    /// The engine's name rule (`isValidName`), with the reason a name breaks it.
    public static func problem(with name: String) -> String? {
        if isValidName(name) { return nil }
        if name.isEmpty { return "a layout name cannot be empty" }
        if name.utf8.count > 64 { return "a layout name has at most 64 characters" }
        return "a layout name may only hold a-z, 0-9, '-', '_' and '.'"
    }
}
