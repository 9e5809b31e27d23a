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
        #expect(F.errors(layout("#if canImport(Charts)\nlet height: CGFloat = 1\n#endif")).map(\.reason) == [
            "`#if canImport(Charts)`: whether the app can import Charts is the build's",
        ])
    }
}
#endif
