import LayoutCatalog
import LayoutEngine

/// The container options of a command line as typed (`--width`, `--widths`, `--device`,
/// `--devices`, `--height`, `--orientation`, the insets, scroll positions, item counts, scale,
/// text size and offset), checked and read into values by `parse()`, and resolved against the
/// device presets into a `SolveRequest` by `request(parsed:presets:sweeping:arguments:)`. A problem with a
/// value is a `UsageError` naming the option.
public struct ContainerOptions: Sendable {
    /// `--width`, each a container width in points.
    public var widths: [Double] = []
    /// `--widths`: comma-separated widths and ranges `A..B[/STEP]`.
    public var widthList: String?
    /// `--device`, each a device preset id.
    public var devices: [String] = []
    /// `--devices`: comma-separated device and window preset ids, `all` (every device preset) or
    /// `windows` (every window preset the orientation has).
    public var deviceList: String?
    /// `--height`: the container height.
    public var height: Double?
    /// `--orientation` (device presets only).
    public var orientation: DeviceOrientation = .portrait
    /// `--safe-area` as typed: TOP,LEADING,BOTTOM,TRAILING.
    public var safeArea: String?
    /// `--layout-margins` as typed: TOP,LEADING,BOTTOM,TRAILING.
    public var layoutMargins: String?
    /// `--layout-direction`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `--scroll`, each `SECTION=X`.
    public var scrolls: [String] = []
    /// `--items`, each `N` or `SECTION=N`.
    public var items: [String] = []
    /// `--scale`: the pixel grid (0 for exact values).
    public var scale: Double?
    /// `--content-size-category`: the text size variants see.
    public var contentSizeCategory: String?
    /// `--content-size-categories`: `all`, or comma-separated categories, each container
    /// repeated at each (excludes `contentSizeCategory`).
    public var contentSizeCategories: String?
    /// `--offset`: the scroll position along the scroll axis.
    public var offset: Double = 0
    /// `--measurements`, each a measurements file, `-`, or `@NAME[@N]` for a kept set; a
    /// container takes the one that names its text size, else the one that names none.
    public var measurements: [String] = []
    /// `--tokens`: a token file, `-`, or `@NAME[@N]` for a kept set (else the catalogue's `default`).
    public var tokens: String?

    /// Options with nothing given: one bare width of 390 points when resolved.
    public init() {}

    /// What `parse()` read from the options, for `request(parsed:presets:sweeping:arguments:)` to build on,
    /// so that each is read once: the widths of `--width` and `--widths` in the order given, the
    /// insets, the scroll positions, the item counts and the text size.
    public struct Parsed: Sendable {
        var widths: [Double]
        var safeArea: DirectionalInsets?
        var layoutMargins: DirectionalInsets?
        var scrolls: [String: Double]
        var itemCounts: (all: Int?, bySection: [String: Int])
        var contentSizeCategory: ContentSizeCategory
        /// The text sizes of `--content-size-categories`, each once; empty when not sweeping.
        var contentSizeCategories: [ContentSizeCategory]
    }

    /// Checks every option, the first problem a usage error, and reads each into its value.
    public func parse() throws(UsageError) -> Parsed {
        for w in widths { try Self.requirePositive(w, "--width", "a width") }
        if let height { try Self.requirePositive(height, "--height", "a height") }
        if let scale, !(scale == 0 || (scale >= SolveEnvironment.smallestScale && scale <= SolveEnvironment.largestScale)) {
            // 1e-300 rounds to "0", which would read as the exact scale that is allowed.
            let shown = scale != 0 && formatPoints(scale) == "0" ? String(scale) : formatPoints(scale)
            throw UsageError("--scale \(shown): a scale must be 0 (exact values) or a number of "
                             + "pixels a point from \(Int(SolveEnvironment.smallestScale)) to \(Int(SolveEnvironment.largestScale)).")
        }
        guard offset.isFinite, offset >= 0, offset <= SolveEnvironment.largestLength else {
            throw UsageError("--offset \(formatPoints(offset)): a scroll offset must be a number from 0 to "
                             + "\(Self.largestLengthText) points.")
        }
        let widths = try parsedWidths()
        // One device and one range is a sweep's request (`sweep`, `render --breakpoints`): the
        // range gives the widths, the device everything else in its orientation, so a
        // landscape-only window can be swept too.
        let sweepsOneDevice = devices.count == 1 && deviceList == nil && self.widths.isEmpty
            && (widthList.map { !$0.contains(",") && $0.contains("..") } ?? false)
        try refuseLandscapeWidths(widths, sweeping: sweepsOneDevice)
        return Parsed(widths: widths, safeArea: try parsedSafeArea(), layoutMargins: try parsedLayoutMargins(),
                      scrolls: try parsedScrolls(), itemCounts: try itemCounts(),
                      contentSizeCategory: try ContentSizeCategory.named(contentSizeCategory, option: "--content-size-category"),
                      contentSizeCategories: try parsedContentSizeCategories())
    }

