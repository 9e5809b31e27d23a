import LayoutEngine

/// How a device is held. A landscape preset is the portrait one with width and height swapped.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait, landscape
}

/// What UIKit reports for a device in one orientation.
public struct DeviceMetrics: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var safeArea: DirectionalInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(width: Double, height: Double, safeArea: DirectionalInsets, horizontalSizeClass: SizeClass,
                verticalSizeClass: SizeClass) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

/// A device preset: its screen in both orientations, its scale and its minimum layout margin
/// (figures and sources in seed/DEVICES.md).
public struct DevicePreset: Hashable, Sendable {
    public var id: String
    public var name: String
    public var scale: Double
    /// The system minimum layout margin on the leading and trailing edges.
    public var layoutMargin: Double
    public var portrait: DeviceMetrics
    /// Width and height are the portrait ones swapped.
    public var landscape: DeviceMetrics

    public init(id: String, name: String, scale: Double, layoutMargin: Double, portrait: DeviceMetrics,
                landscape: DeviceMetrics) {
        self.id = id
        self.name = name
        self.scale = scale
        self.layoutMargin = layoutMargin
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The portrait width.
    public var width: Double { portrait.width }
    /// The portrait height.
    public var height: Double { portrait.height }

    public func metrics(_ orientation: DeviceOrientation) -> DeviceMetrics {
        orientation == .portrait ? portrait : landscape
    }
}
