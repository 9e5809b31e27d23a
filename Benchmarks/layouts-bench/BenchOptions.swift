/// The command line of `layouts-bench`.
///
/// Hand-parsed: the bench depends on nothing outside the package, and it has three flags.
struct BenchOptions: Equatable {
    enum OutputFormat: String, Equatable {
        case table, json
    }

    /// Fewer runs and smaller catalogue workloads, so the whole run fits in CI (< 30 s in release).
    var quick = false
    var format: OutputFormat = .table
    /// Hidden: solve 1,000,000 cells and print the process's resident memory before and at its peak.
    /// The parent runs the binary itself with this flag, so its own allocations do not blur the figure.
    var memoryProbe = false
    /// Hidden: the child side of workload 11, for this many cells a side.
    var diffMemoryProbe: Int?
    var help = false
    /// Hidden: write workload 8's generated catalogue to this path and stop, to rerun the
    /// batch by hand (`layouts solve --all --devices all --db PATH`).
    var generateCatalogue: String?
    var generatedLayouts = 10_000
    /// Workload numbers to run (1–14); empty runs all. For profiling one workload alone.
    var only: Set<Int> = []

    static let usage = """
        USAGE: layouts-bench [--quick] [--format table|json] [--only <n,…>]

        Times the solver, the catalogue and its frame cache against raw baselines measured in
        the same run, and prints median, min and max of each with its ratio and target.

        OPTIONS:
          --quick               Fewer runs and smaller catalogue workloads (under 30 s in release).
          --format <format>     table (default) or json.
          --only <n,…>          Run only these workloads (1–14), e.g. to profile one.
          --generate-catalogue <path> [--layouts <n>]
                                Write workload 8's catalogue (default 10,000 layouts) and stop.
          -h, --help            Show this help.

        Exits 1 only when the solver and the raw loop disagree on a frame (or a workload fails);
        a missed timing target is reported, never a failure.
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--memory-probe":
                options.memoryProbe = true
            case "--diff-memory-probe":
                guard let value = iterator.next(), let cells = Int(value), (1...10_000_000).contains(cells) else {
                    throw UsageError(description: "--diff-memory-probe takes a cell count from 1 to 10,000,000")
                }
                options.diffMemoryProbe = cells
            case "-h", "--help":
                options.help = true
            case "--format":
                guard let value = iterator.next() else { throw UsageError(description: "--format needs a value") }
                options.format = try format(value)
            case "--only":
                guard let value = iterator.next() else { throw UsageError(description: "--only needs a value") }
                options.only = try workloads(value)
            case "--generate-catalogue":
                guard let value = iterator.next() else { throw UsageError(description: "--generate-catalogue needs a path") }
                options.generateCatalogue = value
            case "--layouts":
                guard let value = iterator.next(), let count = Int(value), (1...99_999).contains(count) else {
                    throw UsageError(description: "--layouts takes a count from 1 to 99,999")
                }
                options.generatedLayouts = count
            case _ where argument.hasPrefix("--format="):
                options.format = try format(String(argument.dropFirst("--format=".count)))
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func workloads(_ value: String) throws(UsageError) -> Set<Int> {
        var numbers: Set<Int> = []
        for part in value.split(separator: ",") {
            guard let number = Int(part), (1...14).contains(number) else {
                throw UsageError(description: "--only takes workload numbers 1–14 separated by commas, not '\(value)'")
            }
            numbers.insert(number)
        }
        return numbers
    }

    private static func format(_ value: String) throws(UsageError) -> OutputFormat {
        guard let format = OutputFormat(rawValue: value) else {
            throw UsageError(description: "--format must be table or json, not '\(value)'")
        }
        return format
    }
}
