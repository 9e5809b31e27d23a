import Foundation
import LayoutReports
import Testing
import TestSupport

/// `layouts import-swift`: Swift layout code in, a document out, or saved as a revision.
@Suite struct ImportSwiftCommandTests {
    static let photoGrid = """
        final class PhotosViewController: UIViewController {
            private func createPhotoGrid() -> UICollectionViewLayout {
                let fraction: CGFloat = 1.0 / 3.0
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2.5, leading: 2.5, bottom: 2.5, trailing: 2.5)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 2.5, leading: 2.5, bottom: 2.5, trailing: 2.5)
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    #if SwiftImport
    /// The example of docs/how-to/parity-kit-and-import-swift.md: the photo grid's code gives the example photo-grid's document,
    /// but for the section's name.
    @Test func printsTheDocumentExportPrints() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("Photos.swift", Self.photoGrid)
        let result = try sandbox.run(["import-swift", file, "--items", "30", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        let example = try sandbox.run(["export", "photo-grid", "--compact"]).stdout
        #expect(result.stdout == example.replacingOccurrences(of: "\"name\":\"photos\"", with: "\"name\":\"section\""))
        // Without --compact, the pretty form `export` prints, which `save` reads back.
        let pretty = try sandbox.run(["import-swift", file, "--items", "30"])
        #expect(pretty.stdout == (try sandbox.run(["export", "photo-grid"]).stdout)
            .replacingOccurrences(of: "\"name\": \"photos\"", with: "\"name\": \"section\""))
    }

    /// Standard input is read once: `-` named twice (as two files, or a file and `--tokens`)
    /// is refused, where the second reading was empty and the import went on.
    @Test(arguments: [["import-swift", "-", "-"], ["import-swift", "-", "--tokens", "-"]])
    func standardInputNamedTwiceIsRefused(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments, stdin: Self.photoGrid)
        #expect(result.status == 2)
        #expect(result.stderr == "error: -: standard input is named twice; it can be read only once\n")
        #expect(result.stdout.isEmpty)
    }

    /// A layout under `#if DEBUG` is not in the release build an app ships: named in a note
    /// while the others import, the error when it is the one asked for (exit 2), and read
    /// with `--value DEBUG=true`.
    @Test func aLayoutTheBuildLeavesOutIsNamed() throws {
        let sandbox = try Sandbox()
        let debugGrid = Self.photoGrid
            .replacingOccurrences(of: "final class PhotosViewController", with: "#if DEBUG\nfinal class DebugViewController")
            .replacingOccurrences(of: "createPhotoGrid", with: "createDebugGrid") + "\n#endif\n"
        let file = try sandbox.write("Photos.swift", Self.photoGrid + "\n" + debugGrid)
        let release = try sandbox.run(["import-swift", file, "--items", "30", "--compact"])
        #expect(release.status == 0, "\(release.stderr)")
        let note = "\(file):14:18: `DebugViewController.createDebugGrid` is not imported: it is declared in a #if clause that does not hold in an iOS app built for a device; `#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)"
        #expect(release.stderr.hasPrefix("note: \(note)\n"))
        let asked = try sandbox.run(["import-swift", file, "--layout", "createDebugGrid"])
        #expect(asked.status == 2)
        #expect(asked.stderr == "error: \(note)\nerror: nothing was imported\n")
        let debug = try sandbox.run(["import-swift", file, "--items", "30", "--compact", "--layout", "create-debug-grid",
                                     "--value", "DEBUG=true"])
        #expect(debug.status == 0, "\(debug.stderr)")
        #expect(debug.stdout == release.stdout)
    }

    /// A file named twice, or named and in a folder named, is read once: twice, each layout
    /// was refused as a second layout of its own name, at its own place.
    @Test func aFileNamedTwiceIsReadOnce() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("App"), withIntermediateDirectories: true)
        let file = try sandbox.write("App/Photos.swift", Self.photoGrid)
        let once = try sandbox.run(["import-swift", file, "--items", "30", "--compact"])
        #expect(once.status == 0, "\(once.stderr)")
        for arguments in [[file, file], [sandbox.path("App"), file], [sandbox.path("App") + "/./Photos.swift", file]] {
            let twice = try sandbox.run(["import-swift"] + arguments + ["--items", "30", "--compact"])
            #expect(twice.status == 0, "\(arguments): \(twice.stderr)")
            #expect(twice.stdout == once.stdout)
        }
    }

    /// `--time-limit` bounds the reading: code that keeps the parser busy past it is given up,
    /// naming the file, exit 2, and the process ends at once; a limit that is no time is a
    /// usage error.
    @Test func readingStopsAtTheTimeLimit() throws {
        let sandbox = try Sandbox()
        // Nested tuples of comparisons: about 2 s of parsing in a debug build.
        let tuples = "let x = " + String(repeating: "(" + String(repeating: "a<b, ", count: 60), count: 6) + "a"
            + String(repeating: ")", count: 6) + "\n"
        let file = try sandbox.write("Slow.swift", tuples)
        let started = ContinuousClock.now
        let result = try sandbox.run(["import-swift", file, "--time-limit", "0.2"])
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(file):1:1: not parsed within the time limit of 0.2 s (the Swift parser takes time out of proportion to some shapes of code)\nerror: nothing was imported\n")
        for limit in ["0", "-1", "nan", "inf", "86401"] {
            let refused = try sandbox.run(["import-swift", file, "--time-limit", limit])
            #expect(refused.status == 64, "\(limit): \(refused.stderr)")
        }
    }

    @Test func savesOneRevision() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("Photos.swift", Self.photoGrid)
        let saved = try sandbox.run(["import-swift", file, "--save", "grid-from-swift", "--message", "From the app"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout == "grid-from-swift@1\n")
        let log = try sandbox.run(["log", "grid-from-swift"]).stdout
        #expect(log.contains("From the app"))
        let again = try sandbox.run(["import-swift", file, "--save", "grid-from-swift"])
        #expect(again.stdout == "grid-from-swift@1 unchanged\n")
    }

    @Test func severalLayoutsNeedOneChosenOrAFolder() throws {
        let sandbox = try Sandbox()
        let two = Self.photoGrid.replacingOccurrences(of: "}\n}", with: "}\n    var other: NSCollectionLayoutSection { NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))])) }\n}")
        let file = try sandbox.write("Two.swift", two)
        let refused = try sandbox.run(["import-swift", file])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("2 layouts: create-photo-grid (\(file):2), other (\(file):11)"))
        let chosen = try sandbox.run(["import-swift", file, "--layout", "other", "--name", "list"])
        #expect(chosen.status == 0)
        let written = try sandbox.run(["import-swift", file, "--output-dir", "out"])
        #expect(written.stdout == "2 layouts written to out\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("out")).sorted() == ["create-photo-grid.json", "other.json"])
        #expect(try sandbox.run(["validate", "out"]).status == 0)
    }

    @Test(arguments: [
        ("Empty.swift", "struct Photo {}\n", ":1:1: no layout code"),
        ("Typo.swift", "func layout() -> NSCollectionLayoutSection {\n    let x = (1 +\n}\n", ":2:17: syntax error: expected expression after operator"),
        ("Loop.swift", "func layout() -> NSCollectionLayoutSection {\n    while true { }\n}\n",
         ":2:5: a while or repeat loop: the importer reads for loops over constant ranges and arrays only"),
        ("Cycle.swift", "func a() -> NSCollectionLayoutItem { b() }\nfunc b() -> NSCollectionLayoutItem { a() }\nfunc layout() -> NSCollectionLayoutSection {\n    NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [a()]))\n}\n",
         ":1:38: the call depth budget (32 nested calls) is exhausted"),
    ])
    func badInputWritesNothing(name: String, text: String, message: String) throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write(name, text)
        let before = try sandbox.run(["list"]).stdout
        let result = try sandbox.run(["import-swift", file, "--save", "imported"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: \(file)\(message)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("error: nothing was imported\n"))
        #expect(try sandbox.run(["list"]).stdout == before)
        let written = try sandbox.run(["import-swift", file, "--output-dir", "out"])
        #expect(written.status == 2)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("out")))
    }

    static let unreadable = """
        func bannerLayout() -> NSCollectionLayoutSection {
            NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.bounds.height)), subitems: []))
        }
        """

    /// One layout that imports and one that does not: the first is written, the second is
    /// reported at its place, and exit 1 says not all were imported.
    @Test func writesTheLayoutsThatImportAndReportsTheOthers() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("Mixed.swift", Self.photoGrid + "\n" + Self.unreadable)
        let printed = try sandbox.run(["import-swift", file, "--compact"])
        #expect(printed.status == 1, "\(printed.stderr)")
        #expect(printed.stdout.hasPrefix("{"))
        #expect(printed.stderr == "note: \(file):2:18: one section: the layout repeats it for every section of the data source, which only the app knows (give --sections N)\nerror: \(file):13:130: `view` is not a constant of this code (a value known only at run time? give it with --value view.bounds.height=VALUE)\n1 of 2 layouts imported\n")
        let saved = try sandbox.run(["import-swift", file, "--save-all"])
        #expect(saved.status == 1)
        #expect(saved.stdout == "create-photo-grid@1\n")
        #expect(try sandbox.run(["log", "banner-layout"]).status == 2)
        let chosen = try sandbox.run(["import-swift", file, "--layout", "banner-layout"])
        #expect(chosen.status == 2)
        #expect(chosen.stderr.hasSuffix("error: nothing was imported\n"))
    }

    /// A Swift name whose kebab-case the catalogue refuses (`écranLayout` → `écran-layout`) fails
    /// that layout alone, named with what to do; the others are still saved.
    @Test func aNameTheCatalogueRefusesFailsThatLayoutOnly() throws {
        let sandbox = try Sandbox()
        let refused = Self.photoGrid.replacingOccurrences(of: "createPhotoGrid", with: "écranLayout")
            .replacingOccurrences(of: "PhotosViewController", with: "ÉcranViewController")
        let file = try sandbox.write("Mixed.swift", Self.photoGrid + "\n" + refused)
        let saved = try sandbox.run(["import-swift", file, "--save-all"])
        #expect(saved.status == 1, "\(saved.stderr)")
        #expect(saved.stdout == "create-photo-grid@1\n")
        #expect(saved.stderr == "note: \(file):2:18: one section: the layout repeats it for every section of the data source, which only the app knows (give --sections N)\nerror: \(file):13:1: `écranLayout` is named écran-layout: a layout name may only hold a-z, 0-9, '-', '_' and '.'; import it alone with --layout écranLayout --name NAME\n1 of 2 layouts imported\n")
        let renamed = try sandbox.run(["import-swift", file, "--layout", "écranLayout", "--name", "ecran", "--compact"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
    }

    /// A --value no layout reads is a warning (a typo?); bare text is refused before reading:
    /// `idiom=pad` would silently differ from `.pad`.
    @Test func valuesAreCheckedAndUnreadOnesNamed() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("Photos.swift", Self.photoGrid)
        let unread = try sandbox.run(["import-swift", file, "--value", "colums=3", "--sections", "1", "--compact"])
        #expect(unread.status == 0)
        #expect(unread.stderr == "warning: --value colums was not read by any layout's code\n")
        let bare = try sandbox.run(["import-swift", file, "--value", "idiom=pad"])
        #expect(bare.status == 64)
        #expect(bare.stderr.contains("--value idiom=pad: not a number, true or false, .case, a dimension (.estimated(44)), \"text\" or [a, b, …] (quote text: '\"pad\"', or a case: .pad)."), "\(bare.stderr)")
    }

    /// Counts out of range are usage errors (exit 64) naming the option, before anything is
    /// read, not errors at a place in the Swift file.
    @Test(arguments: [
        (["--sections", "0"], "--sections 0: the importer builds 1 to 1000 sections."),
        (["--sections", "1001"], "--sections 1001: the importer builds 1 to 1000 sections."),
        (["--items=-1"], "--items -1: a section's item count is 0 to 9007199254740991."),
        (["--items", "9223372036854775807"], "--items 9223372036854775807: a section's item count is 0 to 9007199254740991."),
    ])
    func countsOutOfRangeAreUsageErrors(options: [String], message: String) throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("Photos.swift", Self.photoGrid)
        let result = try sandbox.run(["import-swift", file] + options)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Photos.swift"))
    }

    /// A folder is read as one program: the helpers of one file serve the layout of another.
    @Test func readsAFolderAsOneProgram() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("App"), withIntermediateDirectories: true)
        try sandbox.write("App/Screen.swift", """
            final class Screen {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: makeSection(height: Metrics.rowHeight))
                }
            }
            """)
        try sandbox.write("App/Metrics.swift", """
            enum Metrics { static let rowHeight: CGFloat = 60 }
            extension Screen {
                func makeSection(height: CGFloat) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """)
        let result = try sandbox.run(["import-swift", sandbox.path("App"), "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"absolute\":60"), "\(result.stdout)")
        try FileManager.default.createDirectory(atPath: sandbox.path("Empty"), withIntermediateDirectories: true)
        let empty = try sandbox.run(["import-swift", sandbox.path("Empty")])
        #expect(empty.status == 2)
        #expect(empty.stderr == "error: \(sandbox.path("Empty")): no .swift files\nerror: nothing was imported\n")
    }

    /// A byte that is not UTF-8 (Latin-1's é, 0xE9, on line 3 after `// caf`) is named by its
    /// line and column, as a syntax error is, whether lines end at `\n`, `\r\n` or `\r`.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func textThatIsNotUTF8IsPlaced(lineBreak: String) throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("Latin.swift")
        let before = "import UIKit" + lineBreak + lineBreak + "// caf"
        try Data(Array(before.utf8) + [0xE9] + Array((lineBreak + "let x = 1" + lineBreak).utf8)).write(to: URL(fileURLWithPath: file))
        let result = try sandbox.run(["import-swift", file])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: \(file):3:7: not UTF-8 text (the first byte that is not)"), "\(result.stderr)")
    }

    /// A folder is walked as every folder walk is (docs/files.md): a `*.swift` link that leads
    /// out of it is not read, nor one that leads nowhere, nor a FIFO, and a note names each.
    /// The file outside would fail the import (a division by zero): it is never parsed.
    @Test func aFolderWalkSkipsLinksOutAndSaysSo() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("App"), withIntermediateDirectories: true)
        try sandbox.write("App/Photos.swift", Self.photoGrid)
        let outside = try ScratchFolder(prefix: "outside")
        try "let broken = 1 / 0\n".write(toFile: outside.path("Secret.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("App/Leak.swift"),
                                                   withDestinationPath: outside.path("Secret.swift"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("App/Gone.swift"), withDestinationPath: "nowhere.swift")
        #expect(mkfifo(sandbox.path("App/Pipe.swift"), 0o600) == 0)
        let app = sandbox.path("App")
        let result = try sandbox.run(["import-swift", app, "--sections", "1", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            note: \(app)/Gone.swift: skipped (a symbolic link that leads nowhere)
            note: \(app)/Leak.swift: skipped (a symbolic link that leads out of \(app))
            note: \(app)/Pipe.swift: skipped (not a regular file)

            """)
        #expect(result.stdout.contains("\"fractionalWidth\":0.3333333333333333"), "\(result.stdout)")
    }
    #else
    @Test func defaultBuildSaysHowToGetTheImporter() throws {
        let sandbox = try Sandbox(.nothing)
        let file = try sandbox.write("Photos.swift", Self.photoGrid)
        let result = try sandbox.run(["import-swift", file])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: this build has no Swift importer; build with `swift build --traits SwiftImport`\n")
    }
    #endif
}
