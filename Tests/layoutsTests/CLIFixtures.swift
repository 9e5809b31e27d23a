import Foundation

/// Documents written for these tests, small enough to work their frames by hand.
enum CLIFixtures {
    /// A section of full-width rows 50 points tall: at any width W, cell i is (0, y0 + 50·i, W, 50).
    static func rowsSection(_ name: String, items: Int) -> String {
        """
        { "name": "\(name)", "itemCount": \(items),
          "group": { "kind": "horizontal",
                     "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } }
        """
    }

    /// Sections of rows, in the order given.
    static func rows(_ sections: (String, Int)...) -> String {
        let body = sections.map { rowsSection($0.0, items: $0.1) }.joined(separator: ",\n")
        return "{ \"formatVersion\": 1, \"sections\": [\n\(body)\n] }\n"
    }

    /// Seven equal columns of square cells: at 400 points each is 400/7 = 57.142857… wide,
    /// which no pixel grid holds exactly.
    static let sevenColumns = """
        { "formatVersion": 1, "sections": [ { "name": "grid", "itemCount": 14,
          "group": { "kind": "horizontal",
                     "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.14285714285714285 } },
                     "count": 7,
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    /// Five problems at once: a negative absolute width deep in section 0; in section 1 a
    /// duplicate name, a negative item count, an unknown key and no group.
    static let invalid = """
        { "formatVersion": 1, "sections": [
          { "name": "a", "itemCount": 3,
            "group": { "kind": "horizontal",
                       "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                       "subitems": [ { "kind": "item",
                                       "size": { "width": { "absolute": -5 }, "height": { "fractionalHeight": 1 } } } ] } },
          { "name": "a", "itemCount": -1, "colour": "red" } ] }
        """

    /// A syntax error: the second comma on line 3 is column 16
    /// (two spaces, `{"name": "a",` fills columns 3–15).
    static let malformed = "{\"formatVersion\": 1,\n \"sections\": [\n  {\"name\": \"a\",, }]}\n"
}
