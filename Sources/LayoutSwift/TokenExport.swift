import LayoutEngine

/// How `export --swift` names the design token `name` in Swift (`space.md` → `Tokens.space.md`),
/// so that a reader of that Swift (`import-swift --tokens`) can name it back.
public func swiftConstant(ofToken name: String) -> String { TokenExport.constant(name) }

/// How `export --swift` writes a layout that names design tokens (format.md "Tokens"): every
/// length that names one is written as the token's constant (`Tokens.space.md`), and the file
/// declares a `Tokens` namespace with the values of the set the request gives, or imports the
/// team's own module that declares it (`--tokens-module`).
///
/// The code is generated from a copy whose referenced lengths hold sentinels, numbers no layout
/// has, each then replaced by its constant: the generator stays one, whatever names a length.
struct TokenExport {
    let document: LayoutDocument
    /// Each token the document names, with its sentinel, in name order.
    let sentinels: [(name: String, value: Double)]
    let sentinelDocument: LayoutDocument

    /// The namespace the constants live in.
    static let namespace = "Tokens"

    init(_ document: LayoutDocument) throws {
        self.document = document
        let used = Set(Self.numbers(in: document.jsonValue))
        var next = 987_654.0625
        var sentinels: [(String, Double)] = []
        for name in document.tokenNames {
            while used.contains(next) { next += 1 }
            sentinels.append((name, next))
            next += 1
        }
        self.sentinels = sentinels
        let byName = Dictionary(uniqueKeysWithValues: sentinels)
        // The sentinels read as the tokens' values: references become those numbers.
        sentinelDocument = try LayoutDocument(jsonValue: document.jsonValue,
                                              tokens: DesignTokens(values: byName)).withoutTokenReferences
    }

    /// Every number of a JSON tree.
    private static func numbers(in value: JSONValue) -> [Double] {
        switch value {
        case .number(let n): return [n]
        case .array(let elements): return elements.flatMap(numbers)
        case .object(let members): return members.flatMap { numbers(in: $0.value) }
        default: return []
        }
    }

    /// `space.md` as Swift: `Tokens.space.md`, each part a valid identifier.
    static func constant(_ name: String) -> String {
        ([namespace] + name.split(separator: ".").map { identifier(String($0)) }).joined(separator: ".")
    }

    /// A token name's part as an identifier: letters, digits and `_` kept, anything else `_`,
    /// `_` before a leading digit, a keyword in backquotes.
    static func identifier(_ part: String) -> String {
        // Any other character as `_` and its code point (`ü` → `_u00FC`), so two names stay two.
        var text = ""
        for scalar in part.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
                text.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        if text.first?.isNumber == true || text == "_" { text = "_" + text }
        // `Type` and `self` after a dot name the metatype and the value itself, backquoted or not.
        if ["Type", "self", "Protocol", "init"].contains(text) { return text + "_" }
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// Swift's keywords a token name's part may spell (`default`, `in`…).
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    ]

    /// Why the document cannot be written with constants, if it cannot: two names that become
    /// the same identifiers, or a length the generator works out from token values.
    static func unsupported(in document: LayoutDocument) -> [UnsupportedFeature] {
        guard document.namesTokens else { return [] }
        var found: [UnsupportedFeature] = []
        var byConstant: [String: String] = [:]
        for name in document.tokenNames {
            let constant = constant(name)
            if let other = byConstant[constant], other != name {
                found.append(UnsupportedFeature(path: "", message: "export --swift writes {\(name)} and {\(other)} as the same constant \(constant)"))
            }
            byConstant[constant] = name
        }
        // An adaptive group's length is written as the container less the section's and the
        // group's insets, summed: a sum of tokens is no token's constant.
        for (s, section) in document.sections.enumerated() {
            let groups = [section.group] + section.variants.compactMap(\.group)
            guard groups.contains(where: { if case .group(let g) = $0.kind, case .adaptive = g.repetition { true } else { false } })
            else { continue }
            let prefix = "sections[\(s)]."
            if document.tokenReferences.keys.contains(where: { $0.hasPrefix(prefix) && ($0.contains("contentInsets.leading") || $0.contains("contentInsets.trailing")) }) {
                found.append(UnsupportedFeature(path: "sections[\(s)].contentInsets", message: "export --swift works out an adaptiveCount group's width from the insets around it: write them as numbers, not tokens"))
            }
        }
        return found
    }

    /// The generated source with each sentinel replaced by its token's constant.
    func replacingSentinels(in source: String) -> String {
        var text = source
        for (name, value) in sentinels {
            text = Self.replace(SwiftLiteral.number(value), with: Self.constant(name), in: text)
        }
        return text
    }

    /// Every occurrence of the number `literal` not inside a longer number.
    private static func replace(_ literal: String, with replacement: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: literal) {
            let before = rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let previous = before.last ?? " "
            let following = after.first ?? " "
            let partOfNumber = previous.isNumber || previous == "." || following.isNumber || following == "."
            result += before + (partOfNumber ? literal : replacement)
            rest = after
        }
        return result + rest
    }

    /// The `Tokens` namespace with the values of `tokens` for the names the document uses.
    func declaration(values tokens: DesignTokens, access: String, into out: inout SwiftCodeWriter) throws {
        var missing: [String] = []
        var tree = Node()
        for (name, _) in sentinels {
            guard let value = tokens.values[name] else { missing.append(name); continue }
            tree.insert(name.split(separator: ".").map(String.init)[...], value: value, name: name)
        }
        if !missing.isEmpty {
            throw SwiftExportError(platform: .iOS, unsupported: missing.map {
                UnsupportedFeature(path: "", message: "the token set has no dimension token {\($0)}")
            })
        }
        out.line("/// The design tokens the layout names, in points, from the token set it was exported with.")
        tree.write(named: Self.namespace, access: access, into: &out)
    }

    /// A group of the namespace: nested enums for groups, constants for tokens.
    private struct Node {
        var children: [String: Node] = [:]
        var value: (Double, String)?

        mutating func insert(_ parts: ArraySlice<String>, value: Double, name: String) {
            guard let first = parts.first else {
                self.value = (value, name)
                return
            }
            children[first, default: Node()].insert(parts.dropFirst(), value: value, name: name)
        }

        func write(named name: String, access: String, into out: inout SwiftCodeWriter) {
            out.block("\(access)enum \(name) {", "}") { out in
                for (key, child) in children.sorted(by: { $0.key < $1.key }) {
                    let identifier = TokenExport.identifier(key)
                    if let (value, token) = child.value, child.children.isEmpty {
                        out.line("/// {\(token)}")
                        out.line("\(access)static let \(identifier): CGFloat = \(SwiftLiteral.number(value))")
                    } else {
                        child.write(named: identifier, access: access, into: &out)
                    }
                }
            }
        }
    }
}

extension LayoutDocument {
    /// The document with its numbers as they are and no token references.
    var withoutTokenReferences: LayoutDocument {
        var copy = self
        copy.tokenReferences = [:]
        copy.tokensResolved = false
        return copy
    }
}
