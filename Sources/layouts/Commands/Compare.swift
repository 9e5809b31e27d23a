import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutSwift
import LayoutWorkspace

struct Compare: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare UIKit's frames (a parity kit's dump) with the solver's.",
        discussion: """
            Reads the JSON the parity kit's XCTest file writes (`layouts export --all \
            --swift-parity FOLDER`, run on a Mac), or any solve result, and solves each layout \
            it names (NAME@revision from the catalogue) in the same container: the size, device \
            preset, orientation, safe area, layout direction and scale the dump records, and \
            the item counts its cells show. Every element whose frame differs by more than the \
            tolerance is listed with our frame, UIKit's, the difference and the rule of the \
            semantics it touches. Exit status: 0 equal, 1 differences, 2 trouble.
            Examples:
              layouts compare layouts-parity.json
              layouts compare layouts-parity.json --tolerance 1 --examples
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: ArgumentHelp("The dump: UIKit's frames as JSON (- for standard input).", valueName: "dump.json"),
              completion: .file(extensions: ["json"]))
    var dump: String
    @Option(help: ArgumentHelp("Frames equal within this many points are equal.", valueName: "points"))
    var tolerance: Double = 0.5

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance \(formatPoints(tolerance)): a tolerance must be a finite number ≥ 0.")
        }
    }

    func run(on catalog: Catalog) throws {
        let parsed: ParityDump
        do {
            parsed = try ParityDump(json: readInput(dump))
        } catch let error as ParityDumpError {
            throw CLIError("\(dump): \(error)")
        }
        let presets = try catalog.devices()
        var solutions = 0, differing = 0, elements = 0
        for result in parsed.results {
            let stored = try catalog.revision(RevisionReference(name: result.layout, number: result.revision))
            let title = stored.info.reference.description
            for solution in result.solutions {
                let environment = try self.environment(of: solution, for: stored.document, presets: presets)
                let ours: Solution
                do {
                    ours = try LayoutEngine.solve(stored.document, in: environment)
                } catch {
                    throw CLIError("\(dump): \(solution.path): \(title) cannot be solved there: \(error)")
                }
                let comparison = ParityComparison(uikit: solution, ours: ours, document: stored.document,
                                                  tolerance: tolerance)
                solutions += 1
                elements += comparison.differences.count
                if !comparison.isEqual { differing += 1 }
                report(comparison, title: title, container: solution.container)
            }
        }
        print("\(plural(solutions, "solution")) of \(plural(parsed.results.count, "layout")) compared: "
              + (differing == 0 ? "UIKit and the solver agree within \(formatPoints(tolerance)) pt"
                 : "\(differing) with differences, \(plural(elements, "element")) beyond \(formatPoints(tolerance)) pt"))
        if differing > 0 { throw ExitCode.differences }
    }

    /// The environment the dump's container describes, with the cells it shows per section.
    private func environment(of solution: ParityDump.Solution, for document: LayoutDocument,
                             presets: [DevicePreset]) throws -> SolveEnvironment {
        let container = solution.container
        var environment = SolveEnvironment(width: container.width, height: container.height, safeArea: container.safeArea,
                                           layoutDirection: container.layoutDirection)
        environment.scale = container.scale
        environment.layoutMargins = container.layoutMargins
        if let id = container.device {
            guard let preset = presets.first(where: { $0.id == id }) else {
                throw CLIError("\(dump): \(solution.path).container.device: no such device preset \(id) (see `layouts devices`)")
            }
            let orientation: DeviceOrientation = container.orientation == "landscape" ? .landscape : .portrait
            environment.sizeClass = preset.metrics(orientation).horizontalSizeClass
            environment.verticalSizeClass = preset.metrics(orientation).verticalSizeClass
            environment.idiom = preset.idiom
            environment.layoutMargin = preset.layoutMargin
        }
        let counts = ParityComparison.itemCounts(of: solution, sections: document.sections.count)
        environment.itemCounts = Dictionary(uniqueKeysWithValues: zip(document.sections.map(\.name), counts))
        return environment
    }

    private func report(_ comparison: ParityComparison, title: String, container: ParityDump.Container) {
        let device = container.device.map { " (\($0) \(container.orientation))" } ?? ""
        let place = "\(title) at \(formatPoints(container.width)) × \(formatPoints(container.height))\(device)"
        guard !comparison.isEqual else {
            print(terminalSafe("\(place): equal (\(plural(comparison.elementsCompared, "element")))"))
            return
        }
        let count = comparison.differences.count + (comparison.contentSize == nil ? 0 : 1)
        print(terminalSafe("\(place): \(plural(count, "difference"))"))
        if let size = comparison.contentSize {
            print("  content size  ours \(formatPoints(size.ours.width)) × \(formatPoints(size.ours.height))"
                  + "  UIKit \(formatPoints(size.uikit.width)) × \(formatPoints(size.uikit.height))  \(ParityComparison.contentSizeRule)")
        }
        for difference in comparison.differences {
            let ours = difference.ours.map(frameText) ?? "none"
            let uikit = difference.uikit.map(frameText) ?? "none"
            let delta = difference.delta.map { "  Δ " + deltaText($0) } ?? ""
            print(terminalSafe("  \(difference.element.label)  ours \(ours)  UIKit \(uikit)\(delta)  \(difference.rule)"))
        }
    }

    private func frameText(_ r: Rect) -> String {
        "(\(formatPoints(r.x)), \(formatPoints(r.y)), \(formatPoints(r.width)), \(formatPoints(r.height)))"
    }

    /// The components that differ: `x +10 width -10`.
    private func deltaText(_ d: Rect) -> String {
        let parts = [("x", d.x), ("y", d.y), ("width", d.width), ("height", d.height)]
            .filter { $0.1 != 0 }
            .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(formatPoints($0.1))" }
        return parts.isEmpty ? "0" : parts.joined(separator: " ")
    }
}
