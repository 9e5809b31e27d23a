extension LayoutDocument {
    /// 2^53 − 1: every integer up to it, and the next one, has its own binary64 value. The
    /// largest count or number a document may hold as an integer.
    public static let largestExactInteger = 9_007_199_254_740_991
}

/// The typed readers every node decoder is built from. Each reports what is wrong at `path`
/// and returns `nil`, so the caller can put a placeholder in and keep going.
extension DocumentDecoder {
    /// An object's members, with every key outside `allowed` reported (typos must not pass).
    mutating func members(of value: JSONNode, at path: Path, allowing allowed: KeyList) -> JSONMembers? {
        guard let members = value.object else {
            report(path, "expected an object, found \(value.typeName)")
            return nil
        }
        // Sorting only when something is wrong keeps the common case cheap and the report stable.
        if members.hasKey(outside: allowed) {
            let known = allowed.names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !allowed.contains(key) {
                report(path.appending(key: key), "unknown key" + Self.didYouMean(key, among: known))
            }
        }
        return members
    }

    /// `; did you mean "NAME"?` when `word` is a likely typo of one of `candidates`, else nothing.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// A key that must be present.
    mutating func required<T>(_ members: JSONMembers, _ key: StaticString, at path: Path,
                              _ read: (inout DocumentDecoder, JSONNode, Path) -> T?) -> T? {
        guard let value = members[key] else {
            report(path.appending(key: key), "required key is missing")
            return nil
        }
        return read(&self, value, path.appending(key: key))
    }

    /// A key that may be left out, in which case it takes its default (so does a broken value,
    /// whose error is already reported).
    mutating func optional<T>(_ members: JSONMembers, _ key: StaticString, at path: Path, default: T,
                              _ read: (inout DocumentDecoder, JSONNode, Path) -> T?) -> T {
        present(members, key, at: path, read) ?? `default`
    }

    /// A key that may be left out: `nil` when absent or broken.
    mutating func present<T>(_ members: JSONMembers, _ key: StaticString, at path: Path,
                             _ read: (inout DocumentDecoder, JSONNode, Path) -> T?) -> T? {
        guard let value = members[key] else { return nil }
        return read(&self, value, path.appending(key: key))
    }

    /// An array whose broken elements are reported and dropped.
    mutating func array<T>(_ value: JSONNode, at path: Path,
                           _ read: (inout DocumentDecoder, JSONNode, Path) -> T?) -> [T]? {
        guard let elements = value.elements else {
            report(path, "expected an array, found \(value.typeName)")
            return nil
        }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            if let decoded = read(&self, element, path.appending(index: i)) { result.append(decoded) }
        }
        return result
    }

    mutating func number(_ value: JSONNode, at path: Path) -> Double? {
        guard let number = value.number else {
            report(path, "expected a number, found \(value.typeName)")
            return nil
        }
        return number
    }

    /// A number of points where a document may name a design token instead (`"{space.md}"`,
    /// format.md "Tokens"): the token's value when the decoder has the set, else a stand-in of
    /// 1 point that validates wherever a length does; the reference is kept by its path.
    mutating func length(_ value: JSONNode, at path: Path) -> Double? {
        guard let text = value.string, let name = DesignTokens.aliasName(text) else {
            if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
                report(path, "a token reference names a token by its dotted path, as \"{space.md}\"; found \"\(text.prefix(60))\"")
                return nil
            }
            return number(value, at: path)
        }
        namesTokens = true
        tokenReferences[path.spelled] = name
        guard let tokens else { return 1 }
        switch tokens.length(of: name, at: path.spelled) {
        case .success(let points): return points
        case .failure(let error):
            errors.append(error)
            return nil
        }
    }

    /// An integer field. Above 2^53 a binary64 number no longer tells which integer the text
    /// said (9007199254740993 reads as …992), so only the exactly representable range is taken.
    mutating func integer(_ value: JSONNode, at path: Path) -> Int? {
        guard let number = number(value, at: path) else { return nil }
        guard let integer = Int(exactly: number) else {
            report(path, "expected an integer, found \(JSONWriter.format(number))")
            return nil
        }
        guard integer.magnitude <= LayoutDocument.largestExactInteger.magnitude else {
            report(path, "integer too large to be read exactly (the limit is ±\(LayoutDocument.largestExactInteger))")
            return nil
        }
        return integer
    }

    mutating func string(_ value: JSONNode, at path: Path) -> String? {
        stringBytes(value, at: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A string's UTF-8 bytes, valid while the tape is.
    mutating func stringBytes(_ value: JSONNode, at path: Path) -> UnsafeBufferPointer<UInt8>? {
        guard let bytes = value.utf8 else {
            report(path, "expected a string, found \(value.typeName)")
            return nil
        }
        return bytes
    }

    mutating func bool(_ value: JSONNode, at path: Path) -> Bool? {
        guard let flag = value.bool else {
            report(path, "expected true or false, found \(value.typeName)")
            return nil
        }
        return flag
    }

    /// One of the raw values of `E`; the message lists them all.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(_ value: JSONNode, at path: Path) -> E?
    where E.RawValue == String {
        enumeration(value, at: path, choices: Array(E.allCases))
    }

    mutating func enumeration<E: RawRepresentable>(_ value: JSONNode, at path: Path, choices: [E]) -> E?
    where E.RawValue == String {
        guard let text = string(value, at: path) else { return nil }
        guard let result = E(rawValue: text), choices.contains(where: { $0.rawValue == text }) else {
            let names = choices.map(\.rawValue)
            report(path, "unknown value \"\(text)\"" + Self.didYouMean(text, among: names) + "; expected one of "
                + names.map { "\"\($0)\"" }.joined(separator: ", "))
            return nil
        }
        return result
    }

    /// An object with exactly one key out of `keys` (Dimension, Spacing), whose value is a number:
    /// the key's position in `keys`, and the number (read as a length, which may name a token,
    /// when its position in `keys` is one of `lengthPositions`). The key is matched by its bytes.
    mutating func singleKey(_ value: JSONNode, at path: Path, of what: String, keys: KeyList,
                            lengthPositions: [Int] = []) -> (Int, Double)? {
        guard let members = value.object else {
            report(path, "expected \(what) object, found \(value.typeName)")
            return nil
        }
        var expected: String { keys.names.joined(separator: ", ") }  // for messages only
        guard members.count == 1, let (keyNode, member) = members.firstNodes, let keyBytes = keyNode.utf8 else {
            let found = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: ", ")
            report(path, "\(what) has exactly one key of \(expected); found " + (members.isEmpty ? "none" : found))
            return nil
        }
        guard let index = keys.index(of: keyBytes) else {
            let key = keyNode.string ?? ""
            report(path.appending(key: key), "unknown key" + Self.didYouMean(key, among: keys.names) + "; \(what) is one of \(expected)")
            return nil
        }
        let memberPath = path.appending(key: keys.names[index])
        guard let number = lengthPositions.contains(index) ? length(member, at: memberPath) : number(member, at: memberPath) else {
            return nil
        }
        return (index, number)
    }
}
