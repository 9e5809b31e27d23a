import LayoutWorkspace
/// The small text pieces every picture is made of: escaped text, numbers as SVG writes them,
/// and identifiers that design tools show as layer names.
package enum SVGText {
    /// Text and attribute values with XML's five special characters escaped, and the characters
    /// XML 1.0 does not allow (controls, U+FFFE, U+FFFF) replaced, so any section name gives a
    /// well-formed file.
    package static func escape(_ s: String) -> String {
        // 0xEF leads the UTF-8 of U+FFFE and U+FFFF (and of other characters, checked below).
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 < 0x20 || $0 == 0xEF })
        else { return s }
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out += " "
            default:
                if c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// A coordinate, with at most two decimals and no trailing zeros, as `formatPoints` writes
    /// it; built from integers, since a million-cell picture writes eight of these a cell.
    package static func number(_ v: Double) -> String {
        let hundredths = (v * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return formatPoints(v, digits: 2) }
        let scaled = Int64(hundredths)
        let magnitude = scaled.magnitude
        let whole = String(magnitude / 100)
        let sign = scaled < 0 ? "-" : ""
        switch magnitude % 100 {
        case 0: return sign + whole
        case let f where f % 10 == 0: return sign + whole + "." + String(f / 10)
        case let f where f < 10: return sign + whole + ".0" + String(f)
        case let f: return sign + whole + "." + String(f)
        }
    }

    /// A layer name usable as an `id`: letters, digits, `-` and `_`, anything else as `-`.
    package static func identifier(_ s: String) -> String {
        let mapped = s.unicodeScalars.map { c -> Character in
            (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_")) ? Character(c) : "-"
        }
        return String(mapped)
    }

    /// A generous estimate of the width of a line of text in a sans-serif font, so that the
    /// canvas and the label column are never narrower than what they hold.
    package static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.62
    }
}
