import LayoutCatalog
import LayoutEngine
import Testing
import TestSupport

@Suite struct CatalogDiffTests {
    /// Saves `old` then `new` as revisions 1 and 2 of "grid" and diffs them through the
    /// catalogue's cached solve, as `layouts diff grid@1 grid@2` does.
    private func diff(_ old: LayoutDocument, _ new: LayoutDocument, widths: [Double] = [],
                      tolerance: Double = 0.001) throws -> LayoutDiff {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(old, as: "grid")
        _ = try catalog.save(new, as: "grid")
        let a = try catalog.revision(RevisionReference(parsing: "grid@1"))
        let b = try catalog.revision(RevisionReference(parsing: "grid@2"))
        return try LayoutDiff(old: a.document, oldLabel: "grid@1", new: b.document, newLabel: "grid@2",
                              environments: widths.map { SolveEnvironment(width: $0, height: 800) },
                              tolerance: tolerance) { side, environment in
            try catalog.solve(side == .old ? a : b, in: environment).solution
        }
    }

    @Test func changedDimensionIsReportedAtItsPath() throws {
        let diff = try diff(Fixture.grid(itemWidth: 0.4), Fixture.grid(itemWidth: 0.5))
        #expect(diff.structural.count == 1)
        let change = try #require(diff.structural.first)
        #expect(change.kind == .changed)
        #expect(change.path == "sections[grid].group.subitems[0].size.width")
        #expect(change.old == ["fractionalWidth": 0.4])
        #expect(change.new == ["fractionalWidth": 0.5])
        #expect(!diff.isEmpty)
        var expected = DiffSummary()
        expected.propertiesChanged = 1
        expected.sectionsChanged = 1
        #expect(diff.summary == expected)
    }

