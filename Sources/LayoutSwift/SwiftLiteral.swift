import LayoutEngine

/// Swift literals for the values of a document.
enum SwiftLiteral {
    /// The shortest decimal that reads back as the same binary64, as Swift's `description`
    /// writes it (`1.0`, `0.3333333333333333`, `1e-05`): every number is exactly the stored one,
    /// and always a floating-point literal, so `CGFloat` parameters read it unchanged. Negative
    /// zero is written `0.0`: the canonical JSON writes it 0, and a layout cannot tell them apart.
    static func number(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }

    static func integer(_ value: Int) -> String {
        String(value)
    }

    /// An element kind as Swift: UIKit's own header and footer kinds by the constants apps
    /// register their views with (`UICollectionView.elementKindSectionHeader`), so code that
    /// goes out and comes back keeps the kind the app's views are registered for.
    static func elementKind(_ kind: String) -> String {
        switch kind {
        case ListConfiguration.headerElementKind: "UICollectionView.elementKindSectionHeader"
        case ListConfiguration.footerElementKind: "UICollectionView.elementKindSectionFooter"
        default: string(kind)
        }
    }

    /// A string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// `\u{1B}`: how Swift writes a scalar by its number, in strings and in our comments.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Text for a `//` comment: what could end the line (and so put the rest of the text in the
    /// code) written as its `\u{…}` escape; anything else as it is.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                out += unicodeEscape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
