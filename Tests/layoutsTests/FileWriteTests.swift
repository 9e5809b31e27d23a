import Foundation
import Testing

/// A file rewritten whole (`fmt`, `export`) keeps what the user set on it: its mode, and a
/// symbolic link stays a link with its target rewritten (docs/files.md, "Writing").
@Suite struct FileWriteTests {
    /// One line, keys out of order: not the form `fmt` writes.
    private static let unformatted = #"{"sections": [{"itemCount": 2, "group": {"subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "kind": "item"}], "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "kind": "horizontal"}, "name": "a"}], "formatVersion": 1}"#

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func fmtKeepsAPrivateFilePrivate() throws {
        let sandbox = try Sandbox(.nothing)
        let file = try sandbox.write("a.json", Self.unformatted)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let result = try sandbox.runRaw(["fmt", "a.json"])
        #expect(result.status == 0)
        #expect(result.stdout == "a.json: formatted\n")
        #expect(try mode(file) == 0o600)
        // And a file open to its group stays so, rather than taking the umask's mode.
        try sandbox.write("b.json", Self.unformatted)
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: sandbox.path("b.json"))
        #expect(try sandbox.runRaw(["-c", "umask 077; exec \"$0\" fmt b.json", try #require(LayoutsBinary.url).path],
                                   shell: true).status == 0)
        #expect(try mode(sandbox.path("b.json")) == 0o664)
    }

    @Test func fmtWritesThroughASymbolicLink() throws {
        let sandbox = try Sandbox(.nothing)
        let manager = FileManager.default
        try manager.createDirectory(atPath: sandbox.path("shared"), withIntermediateDirectories: true)
        try sandbox.write("shared/a.json", Self.unformatted)
        try manager.createSymbolicLink(atPath: sandbox.path("a.json"), withDestinationPath: "shared/a.json")
        let result = try sandbox.runRaw(["fmt", "a.json"])
        #expect(result.status == 0)
        #expect(result.stdout == "a.json: formatted\n")
        // The link is still a link, and the file it leads to is the one formatted.
        #expect(try manager.destinationOfSymbolicLink(atPath: sandbox.path("a.json")) == "shared/a.json")
        #expect(try sandbox.read("shared/a.json").hasPrefix("{\n  \"formatVersion\": 1,\n"))
        #expect(try sandbox.runRaw(["fmt", "--check", "shared/a.json"]).status == 0)
        // No temporary file is left beside either.
        #expect(try manager.contentsOfDirectory(atPath: sandbox.path("shared")) == ["a.json"])
    }
}
