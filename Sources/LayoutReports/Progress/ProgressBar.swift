import LayoutReports
import LayoutWorkspace

struct ProgressBar {
    var total: Int
    var enabled: Bool
    var done = 0

    mutating func advance(label: String) {
        done += 1
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let name = label.count > 28 ? String(label.prefix(27)) + "…" : label
        FileDescriptorIO.writeAll("\r\u{1B}[2K\(bar) \(done)/\(total) \(name)", to: 2)
    }

    /// Counts a layout's remaining sizes as done when it failed part-way.
    mutating func skip(_ count: Int, label: String) {
        for _ in 0..<max(0, count) { advance(label: label) }
    }

    func finish() {
        guard enabled else { return }
        FileDescriptorIO.writeAll("\r\u{1B}[2K", to: 2)
    }
}
