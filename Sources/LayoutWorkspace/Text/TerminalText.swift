/// Text from documents and the catalogue (keys, kinds, names, messages) made safe for a
/// terminal: every control character — C0 with CR and LF, DEL, C1 — is written as a visible
/// `\u{…}` escape, so stored data can neither forge an `error:` line nor recolour the screen.
package func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if isControl(scalar) {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// The first line of a possibly multi-line text, marked when more follows: tables show one
/// line per row.
package func firstLine(_ text: String) -> String {
    guard let end = text.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
    return String(text[..<end]) + " …"
}

/// C0 and C1 controls (escape sequences, carriage returns), and the invisible marks that
/// reorder text: the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) and marks (U+200E, U+200F, U+061C), with which a name can display as another
/// ("Trojan Source"), and the line and paragraph separators (U+2028, U+2029).
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
}
