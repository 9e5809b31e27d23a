import Foundation
import LayoutReports
import Testing

/// Commands other than `solve` given a list section (issue 36): each handles it or refuses it
/// by path until its own part of the issue is done.
@Suite struct ListCommandTests {
    static let mixed = #"""
        {"formatVersion": 1, "sections": [
         {"name": "grid", "itemCount": 2, "group": {"kind": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "subitems": [{"kind": "item", "size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}},
         {"name": "settings", "itemCount": 3, "list": {"appearance": "insetGrouped", "headerMode": "supplementary"}}]}
        """#

    @Test func showDescribesTheListNotARowGroup() throws {
        let sandbox = try Sandbox()
        try sandbox.write("mixed.json", Self.mixed)
        #expect(try sandbox.run(["save", "mixed", "--file", "mixed.json"]).status == 0)
        let shown = try sandbox.run(["show", "mixed"])
        #expect(shown.status == 0)
        #expect(shown.lines.last == "   └─ list insetGrouped, header supplementary")
        #expect(!shown.stdout.contains("estimated(44)"))
    }

    /// Swift export writes list sections for UIKit (§19) and refuses them for AppKit by path,
    /// exit 2, nothing printed; the parity kit takes a list layout like any other.
    @Test func swiftExportWritesListSectionsForUIKitOnly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("mixed.json", Self.mixed)
        #expect(try sandbox.run(["save", "mixed", "--file", "mixed.json"]).status == 0)
        let exported = try sandbox.run(["export", "mixed", "--swift"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)"))
        let appKit = try sandbox.run(["export", "mixed", "--swift", "--platform", "macOS"])
        #expect(appKit.status == 2)
        #expect(appKit.stdout.isEmpty)
        #expect(appKit.stderr.contains("sections[1].list: AppKit has no list configuration (UICollectionLayoutListConfiguration is iOS only): export this layout for iOS (refused for --platform macOS)"))
        // `-0` in the JSON is 0 in the canonical form, and so 0.0 in the Swift.
        try sandbox.write("zero.json", #"{"formatVersion": 1, "sections": [{"name": "s", "itemCount": 1, "list": {"appearance": "plain", "headerMode": "supplementary", "headerTopPadding": -0}}]}"#)
        let zero = try sandbox.run(["export", "--file", "zero.json", "--swift"])
        #expect(zero.status == 0, "\(zero.stderr)")
        #expect(zero.stdout.contains("headerTopPadding = 0.0\n"))
        #expect(!zero.stdout.contains("-0.0"))
        let kit = try sandbox.run(["export", "--all", "--swift-parity", sandbox.path("kit")])
        #expect(kit.status == 0, "\(kit.stderr)")
        #expect(!kit.stderr.contains("left out"))
        #expect(!kit.stdout.hasPrefix("0 layouts"))
        let test = try sandbox.read("kit/LayoutsParityTests.swift")
        #expect(test.contains("supplementaryKinds: [\"UICollectionElementKindSectionHeader\"]"))
        #expect(test.contains("listSections: [1]),"))
    }

    /// A changed appearance is a change the structural diff names at its path, in words; the
    /// JSON output carries the same words for scripts.
    @Test func diffNamesAChangedAppearance() throws {
        let sandbox = try Sandbox()
        try sandbox.write("mixed.json", Self.mixed)
        try sandbox.write("plain.json", Self.mixed.replacingOccurrences(of: "insetGrouped", with: "plain"))
        #expect(try sandbox.run(["save", "mixed", "--file", "mixed.json"]).status == 0)
        let diff = try sandbox.run(["diff", "mixed", "--file", "plain.json"])
        #expect(diff.status == 1)
        #expect(diff.lines.contains("~ section settings"))
        #expect(diff.lines.contains("    ~ list.appearance: list appearance insetGrouped → plain"))
        let json = try sandbox.run(["diff", "mixed", "--file", "plain.json", "--format", "json"])
        let object = try #require(try json.json() as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.first?["words"] as? String == "list appearance insetGrouped → plain")
        #expect(changes.first?["old"] as? String == "insetGrouped")
    }

    /// `lint --measurements`: a list section the set leaves at the estimated 44 while it measures
    /// another section's rows is a finding (exit 1); a set that does not fit the layout is an
    /// error naming the file and path (exit 2).
    @Test func lintFindsListRowsTheMeasurementSetLeftOut() throws {
        let sandbox = try Sandbox()
        try sandbox.write("two.json", #"""
            {"formatVersion": 1, "sections": [
             {"name": "account", "itemCount": 2, "list": {"appearance": "insetGrouped"}},
             {"name": "general", "itemCount": 3, "list": {"appearance": "insetGrouped"}}]}
            """#)
        try sandbox.write("sizes.json", #"{"measurementsVersion": 1, "sections": {"general": {"items": {"*": {"height": 52}}}}}"#)
        let found = try sandbox.run(["lint", "two.json", "--measurements", "sizes.json"])
        #expect(found.status == 1)
        #expect(found.lines.first == "two.json: sections[0].list: every row of 'account' keeps the estimated height of 44: "
            + "the measurement set gives row heights for 'general' but none for this section [list-rows-unmeasured]")
        // Without the set there is nothing to compare with.
        #expect(try sandbox.run(["lint", "two.json"]).status == 0)
        try sandbox.write("wrong.json", #"{"measurementsVersion": 1, "sections": {"genral": {"items": {"*": {"height": 52}}}}}"#)
        let wrong = try sandbox.run(["lint", "two.json", "--measurements", "wrong.json"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("wrong.json: sections.genral: no section named 'genral' in the layout"))
    }

    /// The seeded settings example is measured throughout: lint with its set finds nothing.
    @Test func theSeededListExamplesLintCleanWithTheirSets() throws {
        let sandbox = try Sandbox()
        for name in ["settings-inset-grouped", "inbox-plain", "sidebar", "grid-then-list"] {
            let result = try sandbox.run(["lint", name, "--measurements", "@" + name])
            #expect(result.status == 0, "\(name): \(result.stdout)\(result.stderr)")
        }
    }
}
