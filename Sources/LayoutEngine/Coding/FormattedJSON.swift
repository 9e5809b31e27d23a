extension JSONValue {
    /// The pretty form with `leadingKeys` first in every object, the other keys sorted.
    public func prettyText(leadingKeys: [String]) -> String {
        var writer = JSONWriter(indentation: 2, leadingKeys: leadingKeys)
        writer.write(self)
        return writer.output
    }
}

extension LayoutDocument {
    /// The form `layouts fmt` writes: the canonical document, pretty, with each object's
    /// `name` and `kind` first so a reader sees what an object is before its details, and
    /// `schema` (the document's `$schema`, which the canonical form leaves out) kept on top.
    /// Ends with a newline, as text files do.
    public func formattedJSON(schema: String? = nil) -> String {
        var tree = jsonValue
        if let schema, case .object(var members) = tree {
            members["$schema"] = .string(schema)
            tree = .object(members)
        }
        return tree.prettyText(leadingKeys: Self.leadingKeys) + "\n"
    }

    /// The keys the pretty form puts first in every object, in this order: what an object is
    /// before its details.
    static let leadingKeys = ["$schema", "formatVersion", "name", "kind"]

    /// The `$schema` a document's text names, if it is a JSON object with a string there.
    public static func schemaReference(in json: some Collection<UInt8>) -> String? {
        guard case .object(let members) = try? JSONValue.parse(json), case .string(let schema)? = members["$schema"] else {
            return nil
        }
        return schema
    }
}
