#if SwiftImport
/// What of a file's shape makes swift-syntax slow, read before it is parsed, so that a file of
/// a few kilobytes is refused at once rather than after minutes:
///
/// - Square brackets nested deep. swift-syntax tells an array literal from an array type by
///   looking ahead, and nested brackets multiply that: each level costs half as much again, so
///   `[[[…1…]]]` eighteen deep takes seconds and twenty-two minutes, in a file of 70 bytes,
///   and generic arguments inside double their time at each level. Only a `[` the parser looks
///   ahead from counts: one before a type, a name or another bracket, not a literal's `["k": …`.
///   Layout code nests them two or three deep (`[[item]]`).
/// - Parentheses, brackets, braces and `#if` blocks together nested past the parser's nesting
///   limit (256 levels, one a bracket or block). The parser stops there, but each closing token it then finds
///   missing is diagnosed by walking the tokens around it: 5,000 levels took 11 to 18 seconds.
/// - `#if` blocks nested deep: the parser looks ahead through every open one at each line,
///   so their time grows with the square of their depth (`conditionLimit`).
/// - A run of operator characters hundreds long: the lexer splits `>>>…` one `>` at a time to
///   close generic arguments, lexing the rest of the run again each time (`A<A<…Int>>…>` 5,000
///   deep took 30 seconds). Real operators are a few characters.
///
/// What no scan lists (swift-syntax has more such shapes) is stopped by the reading's time
/// limit, `SwiftImportOptions.timeLimit`.
///
/// The scan reads the file's strings, regular expressions and comments as Swift's lexer does,
/// so that neither hides code from it nor brings text into it: string literals (`"…"`,
/// `"""…"""`, raw `#"…"#` with any number of `#`) are skipped but for their interpolations
/// (`\(…)`, `\#(…)` in a raw string), which are code; regex literals (`#/…/#` with any number
/// of `#`, and `/…/` on one line where an expression begins) are skipped whole; comments
/// (`//`, nested `/* */`) are skipped only in code. A `[` in a string or a regex does not
/// count, and a `//` in one hides nothing. Lines end at `\n`, `\r\n` or a lone `\r`, as for
/// the parser, and a single-line string ends with its line, even after a `\`.
enum LexicalLimits {
    /// Square brackets: layout code nests them two to four deep (`subitems: [`, a group in a
    /// group). Each level doubles the time of the generic arguments inside (`A<[A<[…`: 20 `<`
    /// inside 12 levels took 13 s, inside 8 levels 0.6 s).
    static let squareBracketLimit = 8
    /// String interpolations nest a few deep at most in real code; past this the parser's
    /// time grows quickly too, and the scan keeps two entries a level (the string, the code).
    static let interpolationLimit = 16
    /// The parser's nesting limit (`Parser.parse(source:maximumNestingLevel:)`): code nested
    /// deeper would not parse.
    static let nestingLimit = 256
    /// Longer than any operator, and short of where lexing one grows slow.
    static let operatorLimit = 32
    /// `#if` blocks nest two or three deep in real code; the parser looks ahead through every
    /// open one at each line, so their time grows with the square of the depth (250 took 10 s).
    static let conditionLimit = 16

    /// Where the scan is: in code (inside an interpolation when the stack holds a string
    /// below it), counting parentheses to find the interpolation's end; or in a string literal.
    private enum Context {
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
    }

    /// What is refused, and where: the token past the limit, or the start of the operator run.
    struct Finding: Equatable {
        enum Kind: Equatable {
            case bracketsTooDeep, interpolationsTooDeep, nestedTooDeep, conditionsTooDeep
            case operatorTooLong
        }

        var kind: Kind
        var line: Int
        var column: Int

        /// What is refused, and why it is refused before parsing.
        var reason: String {
            switch kind {
            case .bracketsTooDeep:
                "square brackets nested more than \(LexicalLimits.squareBracketLimit) deep (the parser's time grows by half with each level)"
            case .interpolationsTooDeep:
                "string interpolations nested more than \(LexicalLimits.interpolationLimit) deep"
            case .nestedTooDeep:
                "parentheses, brackets, braces and #if blocks nested more than \(LexicalLimits.nestingLimit) deep (the parser's limit)"
            case .conditionsTooDeep:
                "#if blocks nested more than \(LexicalLimits.conditionLimit) deep (the parser's time grows with the square of their depth)"
            case .operatorTooLong:
                "more than \(LexicalLimits.operatorLimit) operator characters in a row (the parser's time grows with the square of the run)"
            }
        }
    }

