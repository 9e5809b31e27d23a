import LayoutEngine
import Testing

private typealias F = SolverFixture

/// The measurements document (format.md "Measurements"): keys, precedence, errors with paths.
@Suite struct MeasurementsTests {
    static let feed = #"""
        {"measurementsVersion": 1, "sections": {"feed": {
          "items": {"*": {"height": 120}, "3": {"height": 240}, "10..19": {"height": 80, "width": 150}, "15": {"width": 10}},
          "boundaryItems": {"header": {"height": 64}}}}}
        """#

    /// An index beats a range, a range beats `*`, axis by axis.
    @Test func specificKeysWinAxisByAxis() throws {
        let section = try #require(try Measurements(json: Self.feed).sections["feed"])
        #expect(section.size(ofItem: 0) == MeasuredSize(height: 120))
        #expect(section.size(ofItem: 3) == MeasuredSize(height: 240))
        #expect(section.size(ofItem: 12) == MeasuredSize(width: 150, height: 80))
        #expect(section.size(ofItem: 15) == MeasuredSize(width: 10, height: 80))
        #expect(section.boundaryItems["header"] == MeasuredSize(height: 64))
    }

    /// Indexed sizes stay in index order however they are set, so equal sets are equal values.
    @Test func indexedSizesKeepIndexOrder() {
        let small = MeasuredSize(height: 1), large = MeasuredSize(height: 2)
        var set = IndexedMeasurements()
        set[5] = small
        set[9] = large    // in order: appended
        set[2] = large    // before the others: inserted
        set[7] = small
        #expect(set.itemIndices == [2, 5, 7, 9])
        #expect(set.sizes == [large, small, small, large])
        #expect(set[7] == small && set[3] == nil && set[10] == nil)
        set[5] = large    // replaced in place
        set[9] = nil      // removed
        set[4] = nil      // absent: nothing happens
        #expect(set.itemIndices == [2, 5, 7] && set[5] == large)
        #expect((set.smallestIndex, set.largestIndex, set.count) == (2, 7, 3))
        #expect(set == IndexedMeasurements([7: small, 2: large, 5: large]))
        #expect(set == [5: large, 2: large, 7: small])
        #expect(Array(set.map(\.index)) == [2, 5, 7])
        let repeated: IndexedMeasurements = [1: small, 1: large]  // the later pair wins
        #expect(repeated.sizes == [large])
        #expect(IndexedMeasurements().smallestIndex == nil && IndexedMeasurements().isEmpty)
    }

    /// What names a section outside the given ones is dropped: counts, scroll positions, measurements.
    @Test func aRestrictedEnvironmentKeepsOnlyItsSections() {
        let measured = SectionMeasurements(allItems: MeasuredSize(height: 10))
        let environment = SolveEnvironment(width: 320, height: 568, itemCounts: ["a": 1, "z": 2],
                                           orthogonalOffsets: ["z": 5],
                                           measurements: Measurements(sections: ["a": measured, "z": measured]))
        let restricted = environment.restricted(to: ["a", "b"])
        #expect(restricted.itemCounts == ["a": 1])
        #expect(restricted.orthogonalOffsets.isEmpty)
        #expect(restricted.measurements == Measurements(sections: ["a": measured]))
        #expect((restricted.width, restricted.height) == (320, 568))
    }

    @Test func canonicalTextRoundTrips() throws {
        let measurements = try Measurements(json: Self.feed)
        #expect(try Measurements(json: measurements.canonicalText) == measurements)
        #expect(measurements.canonicalText.hasPrefix(#"{"measurementsVersion":1,"sections":{"feed":{"boundaryItems""#))
    }

    @Test func structuralErrorsNameTheirPath() {
        let json = #"""
            {"measurementsVersion": 1, "colour": 1, "sections": {"feed": {
              "items": {"1..5": {"height": 1}, "4..9": {"height": 2}, "x": {"height": 1}, "2": {"height": -1}, "7": {}}}}}
            """#
        #expect(throws: DocumentErrors.self) { try Measurements(json: json) }
        do {
            _ = try Measurements(json: json)
        } catch {
            let paths = Set(error.errors.map(\.path))
            #expect(paths == ["colour", "sections.feed.items.x", "sections.feed.items.2.height", "sections.feed.items.7",
                              "sections.feed.items.4..9"])
        }
    }

    private func solveError(_ measurements: Measurements, items: Int = 3) -> SolveError? {
        let header = BoundaryItem(elementKind: "header",
                                  size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
        let row = F.group(.vertical, .fractionalWidth(1), .estimated(44), [F.item(.fractionalWidth(1), .estimated(44))])
        let document = F.document([F.section("feed", items: items, group: row, boundary: [header])])
        do {
            _ = try solve(document, in: SolveEnvironment(width: 390, height: 844, measurements: measurements))
            return nil
        } catch {
            return error
        }
    }

    @Test func measurementsThatDoNotFitTheDocumentAreRefused() {
        let tall = MeasuredSize(height: 10)
        #expect(solveError(Measurements(sections: ["photos": SectionMeasurements(allItems: tall)]))
                == .invalidMeasurements(path: "sections.photos", message: "no section named 'photos' in the layout"))
        #expect(solveError(Measurements(sections: ["feed": SectionMeasurements(boundaryItems: ["footer": tall])]))
                == .invalidMeasurements(path: "sections.feed.boundaryItems.footer",
                                        message: "section 'feed' has no boundary item of element kind 'footer' (it has: header)"))
        #expect(solveError(Measurements(sections: ["feed": SectionMeasurements(indices: [3: tall])]))
                == .invalidMeasurements(path: "sections.feed.items.3", message: "item 3 is past the section's 3 items"))
        #expect(solveError(Measurements(sections: ["feed": SectionMeasurements(ranges: [1...4: tall])]))
                == .invalidMeasurements(path: "sections.feed.items.1..4", message: "item 4 is past the section's 3 items"))
        #expect(solveError(Measurements(sections: ["feed": SectionMeasurements(indices: [0: MeasuredSize(height: .infinity)])]))
                == .invalidMeasurements(path: "sections.feed.items.0.height", message: "a measured size must be finite and >= 0"))
        #expect(solveError(Measurements(sections: ["feed": SectionMeasurements(ranges: [0...1: tall, 1...2: tall])]))
                == .invalidMeasurements(path: "sections.feed.items.1..2", message: "overlaps the range 0..1"))
    }
}
