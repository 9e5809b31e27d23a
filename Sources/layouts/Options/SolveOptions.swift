import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

/// Everything that says where and how to solve, shared by `solve`, `solve --all`, `render`, `gallery` and
/// `diff`: container sizes or device presets, orientation, safe area, layout direction, scroll
/// positions, item counts and the pixel grid. Parsed once into a `SolveRequest`.
struct SolveOptions: ParsableArguments {
    @Option(name: .customLong("width"), help: ArgumentHelp("A container width in points (repeatable).", valueName: "W"))
    var widths: [Double] = []

    @Option(name: .customLong("widths"), help: ArgumentHelp("Comma-separated container widths and ranges A..B[/STEP] (step 1 point unless given), e.g. 320,390,768 or 320..1366/8.", valueName: "list"))
    var widthList: String?

    @Option(name: .customLong("device"), help: ArgumentHelp("A device preset id from `layouts devices` (repeatable).", valueName: "id"),
            completion: Completions.devices)
    var devices: [String] = []

    @Option(name: .customLong("devices"), help: ArgumentHelp("Comma-separated device preset ids, or `all`.", valueName: "list|all"))
    var deviceList: String?

    @Option(help: ArgumentHelp("The container height (default: the device's, or the height of the device preset with that width, else 844).", valueName: "H"))
    var height: Double?

    @Option(help: ArgumentHelp("portrait or landscape (device presets only).", valueName: "orientation"))
    var orientation: DeviceOrientation = .portrait

    @Option(name: .customLong("safe-area"),
            help: ArgumentHelp("The safe area TOP,LEADING,BOTTOM,TRAILING in points (default: the device's, else none).",
                               valueName: "T,L,B,R"))
    var safeArea: String?

    @Option(name: .customLong("layout-margins"),
            help: ArgumentHelp("The collection view's layout margins TOP,LEADING,BOTTOM,TRAILING in points (default: the safe area plus the device's minimum margin, else 16 below 600 points of width and 20 from 600).",
                               valueName: "T,L,B,R"))
    var layoutMargins: String?

    @Option(name: .customLong("layout-direction"), help: ArgumentHelp("leftToRight or rightToLeft.", valueName: "direction"))
    var layoutDirection: LayoutDirection = .leftToRight

    @Option(name: .customLong("scroll"),
            help: ArgumentHelp("Scroll an orthogonal section by X points from rest (repeatable).", valueName: "SECTION=X"))
    var scrolls: [String] = []

    @Option(name: .customLong("items"), help: ArgumentHelp("Cells in every section (N), or in one section (SECTION=N); repeatable.", valueName: "N|SECTION=N"))
    var items: [String] = []

    @Option(help: ArgumentHelp("The pixel grid: floor sizes to 1/S points as a screen of scale S does (default: the device's, else exact); 0 for exact values.", valueName: "S"))
    var scale: Double?

    @Option(name: .customLong("measurements"),
            help: ArgumentHelp("Measured sizes of self-sizing cells and headers: a measurements document (- for standard input), or @NAME[@N] for a set kept with `layouts measurements save`.",
                               valueName: "FILE|@NAME"))
    var measurementsFile: String?

    @Option(name: .customLong("tokens"),
            help: ArgumentHelp("The design tokens a layout's references (\"{space.md}\") are read from: a token file in the DTCG format (- for standard input), or @NAME[@N] for a set kept with `layouts tokens save`.",
                               valueName: "FILE|@NAME"))
    var tokensFile: String?

    @Option(name: .customLong("content-size-category"),
            help: ArgumentHelp("The text size variants see: one of UIKit's content size categories, extraSmall to accessibilityExtraExtraExtraLarge (default: large).",
                               valueName: "name"))
    var contentSizeCategory: String?

