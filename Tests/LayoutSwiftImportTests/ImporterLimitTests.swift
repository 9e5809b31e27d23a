#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// Numbers and shapes in the code that no layout uses, but that must not trap or overflow the
/// importer: each is refused at its place, like any other code the importer cannot read.
@Suite struct ImporterLimitTests {
    private static let row = """
        NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        """

    /// A provider whose index is compared with `condition`'s number.
    private func provider(_ condition: String) -> String {
        """
        func layout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, _ in
                if \(condition) { return nil }
                return \(Self.row)
            }
        }
        """
    }

    /// `sectionIndex == 1e300` used to trap in `Int(1e300)`: it names a section past the 1,000
    /// the importer builds.
    @Test(arguments: ["sectionIndex == 1e300", "1e300 < sectionIndex", "sectionIndex == 10_000"])
    func indexComparedWithAHugeNumber(_ condition: String) {
        let errors = F.errors(provider(condition))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.line == 2)
        #expect(errors.first?.reason.contains("more than 1000 sections") == true, "\(errors)")
    }

    /// `Int.max` written out, which once overflowed `highest + 1`, is past the integers the
    /// importer holds exactly (2^53 - 1): refused where it is written.
    @Test func theLargestIntIsRefusedWhereItIsWritten() {
        let compared = F.errors(provider("sectionIndex > 9223372036854775807"))
        #expect(compared.map(\.reason) == ["an integer past 9007199254740991, which the importer cannot hold exactly"])
        #expect(compared.first?.line == 3)
        let errors = F.errors("""
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    switch sectionIndex {
                    case 9223372036854775807: return nil
                    default: return \(Self.row)
                    }
                }
            }
            """)
        #expect(errors.map(\.reason) == ["an integer past 9007199254740991, which the importer cannot hold exactly"])
        #expect(errors.first?.line == 4)
    }

    @Test func caseOfAHugeIndex() {
        let errors = F.errors("""
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    switch sectionIndex {
                    case 9007199254740991: return nil
                    default: return \(Self.row)
                    }
                }
            }
            """)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.reason.contains("more than 1000 sections") == true, "\(errors)")
    }

    /// A negative or fractional number names no section past the first.
    @Test func indexComparedWithANegativeNumberStillImports() throws {
        let document = try F.document(provider("sectionIndex < -1e300"))
        #expect(document.sections.count == 1)
    }

    @Test func floatLiteralBeyondDoublesRange() {
        let errors = F.errors("""
            func layout() -> NSCollectionLayoutSection {
                let section = \(Self.row)
                section.interGroupSpacing = 1e999
                return section
            }
            """)
        #expect(errors == [SwiftImportError(file: "Layouts.swift", line: 3, column: 33,
                                            reason: "a floating-point literal beyond Double's range")])
    }

    @Test(arguments: [("1e308 * 10", 33), ("-1e308 - 1e308", 33), ("1e308 / 1e-308", 33)])
    func arithmeticThatOverflows(_ expression: String, column: Int) {
        let errors = F.errors("""
            func layout() -> NSCollectionLayoutSection {
                let section = \(Self.row)
                section.interGroupSpacing = \(expression)
                return section
            }
            """)
        #expect(errors == [SwiftImportError(file: "Layouts.swift", line: 3, column: column,
                                            reason: "the result is beyond Double's range")])
    }

    /// 100,000 additions fold into a tree 100,000 deep; walking it (and even freeing it) used to
    /// overflow the stack. Refused at the first token past the limit, before folding.
    @Test func longOperatorChainIsRefusedNotFolded() {
        let chain = Array(repeating: "1", count: 100_000).joined(separator: " + ")
        let errors = F.errors("""
            func layout() -> NSCollectionLayoutSection {
                let section = \(Self.row)
                section.interGroupSpacing = \(chain)
                return section
            }
            """)
        #expect(errors.count == 1, "\(errors.prefix(3))")
        #expect(errors.first?.line == 3)
        #expect(errors.first?.reason.hasPrefix("an expression nested more than 500 deep") == true, "\(errors.prefix(3))")
    }

    /// A chain well inside the limit still adds up.
    @Test func shortOperatorChainStillAddsUp() throws {
        let chain = Array(repeating: "1", count: 200).joined(separator: " + ")
        let document = try F.document("""
            func layout() -> NSCollectionLayoutSection {
                let section = \(Self.row)
                section.interGroupSpacing = \(chain)
                return section
            }
            """)
        #expect(document.sections[0].interGroupSpacing == 200)
    }

    /// `--sections Int.max` with a provider that ignores its index used to build an array of
    /// that many sections.
    @Test(arguments: [Int.max, 0, -3, 1001])
    func sectionCountOutsideTheLimit(_ count: Int) {
        let errors = F.errors("""
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    \(Self.row)
                }
            }
            """, SwiftImportOptions(sectionCount: count))
        #expect(errors.map(\.reason) == ["--sections \(count): the importer builds 1 to 1000 sections"])
    }

    @Test func sectionCountAtTheLimitImports() throws {
        let document = try F.document("""
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    \(Self.row)
                }
            }
            """, SwiftImportOptions(sectionCount: 1000))
        #expect(document.sections.count == 1000)
    }

    /// A raw value of `Int.max` is no section index: refused at the call, not a trap.
    @Test func rawValueOfTheLargestIntDoesNotTrap() {
        let text = """
            enum Kind: Int { case a = 0, b = 9223372036854775807 }
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    guard let kind = Kind(rawValue: sectionIndex) else { return nil }
                    return \(Self.row)
                }
            }
            """
        #expect(F.errors(text).map(\.line) == [4])
    }

    /// Every run of a provider has its budget, and so does the layout as a whole: a provider
    /// run for 1,000 sections, each spending 400 steps, stops at the layout's 250,000 steps.
    @Test func theLayoutHasABudgetOverAllItsRuns() {
        let text = """
            func layout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    var h: CGFloat = sectionIndex == 0 ? 1 : 0
                    for _ in 0..<200 { h += 1 }
                    return \(Self.row)
                }
            }
            """
        let errors = F.errors(text, SwiftImportOptions(sectionCount: 1000))
        #expect(errors.map(\.reason) == [
            "the layout's step budget (250000 steps over every section, width and size class the provider is run for) is exhausted",
        ])
    }

    /// 10,000 broken lines (`let aN: CGFloat =` with nothing after it) took two minutes to
    /// explain: only the first 50 are, each from the tree around it, and a last line says more
    /// follow. The first is on line 2, where the first value is missing.
    @Test func manySyntaxErrorsAreSampled() {
        let text = "func makeLayout() -> UICollectionViewLayout {\n"
            + (0..<10_000).map { "    let a\($0): CGFloat = \n" }.joined() + "}\n"
        let errors = F.errors(text)
        #expect(errors.count == 51, "\(errors.prefix(3))")
        #expect(errors.first.map { "\($0.line) \($0.reason)" } == "2 syntax error: expected expression in variable")
        #expect(errors.last?.reason == "more syntax errors follow; the first 50 are shown")
        // A few errors are each explained by the whole file's diagnostics, as before.
        let few = F.errors("func makeLayout() -> UICollectionViewLayout {\n    let a: CGFloat = \n}\n")
        #expect(few.count == 1 && few.first?.reason.hasPrefix("syntax error: ") == true, "\(few)")
    }

    /// Nesting that overflows a thread's stack in the parser (a thousand nested ternaries, a
    /// member chain ten thousand long) is refused with a location, and square brackets nested
    /// past 8 are refused before the parser spends exponential time on them. The scan reads
    /// strings and comments as Swift does: brackets in comments (block comments nest) and in
    /// strings do not count, but an interpolation is code, in a raw string too; a `//` or `/*`
    /// in a string hides nothing, and a raw string's `\"` does not end it early (each of
    /// these once let twenty levels through: 25 s of parsing, or a hang).
    @Test func deepNestingIsRefusedNotCrashedOn() {
        let ternaries = "let h = " + String(repeating: "true ? ", count: 1000) + "1" + String(repeating: " : 2", count: 1000)
        #expect(F.errors(ternaries).count == 1)
        let chain = "let h = K" + String(repeating: ".k", count: 10_000)
        #expect(F.errors(chain).count == 1)
        let deep = String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
        let message = "square brackets nested more than 8 deep (the parser's time grows by half with each level)"
        let cases: [(text: String, place: String)] = [
            ("// [[[[[[[[[[[[[[[[\n/* [[[[ /* [[[[[[[[[[[[[[ */ ]]]] */\nlet h = " + deep, "3:17"),
            ("let slash = #\"\\\"#\nlet h = " + deep, "2:17"),
            ("let label = \"\\(" + deep + ")\"", "1:24"),
            ("let label = #\"\\#(" + deep + ")\"#", "1:26"),
            ("let url = \"https://x\"; let h = " + deep, "1:40"),
            ("let glob = \"/*\"\nlet h = " + deep, "2:17"),
            ("let text = \"\"\"\n  [[[[[[[[[[[[[[\n  \"\"\"\nlet h = " + deep, "4:17"),
        ]
        for (text, place) in cases {
            #expect(F.errors(text).map(\.description) == ["Layouts.swift:\(place): " + message], "\(text)")
        }
        // Unbalanced brackets in strings (a tokenizer's "[") do not add up.
        let tokenizer = (0..<14).map { "let t\($0) = \"[\"" }.joined(separator: "\n") + "\nlet h = [[1]]"
        #expect(!F.errors(tokenizer).contains { $0.reason == message })
        // Interpolations nested past 16 are refused, at the 17th `\`, before the parser takes
        // seconds over them; 16 are left to the parser.
        func interpolations(_ levels: Int) -> String {
            "let s = " + String(repeating: "\"\\(", count: levels) + "1" + String(repeating: ")\"", count: levels)
        }
        #expect(F.errors(interpolations(17)).map(\.description)
            == ["Layouts.swift:1:58: string interpolations nested more than 16 deep"])  // 10 + 3 × 16
        #expect(!F.errors(interpolations(16)).contains { $0.reason.hasPrefix("string interpolations") })
    }

    /// Parentheses, brackets and braces nested past the parser's 256 levels are refused at the
    /// first opening token too deep, before the parser diagnoses thousands of missing closing
    /// tokens (5,000 levels took 11 to 18 s); those in comments and strings do not count.
    @Test func nestingPastTheParsersLimitIsRefusedAtOnce() {
        let message = "parentheses, brackets, braces and #if blocks nested more than 256 deep (the parser's limit)"
        // 100 calls, 100 parentheses and 57 closures open 257 levels: the 57th `{` is the 257th,
        // at column 9 + 200 + 100 + 2 × 56 = 421.
        let mixed = "let x = " + String(repeating: "f(", count: 100) + String(repeating: "(", count: 100)
            + String(repeating: "{ ", count: 57) + "1" + String(repeating: " }", count: 57)
            + String(repeating: ")", count: 200)
        #expect(F.errors(mixed).map(\.description) == ["Layouts.swift:1:421: " + message])
        // Exactly 256 levels are left to the parser; comments and strings add none.
        let atTheLimit = "// ((((((((((\nlet s = \"((((((((\"\nlet x = " + String(repeating: "(", count: 256) + "1"
            + String(repeating: ")", count: 256)
        #expect(!F.errors(atTheLimit).contains { $0.reason == message })
    }

    /// A run of more than 32 operator characters in code is refused where it begins: the lexer
    /// splits `>>>…` one `>` at a time to close generic arguments, lexing the rest again each
    /// time (5,000 deep took 30 s). A comment or a string of `=` signs is not code.
    @Test func longOperatorRunsAreRefused() {
        let message = "more than 32 operator characters in a row (the parser's time grows with the square of the run)"
        // The run of 40 `>` begins after `let x: `, 40 `A<` and `Int`: column 8 + 80 + 3 = 91.
        let generic = "let x: " + String(repeating: "A<", count: 40) + "Int" + String(repeating: ">", count: 40) + " = 1"
        #expect(F.errors(generic).map(\.description) == ["Layouts.swift:1:91: " + message])
        let shallow = "let x: " + String(repeating: "A<", count: 32) + "Int" + String(repeating: ">", count: 32) + " = 1"
        #expect(!F.errors(shallow).contains { $0.reason == message })
        let rules = "// " + String(repeating: "=", count: 80) + "\n/* " + String(repeating: "-", count: 80)
            + " */\nlet s = \"" + String(repeating: "=", count: 80) + "\"\n" + String(repeating: "/", count: 80)
        #expect(!F.errors(rules).contains { $0.reason == message })
    }

    /// The scan reads what Swift's lexer reads, or code hides from it (each of these let
    /// 5,000 parentheses through to the parser: 6 to 55 s) and valid code is refused:
    /// lines end at a lone `\r` as at `\n` and `\r\n`; a regex literal's text is not code
    /// (`#/"""/#` opens no string, `#/[/*]/#` no comment, `#/\(/#` no parenthesis), a bare
    /// `/…/` where an expression begins neither, but a `/` after an expression divides; and a
    /// single-line string ends with its line even after a `\`.
    @Test func theScanReadsLinesRegexesAndStringsAsSwiftDoes() {
        let deep = String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
        let message = "square brackets nested more than 8 deep (the parser's time grows by half with each level)"
        let cases: [(text: String, place: String)] = [
            ("// x\rlet h = " + deep, "2:17"),
            ("let a = 1\rlet b = 2\rlet bad = " + deep, "3:19"),
            ("let a = 1\r\nlet b = 2\r\nlet bad = " + deep, "3:19"),
            ("let r = #/\"\"\"/#\nlet h = " + deep, "2:17"),
            ("let r = #/[/*]/#\nlet h = " + deep, "2:17"),
            ("let r = ##/a/#b/##\nlet h = " + deep, "2:17"),
            ("let s = \"abc\\\nlet h = " + deep, "2:17"),
            ("let q = width / 2 / 3; let h = " + deep, "1:40"),
        ]
        for (text, place) in cases {
            #expect(F.errors(text).map(\.description) == ["Layouts.swift:\(place): " + message], "\(text)")
        }
        let regexes = (0..<20).map { "let f\($0) = line.split(separator: #/,(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)/#)" }
            + (0..<20).map { "let b\($0) = s.replacing(/\\[/, with: \"\")" }
            + (0..<300).map { "let p\($0) = s.replacing(#/\\(/#, with: \"\")" }
            + (0..<20).map { "let l\($0) = \"\\(text.split(separator: #/\\(/#).count) parts\"" }
        #expect(F.errors(regexes.joined(separator: "\n")).allSatisfy { $0.reason.hasPrefix("no layout code") },
                "\(F.errors(regexes.joined(separator: "\n")).prefix(2))")
    }

    /// `#if` blocks open more than 16 deep are refused at once: the parser looks ahead through
    /// every open one at each line (250 took 10 s).
    @Test func deepConditionalBlocksAreRefused() {
        let conditions = String(repeating: "#if A\n", count: 17) + "let x = 1\n" + String(repeating: "#endif\n", count: 17)
        #expect(F.errors(conditions).map(\.description)
            == ["Layouts.swift:17:1: #if blocks nested more than 16 deep (the parser's time grows with the square of their depth)"])
        let sixteen = String(repeating: "#if A\n", count: 16) + "let x = 1\n" + String(repeating: "#endif\n", count: 16)
            + String(repeating: "#if B\nlet y = 2\n#endif\n", count: 100)
        #expect(!F.errors(sixteen).contains { $0.reason.hasPrefix("#if") })
    }

    /// A `[` counts toward the 8 levels only where a type, a name or a bracket may follow it,
    /// which the parser looks ahead through: mock JSON nested deeper costs it nothing. A regex
    /// after `return`, `??` or a ternary's `?` is a regex, as the lexer reads it, not a division
    /// whose `[` would count (nine `return /\[/` were refused).
    @Test func squareBracketsCountWhereTheParserLooksAhead() {
        let message = "square brackets nested more than 8 deep (the parser's time grows by half with each level)"
        let json = "let response: [String: Any] = " + String(repeating: "[\"k\": ", count: 20) + "1"
            + String(repeating: "]", count: 20) + "\nlet sizes = " + String(repeating: "[", count: 8) + "[120, 80]"
            + String(repeating: "]", count: 8)
        #expect(!F.errors(json).contains { $0.reason == message })
        // `let x = ` is 8 columns: of ten `[[[…1`, the ninth is at 17 (the tenth, before `1`,
        // would not count); the ninth `[ a` at 9 + 8 × 3.
        #expect(F.errors("let x = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10))
            .map(\.description) == ["Layouts.swift:1:17: " + message])
        #expect(F.errors("let x = " + String(repeating: "[ a", count: 9) + String(repeating: "]", count: 9))
            .map(\.description) == ["Layouts.swift:1:33: " + message])
        let regexes = (0..<9).map { "func opener\($0)() -> Regex<Substring> { return /\\[/ }" }
            + (0..<9).map { "let f\($0) = pattern ?? /\\[/" }
            + (0..<9).map { "let t\($0) = flag ? /\\[/ : /\\]/" }
        #expect(!F.errors(regexes.joined(separator: "\n")).contains { $0.reason == message })
    }

    /// Shapes the scan does not list (nested tuples of comparisons, say: the parser reads each
    /// `(…)` after a `<` as a tuple type, 3 KB took 6 s) are stopped by the time limit: the
    /// reading is given up, naming the file, and the parser's thread left to end on its own.
    @Test func readingPastTheTimeLimitIsGivenUp() {
        // About 2 s of parsing in a debug build, far past the limit.
        let tuples = "let x = " + String(repeating: "(" + String(repeating: "a<b, ", count: 60), count: 6) + "a"
            + String(repeating: ")", count: 6)
        var options = SwiftImportOptions()
        options.timeLimit = .milliseconds(100)
        #expect(F.errors(tuples, options).map(\.description)
            == ["Layouts.swift:1:1: not parsed within the time limit of 0.1 s (the Swift parser takes time out of proportion to some shapes of code)"])
        // Layout code is read well within a limit.
        options.timeLimit = .seconds(30)
        #expect(F.errors("func layout() -> NSCollectionLayoutSection {\n    \(Self.row)\n}", options).isEmpty)
    }
}
#endif
