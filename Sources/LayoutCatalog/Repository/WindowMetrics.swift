/// What UIKit reports to an app in one window of an iPad in one orientation: the window's
/// size, safe area and size classes, and the minimum layout margin at that width.
public struct WindowMetrics: Hashable, Sendable {
    /// The window's size, safe area and size classes (the height is the screen's).
    public var metrics: DeviceMetrics
    /// The system minimum layout margin on the leading and trailing edges: 16 below 390 points
    /// of width, else 20, the rule the iPhone presets follow (seed/DEVICES.md).
    public var layoutMargin: Double

    /// The metrics of a window in one orientation.
    public init(metrics: DeviceMetrics, layoutMargin: Double) {
        self.metrics = metrics
        self.layoutMargin = layoutMargin
    }
}
