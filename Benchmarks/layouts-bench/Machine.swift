#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MachineDescription {
    /// Online processors and, on Linux, the first "model name" of /proc/cpuinfo.
    static func current() -> MachineDescription {
        let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        var model = "unknown"
        if let text = ProcFile.contents(of: "/proc/cpuinfo"),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":") {
            model = String(line[line.index(after: colon)...].drop { $0 == " " })
        }
        return MachineDescription(processors: processors, cpuModel: model)
    }
}

/// Small text files of /proc, read without Foundation.
enum ProcFile {
    static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `kB` field of /proc/self/status (VmRSS, VmHWM), in bytes.
    static func statusBytes(_ field: String) -> Int? {
        guard let status = contents(of: "/proc/self/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
