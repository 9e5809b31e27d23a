/// The JSON Schema of the document format (`schema/layout.schema.json`), carried by the binary
/// so that `layouts schema` prints the schema of the format this build reads.
public enum LayoutSchema {
    /// The schema's text, as in `schema/layout.schema.json` when this build was made.
    public static var text: String {
        EmbeddedFiles.schema.first { $0.path == "layout.schema.json" }?.text ?? ""
    }
}

/// What this build is: the git tag it was built from, or "dev".
public enum BuildVersion {
    /// The tag this build was made from, or `dev`.
    public static let current = EmbeddedFiles.version
}
