import Foundation
import ArgumentParser
import LayoutCatalog
import LayoutEngine

/// A container to solve in: a size, and what a device preset adds (its name and size class).
struct Container: Hashable {
    var width: Double
    var height: Double
    var sizeClass: SizeClass?
    var device: String?
}

/// The container sizes, item counts, rounding and scroll offset shared by `solve`, `solve --all` and `render`.
struct SizeOptions: ParsableArguments {
    @Option(name: .customLong("width"), help: ArgumentHelp("A container width in points (repeatable).", valueName: "W"))
    var widths: [Double] = []

    @Option(name: .customLong("widths"), help: ArgumentHelp("Comma-separated container widths, e.g. 320,390,768.", valueName: "list"))
    var widthList: String?

    @Option(name: .customLong("device"), help: ArgumentHelp("A device preset id from `layouts devices` (repeatable).", valueName: "id"))
    var devices: [String] = []

    @Option(name: .customLong("devices"), help: ArgumentHelp("`all` for every device preset.", valueName: "all"))
    var allDevices: String?

    @Option(help: ArgumentHelp("The container height (default: the height of the device preset with that width, else 844).", valueName: "H"))
    var height: Double?

    @Option(name: .customLong("items"), help: ArgumentHelp("Cells in every section (N), or in one section (SECTION=N); repeatable.", valueName: "N|SECTION=N"))
    var items: [String] = []

    @Option(help: ArgumentHelp("Round frames to 1/S points, as a display of scale S does.", valueName: "S"))
    var scale: Double?

    // Unconditional, so `--offset -1` reaches validate() and its message instead of reading as an option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scroll position along the scroll axis; pinned headers and footers follow it.",
                               valueName: "Y"))
    var offset: Double = 0

    func validate() throws {
        if let allDevices, allDevices != "all" {
            throw ValidationError("--devices takes `all`; use --device ID for one preset.")
        }
        for w in widths { try Self.requirePositive(w, "--width", "a width") }
        if let height { try Self.requirePositive(height, "--height", "a height") }
        if let scale { try Self.requirePositive(scale, "--scale", "a scale") }
        try Self.validate(offset: offset)
        _ = try parsedWidthList()
        _ = try itemCounts()
    }

    /// Sizes and scales must be finite and > 0; `solve`, `render` and `diff` check them alike.
    static func requirePositive(_ value: Double, _ option: String, _ what: String) throws {
        guard value.isFinite, value > 0 else {
            throw ValidationError("\(option) \(formatPoints(value)): \(what) must be a positive number.")
        }
    }

    /// A scroll offset must be finite and ≥ 0 (0 is the resting position).
    static func validate(offset: Double) throws {
        guard offset.isFinite, offset >= 0 else {
            throw ValidationError("--offset \(formatPoints(offset)): a scroll offset must be a finite number ≥ 0.")
        }
    }

    func parsedWidthList() throws -> [Double] {
        guard let widthList else { return [] }
        return try widthList.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let text = part.trimmingCharacters(in: .whitespaces)
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw ValidationError("--widths: '\(text)' is not a positive number (expected e.g. 320,390,768).")
            }
            return value
        }
    }

    /// `--items` as a default count and per-section counts.
    func itemCounts() throws -> (all: Int?, bySection: [String: Int]) {
        var all: Int?
        var bySection: [String: Int] = [:]
        for entry in items {
            if let eq = entry.firstIndex(of: "=") {
                let name = String(entry[..<eq])
                guard let n = Int(entry[entry.index(after: eq)...]), n >= 0, !name.isEmpty else {
                    throw ValidationError("--items \(entry): expected SECTION=N with N ≥ 0.")
                }
                bySection[name] = n
            } else {
                guard let n = Int(entry), n >= 0 else {
                    throw ValidationError("--items \(entry): expected a count N ≥ 0 or SECTION=N.")
                }
                all = n
            }
        }
        return (all, bySection)
    }

    /// The containers asked for, in the order asked; 390 × 844 when none is.
    func containers(presets: [DevicePreset]) throws -> [Container] {
        var result: [Container] = []
        for width in try widths + parsedWidthList() {
            let preset = presets.first { $0.width == width }
            result.append(Container(width: width, height: height ?? preset?.height ?? 844,
                                    sizeClass: preset?.sizeClass, device: nil))
        }
        let chosen: [DevicePreset]
        if allDevices != nil {
            chosen = presets
        } else {
            chosen = try devices.map { id in
                guard let preset = presets.first(where: { $0.id == id }) else {
                    let known = presets.map(\.id).joined(separator: ", ")
                    throw CLIError("--device \(id): no such device preset (known: \(known))")
                }
                return preset
            }
        }
        for preset in chosen {
            result.append(Container(width: preset.width, height: height ?? preset.height,
                                    sizeClass: preset.sizeClass, device: preset.id))
        }
        if result.isEmpty {
            result.append(Container(width: 390, height: height ?? 844, sizeClass: nil, device: nil))
        }
        return result
    }

    /// The engine's environment for one container and one document.
    func environment(for container: Container, document: LayoutDocument, strictSections: Bool) throws -> SolveEnvironment {
        let counts = try itemCounts()
        var bySection = counts.bySection
        if !strictSections {
            let names = Set(document.sections.map(\.name))
            bySection = bySection.filter { names.contains($0.key) }
        }
        return SolveEnvironment(width: container.width, height: container.height, itemCounts: bySection,
                                defaultItemCount: counts.all, scale: scale, sizeClass: container.sizeClass,
                                contentOffset: offset)
    }
}
