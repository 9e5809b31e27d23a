/// Literals make trees written in code (encoders, tests) read like the JSON they stand for.
extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A repeated key keeps the last value; the parser, unlike a literal, reports duplicates.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }

    /// An array literal: `[1, "a"]`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A string literal: `"item"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A floating-point literal: `0.5`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// An integer literal, stored as a number (JSON has one number type).
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
