import Foundation

/// A fresh folder under the system temporary directory, removed when the last reference goes,
/// so each test works on real files no other test sees. Shared by every test target.
public final class ScratchFolder: Sendable {
    public let url: URL

    /// `prefix` names the folder after its suite, so a leftover says where it came from.
    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have made the folder read-only.
        _ = chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
