import LayoutCatalog
import LayoutEngine
import LayoutSwift

extension ParityDump.Solution {
    /// The environment the dump's container describes, with the cells it shows per section of
    /// `document`; a device that is not among `presets` or `windows` (in the dump's orientation)
    /// is an error at its JSON path.
    public func environment(for document: LayoutDocument, presets: [DevicePreset],
                            windows: [WindowPreset] = []) throws(ParityDumpError) -> SolveEnvironment {
        var environment = SolveEnvironment(width: container.width, height: container.height, safeArea: container.safeArea,
                                           layoutDirection: container.layoutDirection)
        environment.scale = container.scale
        environment.layoutMargins = container.layoutMargins
        if let id = container.device {
            let orientation: DeviceOrientation = container.orientation == "landscape" ? .landscape : .portrait
            let screen: (metrics: DeviceMetrics, idiom: UserInterfaceIdiom, margin: Double)
            if let preset = presets.first(where: { $0.id == id }) {
                screen = (preset.metrics(orientation), preset.idiom, preset.layoutMargin)
            } else if let window = windows.first(where: { $0.id == id }) {
                guard let held = window.metrics(orientation) else {
                    throw ParityDumpError(path: "\(path).container.orientation",
                                          message: "the window \(id) has no \(orientation.rawValue) figures")
                }
                screen = (held.metrics, window.idiom, held.layoutMargin)
            } else {
                throw ParityDumpError(path: "\(path).container.device",
                                      message: "no such device preset \(id) (see `layouts devices`)")
            }
            environment.sizeClass = screen.metrics.horizontalSizeClass
            environment.verticalSizeClass = screen.metrics.verticalSizeClass
            (environment.idiom, environment.layoutMargin) = (screen.idiom, screen.margin)
        }
        let counts = ParityComparison.itemCounts(of: self, sections: document.sections.count)
        environment.itemCounts = Dictionary(uniqueKeysWithValues: zip(document.sections.map(\.name), counts))
        return environment
    }
}
