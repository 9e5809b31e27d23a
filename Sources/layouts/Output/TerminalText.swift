/// Text from documents and the catalogue (keys, kinds, names, messages) made safe for a
/// terminal: every control character — C0 with CR and LF, DEL, C1 — is written as a visible
/// `\u{…}` escape, so stored data can neither forge an `error:` line nor recolour the screen.
func terminalSafe(_ text: String) -> String {
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
func firstLine(_ text: String) -> String {
    guard let end = text.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
    return String(text[..<end]) + " …"
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