    /// The first place in code past one of the limits above, in the order the file is read:
    /// a `[` deeper than `squareBracketLimit`, an interpolation deeper than
    /// `interpolationLimit`, an opening `(`, `[`, `{` or `#if` deeper than `nestingLimit`
    /// (counting every string's interpolations), an `#if` deeper than `conditionLimit`, or a
    /// run of operator characters longer than `operatorLimit`; nil when there is none.
    static func firstFinding(in text: String) -> Finding? {
        let bytes = Array(text.utf8)
        // Square brackets open, and of them those that count (`countsTowardDepth`): `depth`.
        var depth = 0
        var squares: [Bool] = []
        // Every `(`, `[`, `{` and `#if` open in code, in interpolations too.
        var nesting = 0
        // How many operator characters in a row the scan has just read in code.
        var operatorRun = 0
        // `#if` blocks open.
        var conditions = 0
        // The last byte of code that is not a space or a line break: whether a `/` begins a
        // regex (where an expression begins) or divides (after one). A string or a regex ends
        // an expression, and sets it to `"`.
        var lastCode = UInt8(ascii: ";")
        // Where `lastCode` is (for a name, its last letter), and whether a space came before it.
        var lastCodeIndex = -1
        var spaceBeforeLastCode = true
        var line = 1
        var lineStart = 0
        var index = 0
        var stack: [Context] = [.code(parentheses: 0)]
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func column() -> Int { index - lineStart + 1 }
        /// How many `#` follow `offset` (from `index`).
        func hashes(from offset: Int) -> Int {
            var count = 0
            while at(offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }
        /// Counts the line the byte at `index` ends, if it ends one (`\r\n` counts at its `\n`).
        func countLine() {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && at(1) != UInt8(ascii: "\n")) {
                line += 1
                lineStart = index + 1
            }
        }
        /// Skips a regex literal's text from `index` to just past `/` and `hashes` `#`, or to
        /// the end of the file; escapes are skipped whole. Lines are counted.
        func skipRegex(hashes count: Int) {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 1
                    if index < bytes.count { countLine() }
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "/"), hashes(from: 1) >= count {
                    index += 1 + count
                    return
                }
                countLine()
                index += 1
            }
        }
        /// Whether a bare `/` at `index` begins a regex literal: where an expression begins, not
        /// followed by a space, and closed by a `/` on the same line (else it divides).
        func bareRegexEnd() -> Int? {
            let afterExpression = switch lastCode {
            // A name ends an expression, but for a keyword an expression follows (`return /x/`).
            case _ where isIdentifierCharacter(lastCode):
                !Self.isKeywordBeforeExpression(bytes, endingAt: lastCodeIndex)
            // `x! / 2`: postfix, attached; `c ? /x/ : /y/`, `a ?? /x/`: an operator's.
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                !spaceBeforeLastCode && lastCodeIndex > 0 && !isOperatorCharacter(bytes[lastCodeIndex - 1])
            default:
                isExpressionEnd(lastCode)
            }
            guard !afterExpression, let next = at(1), !isSpaceOrLineBreak(next) else { return nil }
            var end = index + 1
            while end < bytes.count, !isLineBreak(bytes[end]) {
                if bytes[end] == UInt8(ascii: "\\") {
                    end += 2
                    continue
                }
                if bytes[end] == UInt8(ascii: "/") { return end + 1 }
                end += 1
            }
            return nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            countLine()
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                switch byte {
                case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                    operatorRun = 0
                    while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
                    continue
                case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                    operatorRun = 0
                    var comments = 1
                    index += 2
                    while index < bytes.count, comments > 0 {
                        if bytes[index] == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                            comments += 1
                            index += 2
                        } else if bytes[index] == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                            comments -= 1
                            index += 2
                        } else {
                            countLine()
                            index += 1
                        }
                    }
                    continue
                case UInt8(ascii: "/"):
                    guard let end = bareRegexEnd() else { break }
                    operatorRun = 0
                    index = end
                    lastCode = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    let count = byte == UInt8(ascii: "#") ? hashes(from: 0) : 0
                    if count > 0, at(count) == UInt8(ascii: "/") {
                        operatorRun = 0
                        index += count + 1
                        skipRegex(hashes: count)
                        lastCode = UInt8(ascii: "\"")
                        continue
                    }
                    if count == 1, let directive = conditionDirective(in: bytes, at: index + 1) {
                        // The parser nests code in `#if` blocks as in brackets.
                        conditions = max(0, conditions + directive)
                        nesting = max(0, nesting + directive)
                        if conditions > conditionLimit {
                            return Finding(kind: .conditionsTooDeep, line: line, column: column())
                        }
                        break
                    }
                    guard at(count) == UInt8(ascii: "\"") else { break }  // `#if`, `#selector`: code
                    operatorRun = 0
                    let multiline = at(count + 1) == UInt8(ascii: "\"") && at(count + 2) == UInt8(ascii: "\"")
                    stack.append(.string(hashes: count, multiline: multiline))
                    index += count + (multiline ? 3 : 1)
                    lastCode = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    nesting += 1
                case UInt8(ascii: ")"):
                    if parentheses > 0 {
                        stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                        nesting -= 1
                    } else if stack.count > 1 {
                        stack.removeLast()  // the interpolation's end: back in its string
                    }
                case UInt8(ascii: "["):
                    let counts = Self.countsTowardDepth(bytes, after: index)
                    squares.append(counts)
                    nesting += 1
                    if counts {
                        depth += 1
                        if depth > squareBracketLimit { return Finding(kind: .bracketsTooDeep, line: line, column: column()) }
                    }
                case UInt8(ascii: "]"):
                    if squares.popLast() == true { depth -= 1 }
                    nesting = max(0, nesting - 1)
                case UInt8(ascii: "{"):
                    nesting += 1
                case UInt8(ascii: "}"):
                    nesting = max(0, nesting - 1)
                default:
                    break
                }
                if nesting > nestingLimit { return Finding(kind: .nestedTooDeep, line: line, column: column()) }
                if isOperatorCharacter(byte) {
                    operatorRun += 1
                    if operatorRun > operatorLimit {
                        return Finding(kind: .operatorTooLong, line: line, column: column() - operatorLimit)
                    }
                } else {
                    operatorRun = 0
                }
                if !isSpaceOrLineBreak(byte) {
                    spaceBeforeLastCode = index == 0 || isSpaceOrLineBreak(bytes[index - 1])
                    lastCode = byte
                    lastCodeIndex = index
                }
                index += 1
            case .string(let count, let multiline):
                if byte == UInt8(ascii: "\\"), hashes(from: 1) >= count {
                    // An escape, `\` and as many `#` as the string's delimiter.
                    index += 1 + count
                    // A line break after it is read as any other: it ends a single-line string
                    // (the parser says the string is unterminated) and is counted.
                    if let next = at(0), isLineBreak(next) { continue }
                    if at(0) == UInt8(ascii: "(") {
                        // Two entries a level: the string, and the interpolation's code.
                        guard stack.count / 2 <= interpolationLimit else {
                            return Finding(kind: .interpolationsTooDeep, line: line, column: column() - 1 - count)
                        }
                        stack.append(.code(parentheses: 0))
                    }
                    index += 1  // the escaped character, or the interpolation's `(`
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") }), hashes(from: quotes) >= count {
                        stack.removeLast()
                        index += quotes + count
                        continue
                    }
                }
                // A single-line string does not cross a line: the file is broken there, and the
                // parser will say so; the scan goes on as code.
                if isLineBreak(byte), !multiline { stack.removeLast() }
                index += 1
            }
        }
        return nil
    }

    /// Whether a `[` at `index` counts toward `squareBracketLimit`: when what follows it (past
    /// spaces and line breaks) may begin a type, a name or another bracket, which the parser
    /// looks ahead through. A literal's `["key": …]` or `[1, 2]` costs it nothing (40 levels
    /// took 0.02 s).
    private static func countsTowardDepth(_ bytes: [UInt8], after index: Int) -> Bool {
        var next = index + 1
        while next < bytes.count, isSpaceOrLineBreak(bytes[next]) { next += 1 }
        guard next < bytes.count else { return true }
        let byte = bytes[next]
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "_"), UInt8(ascii: "`"):
            return true
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return byte >= 0x80
        }
    }

    /// The keywords after which an expression begins, so that a `/` there begins a regex.
    private static let keywordsBeforeExpression: Set<String> = [
        "return", "try", "await", "in", "case", "throw", "where", "if", "guard", "while", "switch", "yield",
    ]

    /// Whether the name ending at `end` is one of `keywordsBeforeExpression`.
    private static func isKeywordBeforeExpression(_ bytes: [UInt8], endingAt end: Int) -> Bool {
        guard end >= 0, end < bytes.count else { return false }
        var start = end
        while start > 0, isIdentifierCharacter(bytes[start - 1]) { start -= 1 }
        guard end - start < 8, let word = String(validating: bytes[start...end], as: UTF8.self) else { return false }
        return keywordsBeforeExpression.contains(word)
    }

    /// +1 when `#if` begins at `start` (just past its `#`), −1 for `#endif`; nil otherwise.
    private static func conditionDirective(in bytes: [UInt8], at start: Int) -> Int? {
        func word(_ text: String) -> Bool {
            let end = start + text.utf8.count
            guard end <= bytes.count, bytes[start..<end].elementsEqual(text.utf8) else { return false }
            return end == bytes.count || !isIdentifierCharacter(bytes[end])
        }
        if word("if") { return 1 }
        if word("endif") { return -1 }
        return nil
    }

    private static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            byte >= 0x80
        }
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isSpaceOrLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isLineBreak(byte)
    }

    /// Whether `byte`, the last of code before a `/` that is neither a name's nor a postfix
    /// `!` or `?` (read apart in `bareRegexEnd`), ends an expression, so that the `/` divides:
    /// a closing bracket or backtick, a string or regex (`"`), or a `>` (`Array<Int>` can end
    /// a type).
    private static func isExpressionEnd(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "`"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""),
             UInt8(ascii: ">"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    /// Whether `byte` may be part of an operator: Swift's ASCII operator characters, and `.`,
    /// which continues an operator that begins with one (`..<`).
    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
#endif
