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
    /// Loads the device presets and, unless `layouts` is false, the example layouts that
    /// the catalogue does not have yet. One transaction.
    ///
    /// An example never revises a layout that exists: one with the example's content is
    /// `unchanged`, one with other content is `kept` — it was edited here or is an older
    /// example, and either way its history is the user's.
    public func seed(layouts: Bool = true) throws -> SeedReport {
        let examples = layouts ? try SeedCatalogue.layouts() : []
        let devices = try SeedCatalogue.devices()
        return try batch {
            var report = SeedReport()
            try store(devices)
            report.devices = devices.count
            for (name, document) in examples {
                guard let latestHash = try latestContentHash(of: name) else {
                    _ = try save(document, as: name, message: "Seed: \(name)", expectedRevision: 0)
                    report.created.append(name)
                    continue
                }
                if latestHash == ContentHash.of(document.canonicalJSON) {
                    report.unchanged.append(name)
                } else {
                    report.kept.append(name)
                }
            }
            return report
        }
    }

    /// The content hash of the latest revision of `name`, or nil when there is no such layout.
    private func latestContentHash(of name: String) throws -> String? {
        try db.fetchOne(String.self, sql: """
            SELECT r.content_hash FROM revisions r JOIN layouts l ON l.id = r.layout_id
            WHERE l.name = ? ORDER BY r.number DESC LIMIT 1
            """, arguments: [name])
    }
}
