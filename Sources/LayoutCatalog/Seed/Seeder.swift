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

    /// `seed/measurements/NAME.json`, decoded, by name: the measurement sets of the examples
    /// that only make sense with measured sizes (a set is named after its layout).
    public static func measurementSets() throws -> [(name: String, measurements: Measurements)] {
        try EmbeddedFiles.seed.filter { $0.path.hasPrefix("measurements/") }.map { file in
            let name = String(file.path.dropFirst("measurements/".count).dropLast(".json".count))
            do {
                return (name, try Measurements(json: file.text))
            } catch {
                throw CatalogError.seed(path: file.path, reason: "\(error)")
            }
        }
    }

    /// `seed/tokens/NAME.json`, read, by name: the token sets the examples name tokens from
    /// (`default` is the one a request that names none is solved with).
    public static func tokenSets() throws -> [(name: String, tokens: DesignTokens)] {
        try EmbeddedFiles.seed.filter { $0.path.hasPrefix("tokens/") }.map { file in
            let name = String(file.path.dropFirst("tokens/".count).dropLast(".json".count))
            do {
                return (name, try DesignTokens(json: file.text))
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
            guard let preset = DevicePreset(seedEntry: entry) else {
                throw CatalogError.seed(path: file.path, reason: """
                    [\(index)]: expected id, name, scale, layoutMargin, and portrait (width, height, safeArea, \
                    sizeClass, verticalSizeClass) and landscape (safeArea, sizeClass, verticalSizeClass)
                    """)
            }
            return preset
        }
    }
}

extension DevicePreset {
    /// One entry of `seed/devices.json`; `nil` when any figure is missing or out of range.
    init?(seedEntry entry: JSONValue) {
        guard case .object(let f) = entry,
              case .string(let id)? = f["id"], case .string(let name)? = f["name"],
              case .number(let scale)? = f["scale"], case .number(let margin)? = f["layoutMargin"],
              case .object(let p)? = f["portrait"], case .object(let l)? = f["landscape"],
              case .number(let width)? = p["width"], case .number(let height)? = p["height"],
              width > 0, height > 0, scale > 0, margin >= 0,
              let portrait = Self.metrics(p, width: width, height: height),
              let landscape = Self.metrics(l, width: height, height: width) else { return nil }
        self.init(id: id, name: name, scale: scale, layoutMargin: margin, portrait: portrait, landscape: landscape)
    }

    /// One orientation of a seed entry (safe area and size classes) at `width` × `height`; nil when a
    /// figure is missing or out of range. Window presets read theirs alike.
    static func metrics(_ f: JSONObject, width: Double, height: Double) -> DeviceMetrics? {
        guard case .array(let safe)? = f["safeArea"], safe.count == 4,
              case .string(let h)? = f["sizeClass"], let horizontal = SizeClass(rawValue: h),
              case .string(let v)? = f["verticalSizeClass"], let vertical = SizeClass(rawValue: v) else { return nil }
        var insets: [Double] = []
        for case .number(let inset) in safe where inset.isFinite && inset >= 0 { insets.append(inset) }
        guard insets.count == 4 else { return nil }
        return DeviceMetrics(width: width, height: height,
                             safeArea: DirectionalInsets(top: insets[0], leading: insets[1], bottom: insets[2],
                                                         trailing: insets[3]),
                             horizontalSizeClass: horizontal, verticalSizeClass: vertical)
    }
}

extension Catalog {
    /// Loads the device presets and, unless `layouts` is false, the example layouts and their
    /// measurement sets that the catalogue does not have yet. One transaction.
    ///
    /// An example never revises a layout or a set that exists: one with the example's content
    /// is `unchanged`, one with other content is `kept` — it was edited here or is an older
    /// example, and either way its history is the user's.
    public func seed(layouts: Bool = true) throws -> SeedReport {
        let examples = layouts ? try SeedCatalogue.layouts() : []
        let measurementSets = layouts ? try SeedCatalogue.measurementSets() : []
        let tokenSets = layouts ? try SeedCatalogue.tokenSets() : []
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
            for (name, measurements) in measurementSets {
                switch try latestMeasurementSetHash(of: name) {
                case nil:
                    _ = try saveMeasurements(measurements, as: name, message: "Seed: \(name)")
                    report.createdMeasurementSets.append(name)
                case ContentHash.of(measurements.canonicalText)?:
                    report.unchangedMeasurementSets.append(name)
                default:
                    report.keptMeasurementSets.append(name)
                }
            }
            // Token sets before nothing: a layout is stored whatever tokens it names.
            for (name, tokens) in tokenSets where try latestSetHash(.tokens, of: name) == nil {
                _ = try saveTokens(tokens, as: name, message: "Seed: \(name)")
            }
            return report
        }
    }

    /// The content hash of the latest revision of the measurement set `name`, or nil when there is none.
    private func latestMeasurementSetHash(of name: String) throws -> String? {
        try latestSetHash(.measurements, of: name)
    }

    private func latestSetHash(_ kind: StoredSetKind, of name: String) throws -> String? {
        try db.fetchOne(String.self, sql: """
            SELECT content_hash FROM \(kind.table) WHERE name = ? ORDER BY number DESC LIMIT 1
            """, arguments: [name])
    }

    /// The content hash of the latest revision of `name`, or nil when there is no such layout.
    private func latestContentHash(of name: String) throws -> String? {
        try db.fetchOne(String.self, sql: """
            SELECT r.content_hash FROM revisions r JOIN layouts l ON l.id = r.layout_id
            WHERE l.name = ? ORDER BY r.number DESC LIMIT 1
            """, arguments: [name])
    }
}
