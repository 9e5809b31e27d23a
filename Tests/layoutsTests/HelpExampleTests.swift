import Foundation
import LayoutReports
import Testing

/// Every example in every command's help, as `layouts help COMMAND` prints it (issue 41): each
/// is whole on its line at the width help is printed at (so it can be pasted), and each runs,
/// in order, in a sandbox that holds what the examples name — a catalogue with the examples, a
/// git repository with `layouts/`, an `origin`, and the files they read.
@Suite struct HelpExampleTests {
    /// One command's examples, by the words that name the command (`measurements save`).
    struct CommandExamples: CustomTestStringConvertible, Sendable {
        var command: String
        var examples: [String]
        var testDescription: String { command }
    }

    /// Every command and subcommand that shows examples, read from the help itself, so a new
    /// command is covered without editing this test.
    static func allCommands() throws -> [CommandExamples] {
        var found: [CommandExamples] = []
        var pending = try subcommands(of: [])
        while let command = pending.first {
            pending.removeFirst()
            let help = try helpText(command)
            found.append(CommandExamples(command: command.joined(separator: " "), examples: try examples(in: help, of: command)))
            pending += try subcommands(of: command)
        }
        return found.filter { !$0.examples.isEmpty }
    }

    @Test func everyCommandWithOptionsShowsExamples() throws {
        let commands = try Self.allCommands().map(\.command)
        for command in ["list", "show", "export", "save", "diff", "solve", "render", "check", "lint", "init"] {
            #expect(commands.contains(command), "\(command) shows no example")
        }
    }

    @Test(arguments: try allCommands())
    func examplesRunAsShown(_ command: CommandExamples) throws {
        // A build without the SwiftImport trait has the command, which says how to get the importer.
        if command.command == "import-swift", try !Self.hasSwiftImporter() { return }
        let sandbox = try Sandbox(command.command == "init" ? .nothing : .examples)
        try Self.prepare(sandbox)
        let binaryFolder = try #require(LayoutsBinary.url).deletingLastPathComponent().path
        let path = binaryFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for example in command.examples {
            let result = try sandbox.runRaw(["-c", example], environment: ["PATH": path], shell: true)
            // 1 is a finding (diff, check, lint, compare, fmt --check), never an error message.
            #expect(result.status == 0 || result.status == 1, "\(example)\n\(result.stderr)")
            #expect(!result.stderr.contains("error:"), "\(example)\n\(result.stderr)")
        }
    }

    private static func hasSwiftImporter() throws -> Bool {
        let probe = try Sandbox(.nothing).runRaw(["import-swift", "/dev/null"])
        return !probe.stderr.contains("--traits SwiftImport")
    }

    // MARK: Reading the help

    private static func helpText(_ command: [String]) throws -> String {
        let result = try Sandbox.help(["help"] + command)
        try #require(result.status == 0, "layouts help \(command.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    /// The names under `SUBCOMMANDS:`: two spaces in, then the name.
    private static func subcommands(of command: [String]) throws -> [[String]] {
        let lines = try helpText(command).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let name = line.dropFirst(2).prefix { $0 != " " }
            return name == "help" ? nil : command + [String(name)]
        }
    }

