import ArgumentParser

/// The `layouts` command: a catalogue of compositional layouts, solved without a simulator.
@main
struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "Store, review and solve UIKit compositional layouts, without a simulator.",
        discussion: """
            A catalogue is one SQLite file. The first command to use a new catalogue creates it \
            and loads the example layouts and device presets, so every command works at once.
            A revision is written NAME@N; a bare NAME means the latest revision.
            Examples:
              layouts solve --all --widths 320,390,768
              layouts show photo-grid
              layouts solve photo-grid --device iphone-14 --format json
            """,
        subcommands: [
            List.self, Show.self, Export.self, Save.self, Log.self, Validate.self, Diff.self,
            Solve.self, Render.self, Sections.self, CacheCommand.self, Devices.self, Seed.self, Rename.self, Delete.self,
            Doctor.self,
        ]
    )
}
