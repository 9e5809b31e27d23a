import LayoutCatalog
import LayoutEngine
import LayoutSwift

extension ParityDump.Solution {
    /// The environment the dump's container describes, with the cells it shows per section of
    /// `document`; a device that is not among `presets` is an error at its JSON path.
    public func environment(for document: LayoutDocument, presets: [DevicePreset]) throws(ParityDumpError) -> SolveEnvironment {
        var environment = SolveEnvironment(width: container.width, height: container.height, safeArea: container.safeArea,
                                           layoutDirection: container.layoutDirection)
        environment.scale = container.scale
        environment.layoutMargins = container.layoutMargins
        if let id = container.device {
            guard let preset = presets.first(where: { $0.id == id }) else {
                throw ParityDumpError(path: "\(path).container.device",
                                      message: "no such device preset \(id) (see `layouts devices`)")
            }
            let orientation: DeviceOrientation = container.orientation == "landscape" ? .landscape : .portrait
            environment.sizeClass = preset.metrics(orientation).horizontalSizeClass
            environment.verticalSizeClass = preset.metrics(orientation).verticalSizeClass
            environment.idiom = preset.idiom
            environment.layoutMargin = preset.layoutMargin
        }
        let counts = ParityComparison.itemCounts(of: self, sections: document.sections.count)
        environment.itemCounts = Dictionary(uniqueKeysWithValues: zip(document.sections.map(\.name), counts))
        return environment
    }
}
