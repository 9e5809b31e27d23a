import ArgumentParser
import LayoutReports

/// `--color`, for every command that colours what it prints.
struct ColorOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colour the output: auto (on a terminal unless NO_COLOR is set; a set FORCE_COLOR or CLICOLOR_FORCE colours a pipe too, and wins over NO_COLOR), always or never.",
                               valueName: "when"))
    var color: ColorChoice = .auto

    /// The style standard output is written in.
    var style: TerminalStyle { .standardOutput(color) }
}

extension ColorChoice: ExpressibleByArgument {}