    /// `--content-size-categories`: every category for `all`, else those listed, each once in
    /// the order first given; refused beside `--content-size-category`, which names one.
    private func parsedContentSizeCategories() throws(UsageError) -> [ContentSizeCategory] {
        guard let contentSizeCategories else { return [] }
        if contentSizeCategory != nil {
            throw UsageError("--content-size-categories and --content-size-category: give one; the list sweeps text sizes, "
                             + "the other solves at one.")
        }
        if contentSizeCategories == "all" { return ContentSizeCategory.allCases }
        var categories: [ContentSizeCategory] = []
        for name in Self.list(contentSizeCategories) {
            let category = try ContentSizeCategory.named(name, option: "--content-size-categories")
            if !categories.contains(category) { categories.append(category) }
        }
        return categories
    }

    /// The most containers a text size sweep may make, each container repeated at each text
    /// size: as many as `--widths` may list.
    public static let mostSweptContainers = mostListedWidths

    /// Bare `widths` beside `--orientation landscape` are refused, a bare width having no
    /// landscape, unless `sweeping`: a sweep's range beside its one device, which holds the
    /// orientation. `parse()` and the request apply the same rule.
    func refuseLandscapeWidths(_ widths: [Double], sweeping: Bool) throws(UsageError) {
        if !widths.isEmpty && orientation == .landscape && !sweeping {
            throw UsageError("--orientation landscape: a bare width has no landscape; use --device ID (or give the landscape width).")
        }
    }

    /// Sizes must be finite, > 0 and at most `SolveEnvironment.largestLength`; every command
    /// checks them alike.
    public static func requirePositive(_ value: Double, _ option: String, _ what: String) throws(UsageError) {
        guard value.isFinite, value > 0 else {
            throw UsageError("\(option) \(formatPoints(value)): \(what) must be a positive number.")
        }
        guard value <= SolveEnvironment.largestLength else {
            throw UsageError("\(option) \(formatPoints(value)): \(what) must be at most \(largestLengthText) points.")
        }
    }

    /// `SolveEnvironment.largestLength` as messages say it.
    public static let largestLengthText = formatPoints(SolveEnvironment.largestLength)

    /// Whether `value` is a length the options take: finite, ≥ 0 and at most the largest length.
    public static func isLength(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= SolveEnvironment.largestLength
    }

    /// Whether any container, screen, count, measurement or token option was given.
    public var givesAnything: Bool {
        !widths.isEmpty || widthList != nil || !devices.isEmpty || deviceList != nil || height != nil
            || orientation != .portrait || safeArea != nil || layoutMargins != nil || layoutDirection != .leftToRight
            || !scrolls.isEmpty || !items.isEmpty || scale != nil || !measurements.isEmpty || tokens != nil || offset != 0
            || contentSizeCategory != nil || contentSizeCategories != nil
    }

    /// How many containers were asked for by name (`nil` when `--devices` names `all` or
    /// `windows`: every preset of a kind); `parsed` when the options were read already.
    public func containersAsked(parsed: Parsed?) -> Int? {
        let items = deviceList.map(Self.list) ?? []
        guard !items.contains(where: { ["all", "windows"].contains($0.lowercased()) }) else { return nil }
        let listed = items.count
        return (parsed?.widths.count ?? (try? parsedWidths().count) ?? 0) + devices.count + listed
    }

