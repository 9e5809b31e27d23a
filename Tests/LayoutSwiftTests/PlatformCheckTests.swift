import LayoutEngine
import LayoutSwift
import Testing

/// What AppKit cannot express is refused, each place named by its JSON path; UIKit takes all.
@Suite struct PlatformCheckTests {
    @Test func macOSNamesEveryKeyItCannotExpress() throws {
        let tour = try Fixtures.fixture("feature-tour")
        let error = try #require(throws: SwiftExportError.self) {
            try SwiftExport.source(for: tour, title: "tour", options: SwiftExportOptions(functionName: "f", platform: .macOS))
        }
        #expect(error.unsupported.map(\.path) == [
            "configuration.contentInsetsReference",
            "sections[0].group.subitems[1].size.height",
            "sections[0].group.subitems[1].subitems[0].size.height",
            "sections[0].contentInsetsReference",
            "sections[0].supplementaryContentInsetsReference",
            "sections[0].orthogonalScrollingProperties",
            "sections[0].variants[0].contentInsetsReference",
            "sections[0].variants[1].when.horizontalSizeClass",
            "sections[0].variants[1].orthogonalScrollingProperties",
        ])
        #expect(error.unsupported[7].message.contains("no trait collection"))
    }

    @Test func iOSExpressesEveryDocument() throws {
        for entry in try Fixtures.seed() + Fixtures.others() {
            #expect(throws: Never.self, "\(entry.name)") {
                try SwiftExport.check(entry.document, on: .iOS)
            }
        }
    }
}
