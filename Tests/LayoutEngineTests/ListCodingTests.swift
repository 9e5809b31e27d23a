import Testing
import LayoutEngine

/// List sections in the format (format.md "Additions to version 1 (list sections)"): decoding,
/// the canonical form, and every located error.
@Suite("List sections: format")
struct ListCodingTests {
    typealias F = CodingFixtures

    /// A one-section document whose section is `section` (JSON members after `"name": "s"`).
    func json(_ section: String, configuration: String = "") -> String {
        #"{"formatVersion": 1\#(configuration), "sections": [{"name": "s", \#(section)}]}"#
    }

    /// format.md's own example.
    static let settings = #"""
        {"formatVersion": 1, "sections": [{"name": "settings", "itemCount": 5, "list": {
          "appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none", "headerTopPadding": 0}}]}
        """#

    @Test func decodesTheFormatExample() throws {
        let document = try LayoutDocument(json: Self.settings)
        let section = try #require(document.sections.first)
        #expect(section.list == ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary,
                                                  footerMode: .none, headerTopPadding: 0))
        #expect(section.kind == .list(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary,
                                                        headerTopPadding: 0)))
        #expect(section.itemCount == 5)
    }

    /// Canonical: defaults left out (`footerMode: none`), `headerTopPadding` kept since absent
    /// means the system default, not 0; no group-only key is written. It reads back equal.
    @Test func canonicalFormLeavesOutDefaults() throws {
        let document = try LayoutDocument(json: Self.settings)
        #expect(document.canonicalJSON == #"{"formatVersion":1,"sections":[{"itemCount":5,"list":{"appearance":"insetGrouped","headerMode":"supplementary","headerTopPadding":0},"name":"settings"}]}"#)
        #expect(try LayoutDocument(json: document.canonicalJSON) == document)
        let bare = try LayoutDocument(json: json(#""itemCount": 2, "list": {"appearance": "plain"}"#))
        #expect(bare.canonicalJSON == #"{"formatVersion":1,"sections":[{"itemCount":2,"list":{"appearance":"plain"},"name":"s"}]}"#)
        #expect(bare.sections[0].list == ListConfiguration(appearance: .plain))
        // Complete spells the modes out, never a group-only key.
        let complete = bare.sections[0].jsonValue(.complete).compactText
        #expect(complete.contains(#""list":{"appearance":"plain","footerMode":"none","headerMode":"none"}"#))
        #expect(!complete.contains("group") && !complete.contains("contentInsets\""))
    }

    /// A list section keeps `decorationItems`, `contentInsetsReference` and variants.
    @Test func keepsTheKeysThatMeanSomethingForAList() throws {
        let text = json(#"""
            "itemCount": 3, "list": {"appearance": "sidebar"}, "contentInsetsReference": "none",
            "decorationItems": [{"elementKind": "bg"}],
            "variants": [{"when": {"minWidth": 600}, "list": {"appearance": "insetGrouped", "footerMode": "supplementary"}}]
            """#)
        let document = try LayoutDocument(json: text)
        let section = document.sections[0]
        #expect(section.contentInsetsReference == ContentInsetsReference.none)
        #expect(section.decorationItems.map(\.elementKind) == ["bg"])
        #expect(section.variants.first?.list == ListConfiguration(appearance: .insetGrouped, footerMode: .supplementary))
        #expect(section.resolved(width: 700, sizeClass: .regular).list?.appearance == .insetGrouped)
        #expect(section.resolved(width: 390, sizeClass: .compact).list?.appearance == .sidebar)
        #expect(try LayoutDocument(json: document.canonicalJSON) == document)
    }

    @Test func refusesGroupAndListTogether() {
        let both = json(#""itemCount": 1, "group": \#(F.rowJSON(F.leafJSON)), "list": {"appearance": "plain"}"#)
        #expect(F.errors(both) == [
            "sections[0].group: a section is either a group section (group) or a list section (list), not both",
        ])
    }

    @Test func refusesGroupOnlyKeysWithTheirPaths() {
        let text = json(#"""
            "itemCount": 1, "list": {"appearance": "grouped"}, "interGroupSpacing": 0, "contentInsets": {"top": 1},
            "orthogonalScrollingBehavior": "paging",
            "boundarySupplementaryItems": [], "supplementariesFollowContentInsets": false
            """#)
        #expect(F.errors(text) == [
            "sections[0].boundarySupplementaryItems: boundarySupplementaryItems is for group sections; a list section does not take it",
            "sections[0].contentInsets: contentInsets is for group sections; a list section does not take it",
            "sections[0].interGroupSpacing: interGroupSpacing is for group sections; a list section does not take it",
            "sections[0].orthogonalScrollingBehavior: orthogonalScrollingBehavior is for group sections; a list section does not take it",
            "sections[0].supplementariesFollowContentInsets: supplementariesFollowContentInsets is for group sections; a list section does not take it",
        ])
    }

    @Test func refusesUnknownAppearancesModesAndKeys() {
        #expect(F.errors(json(#""itemCount": 1, "list": {"appearance": "inset"}"#)) == [
            #"sections[0].list.appearance: unknown value "inset"; expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain""#,
        ])
        #expect(F.errors(json(#""itemCount": 1, "list": {"appearance": "plain", "headerMode": "firstItem", "footerMode": "firstItemInSection"}"#)) == [
            #"sections[0].list.headerMode: unknown value "firstItem"; expected one of "none", "supplementary", "firstItemInSection""#,
            #"sections[0].list.footerMode: unknown value "firstItemInSection"; expected one of "none", "supplementary""#,
        ])
        #expect(F.errors(json(#""itemCount": 1, "list": {"headerMode": "none", "separators": true}"#)) == [
            "sections[0].list.separators: unknown key",
            "sections[0].list.appearance: required key is missing",
        ])
        #expect(F.errors(json(#""itemCount": 1, "list": "plain""#)) == ["sections[0].list: expected an object, found a string"])
    }

    @Test func refusesANegativeOrNonFinitePadding() {
        #expect(F.errors(json(#""itemCount": 1, "list": {"appearance": "plain", "headerTopPadding": -1}"#))
            == ["sections[0].list.headerTopPadding: must be >= 0"])
        #expect(F.errors(json(#""itemCount": 1, "list": {"appearance": "plain", "headerTopPadding": "8"}"#))
            == ["sections[0].list.headerTopPadding: expected a number, found a string"])
        // Non-finite numbers cannot be written in JSON; a document built in code is checked alike.
        let built = LayoutDocument(sections: [
            Section(name: "s", itemCount: 1, list: ListConfiguration(appearance: .plain, headerTopPadding: .infinity)),
        ])
        #expect(built.validate().map(\.description) == ["sections[0].list.headerTopPadding: must be finite"])
    }

    @Test func refusesAGroupOnlyValueBuiltInCode() {
        var section = Section(name: "s", itemCount: 1, list: ListConfiguration(appearance: .plain))
        section.interGroupSpacing = 4
        #expect(LayoutDocument(sections: [section]).validate().map(\.description) == [
            "sections[0].interGroupSpacing: interGroupSpacing is for group sections; a list section does not take it",
        ])
    }

    /// Variants of a list section may set `list`, `contentInsetsReference` and `decorationItems`;
    /// a group section's variant may not set `list`.
    @Test func variantsKeepTheirSectionsKind() {
        let listVariant = json(#"""
            "itemCount": 1, "list": {"appearance": "plain"},
            "variants": [{"when": {"minWidth": 600}, "group": \#(F.rowJSON(F.leafJSON)), "interGroupSpacing": 2}]
            """#)
        #expect(F.errors(listVariant) == [
            "sections[0].variants[0].group: a variant of a list section cannot give it a group; it may set list",
            "sections[0].variants[0].interGroupSpacing: interGroupSpacing is for group sections; a variant of a list section does not take it",
        ])
        let groupVariant = F.json(group: F.rowJSON(F.leafJSON),
                                  sectionExtras: #", "variants": [{"when": {"maxWidth": 500}, "list": {"appearance": "plain"}}]"#)
        #expect(F.errors(groupVariant) == [
            "sections[0].variants[0].list: a variant of a group section cannot make it a list section",
        ])
    }

    /// A variant's list is checked as the section's, at the variant's path.
    @Test func aVariantsListIsCheckedAtItsPath() {
        let text = json(#""itemCount": 1, "list": {"appearance": "plain"}, "variants": [{"when": {"minWidth": 600}, "list": {"appearance": "sidebar", "headerTopPadding": -2}}]"#)
        #expect(F.errors(text) == ["sections[0].variants[0].list.headerTopPadding: must be >= 0"])
    }

    @Test func listSectionsNeedAVerticalLayout() {
        let text = json(#""itemCount": 1, "list": {"appearance": "plain"}"#,
                        configuration: #", "configuration": {"scrollDirection": "horizontal"}"#)
        #expect(F.errors(text) == ["sections[0].list: a list section needs a vertical layout (configuration.scrollDirection)"])
    }

    /// A whole-list layout (`.list(using:)`) is every section a list with one configuration;
    /// mixed documents hold both kinds.
    @Test func mixedDocumentsRoundTrip() throws {
        let text = #"""
            {"formatVersion": 1, "sections": [
              {"name": "grid", "itemCount": 4, "group": \#(F.rowJSON(F.leafJSON))},
              {"name": "list", "itemCount": 3, "list": {"appearance": "insetGrouped", "headerMode": "firstItemInSection"}}]}
            """#
        let document = try LayoutDocument(json: text)
        #expect(document.sections[0].list == nil)
        #expect(document.sections[1].list?.headerMode == .firstItemInSection)
        #expect(try LayoutDocument(json: document.canonicalJSON) == document)
    }
}
