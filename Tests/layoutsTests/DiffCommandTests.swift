import Foundation
import LayoutReports
import Testing

/// `diff`: exit status as diff(1), text, `--stat`, JSON, frame comparison and moved sections.
@Suite struct DiffCommandTests {
    /// A catalogue holding `rows@1` (sections a: 3, b: 2) and `rows@2` (b before a).
    private func catalogueWithAMove() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("ab.json", CLIFixtures.rows(("a", 3), ("b", 2)))
        try sandbox.write("ba.json", CLIFixtures.rows(("b", 2), ("a", 3)))
        #expect(try sandbox.run(["save", "rows", "--file", "ab.json"]).stdout == "rows@1\n")
        #expect(try sandbox.run(["save", "rows", "--file", "ba.json"]).stdout == "rows@2\n")
        return sandbox
    }

    @Test func identicalRevisionsExitZero() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["diff", "photo-grid@1", "photo-grid"])
        #expect(result.status == 0)
        #expect(result.stdout == "diff photo-grid@1 photo-grid@1\nno differences\n")
        let json = try sandbox.run(["diff", "photo-grid@1", "photo-grid@1", "--format", "json"])
        #expect(json.status == 0)
        #expect(try member(try json.json(), "identical", as: Bool.self) == true)
    }

    @Test func aMovedSectionExitsOne() throws {
        let sandbox = try catalogueWithAMove()
        let result = try sandbox.run(["diff", "rows@1", "rows@2"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            diff rows@1 rows@2
            > section b: moved from position 1 to 0
            1 section moved

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test func statPrintsOnlyTheSummary() throws {
        let sandbox = try catalogueWithAMove()
        let result = try sandbox.run(["diff", "rows@1", "rows@2", "--stat"])
        #expect(result.status == 1)
        #expect(result.stdout == "diff rows@1 rows@2\n1 section moved\n")
    }

    /// Two containers of one size (the iPad mini's Split View third and Slide Over, both 375 ×
    /// 744 held sideways) are told apart by their device; containers of sizes of their own are
    /// not labelled.
    @Test func containersOfOneSizeAreNamedByTheirDevice() throws {
        let sandbox = try catalogueWithAMove()
        let result = try sandbox.run(["diff", "rows@1", "rows@2", "--devices", "ipad-mini-split-1-3,ipad-mini-slide-over,ipad-mini",
                                      "--orientation", "landscape", "--stat"])
        #expect(result.status == 1)
        #expect(result.lines.contains("frames at 375 × 744 · ipad-mini-split-1-3 landscape: 5 elements changed (5 moved, 0 resized)"),
                "\(result.stdout)")
        #expect(result.lines.contains("frames at 375 × 744 · ipad-mini-slide-over landscape: 5 elements changed (5 moved, 0 resized)"))
        #expect(result.lines.contains("frames at 1133 × 744: 5 elements changed (5 moved, 0 resized)"))
        let json = try sandbox.run(["diff", "rows@1", "rows@2", "--devices", "ipad-mini-split-1-3,ipad-mini-slide-over",
                                    "--orientation", "landscape", "--format", "json"])
        let frames = (try #require(try json.json() as? [String: Any])["frames"] as? [[String: Any]]) ?? []
        #expect(frames.map { $0["device"] as? String } == ["ipad-mini-split-1-3 landscape", "ipad-mini-slide-over landscape"])
    }

    @Test func widthAddsTheFramesThatMoved() throws {
        let sandbox = try catalogueWithAMove()
        let result = try sandbox.run(["diff", "rows@1", "rows@2", "--width", "390"])
        #expect(result.status == 1)
        // Rows are 50 tall. Before: a at y 0, 50, 100 and b at 150, 200; after: b at 0, 50
        // and a at 100, 150, 200. All five cells move; the content stays 250 tall.
        #expect(result.lines.contains("frames at 390 × 844: 5 elements changed (5 moved, 0 resized)"))
        #expect(result.lines.contains("  ~ cell a[0] (0, 0, 390, 50) → (0, 100, 390, 50)  moved 0, +100"))
        #expect(result.lines.contains("  ~ cell b[1] (0, 200, 390, 50) → (0, 50, 390, 50)  moved 0, -150"))
        #expect(result.lines.last == "1 section moved, 5 frames changed")
        let stat = try sandbox.run(["diff", "rows@1", "rows@2", "--width", "390", "--stat"])
        #expect(stat.lines == ["diff rows@1 rows@2", "frames at 390 × 844: 5 elements changed (5 moved, 0 resized)",
                               "1 section moved, 5 frames changed"])
    }

    /// Counts and measurements named for a section of one side only apply to that side, as a
    /// batch gives each layout what applies to it; a section of neither side is refused.
    @Test func aSectionOfOneSideTakesItsCountAndMeasurements() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("ab.json", CLIFixtures.rows(("a", 3), ("b", 2)))
        #expect(try sandbox.run(["save", "rows", "--file", "a.json"]).stdout == "rows@1\n")
        try sandbox.write("b.json", #"{"measurementsVersion": 1, "sections": {"b": {"items": {"*": {"height": 80}}}}}"#)
        let added = try sandbox.run(["diff", "rows", "--file", "ab.json", "--width", "390", "--items", "b=4",
                                     "--measurements", "b.json"])
        #expect(added.status == 1)
        // b's rows are 50 tall, absolute: the measured height is ignored with a warning, once.
        #expect(added.stderr == "warning: b.json: sections.b.items.*.height: no item of the section has an estimated height; the measured height is ignored\n")
        // a's three rows end at 150; b's four (its count) follow: 150, 200, 250, 300.
        #expect(added.lines.contains(
            "frames at 390 × 844: 4 elements changed (0 moved, 0 resized, 4 added); content size 390 × 150 → 390 × 350"))
        #expect(added.lines.contains("  + cell b[3] (0, 300, 390, 50)"))
        try sandbox.write("z.json", #"{"measurementsVersion": 1, "sections": {"z": {"items": {"*": {"height": 80}}}}}"#)
        let neither = try sandbox.run(["diff", "rows", "--file", "ab.json", "--width", "390", "--measurements", "z.json"])
        #expect(neither.status == 2)
        #expect(neither.stderr.contains("sections.z: no section named 'z' in either layout"))
        let count = try sandbox.run(["diff", "rows", "--file", "ab.json", "--width", "390", "--items", "z=1"])
        #expect(count.status == 2)
        #expect(count.stderr.contains("no section named 'z'"))
    }

    @Test func jsonIsParsedWithTheSummary() throws {
        let sandbox = try catalogueWithAMove()
        let result = try sandbox.run(["diff", "rows@1", "rows@2", "--format", "json", "--width", "390"])
        #expect(result.status == 1)
        let object = try result.json()
        #expect(try member(object, "old", as: String.self) == "rows@1")
        #expect(try member(object, "new", as: String.self) == "rows@2")
        #expect(try member(object, "identical", as: Bool.self) == false)
        let summary = try member(object, "summary", as: [String: Any].self)
        #expect(try number(summary, "sectionsMoved") == 1)
        #expect(try number(summary, "sectionsAdded") == 0)
        #expect(try number(summary, "framesChanged") == 5)
        let changes = try member(object, "changes", as: [[String: Any]].self)
        #expect(changes.count == 1)
        #expect(changes.first?["kind"] as? String == "moved")
        #expect(changes.first?["path"] as? String == "sections[b]")
        #expect(try member(object, "frames", as: [Any].self).count == 1)
    }

    @Test func aFileOnStandardInputIsTheNewSide() throws {
        let sandbox = try catalogueWithAMove()
        // rows@2 against a file adding a third section c of 1 row.
        let result = try sandbox.run(["diff", "rows", "--file", "-"], stdin: CLIFixtures.rows(("b", 2), ("a", 3), ("c", 1)))
        #expect(result.status == 1)
        #expect(result.lines.first == "diff rows@2 <stdin>")
        #expect(result.lines.contains { $0.hasPrefix("+ section[2] c: ") })
        #expect(result.lines.last == "1 section added")
        // The file equal to the revision: no differences.
        let same = try sandbox.run(["diff", "rows@1", "--file", "ab.json"])
        #expect(same.status == 0)
        #expect(same.lines.last == "no differences")
    }

    @Test func anUnknownLayoutExitsTwo() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["diff", "photo-grid", "nope@1"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: no layout named 'nope' (see `layouts list`)\n")
        let revision = try sandbox.run(["diff", "photo-grid@1", "photo-grid@9"])
        #expect(revision.status == 2)
        #expect(revision.stderr.contains("photo-grid@9: no such revision"))
    }

    @Test func bothARevisionAndAFileIsAUsageError() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["diff", "photo-grid@1", "photo-grid@1", "--file", "x.json"])
        #expect(result.status == 64)
        // One side alone must be a stored revision (compared with its parent): a file alone has no partner.
        try sandbox.write("x.json", CLIFixtures.rows(("a", 1)))
        let fileAlone = try sandbox.run(["diff", "x.json"])
        #expect(fileAlone.status == 64)
    }

    /// `--no-cache` as `solve` takes it: the diff neither reads nor writes the frame cache. With
    /// the cache, the two layouts at one width are two entries, each missed once.
    @Test func noCacheNeitherReadsNorWritesTheCache() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["diff", "photo-grid", "list", "--width", "320", "--no-cache"]).status == 1)
        var stats = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(stats, "entries") == 0)
        #expect(try number(stats, "misses") == 0)
        #expect(try sandbox.run(["diff", "photo-grid", "list", "--width", "320"]).status == 1)
        stats = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(stats, "entries") == 2)
        #expect(try number(stats, "misses") == 2)
    }

    /// Solving each side for every width at once changes nothing a diff says: the frames at
    /// two widths are those of two diffs at one width each, in the order asked.
    @Test func framesAtSeveralWidthsAreThoseOfEachWidthAlone() throws {
        let sandbox = try Sandbox()
        func frames(_ widths: String) throws -> NSArray {
            let result = try sandbox.run(["diff", "photo-grid", "list", "--widths", widths, "--format", "json"])
            #expect(result.status == 1)
            return try #require((try result.json() as? [String: Any])?["frames"] as? NSArray)
        }
        let both = try frames("390,320")
        #expect(both.count == 2)
        #expect(both[0] as? NSDictionary == (try frames("390"))[0] as? NSDictionary)
        #expect(both[1] as? NSDictionary == (try frames("320"))[0] as? NSDictionary)
    }
}
