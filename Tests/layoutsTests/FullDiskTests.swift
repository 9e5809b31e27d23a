import Foundation
import LayoutReports
import Testing

/// Issue 35, item 13: a full disk is "no space left on device" from every command, not SQLite's
/// raw `SQLITE_IOERR 4874`, and a catalogue that could not be made leaves no file behind.
@Suite struct FullDiskTests {
    @Test(.enabled(if: SmallDisk.isAvailable, "needs root and mount(8) to make a small tmpfs"))
    func everyCommandOnAFullDiskSaysSoAndAFailedInitLeavesNothing() throws {
        let sandbox = try Sandbox(.nothing)
        let disk = try #require(SmallDisk(kilobytes: 1024))
        let catalogue = disk.path("c.sqlite")
        // An empty catalogue (86,016 bytes: 21 pages of 4 KiB) fits; then the disk is filled.
        #expect(try sandbox.runRaw(["init", "--db", catalogue]).status == 0)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try disk.fill()

        for command in [["list"], ["devices"], ["log", "x"], ["solve", "--all", "--width", "390"]] {
            let result = try sandbox.runRaw(command + ["--db", catalogue])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: \(catalogue): cannot read the catalogue: no space left on device\n",
                    "\(command): \(result.stderr)")
        }
        for command in [["save", "x", "--file", "rows.json"], ["delete", "x"], ["cache", "clear"]] {
            let result = try sandbox.runRaw(command + ["--db", catalogue])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: \(catalogue): cannot write the catalogue: no space left on device; nothing was changed\n",
                    "\(command): \(result.stderr)")
        }

        let fresh = disk.path("new.sqlite")
        let created = try sandbox.runRaw(["init", "--db", fresh])
        #expect(created.status == 2)
        #expect(created.stderr == "error: \(fresh): cannot write the catalogue: no space left on device; nothing was changed\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk.folder).filter { $0.hasPrefix("new.sqlite") }
        #expect(left.isEmpty, "\(left)")
    }
}

/// A tmpfs of a few hundred kilobytes mounted on a fresh folder: a disk that can be filled.
/// Unmounted (and its folder removed) on deinit.
final class SmallDisk {
    let folder: String

    /// Root can mount a tmpfs where the container allows it; tried once, on a probe.
    static let isAvailable: Bool = geteuid() == 0 && SmallDisk(kilobytes: 64) != nil

    init?(kilobytes: Int) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("smalldisk-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder]) else {
            try? FileManager.default.removeItem(atPath: folder)
            return nil
        }
    }

    func path(_ name: String) -> String { folder + "/" + name }

    /// Fills what is left with one file, so that every further block the disk is asked for
    /// fails with ENOSPC.
    func fill() throws {
        let descriptor = open(path("filler"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        #expect(errno == ENOSPC)
    }

    deinit {
        _ = Self.run("/bin/umount", [folder])
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
