import LayoutCatalog
import LayoutEngine
import Testing

/// The structural diff of list sections (§19): a changed appearance or mode is one change at its
/// path, named in words; a section that turns from a group into a list is one change, not a
/// removed group and an added list.
@Suite struct ListDiffTests {
    private func document(_ section: String) throws -> LayoutDocument {
        try LayoutDocument(json: #"{ "formatVersion": 1, "sections": [ \#(section) ] }"#)
    }

    private func list(_ configuration: String) throws -> LayoutDocument {
        try document(#"{ "name": "settings", "itemCount": 3, "list": \#(configuration) }"#)
    }

    @Test func aChangedAppearanceIsNamedInWords() throws {
        let changes = StructuralDiff.changes(from: try list(#"{ "appearance": "insetGrouped" }"#),
                                             to: try list(#"{ "appearance": "plain" }"#))
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.kind == .changed)
        #expect(change.path == "sections[settings].list.appearance")
        #expect(change.old == "insetGrouped" && change.new == "plain")
        #expect(change.words == "list appearance insetGrouped → plain")
    }

    @Test func modesAndPaddingAreNamedInWords() throws {
        let changes = StructuralDiff.changes(
            from: try list(#"{ "appearance": "grouped" }"#),
            to: try list(#"{ "appearance": "grouped", "headerMode": "supplementary", "footerMode": "supplementary", "headerTopPadding": 8 }"#))
        #expect(changes.map(\.path) == ["sections[settings].list.footerMode", "sections[settings].list.headerMode",
                                        "sections[settings].list.headerTopPadding"])
        #expect(changes.map(\.words) == ["list footer none → supplementary", "list header none → supplementary",
                                         "padding above each header system default → 8"])
        // The way back says the same in reverse; the padding is removed, not changed.
        let back = StructuralDiff.changes(
            from: try list(#"{ "appearance": "grouped", "headerMode": "firstItemInSection", "headerTopPadding": 8 }"#),
            to: try list(#"{ "appearance": "grouped" }"#))
        #expect(back.map(\.kind) == [.changed, .removed])
        #expect(back.map(\.words) == ["list header firstItemInSection → none", "padding above each header 8 → system default"])
    }

    @Test func aGroupThatBecomesAListIsOneChange() throws {
        let group = try document("""
            { "name": "settings", "itemCount": 3, "group": { "kind": "horizontal",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
              "subitems": [ { "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } }
            """)
        let list = try list(#"{ "appearance": "insetGrouped" }"#)
        let changes = StructuralDiff.changes(from: group, to: list)
        #expect(changes.count == 1)
        #expect(changes.first?.path == "sections[settings]")
        #expect(changes.first?.words == "was a group section, is now a list (insetGrouped)")
        let back = StructuralDiff.changes(from: list, to: group)
        #expect(back.count == 1)
        #expect(back.first?.words == "was a list (insetGrouped), is now a group section")
        // A group section's own changes keep their plain paths and no words.
        #expect(StructuralDiff.changes(from: group, to: group).isEmpty)
    }
}
