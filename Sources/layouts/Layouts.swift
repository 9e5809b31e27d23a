import ArgumentParser
import LayoutCatalog

/// The `layouts` command: a catalogue of compositional layouts, solved without a simulator.
@main
struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "Store, review and solve UIKit compositional layouts, without a simulator.",
        discussion: """
            A catalogue is one SQLite file. `layouts init` creates one (with --examples, holding \
            the example layouts); the first write to the default catalogue that succeeds \
            creates it empty. Commands that only read never change a catalogue (`layouts \
            migrate` upgrades one an earlier version made), and take --examples to read the \
            examples built into layouts instead. A revision is written NAME@N; a bare NAME means the \
            latest revision.
            Examples:
              layouts solve --all --examples --widths 320,390,768
              layouts show photo-grid --examples
              layouts init --examples
            """,
        version: BuildVersion.current,
        subcommands: [
            List.self, Show.self, Export.self, Compare.self, Save.self, Log.self, Validate.self, Diff.self, Import.self, Fmt.self, Lint.self, Check.self, Schema.self,
            Solve.self, Render.self, Gallery.self, Sections.self, CacheCommand.self, Devices.self, Init.self, Seed.self, Backup.self,
            Migrate.self, Repair.self, Doctor.self, Rename.self, Delete.self, MeasurementsCommand.self, ImportSwift.self,
        ]
    )

    /// argument-parser's `main`, then the check that standard output took everything printed
    /// (`StandardOutput`): a command whose output was lost does not exit 0.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
        do {
            try StandardOutput.finish()
        } catch {
            printError("error: \(error)")
            exit(withError: ExitCode.failure)
        }
    }
}
