import LayoutEngine
import Testing

/// "Did you mean": the closest candidate within 2 edits, and under half the word's length.
@Suite struct SuggestionTests {
    @Test func closeWordsAreSuggested() {
        let keys = ["devices", "tolerance"]
        #expect(suggestion(for: "device", among: keys) == "devices")  // 1 deletion
        #expect(suggestion(for: "tolerence", among: keys) == "tolerance")  // 1 substitution
        #expect(suggestion(for: "toleranec", among: keys) == "tolerance")  // 1 swap of neighbours
        #expect(suggestion(for: "DEVICES", among: keys) == "devices")  // case ignored
        #expect(suggestion(for: "ipad-11", among: ["iphone-16", "ipad-10", "ipad-mini"]) == "ipad-10")
    }

    @Test func farWordsAreNot() {
        #expect(suggestion(for: "colour", among: ["devices", "tolerance"]) == nil)
        #expect(suggestion(for: "dvcs", among: ["devices"]) == nil)  // 3 insertions
        // 2 edits in a 3-letter word are more than half of it.
        #expect(suggestion(for: "abc", among: ["xyc"]) == nil)
        // Ties go to the first candidate.
        #expect(suggestion(for: "ab", among: ["ax", "xb"]) == nil)
        #expect(suggestion(for: "abcd", among: ["abcx", "abxd"]) == "abcx")
    }

    /// A candidate whose length differs by more than 2 is never compared: a megabyte word
    /// costs nothing and gets no suggestion.
    @Test func aHugeWordIsNotMeasured() {
        #expect(suggestion(for: String(repeating: "x", count: 1_000_000), among: ["contentInsets"]) == nil)
    }

    private func errors(_ json: String) -> [String] { CodingFixtures.errors(json) }

    /// The document's unknown keys, values, edges and kinds each say what was probably meant.
    @Test func documentTyposSayWhatWasMeant() {
        let item = #"{ "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "contentInset": { "top": 1, "leading": 0, "bottom": 0, "trailing": 0 } }"#
        let group = #"{ "kind": "horizontal", "size": { "width": { "fractionalWidht": 1 }, "height": { "absolute": 50 } }, "subitems": [\#(item)] }"#
        let document = #"{ "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 1, "orthogonalScrollingBehavior": "groupPagingCentred", "group": \#(group) } ] }"#
        #expect(errors(document) == [
            #"sections[0].group.size.width.fractionalWidht: unknown key; did you mean "fractionalWidth"?; a dimension is one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings"#,
            #"sections[0].group.subitems[0].contentInset: unknown key; did you mean "contentInsets"?"#,
            #"sections[0].orthogonalScrollingBehavior: unknown value "groupPagingCentred"; did you mean "groupPagingCentered"?; expected one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered""#,
        ])
    }

    /// An unknown kind no longer hides the errors beneath it: the node is read on as the closest
    /// kind (by name, else by its keys), so one run reports them all.
    @Test func anUnknownKindIsReadOnAsTheClosestKind() {
        let badItem = #"{ "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolut": 50 } } }"#
        let typo = #"{ "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 1, "group": { "kind": "horizonal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [\#(badItem)] } } ] }"#
        #expect(errors(typo) == [
            #"sections[0].group.kind: unknown kind "horizonal"; did you mean "horizontal"? expected "item", "horizontal", "vertical" or "custom""#,
            #"sections[0].group.subitems[0].size.height.absolut: unknown key; did you mean "absolute"?; a dimension is one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings"#,
        ])
        // Nothing like a kind's name: a node with subitems is read as a group.
        let unlike = typo.replacingOccurrences(of: "horizonal", with: "stack")
        #expect(errors(unlike).count == 2)
        #expect(errors(unlike).first?.hasPrefix(#"sections[0].group.kind: unknown kind "stack"; expected"#) == true)
    }
}
