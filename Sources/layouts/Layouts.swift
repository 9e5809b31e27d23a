import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

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
            Solve.self, Sweep.self, Render.self, Gallery.self, Sections.self, CacheCommand.self, Devices.self, Init.self, Seed.self, Backup.self,
            Migrate.self, Repair.self, Doctor.self, Rename.self, Delete.self, Restore.self, Status.self, MeasurementsCommand.self, TokensCommand.self, ImportSwift.self,
        ]
    )

    /// argument-parser's `main`, then the check that standard output took everything printed
    /// (`StandardOutput`): a command whose output was lost does not exit 0.
    /// The check runs whatever the command ended with: `lint`, `check` and `fmt --check` end
    /// with exit status 1 for what they found, and output lost on the way must still be an error.
    static func main() {
        var ending: (any Error)?
        var running: (any ParsableCommand.Type)?
        InterruptCleanup.install()
        if let unknown = unknownHelpTopic(CommandLine.arguments.dropFirst()) {
            // argument-parser shows the root's help for it and succeeds; `layouts nosuch` is
            // refused, and so is asking help for it (as `git help nosuch` is).
            var message = "Error: no command 'layouts \(unknown.joined(separator: " "))'\n  See 'layouts --help' for the commands."
            if unknown.count == 1, let meant = commandMeant(by: unknown[0]) { message += "\nDid you mean 'layouts help \(meant)'?" }
            printError(message.split(separator: "\n").map { terminalSafe(String($0)) }.joined(separator: "\n"))
            exit(withError: ExitCode.validationFailure)
        }
        do {
            var command = try parseAsRoot()
            running = type(of: command)
            try command.run()
        } catch {
            ending = error
        }
        do {
            try StandardOutput.finish()
        } catch {
            printError("error: \(error)")
            exit(withError: ExitCode.trouble)
        }
        guard let ending else { return }
        // Help and --version go to standard output as written; an error message quotes what
        // was typed (`Unknown option '…'`), so it is made safe for the terminal line by line.
        let code = exitCode(for: ending)
        guard code != .success, !(ending is ExitCode) else { exit(withError: ending) }
        var message = running.flatMap { usageMessage(for: ending, from: $0) } ?? fullMessage(for: ending)
        if let meant = commandMeant(by: CommandLine.arguments.dropFirst().first) {
            message += "\nDid you mean 'layouts \(meant)'?"
        }
        if !message.isEmpty {
            printError(message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { terminalSafe(String($0)) }.joined(separator: "\n"))
        }
        exit(withError: ExitCode(code.rawValue))
    }

    /// A usage error a subcommand's `run` threw, with that subcommand's usage line, as
    /// argument-parser words one its `validate` throws (its own `fullMessage` would show the
    /// root's); `nil` for any other error.
    static func usageMessage(for error: any Error, from command: any ParsableCommand.Type) -> String? {
        guard let error = error as? ValidationError, command != Layouts.self else { return nil }
        let names = ["layouts"] + commandPath(to: command, under: configuration.subcommands)
        return """
            Error: \(error.message)
            Usage: \(usageString(for: command))
              See '\(names.joined(separator: " ")) --help' for more information.
            """
    }

    /// The names of the subcommands leading from one of `commands` to `command`; empty when
    /// none leads there.
    static func commandPath(to command: any ParsableCommand.Type,
                            under commands: [any ParsableCommand.Type]) -> [String] {
        for candidate in commands {
            let name = candidate._commandName
            if candidate == command { return [name] }
            let below = commandPath(to: command, under: candidate.configuration.subcommands)
            if !below.isEmpty { return [name] + below }
        }
        return []
    }

    /// `help WORD…` where the words name no command: the path up to the first word that names
    /// none (`["solve", "nosuch"]`); `nil` for any other command line.
    static func unknownHelpTopic(_ arguments: ArraySlice<String>) -> [String]? {
        guard arguments.first == "help" else { return nil }
        var commands = configuration.subcommands
        var path: [String] = []
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            // `help help`: argument-parser's own command, which has none below it.
            if path.isEmpty && word == "help" { return nil }
            path.append(word)
            guard let next = commands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) else {
                return path
            }
            commands = next.configuration.subcommands
        }
        return nil
    }

    /// The command a mistyped first word probably meant (`lst` → `list`), as git says; `nil`
    /// for an option, a command that exists, or nothing close.
    static func commandMeant(by word: String?) -> String? {
        guard let word, !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        return suggestion(for: word, among: names)
    }
}
