import Foundation
import LayoutCatalog
import LayoutWorkspace
import Testing
import TestSupport

/// Where the catalogue is, and creating one with its folders.
@Suite struct CatalogLocationTests {
    @Test func aGivenPathIsNotTheDefault() throws {
        let location = try CatalogLocation(given: "/tmp/team.sqlite")
        #expect(location.path == "/tmp/team.sqlite" && !location.isDefault)
        #expect(!location.defaultIsMissing)
    }

    /// Two missing folders are made for the catalogue, outermost first, and a second create of
    /// the same file is refused.
    @Test func creatingMakesTheMissingFolders() throws {
        let scratch = try ScratchFolder(prefix: "CatalogLocationTests")
        let path = scratch.path("a/b/catalog.sqlite")
        let catalog = try CatalogLocation(path: path, isDefault: false).create(examples: false)
        #expect(try catalog.layouts().isEmpty)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(throws: (any Error).self) { _ = try CatalogLocation(path: path, isDefault: false).create(examples: false) }

        let other = scratch.path("c/d/catalog.sqlite")
        let made = try ParentFolders.create(for: other)
        #expect(made == [scratch.path("c"), scratch.path("c/d")])
        ParentFolders.remove(made)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("c")))
    }

    /// A missing catalogue is named with the command that creates one.
    @Test func openingAMissingCatalogueSaysHowToMakeOne() {
        let location = CatalogLocation(path: "/no/such/folder/x.sqlite", isDefault: false)
        #expect(throws: WorkspaceError("/no/such/folder/x.sqlite: no catalogue there (create one with `layouts init --db /no/such/folder/x.sqlite`, or read the examples built into layouts with --examples)")) {
            _ = try location.openExisting(access: .read)
        }
    }
}
