#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif

/// Temporary files named with the id of the process that writes them, so that what a killed
/// process left (`kill -9` runs no handler) can be told from what a running one is writing.
package enum StaleFiles {
    /// Whether process `id` is gone: `kill(id, 0)` says no such process. A process of another
    /// user (EPERM) is alive.
    package static func isGone(_ id: Int32) -> Bool {
        id > 0 && kill(id, 0) != 0 && errno == ESRCH
    }

    /// Removes the files in `folder` named `prefix` + a process id + `rest` whose process is
    /// gone, where `rest` is empty or starts with a character that is not a digit. Returns their
    /// names. A folder that cannot be listed has nothing removed.
    @discardableResult
    package static func remove(in folder: String, prefix: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else {
            return []
        }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, let id = Int32(digits), isGone(id) else { continue }
            let path = folder.isEmpty ? name : folder + "/" + name
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
