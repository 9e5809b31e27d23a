import LayoutReports
import Testing

/// `fmt --check`'s diff: hunks as `diff -u` prints them, worked out by hand.
@Suite struct UnifiedDiffTests {
    private func lines(_ old: String, _ new: String, context: Int = 3, maximumEdits: Int = 2_000) -> [String] {
        UnifiedDiff(old: old, new: new, context: context, maximumEdits: maximumEdits).lines(oldName: "a/f", newName: "b/f")
    }

    @Test func theSameTextHasNoLines() {
        #expect(lines("a\nb\n", "a\nb\n").isEmpty)
        #expect(UnifiedDiff(old: "", new: "").isEmpty)
    }

    /// Ten lines, the fifth changed: three lines of context each side, lines 2–8 on both sides.
    @Test func oneChangedLineWithItsContext() {
        let old = (1...10).map { "l\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "l5\n", with: "five\n")
        #expect(lines(old, new) == ["--- a/f", "+++ b/f", "@@ -2,7 +2,7 @@",
                                    " l2", " l3", " l4", "-l5", "+five", " l6", " l7", " l8"])
    }

    /// Line 2 deleted and a line added after line 19 of 20 are far apart, more than 2 × 3 + 1
    /// lines: two hunks, the second old lines 17–20 (three of context before the new line, one
    /// after: the file ends), new lines 16–20. Lines 2 and 9 changed are 7 apart: one hunk, lines
    /// 1–12 (the three after line 9 end it).
    @Test func changesFarApartAreHunksOfTheirOwn() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "l2\n", with: "").replacingOccurrences(of: "l19\n", with: "l19\nnew\n")
        #expect(lines(old, far) == ["--- a/f", "+++ b/f",
                                    "@@ -1,5 +1,4 @@", " l1", "-l2", " l3", " l4", " l5",
                                    "@@ -17,4 +16,5 @@", " l17", " l18", " l19", "+new", " l20"])
        let near = old.replacingOccurrences(of: "l2\n", with: "two\n").replacingOccurrences(of: "l9\n", with: "nine\n")
        let hunk = lines(old, near)
        #expect(hunk[2] == "@@ -1,12 +1,12 @@")
        #expect(hunk.count == 2 + 1 + 12 + 2)
    }

    /// A file with no newline at its end: its last line is marked, and an empty side is written
    /// as the line before it, 0 lines.
    @Test func aMissingNewlineAndAnEmptySide() {
        #expect(lines("{}", "{}\n") == ["--- a/f", "+++ b/f", "@@ -1 +1 @@", "-{}", "\\ No newline at end of file", "+{}"])
        #expect(lines("", "a\nb\n") == ["--- a/f", "+++ b/f", "@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(lines("a\n", "") == ["--- a/f", "+++ b/f", "@@ -1 +0,0 @@", "-a"])
    }

    /// Past the most edits worked out, the middle is one replaced block: still a correct diff.
    @Test func pastTheLimitTheMiddleIsReplacedWhole() {
        let old = "x\n" + (1...6).map { "o\($0)\n" }.joined() + "y\n"
        let new = "x\n" + (1...6).map { "n\($0)\n" }.joined() + "y\n"
        let limited = lines(old, new, context: 1, maximumEdits: 4)
        #expect(limited == ["--- a/f", "+++ b/f", "@@ -1,8 +1,8 @@", " x"] + (1...6).map { "-o\($0)" }
                + (1...6).map { "+n\($0)" } + [" y"])
    }

    /// Myers finds the shortest script: ABCABBA → CBABAC takes 5 edits (the paper's example).
    @Test func theShortestEditScript() {
        let old = "A\nB\nC\nA\nB\nB\nA\n"
        let new = "C\nB\nA\nB\nA\nC\n"
        let body = lines(old, new).dropFirst(3)
        #expect(body.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 5)
        #expect(body.filter { $0.hasPrefix(" ") }.count == 4)
    }

    @Test func controlCharactersAreShownAndTabsKept() {
        #expect(lines("a\tb\u{1B}[31m\n", "c\n") == ["--- a/f", "+++ b/f", "@@ -1 +1 @@", "-a\tb\\u{1B}[31m", "+c"])
    }

    /// A CRLF file is split at its line feeds, each line keeping its carriage return, raw, so the
    /// diff applies (the hostile review: Swift reads "\r\n" as one Character, and the whole file
    /// was one line with its breaks escaped).
    @Test func crlfLinesKeepTheirCarriageReturns() {
        #expect(lines("a\r\nb\r\n", "a\r\nc\r\n") == ["--- a/f", "+++ b/f", "@@ -1,2 +1,2 @@", " a\r", "-b\r", "+c\r"])
    }
}
