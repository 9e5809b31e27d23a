#if SwiftImport
import LayoutEngine
import LayoutSwiftImport
import Testing

private typealias F = ImportFixtures

/// `#if` in a layout's code, read as the compiler reads it for an iOS app built for a device:
/// the first clause that holds runs, in the scope around it.
@Suite struct ImporterConditionTests {
    /// A section whose rows are `height` high, after `conditions` (code that sets `height`).
    private func layout(_ conditions: String) -> String {
        """
        func makeLayout() -> NSCollectionLayoutSection {
        \(conditions)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        """
    }

    private func rowHeight(_ conditions: String, _ options: SwiftImportOptions = SwiftImportOptions()) throws -> Dimension {
        try F.document(layout(conditions), options).sections[0].group.size.height
    }

    /// `os(iOS)` holds and `os(macOS)` does not; a declaration in a clause is seen after
    /// `#endif`, as the compiler sees it.
    @Test func theClauseForAnIOSDeviceRuns() throws {
        #expect(try rowHeight("""
            #if os(macOS)
            let height: CGFloat = 30
            #elseif os(iOS)
            let height: CGFloat = 44
            #else
            let height: CGFloat = 50
            #endif
            """) == .absolute(44))
        #expect(try rowHeight("""
            #if targetEnvironment(macCatalyst) || targetEnvironment(simulator)
            let height: CGFloat = 30
            #elseif canImport(UIKit) && !canImport(AppKit) && arch(arm64) && swift(>=5.9)
            let height: CGFloat = 60
            #endif
            """) == .absolute(60))
        #expect(try rowHeight("""
            var height: CGFloat = 20
            #if compiler(<5.0)
            height = 10
            #else
            height += (true ? 1 : 0) * 24
            #endif
            """) == .absolute(44))
    }

    /// `DEBUG` does not hold unless given, as in the release build an app ships, and a note
    /// says so; `--value DEBUG=true` reads the debug build's. Another flag is the build's: given,
    /// or refused at its place with the advice.
    @Test func buildFlagsAreGivenOrTheReleaseBuilds() throws {
        let debug = """
            #if DEBUG
            let height: CGFloat = 100
            #else
            let height: CGFloat = 44
            #endif
            """
        let release = try #require(try F.importing(layout(debug)).first)
        #expect(release.document.sections[0].group.size.height == .absolute(44))
        #expect(release.notes.map(\.description) == [
            "Layouts.swift:2:5: `#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)",
            "Layouts.swift:1:6: one section: the layout repeats it for every section of the data source, which only the app knows (give --sections N)",
        ])
        #expect(try rowHeight(debug, SwiftImportOptions(values: ["DEBUG": "true"])) == .absolute(100))

        let beta = "#if BETA\nlet height: CGFloat = 100\n#else\nlet height: CGFloat = 44\n#endif"
        #expect(F.errors(layout(beta)).map(\.description) == [
            "Layouts.swift:2:5: `#if BETA`: a build flag only the build knows (give --value BETA=true or false)",
        ])
        #expect(try rowHeight(beta, SwiftImportOptions(values: ["BETA": "false"])) == .absolute(44))
        let charts = "#if canImport(Charts)\nlet height: CGFloat = 1\n#else\nlet height: CGFloat = 2\n#endif"
        #expect(F.errors(layout(charts)).map(\.reason) == [
            "`#if canImport(Charts)`: whether the app can import Charts is the build's (give --value 'canImport(Charts)=true' or false)",
        ])
        #expect(try rowHeight(charts, SwiftImportOptions(values: SwiftImportOptions.values(fromAssignments: ["canImport(Charts)=true"])))
            == .absolute(1))
    }

    /// `compiler(>=V)` holds up to 6.2, Xcode 26's Swift; `swift(>=V)` up to 5.10, which every
    /// language mode of it reaches, and not past 6.2; `<` is the opposite. Between, the
    /// language mode decides: refused with the advice, or given by the condition's text.
    @Test func versionsAreComparedWithTodaysCompiler() throws {
        func height(_ condition: String, _ options: SwiftImportOptions = SwiftImportOptions()) throws -> Dimension {
            try rowHeight("#if \(condition)\nlet height: CGFloat = 1\n#else\nlet height: CGFloat = 2\n#endif", options)
        }
        #expect(try height("compiler(>=6.2)") == .absolute(1))
        #expect(try height("compiler(>=6.2.1)") == .absolute(2))
        #expect(try height("compiler(>=7)") == .absolute(2))
        #expect(try height("compiler(<6.0)") == .absolute(2))
        #expect(try height("swift(>=5.10)") == .absolute(1))
        #expect(try height("swift(>=99.0)") == .absolute(2))
        #expect(try height("swift(<99.0)") == .absolute(1))
        #expect(try height("canImport(Combine) && !canImport(AppKit)") == .absolute(1))
        // An arm64 device: little-endian, 64-bit pointers, the Objective-C runtime.
        #expect(try height("_endian(little) && _pointerBitWidth(_64) && _runtime(_ObjC)") == .absolute(1))
        #expect(try height("_endian(big) || _pointerBitWidth(_32) || _runtime(_Native)") == .absolute(2))
        #expect(F.errors(layout("#if swift(>=6)\nlet height: CGFloat = 1\n#else\nlet height: CGFloat = 2\n#endif")).map(\.description) == [
            "Layouts.swift:2:5: `#if swift(>=6)`: whether it holds depends on the app's Swift language mode (give --value 'swift(>=6)=true' or false)",
        ])
        let given = SwiftImportOptions(values: SwiftImportOptions.values(fromAssignments: ["swift(>=6)=true"]))
        #expect(try height("swift(>=6)", given) == .absolute(1))
    }

    /// The note on `#if DEBUG` stays beside an error in the clause it chose: it says why that
    /// clause ran.
    @Test func theDebugNoteExplainsAnErrorInTheReleaseClause() {
        let text = layout("#if DEBUG\nlet height: CGFloat = 44\n#else\nlet height = view.bounds.height / 10\n#endif")
        #expect(F.errors(text).map(\.description) == [
            "Layouts.swift:5:14: `view` is not a constant of this code (a value known only at run time? give it with --value view.bounds.height=VALUE)",
            "Layouts.swift:2:5: `#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)",
        ])
    }

    /// `#warning` in a clause that runs is passed over, as the build warns and goes on;
    /// `#error` stops it, and the importer with it.
    @Test func warningsAreBuiltAndErrorsStop() throws {
        #expect(try rowHeight("#if os(iOS)\n#warning(\"tune the height\")\nlet height: CGFloat = 44\n#endif") == .absolute(44))
        #expect(F.errors(layout("#if os(macOS)\nlet height: CGFloat = 1\n#else\n#error(\"iOS only\")\n#endif")).map(\.description) == [
            "Layouts.swift:5:1: #error in code the app builds: the app does not build so (a #if clause the importer chose that the app's build does not?)",
        ])
    }
}
#endif
