import LayoutCatalog
import LayoutEngine

extension ContainerOptions {
    /// The request these options make against `catalog`'s device presets, with the
    /// measurements (`measurements`: the set for each container's text size) and the design
    /// tokens (`tokens`, else the catalogue's `default` set) in every container's environment.
    public func request(parsed: Parsed?, in catalog: Catalog, sweeping: Bool = false, arguments: [String]) throws -> SolveRequest {
        var request = try self.request(parsed: parsed, presets: catalog.devices(), sweeping: sweeping, arguments: arguments)
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
    /// options cannot take a `UsageError`. `sweeping`: the request of a sweep (one range and at
    /// most one device), whose device may be held in landscape beside the range.
    public func request(parsed: Parsed?, presets: [DevicePreset], sweeping: Bool = false,
                        arguments: [String]) throws -> SolveRequest {
        let parsed = try parsed ?? parse()
        // One device and one range passes `parse()` in landscape, for a sweep; anything else
        // would solve the range's bare widths in portrait beside the device.
        try refuseLandscapeWidths(parsed.widths, sweeping: sweeping)
        let counts = parsed.itemCounts
        let base = SolveEnvironment(width: 1, height: 1, itemCounts: counts.bySection, defaultItemCount: counts.all,
                                    layoutDirection: layoutDirection, contentOffset: offset,
                                    orthogonalOffsets: parsed.scrolls, contentSizeCategory: parsed.contentSizeCategory)
        let safe = parsed.safeArea
        let margins = parsed.layoutMargins
        func container(_ width: Double, _ height: Double, sizeClass: SizeClass?, traits: (SizeClass, UserInterfaceIdiom)?,
                       safeArea: DirectionalInsets, margin: Double?, scale presetScale: Double?, device: String?,
                       orientation: DeviceOrientation) -> SolveContainer {
            var environment = base
            (environment.width, environment.height) = (width, self.height ?? height)
            environment.sizeClass = sizeClass
            // The preset's vertical size class in this orientation and its idiom (semantics §1).
            (environment.verticalSizeClass, environment.idiom) = (traits?.0, traits?.1)
            environment.safeArea = safe ?? safeArea
            environment.layoutMargin = margin
            environment.layoutMargins = margins
            environment.scale = scale == 0 ? nil : (scale ?? presetScale)  // --scale 0: exact values
            return SolveContainer(environment: environment, device: device, orientation: orientation)
        }
        var widths = parsed.widths
        let (chosen, listed) = try chosenScreens(presets)
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
                             traits: preset.map { ($0.portrait.verticalSizeClass, $0.idiom) }, safeArea: .zero, margin: nil,
                             scale: nil, device: nil, orientation: .portrait)
        }
        func device(_ screen: PresetScreen) -> SolveContainer {
            let metrics = screen.metrics
            return container(metrics.width, metrics.height, sizeClass: metrics.horizontalSizeClass,
                             traits: (metrics.verticalSizeClass, screen.idiom), safeArea: metrics.safeArea,
                             margin: screen.layoutMargin, scale: screen.scale, device: screen.id, orientation: orientation)
        }
        let single = min(self.widths.count, bare.count)
        let arranged = ContainerOrder(arguments: arguments).arrange(
            widths: Array(bare[..<single]), widthList: Array(bare[single...]),
            devices: chosen.map(device), deviceList: listed.map(device))
        // Device lists repeat as freely as widths do: `all` a hundred times is 1,300 containers.
        guard arranged.count <= Self.mostListedWidths else {
            throw UsageError("--devices: \(arranged.count) containers in all, more than \(Self.mostListedWidths); "
                             + "give fewer devices or widths.")
        }
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

    /// The screens of each `--device`, and of `--devices`: ids, `all` (every device preset) and
    /// `windows` (every window preset the orientation has), mixed in any order and any case,
    /// each giving its screens where it stands; both options are kept, in the order given.
    private func chosenScreens(_ presets: [DevicePreset]) throws -> (single: [PresetScreen], listed: [PresetScreen]) {
        let windows = try SeedCatalogue.windows()
        var named: [DevicePreset] = []
        func screen(_ id: String, option: String) throws -> PresetScreen {
            // Ids are lower case; `iPhone-16` is the same preset.
            let lower = id.lowercased()
            if let preset = presets.first(where: { $0.id == id }) ?? presets.first(where: { $0.id == lower }) {
                named.append(preset)
                return PresetScreen(preset, orientation)
            }
            if let window = windows.first(where: { $0.id == id }) ?? windows.first(where: { $0.id == lower }) {
                return try Self.screen(of: window, orientation, option: option)
            }
            if option == "--device", ["all", "windows"].contains(lower) {
                throw UsageError("--device \(id): a --device names one preset; --devices \(lower) gives every one of them.")
            }
            let known = (presets.map(\.id) + windows.map(\.id)).joined(separator: ", ")
            let hint = DevicePreset.meant(by: id, among: presets, windows: windows).map { "; did you mean \($0)?" } ?? ""
            throw WorkspaceError("\(option) \(id): no such device preset\(hint) (known: \(known), or all, windows)")
        }
        func screens(_ item: String) throws -> [PresetScreen] {
            guard !item.isEmpty else {
                throw UsageError("--devices \(deviceList ?? ""): an empty name; separate preset ids with single commas.")
            }
            switch item.lowercased() {
            case "all":
                named += presets
                return presets.map { PresetScreen($0, orientation) }
            case "windows":
                return windows.compactMap { window in window.metrics(orientation).map { PresetScreen(window, $0) } }
            default:
                return [try screen(item, option: "--devices")]
            }
        }
        let chosen = (try devices.map { try screen($0, option: "--device") },
                      try deviceList.map { try Self.list($0).flatMap(screens) } ?? [])
        try Self.refuseDamaged(named)
        return chosen
    }

    /// `window` held in `orientation`, or a usage error naming the orientations it has.
    private static func screen(of window: WindowPreset, _ orientation: DeviceOrientation,
                               option: String) throws(UsageError) -> PresetScreen {
        guard let held = window.metrics(orientation) else {
            let has = window.orientations.map(\.rawValue)
            throw UsageError("\(option) \(window.id): the window \(window.name) exists only in "
                             + "\(has.joined(separator: " and ")); solve it with --orientation \(has[0]).")
        }
        return PresetScreen(window, held)
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
