import LayoutWorkspace

/// A progress bar on standard error for a batch (`solve --all`): a bar of 30 blocks, the count
/// done and the layout being solved, redrawn in place on one terminal line.
public struct ProgressBar {
    /// How many steps the batch holds.
    public var total: Int
    /// Whether anything is drawn (standard error is a terminal, the output a table).
    public var enabled: Bool
    /// How many steps are done.
    public var done = 0

    /// A bar of `total` steps, none done, drawn only when `enabled`.
    public init(total: Int, enabled: Bool) {
        (self.total, self.enabled) = (total, enabled)
    }

    /// Counts one step done, for the layout `label`, and redraws the bar.
    public mutating func advance(label: String) {
        done += 1
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let name = label.count > 28 ? String(label.prefix(27)) + "…" : label
        FileDescriptorIO.writeAll("\r\u{1B}[2K\(bar) \(done)/\(total) \(name)", to: 2)
    }

    /// Counts a layout's remaining sizes as done when it failed part-way.
    public mutating func skip(_ count: Int, label: String) {
        for _ in 0..<max(0, count) { advance(label: label) }
    }

    /// Clears the bar's line, so that what follows starts on a clean line.
    public func finish() {
        guard enabled else { return }
        FileDescriptorIO.writeAll("\r\u{1B}[2K", to: 2)
    }
}
