import Dispatch
import Foundation
import LayoutCatalog
import LayoutEngine
import Testing

/// Writers on separate threads, each with its own `Catalog` (its own connection) on one
/// file, as two `layouts` processes would be.
@Suite struct CatalogConcurrencyTests {
    /// Runs `body(thread)` on `threads` threads at once, each on its own OS thread, and
    /// returns their results in thread order.
    private func onThreads<T: Sendable>(_ threads: Int, _ body: @Sendable @escaping (Int) -> T) -> [T] {
        let results = Locked<[Int: T]>([:])
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for index in 0..<threads {
            group.enter()
            let thread = Thread {
                start.wait()  // release every thread together, so the writes really overlap
                let result = body(index)
                results.withLock { $0[index] = result }
                group.leave()
            }
            thread.start()
        }
        for _ in 0..<threads { start.signal() }
        group.wait()
        return results.withLock { stored in (0..<threads).map { stored[$0]! } }
    }

    @Test func concurrentSavesGetDistinctGapFreeNumbers() throws {
        let scratch = try CatalogScratch()
        _ = try scratch.open()  // created beforehand: this test is about saves, not first opens
        let path = scratch.path
        let perThread = 50
        // Every document differs (item counts 1…100), so no save is `.unchanged`.
        let outcomes = onThreads(2) { thread -> Result<[Int], CatalogError> in
            do {
                let catalog = try Catalog(path: path)
                var numbers: [Int] = []
                for i in 0..<perThread {
                    let document = Fixture.grid(itemCount: 1 + thread * perThread + i)
                    numbers.append(try catalog.save(document, as: "shared", message: "thread \(thread)").info.number)
                }
                return .success(numbers)
            } catch let error as CatalogError {
                return .failure(error)
            } catch {
                return .failure(.invalidName(name: "", problem: "unexpected \(error)"))
            }
        }
        var all: [Int] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let numbers):
                // Each thread's own revisions come out in increasing order.
                #expect(numbers == numbers.sorted())
                all += numbers
            case .failure(let error):
                Issue.record("a save failed: \(error)")
            }
        }
        #expect(all.sorted() == Array(1...(2 * perThread)))

        let catalog = try scratch.open()
        let log = try catalog.log(of: "shared")
        #expect(log.map(\.number) == Array((1...(2 * perThread)).reversed()))
        // Each revision's parent is the one before it: no fork, no gap.
        #expect(log.allSatisfy { $0.parent == ($0.number == 1 ? nil : $0.number - 1) })
        #expect(Set(log.map(\.contentHash)).count == 2 * perThread)
        #expect(log.filter { $0.message == "thread 0" }.count == perThread)
    }

    @Test func concurrentSavesOfOneBaseRevisionLetOneWin() throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open()
            _ = try catalog.save(Fixture.grid(itemCount: 1), as: "shared")
        }
        let path = scratch.path
        // Round after round, both threads save a different edit based on the same latest
        // revision: exactly one succeeds, the other gets a conflict naming the new latest.
        let rounds = 20
        let attempts = Locked(0)
        let outcomes = onThreads(2) { thread -> [String] in
            var log: [String] = []
            do {
                let catalog = try Catalog(path: path)
                for round in 0..<rounds {
                    let base = 1 + round
                    do {
                        let document = Fixture.grid(itemCount: 100 + 2 * round + thread)
                        let saved = try catalog.save(document, as: "shared", expectedRevision: base)
                        log.append("saved \(saved.info.number)")
                    } catch CatalogError.conflict(_, let expected, let actual) {
                        log.append("conflict \(expected) \(actual)")
                    }
                    // Both wait for the other's attempt before the next round: the winner's
                    // revision is then the next base for both. (Bounded, in case the other failed.)
                    attempts.withLock { $0 += 1 }
                    let deadline = Date().addingTimeInterval(30)
                    while attempts.withLock({ $0 }) < 2 * (round + 1), Date() < deadline {
                        Thread.sleep(forTimeInterval: 0.0005)
                    }
                }
            } catch {
                log.append("error \(error)")
            }
            return log
        }
        for round in 0..<rounds {
            let results = outcomes.map { $0[round] }.sorted()
            #expect(results == ["conflict \(1 + round) \(2 + round)", "saved \(2 + round)"], "round \(round)")
        }
        let catalog = try scratch.open()
        #expect(try catalog.log(of: "shared").count == rounds + 1)
    }

    @Test func concurrentFirstOpensCreateTheCatalogueOnce() throws {
        // Several processes starting on a machine with no catalogue yet: one creates and
        // seeds it, the others wait and open it; nobody sees a half-made schema.
        for _ in 0..<5 {
            let scratch = try CatalogScratch()
            let path = scratch.path
            let outcomes = onThreads(4) { _ -> String in
                do {
                    let catalog = try Catalog(path: path, mode: .createIfMissing, examples: true)
                    return catalog.wasCreated ? "created" : "opened"
                } catch {
                    return "error \(error)"
                }
            }
            #expect(outcomes.sorted() == ["created", "opened", "opened", "opened"])
        }
    }

    @Test func cacheFillsFromTwoThreadsAgree() throws {
        let scratch = try CatalogScratch()
        _ = try scratch.open()
        let path = scratch.path
        let outcomes = onThreads(2) { _ -> [Solution] in
            guard let catalog = try? Catalog(path: path) else { return [] }
            return (1...20).compactMap { count in
                try? catalog.solve(Fixture.grid(itemCount: count), in: SolveEnvironment(width: 390, height: 844)).solution
            }
        }
        #expect(outcomes[0].count == 20)
        #expect(outcomes[0] == outcomes[1])
        let catalog = try scratch.open()
        let stats = try catalog.cacheStatistics()
        #expect(stats.entries == 20)
        #expect(stats.hits + stats.misses == 40)
    }
}
