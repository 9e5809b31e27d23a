import LayoutCatalog
import LayoutEngine

extension DevicePreset {
    /// The preset an unknown id probably means: one whose name lists that model (`iphone-15` is
    /// "iPhone 15 / 16, 14 / 15 Pro", iphone-16), else the closest id by spelling among the
    /// presets' and the `windows`' (`ipad-10-split-1-4` is ipad-10-split-1-3).
    package static func meant(by id: String, among presets: [DevicePreset], windows: [WindowPreset] = []) -> String? {
        // Whole words in order: `iphone-1` is not in "iPhone 15".
        let model = id.lowercased().split(separator: "-").map(String.init)
        let named = presets.first { preset in
            let words = preset.name.lowercased().split { $0 == " " || $0 == "," || $0 == "/" }.map(String.init)
            guard !model.isEmpty, words.count >= model.count else { return false }
            return (0...(words.count - model.count)).contains { Array(words[$0..<($0 + model.count)]) == model }
        }
        return named?.id ?? suggestion(for: id, among: presets.map(\.id) + windows.map(\.id))
    }
}
