/// The line of a document a message's path points at, for GitHub annotations
/// (`::error file=…,line=…::`). A syntax error names its line; for a path such as
/// `sections[1].group.size`, each key is looked for after the previous one, which finds the
/// line in documents written one key per line, and otherwise an earlier line, never a later one.
enum JSONLineLocator {
    static func line(of path: String, in text: [UInt8]) -> Int {
        if path.hasPrefix("line "), let number = Int(path.dropFirst(5).prefix { $0.isNumber }) { return number }
        var position = 0
        for key in keys(of: path) {
            guard let found = find("\"\(key)\"", in: text, from: position) else { break }
            position = found
        }
        return text[..<position].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The object keys of a path, indexes left out: `sections[1].group` → sections, group.
    private static func keys(of path: String) -> [String] {
        path.split(separator: ".").map { String($0.prefix { $0 != "[" }) }.filter { !$0.isEmpty }
    }

    private static func find(_ needle: String, in text: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard pattern.count <= text.count else { return nil }
        var i = start
        while i + pattern.count <= text.count {
            if text[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }
}
