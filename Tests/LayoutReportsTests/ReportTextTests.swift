import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace
import Testing

/// The text of the reports moved out of the command line: check's annotations, doctor's
/// account and the cache-write warning, each worked out by hand.
@Suite struct ReportTextTests {
    /// One section of `count` items, each a square a quarter of the width wide.
    private func solution() throws -> Solution {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalWidth(0.25)))
        let group = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
                               kind: .group(LayoutGroup(axis: .horizontal, subitems: [item])))
        let document = LayoutDocument(configuration: LayoutConfiguration(),
                                      sections: [Section(name: "grid", itemCount: 4, group: group)])
        return try solve(document, in: SolveEnvironment(width: 400, height: 800))
    }

    /// Errors first, then lint, room and frames; `:` and `,` are escaped only in properties.
    @Test func checkAnnotationsForAFile() {
        var result = CheckedFile(path: "a,b.json")
        result.errors = [(3, "sections[0]: bad")]
        result.frameChanges = [("iphone-16", 2, 12.5)]
        #expect(Annotation.lines(for: result) == [
            "::error file=a%2Cb.json,line=3,title=invalid layout::sections[0]: bad",
            "::warning file=a%2Cb.json,line=1,title=frames changed::2 frames changed at iphone-16 (up to 12.5 pt)",
        ])
    }

    @Test func doctorSaysWhatAnEmptyCatalogueHolds() throws {
        let report = try Catalog.emptyInMemory().checkIntegrity()
        #expect(report.checkedText == "0 revisions, 0 sections, 0 measurement sets, the schema and 0 cache entries")
    }

    /// Said once for all outcomes, with the first cause; nothing when every write succeeded.
    @Test func theCacheWriteWarningIsSaidOnce() throws {
        let solution = try solution()
        #expect(solution.cells.count == 4)
        let kept = SolveOutcome(solution: solution, fromCache: false)
        #expect(cacheWriteWarning([kept, kept]) == nil)
        let lost = SolveOutcome(solution: solution, fromCache: false, cacheWriteFailure: "disk full")
        #expect(cacheWriteWarning([kept, lost, lost])
                == "warning: the frame cache could not be written (disk full); the frames above are right but were not kept")
    }
}

/// `check`'s format warning names a command that can be pasted (the hostile review: a path with a
/// space split in two, and one with a colon was read by `fmt` as REV:path).
@Suite struct UnformattedMessageTests {
    @Test func theSuggestedCommandCanBePasted() {
        let prefix = "not in the form `layouts fmt` writes; run layouts fmt "
        #expect(Annotation.unformattedMessage("layouts/rows.json") == prefix + "layouts/rows.json")
        #expect(Annotation.unformattedMessage("lay outs/a:b.json") == prefix + "'./lay outs/a:b.json'")
        #expect(Annotation.unformattedMessage("it's.json") == prefix + #"'it'\''s.json'"#)
        #expect(Annotation.unformattedMessage("a:b.json") == prefix + "'./a:b.json'")
    }
}
