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

    @Option(name: .customLong("widths"), help: ArgumentHelp("Comma-separated container widths and ranges A..B[/STEP] (step 1 point unless given), e.g. 320,390,768 or 320..1366/8 (repeatable).", valueName: "list"))
    var widthLists: [String] = []

    @Option(name: .customLong("device"), help: ArgumentHelp("A device or window preset id from `layouts devices [--windows]` (repeatable).", valueName: "id"),
            completion: Completions.devices)
    var devices: [String] = []

    @Option(name: .customLong("devices"), help: ArgumentHelp("Comma-separated device and window preset ids, `all` (every device) or `windows` (repeatable).", valueName: "list|all|windows"))
    var deviceLists: [String] = []

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
            help: ArgumentHelp("Measured sizes of self-sizing cells and headers: a measurements document (- for standard input), or @NAME[@N] for a set kept with `layouts measurements save`. Repeatable, one set for each text size: a container takes the set whose \"contentSizeCategory\" is its text size, else the set that names none.",
                               valueName: "FILE|@NAME"))
    var measurementsFiles: [String] = []

    @Option(name: .customLong("tokens"),
            help: ArgumentHelp("The design tokens a layout's references (\"{space.md}\") are read from: a token file in the DTCG format (- for standard input, REV:path for the file at a git revision), or @NAME[@N] for a set kept with `layouts tokens save`.",
                               valueName: "FILE|REV:path|@NAME"))
    var tokensFile: String?

    @Option(name: .customLong("content-size-category"),
            help: ArgumentHelp("The text size variants see: one of UIKit's content size categories, extraSmall to accessibilityExtraExtraExtraLarge (default: large).",
                               valueName: "name"))
    var contentSizeCategory: String?

    @Option(name: .customLong("content-size-categories"),
            help: ArgumentHelp("Sweep text sizes: every container is solved at each content size category listed (comma-separated), or at all twelve; labels name each (iphone-16 · accessibilityLarge). Excludes --content-size-category.",
                               valueName: "list|all"))
    var contentSizeCategories: String?

    // Unconditional, so `--offset -1` reaches validate() and its message instead of reading as an option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scroll position along the scroll axis; pinned headers and footers follow it.",
                               valueName: "Y"))
    var offset: Double = 0

    /// What `validate()` read from the options, for `request` to build on: each is parsed once.
    /// Not an argument: `CodingKeys` leaves it out, so it starts empty.
    private var parsed: ContainerOptions.Parsed?

    private enum CodingKeys: String, CodingKey {
        case widths, widthLists, devices, deviceLists, height, orientation, safeArea, layoutMargins, layoutDirection
        case scrolls, items, scale, measurementsFiles, tokensFile, offset, contentSizeCategory, contentSizeCategories
    }

    /// Every `--widths` given, as one list: the option adds to the containers each time, as
    /// `--width` does (a second one was dropped, and with it containers a check asked for).
    var widthList: String? { widthLists.isEmpty ? nil : widthLists.joined(separator: ",") }

    /// Every `--devices` given, as one list; set by a command for its default devices.
    var deviceList: String? {
        get { deviceLists.isEmpty ? nil : deviceLists.joined(separator: ",") }
        set { deviceLists = newValue.map { [$0] } ?? [] }
    }

    /// The options as the library reads them (`ContainerOptions`).
    var containers: ContainerOptions {
        var options = ContainerOptions()
        (options.widths, options.widthList, options.devices, options.deviceList) = (widths, widthList, devices, deviceList)
        (options.height, options.orientation, options.safeArea, options.layoutMargins) = (height, orientation, safeArea, layoutMargins)
        (options.layoutDirection, options.scrolls, options.items, options.scale) = (layoutDirection, scrolls, items, scale)
        (options.contentSizeCategory, options.contentSizeCategories, options.offset) = (contentSizeCategory, contentSizeCategories, offset)
        (options.measurements, options.tokens) = (measurementsFiles, tokensFile)
        return options
    }

    mutating func validate() throws {
        parsed = try usage { try containers.parse() }
    }

    /// How many containers were asked for by name (`--devices all`: every preset, so `nil`).
    var containersAsked: Int? { containers.containersAsked(parsed: parsed) }

    /// The request these options make, with containers resolved against the device presets,
    /// in the order the command line `arguments` gives them.
    func request(presets: [DevicePreset], arguments: [String] = CommandLine.arguments) throws -> SolveRequest {
        try usage { try containers.request(parsed: parsed, presets: presets, arguments: arguments) }
    }
}

/// Runs `body`, a library's `UsageError` becoming argument-parser's usage error (exit 64).
func usage<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as UsageError {
        throw ValidationError(error.description)
    }
}

extension DeviceOrientation: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

extension SolveOptions {
    /// Refuses anything but one range of widths and at most one device, for a command that
    /// sweeps (`sweep`, `render --breakpoints`).
    func validateSweepRange(command: String) throws {
        guard widths.isEmpty, deviceList == nil, devices.count <= 1,
              widthList.map({ !$0.contains(",") && $0.contains("..") }) ?? true else {
            throw ValidationError("\(command) takes one range --widths A..B[/STEP] and at most one --device.")
        }
        // One container follows the widths: a list of text sizes would be read as its first.
        guard contentSizeCategories == nil else {
            throw ValidationError("\(command) follows one text size across the widths: give --content-size-category NAME, not --content-size-categories.")
        }
    }

    /// Refuses standard input named more than once among `subjects` (a document given as `-`),
    /// the options that read a file (`--measurements -`, `--tokens -`) and a command's own
    /// `files` (`tokens diff - -`): the second read found it empty and blamed the wrong input.
    func refuseStandardInputTwice(with subjects: [Subject], files: [String] = []) throws {
        try Subject.refuseStandardInputTwice(subjects, files: files + measurementsFiles + [tokensFile])
    }

    /// Whether any container, screen or count option was given.
    var givesAnything: Bool { containers.givesAnything }

    /// The request with the measurements (`--measurements`) and the design tokens (`--tokens`,
    /// else the catalogue's `default` set) in every container's environment.
    func request(in catalog: Catalog, sweeping: Bool = false, arguments: [String] = CommandLine.arguments) throws -> SolveRequest {
        try usage { try containers.request(parsed: parsed, in: catalog, sweeping: sweeping, arguments: arguments) }
    }
}
