import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

@Suite struct FrameCacheTests {
    let environment = SolveEnvironment(width: 400, height: 800)

    /// The cache's byte total must always equal the sum of its rows' sizes.
    private func expectConsistentBytes(_ scratch: CatalogScratch, _ catalog: Catalog,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let stats = try catalog.cacheStatistics()
        let rows = try scratch.withDatabase { db in
            try db.fetchOne(sql: "SELECT coalesce(sum(solutions), 0), coalesce(sum(byte_size), 0) FROM frame_cache")
        }
        #expect(try rows?.value(at: 0) as Int? == stats.entries, sourceLocation: sourceLocation)
        #expect(try rows?.value(at: 1) as Int? == stats.bytes, sourceLocation: sourceLocation)
    }

    @Test func missThenHitGivesTheSameSolution() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        let revision = try catalog.revision(RevisionReference(name: "grid"))
        let first = try catalog.solve(revision, in: environment)
        #expect(!first.fromCache)
        let second = try catalog.solve(revision, in: environment)
        #expect(second.fromCache)
        #expect(second.solution == first.solution)
        #expect(first.solution == (try LayoutEngine.solve(revision.document, in: environment)))
        // Solving the same content as a bare document shares the entry: the key is the content hash.
        #expect(try catalog.solve(Fixture.grid(), in: environment).fromCache)
        #expect(try catalog.cacheStatistics().entries == 1)
        try expectConsistentBytes(scratch, catalog)
    }

    @Test func countersCountHitsAndMissesAndOutliveTheConnection() throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open()
            _ = try catalog.solve(Fixture.grid(), in: environment)  // miss
            _ = try catalog.solve(Fixture.grid(), in: environment)  // hit
            _ = try catalog.solve(Fixture.grid(), in: environment)  // hit
            _ = try catalog.solve(Fixture.grid(itemCount: 9), in: environment)  // miss: another document
            let stats = try catalog.cacheStatistics()
            #expect(stats.hits == 2)
            #expect(stats.misses == 2)
            #expect(stats.entries == 2)
            #expect(stats.limitBytes == Catalog.defaultCacheLimitBytes)
            _ = try catalog.solve(Fixture.grid(), in: environment)  // hit, counted when the catalogue closes
        }
        let reopened = try scratch.open()
        let stats = try reopened.cacheStatistics()
        #expect(stats.hits == 3)
        #expect(stats.misses == 2)
    }

    @Test func everyPartOfTheKeyMisses() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let document = Fixture.grid()
        _ = try catalog.solve(document, in: environment)
        var wider = environment
        wider.width = 500
        var taller = environment
        taller.height = 900
        var counted = environment
        counted.itemCounts = ["grid": 10]
        var rounded = environment
        rounded.scale = 3
        var regular = environment
        regular.sizeClass = .regular
        var safe = environment
        safe.safeArea = DirectionalInsets(top: 47, bottom: 34)
        var margin = environment
        margin.layoutMargin = 20
        var mirrored = environment
        mirrored.layoutDirection = .rightToLeft
        var scrolled = environment
        scrolled.contentOffset = 120
        for changed in [wider, taller, counted, rounded, regular, safe, margin, mirrored, scrolled] {
            #expect(try !catalog.solve(document, in: changed).fromCache)
            #expect(try catalog.solve(document, in: changed).fromCache)
        }
        #expect(try catalog.cacheStatistics().entries == 10)
        // A count equal to the document's own (4) is the same key as no count at all.
        var same = environment
        same.itemCounts = ["grid": 4]
        #expect(try catalog.solve(document, in: same).fromCache)
    }

    @Test func whatTheKeyCannotHoldBypassesTheCache() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        #expect(try !catalog.solve(Fixture.grid(), in: environment, useCache: false).fromCache)
        #expect(try !catalog.solve(Fixture.grid(), in: environment, useCache: false).fromCache)
        #expect(try catalog.cacheStatistics().entries == 0)
        // A count for a section the document lacks reaches the solver's error.
        var unknown = environment
        unknown.itemCounts = ["nope": 3]
        #expect(catalogError { _ = try catalog.solve(Fixture.grid(), in: unknown) }?.caseName == "solve")
    }

    /// A scroll offset is part of the key: each offset has its own entry, and a cached offset-0
    /// solution is never served for another offset.
    @Test func aContentOffsetHasItsOwnEntry() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        // Fixture.grid with a pinned 50-point header, so the offset changes the solution: header
        // 0…50, two 100-high rows to 250; at offset 30 the header is at max(0, min(30, 250 − 50)) = 30.
        var document = Fixture.grid()
        document.sections[0].boundarySupplementaryItems = [BoundaryItem(
            elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            alignment: .top, pinToVisibleBounds: true)]
        var scrolled = environment
        scrolled.contentOffset = 30
        // The offset is part of the key: the offset-0 solution does not serve it, its own does.
        #expect(try !catalog.solve(document, in: environment).fromCache)
        #expect(try catalog.cacheStatistics().entries == 1)
        let first = try catalog.solve(document, in: scrolled)
        let second = try catalog.solve(document, in: scrolled)
        #expect(!first.fromCache && second.fromCache)
        #expect(first.solution == (try LayoutEngine.solve(document, in: scrolled)))
        #expect(second.solution == first.solution)
        #expect(first.solution.supplementaries.map(\.frame.y) == [30])
        #expect(try catalog.solve(document, in: environment).solution.supplementaries.map(\.frame.y) == [0])
        #expect(try catalog.cacheStatistics().entries == 2)
        try expectConsistentBytes(scratch, catalog)
    }

    /// The cache is advisory: when an entry cannot be written (here a trigger refuses every
    /// insert, as a read-only or full disk would), the solve still answers, says why, and the
    /// catalogue keeps working.
    @Test func aCacheThatCannotBeWrittenStillSolves() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        // The catalogue turns triggers off (a planted one must never run); this one is the
        // test's way to make a write fail, so its connection runs it.
        try catalog.db.setTriggersEnabled(true)
        try scratch.withDatabase { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_cache BEFORE INSERT ON frame_cache BEGIN SELECT RAISE(ABORT, 'no room'); END
                """)
        }
        let outcome = try catalog.solve(Fixture.grid(), in: environment)
        #expect(!outcome.fromCache)
        #expect(outcome.solution == (try LayoutEngine.solve(Fixture.grid(), in: environment)))
        #expect(outcome.cacheWriteFailure == "no room")
        #expect(try catalog.cacheStatistics().entries == 0)
        // In a batch the failure is the batch's: it rolls back and throws.
        let failure = #expect(throws: CatalogError.self) {
            try catalog.batch { _ = try catalog.solve(Fixture.grid(), in: environment) }
        }
        guard case .database(let code, let message, _, _)? = failure else {
            Issue.record("expected a database error, got \(String(describing: failure))")
            return
        }
        #expect(code == "SQLITE_CONSTRAINT_TRIGGER" && message == "no room")
    }

    @Test func anotherSolverVersionMisses() throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open()
            _ = try catalog.solve(Fixture.grid(), in: environment)
            #expect(try catalog.solve(Fixture.grid(), in: environment).fromCache)
        }
        do {
            let newer = try scratch.open(solverVersion: "999")
            #expect(newer.solverVersion == "999")
            #expect(try !newer.solve(Fixture.grid(), in: environment).fromCache)
            #expect(try newer.solve(Fixture.grid(), in: environment).fromCache)
            #expect(try newer.cacheStatistics().entries == 2)
        }
        let versions = try scratch.withDatabase { db in
            try db.fetchAll(String.self, sql: "SELECT solver_version FROM frame_cache ORDER BY solver_version")
        }
        #expect(versions == [String(LayoutEngine.solverVersion), "999"])
    }

    /// A row is found by its id, then the content hash and solver version its blob was written
    /// for are compared with the look-up's, byte for byte: a blob written for a hash or version
    /// that differs, by one character or by being a prefix, is a miss, solved and replaced. Its
    /// checksums stay seeded for the row it sits in, so that the comparison alone is tested.
    @Test(arguments: [
        { (hash: String, version: String) in (String(hash.dropLast()) + (hash.hasSuffix("a") ? "b" : "a"), version) },
        { (hash: String, version: String) in (String(hash.dropLast()), version) },
        { (hash: String, version: String) in (hash, version + " ") },
        { (hash: String, version: String) in (hash, "") },
    ] as [@Sendable (String, String) -> (String, String)])
    func aRowOfAnotherHashOrVersionUnderTheSameIdMisses(edit: @Sendable (String, String) -> (String, String)) throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open()
            _ = try catalog.solve(Fixture.grid(), in: environment)
            #expect(try catalog.solve(Fixture.grid(), in: environment).fromCache)
        }
        let key = try scratch.cachedRowKey()
        let blob = try scratch.withDatabase { db in try #require(try db.fetchOne([UInt8].self, sql: "SELECT frames FROM frame_cache")) }
        let identity = 4 + 8 + key.contentHash.utf8.count + 8 + key.solverVersion.utf8.count
        var other = Array("LFD3".utf8)
        let (hash, version) = edit(key.contentHash, key.solverVersion)
        for text in [hash, version] {
            withUnsafeBytes(of: Int64(text.utf8.count).littleEndian) { other += $0 }
            other += Array(text.utf8)
        }
        try scratch.replaceCachedRow(with: other + blob[identity...])
        let catalog = try scratch.open()
        let fresh = try catalog.solve(Fixture.grid(), in: environment)
        #expect(!fresh.fromCache)
        #expect(fresh.solution == (try LayoutEngine.solve(Fixture.grid(), in: environment)))
        #expect(try catalog.solve(Fixture.grid(), in: environment).fromCache)
    }

    /// Three documents whose blobs are the same size: two cells a row, of other widths, each
    /// taking as many bytes (a stamped section stores its template of two leaves).
    private let lruDocuments = [Fixture.grid(itemWidth: 0.4), Fixture.grid(itemWidth: 0.35), Fixture.grid(itemWidth: 0.45)]

    /// The size of the cache row of one of `lruDocuments` solved at `environment` alone.
    private func blobSize() throws -> Int {
        func rowSize(_ document: LayoutDocument) throws -> Int {
            let key = SolutionKey(environment: environment)
            let frames = FrameBlob.encode(try LayoutEngine.solve(document, in: environment))
            // "LFD3", the row's hash and version after their lengths, the count, then the key
            // after its length, the checksum, the frames after theirs.
            let row = FrameCacheKey(contentHash: String(repeating: "0", count: 64), solverVersion: String(LayoutEngine.solverVersion))
            let size = 4 + 8 + 64 + 8 + row.solverVersion.utf8.count + 8 + 8 + key.bytes.count + 8 + 8 + frames.count
            #expect(DocumentFrames.encode([.init(key: key.bytes, frames: frames)], for: row).count == size)
            return size
        }
        let size = try rowSize(lruDocuments[0])
        for document in lruDocuments { #expect(try rowSize(document) == size) }
        return size
    }

    @Test func leastRecentlyInsertedGoesFirstWhenNothingIsRead() throws {
        let scratch = try CatalogScratch()
        let size = try blobSize()
        // Room for two blobs, not three.
        let catalog = try scratch.open(cacheLimitBytes: 2 * size + size / 2)
        let (a, b, c) = (lruDocuments[0], lruDocuments[1], lruDocuments[2])
        _ = try catalog.solve(a, in: environment)
        _ = try catalog.solve(b, in: environment)
        _ = try catalog.solve(c, in: environment)  // evicts a
        let stats = try catalog.cacheStatistics()
        #expect(stats.entries == 2)
        #expect(stats.bytes == 2 * size)
        #expect(try catalog.solve(b, in: environment).fromCache)
        #expect(try catalog.solve(c, in: environment).fromCache)
        #expect(try !catalog.solve(a, in: environment).fromCache)
        try expectConsistentBytes(scratch, catalog)
    }

    @Test func leastRecentlyUsedGoesFirst() throws {
        let scratch = try CatalogScratch()
        let size = try blobSize()
        let catalog = try scratch.open(cacheLimitBytes: 2 * size + size / 2)
        let (a, b, c) = (lruDocuments[0], lruDocuments[1], lruDocuments[2])
        _ = try catalog.solve(a, in: environment)  // a stored first
        _ = try catalog.solve(b, in: environment)
        #expect(try catalog.solve(a, in: environment).fromCache)  // a used again: b is now the oldest
        _ = try catalog.solve(c, in: environment)  // evicts b, not a
        #expect(try catalog.cacheStatistics().entries == 2)
        let evictions = try scratch.withDatabase { db in
            try db.fetchOne(Int.self, sql: "SELECT evictions FROM cache_stats")
        }
        #expect(evictions == 1)
        #expect(try catalog.solve(a, in: environment).fromCache)
        #expect(try catalog.solve(c, in: environment).fromCache)
        #expect(try !catalog.solve(b, in: environment).fromCache)
        try expectConsistentBytes(scratch, catalog)
    }

    /// Hits and misses of one `solveAll` over `lruDocuments` saved as layouts.
    private func batchHits(_ catalog: Catalog) throws -> [Bool] {
        var hits: [Bool] = []
        let request = SolveRequest(containers: [SolveContainer(environment: environment, device: nil, orientation: .portrait)])
        try catalog.solveAll(request) { result in
            hits += try result.outcomes.get().map(\.fromCache)
        }
        return hits
    }

    /// Room for two of three layouts: plain least-recently-used eviction in the batch's own
    /// order would evict each entry before the next run reads it, and never hit.
    @Test func aBatchLargerThanTheCacheKeepsItsFirstLayouts() throws {
        let scratch = try CatalogScratch()
        let size = try blobSize()
        let catalog = try scratch.open(cacheLimitBytes: 2 * size + size / 2)
        for (index, document) in lruDocuments.enumerated() { _ = try catalog.save(document, as: "layout-\(index)") }
        #expect(try batchHits(catalog) == [false, false, false])
        #expect(try catalog.cacheStatistics().entries == 2)
        #expect(try batchHits(catalog) == [true, true, false])
        #expect(try batchHits(catalog) == [true, true, false])
        let evictions = try scratch.withDatabase { db in try db.fetchOne(Int.self, sql: "SELECT evictions FROM cache_stats") }
        #expect(evictions == 0)
        try expectConsistentBytes(scratch, catalog)
        // Outside a batch, least recently used goes first again: the third layout evicts the
        // first, the least recently read.
        #expect(try !catalog.solve(lruDocuments[2], in: environment).fromCache)
        #expect(try catalog.solve(lruDocuments[1], in: environment).fromCache)
        #expect(try catalog.solve(lruDocuments[2], in: environment).fromCache)
        #expect(try catalog.cacheStatistics().entries == 2)
        try expectConsistentBytes(scratch, catalog)
    }

    /// A hit's recency stamp goes to the narrow `frame_cache_use`, never back into the row that
    /// holds the frames (which would rewrite the blob's page); an entry's recency is the later
    /// of its store and its latest hit.
    @Test func aHitStampsItsUseApartFromTheFrames() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        #expect(try !catalog.solve(lruDocuments[0], in: environment).fromCache)
        _ = try catalog.cacheStatistics()  // writes what is pending
        func stamps() throws -> (stored: [Int64], used: [Int64]) {
            try scratch.withDatabase { db in
                (try db.fetchAll(Int64.self, sql: "SELECT last_used FROM frame_cache"),
                 try db.fetchAll(Int64.self, sql: "SELECT last_used FROM frame_cache_use"))
            }
        }
        let stored = try stamps()
        #expect(stored.stored.count == 1 && stored.used.isEmpty)
        #expect(try catalog.solve(lruDocuments[0], in: environment).fromCache)
        _ = try catalog.cacheStatistics()
        let used = try stamps()
        #expect(used.stored == stored.stored)
        #expect(used.used.count == 1 && used.used[0] > stored.stored[0])
        // Clearing the cache clears its stamps.
        try catalog.clearCache()
        #expect(try stamps().used.isEmpty)
    }

    @Test func recencySurvivesReopening() throws {
        let scratch = try CatalogScratch()
        let size = try blobSize()
        let (a, b, c) = (lruDocuments[0], lruDocuments[1], lruDocuments[2])
        do {
            let catalog = try scratch.open(cacheLimitBytes: 2 * size + size / 2)
            _ = try catalog.solve(a, in: environment)
            _ = try catalog.solve(b, in: environment)
            #expect(try catalog.solve(a, in: environment).fromCache)  // stamped when the catalogue closes
        }
        let catalog = try scratch.open(cacheLimitBytes: 2 * size + size / 2)
        _ = try catalog.solve(c, in: environment)
        #expect(try catalog.solve(a, in: environment).fromCache)
        #expect(try !catalog.solve(b, in: environment).fromCache)
    }

    @Test func blobLargerThanTheLimitIsNotStored() throws {
        let scratch = try CatalogScratch()
        let size = try blobSize()
        let catalog = try scratch.open(cacheLimitBytes: size - 1)
        #expect(try !catalog.solve(lruDocuments[0], in: environment).fromCache)
        #expect(try !catalog.solve(lruDocuments[0], in: environment).fromCache)
        #expect(try catalog.cacheStatistics().entries == 0)
        #expect(try catalog.cacheStatistics().bytes == 0)
    }

    /// Replaces the one cached row's blob behind the catalogue's back, keeping the row's and
    /// the counter's sizes true so only the blob itself is wrong.
    @Test(arguments: [
        Array("not a frame blob at all".utf8),
        [],
        Array("LFB2".utf8) + [UInt8](repeating: 0xFF, count: 200),
    ])
    func corruptBlobIsAMissAndIsReplaced(garbage: [UInt8]) throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.decorated(), as: "decorated")
        let revision = try catalog.revision(RevisionReference(name: "decorated"))
        let good = try catalog.solve(revision, in: environment).solution
        let goodSize = try catalog.cacheStatistics().bytes
        try scratch.replaceCachedBlob(with: garbage)

        let resolved = try catalog.solve(revision, in: environment)
        #expect(!resolved.fromCache)
        #expect(resolved.solution == good)
        // The row was replaced by a good blob, not added beside the bad one.
        let stats = try catalog.cacheStatistics()
        #expect(stats.entries == 1)
        #expect(stats.bytes == goodSize)
        #expect(stats.misses == 2)
        let again = try catalog.solve(revision, in: environment)
        #expect(again.fromCache)
        #expect(again.solution == good)
        try expectConsistentBytes(scratch, catalog)
    }

    @Test func truncatedStoredBlobIsAMiss() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let good = try catalog.solve(Fixture.decorated(), in: environment).solution
        let blob = FrameBlob.encode(good)
        try scratch.replaceCachedBlob(with: Array(blob.prefix(blob.count / 2)))
        let outcome = try catalog.solve(Fixture.decorated(), in: environment)
        #expect(!outcome.fromCache)
        #expect(outcome.solution == good)
        #expect(try catalog.solve(Fixture.decorated(), in: environment).fromCache)
    }

    @Test func clearCacheEmptiesEntriesAndCounters() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.solve(Fixture.grid(), in: environment)
        _ = try catalog.solve(Fixture.grid(), in: environment)
        _ = try catalog.solve(Fixture.decorated(), in: environment)
        #expect(try catalog.clearCache() == 2)
        let stats = try catalog.cacheStatistics()
        #expect(stats == CacheStatistics(entries: 0, bytes: 0, limitBytes: Catalog.defaultCacheLimitBytes,
                                         hits: 0, misses: 0))
        #expect(try !catalog.solve(Fixture.grid(), in: environment).fromCache)
        #expect(try catalog.clearCache() == 1)
        #expect(try catalog.clearCache() == 0)
    }

    // MARK: CellRunCoding

    /// A 2-column grid of 10-point squares, three rows 10 apart: each cell worked by hand.
    @Test func cellsThatRepeatWithTheirGroupAreNotStoredAgain() throws {
        let cells: [Double] = [0, 0, 10, 10, 10, 0, 10, 10,
                               0, 10, 10, 10, 10, 10, 10, 10,
                               0, 20, 10, 10, 10, 20, 10, 10]
        var writer = BlobWriter()
        CellRunCoding.encode(cells, runs: [.init(count: 6, period: 2)], into: &writer)
        let header: [UInt8] = [1, 6, 2]  // one run: 6 cells, period 2 (varints)
        // Modes, two bits a value (x, y, width, height from the low bits): 0 the reference,
        // 1 the reference plus its step, 2 stored raw, 3 stored short. Cell 0's reference is
        // 0: width and height are stored (0b1111_0000). Cell 1's is cell 0: only x is stored
        // (0b11). Cells 2 and 3 refer one row up: only y is stored (0b1100). Cells 4 and 5
        // continue the step 10 + (10 − 0) = 20 (0b0100): one byte each. A stored 10 is one
        // byte: 10 zigzagged is 20, times 4 for the tag of whole points (0) is 80.
        let ten: UInt8 = 80
        let expected = header + [0xF0, ten, ten] + [0x03, ten] + [0x0C, ten] + [0x0C, ten] + [0x04] + [0x04]
        #expect(writer.buffer == expected)
        #expect(writer.buffer.count - header.count == 11)  // against 6 · 32 = 192 raw
        expected.withUnsafeBytes { raw in
            var reader = BlobReader(raw)
            #expect(CellRunCoding.decode(from: &reader, cellCount: 6)?.cells == cells)
            #expect(reader.isAtEnd)
        }
    }

    /// `bytes` decode to exactly `cells` by `runs`, and nothing is left over.
    private func expectCells(_ bytes: [UInt8], decodeTo cells: [Double], runs: [CellRunCoding.Run],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        bytes.withUnsafeBytes { raw in
            var reader = BlobReader(raw)
            let decoded = CellRunCoding.decode(from: &reader, cellCount: cells.count / 4)
            #expect(decoded?.cells == cells, sourceLocation: sourceLocation)
            #expect(decoded?.runs == runs, sourceLocation: sourceLocation)
            #expect(reader.isAtEnd, sourceLocation: sourceLocation)
        }
    }

    /// A stamped section is its stamp, whatever its cell count: two leaves (0, 0) and (12, 0),
    /// 10 × 20, instance 0 at (16, 8), each next one 30 lower; 5 cells worked by hand.
    @Test func aStampedSectionIsStoredAsItsStamp() throws {
        let stamp = CellStamp(leaves: [0, 0, 10, 20, 12, 0, 10, 20], origin: Point(x: 16, y: 8), step: Point(x: 0, y: 30))
        let cells: [Double] = [16, 8, 10, 20, 28, 8, 10, 20, 16, 38, 10, 20, 28, 38, 10, 20, 16, 68, 10, 20]
        let solution = Self.oneSection(cells: cells, stamp: stamp)
        let runs = CellRunCoding.runs(of: solution)
        #expect(runs == [.init(count: 5, period: 0, stamp: stamp)])
        var writer = BlobWriter()
        CellRunCoding.encode(cells, runs: runs, into: &writer)
        // One run of 5 cells, period 0 (stamped), 2 leaves, the 8 leaf values as numbers (n
        // zigzagged times 4: 10 → 80, 20 → 160 = A0 01, 12 → 96), the origin (16 → 128 =
        // 80 01, 8 → 64) and the step (0, 30 → 240 = F0 01). No mode bytes follow.
        let expected: [UInt8] = [1, 5, 0, 2] + [0, 0, 80, 0xA0, 0x01, 96, 0, 80, 0xA0, 0x01]
            + [0x80, 0x01, 64] + [0, 0xF0, 0x01]
        #expect(writer.buffer == expected)
        expectCells(expected, decodeTo: cells, runs: runs)
        let blob = FrameBlob.encode(solution)
        #expect(FrameBlob.decode(blob) == solution)
        #expect(FrameBlob.decode(blob)?.sections[0].cellStamp == stamp)
    }

    /// Runs are read into temporary memory: 300 of them (past what the stack is lent for) read
    /// back, stamped and coded alike; runs that fail after stamped ones were read (a count past
    /// the cells, a stamp cut short) are refused, and the stamps read are released.
    @Test func manyRunsReadBackAndAFailureAfterStampsIsRefused() {
        let stamp = CellStamp(leaves: [0, 0, 10, 20], origin: Point(x: 0, y: 0), step: Point(x: 0, y: 30))
        // 150 stamped runs of 2 cells (y 0 and 30), then 150 coded runs of 1 cell (period 1).
        var runs: [CellRunCoding.Run] = []
        var cells: [Double] = []
        for _ in 0..<150 {
            runs.append(.init(count: 2, period: 0, stamp: stamp))
            cells += [0, 0, 10, 20, 0, 30, 10, 20]
        }
        for index in 0..<150 {
            runs.append(.init(count: 1, period: 1))
            cells += [Double(index), 1, 2, 3]
        }
        var writer = BlobWriter()
        CellRunCoding.encode(cells, runs: runs, into: &writer)
        let blob = writer.buffer
        expectCells(blob, decodeTo: cells, runs: runs)
        blob.withUnsafeBytes { raw in
            // One cell fewer than the runs hold: the last run's count no longer fits.
            var short = BlobReader(raw)
            #expect(CellRunCoding.decode(from: &short, cellCount: 449) == nil)
        }
        // Two stamped runs, then a third whose stamp is cut off after its leaf count.
        var cut = BlobWriter()
        CellRunCoding.encode(Array(cells.prefix(16)) + [0, 0, 10, 20, 0, 30, 10, 20],
                             runs: Array(repeating: .init(count: 2, period: 0, stamp: stamp), count: 3), into: &cut)
        let truncated = Array(cut.buffer.prefix(cut.buffer.count - 10))
        truncated.withUnsafeBytes { raw in
            var reader = BlobReader(raw)
            #expect(CellRunCoding.decode(from: &reader, cellCount: 6) == nil)
        }
    }

    /// A stamp that does not give the cells exactly (a solution edited after the solve) is not
    /// stored: the cells are coded, and read back as they are, with no stamp.
    @Test func aStampThatDoesNotGiveTheCellsIsNotStored() throws {
        let stamp = CellStamp(leaves: [0, 0, 10, 20, 12, 0, 10, 20], origin: Point(x: 16, y: 8), step: Point(x: 0, y: 30))
        var cells: [Double] = [16, 8, 10, 20, 28, 8, 10, 20, 16, 38, 10, 20, 28, 38, 10, 20, 16, 68, 10, 20]
        cells[17] = 69
        let solution = Self.oneSection(cells: cells, stamp: stamp)
        #expect(CellRunCoding.runs(of: solution) == [.init(count: 5, period: 2)])
        let decoded = try #require(FrameBlob.decode(FrameBlob.encode(solution)))
        #expect(decoded.cells.storage == cells)
        #expect(decoded.sections[0].cellStamp == nil)
    }

    /// One section named "s" holding `cells`, 2 items a group, with `stamp`.
    private static func oneSection(cells: [Double], stamp: CellStamp?) -> Solution {
        Solution(container: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 100),
                 sections: [SectionSolution(name: "s", frame: Rect(x: 0, y: 0, width: 400, height: 100), firstCell: 0,
                                            cellCount: cells.count / 4, itemsPerGroup: 2, columns: 2,
                                            orthogonalContentSize: nil, cellStamp: stamp)],
                 cells: FrameBuffer(storage: cells), supplementaries: [])
    }

    /// What `encode` never writes, for stamps: a stamp of no leaves, of as many leaves as cells
    /// or more, cut short; a stamped run that is not its section's; more cells than a solve may
    /// give. And a stamp that overflows decodes, but is no answer.
    @Test func malformedStampsDecodeToNil() throws {
        // One section "s" of `sectionCells` from cell 0, then `cells` cells in one stamped run
        // of one leaf (0, 0, 1, 1) at the origin, each next instance `step` lower.
        // `storedLeaves` of them follow the leaf count (all, unless given).
        func blob(sectionCells: Int, cells: Int, leafCount: UInt64 = 1, storedLeaves: Int? = nil, step: Double = 1) -> [UInt8] {
            var w = BlobWriter()
            w.bytes(FrameBlob.magic)
            for value in [400.0, 800, 400, 100] { w.number(value) }
            w.varint(1)
            w.compactString("s")
            w.compactRect(Rect(x: 0, y: 0, width: 400, height: 100))
            w.signed(0); w.signed(sectionCells); w.signed(1); w.signed(1)
            w.byte(0)
            w.varint(0)
            w.varint(UInt64(cells))
            w.varint(1)
            w.varint(UInt64(cells)); w.varint(0); w.varint(leafCount)
            for _ in 0..<(storedLeaves ?? Int(leafCount)) { for value in [0.0, 0, 1, 1] { w.number(value) } }
            w.number(0); w.number(0); w.number(0); w.number(step)
            w.varint(0)
            w.varint(0)
            return w.buffer
        }
        let sound = try #require(FrameBlob.decode(blob(sectionCells: 3, cells: 3)))
        #expect(sound.cells.storage == [0, 0, 1, 1, 0, 1, 1, 1, 0, 2, 1, 1])
        #expect(sound.sections[0].cellStamp == CellStamp(leaves: [0, 0, 1, 1], origin: .zero, step: Point(x: 0, y: 1)))
        #expect(FrameBlob.decode(blob(sectionCells: 3, cells: 3, leafCount: 0)) == nil)
        #expect(FrameBlob.decode(blob(sectionCells: 1, cells: 1)) == nil)  // as many leaves as cells
        #expect(FrameBlob.decode(blob(sectionCells: 3, cells: 3, leafCount: 2, storedLeaves: 1)) == nil)  // 2 leaves, 1 stored
        #expect(FrameBlob.decode(blob(sectionCells: 2, cells: 2, leafCount: 3)) == nil)  // more leaves than cells
        #expect(FrameBlob.decode(blob(sectionCells: 3, cells: 3, leafCount: 2)) != nil)  // fewer: sound
        #expect(FrameBlob.decode(blob(sectionCells: 2, cells: 3)) == nil)  // the run is not the section's
        let tooMany = SolveError.cellLimit + 1
        #expect(FrameBlob.decode(blob(sectionCells: tooMany, cells: tooMany)) == nil)
        // 1e308 · 2 is infinite: well framed, so it decodes; the check of a hit refuses it.
        let overflowing = try #require(FrameBlob.decode(blob(sectionCells: 3, cells: 3, step: 1e308)))
        #expect(!CachedSolutionCheck(container: Size(width: 400, height: 800)).accepts(overflowing))
        #expect(CachedSolutionCheck(container: Size(width: 400, height: 800)).accepts(sound))
    }

    /// Bits, not values: -0 after 0 is stored, and so is a step that does not continue exactly.
    @Test func cellsDecodeBitForBit() throws {
        let cells: [Double] = [0, 0.1, 1, 1, -0.0, 0.2, 1, 1, 0, 0.30000000000000004, 1, 1, 0, 0.4, 1, 1]
        var writer = BlobWriter()
        CellRunCoding.encode(cells, runs: [.init(count: 4, period: 1)], into: &writer)
        let decoded = writer.buffer.withUnsafeBytes { raw -> [Double]? in
            var reader = BlobReader(raw)
            return CellRunCoding.decode(from: &reader, cellCount: 4)?.cells
        }
        #expect(decoded?.map(\.bitPattern) == cells.map(\.bitPattern))
        // After the 3-byte header: cell 0 stores y raw (0.1 is no whole, half or third
        // point: mode 2, 8 bytes), width and height short (1: mode 3, the byte 8), so modes
        // 0b1111_1000 and 1 + 8 + 1 + 1 bytes. Cell 1 stores x (-0 is not 0, and has no short
        // form) and y (no step before the third period) raw: 0b1010, 1 + 8 + 8 bytes. Cell 2:
        // x = 0 is not -0 and not -0 + (-0 − 0) = -0, so stored, short, in one byte; y = 0.2 +
        // (0.2 − 0.1) is 0.30000000000000004 exactly, so continued (0b0111). Cell 3: x repeats
        // 0; y would continue to 0.4000000000000001, not 0.4, so stored raw (0b1000).
        #expect(Array(writer.buffer[0..<4]) == [1, 4, 1, 0b1111_1000])
        #expect(writer.buffer[3 + 11] == 0b1010)
        #expect(writer.buffer[3 + 11 + 17] == 0b0111)
        #expect(writer.buffer[3 + 11 + 17 + 2] == 0b1000)
        #expect(writer.buffer.count == 3 + 11 + 17 + 2 + 9)
    }

    /// The short forms of `BlobWriter.number`, worked by hand, and values that must keep all
    /// their bits; every one reads back bit for bit.
    @Test func numbersTakeAByteOrTwoOnAPixelGridAndNineOtherwise() throws {
        // n/d: n zigzagged (2n, or −2n − 1), times 4, plus the tag (0 whole, 1 halves, 2 thirds).
        let short: [(Double, [UInt8])] = [
            (0, [0]), (1, [8]), (-1, [4]), (0.5, [9]), (-0.5, [5]),
            (2.5, [41]), (-2.5, [37]),  // no whole number (3 and −3 are the nearest away from 0); 5 and −5 halves
            // The largest numerators: 2⁵⁰ whole, zigzagged 2⁵¹, times 4 is 2⁵³: 53 bits, seven a
            // byte, eight bytes, the last holding bits 49–52 (0x10); and 2⁵⁰ thirds (2⁵³ + 2).
            (0x1p50, Array(repeating: 0x80, count: 7) + [0x10]),
            (0x1p50 / 3, [0x82] + Array(repeating: 0x80, count: 6) + [0x10]),
            (390, [0xB0, 0x18]),  // 390 · 2 · 4 = 3120: its low 7 bits 0x30 with 0x80 set, then 3120 >> 7 = 24
            (130.0 / 3, [0x92, 0x08]),  // 130 thirds: 130 · 2 · 4 + 2 = 1042: 0x12 with 0x80 set, then 8
        ]
        for (value, bytes) in short {
            var writer = BlobWriter()
            writer.number(value)
            #expect(writer.buffer == bytes, "\(value)")
        }
        // 0.49999999999999994 + ½ rounds up to 1: a candidate the check refuses, as it refuses 0.
        for value in [0.1, -0.0, .nan, .infinity, -.infinity, 0x1p60, 0x1p50 + 1, 1.0 / 7, .leastNonzeroMagnitude, 0.49999999999999994] {
            var writer = BlobWriter()
            writer.number(value)
            #expect(writer.buffer.count == 9 && writer.buffer[0] == 3, "\(value)")
        }
        let payloads = [Double(bitPattern: 0x7FF0_0000_0000_0001), Double(bitPattern: 0xFFF8_0000_0000_1234),
                        -Double.nan, .leastNonzeroMagnitude, -.leastNormalMagnitude / 3]
        let edges: [Double] = [0x1p50, -0x1p50, 0x1p50 + 1, -(0x1p50 + 1), 0x1p50 - 0.5, 0x1p49 + 1.0 / 3]
        for value in short.map(\.0) + payloads + edges + [0.1, -0.0, .nan, .infinity, 1e300, 2.0 / 3, 844] {
            var writer = BlobWriter()
            writer.number(value)
            let read = writer.buffer.withUnsafeBytes { raw -> Double? in
                var reader = BlobReader(raw)
                return reader.number()
            }
            #expect(read?.bitPattern == value.bitPattern, "\(value)")
        }
    }

    /// Varints past 64 bits, or cut short, read as nil; the largest reads back.
    @Test func varintsThatOverflowOrEndEarlyAreRefused() throws {
        func read(_ bytes: [UInt8]) -> UInt64? {
            bytes.withUnsafeBytes { raw in
                var reader = BlobReader(raw)
                return reader.varint()
            }
        }
        #expect(read([0x7F]) == 127)
        #expect(read([0x80, 0x01]) == 128)
        #expect(read(Array(repeating: 0xFF, count: 9) + [0x01]) == UInt64.max)
        #expect(read(Array(repeating: 0xFF, count: 9) + [0x02]) == nil)  // bit 64
        #expect(read(Array(repeating: 0xFF, count: 10) + [0x01]) == nil)
        #expect(read([0x80]) == nil)
        #expect(read([]) == nil)
        var writer = BlobWriter()
        writer.signed(Int.min)
        writer.signed(Int.max)
        writer.buffer.withUnsafeBytes { raw in
            var reader = BlobReader(raw)
            #expect(reader.signed() == Int.min && reader.signed() == Int.max && reader.isAtEnd)
        }
    }

    /// The writer owns its memory and grows it: far past a small starting capacity, by every
    /// kind of write, the bytes are those written, in order, and read back.
    @Test func theWriterGrowsPastItsCapacityKeepingEveryByte() {
        var writer = BlobWriter(capacity: 1)
        var expected: [UInt8] = []
        for i in 0..<3_000 {
            writer.byte(UInt8(truncatingIfNeeded: i))
            expected.append(UInt8(truncatingIfNeeded: i))
            writer.varint(300)  // LEB128: 0b1_0101100, 0b10 → 0xAC 0x02
            expected += [0xAC, 0x02]
            writer.bytes([1, 2, 3] as [UInt8])
            expected += [1, 2, 3]
            writer.int(-2)  // 8 bytes, little-endian two's complement
            expected += [0xFE] + Array(repeating: 0xFF, count: 7)
            writer.number(0.5)  // n = 1, tag 1 (halves): zigzag(1) = 2, (2 << 2) | 1 = 9
            expected.append(9)
        }
        #expect(writer.count == expected.count)
        #expect(writer.buffer == expected)
    }

    /// A writer lent memory (a key's stack buffer) writes there until it is full, then moves
    /// what it holds to memory of its own: at every length, below, at and past the 64 bytes
    /// lent, the bytes are those written. Lent memory too small to use is not used.
    @Test func aWriterInLentMemoryKeepsEveryByteWhenItMovesOut() {
        for total in [0, 1, 63, 64, 65, 200, 5_000] {
            let expected = (0..<total).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { lent in
                var writer = BlobWriter(borrowing: lent)
                for byte in expected { writer.byte(byte) }
                #expect(writer.buffer == expected, "\(total) bytes")
            }
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { lent in
            lent.initialize(repeating: 0)
            var writer = BlobWriter(borrowing: lent)
            writer.bytes([1, 2, 3, 4, 5, 6] as [UInt8])
            #expect(writer.buffer == [1, 2, 3, 4, 5, 6])
            #expect(Array(lent) == [0, 0, 0, 0])  // written to memory of its own from the start
        }
    }

    /// A key longer than the stack buffer it is written in (many counts of long names) keeps
    /// every name, in sorted order, and depends on every count.
    @Test func aKeyLongerThanItsStackBufferKeepsEveryCount() {
        let names = (0..<20).map { "section-with-a-long-name-\($0)" }
        var counts: [String: Int] = [:]
        for (index, name) in names.enumerated() { counts[name] = index + 1 }
        let key = SolutionKey(environment: SolveEnvironment(width: 390, height: 844, itemCounts: counts))
        #expect(key.bytes.count > 20 * 25)
        var from = key.bytes.startIndex
        for name in names.sorted() {
            let utf8 = Array(name.utf8)
            let found = key.bytes[from...].firstRange(of: utf8)
            #expect(found != nil, "\(name) in sorted order")
            from = found?.upperBound ?? from
        }
        #expect(SolutionKey(environment: SolveEnvironment(width: 390, height: 844, itemCounts: counts)) == key)
        var other = counts
        other[names[19]] = 21
        #expect(SolutionKey(environment: SolveEnvironment(width: 390, height: 844, itemCounts: other)) != key)
    }

    /// Names and kinds read back exactly, ASCII (decoded without the generic check) or not;
    /// bytes that are not UTF-8 (a stray continuation byte, a cut sequence, an overlong form, a
    /// surrogate) read as nil, after ASCII too.
    @Test func stringsReadBackAsUTF8AndOtherBytesAreRefused() throws {
        func read(_ bytes: [UInt8]) -> String? {
            bytes.withUnsafeBytes { raw in
                var reader = BlobReader(raw)
                return reader.compactString()
            }
        }
        for text in ["photos", "", "\u{0}\u{7F}", "section-header-15", "entête", "\u{80}", "セクション", "🙂 header"] {
            var writer = BlobWriter()
            writer.compactString(text)
            #expect(read(writer.buffer) == text)
        }
        for bad: [UInt8] in [[0x80], [0x61, 0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x61, 0x62, 0xFF]] {
            #expect(read([UInt8(bad.count)] + bad) == nil, "\(bad)")
        }
        #expect(read([5, 0x61]) == nil)  // fewer bytes than its length
    }

    /// What `encode` never writes decodes to nil: a short value with the raw form's tag, a
    /// step before the third period, runs that do not add up to the cells, a period of 0, a
    /// missing stored value.
    @Test func malformedCellRunsDecodeToNil() throws {
        func decode(_ blob: [UInt8], cells: Int) -> [Double]? {
            blob.withUnsafeBytes { raw in
                var reader = BlobReader(raw)
                return CellRunCoding.decode(from: &reader, cellCount: cells)?.cells
            }
        }
        func run(_ count: Int, _ period: Int) -> [UInt8] {
            var writer = BlobWriter()
            writer.varint(1)
            writer.varint(UInt64(count))
            writer.varint(UInt64(period))
            return writer.buffer
        }
        #expect(decode(run(1, 1) + [0x00], cells: 1) == [0, 0, 0, 0])  // the well-formed one
        #expect(decode(run(1, 1) + [0x03], cells: 1) == nil)  // a short x with no bytes
        #expect(decode(run(1, 1) + [0x03, 0x03], cells: 1) == nil)  // a short value with the raw form's tag
        #expect(decode(run(1, 1) + [0x03, 0x08], cells: 1) == [1, 0, 0, 0])
        #expect(decode(run(2, 1) + [0x00, 0x01], cells: 2) == nil)  // a step at the second cell
        #expect(decode(run(2, 1) + [0x00, 0x00], cells: 3) == nil)
        #expect(decode(run(1, 0) + [0x00], cells: 1) == nil)
        #expect(decode(run(1, 1) + [0x02], cells: 1) == nil)
        #expect(decode(run(1, 1) + [0x02, 0, 0, 0, 0, 0, 0, 0], cells: 1) == nil)  // 7 of a raw value's 8 bytes
        #expect(decode(run(Int.max, 1) + [0x00], cells: 1) == nil)
        // A period no cell reaches, however large, decodes as a period past the run would,
        // and its arithmetic (two periods back) cannot overflow.
        #expect(decode(run(1, 1 << 62) + [0x00], cells: 1) == [0, 0, 0, 0])
        #expect(decode(run(1, 1 << 62) + [0x04], cells: 1) == nil)
        #expect(decode(run(1, 1 << 62) + [0x01], cells: 1) == nil)
        #expect(decode(run(2, Int.max) + [0x03, 8, 0x00], cells: 2) == [1, 0, 0, 0, 1, 0, 0, 0])
    }

    // MARK: FrameBlob

    @Test func blobRoundTripsEverythingInASolution() throws {
        let solution = try LayoutEngine.solve(Fixture.decorated(itemCount: 3), in: environment)
        // Three badged cells, a header and a background: every category is in the blob.
        #expect(Set(solution.supplementaries.map(\.category)) == [.supplementary, .decoration])
        #expect(Set(solution.supplementaries.map(\.elementKind)) == ["header", "badge", "background"])
        #expect(solution.supplementaries.filter { $0.elementKind == "badge" }.count == 3)
        #expect(solution.cells.count == 3)
        let blob = FrameBlob.encode(solution)
        #expect(FrameBlob.decode(blob) == solution)
        #expect(Array(blob.prefix(4)) == Array("LFB5".utf8))
    }

    @Test func blobRoundTripsLayoutLevelSupplementariesAndManySections() throws {
        var document = Fixture.document(Fixture.rowSection("a", itemCount: 0), Fixture.rowSection("b", itemCount: 7),
                                        configuration: LayoutConfiguration(interSectionSpacing: 10))
        document.configuration.boundarySupplementaryItems = [
            BoundaryItem(elementKind: "layout-header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                         alignment: .top),
        ]
        var rounded = environment
        rounded.scale = 3
        let solution = try LayoutEngine.solve(document, in: rounded)
        #expect(solution.supplementaries.contains { $0.section == nil })
        #expect(FrameBlob.decode(FrameBlob.encode(solution)) == solution)
    }

    /// Past `linearKinds` element kinds the encoder indexes them: each kind is still stored
    /// once, in order of first use, and every attribute reads back with its own.
    @Test func manyElementKindsAreStoredOnceEach() throws {
        let kindCount = FrameBlob.linearKinds + 4
        let attributes = (0..<(3 * kindCount)).map { i in
            SupplementaryAttributes(category: .supplementary, elementKind: "kind-\((i * 5) % kindCount)", section: nil,
                                    item: i, frame: Rect(x: 0, y: Double(i), width: 1, height: 1), zIndex: 0)
        }
        let solution = Solution(container: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 100),
                                sections: [], cells: FrameBuffer(storage: []), supplementaries: attributes)
        let blob = FrameBlob.encode(solution)
        #expect(FrameBlob.decode(blob) == solution)
        // Attribute i has kind 5i mod 12, so the kinds are first used in the order 0, 5, 10,
        // 3, 8, 1, 6, 11, 4, 9, 2, 7: the table is their count, then each name after its
        // length, then the attributes' count (36).
        let order = [0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7]
        #expect(kindCount == order.count)
        let table: [UInt8] = [UInt8(kindCount)] + order.flatMap { [UInt8("kind-\($0)".utf8.count)] + Array("kind-\($0)".utf8) }
            + [UInt8(attributes.count)]
        let at = (0...(blob.count - table.count)).filter { Array(blob[$0..<($0 + table.count)]) == table }
        #expect(at.count == 1)
    }

    @Test func everyTruncationAndAnyTrailingByteDecodeToNil() throws {
        let solution = try LayoutEngine.solve(Fixture.decorated(itemCount: 3), in: environment)
        let blob = FrameBlob.encode(solution)
        for length in 0..<blob.count {
            #expect(FrameBlob.decode(Array(blob.prefix(length))) == nil, "prefix of \(length) of \(blob.count) bytes")
        }
        #expect(FrameBlob.decode(blob + [0]) == nil)
    }

    /// Stored indexes and counts the decoder must check, each written by the encoder into an
    /// otherwise sound solution (or, for what the encoder cannot write, by hand).
    @Test func outOfRangeIndexesDecodeToNilWithoutTrapping() throws {
        let solution = try LayoutEngine.solve(Fixture.decorated(itemCount: 3), in: environment)
        func decodes(_ edit: (inout Solution) -> Void) -> Bool {
            var edited = solution
            edit(&edited)
            return FrameBlob.decode(FrameBlob.encode(edited)) != nil
        }
        #expect(decodes { _ in })
        #expect(!decodes { $0.sections[0].firstCell = Int.max })
        #expect(!decodes { $0.sections[0].cellCount = Int.max })
        #expect(!decodes { $0.sections[0].firstCell = -1 })
        #expect(!decodes { $0.sections[0].cellCount = 4 })  // 3 cells stored
        #expect(!decodes { $0.sections[0].cellCount = Int.min })
        #expect(!decodes { $0.supplementaries[0].section = 1 })  // only section 0 exists
        #expect(!decodes { $0.supplementaries[0].section = Int.max })
        #expect(!decodes { $0.supplementaries[0].section = -2 })
        #expect(!decodes { $0.sections[0].leafZIndices = Array(repeating: 0, count: $0.sections[0].itemsPerGroup + 1) })

        // A blob with no section and one attribute, by hand: magic, container and content
        // size, no sections, no cells (count 0, no runs), one kind "k", one attribute:
        // category, kind index, section −1 (zigzag 1), item 0, frame, z-index 0.
        func attribute(category: UInt8, kind: UInt8) -> [UInt8] {
            Array("LFB5".utf8) + [0xB0, 0x18, 0xB0, 0x18, 0xB0, 0x18, 0] + [0] + [0, 0]
                + [1, 1, UInt8(ascii: "k")] + [1, category, kind, 1, 0, 0, 0, 8, 8, 0]
        }
        let sound = try #require(FrameBlob.decode(attribute(category: 1, kind: 0)))
        #expect(sound.supplementaries == [SupplementaryAttributes(category: .supplementary, elementKind: "k", section: nil,
                                                                   item: 0, frame: Rect(x: 0, y: 0, width: 1, height: 1),
                                                                   zIndex: 0)])
        #expect(FrameBlob.decode(attribute(category: 1, kind: 1)) == nil)  // one kind only
        #expect(FrameBlob.decode(attribute(category: 3, kind: 0)) == nil)  // no category 3
        // A count past what the remaining bytes could hold, and a varint past 64 bits.
        var huge = BlobWriter()
        huge.varint(1 << 40)
        #expect(FrameBlob.decode(Array("LFB5".utf8) + [0, 0, 0, 0] + huge.buffer + [UInt8](repeating: 0, count: 64)) == nil)
        #expect(FrameBlob.decode(Array("LFB5".utf8) + [0, 0, 0, 0] + Array(repeating: 0xFF, count: 10) + [1]) == nil)
        // The format before this one is a miss, never misread.
        #expect(FrameBlob.decode(Array("LFB4".utf8) + Array(attribute(category: 1, kind: 0).dropFirst(4))) == nil)
    }
}
