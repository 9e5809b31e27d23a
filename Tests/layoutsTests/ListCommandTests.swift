import Foundation
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
        #expect(appKit.stderr.contains("sections[1].list: AppKit's compositional layout has no list configuration"))
        let kit = try sandbox.run(["export", "--all", "--swift-parity", sandbox.path("kit")])
        #expect(kit.status == 0, "\(kit.stderr)")
        #expect(!kit.stderr.contains("left out"))
        #expect(!kit.stdout.hasPrefix("0 layouts"))
        let test = try sandbox.read("kit/LayoutsParityTests.swift")
        #expect(test.contains("supplementaryKinds: [\"UICollectionElementKindSectionHeader\"]"))
        #expect(test.contains("listSections: [1]),"))
    }

    /// A changed appearance is a change the structural diff names by path.
    @Test func diffNamesAChangedAppearance() throws {
        let sandbox = try Sandbox()
        try sandbox.write("mixed.json", Self.mixed)
        try sandbox.write("plain.json", Self.mixed.replacingOccurrences(of: "insetGrouped", with: "plain"))
        #expect(try sandbox.run(["save", "mixed", "--file", "mixed.json"]).status == 0)
        let diff = try sandbox.run(["diff", "mixed", "--file", "plain.json"])
        #expect(diff.lines.contains(#"~ sections[settings].list.appearance: "insetGrouped" → "plain""#))
    }
}
