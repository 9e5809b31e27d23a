import LayoutEngine

/// A window preset: the part of an iPad's screen an app has in Split View (a third, a half, two
/// thirds) or in Slide Over, in each orientation the window exists in, with its size classes
/// (figures and sources in seed/DEVICES.md).
///
/// Window presets are built into layouts (`seed/windows.json`) and not stored in a catalogue:
/// they are figures derived from their device's screen, read by `SeedCatalogue.windows()`.
public struct WindowPreset: Hashable, Sendable {
    /// The preset's identifier, as `--device` takes it: `ipad-pro-11-split-1-3`.
    public var id: String
    /// What the window is, for people: `iPad Pro 11-inch, Split View 1/3`.
    public var name: String
    /// The id of the device preset whose screen the window divides: `ipad-pro-11`.
    public var device: String
    /// Pixels per point: the device's (semantics §12).
    public var scale: Double
    /// The window with the device upright; nil when it has no such window (Split View halves).
    public var portrait: WindowMetrics?
    /// The window with the device turned; nil when it has no such window.
    public var landscape: WindowMetrics?

    /// A window preset from its figures.
    public init(id: String, name: String, device: String, scale: Double, portrait: WindowMetrics?,
                landscape: WindowMetrics?) {
        self.id = id
        self.name = name
        self.device = device
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The window in `orientation`, or nil when the device has no such window held that way.
    public func metrics(_ orientation: DeviceOrientation) -> WindowMetrics? {
        orientation == .portrait ? portrait : landscape
    }

    /// The orientations the window exists in, portrait first.
    public var orientations: [DeviceOrientation] {
        DeviceOrientation.allCases.filter { metrics($0) != nil }
    }

    /// Every window is an iPad's (semantics §1).
    public var idiom: UserInterfaceIdiom { .pad }
}
