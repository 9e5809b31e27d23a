import LayoutCatalog
import LayoutEngine

/// What a container named by `--device` or `--devices` is made from: a device preset's screen,
/// or a window preset's window, in the orientation asked.
struct PresetScreen {
    /// The container's device label: the preset's id.
    var id: String
    /// The size, safe area and size classes in that orientation.
    var metrics: DeviceMetrics
    /// The kind of device, which variants may name (semantics §1).
    var idiom: UserInterfaceIdiom
    /// The pixel grid (semantics §12).
    var scale: Double
    /// The system minimum layout margin at the sides.
    var layoutMargin: Double

    /// `preset`'s full screen held in `orientation`.
    init(_ preset: DevicePreset, _ orientation: DeviceOrientation) {
        (id, metrics, idiom) = (preset.id, preset.metrics(orientation), preset.idiom)
        (scale, layoutMargin) = (preset.scale, preset.layoutMargin)
    }

    /// `window` as `held` gives it, in one orientation.
    init(_ window: WindowPreset, _ held: WindowMetrics) {
        (id, metrics, idiom) = (window.id, held.metrics, window.idiom)
        (scale, layoutMargin) = (window.scale, held.layoutMargin)
    }
}
