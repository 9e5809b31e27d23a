/// A JSON value, as RFC 8259 defines it. Objects are unordered (`JSONObject`): the writer sorts
/// their keys, so two values that compare equal always print the same bytes.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; JSON has one number type, held as a binary64 `Double`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object: its members, each key once (``JSONObject``).
    case object(JSONObject)
}

extension JSONValue {
    /// Parses strict UTF-8 JSON text; a syntax error names its line and column.
    public static func parse(_ text: String) throws(DocumentErrors) -> JSONValue {
        var text = text
        return try text.withUTF8 { JSONParser.parseResult($0) }.get()
    }

    /// Parses strict UTF-8 JSON bytes; a syntax error names its line and column.
    public static func parse(_ bytes: some Collection<UInt8>) throws(DocumentErrors) -> JSONValue {
        if let result = bytes.withContiguousStorageIfAvailable({ JSONParser.parseResult($0) }) {
            return try result.get()
        }
        return try Array(bytes).withUnsafeBufferPointer { JSONParser.parseResult($0) }.get()
    }

    /// The canonical text: keys sorted by their UTF-8 bytes, no whitespace.
    public var compactText: String {
        var writer = JSONWriter(indentation: nil)
        writer.write(self)
        return writer.output
    }

    /// Keys sorted, two-space indentation, one member per line: for people.
    public var prettyText: String {
        var writer = JSONWriter(indentation: 2)
        writer.write(self)
        return writer.output
    }

    /// The type's name, for error messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
