import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

/// One frame cache row per document (migration 0005): a document's sizes share it, each
/// solution found by its key, and damage to one solution costs that solution alone.
@Suite struct DocumentFramesTests {
    private func request(_ widths: [Double], height: Double = 800) -> SolveRequest {
        SolveRequest(containers: widths.map {
            SolveContainer(environment: SolveEnvironment(width: $0, height: height), device: nil, orientation: .portrait)
        })
    }

    private func solve(_ catalog: Catalog, _ widths: [Double]) throws -> [SolveOutcome] {
        try catalog.solve(SolveSubject(document: Fixture.grid(), title: "grid"), request(widths))
    }

    private func rows(_ scratch: CatalogScratch) throws -> (rows: Int, solutions: Int, bytes: Int) {
        try scratch.withDatabase { db in
            let row = try #require(try db.fetchOne(sql: """
                SELECT count(*), coalesce(sum(solutions), 0), coalesce(sum(byte_size), 0) FROM frame_cache
                """))
            return (try row.value(at: 0), try row.value(at: 1), try row.value(at: 2))
        }
    }

    /// The blob of the cache's one row.
    private func cachedFrames(_ scratch: CatalogScratch) throws -> [UInt8] {
        try scratch.withDatabase { db in
            try #require(try db.fetchOne(sql: "SELECT frames FROM frame_cache").map { row -> [UInt8] in
                guard case .blob(let bytes) = row[0] else { return [] }
                return bytes
            })
        }
    }

    @Test func aDocumentsSizesShareOneRowAndEachIsFoundAlone() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        #expect(try solve(catalog, [320, 390]).map(\.fromCache) == [false, false])
        let first = try rows(scratch)
        #expect(first.rows == 1 && first.solutions == 2)
        // One size of the two: a hit. A new size: a miss, added to the same row.
        #expect(try solve(catalog, [390]).map(\.fromCache) == [true])
        #expect(try solve(catalog, [500, 320]).map(\.fromCache) == [false, true])
        let after = try rows(scratch)
        #expect(after.rows == 1 && after.solutions == 3)
        #expect(try catalog.cacheStatistics().entries == 3)
        #expect(try catalog.cacheStatistics().bytes == after.bytes)
        // Every size now hits, with the solver's own frames.
        let outcomes = try solve(catalog, [500, 390, 320])
        #expect(outcomes.map(\.fromCache) == [true, true, true])
        for (outcome, width) in zip(outcomes, [500.0, 390, 320]) {
            #expect(outcome.solution == (try LayoutEngine.solve(Fixture.grid(), in: SolveEnvironment(width: width, height: 800))))
        }
        // Grid at 400 wide: 0.4 × 400 = 160 per item, two to a row; at 500, 200.
        #expect(outcomes[0].solution.cells[1].x == 200)
    }

    @Test func aDamagedSolutionMissesAloneAndIsReplaced() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try solve(catalog, [320, 390])
        // The second solution's bytes become three bytes that decode to nothing.
        let row = try cachedFrames(scratch)
        let entries = try #require(row.withUnsafeBytes { DocumentFrames.entries(in: $0, of: try scratch.cachedRowKey()) })
        #expect(entries.count == 2)
        let damaged = DocumentFrames.encode([
            .init(key: Array(row[entries[0].key]), frames: Array(row[entries[0].frames])),
            .init(key: Array(row[entries[1].key]), frames: [1, 2, 3]),
        ], for: try scratch.cachedRowKey())
        try scratch.replaceCachedRow(with: damaged)
        let outcomes = try solve(catalog, [320, 390])
        #expect(outcomes.map(\.fromCache) == [true, false])
        #expect(outcomes[1].solution == (try LayoutEngine.solve(Fixture.grid(), in: SolveEnvironment(width: 390, height: 800))))
        #expect(try solve(catalog, [320, 390]).map(\.fromCache) == [true, true])
        let after = try rows(scratch)
        #expect(after.rows == 1 && after.solutions == 2)
        #expect(try catalog.cacheStatistics().bytes == after.bytes)
    }

    /// One size asked (the single-size call) takes its key's newest entry, as a request of
    /// several sizes does: a damaged copy after a sound one is a miss, never an answer from the
    /// older copy; a sound copy after a damaged one is a hit.
    @Test func oneSizeTakesItsKeysNewestEntry() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let environment = SolveEnvironment(width: 390, height: 800)
        let document = Fixture.grid()
        _ = try catalog.solve(document, in: environment)
        let key = try scratch.cachedRowKey()
        let row = try cachedFrames(scratch)
        let entries = try #require(row.withUnsafeBytes { DocumentFrames.entries(in: $0, of: key) })
        let sound = DocumentFrames.StoredEntry(key: Array(row[entries[0].key]), frames: Array(row[entries[0].frames]))
        let damaged = DocumentFrames.StoredEntry(key: sound.key, frames: sound.frames.dropLast() + [sound.frames.last! ^ 0xFF])
        try scratch.replaceCachedRow(with: DocumentFrames.encode([sound, damaged], for: key))
        let missed = try catalog.solve(document, in: environment)
        #expect(!missed.fromCache)
        #expect(missed.solution == (try LayoutEngine.solve(document, in: environment)))
        try scratch.replaceCachedRow(with: DocumentFrames.encode([damaged, sound], for: key))
        let hit = try catalog.solve(document, in: environment)
        #expect(hit.fromCache)
        #expect(hit.solution == missed.solution)
    }

    /// An entry of an older blob format (a catalogue from before LFB5) is sound by its
    /// checksum but can never be read: the next store of its row drops it rather than keep it.
    @Test func entriesOfAnOlderBlobFormatAreNotKept() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try solve(catalog, [320])
        let row = try cachedFrames(scratch)
        let key = try scratch.cachedRowKey()
        let entries = try #require(row.withUnsafeBytes { DocumentFrames.entries(in: $0, of: key) })
        let current = DocumentFrames.StoredEntry(key: Array(row[entries[0].key]), frames: Array(row[entries[0].frames]))
        let old = DocumentFrames.StoredEntry(key: Array(repeating: 7, count: 100), frames: Array("LFB4".utf8) + [0, 1, 2])
        try scratch.replaceCachedRow(with: DocumentFrames.encode([old, current], for: key))
        // 320 still hits; 390 misses and is stored, and the LFB4 entry goes with that store.
        #expect(try solve(catalog, [320, 390]).map(\.fromCache) == [true, false])
        let stored = try cachedFrames(scratch)
        let kept = try #require(stored.withUnsafeBytes { DocumentFrames.entries(in: $0, of: key) })
        #expect(kept.count == 2)
        #expect(kept.allSatisfy { Array(stored[$0.frames].prefix(4)) == FrameBlob.magic })
        #expect(try rows(scratch).solutions == 2)
    }

    @Test func aRowThatDoesNotParseIsAMissAndIsReplaced() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try solve(catalog, [320, 390])
        try scratch.replaceCachedRow(with: Array("LFD3".utf8) + [9, 9, 9])
        #expect(try solve(catalog, [320, 390]).map(\.fromCache) == [false, false])
        #expect(try solve(catalog, [320, 390]).map(\.fromCache) == [true, true])
        #expect(try rows(scratch).solutions == 2)
    }

    /// A blob of the previous layout ("LFD2": the row only in the columns, its entries right
    /// after the magic), sound in every other way, is a miss, and is replaced.
    @Test func aBlobOfThePreviousLayoutIsAMissAndIsReplaced() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try solve(catalog, [320])
        let key = try scratch.cachedRowKey()
        let row = try cachedFrames(scratch)
        let entries = try #require(row.withUnsafeBytes { DocumentFrames.entries(in: $0, of: key) })
        // "LFD3", then the hash's and the version's lengths and bytes: the entries follow.
        let identity = 4 + 8 + key.contentHash.utf8.count + 8 + key.solverVersion.utf8.count
        #expect(entries[0].key.lowerBound == identity + 8 + 8)
        try scratch.replaceCachedRow(with: Array("LFD2".utf8) + row[identity...])
        #expect(try solve(catalog, [320]).map(\.fromCache) == [false])
        #expect(try solve(catalog, [320]).map(\.fromCache) == [true])
    }

    @Test func theSameSizeTwiceInOneRequestIsKeptOnce() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        #expect(try solve(catalog, [390, 390]).map(\.fromCache) == [false, false])
        #expect(try rows(scratch).solutions == 1)
        #expect(try solve(catalog, [390, 390]).map(\.fromCache) == [true, true])
    }

    /// A row keeps its latest `maximumEntries` solutions: a request of 260 sizes keeps the
    /// last 256, and the first 4 are solved again.
    @Test func aRowKeepsItsLatestSolutions() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let widths = (0..<260).map { 300 + Double($0) }
        _ = try solve(catalog, widths)
        #expect(DocumentFrames.maximumEntries == 256)
        #expect(try rows(scratch).solutions == 256)
        let again = try solve(catalog, widths)
        #expect(again.prefix(4).allSatisfy { outcome in !outcome.fromCache })
        #expect(again.dropFirst(4).allSatisfy { outcome in outcome.fromCache })
    }

    @Test func entriesRoundTripAndEveryTruncationIsRefused() throws {
        let entries: [DocumentFrames.StoredEntry] = [.init(key: [1, 2], frames: [3, 4, 5]), .init(key: [6], frames: [])]
        let row = FrameCacheKey(contentHash: String(repeating: "a", count: 64), solverVersion: "1")
        let blob = DocumentFrames.encode(entries, for: row)
        // "LFD3", the hash (8 + 64) and the version (8 + 1), the count, then per entry
        // 8 + key + checksum 8 + 8 + frames.
        #expect(blob.count == 4 + (8 + 64) + (8 + 1) + 8 + (8 + 2 + 8 + 8 + 3) + (8 + 1 + 8 + 8 + 0))
        #expect(Array(blob[4..<12]) == [64, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(blob[12..<76]) == Array(row.contentHash.utf8))
        #expect(Array(blob[76..<85]) == [1, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "1")])
        let parsed = try #require(blob.withUnsafeBytes { DocumentFrames.entries(in: $0, of: row) })
        #expect(parsed.map { Array(blob[$0.key]) } == [[1, 2], [6]])
        #expect(parsed.map { Array(blob[$0.frames]) } == [[3, 4, 5], []])
        let frames: [[UInt8]] = [[3, 4, 5], []]
        #expect(parsed.map(\.checksum) == frames.map { $0.withUnsafeBytes { DocumentFrames.checksum($0, seed: row.checksumSeed) } })
        for length in 0..<blob.count {
            #expect(Array(blob.prefix(length)).withUnsafeBytes { DocumentFrames.entries(in: $0, of: row) } == nil, "\(length)")
        }
        #expect((blob + [0]).withUnsafeBytes { DocumentFrames.entries(in: $0, of: row) } == nil)
        // A count or a length no blob could hold is refused before anything is allocated for it.
        for offset in [4, 76, 85] {
            var huge = blob
            withUnsafeBytes(of: Int64.max.littleEndian) { huge.replaceSubrange(offset..<offset + 8, with: $0) }
            #expect(huge.withUnsafeBytes { DocumentFrames.entries(in: $0, of: row) } == nil, "\(offset)")
        }
    }

    /// A blob holds only for the row it was written for: read for a row whose content hash or
    /// solver version differs by one character, by being a prefix or by being longer, even with
    /// checksums seeded for the reading row (so that the comparison alone is tested), it is no
    /// entries at all.
    @Test func aBlobWrittenForAnotherRowIsNoEntries() throws {
        let hash = String(repeating: "0123456789abcdef", count: 4)
        let reading = FrameCacheKey(contentHash: hash, solverVersion: "7")
        let entries: [DocumentFrames.StoredEntry] = [.init(key: [1, 2], frames: [3, 4, 5])]
        let own = DocumentFrames.encode(entries, for: reading)
        #expect(own.withUnsafeBytes { DocumentFrames.entries(in: $0, of: reading) }?.count == 1)
        let identity = 4 + 8 + 64 + 8 + 1
        let others = [
            (String(hash.dropLast()) + "e", "7"), (String(hash.dropLast()), "7"), (hash + "0", "7"),
            (hash, "8"), (hash, "7 "), (hash, ""), (hash.uppercased(), "7"),
        ]
        for (otherHash, otherVersion) in others {
            var blob = Array("LFD3".utf8)
            for text in [otherHash, otherVersion] {
                withUnsafeBytes(of: Int64(text.utf8.count).littleEndian) { blob += $0 }
                blob += Array(text.utf8)
            }
            blob += own[identity...]  // the entries, their checksums seeded for `reading`
            #expect(blob.withUnsafeBytes { DocumentFrames.entries(in: $0, of: reading) } == nil,
                    "\(otherHash) \(otherVersion)")
        }
    }

    /// Every input of the environment moves the key; equal environments give equal keys.
    @Test func everyPartOfTheEnvironmentMovesTheKey() throws {
        let base = SolveEnvironment(width: 390, height: 844)
        func key(_ change: (inout SolveEnvironment) -> Void) -> [UInt8] {
            var environment = base
            change(&environment)
            return SolutionKey(environment: environment).bytes
        }
        let changes: [(inout SolveEnvironment) -> Void] = [
            { $0.width = 391 }, { $0.height = 845 }, { $0.scale = 3 }, { $0.sizeClass = .regular },
            { $0.safeArea.top = 1 }, { $0.safeArea.leading = 1 }, { $0.safeArea.bottom = 1 }, { $0.safeArea.trailing = 1 },
            { $0.layoutMargin = 16 }, { $0.layoutDirection = .rightToLeft }, { $0.contentOffset = 1 },
            { $0.orthogonalOffsets = ["a": 1] }, { $0.defaultItemCount = 5 }, { $0.itemCounts = ["a": 5] },
            { $0.itemCounts = ["a": 6] }, { $0.itemCounts = ["b": 5] },
        ]
        var keys = Set([key { _ in }])
        for change in changes { keys.insert(key(change)) }
        #expect(keys.count == changes.count + 1)
        #expect(key { _ in } == key { _ in })
        // Names carry their length: ("ab" at 1) and ("a" at …) can never write the same bytes.
        #expect(key { $0.orthogonalOffsets = ["ab": 1] } != key { $0.orthogonalOffsets = ["a": 1] })
        // Counts are keyed by name, whatever order the dictionary keeps them in.
        #expect(key { $0.itemCounts = ["a": 1, "b": 2] } == key { $0.itemCounts = ["b": 2, "a": 1] })
    }

    @Test func changingAnyByteOfTheFramesChangesTheChecksum() {
        let frames = (0..<37).map { UInt8($0 * 7 % 256) }
        func checksum(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { DocumentFrames.checksum($0, seed: 42) } }
        let original = checksum(frames)
        for index in frames.indices {
            for flip in [UInt8(1), 0x80, 0xFF] {
                var changed = frames
                changed[index] ^= flip
                #expect(checksum(changed) != original, "byte \(index) ^ \(flip)")
            }
        }
        // A trailing zero byte is another length, so another checksum.
        #expect(checksum(frames + [0]) != original)
        // So is another seed: the same frames checked for another row.
        #expect(frames.withUnsafeBytes { DocumentFrames.checksum($0, seed: 43) } != original)
    }

    /// The seed is the row's whole key: another content hash, or another solver, gives another.
    @Test func everyPartOfTheRowKeyMovesTheSeed() {
        let hash = String(repeating: "0123456789abcdef", count: 4)
        let row = FrameCacheKey(contentHash: hash, solverVersion: "7")
        var seeds: Set<UInt64> = [row.checksumSeed]
        // The last hex digit, past the 44 bits the row id takes from it.
        seeds.insert(FrameCacheKey(contentHash: String(hash.dropLast()) + "e", solverVersion: "7").checksumSeed)
        seeds.insert(FrameCacheKey(contentHash: hash, solverVersion: "8").checksumSeed)
        seeds.insert(FrameCacheKey(contentHash: String(hash.dropLast()), solverVersion: "f7").checksumSeed)
        #expect(seeds.count == 4)
        #expect(FrameCacheKey(contentHash: hash, solverVersion: "7").checksumSeed == row.checksumSeed)
        // Worked apart from the code (FNV-1a in Python): the row id is the hash's first 11 hex
        // digits, 0x0123456789a, above the 20-bit fold of FNV-1a("7"); the seed is FNV-1a of the
        // hash, a 0 byte and "7". Stored row ids must not move between releases.
        #expect(row.rowID == 81_985_529_216_384_086)
        #expect(row.checksumSeed == 7_155_893_837_877_568_408)
        // Upper-case digits read as lower-case ones in the id (0xfedcba98765 above the fold of
        // FNV-1a("7")), but not in the seed, which hashes the bytes as they are.
        let upper = FrameCacheKey(contentHash: String(repeating: "FEDCBA9876543210", count: 4), solverVersion: "7")
        #expect(upper.rowID == Int64(bitPattern: UInt64(0xFEDC_BA98_765) << 20 | UInt64(row.rowID) & 0xF_FFFF))
        #expect(upper.checksumSeed == 0xCD05_0768_361E_B438)
    }

    /// A solution whose bytes changed behind the cache's back, checksum left as it was, is a
    /// miss in a single solve and in a batch alike (which, when all its sizes hit, does not
    /// decode the document), and is replaced.
    @Test func aSolutionThatDoesNotMatchItsChecksumIsAMissEverywhere() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        let batch = request([390])
        func batchHits() throws -> [Bool] {
            var hits: [Bool] = []
            try catalog.solveAll(batch) { hits += try $0.outcomes.get().map(\.fromCache) }
            return hits
        }
        #expect(try batchHits() == [false])
        #expect(try batchHits() == [true])
        func damage() throws {
            // The last byte of the row is the solution's last: flip it, leaving the checksum.
            try scratch.withDatabase { db in
                let row = try #require(try db.fetchOne(sql: "SELECT frames FROM frame_cache"))
                guard case .blob(var bytes) = row[0] else { return }
                bytes[bytes.count - 1] ^= 0x01
                try db.execute(sql: "UPDATE frame_cache SET frames = ?", arguments: [DatabaseValue.blob(bytes)])
            }
        }
        try damage()
        #expect(try batchHits() == [false])
        #expect(try batchHits() == [true])
        try damage()
        let revision = try catalog.revision(RevisionReference(name: "grid"))
        let outcome = try catalog.solve(revision, in: SolveEnvironment(width: 390, height: 800))
        #expect(!outcome.fromCache)
        #expect(outcome.solution == (try LayoutEngine.solve(Fixture.grid(), in: SolveEnvironment(width: 390, height: 800))))
        #expect(try catalog.solve(revision, in: SolveEnvironment(width: 390, height: 800)).fromCache)
        // Two misses, three hits (the batch's second and fourth run, the last solve), each counted once.
        let stats = try catalog.cacheStatistics()
        #expect(stats.hits == 3 && stats.misses == 3)
    }

    /// A batch whose request names a section (here a count) takes the path that decodes each
    /// document: a layout without that section keeps its own count, and the cache still serves.
    @Test func aBatchThatNamesASectionStillHits() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        _ = try catalog.save(Fixture.document(Fixture.rowSection("other")), as: "other")
        var environment = SolveEnvironment(width: 400, height: 800)
        environment.itemCounts = ["grid": 6]
        let request = SolveRequest(containers: [SolveContainer(environment: environment, device: nil, orientation: .portrait)])
        func run() throws -> [String: (cells: Int, hit: Bool)] {
            var results: [String: (cells: Int, hit: Bool)] = [:]
            try catalog.solveAll(request) { result in
                let outcome = try result.outcomes.get()[0]
                results[result.layout] = (outcome.solution.cells.count, outcome.fromCache)
            }
            return results
        }
        let first = try run()
        #expect(first["grid"]?.cells == 6 && first["other"]?.cells == 4)  // 6 asked; the fixture's own 4
        #expect(first.values.allSatisfy { !$0.hit })
        let second = try run()
        #expect(second["grid"]?.cells == 6 && second["other"]?.cells == 4)
        #expect(second.values.allSatisfy { $0.hit })
    }
}
