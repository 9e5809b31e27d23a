import LayoutCatalog
import LayoutEngine
import Testing

@Suite struct CatalogSeedTests {
    @Test func newCatalogueIsSeeded() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: true)
        #expect(catalog.wasCreated)
        let layouts = try catalog.layouts()
        #expect(layouts.count >= 12)
        #expect(layouts.map(\.name) == (try SeedCatalogue.layouts()).map(\.name).sorted())
        // Every seed layout has exactly one revision, with the seed message.
        #expect(layouts.allSatisfy { $0.latestRevision == 1 && $0.revisionCount == 1 })
        #expect(layouts.allSatisfy { $0.lastMessage == "Seed: \($0.name)" })
        #expect(layouts.allSatisfy { ($0.cellCount ?? 0) > 0 && $0.sectionCount > 0 })

        let devices = try catalog.devices()
        #expect(devices.count == 13)
        #expect(Set(devices.map(\.id)).count == 13)
        // Narrowest first; the iPhone SE (320 pt) leads, the 12.9-inch iPad Pro (1024 pt) ends.
        #expect(devices.map(\.width) == devices.map(\.width).sorted())
        #expect(devices.first?.width == 320)
        #expect(devices.last?.width == 1024)
        #expect(devices.filter { $0.width >= 600 }.allSatisfy { $0.portrait.horizontalSizeClass == .regular })
        #expect(devices.filter { $0.width < 600 }.allSatisfy { $0.portrait.horizontalSizeClass == .compact })
        // Landscape swaps the sizes; Plus and Max iPhones turn regular, the others stay compact.
        #expect(devices.allSatisfy { $0.landscape.width == $0.height && $0.landscape.height == $0.width })
        let landscapeRegular = devices.filter { $0.width < 600 && $0.landscape.horizontalSizeClass == .regular }
        #expect(landscapeRegular.map(\.id) == ["iphone-14-plus", "iphone-16-plus", "iphone-16-pro-max"])
        // Every notched iPhone has a bottom safe area of 34 in portrait and side insets in landscape.
        let iphone14 = try #require(devices.first { $0.id == "iphone-14" })
        #expect(iphone14.portrait.safeArea == DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(iphone14.landscape.safeArea == DirectionalInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        // Layout margins (semantics §19 L2): 16 on 320- and 375-point iPhones, 20 from 390.
        #expect(iphone14.layoutMargin == 20)
        #expect(devices.filter { $0.width < 390 }.allSatisfy { $0.layoutMargin == 16 })
        #expect(devices.filter { $0.width >= 390 }.allSatisfy { $0.layoutMargin == 20 })
        // The catalogue holds what the seed file says.
        #expect(devices.sorted { $0.id < $1.id } == (try SeedCatalogue.devices()).sorted { $0.id < $1.id })
    }

    @Test func seedingAgainCreatesNoRevisions() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: true)
        let before = try scratch.rowCounts()
        let report = try catalog.seed()
        #expect(report.created.isEmpty)
        #expect(report.unchanged.count == before["layouts"])
        #expect(report.devices == 13)
        #expect(try scratch.rowCounts() == before)
        #expect(try catalog.devices().count == 13)
    }

    /// Issue 11, item 1: seeding once added the example as a new revision on top of the
    /// user's edit. It now leaves an edited layout, and its history, as they are.
    @Test func seedingNeverRevisesAnEditedLayout() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: true)
        let edit = try catalog.save(Fixture.grid(), as: "list", message: "my own list")
        let report = try catalog.seed()
        #expect(report.created.isEmpty)
        #expect(report.kept == ["list"])
        #expect(report.unchanged.count == (try SeedCatalogue.layouts()).count - 1)
        let log = try catalog.log(of: "list")
        #expect(log.map(\.number) == [2, 1])
        #expect(log[0].contentHash == edit.info.contentHash)
        #expect(log[0].message == "my own list")
    }

    /// A layout the user made under an example's name, before any seeding, is theirs too.
    @Test func seedingNeverRevisesALayoutTheUserNamedLikeAnExample() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "photo-grid", message: "ours")
        let before = try scratch.rowCounts()
        let report = try catalog.seed()
        #expect(report.kept == ["photo-grid"])
        #expect(!report.created.contains("photo-grid"))
        #expect(try catalog.log(of: "photo-grid").map(\.message) == ["ours"])
        #expect(try scratch.rowCounts()["revisions"] == (before["revisions"] ?? 0) + report.created.count)
    }

    @Test func wasCreatedOnlyOnTheFirstOpen() throws {
        let scratch = try CatalogScratch()
        let layoutCount: Int
        do {
            let first = try scratch.open(seed: true)
            #expect(first.wasCreated)
            layoutCount = try first.layouts().count
        }
        let second = try scratch.open(seed: true)
        #expect(!second.wasCreated)
        #expect(try second.layouts().count == layoutCount)
        #expect(try scratch.rowCounts()["revisions"] == layoutCount)
    }

    /// Issue 11, item 2: a new catalogue has no example layouts unless asked; the device
    /// presets, which `--device` needs and no user layout can collide with, are always there.
    @Test func unseededCatalogueHasNoLayouts() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: false)
        #expect(catalog.wasCreated)
        #expect(try catalog.layouts().isEmpty)
        #expect(try catalog.devices().count == (try SeedCatalogue.devices()).count)
    }

    @Test(arguments: [320.0, 390.0, 768.0])
    func everySeedLayoutSolves(width: Double) throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: true)
        for summary in try catalog.layouts() {
            let revision = try catalog.revision(RevisionReference(name: summary.name))
            // token-cards names the seed's `default` tokens; a request names its set.
            var environment = SolveEnvironment(width: width, height: 844)
            environment.tokens = try catalog.defaultTokens()
            let outcome = try catalog.solve(revision, in: environment)
            #expect(outcome.solution.cells.count == summary.cellCount, "\(summary.name) at \(width)")
            #expect(outcome.solution.contentSize.width == width, "\(summary.name) at \(width)")
            #expect(outcome.solution.contentSize.height > 0, "\(summary.name) at \(width)")
            #expect(outcome.solution.cells.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width >= 0 },
                    "\(summary.name) at \(width)")
        }
    }

    /// A batch reads a layout's design tokens once for every container of the request; its
    /// frames are the ones each container's own solve gives, bit for bit, at each width.
    @Test func aBatchReadsTokensOnceWithTheSameFrames() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: true)
        let tokens = try catalog.defaultTokens()
        let environments = [320.0, 390.0, 768.0].map { width in
            var environment = SolveEnvironment(width: width, height: 844)
            environment.tokens = tokens
            return environment
        }
        let request = SolveRequest(containers: environments.map { SolveContainer(environment: $0, device: nil, orientation: .portrait) })
        var checked = 0
        try catalog.solveAll(request, useCache: false) { result in
            guard result.label.hasPrefix("token-cards") else { return }
            let revision = try catalog.revision(RevisionReference(name: "token-cards"))
            #expect(revision.document.namesTokens)
            for (environment, outcome) in zip(environments, try result.outcomes.get()) {
                let alone = try LayoutEngine.solve(revision.document, in: environment)
                #expect(outcome.solution.cells.storage.map(\.bitPattern) == alone.cells.storage.map(\.bitPattern))
                #expect(outcome.solution.contentSize == alone.contentSize)
                checked += 1
            }
        }
        #expect(checked == 3)
    }
}
