import LayoutEngine

/// How a device is held. A landscape preset is the portrait one with width and height swapped.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    /// Upright, or on its side; the size class and safe area differ between the two.
    case portrait, landscape
}

/// What UIKit reports for a device in one orientation.
public struct DeviceMetrics: Hashable, Sendable {
    /// The screen's width in points, in this orientation.
    public var width: Double
    /// The screen's height in points, in this orientation.
    public var height: Double
    /// The safe area's insets in this orientation (semantics §17).
    public var safeArea: DirectionalInsets
    /// The horizontal size class variants are matched against (semantics §1).
    public var horizontalSizeClass: SizeClass
    /// The vertical size class variants are matched against (semantics §1).
    public var verticalSizeClass: SizeClass

    /// The metrics of one orientation.
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
    /// The preset's identifier, as `--device` takes it: `iphone-16`.
    public var id: String
    /// The device's marketing name: `iPhone 16`.
    public var name: String
    /// Pixels per point: 2 or 3, the pixel grid frames are floored to (semantics §12).
    public var scale: Double
    /// The system minimum layout margin on the leading and trailing edges.
    public var layoutMargin: Double
    /// Width and height as the device is held upright.
    public var portrait: DeviceMetrics
    /// Width and height are the portrait ones swapped.
    public var landscape: DeviceMetrics

    /// A preset from its figures; the seed's presets are listed in seed/DEVICES.md.
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

    /// The kind of device, which variants may name: an id starting `ipad` is a pad, `mac` a Mac,
    /// any other a phone. Read from the id the seed gives every preset, so the catalogue needs no
    /// column for it (semantics §1).
    public var idiom: UserInterfaceIdiom {
        if id.hasPrefix("ipad") { return .pad }
        if id.hasPrefix("mac") { return .mac }
        return .phone
    }

    /// The metrics for `orientation`.
    public func metrics(_ orientation: DeviceOrientation) -> DeviceMetrics {
        orientation == .portrait ? portrait : landscape
    }
}
