import LayoutEngine

/// Whether a file is in the form `layouts fmt` writes (format.md), as `fmt --check` and `check` ask.
package enum FormatCheck {
    /// The form `layouts fmt` writes for the file whose text is `bytes` and whose document is `document`.
    package static func formatted(_ bytes: [UInt8], document: LayoutDocument) -> [UInt8] {
        Array(document.formattedJSON(schema: LayoutDocument.schemaReference(in: bytes)).utf8)
    }

    /// The first line (from 1) of `bytes` that differs from the form `fmt` writes, nil when none does.
    package static func firstUnformattedLine(of bytes: [UInt8], document: LayoutDocument) -> Int? {
        let wanted = formatted(bytes, document: document)
        guard wanted != bytes else { return nil }
        let newline = UInt8(ascii: "\n")
        var line = 1
        for (have, want) in zip(bytes, wanted) {
            guard have == want else { return line }
            if have == newline { line += 1 }
        }
        return line  // one is a prefix of the other: they part where the shorter ends
    }
}