    /// `--width` and `--widths`, in the order given; a range in `--widths` gives each of its
    /// widths, narrowest first, and the list gives at most `mostListedWidths` in all.
    private func parsedWidths() throws(UsageError) -> [Double] {
        guard let widthList else { return widths }
        var listed: [Double] = []
        for text in Self.list(widthList) {
            if text.contains("..") {
                listed += try Self.widthRange(text, option: "--widths").widths
            } else {
                guard let value = Double(text), value.isFinite, value > 0 else {
                    throw UsageError("--widths: '\(text)' is not a positive number or a range (expected e.g. 320,390,768 or 320..1366/8).")
                }
                try Self.requirePositive(value, "--widths", "a width")
                listed.append(value)
            }
            guard listed.count <= Self.mostListedWidths else {
                throw UsageError("--widths \(widthList): more than \(Self.mostListedWidths) widths in all; take a larger step or fewer ranges.")
            }
        }
        return widths + listed
    }

    /// The most widths `--widths` may give: one range of the longest span at a step of 1 point.
    public static let mostListedWidths = Int(WidthRange.longestSpan) + 1

    /// `A..B` or `A..B/S`, refused as a usage error naming `option`.
    public static func widthRange(_ text: String, option: String) throws(UsageError) -> WidthRange {
        do {
            return try WidthRange(parsing: text)
        } catch {
            throw UsageError("\(option) \(text): \(error).")
        }
    }

    private func parsedSafeArea() throws(UsageError) -> DirectionalInsets? {
        try Self.insets(safeArea, option: "--safe-area", example: "47,0,34,0")
    }

    /// `--layout-margins`, read as `--safe-area` is.
    private func parsedLayoutMargins() throws(UsageError) -> DirectionalInsets? {
        try Self.insets(layoutMargins, option: "--layout-margins", example: "0,20,0,20")
    }

    /// Four lengths TOP,LEADING,BOTTOM,TRAILING, each from 0 to the largest length, or nil when
    /// the option was not given.
    private static func insets(_ text: String?, option: String, example: String) throws(UsageError) -> DirectionalInsets? {
        guard let text else { return nil }
        let parts = list(text).map { Double($0) }
        guard parts.count == 4, parts.allSatisfy({ $0.map(isLength) ?? false }) else {
            throw UsageError("\(option) \(text): expected four numbers from 0 to \(largestLengthText), TOP,LEADING,BOTTOM,TRAILING (e.g. \(example)).")
        }
        return DirectionalInsets(top: parts[0]!, leading: parts[1]!, bottom: parts[2]!, trailing: parts[3]!)
    }

    private func parsedScrolls() throws(UsageError) -> [String: Double] {
        var result: [String: Double] = [:]
        for entry in scrolls {
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex,
                  let x = Double(entry[entry.index(after: eq)...]), Self.isLength(x) else {
                throw UsageError("--scroll \(entry): expected SECTION=X with X a number from 0 to \(Self.largestLengthText).")
            }
            result[String(entry[..<eq])] = x
        }
        return result
    }

    /// `--items` as a default count and per-section counts.
    private func itemCounts() throws(UsageError) -> (all: Int?, bySection: [String: Int]) {
        var all: Int?
        var bySection: [String: Int] = [:]
        for entry in items {
            if let eq = entry.firstIndex(of: "=") {
                let name = String(entry[..<eq])
                guard let n = Int(entry[entry.index(after: eq)...]), n >= 0, !name.isEmpty else {
                    throw UsageError("--items \(entry): expected SECTION=N with N ≥ 0.")
                }
                bySection[name] = n
            } else {
                guard let n = Int(entry), n >= 0 else {
                    throw UsageError("--items \(entry): expected a count N ≥ 0 or SECTION=N.")
                }
                all = n
            }
        }
        return (all, bySection)
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    }
}

extension ContentSizeCategory {
    /// `--content-size-category`'s value: `large` when not given, a usage error naming the
    /// category meant and every category when misspelt.
    public static func named(_ text: String?, option: String) throws(UsageError) -> ContentSizeCategory {
        guard let text else { return .large }
        if let category = ContentSizeCategory(name: text) { return category }
        let hint = meant(by: text).map { "; did you mean \($0.rawValue)?" } ?? ""
        throw UsageError("\(option) \(text): no such content size category\(hint) (known: "
                         + allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
}
