import LayoutEngine

/// The example layouts and device presets built into the binary from `seed/`.
public enum SeedCatalogue {
    /// `seed/layouts/NAME.json`, decoded, by name.
    public static func layouts() throws -> [(name: String, document: LayoutDocument)] {
        try EmbeddedFiles.seed.filter { $0.path.hasPrefix("layouts/") }.map { file in
            let name = String(file.path.dropFirst("layouts/".count).dropLast(".json".count))
            do {
                return (name, try LayoutDocument(json: file.text))
            } catch {
                throw CatalogError.seed(path: file.path, reason: "\(error)")
            }
        }
    }

    /// `seed/devices.json`.
    public static func devices() throws -> [DevicePreset] {
        guard let file = EmbeddedFiles.seed.first(where: { $0.path == "devices.json" }) else { return [] }
        let value: JSONValue
        do {
            value = try JSONValue.parse(file.text)
        } catch {
            throw CatalogError.seed(path: file.path, reason: "\(error)")
        }
        guard case .array(let entries) = value else {
            throw CatalogError.seed(path: file.path, reason: "expected an array of device presets")
        }
        return try entries.enumerated().map { index, entry in
            guard case .object(let f) = entry,
                  case .string(let id)? = f["id"], case .string(let name)? = f["name"],
                  case .number(let width)? = f["width"], case .number(let height)? = f["height"],
                  case .number(let scale)? = f["scale"], case .string(let sizeClass)? = f["sizeClass"],
                  let sizeClass = SizeClass(rawValue: sizeClass), width > 0, height > 0, scale > 0 else {
                throw CatalogError.seed(path: file.path, reason: "[\(index)]: expected id, name, width, height, scale and sizeClass")
            }
            return DevicePreset(id: id, name: name, width: width, height: height, scale: scale, sizeClass: sizeClass)
        }
    }
}

extension Catalog {
    /// Loads the seed layouts and device presets; layouts whose content is unchanged get no
    /// new revision. One transaction.
    public func seed() throws -> SeedReport {
        let layouts = try SeedCatalogue.layouts()
        let devices = try SeedCatalogue.devices()
        return try batch {
            var report = SeedReport()
            try store(devices)
            report.devices = devices.count
            for (name, document) in layouts {
                switch try save(document, as: name, message: "Seed: \(name)") {
                case .created: report.created.append(name)
                case .unchanged: report.unchanged.append(name)
                }
            }
            return report
        }
    }
}
