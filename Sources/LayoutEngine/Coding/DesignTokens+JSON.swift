/// Reading a token file in the Design Tokens Community Group format (2025.10), the part of it a
/// layout needs (format.md "Tokens"): groups and tokens, `$type` inherited from the groups
/// around a token, `dimension` values as `{ "value": 16, "unit": "px" }` or the older `"16px"`,
/// and aliases (`"{space.md}"`) followed to the end. Every error is reported with its path in
/// the file; nothing is half read.
extension DesignTokens {
    /// Reads a token file from UTF-8 JSON text.
    public init(json: some Collection<UInt8>) throws(DocumentErrors) {
        try self.init(jsonValue: JSONValue.parse(json))
    }

    /// Reads a token file from JSON text.
    public init(json: String) throws(DocumentErrors) {
        try self.init(jsonValue: JSONValue.parse(json))
    }

    /// Reads an already parsed token file.
    public init(jsonValue: JSONValue) throws(DocumentErrors) {
        var reader = TokenFileReader()
        reader.group(jsonValue, path: [], inheritedType: nil)
        let (values, otherTypes) = reader.resolve()
        guard reader.errors.isEmpty else { throw DocumentErrors(reader.errors) }
        self.init(values: values, otherTypes: otherTypes)
        source = jsonValue
    }

    /// The file as stored: its JSON with keys sorted and no whitespace, so equal files are
    /// byte-equal (a catalogue's token sets are keyed by a hash of these bytes).
    public var canonicalText: String { sourceValue.compactText }

    /// Keys sorted, indented: for people.
    public var prettyText: String { sourceValue.prettyText }

    /// The file the tokens were read from, or one that says them when they were given directly.
    var sourceValue: JSONValue {
        if let source { return source }
        var root = JSONObject()
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            root["\(name)"] = .object(["$type": .string("dimension"),
                                       "$value": .object(["value": .number(value), "unit": .string("px")])])
        }
        return .object(root)
    }
}

/// One pass over the file's groups collects the tokens; a second follows aliases.
private struct TokenFileReader {
    struct Token {
        var path: String
        var type: String?
        /// A length in points, or the name an alias points to.
        var value: Value
    }

    enum Value {
        case points(Double)
        case alias(String)
        /// A token of another type, whose value a layout never reads.
        case other
    }

    var errors: [DocumentError] = []
    var tokens: [String: Token] = [:]
    /// Token names in the order met, so errors come in the file's order.
    var order: [String] = []

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$schema"]

    mutating func report(_ path: String, _ message: String) {
        errors.append(DocumentError(path: path, message: message))
    }

    static func spell(_ path: [String]) -> String { path.joined(separator: ".") }

    mutating func group(_ value: JSONValue, path: [String], inheritedType: String?) {
        guard case .object(let members) = value else {
            report(Self.spell(path), "expected a group or a token (an object), found \(value.typeName)")
            return
        }
        var type = inheritedType
        if let declared = members["$type"] {
            if case .string(let name) = declared { type = name } else {
                report(Self.spell(path + ["$type"]), "expected a type name (a string), found \(declared.typeName)")
            }
        }
        for (key, member) in members {
            if key.hasPrefix("$") {
                if !Self.groupProperties.contains(key) {
                    report(Self.spell(path + [key]), "unknown group property; a group has \(Self.groupProperties.sorted().joined(separator: ", ")) (modes are one file per mode)")
                }
                continue
            }
            guard !key.isEmpty, !key.contains("."), !key.contains("{"), !key.contains("}") else {
                report(Self.spell(path + [key]), "a token or group name may not be empty or hold '.', '{' or '}'")
                continue
            }
            if case .object(let child) = member, child["$value"] != nil {
                token(child, path: path + [key], inheritedType: type)
            } else {
                group(member, path: path + [key], inheritedType: type)
            }
        }
    }

    mutating func token(_ members: JSONObject, path: [String], inheritedType: String?) {
        let name = Self.spell(path)
        for key in members.keys where !Self.tokenProperties.contains(key) {
            report(Self.spell(path + [key]), "unknown token property; a token has \(Self.tokenProperties.sorted().joined(separator: ", "))")
        }
        var type = inheritedType
        if let declared = members["$type"] {
            if case .string(let own) = declared { type = own } else {
                report(Self.spell(path + ["$type"]), "expected a type name (a string), found \(declared.typeName)")
            }
        }
        let valuePath = Self.spell(path + ["$value"])
        let raw = members["$value"]!
        let value: Value
        if case .string(let text) = raw, let target = DesignTokens.aliasName(text) {
            value = .alias(target)
        } else if type == "dimension" {
            guard let points = dimension(raw, at: valuePath) else { return }
            value = .points(points)
        } else if type == nil {
            report(valuePath, "the token has no $type, on itself or a group around it (a length is a \"dimension\")")
            return
        } else {
            value = .other
        }
        tokens[name] = Token(path: valuePath, type: type, value: value)
        order.append(name)
    }

