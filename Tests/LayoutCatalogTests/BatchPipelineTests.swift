import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

/// `solveAll` as a pipeline: one thread looks up, keeps and delivers while another solves the
/// next group (`BatchJob`). Every count below is worked from the fixtures: a `Fixture.grid` of
/// n items has n cells, two 0.4-wide items a row, each row 100 points tall.
@Suite struct BatchPipelineTests {
    private func request(_ widths: Double...) -> SolveRequest {
        SolveRequest(containers: widths.map {
            SolveContainer(environment: SolveEnvironment(width: $0, height: 800), device: nil, orientation: .portrait)
        })
    }

    private struct Stop: Error {}

    /// A job to solve per count, of a `Fixture.grid` of that many items, named `layout-0`, ….
    private func decodedJobs(itemCounts: [Int]) -> [BatchJob] {
        itemCounts.enumerated().map { index, count in
            let text = Fixture.grid(itemCount: count).canonicalJSON
            return BatchJob.decoding(LatestRevision(name: "layout-\(index)", number: 1,
                                                    contentHash: ContentHash.of(text), document: text))
        }
    }

    /// One thread solving a group stops once the cells passed the budget, the layout that
    /// passed it included; the rest come back unsolved, in order, to be the next group.
    @Test func aGroupStopsOnceItsCellsPassTheBudget() throws {
        let jobs = decodedJobs(itemCounts: [4, 4, 4, 4])
        // 4, 8, then 12 cells: the budget of 10 is passed by the third layout.
        let group = SolvingGroup(jobs, in: request(400).containers, cellBudget: 10).finish()
        #expect(group.solved.map(\.revision.name) == ["layout-0", "layout-1", "layout-2"])
        #expect(group.solved.map(\.cells) == [4, 4, 4])
        #expect(group.unsolved.map(\.revision.name) == ["layout-3"])
        // A budget no layout reaches solves them all; the first is solved whatever the budget.
        #expect(SolvingGroup(jobs, in: request(400).containers, cellBudget: 100).finish().unsolved.isEmpty)
        #expect(SolvingGroup(jobs, in: request(400).containers, cellBudget: 0).finish().solved.count == 1)
    }

