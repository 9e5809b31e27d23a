import LayoutEngine

extension SeedCatalogue {
    /// `seed/windows.json`: the window presets, in the order the file lists them, each checked
    /// against the device preset whose screen it divides (`seed/devices.json`).
    public static func windows() throws -> [WindowPreset] {
        guard let file = EmbeddedFiles.seed.first(where: { $0.path == "windows.json" }) else { return [] }
        return try windows(json: file.text, devices: devices())
    }

    /// The window presets of `text`, a `seed/windows.json`, checked against `devices`: an entry
    /// with a figure missing or out of range, a device it does not fit, or an id used twice is
    /// refused by its id (its index when it has none), naming what is wrong.
    public static func windows(json text: String, devices: [DevicePreset]) throws(CatalogError) -> [WindowPreset] {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw CatalogError.seed(path: WindowPreset.seedPath, reason: "\(error)")
        }
        guard case .array(let entries) = value else {
            throw CatalogError.seed(path: WindowPreset.seedPath, reason: "expected an array of window presets")
        }
        var windows: [WindowPreset] = []
        for (index, entry) in entries.enumerated() {
            let window = try WindowPreset(seedEntry: entry, index: index, devices: devices)
            guard !windows.contains(where: { $0.id == window.id }) else {
                throw CatalogError.seed(path: WindowPreset.seedPath, reason: "\(window.id): the id is listed twice")
            }
            windows.append(window)
        }
        return windows
    }
}

extension WindowPreset {
    /// The seed file's path under `seed/`.
    static let seedPath = "windows.json"

    /// Entry `index` of `seed/windows.json`, a window of one of `devices`.
    init(seedEntry entry: JSONValue, index: Int, devices: [DevicePreset]) throws(CatalogError) {
        func refuse(_ label: String, _ reason: String) -> CatalogError {
            CatalogError.seed(path: Self.seedPath, reason: "\(label): \(reason)")
        }
        guard case .object(let f) = entry, case .string(let id)? = f["id"], !id.isEmpty else {
            throw refuse("[\(index)]", "expected an object with an id")
        }
        guard case .string(let name)? = f["name"], case .string(let deviceID)? = f["device"],
              case .number(let scale)? = f["scale"] else {
            throw refuse(id, "expected name, device and scale, and portrait or landscape (or both)")
        }
        guard let device = devices.first(where: { $0.id == deviceID }) else {
            throw refuse(id, "no device preset \(deviceID) in seed/devices.json")
        }
        guard id.hasPrefix(deviceID + "-") else { throw refuse(id, "a window's id starts with its device's, \(deviceID)-") }
        guard scale == device.scale else {
            throw refuse(id, "scale \(DevicePreset.number(scale)) is not \(deviceID)'s, \(DevicePreset.number(device.scale))")
        }
        var held: [DeviceOrientation: WindowMetrics] = [:]
        for orientation in DeviceOrientation.allCases {
            guard let value = f[orientation.rawValue] else { continue }
            let screen = device.metrics(orientation)
            guard case .object(let o) = value, case .number(let width)? = o["width"], case .number(let height)? = o["height"],
                  case .number(let margin)? = o["layoutMargin"], margin >= 0, margin <= DevicePreset.maximumLength,
                  width >= DevicePreset.minimumSide, height >= DevicePreset.minimumSide,
                  let metrics = DevicePreset.metrics(o, width: width, height: height) else {
                throw refuse(id, "\(orientation.rawValue): expected width, height, safeArea, sizeClass, verticalSizeClass "
                                 + "and layoutMargin, each in range")
            }
            guard width <= screen.width, height <= screen.height else {
                throw refuse(id, "\(orientation.rawValue): \(DevicePreset.number(width)) × \(DevicePreset.number(height)) "
                                 + "does not fit \(deviceID)'s screen, \(DevicePreset.number(screen.width)) × "
                                 + "\(DevicePreset.number(screen.height))")
            }
            held[orientation] = WindowMetrics(metrics: metrics, layoutMargin: margin)
        }
        guard !held.isEmpty else { throw refuse(id, "expected portrait or landscape (or both)") }
        self.init(id: id, name: name, device: deviceID, scale: scale, portrait: held[.portrait],
                  landscape: held[.landscape])
    }
}