    /// `{ "value": 16, "unit": "px" }`, or the older `"16px"`; px and pt are points.
    mutating func dimension(_ value: JSONValue, at path: String) -> Double? {
        let number: Double
        let unit: String
        switch value {
        case .object(let members):
            for key in members.keys where key != "value" && key != "unit" {
                report(path + "." + key, "unknown key; a dimension has value and unit")
            }
            guard case .number(let n)? = members["value"] else {
                report(path + ".value", members["value"] == nil ? "missing value" : "expected a number")
                return nil
            }
            guard case .string(let u)? = members["unit"] else {
                report(path + ".unit", members["unit"] == nil ? "missing unit" : "expected a unit name (a string)")
                return nil
            }
            (number, unit) = (n, u)
        case .string(let text):
            let digits = text.prefix { "0123456789.-+eE".contains($0) }
            guard let n = Double(digits), n.isFinite else {
                report(path, "expected a dimension such as \"16px\" or { \"value\": 16, \"unit\": \"px\" }, found \"\(text.prefix(40))\"")
                return nil
            }
            (number, unit) = (n, String(text.dropFirst(digits.count)))
        default:
            report(path, "expected a dimension such as { \"value\": 16, \"unit\": \"px\" }, found \(value.typeName)")
            return nil
        }
        guard number.isFinite else {
            report(path, "the value is not a finite number")
            return nil
        }
        guard unit == "px" || unit == "pt" else {
            report(path, "the unit \"\(unit.prefix(20))\" is not a length in points: a layout takes px or pt (1 px = 1 pt, as design tools export)")
            return nil
        }
        return number
    }

    /// What a token comes to once its aliases are followed.
    enum Outcome {
        case points(Double)
        /// A token of another type, with that type.
        case other(String)
        case failed
    }

    /// Follows every alias to a value: a dimension's points, or the type of another token. Each
    /// token is followed once (what it comes to is kept), so a chain of n aliases costs n steps.
    mutating func resolve() -> (values: [String: Double], otherTypes: [String: String]) {
        var outcomes: [String: Outcome] = [:]
        for name in order {
            guard outcomes[name] == nil else { continue }
            // Walk the chain to a token whose outcome is known or that is not an alias.
            var chain: [String] = []
            var onChain: Set<String> = []
            var current = name
            var outcome: Outcome
            while true {
                if let known = outcomes[current] { outcome = known; break }
                guard let token = tokens[current] else { outcome = .failed; break }
                chain.append(current)
                onChain.insert(current)
                switch token.value {
                case .points(let points): outcome = .points(points)
                case .other: outcome = .other(token.type ?? "token")
                case .alias(let target):
                    if onChain.contains(target) {
                        report(tokens[name]!.path, "an alias cycle: " + (chain + [target]).map { "{\($0)}" }.joined(separator: " → "))
                        outcome = .failed
                    } else if tokens[target] == nil {
                        let close = suggestion(for: target, among: order)
                        report(token.path, "the alias {\(target)} names no token of the file" + (close.map { "; did you mean {\($0)}?" } ?? ""))
                        outcome = .failed
                    } else {
                        current = target
                        continue
                    }
                }
                break
            }
            // The chain's tokens, last first, each checked against its own declared type.
            for member in chain.reversed() {
                let token = tokens[member]!
                var own = outcome
                switch outcome {
                case .points where token.type != nil && token.type != "dimension":
                    report(token.path, "a \(token.type!) token whose alias leads to a dimension")
                    own = .failed
                case .other(let type) where token.type == "dimension" && member != current:
                    report(token.path, "the alias {\(current)} is a \(type) token, not a dimension")
                    own = .failed
                default: break
                }
                outcomes[member] = own
                // A token that leads to a broken one is broken too.
                outcome = own
            }
        }
        var values: [String: Double] = [:]
        var otherTypes: [String: String] = [:]
        for (name, outcome) in outcomes {
            switch outcome {
            case .points(let points): values[name] = points
            case .other(let type): otherTypes[name] = type
            case .failed: break
            }
        }
        return (values, otherTypes)
    }
}