    /// Two threads on one group (the solving thread `start`ed, this one joining in with
    /// `finish`): each of 200 layouts comes back once, in order, with the frames of solving
    /// each alone. A thread that only waits leaves the group to the other.
    @Test func twoThreadsSolveAGroupOnceEachAndInOrder() throws {
        let jobs = decodedJobs(itemCounts: (0..<200).map { 1 + $0 % 7 })
        let containers = request(400, 500).containers
        let alone = jobs.map { $0.solve(in: containers) }
        for together in [SolvingGroup.start(jobs, in: containers, cellBudget: .max, leftovers: LockedBox([])).finish(),
                         SolvingGroup.start(jobs, in: containers, cellBudget: .max, leftovers: LockedBox([])).wait()] {
            #expect(together.unsolved.isEmpty)
            #expect(together.solved.map(\.revision.name) == jobs.map(\.revision.name))
            #expect(try together.solved.map { try $0.solved.get().outcomes.map(\.solution) }
                    == alone.map { try $0.solved.get().outcomes.map(\.solution) })
        }
    }

    /// Each layout says which thread solved it: all of them the solving thread when this one
    /// only waits, none of them when this one solves the group alone. The solving thread drops
    /// the leftovers it is given before it solves, and a group hands its layouts over once:
    /// a second wait returns nothing.
    @Test func eachLayoutSaysWhichThreadSolvedItAndIsHandedOverOnce() throws {
        let jobs = decodedJobs(itemCounts: (0..<50).map { 1 + $0 % 5 })
        let containers = request(400).containers
        let leftovers = LockedBox(jobs.prefix(3).map { $0.solve(in: containers) })
        let waited = SolvingGroup.start(jobs, in: containers, cellBudget: .max, leftovers: leftovers)
        let all = waited.wait()
        #expect(all.solved.count == 50)
        #expect(all.solved.allSatisfy { $0.solvedInBackground })
        #expect(leftovers.read().isEmpty)
        let again = waited.wait()
        #expect(again.solved.isEmpty && again.unsolved.isEmpty)
        let alone = SolvingGroup(jobs, in: containers, cellBudget: .max).finish()
        #expect(alone.solved.count == 50)
        #expect(alone.solved.allSatisfy { !$0.solvedInBackground })
        let shared = SolvingGroup.start(jobs, in: containers, cellBudget: .max, leftovers: LockedBox([])).finish()
        #expect(shared.solved.map(\.revision.name) == jobs.map(\.revision.name))
    }

    /// What the solving thread is handed back to free: the layouts it solved, in order, without
    /// their documents' text, until their cells would pass `leftoverCells` (half a group's
    /// cells): a layout past it, and any after it, are freed at once instead.
    @Test func leftoversAreTheSolvingThreadsSmallLayoutsWithoutTheirText() throws {
        func solved(_ name: String, cells: Int, inBackground: Bool) -> BatchJob.Solved {
            let solution = Solution(container: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800),
                                    sections: [], cells: FrameBuffer(storage: Array(repeating: 0, count: 4 * cells)),
                                    supplementaries: [])
            return BatchJob.Solved(
                revision: LatestRevision(name: name, number: 1, contentHash: "h", document: "{\"sections\":[]}"),
                solved: .success((outcomes: [SolveOutcome(solution: solution, fromCache: false)], fills: [])),
                lookup: nil, solvedInBackground: inBackground)
        }
        let limit = Catalog.leftoverCells
        #expect(limit == Catalog.batchGroupCells / 2)
        let group = [solved("a", cells: 10, inBackground: true), solved("b", cells: 10, inBackground: false),
                     solved("c", cells: limit - 20, inBackground: true), solved("d", cells: 10, inBackground: true),
                     solved("e", cells: 1, inBackground: true)]
        let leftovers = Catalog.leftovers(of: group)
        // a and c hold limit - 10 cells, d brings them to the limit exactly, and e would pass it.
        #expect(leftovers.map(\.revision.name) == ["a", "c", "d"])
        #expect(leftovers.allSatisfy { $0.revision.document.isEmpty })
        #expect(Catalog.leftovers(of: [solved("big", cells: limit + 1, inBackground: true),
                                        solved("small", cells: 1, inBackground: true)]).isEmpty)
        #expect(Catalog.leftovers(of: group.map { var layout = $0; layout.solvedInBackground = false; return layout }).isEmpty)
    }

    /// Two threads and a cell budget: the layouts solved are the first ones and the rest are
    /// left in order. Layout i has 1 + i % 7 cells: the first 8 hold 29 and the first 9 hold 31,
    /// so the 9th is always taken and passes a budget of 30. A layout is taken while the cells
    /// of those solved are under the budget, and the other thread may then still be solving
    /// one earlier layout, of at most 7 cells: the first 10 hold 34 (27 without a 7), so an
    /// 11th may be taken; the first 11 hold 38 (31 without a 7), so never a 12th.
    @Test func twoThreadsStopAtTheBudgetWithTheFirstLayoutsSolved() throws {
        let jobs = decodedJobs(itemCounts: (0..<100).map { 1 + $0 % 7 })
        for _ in 0..<20 {
            let group = SolvingGroup.start(jobs, in: request(400).containers, cellBudget: 30, leftovers: LockedBox([])).finish()
            let names = group.solved.map(\.revision.name) + group.unsolved.map(\.revision.name)
            #expect(names == jobs.map(\.revision.name))
            #expect((9...11).contains(group.solved.count), "\(group.solved.count) solved")
            #expect(group.solved.map(\.cells) == group.solved.indices.map { 1 + $0 % 7 })
        }
    }

    /// A failure found while looking up, and a damaged document found while decoding, are each
    /// their own layout's, in place.
    @Test func failuresStayWithTheirLayouts() throws {
        let text = Fixture.grid().canonicalJSON
        let sound = LatestRevision(name: "a", number: 1, contentHash: ContentHash.of(text), document: text)
        var damaged = sound
        damaged.name = "b"
        damaged.document = text.replacingOccurrences(of: "\"itemCount\":4", with: "\"itemCount\":5")
        let group = SolvingGroup([BatchJob.decoding(sound), BatchJob.decoding(damaged),
                                  BatchJob(revision: sound, work: .failed(Stop()))],
                                 in: request(400).containers, cellBudget: 1 << 19).finish()
        #expect(try group.solved[0].solved.get().outcomes.map(\.solution.contentSize.height) == [200])
        #expect(throws: CatalogError.self) { try group.solved[1].solved.get() }
        #expect(throws: Stop.self) { try group.solved[2].solved.get() }
    }

    /// `body` throwing in the first of two groups ends the batch with its error, once the
    /// group being solved has finished; the first group's frames were kept before delivery, so
    /// the next run hits those 64 layouts and solves the other 6.
    @Test func aBodyThatThrowsEndsTheBatchAndKeepsWhatWasKept() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        for index in 0..<70 { _ = try catalog.save(Fixture.grid(itemCount: index + 1), as: String(format: "layout-%02d", index)) }
        var delivered = 0
        #expect(throws: Stop.self) {
            try catalog.solveAll(request(400)) { _ in
                delivered += 1
                if delivered == 3 { throw Stop() }
            }
        }
        #expect(delivered == 3)
        #expect(try catalog.cacheStatistics().entries == 64)
        var hits: [Bool] = []
        try catalog.solveAll(request(400)) { hits += try $0.outcomes.get().map(\.fromCache) }
        #expect(hits == Array(repeating: true, count: 64) + Array(repeating: false, count: 6))
    }

    /// A batch that fills the cache hands its checkpoints to a connection of its own: while it
    /// runs, SQLite's own are off on the catalogue's connection (set at one page here, so that
    /// every commit passes them), yet its frames reach the file; afterwards SQLite's are back
    /// as they were.
    @Test func checkpointsOfABatchAreMadeBesideIt() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        for index in 0..<70 { _ = try catalog.save(Fixture.grid(itemCount: 50 + index), as: String(format: "layout-%02d", index)) }
        _ = try catalog.db.checkpoint()
        try catalog.db.setAutocheckpointPages(1)
        let before = try fileSize(catalog.path)
        var settings: Set<Int> = []
        try catalog.solveAll(request(320, 400, 500)) { result in
            _ = try result.outcomes.get()
            settings.insert(try catalog.db.autocheckpointPages)
        }
        // Measured before anything else commits, with SQLite's own checkpoints back at one page.
        let after = try fileSize(catalog.path)
        #expect(settings == [0])
        #expect(after > before)
        #expect(try catalog.cacheStatistics().entries == 210)
        #expect(try catalog.db.autocheckpointPages == 1)
    }

    private func fileSize(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    /// A row holding some of the sizes asked: found before the document is decoded, checked
    /// against it by the solving thread, and counted once that is done. One solve at 400 (a
    /// miss), then a batch at 400 and 500: a hit and a miss; then both hit.
    @Test func aBatchCountsSizesFoundBeforeDecodingOnceTheyAreChecked() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        #expect(try !catalog.solve(catalog.revision(RevisionReference(name: "grid")),
                                   in: SolveEnvironment(width: 400, height: 800)).fromCache)
        var hits: [Bool] = []
        var widths: [Double] = []
        try catalog.solveAll(request(400, 500)) { result in
            let outcomes = try result.outcomes.get()
            hits += outcomes.map(\.fromCache)
            widths += outcomes.map(\.solution.container.width)
        }
        #expect(hits == [true, false] && widths == [400, 500])
        var stats = try catalog.cacheStatistics()
        #expect(stats.hits == 1 && stats.misses == 2)
        hits = []
        try catalog.solveAll(request(400, 500)) { hits += try $0.outcomes.get().map(\.fromCache) }
        #expect(hits == [true, true])
        stats = try catalog.cacheStatistics()
        #expect(stats.hits == 3 && stats.misses == 2 && stats.entries == 2)
    }

    /// A sound blob copied into another document's row (its key columns left as they were)
    /// holds the other document's frames. Its checksums are seeded with the row it was written
    /// for, so there it is a miss, in a batch (which, when every size hits, decodes no document
    /// to check against) and in a single solve alike, and the row's own frames are solved.
    /// A grid of 4 items at 400 wide: two rows of 100, content 200 high; of 9 items, five, 500.
    @Test func aBlobCopiedIntoAnotherDocumentsRowIsAMiss() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemCount: 4), as: "four")
        _ = try catalog.save(Fixture.grid(itemCount: 9), as: "nine")
        try catalog.solveAll(request(400)) { _ in }
        let four = try catalog.revision(RevisionReference(name: "four"))
        let nine = try catalog.revision(RevisionReference(name: "nine"))
        func copyFoursBlobOverNines() throws {
            try scratch.withDatabase { db in
                try db.execute(sql: """
                    UPDATE frame_cache SET frames = (SELECT frames FROM frame_cache WHERE content_hash = ?1),
                        byte_size = (SELECT byte_size FROM frame_cache WHERE content_hash = ?1)
                    WHERE content_hash = ?2
                    """, arguments: [four.info.contentHash, nine.info.contentHash])
                try db.execute(sql: "UPDATE cache_stats SET bytes = (SELECT sum(byte_size) FROM frame_cache)")
            }
        }
        try copyFoursBlobOverNines()
        var heights: [String: [Double]] = [:]
        var hits: [String: [Bool]] = [:]
        try catalog.solveAll(request(400)) { result in
            let outcomes = try result.outcomes.get()
            heights[result.layout] = outcomes.map(\.solution.contentSize.height)
            hits[result.layout] = outcomes.map(\.fromCache)
        }
        #expect(heights == ["four": [200], "nine": [500]])
        #expect(hits == ["four": [true], "nine": [false]])
        // The batch put nine's own frames back: copy four's blob over them again, then solve it alone.
        try copyFoursBlobOverNines()
        let alone = try catalog.solve(nine, in: SolveEnvironment(width: 400, height: 800))
        #expect(!alone.fromCache)
        #expect(alone.solution.contentSize.height == 500)
        #expect(alone.solution.cells.count == 9)
    }

    /// A damaged document is reported even when its row holds every size, and its look-up
    /// counts nothing: the reading thread checks the text before the row is read.
    @Test func aDamagedDocumentWithACachedRowCountsNoHit() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        try catalog.solveAll(request(400)) { _ in }
        try scratch.withDatabase { db in
            try db.execute(sql: "UPDATE revisions SET document = replace(document, '\"itemCount\":4', '\"itemCount\":5')")
        }
        var failure: String?
        try catalog.solveAll(request(400)) { result in
            if case .failure(let error) = result.outcomes { failure = "\(error)" }
        }
        #expect(failure?.hasPrefix("grid@1: damaged revision") == true)
        let stats = try catalog.cacheStatistics()
        #expect(stats.hits == 0 && stats.misses == 1)
        // Nor is its row read: it was never stamped as used (the first batch stored it).
        let stamped = try scratch.withDatabase { db in try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache_use") }
        #expect(stamped == 0)
    }

    /// The reading thread hands a layout's row over undecoded, and the solving thread decodes
    /// and checks it. A row whose entry at 500 is damaged (its last frame byte changed, so its
    /// checksum fails): the next batch hits 400, solves 500 again to the same frames and keeps
    /// both; the batch after hits both. Counted: 2 misses, then 1 hit and 1 miss, then 2 hits.
    @Test func aRowIsDecodedByTheSolvingThreadAndADamagedEntryIsSolvedAgain() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        var first: [Solution] = []
        try catalog.solveAll(request(400, 500)) { first += try $0.outcomes.get().map(\.solution) }
        var blob = try #require(try scratch.withDatabase { db in
            try db.fetchOne([UInt8].self, sql: "SELECT frames FROM frame_cache")
        })
        let row = try scratch.cachedRowKey()
        let entries = try #require(blob.withUnsafeBytes { DocumentFrames.entries(in: $0, of: row) })
        let key = SolutionKey(environment: SolveEnvironment(width: 500, height: 800))
        let at500 = try #require(entries.first { entry in
            blob.withUnsafeBytes { key.matches(UnsafeRawBufferPointer(rebasing: $0[entry.key])) }
        })
        blob[at500.frames.upperBound - 1] ^= 0xFF
        try scratch.replaceCachedRow(with: blob)

        var hits: [Bool] = []
        var again: [Solution] = []
        try catalog.solveAll(request(400, 500)) { result in
            let outcomes = try result.outcomes.get()
            hits += outcomes.map(\.fromCache)
            again += outcomes.map(\.solution)
        }
        #expect(hits == [true, false])
        #expect(again == first)
        var stats = try catalog.cacheStatistics()
        #expect(stats.hits == 1 && stats.misses == 3 && stats.entries == 2)
        hits = []
        try catalog.solveAll(request(400, 500)) { hits += try $0.outcomes.get().map(\.fromCache) }
        #expect(hits == [true, true])
        stats = try catalog.cacheStatistics()
        #expect(stats.hits == 3 && stats.misses == 3)
    }

    /// What a job holds of the cache's answer, which bounds a group's look-ups: a row's blob as
    /// read (here 100 bytes), a decoded solution at 32 bytes a cell (4 cells: 128), nothing for a
    /// failure.
    @Test func aJobHoldsItsBlobOrItsDecodedCells() throws {
        let text = Fixture.grid().canonicalJSON
        let revision = LatestRevision(name: "a", number: 1, contentHash: ContentHash.of(text), document: text)
        let row = FrameCacheKey(contentHash: revision.contentHash, solverVersion: "test")
        let read = BatchJob(revision: revision, work: .decodeThenSolve(BatchJob.CachedRow(
            row: row, blob: [UInt8](repeating: 0, count: 100), wanted: [])))
        #expect(read.cachedBytes == 100)
        let solution = try solve(Fixture.grid(), in: SolveEnvironment(width: 400, height: 800))
        let answer = Catalog.CacheAnswer(row: row, wanted: [], places: [nil], cached: [solution])
        #expect(BatchJob(revision: revision, work: .solve(Fixture.grid(), answer)).cachedBytes == 128)
        #expect(BatchJob(revision: revision, work: .failed(Stop())).cachedBytes == 0)
    }

    /// An answer keys each environment by its place among those looked up: with none bypassing
    /// the cache, the n-th looked up is the n-th environment; with the second bypassing, the
    /// third environment takes the second key, and the second has none.
    @Test func anAnswerKeysEachEnvironmentByItsPlaceAmongThoseLookedUp() {
        let row = FrameCacheKey(contentHash: String(repeating: "a", count: 64), solverVersion: "test")
        let wanted = [320.0, 390].map { width in
            FrameCache.Wanted(key: SolutionKey(environment: SolveEnvironment(width: width, height: 800)),
                              check: CachedSolutionCheck(container: Size(width: width, height: 800)))
        }
        let all = Catalog.CacheAnswer(row: row, wanted: wanted, places: nil, cached: [nil, nil])
        #expect([all.key(at: 0), all.key(at: 1)] == [wanted[0].key, wanted[1].key])
        let bypassed = Catalog.CacheAnswer(row: row, wanted: wanted, places: [0, nil, 1], cached: [nil, nil, nil])
        #expect([bypassed.key(at: 0), bypassed.key(at: 1), bypassed.key(at: 2)] == [wanted[0].key, nil, wanted[1].key])
    }

    /// Without the cache the reading thread checks and decodes each document before the group
    /// goes to the solving thread: a sound one is handed over decoded, a damaged or corrupt one
    /// becomes its layout's failure.
    @Test func withoutTheCacheDocumentsAreDecodedBeforeSolving() throws {
        let text = Fixture.grid().canonicalJSON
        let sound = LatestRevision(name: "a", number: 1, contentHash: ContentHash.of(text), document: text)
        var damaged = sound
        damaged.document = text.replacingOccurrences(of: "\"itemCount\":4", with: "\"itemCount\":5")
        var corrupt = sound
        corrupt.document = "{"
        corrupt.contentHash = ContentHash.of(corrupt.document)

        guard case .solve(let document, nil) = BatchJob.decoding(sound).work
        else { Issue.record("a sound document is not decoded"); return }
        #expect(document == Fixture.grid())
        for revision in [damaged, corrupt] {
            guard case .failed(let error) = BatchJob.decoding(revision).work
            else { Issue.record("\(revision.document) is not a failure"); continue }
            #expect("\(error)".hasPrefix("a@1: "))
        }

        // The whole batch: the damaged layout is reported in its place, the others solved.
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        for name in ["a", "b", "c"] { _ = try catalog.save(Fixture.grid(), as: name) }
        try scratch.withDatabase { db in
            try db.execute(sql: """
                UPDATE revisions SET document = replace(document, '"itemCount":4', '"itemCount":5')
                WHERE layout_id = (SELECT id FROM layouts WHERE name = 'b')
                """)
        }
        var reports: [String] = []
        try catalog.solveAll(request(400), useCache: false) { result in
            switch result.outcomes {
            case .success(let outcomes): reports.append("\(result.layout): \(outcomes.map(\.solution.cells.count))")
            case .failure(let error): reports.append("\(result.layout): \(error)".components(separatedBy: ":").prefix(3).joined(separator: ":"))
            }
        }
        #expect(reports == ["a: [4]", "b: b@1: damaged revision", "c: [4]"])
        #expect(try catalog.cacheStatistics().entries == 0)
    }

    /// Two layouts of the same document in consecutive groups: the second is looked up before
    /// the first is kept, so both miss and both store the one row. The byte total must count
    /// that row once (a store reads the size it replaces in its own transaction).
    @Test func theSameDocumentInConsecutiveGroupsIsCountedOnce() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        // layout-63 ends the first group of 64 and layout-64 begins the second: both 64 items.
        for index in 0..<66 {
            let count = index == 64 ? 64 : index + 1
            _ = try catalog.save(Fixture.grid(itemCount: count), as: String(format: "layout-%02d", index))
        }
        try catalog.solveAll(request(400)) { _ in }
        let stats = try catalog.cacheStatistics()
        #expect(stats.entries == 65)  // 66 layouts, 65 distinct documents
        try scratch.withDatabase { db in
            let stored = try db.fetchOne(Int.self, sql: "SELECT sum(byte_size) FROM frame_cache")
            #expect(stored == stats.bytes)
        }
    }
}
