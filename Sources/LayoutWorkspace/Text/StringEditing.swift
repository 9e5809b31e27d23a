extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines (Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, which FoundationEssentials lacks).
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`, left to right, matched on UTF-8
    /// bytes: not on Characters, where a quote followed by a combining accent is one Character
    /// and would escape the escaping. (Foundation's `replacingOccurrences`, used before, missed
    /// those too: a quote before U+0301 went unescaped in CSV, annotations and shell quoting.)
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == needle[0], bytes.count - index >= needle.count,
               bytes[index..<(index + needle.count)].elementsEqual(needle) {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
