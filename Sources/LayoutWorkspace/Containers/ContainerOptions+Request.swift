import LayoutCatalog
import LayoutEngine

extension ContainerOptions {
    /// The request these options make against `catalog`'s device presets, with the
    /// measurements (`measurements`: the set for each container's text size) and the design
    /// tokens (`tokens`, else the catalogue's `default` set) in every container's environment.
    public func request(parsed: Parsed?, in catalog: Catalog, arguments: [String]) throws -> SolveRequest {
        var request = try self.request(parsed: parsed, presets: catalog.devices(), arguments: arguments)
        if !measurements.isEmpty {
            let sets = try MeasurementSets(measurements.map { ($0, try loadMeasurements($0, from: catalog)) })
            for i in request.containers.indices {
                let chosen = try sets.set(for: request.containers[i].environment.contentSizeCategory)
                request.containers[i].environment.measurements = chosen.measurements
                request.containers[i].measurementsSource = chosen.source
            }
        }
        if let read = try tokens.map({ try loadTokens($0, from: catalog) }) ?? catalog.defaultTokens() {
            for i in request.containers.indices { request.containers[i].environment.tokens = read }
        }
        return request
    }

    /// The request these options make, with containers resolved against the device presets,
    /// in the order the command line `arguments` gives them; `parsed` when `parse()` ran already.
    /// A device that does not exist, or a damaged preset, is a `WorkspaceError`; a value the
    /// options cannot take a `UsageError`.
    public func request(parsed: Parsed?, presets: [DevicePreset], arguments: [String]) throws -> SolveRequest {
        let parsed = try parsed ?? parse()
        let counts = parsed.itemCounts
        let base = SolveEnvironment(width: 1, height: 1, itemCounts: counts.bySection, defaultItemCount: counts.all,
                                    layoutDirection: layoutDirection, contentOffset: offset,
                                    orthogonalOffsets: parsed.scrolls, contentSizeCategory: parsed.contentSizeCategory)
        let safe = parsed.safeArea
        let margins = parsed.layoutMargins
        func container(_ width: Double, _ height: Double, sizeClass: SizeClass?, traits preset: DevicePreset?,
                       safeArea: DirectionalInsets, margin: Double?, scale presetScale: Double?, device: String?,
                       orientation: DeviceOrientation) -> SolveContainer {
            var environment = base
            (environment.width, environment.height) = (width, self.height ?? height)
            environment.sizeClass = sizeClass
            // The preset's vertical size class in this orientation and its idiom (semantics §1).
            environment.verticalSizeClass = preset?.metrics(orientation).verticalSizeClass
            environment.idiom = preset?.idiom
            environment.safeArea = safe ?? safeArea
            environment.layoutMargin = margin
            environment.layoutMargins = margins
            environment.scale = scale == 0 ? nil : (scale ?? presetScale)  // --scale 0: exact values
            return SolveContainer(environment: environment, device: device, orientation: orientation)
        }
        var widths = parsed.widths
        let (chosen, listed) = try chosenPresets(presets)
        if widths.isEmpty && chosen.isEmpty && listed.isEmpty {
            if orientation == .landscape {
                throw UsageError("--orientation landscape: give a device (--device ID); a bare width has no landscape.")
            }
            widths = [390]
        }
        // A bare width borrows the height and size class of the preset of that width, nothing
        // else; never from a preset no screen has.
        let bare = widths.map { width in
            let preset = presets.first { $0.width == width && $0.problems.isEmpty }
            return container(width, preset?.height ?? 844, sizeClass: preset?.portrait.horizontalSizeClass,
                             traits: preset, safeArea: .zero, margin: nil, scale: nil, device: nil, orientation: .portrait)
        }
        func device(_ preset: DevicePreset) -> SolveContainer {
            let metrics = preset.metrics(orientation)
            return container(metrics.width, metrics.height, sizeClass: metrics.horizontalSizeClass,
                             traits: preset, safeArea: metrics.safeArea, margin: preset.layoutMargin, scale: preset.scale,
                             device: preset.id, orientation: orientation)
        }
        let single = min(self.widths.count, bare.count)
        let arranged = ContainerOrder(arguments: arguments).arrange(
            widths: Array(bare[..<single]), widthList: Array(bare[single...]),
            devices: chosen.map(device), deviceList: listed.map(device))
        return SolveRequest(containers: try Self.atTextSizes(arranged, parsed.contentSizeCategories))
    }

    /// Each container at each text size of a sweep (`--content-size-categories`), container by
    /// container, each labelled with its text size; the containers as they are when not sweeping.
    /// At most `mostSweptContainers` in all.
    private static func atTextSizes(_ containers: [SolveContainer],
                                    _ categories: [ContentSizeCategory]) throws(UsageError) -> [SolveContainer] {
        guard !categories.isEmpty else { return containers }
        guard containers.count * categories.count <= mostSweptContainers else {
            throw UsageError("--content-size-categories: \(containers.count) containers × \(categories.count) text sizes is more "
                             + "than \(mostSweptContainers) containers in all; give fewer widths or text sizes.")
        }
        return containers.flatMap { container in
            categories.map { category in
                var swept = container
                swept.environment.contentSizeCategory = category
                swept.sweepsTextSize = true
                return swept
            }
        }
    }

    /// The presets of each `--device`, and of `--devices` (every preset for `all`, which
    /// stands alone: `--device` is then ignored, as before).
    private func chosenPresets(_ presets: [DevicePreset]) throws -> (single: [DevicePreset], listed: [DevicePreset]) {
        if deviceList == "all" {
            try Self.refuseDamaged(presets)
            return ([], presets)
        }
        func preset(_ id: String) throws -> DevicePreset {
            // Ids are lower case; `iPhone-16` is the same preset.
            guard let preset = presets.first(where: { $0.id == id }) ?? presets.first(where: { $0.id == id.lowercased() }) else {
                let known = presets.map(\.id).joined(separator: ", ")
                let hint = DevicePreset.meant(by: id, among: presets).map { "; did you mean \($0)?" } ?? ""
                throw WorkspaceError("--device \(id): no such device preset\(hint) (known: \(known))")
            }
            return preset
        }
        let chosen = (try devices.map(preset), try deviceList.map { try Self.list($0).map(preset) } ?? [])
        try Self.refuseDamaged(chosen.0 + chosen.1)
        return chosen
    }

    /// A preset with a value no screen has (edited outside layouts) is refused by name before
    /// anything is solved: at it every layout would fail, each blamed for the device's fault.
    private static func refuseDamaged(_ presets: [DevicePreset]) throws {
        var seen: Set<String> = []
        let lines = presets.filter { !$0.problems.isEmpty && seen.insert($0.id).inserted }.map { preset in
            "device \(preset.id): \(preset.problems.joined(separator: "; ")) (changed outside layouts: "
                + "`layouts repair` loads the preset again); nothing was solved"
        }
        if !lines.isEmpty { throw WorkspaceError(lines: lines) }
    }
}