    // Unconditional, so `--offset -1` reaches validate() and its message instead of reading as an option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scroll position along the scroll axis; pinned headers and footers follow it.",
                               valueName: "Y"))
    var offset: Double = 0

    /// What `validate()` read from the options, for `request` to build on: each is parsed once.
    /// Not an argument: `CodingKeys` leaves it out, so it starts empty.
    private var parsed: Parsed?

    private enum CodingKeys: String, CodingKey {
        case widths, widthList, devices, deviceList, height, orientation, safeArea, layoutMargins, layoutDirection
        case scrolls, items, scale, measurementsFile, tokensFile, offset, contentSizeCategory
    }

    /// The options read into values: the widths of `--width` and `--widths` in the order
    /// given, the insets, the scroll positions and the item counts.
    private struct Parsed {
        var widths: [Double]
        var safeArea: DirectionalInsets?
        var layoutMargins: DirectionalInsets?
        var scrolls: [String: Double]
        var itemCounts: (all: Int?, bySection: [String: Int])
        var contentSizeCategory: ContentSizeCategory
    }

    mutating func validate() throws {
        parsed = try parse()
    }

    /// Checks every option, the first problem a usage error, and reads each into its value.
    private func parse() throws -> Parsed {
        for w in widths { try Self.requirePositive(w, "--width", "a width") }
        if let height { try Self.requirePositive(height, "--height", "a height") }
        if let scale, !(scale == 0 || (scale >= SolveEnvironment.smallestScale && scale <= SolveEnvironment.largestScale)) {
            // 1e-300 rounds to "0", which would read as the exact scale that is allowed.
            let shown = scale != 0 && formatPoints(scale) == "0" ? String(scale) : formatPoints(scale)
            throw ValidationError("--scale \(shown): a scale must be 0 (exact values) or a number of "
                                  + "pixels a point from \(Int(SolveEnvironment.smallestScale)) to \(Int(SolveEnvironment.largestScale)).")
        }
        guard offset.isFinite, offset >= 0, offset <= SolveEnvironment.largestLength else {
            throw ValidationError("--offset \(formatPoints(offset)): a scroll offset must be a number from 0 to "
                                  + "\(Self.largestLengthText) points.")
        }
        let widths = try parsedWidths()
        if !widths.isEmpty && orientation == .landscape {
            throw ValidationError("--orientation landscape: a bare width has no landscape; use --device ID (or give the landscape width).")
        }
        return Parsed(widths: widths, safeArea: try parsedSafeArea(), layoutMargins: try parsedLayoutMargins(),
                      scrolls: try parsedScrolls(), itemCounts: try itemCounts(),
                      contentSizeCategory: try ContentSizeCategory.named(contentSizeCategory, option: "--content-size-category"))
    }

    /// Sizes must be finite, > 0 and at most `SolveEnvironment.largestLength`; every command
    /// checks them alike.
    static func requirePositive(_ value: Double, _ option: String, _ what: String) throws {
        guard value.isFinite, value > 0 else {
            throw ValidationError("\(option) \(formatPoints(value)): \(what) must be a positive number.")
        }
        guard value <= SolveEnvironment.largestLength else {
            throw ValidationError("\(option) \(formatPoints(value)): \(what) must be at most \(largestLengthText) points.")
        }
    }

    /// `SolveEnvironment.largestLength` as messages say it.
    static let largestLengthText = formatPoints(SolveEnvironment.largestLength)

    /// Whether `value` is a length the options take: finite, ≥ 0 and at most the largest length.
    static func isLength(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= SolveEnvironment.largestLength
    }

    /// How many containers were asked for by name (`--devices all`: every preset, so `nil`).
    var containersAsked: Int? {
        guard deviceList != "all" else { return nil }
        let listed = deviceList.map { Self.list($0).count } ?? 0
        return (parsed?.widths.count ?? (try? parsedWidths().count) ?? 0) + devices.count + listed
    }

    /// `--width` and `--widths`, in the order given; a range in `--widths` gives each of its
    /// widths, narrowest first, and the list gives at most `mostListedWidths` in all.
    private func parsedWidths() throws -> [Double] {
        guard let widthList else { return widths }
        var listed: [Double] = []
        for text in Self.list(widthList) {
            if text.contains("..") {
                listed += try Self.widthRange(text, option: "--widths").widths
            } else {
                guard let value = Double(text), value.isFinite, value > 0 else {
                    throw ValidationError("--widths: '\(text)' is not a positive number or a range (expected e.g. 320,390,768 or 320..1366/8).")
                }
                try Self.requirePositive(value, "--widths", "a width")
                listed.append(value)
            }
            guard listed.count <= Self.mostListedWidths else {
                throw ValidationError("--widths \(widthList): more than \(Self.mostListedWidths) widths in all; take a larger step or fewer ranges.")
            }
        }
        return widths + listed
    }

    /// The most widths `--widths` may give: one range of the longest span at a step of 1 point.
    static let mostListedWidths = Int(WidthRange.longestSpan) + 1

    /// `A..B` or `A..B/S`, refused as a usage error naming `option`.
    static func widthRange(_ text: String, option: String) throws -> WidthRange {
        do {
            return try WidthRange(parsing: text)
        } catch {
            throw ValidationError("\(option) \(text): \(error).")
        }
    }

    private func parsedSafeArea() throws -> DirectionalInsets? {
        try Self.insets(safeArea, option: "--safe-area", example: "47,0,34,0")
    }

    /// `--layout-margins`, read as `--safe-area` is.
    private func parsedLayoutMargins() throws -> DirectionalInsets? {
        try Self.insets(layoutMargins, option: "--layout-margins", example: "0,20,0,20")
    }

    /// Four lengths TOP,LEADING,BOTTOM,TRAILING, each from 0 to the largest length, or nil when
    /// the option was not given.
    private static func insets(_ text: String?, option: String, example: String) throws -> DirectionalInsets? {
        guard let text else { return nil }
        let parts = list(text).map { Double($0) }
        guard parts.count == 4, parts.allSatisfy({ $0.map(isLength) ?? false }) else {
            throw ValidationError("\(option) \(text): expected four numbers from 0 to \(largestLengthText), TOP,LEADING,BOTTOM,TRAILING (e.g. \(example)).")
        }
        return DirectionalInsets(top: parts[0]!, leading: parts[1]!, bottom: parts[2]!, trailing: parts[3]!)
    }

    private func parsedScrolls() throws -> [String: Double] {
        var result: [String: Double] = [:]
        for entry in scrolls {
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex,
                  let x = Double(entry[entry.index(after: eq)...]), Self.isLength(x) else {
                throw ValidationError("--scroll \(entry): expected SECTION=X with X a number from 0 to \(Self.largestLengthText).")
            }
            result[String(entry[..<eq])] = x
        }
        return result
    }

    /// `--items` as a default count and per-section counts.
    private func itemCounts() throws -> (all: Int?, bySection: [String: Int]) {
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

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    }

    /// The request these options make, with containers resolved against the device presets,
    /// in the order the command line `arguments` gives them.
    func request(presets: [DevicePreset], arguments: [String] = CommandLine.arguments) throws -> SolveRequest {
        let parsed = try self.parsed ?? parse()
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
                throw ValidationError("--orientation landscape: give a device (--device ID); a bare width has no landscape.")
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
        return SolveRequest(containers: ContainerOrder(arguments: arguments).arrange(
            widths: Array(bare[..<single]), widthList: Array(bare[single...]),
            devices: chosen.map(device), deviceList: listed.map(device)))
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
                throw CLIError("--device \(id): no such device preset\(hint) (known: \(known))")
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
        if !lines.isEmpty { throw CLIError(lines: lines) }
    }
}

extension ContentSizeCategory {
    /// `--content-size-category`'s value: `large` when not given, a usage error naming the
    /// category meant and every category when misspelt.
    static func named(_ text: String?, option: String) throws -> ContentSizeCategory {
        guard let text else { return .large }
        if let category = ContentSizeCategory(name: text) { return category }
        let hint = meant(by: text).map { "; did you mean \($0.rawValue)?" } ?? ""
        throw ValidationError("\(option) \(text): no such content size category\(hint) (known: "
                              + allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
}

extension DeviceOrientation: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

extension SolveOptions {
    /// Whether any container, screen or count option was given.
    var givesAnything: Bool {
        !widths.isEmpty || widthList != nil || !devices.isEmpty || deviceList != nil || height != nil
            || orientation != .portrait || safeArea != nil || layoutMargins != nil || layoutDirection != .leftToRight || !scrolls.isEmpty
            || !items.isEmpty || scale != nil || measurementsFile != nil || tokensFile != nil || offset != 0
            || contentSizeCategory != nil
    }
}
