import LayoutEngine
import Testing

/// `LayoutDocument.lint()`: each rule with one document that trips it and one that does not.
@Suite("Lint")
struct LintTests {
    /// A one-section document whose group is `group` (JSON text).
    private func findings(group: String, section extra: String = "") throws -> [String] {
        let json = """
            { "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 4, \(extra) "group": \(group) } ] }
            """
        return try LayoutDocument(json: json).lint().map(\.description)
    }

    private func item(_ width: String, _ height: String = #"{ "fractionalHeight": 1 }"#, insets: String = "") -> String {
        #"{ "kind": "item", "size": { "width": \#(width), "height": \#(height) } \#(insets) }"#
    }

    private func row(_ subitems: [String], extra: String = "", width: String = #"{ "fractionalWidth": 1 }"#) -> String {
        #"{ "kind": "horizontal", "size": { "width": \#(width), "height": { "absolute": 50 } }, "subitems": [\#(subitems.joined(separator: ", "))] \#(extra) }"#
    }

    private let half = #"{ "fractionalWidth": 0.5 }"#

    @Test func insetsOnAnEstimatedAxis() throws {
        let insets = #", "contentInsets": { "top": 4, "leading": 0, "bottom": 4, "trailing": 0 }"#
        #expect(try findings(group: row([item(half, #"{ "estimated": 44 }"#, insets: insets)])) == [
            "sections[0].group.subitems[0].contentInsets: top/bottom insets on an estimated dimension [insets-on-estimated-axis]",
        ])
        // The same insets on an absolute height are used.
        #expect(try findings(group: row([item(half, #"{ "absolute": 44 }"#, insets: insets)])).isEmpty)
    }

    @Test func aSubitemThatNeverFits() throws {
        // 0.5 fits, 0.75 does not, so the cycle stops there and 0.25 is never reached either.
        let group = row([item(half), item(#"{ "fractionalWidth": 0.75 }"#), item(#"{ "fractionalWidth": 0.25 }"#)])
        #expect(try findings(group: group) == [
            "sections[0].group.subitems[1]: never placed: after 0.5 of the group's length, 0.75 does not fit [subitem-never-fits]",
            "sections[0].group.subitems[2]: never placed: after 0.5 of the group's length, 0.25 does not fit [subitem-never-fits]",
        ])
        // [0.5, 0.25, 0.25] all fit in one pass.
        let fitting = row([item(half), item(#"{ "fractionalWidth": 0.25 }"#), item(#"{ "fractionalWidth": 0.25 }"#)])
        #expect(try findings(group: fitting).isEmpty)
    }

    @Test func repeatingCopiesThatOverflowTheirGroup() throws {
        #expect(try findings(group: row([item(#"{ "fractionalWidth": 0.3 }"#)], extra: #", "repeatingCount": 4"#)) == [
            "sections[0].group.repeatingCount: 4 copies of 0.3 take 1.2 of the group's length [fractions-overflow-group]",
        ])
        #expect(try findings(group: row([item(#"{ "fractionalWidth": 0.25 }"#)], extra: #", "repeatingCount": 4"#)).isEmpty)
    }

    @Test func anItemLargerThanItsContainer() throws {
        #expect(try findings(group: row([item(#"{ "absolute": 400 }"#)], width: #"{ "absolute": 300 }"#)) == [
            "sections[0].group.subitems[0].size.width: 400 points in a container of 300 [item-larger-than-container]",
        ])
        #expect(try findings(group: row([item(#"{ "fractionalWidth": 1.5 }"#)])) == [
            "sections[0].group.subitems[0].size.width: 1.5 of its container [item-larger-than-container]",
        ])
        #expect(try findings(group: row([item(#"{ "absolute": 300 }"#)], width: #"{ "absolute": 300 }"#)).isEmpty)
        // Too large to round to six decimals (its millionfold overflows): written as it is.
        #expect(try findings(group: row([item(#"{ "fractionalWidth": 1e307 }"#)])) == [
            "sections[0].group.subitems[0].size.width: 1e+307 of its container [item-larger-than-container]",
        ])
    }

    @Test func theDeprecatedCount() throws {
        #expect(try findings(group: row([item(half)], extra: #", "count": 2"#)) == [
            "sections[0].group.count: the group uses count [deprecated-count]",
        ])
        #expect(try findings(group: row([item(half)], extra: #", "repeatingCount": 2"#)).isEmpty)
    }

    @Test func theDeprecatedFollowsContentInsetsFlag() throws {
        #expect(try findings(group: row([item(half)]), section: #""supplementariesFollowContentInsets": false,"#) == [
            "sections[0].supplementariesFollowContentInsets: supplementariesFollowContentInsets is set [deprecated-supplementaries-follow-content-insets]",
        ])
        #expect(try findings(group: row([item(half)]), section: #""supplementaryContentInsetsReference": "none","#).isEmpty)
    }

    @Test func customFramesOutsideTheirGroup() throws {
        func custom(_ frame: String) -> String {
            #"{ "kind": "custom", "size": { "width": { "absolute": 100 }, "height": { "absolute": 100 } }, "frames": [\#(frame)] }"#
        }
        #expect(try findings(group: custom(#"{ "x": 50, "y": 0, "width": 60, "height": 100 }"#)) == [
            "sections[0].group.frames[0]: (50, 0, 60, 100) leaves the group's 100 × 100 [custom-frame-outside-group]",
        ])
        #expect(try findings(group: custom(#"{ "x": 40, "y": 0, "width": 60, "height": 100 }"#)).isEmpty)
    }

    @Test func everyRuleHasAReason() {
        for rule in LintRule.allCases { #expect(rule.reason.count > 40, "\(rule)") }
    }

    @Test func theSchemaKeyIsAllowedAndLeavesTheHashAlone() throws {
        let plain = #"{ "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 1, "group": \#(row([item(half)])) } ] }"#
        let withSchema = plain.replacingOccurrences(of: #"{ "formatVersion""#, with: #"{ "$schema": "https://example.com/layout.schema.json", "formatVersion""#)
        #expect(try LayoutDocument(json: withSchema).canonicalJSON == LayoutDocument(json: plain).canonicalJSON)
        #expect(throws: DocumentErrors.self) {
            try LayoutDocument(json: plain.replacingOccurrences(of: #"{ "formatVersion""#, with: #"{ "$schema": 3, "formatVersion""#))
        }
    }

    /// A list whose rows the measurement set leaves at 44 while it measures another section's rows.
    @Test func listRowsTheMeasurementSetForgot() throws {
        let document = try LayoutDocument(json: """
            { "formatVersion": 1, "sections": [
              { "name": "account", "itemCount": 2, "list": { "appearance": "insetGrouped" } },
              { "name": "general", "itemCount": 3, "list": { "appearance": "insetGrouped" } },
              { "name": "empty", "itemCount": 0, "list": { "appearance": "insetGrouped" } } ] }
            """)
        let general = try Measurements(json: #"{ "measurementsVersion": 1, "sections": { "general": { "items": { "1": { "height": 60 } } } } }"#)
        #expect(document.lint(measurements: general).map(\.description) == [
            "sections[0].list: every row of 'account' keeps the estimated height of 44: the measurement set gives row "
                + "heights for 'general' but none for this section [list-rows-unmeasured]",
        ])
        // Nothing measured anywhere, or only headers and widths: nothing to compare with.
        #expect(document.lint().isEmpty)
        let headersOnly = try Measurements(json: """
            { "measurementsVersion": 1, "sections": { "general": { "items": { "*": { "width": 10 } },
              "boundaryItems": { "UICollectionElementKindSectionHeader": { "height": 30 } } } } }
            """)
        #expect(document.lint(measurements: headersOnly).isEmpty)
        // Both measured (a range counts): no finding.
        let both = try Measurements(json: """
            { "measurementsVersion": 1, "sections": { "general": { "items": { "*": { "height": 50 } } },
              "account": { "items": { "0..1": { "height": 44 } } } } }
            """)
        #expect(document.lint(measurements: both).isEmpty)
    }
}
