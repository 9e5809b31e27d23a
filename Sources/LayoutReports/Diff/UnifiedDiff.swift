import LayoutWorkspace

/// The unified diff of two texts, line by line, as `diff -u` and `git diff` print it: what
/// `layouts fmt --check` shows for a file it would rewrite. The edit script is Myers' shortest
/// (O((N+M)·D) time, O(D²) memory); past `maximumEdits` changed lines the differing middle is
/// shown as one replaced block instead, so a file that differs everywhere costs no more than
/// reading it.
public struct UnifiedDiff {
    /// One line of either text: its characters, and whether a newline ends it (the last line
    /// of a text may lack one, which `diff` marks).
    struct Line: Equatable {
        var text: Substring
        var ended: Bool
    }

    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    let old: [Line]
    let new: [Line]
    /// Lines of unchanged context around each change (3, as `diff -u`).
    public var context: Int
    /// The most changed lines worked out one by one.
    public var maximumEdits: Int

    /// The diff of `old` against `new`.
    public init(old: String, new: String, context: Int = 3, maximumEdits: Int = 2_000) {
        self.old = Self.lines(of: old)
        self.new = Self.lines(of: new)
        self.context = max(0, context)
        self.maximumEdits = max(0, maximumEdits)
    }

    /// Whether the texts are the same, line for line.
    public var isEmpty: Bool { old == new }

    /// The diff's lines: `--- oldName`, `+++ newName`, then each hunk (`@@ -a,b +c,d @@` and its
    /// lines marked ` `, `-` or `+`, `\ No newline at end of file` after a last line without
    /// one); none when the texts are the same. `style` colours them as git does; the texts and
    /// names are made safe for a terminal first.
    public func lines(oldName: String, newName: String, style: TerminalStyle = TerminalStyle(enabled: false)) -> [String] {
        guard !isEmpty else { return [] }
        var out = [style.bold(terminalSafe("--- \(oldName)")), style.bold(terminalSafe("+++ \(newName)"))]
        let edits = editScript()
        // Lines of each text before each edit: where a hunk starts.
        var before: [(old: Int, new: Int)] = [(0, 0)]
        for edit in edits {
            let (a, b) = before[before.count - 1]
            switch edit {
            case .same: before.append((a + 1, b + 1))
            case .delete: before.append((a + 1, b))
            case .insert: before.append((a, b + 1))
            }
        }
        for hunk in hunks(edits) {
            let slice = edits[hunk]
            let (oldFirst, newFirst) = before[hunk.lowerBound]
            let (oldEnd, newEnd) = before[hunk.upperBound]
            let oldRange = Self.range(oldFirst + 1, oldEnd - oldFirst)
            let newRange = Self.range(newFirst + 1, newEnd - newFirst)
            out.append(style.cyan("@@ -\(oldRange) +\(newRange) @@"))
            for edit in slice {
                switch edit {
                case .same(let a, _): out += render(" ", old[a], style: { $0 })
                case .delete(let a): out += render("-", old[a], style: style.red)
                case .insert(let b): out += render("+", new[b], style: style.green)
                }
            }
        }
        return out
    }

    private func render(_ mark: String, _ line: Line, style: (String) -> String) -> [String] {
        // Tabs and a CRLF line's carriage return are kept, so the diff applies to the file as it is.
        let crlf = line.text.utf8.last == UInt8(ascii: "\r")
        let body = crlf ? line.text.dropLast() : line.text
        let safe = body.split(separator: "\t", omittingEmptySubsequences: false).map { terminalSafe(String($0)) }
        return [style(mark + safe.joined(separator: "\t")) + (crlf ? "\r" : "")] + (line.ended ? [] : ["\\ No newline at end of file"])
    }

    /// `a,b` as `diff -u` writes a range: `a` alone for one line, the line before for none.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start - 1),0"
        case 1: return "\(start)"
        default: return "\(start),\(count)"
        }
    }

    /// The edits, grouped into hunks: changes closer than twice the context share one.
    private func hunks(_ edits: [Edit]) -> [Range<Int>] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var hunks: [Range<Int>] = []
        var index = 0
        while index < changed.count {
            var last = changed[index]
            var next = index + 1
            while next < changed.count, changed[next] - last <= 2 * context + 1 {
                last = changed[next]
                next += 1
            }
            let lower = max(0, changed[index] - context)
            let upper = min(edits.count, last + context + 1)
            hunks.append(lower..<upper)
            index = next
        }
        return hunks
    }

    /// The shortest edit script, after the common head and tail are taken off.
    func editScript() -> [Edit] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let a = old[head..<(old.count - tail)]
        let b = new[head..<(new.count - tail)]
        var edits = (0..<head).map { Edit.same(old: $0, new: $0) }
        if let middle = Self.myers(Array(a), Array(b), limit: maximumEdits) {
            edits += middle.map { edit in
                switch edit {
                case .same(let x, let y): .same(old: x + head, new: y + head)
                case .delete(let x): .delete(old: x + head)
                case .insert(let y): .insert(new: y + head)
                }
            }
        } else {
            edits += a.indices.map { Edit.delete(old: $0) } + b.indices.map { Edit.insert(new: $0) }
        }
        edits += (0..<tail).map { Edit.same(old: old.count - tail + $0, new: new.count - tail + $0) }
        return edits
    }

    /// Myers' greedy algorithm, keeping each round's furthest reaches (rounds −d…d only) to walk
    /// back; `nil` past `limit` edits.
    static func myers(_ a: [Line], _ b: [Line], limit: Int) -> [Edit]? {
        let (n, m) = (a.count, b.count)
        let most = min(n + m, limit)
        let offset = most + 1
        var reach = [Int](repeating: 0, count: 2 * most + 3)
        var rounds: [[Int]] = []
        var found: Int?
        search: for d in 0...most {
            rounds.append(Array(reach[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1]))
                    ? reach[offset + k + 1] : reach[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                reach[offset + k] = x
                if x >= n, y >= m { found = d; break search }
            }
        }
        guard let depth = found else { return nil }
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: depth, through: 0, by: -1) {
            let round = rounds[d]
            func at(_ k: Int) -> Int { round[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > max(previousX, 0), y > max(previousY, 0) {
                x -= 1; y -= 1
                edits.append(.same(old: x, new: y))
            }
            if d > 0 {
                if x == previousX { edits.append(.insert(new: previousY)) } else { edits.append(.delete(old: previousX)) }
                (x, y) = (previousX, previousY)
            }
        }
        return edits.reversed()
    }

    /// A text's lines, split at each line feed byte (a CRLF line keeps its carriage return, so
    /// the diff applies to the file as it is); the last one marked when no newline ends it.
    static func lines(of text: String) -> [Line] {
        guard !text.isEmpty else { return [] }
        // By bytes: Swift reads "\r\n" as one Character, which a split at "\n" would not see.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Line(text: Substring(String(decoding: $0, as: UTF8.self)), ended: true) }
        if lines.last?.text.isEmpty == true {
            lines.removeLast()
        } else {
            lines[lines.count - 1].ended = false
        }
        return lines
    }
}
