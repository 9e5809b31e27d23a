extension WidthSweep {
    /// The sweep as `layouts sweep --format json` prints it (docs/json-output.md):
    /// `{ "intervals": [ { "from", "to", "noRoom", "sections": [ … ] } ], "noRoomBelow" }`,
    /// widths in points, `null` for what does not apply.
    public var jsonValue: JSONValue {
        ["intervals": .array(intervals.map(\.jsonValue)), "noRoomBelow": noRoomBelow.map(JSONValue.number) ?? .null]
    }

    /// The keys a reader looks for first, in that order; the others follow sorted.
    public static let leadingKeys = ["layout", "from", "to", "name"]
}

extension ShapeInterval {
    /// One interval: its widths, why it has no room (or `null`), and each section's structure.
    public var jsonValue: JSONValue {
        ["from": .number(from), "to": .number(to), "noRoom": shape.noRoom.map(JSONValue.string) ?? .null,
         "sections": .array(shape.sections.map(\.jsonValue))]
    }
}

extension SectionShape {
    /// One section's structure; `null` where a fact does not apply.
    public var jsonValue: JSONValue {
        func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue { value.map(make) ?? .null }
        return ["name": .string(name), "variant": optional(variant) { .number(Double($0)) },
                "columns": .number(Double(columns)), "rowsPerScreen": optional(rowsPerScreen) { .number(Double($0)) },
                "firstGroupFits": optional(firstGroupFits, JSONValue.bool),
                "headerBand": optional(headerBand, JSONValue.string), "footerBand": optional(footerBand, JSONValue.string)]
    }
}