    /// Keys left out of the canonical form read as changes from their default, new keys of the
    /// format included: the diff compares complete trees, whose defaults the engine writes.
    @Test func keysAtTheirDefaultReadAsChangesNotAdditions() throws {
        var new = Fixture.grid()
        new.configuration.contentInsetsReference = .layoutMargins
        new.sections[0].contentInsetsReference = .none
        new.sections[0].orthogonalScrollingProperties.bounce = .never
        let changes = try diff(Fixture.grid(), new).structural
        #expect(changes.map(\.kind) == [.changed, .changed, .changed])
        #expect(changes.map(\.path) == ["configuration.contentInsetsReference", "sections[grid].contentInsetsReference",
                                        "sections[grid].orthogonalScrollingProperties.bounce"])
        #expect(changes.map(\.old) == [.string("safeArea"), .string("automatic"), .string("automatic")])
        #expect(changes.map(\.new) == [.string("layoutMargins"), .string("none"), .string("never")])
    }

    @Test func dimensionKindChangeIsOneChange() throws {
        var new = Fixture.grid()
        new.sections[0].group = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            kind: .group(LayoutGroup(axis: .horizontal, subitems: [Fixture.item(.absolute(120))])))
        let diff = try diff(Fixture.grid(itemWidth: 0.4), new)
        #expect(diff.structural.map(\.path) == ["sections[grid].group.subitems[0].size.width"])
        #expect(diff.structural.first?.old == ["fractionalWidth": 0.4])
        #expect(diff.structural.first?.new == ["absolute": 120])
    }

    @Test func addedSection() throws {
        let hero = Fixture.rowSection("hero", itemWidth: 1, itemCount: 1)
        let old = Fixture.document(Fixture.rowSection("grid"))
        let new = Fixture.document(hero, Fixture.rowSection("grid"))
        let diff = try diff(old, new)
        #expect(diff.structural.count == 1)
        let change = try #require(diff.structural.first)
        #expect(change.kind == .added)
        #expect(change.path == "sections[hero]")
        #expect(change.toIndex == 0)
        #expect(change.new == hero.jsonValue)
        #expect(diff.summary.sectionsAdded == 1)
        // "grid" shifted from index 0 to 1 only because of the insertion: not a move.
        #expect(diff.summary.sectionsMoved == 0)
    }

    @Test func removedSection() throws {
        let old = Fixture.document(Fixture.rowSection("a"), Fixture.rowSection("b"), Fixture.rowSection("c"))
        let new = Fixture.document(Fixture.rowSection("a"), Fixture.rowSection("c"))
        let diff = try diff(old, new)
        #expect(diff.structural.map(\.kind) == [.removed])
        #expect(diff.structural.first?.path == "sections[b]")
        #expect(diff.structural.first?.fromIndex == 1)
        #expect(diff.structural.first?.old == Fixture.rowSection("b").jsonValue)
        var expected = DiffSummary()
        expected.sectionsRemoved = 1
        #expect(diff.summary == expected)
    }

    @Test func reorderReadsAsAMove() throws {
        // [a, b, c] → [c, a, b]: a and b keep their relative order; only c moved, 2 → 0.
        let old = Fixture.document(Fixture.rowSection("a"), Fixture.rowSection("b"), Fixture.rowSection("c"))
        let new = Fixture.document(Fixture.rowSection("c"), Fixture.rowSection("a"), Fixture.rowSection("b"))
        let diff = try diff(old, new)
        #expect(diff.structural.count == 1)
        let change = try #require(diff.structural.first)
        #expect(change.kind == .moved)
        #expect(change.path == "sections[c]")
        #expect(change.fromIndex == 2)
        #expect(change.toIndex == 0)
        var expected = DiffSummary()
        expected.sectionsMoved = 1
        #expect(diff.summary == expected)
    }

    @Test func movedAndEditedSectionReportsBoth() throws {
        let old = Fixture.document(Fixture.rowSection("a"), Fixture.rowSection("b", itemWidth: 0.4))
        let new = Fixture.document(Fixture.rowSection("b", itemWidth: 0.25), Fixture.rowSection("a"))
        let diff = try diff(old, new)
        // [a, b] → [b, a]: one of the two moved (the longest kept run has length 1; b's is found).
        #expect(diff.structural.filter { $0.kind == .moved }.count == 1)
        let edit = try #require(diff.structural.first { $0.kind == .changed })
        #expect(edit.path == "sections[b].group.subitems[0].size.width")
        #expect(edit.old == ["fractionalWidth": 0.4])
        #expect(edit.new == ["fractionalWidth": 0.25])
        #expect(diff.summary.sectionsMoved == 1)
        #expect(diff.summary.sectionsChanged == 1)
        #expect(diff.summary.propertiesChanged == 1)
    }

    @Test func identicalRevisionsHaveAnEmptyDiff() throws {
        // Save, change, change back: @1 and @3 are identical content.
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        let a = try catalog.revision(RevisionReference(parsing: "grid@1"))
        let c = try catalog.revision(RevisionReference(parsing: "grid@3"))
        let diff = try LayoutDiff(old: a.document, oldLabel: "grid@1", new: c.document, newLabel: "grid@3",
                                  environments: [SolveEnvironment(width: 320, height: 568),
                                                 SolveEnvironment(width: 768, height: 1024)]) { side, environment in
            try catalog.solve(side == .old ? a : c, in: environment).solution
        }
        #expect(diff.structural.isEmpty)
        #expect(diff.frames.count == 2)
        #expect(diff.frames.allSatisfy { $0.isEmpty })
        #expect(diff.isEmpty)
        #expect(diff.summary == DiffSummary())
    }

    /// Defaults left out of the canonical form diff against their value: zero insets that
    /// become 8 on one edge report that edge alone, and a first background is an added element.
    @Test func absentKeysCompareWithTheirDefaults() throws {
        var edited = Fixture.rowSection("a")
        edited.contentInsets = DirectionalInsets(top: 8)
        edited.decorationItems = [DecorationItem(elementKind: "background")]
        let diff = try diff(Fixture.document(Fixture.rowSection("a")), Fixture.document(edited))
        #expect(diff.structural.map(\.path) == ["sections[a].contentInsets.top", "sections[a].decorationItems[0]"])
        #expect(diff.structural.map(\.kind) == [.changed, .added])
        #expect(diff.structural[0].old == .number(0))
        #expect(diff.structural[0].new == .number(8))
    }

    @Test func configurationChanges() throws {
        let old = Fixture.document(Fixture.rowSection("a"), Fixture.rowSection("b"),
                                   configuration: LayoutConfiguration(interSectionSpacing: 8))
        let new = Fixture.document(Fixture.rowSection("a"), Fixture.rowSection("b"),
                                   configuration: LayoutConfiguration(scrollDirection: .horizontal,
                                                                      interSectionSpacing: 12))
        let diff = try diff(old, new)
        // Keys are compared in sorted order. The default scroll direction is not written in
        // the canonical form; the diff compares it with its default, so it reads as a change.
        #expect(diff.structural.map(\.path) == ["configuration.interSectionSpacing", "configuration.scrollDirection"])
        #expect(diff.structural.map(\.kind) == [.changed, .changed])
        #expect(diff.structural[0].old == .number(8))
        #expect(diff.structural[0].new == .number(12))
        #expect(diff.structural[1].old == .string("vertical"))
        #expect(diff.structural[1].new == .string("horizontal"))
        var expected = DiffSummary()
        expected.propertiesChanged = 2
        #expect(diff.summary == expected)
    }

    @Test func resizedItemsAtAWidth() throws {
        // At W = 400 a row holds two items either way (0.4: 160 + 160 = 320 ≤ 400 < 480;
        // 0.5: 200 + 200 = 400 ≤ 400 exactly). Rows are 100 tall; 4 items make 2 rows.
        //   0.4: item 0 (0,0,160,100)   item 1 (160,0,160,100)   item 2 (0,100,160,100)   item 3 (160,100,160,100)
        //   0.5: item 0 (0,0,200,100)   item 1 (200,0,200,100)   item 2 (0,100,200,100)   item 3 (200,100,200,100)
        // Every item grows by 40 in width; items 1 and 3 also move right by 40.
        let diff = try diff(Fixture.grid(itemWidth: 0.4), Fixture.grid(itemWidth: 0.5), widths: [400])
        let frames = try #require(diff.frames.first)
        #expect(frames.container == Size(width: 400, height: 800))
        #expect(frames.changes.count == 4)
        #expect(frames.resizedCount == 4)
        #expect(frames.movedCount == 2)
        #expect(frames.addedCount == 0)
        #expect(frames.removedCount == 0)
        #expect(frames.changes.map(\.item) == [0, 1, 2, 3])
        #expect(frames.changes.allSatisfy { $0.section == "grid" && $0.category == .cell })
        let one = frames.changes[1]
        #expect(one.old == Rect(x: 160, y: 0, width: 160, height: 100))
        #expect(one.new == Rect(x: 200, y: 0, width: 200, height: 100))
        let three = frames.changes[3]
        #expect(three.old == Rect(x: 160, y: 100, width: 160, height: 100))
        #expect(three.new == Rect(x: 200, y: 100, width: 200, height: 100))
        #expect(frames.changes.map(\.moved) == [false, true, false, true])
        // Same two rows: the content size (400 × 200) did not change.
        #expect(frames.oldContentSize == Size(width: 400, height: 200))
        #expect(frames.newContentSize == Size(width: 400, height: 200))
        #expect(diff.summary.framesChanged == 4)
    }

    @Test func fewerPerRowMovesItemsDownAndGrowsTheContent() throws {
        // At W = 400: 0.4 fits two per row; 0.6 fits one (240 ≤ 400 < 480). 3 items:
        //   0.4: rows of 2 → item 2 at (0,100,160,100); content 400 × 200 (2 rows)
        //   0.6: one per row → item 1 at (0,100,240,100), item 2 at (0,200,240,100); content 400 × 300
        let diff = try diff(Fixture.grid(itemWidth: 0.4, itemCount: 3), Fixture.grid(itemWidth: 0.6, itemCount: 3),
                            widths: [400])
        let frames = try #require(diff.frames.first)
        #expect(frames.changes.count == 3)
        #expect(frames.resizedCount == 3)
        #expect(frames.movedCount == 2)  // items 1 (160,0 → 0,100) and 2 (0,100 → 0,200)
        #expect(frames.changes[1].new == Rect(x: 0, y: 100, width: 240, height: 100))
        #expect(frames.changes[2].old == Rect(x: 0, y: 100, width: 160, height: 100))
        #expect(frames.changes[2].new == Rect(x: 0, y: 200, width: 240, height: 100))
        #expect(frames.oldContentSize == Size(width: 400, height: 200))
        #expect(frames.newContentSize == Size(width: 400, height: 300))
        #expect(!frames.isEmpty)
    }

    /// Cells are listed section by section, the old side's sections first, then the sections
    /// only the new side has. Old: grid (4 items). New: hero (1 item), then grid with 3.
    /// At W = 400 rows are 100 tall: grid loses item 3 (160, 100, 160, 100); hero's one item
    /// 0.4 wide is (0, 0, 160, 100) in its own section, which then shifts grid down by 100.
    @Test func cellChangesComeSectionBySectionRemovedSectionsFirst() throws {
        let old = Fixture.document(Fixture.rowSection("grid", itemCount: 4))
        let new = Fixture.document(Fixture.rowSection("hero", itemCount: 1), Fixture.rowSection("grid", itemCount: 3))
        let frames = try #require(try diff(old, new, widths: [400]).frames.first)
        #expect(frames.changes.map(\.section) == ["grid", "grid", "grid", "grid", "hero"])
        #expect(frames.changes.map(\.item) == [0, 1, 2, 3, 0])
        #expect(frames.changes[0].new == Rect(x: 0, y: 100, width: 160, height: 100))
        #expect(frames.changes[3].isRemoved && frames.changes[3].old == Rect(x: 160, y: 100, width: 160, height: 100))
        #expect(frames.changes[4].isAdded && frames.changes[4].new == Rect(x: 0, y: 0, width: 160, height: 100))
        // Two diffs of the same revisions are equal and hash alike, however their changes are kept.
        let again = try #require(try diff(old, new, widths: [400]).frames.first)
        #expect(again == frames)
        #expect(Set([again, frames]).count == 1)
    }

    @Test func addedItemsAreAddedFrames() throws {
        // 4 → 5 items of 0.4 at W = 400: item 4 opens a third row at (0, 200, 160, 100).
        let diff = try diff(Fixture.grid(itemCount: 4), Fixture.grid(itemCount: 5), widths: [400])
        let frames = try #require(diff.frames.first)
        #expect(frames.changes.count == 1)
        #expect(frames.addedCount == 1)
        #expect(frames.changes.first?.isAdded == true)
        #expect(frames.changes.first?.new == Rect(x: 0, y: 200, width: 160, height: 100))
        #expect(frames.movedCount == 0)
        #expect(frames.newContentSize == Size(width: 400, height: 300))
        #expect(diff.structural.map(\.path) == ["sections[grid].itemCount"])
    }

    @Test func toleranceIsRespected() throws {
        // 0.4 → 0.4001 at W = 400: widths 160 → 160.04; item 1 (and 3) move by 0.04.
        let old = Fixture.grid(itemWidth: 0.4)
        let new = Fixture.grid(itemWidth: 0.4001)
        let loose = try diff(old, new, widths: [400], tolerance: 0.05)
        #expect(loose.frames.first?.changes.isEmpty == true)
        #expect(loose.frames.first?.isEmpty == true)
        // The structure still differs, so the diff as a whole is not empty.
        #expect(!loose.isEmpty)
        let strict = try diff(old, new, widths: [400], tolerance: 0.01)
        #expect(strict.frames.first?.resizedCount == 4)
        #expect(strict.frames.first?.movedCount == 2)
        let moved = try #require(strict.frames.first?.changes[1])
        expectApprox((moved.new?.x ?? 0) - (moved.old?.x ?? 0), 0.04, "move along x")
    }

    @Test func supplementariesAreDiffedToo() throws {
        // Header 30 tall, section insets 4, rows 50: item k at y = 30 + 4 + 50·(k / 2).
        // Dropping the header moves every cell and badge up by 30 and removes the header.
        let old = Fixture.decorated(itemCount: 2)
        var new = old
        new.sections[0].boundarySupplementaryItems = []
        let diff = try diff(old, new, widths: [400])
        let frames = try #require(diff.frames.first)
        let removed = frames.changes.filter(\.isRemoved)
        #expect(removed.map(\.elementKind) == ["header"])
        #expect(removed.first?.category == .supplementary)
        #expect(frames.changes.filter { $0.category == .cell }.count == 2)
        #expect(frames.changes.filter { $0.elementKind == "badge" }.count == 2)
        let cell = try #require(frames.changes.first { $0.category == .cell })
        #expect(cell.old.map { $0.y - 30 } == cell.new?.y)
        #expect(!cell.resized)
        // The background spans the section, which is 30 shorter: it moves and resizes.
        let background = try #require(frames.changes.first { $0.elementKind == "background" })
        #expect(background.category == .decoration)
        #expect(background.resized)
    }
}

extension JSONValue {
    fileprivate var objectValue: JSONObject? {
        if case .object(let fields) = self { return fields }
        return nil
    }
}
