import Foundation
import Testing

/// Issue 16's round trip: `export --swift`, then `import-swift` of that file, gives back the same
/// canonical document, byte for byte, for every seed layout. (Documents with overlapping variants
/// come back with their variants re-derived: `ExportImportEquivalenceTests`.)
@Suite struct SwiftRoundTripTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func documents(in folder: String) throws -> [String] {
        let path = repository.appendingPathComponent(folder).path
        return try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
            .map { path + "/" + $0 }
    }

    #if SwiftImport
    @Test func exportedSwiftImportsToTheSameDocument() throws {
        let sandbox = try Sandbox(.nothing)
        let files = try Self.documents(in: "seed/layouts")
        #expect(files.count >= 33)
        for file in files { try Self.roundTrip(file, in: sandbox) }
    }

    /// `export --swift` then `import-swift` of `file` gives its canonical bytes back.
    private static func roundTrip(_ file: String, in sandbox: Sandbox) throws {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let swift = sandbox.path(name + ".swift")
        // token-cards names the seed's `default` tokens: the Swift declares them from the file.
        let tokens = repository.appendingPathComponent("seed/tokens/default.json").path
        let exported = try sandbox.runRaw(["export", file, "--swift", "--output", swift, "--tokens", tokens])
        try #require(exported.status == 0, "\(name): \(exported.stderr)")
        let canonical = try sandbox.runRaw(["export", file, "--compact"])
        try #require(canonical.status == 0, "\(name): \(canonical.stderr)")
        let imported = try sandbox.runRaw(["import-swift", swift, "--compact"])
        #expect(imported.status == 0, "\(name): \(imported.stderr)")
        #expect(imported.stdout == canonical.stdout, "\(name)")
    }

    /// List sections (issue 36, §19) round trip through the commands too: the whole-list form
    /// and a mixed provider with every mode, `headerTopPadding` and a list variant.
    @Test func listSectionsImportToTheSameDocument() throws {
        let sandbox = try Sandbox(.nothing)
        let files = try Self.documents(in: "Tests/LayoutSwiftTests/Fixtures").filter { $0.contains("/list-") }
        #expect(files.count == 2)
        for file in files { try Self.roundTrip(file, in: sandbox) }
    }
    #endif
}
