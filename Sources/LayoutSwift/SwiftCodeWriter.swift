/// Lines of Swift at a current indentation of four spaces per level.
struct SwiftCodeWriter {
    private(set) var text = ""
    private var level = 0

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: level) + content + "\n"
    }

    /// Lines between `open` and `close`, one level deeper.
    mutating func block(_ open: String, _ close: String = "}", _ body: (inout SwiftCodeWriter) throws -> Void) rethrows {
        line(open)
        level += 1
        try body(&self)
        level -= 1
        line(close)
    }

    mutating func indent() { level += 1 }
    mutating func outdent() { level -= 1 }
}