    /// The lines under `Examples:` up to the next blank line, `\` continuations joined. A line
    /// that is not indented as an example is one the help wrapped: a failure, since it cannot
    /// be pasted.
    private static func examples(in help: String, of command: [String]) throws -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Examples:") else { return [] }
        var examples: [String] = []
        var continuing = false
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty && !$0.hasPrefix("USAGE:") }) {
            guard line.hasPrefix("  ") else {
                Issue.record("layouts help \(command.joined(separator: " ")): an example wraps at '\(line)'")
                continue
            }
            let text = line.trimmingCharacters(in: .whitespaces)
            if continuing, let last = examples.popLast() {
                examples.append(String(last.dropLast()) + text)
            } else {
                examples.append(text)
            }
            continuing = text.hasSuffix("\\")
        }
        return examples
    }

    // MARK: The world the examples run in

    /// What the examples name, made in `sandbox`: revisions 1–3 of photo-grid; a git repository
    /// whose `main` holds `layouts/grid.json` and `layouts/photo-grid.json`, the first edited since,
    /// with an `origin`; files to save, diff, solve, import and compare; a second catalogue.
    static func prepare(_ sandbox: Sandbox) throws {
        let exported = try sandbox.run(["export", "photo-grid"])
        guard exported.status == 0 else { return }  // `init`'s sandbox starts with no catalogue
        let photoGrid = exported.stdout
        for (index, inset) in ["3", "4"].enumerated() {
            try sandbox.write("revision-\(index + 2).json", photoGrid.replacingOccurrences(of: "2.5", with: inset))
            try #require(try sandbox.run(["save", "photo-grid", "--file", "revision-\(index + 2).json"]).status == 0)
        }
        try sandbox.write("photo-grid.json", photoGrid.replacingOccurrences(of: "2.5", with: "2"))
        try sandbox.write("new.json", photoGrid.replacingOccurrences(of: "2.5", with: "1"))
        try sandbox.write("edited.json", photoGrid.replacingOccurrences(of: "0.3333333333333333", with: "0.25"))
        try sandbox.write("grid.json", CLIFixtures.rows(("photos", 4)))
        try sandbox.write("my-layout.json", CLIFixtures.rows(("photos", 3)))
        try sandbox.write("extra.json", CLIFixtures.rows(("extra", 2)))
        let feed = try sandbox.run(["measurements", "export", "self-sizing-feed"])
        try #require(feed.status == 0, "\(feed.stderr)")
        try sandbox.write("feed.measurements.json", feed.stdout)
        try #require(try sandbox.run(["measurements", "save", "feed-large-text", "--file", "feed.measurements.json"]).status == 0)
        let tokens = try sandbox.run(["tokens", "export", "default"])
        try #require(tokens.status == 0, "\(tokens.stderr)")
        try sandbox.write("tokens.json", tokens.stdout)
        try #require(try sandbox.run(["tokens", "save", "design-system", "--file", "tokens.json"]).status == 0)
        try sandbox.write("roomier.json", tokens.stdout.replacingOccurrences(of: "\"value\": 16", with: "\"value\": 20"))
        try #require(try sandbox.run(["tokens", "save", "design-system", "--file", "roomier.json"]).status == 0)
        try sandbox.write("layouts-parity.json", try parityDump(sandbox, layout: "big-item-and-tiny-columns"))
        try #require(try sandbox.runRaw(["init", "--examples", "--db", "team.sqlite"]).status == 0)

        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sandbox.path("ci"), withIntermediateDirectories: true)
        try sandbox.write("ci/layouts.json", #"{ "devices": ["iphone-16"] }"#)
        try sandbox.write("layouts/grid.json", CLIFixtures.rows(("photos", 6)))
        try sandbox.write("layouts/photo-grid.json", photoGrid)
        try sandbox.git(["init", "-q"])
        try sandbox.write(".git/info/exclude", "*.sqlite*\norigin.git/\n")
        try sandbox.git(["add", "layouts", "ci"])
        try sandbox.git(["commit", "-q", "-m", "Layouts"])
        try sandbox.git(["init", "-q", "--bare", "origin.git"])
        try sandbox.git(["remote", "add", "origin", sandbox.path("origin.git")])
        try sandbox.git(["push", "-q", "origin", "main"])
        try sandbox.write("layouts/grid.json", CLIFixtures.rows(("photos", 8)))

        try writeSwiftSources(sandbox)
    }

    /// A parity dump of `layout` at 400 × 800 as UIKit would write it, from the solver's own
    /// frames (what a team with a Mac brings back to `compare`).
    private static func parityDump(_ sandbox: Sandbox, layout: String) throws -> String {
        let solved = try sandbox.run(["solve", layout, "--width", "400", "--height", "800", "--format", "json"])
        var result = try #require(try solved.json() as? [String: Any])
        var solutions = try #require(result["solutions"] as? [[String: Any]])
        for i in solutions.indices { solutions[i]["sections"] = nil }
        result["solutions"] = solutions
        let dump: [String: Any] = ["parityVersion": 1, "results": [result]]
        return String(decoding: try JSONSerialization.data(withJSONObject: dump), as: UTF8.self)
    }

    /// The Swift the `import-swift` examples read, written by `export --swift`: a view controller
    /// with one layout, a file of two (`photo-grid` among them) and a carousel.
    private static func writeSwiftSources(_ sandbox: Sandbox) throws {
        func swift(_ layout: String) throws -> String {
            let exported = try sandbox.run(["export", layout, "--swift"])
            try #require(exported.status == 0, "\(exported.stderr)")
            return exported.stdout
        }
        try sandbox.write("PhotosViewController.swift", try swift("photo-grid"))
        try sandbox.write("Layouts.swift", try swift("photo-grid").replacingOccurrences(of: "makePhotoGridLayout", with: "photoGrid")
            + swift("two-column-grid"))
        try sandbox.write("Carousel.swift", try swift("photo-carousels-continuous"))
        // A layout reading its tokens from a module of the team's own, whose values tokens.json gives.
        let tokenCards = try sandbox.run(["export", "token-cards", "--swift", "--tokens-module", "DesignSystem"])
        try #require(tokenCards.status == 0, "\(tokenCards.stderr)")
        try sandbox.write("TokenCards.swift", tokenCards.stdout)
        // An app's view controller and its layout helpers in a sibling file: a banner, then as
        // many grid sections as the data source has, in as many columns as a setting says.
        try FileManager.default.createDirectory(atPath: sandbox.path("App"), withIntermediateDirectories: true)
        try sandbox.write("App/FeedViewController.swift", """
            final class FeedViewController: UIViewController {
                var columns: Int = UserDefaults.standard.integer(forKey: "columns")
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] section, _ in
                        guard let self else { return nil }
                        return section == 0 ? self.banner() : self.grid(columns: self.columns)
                    }
                }
            }
            """)
        try sandbox.write("App/FeedLayout.swift", """
            extension FeedViewController {
                func banner() -> NSCollectionLayoutSection { grid(columns: 1) }
                func grid(columns: Int) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """)
    }
}

extension Sandbox {
    /// `layouts ARGUMENTS` with no catalogue, as a user reads help.
    static func help(_ arguments: [String]) throws -> CLIResult {
        try Sandbox(.nothing).runRaw(arguments)
    }
}
