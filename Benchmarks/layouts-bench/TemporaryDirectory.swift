#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory under /tmp for the workloads' databases, removed with everything in it at the end.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/layouts-bench.XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchError("cannot create a temporary directory in /tmp")
        }
        path = String(cString: created)
    }

    deinit {
        removeContents()
        rmdir(path)
    }

    /// The path of a file named `name` in the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Removes a database and its WAL and shared-memory files.
    func removeDatabase(_ name: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(file(name) + suffix) }
    }

    /// The directory holds only flat files the workloads made.
    private func removeContents() {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        for name in names { unlink(file(name)) }
    }
}
