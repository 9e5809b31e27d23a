import Foundation
import Testing

/// The window presets on the command line: a layout solved in an iPad's Split View third takes
/// its compact variant; `--devices windows` and `--devices all`; the errors; `devices --windows`.
@Suite struct WindowPresetCommandTests {
    /// Twelve cells: four columns 100 high (fractional width 0.25), or two columns 80 high
    /// (0.5) when the horizontal size class is compact.
    static let grid = """
        {"formatVersion":1,"sections":[{"name":"grid","itemCount":12,
         "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":100}},
          "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":0.25},"height":{"fractionalHeight":1}}}]},
         "variants":[{"when":{"horizontalSizeClass":"compact"},
          "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":80}},
           "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}}}]}}]}]}
        """

    /// The first solution's container, content size and the frames of its first two cells.
    private func solved(_ result: CLIResult) throws -> (container: [String: Any], content: [Double], cells: [[Double]]) {
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = try #require(try result.json() as? [String: Any])["solutions"] as? [[String: Any]] ?? []
        let first = try #require(solutions.first)
        let size = first["contentSize"] as? [String: Any] ?? [:]
        let attributes = first["attributes"] as? [[String: Any]] ?? []
        let frames = attributes.prefix(2).map { ($0["frame"] as? [NSNumber] ?? []).map(\.doubleValue) }
        return (first["container"] as? [String: Any] ?? [:],
                ["width", "height"].map { (size[$0] as? NSNumber)?.doubleValue ?? -1 }, frames)
    }

    /// The 11-inch iPad Pro in landscape, a third: 375 wide, compact, so two columns of
    /// 375 × 0.5 = 187.5, six rows of 80: 480 high. The 12.9-inch's half, (1366 − 10) / 2 = 678,
    /// is regular: four columns of 678 × 0.25 = 169.5, three rows of 100.
    @Test func aThirdTakesTheCompactVariantAndAHalfOfTheLargestIPadTheRegular() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("grid.json", Self.grid)
        let third = try solved(try sandbox.run(["solve", file, "--device", "ipad-pro-11-split-1-3",
                                                "--orientation", "landscape", "--format", "json"]))
        #expect(third.container["device"] as? String == "ipad-pro-11-split-1-3")
        #expect(third.container["orientation"] as? String == "landscape")
        #expect((third.container["height"] as? NSNumber)?.doubleValue == 834)
        #expect(third.content == [375, 480])
        #expect(third.cells == [[0, 0, 187.5, 80], [187.5, 0, 187.5, 80]])
        let half = try solved(try sandbox.run(["solve", file, "--device", "ipad-pro-12-9-split-1-2",
                                               "--orientation", "landscape", "--format", "json"]))
        #expect(half.content == [678, 300])
        #expect(half.cells == [[0, 0, 169.5, 100], [169.5, 0, 169.5, 100]])
    }

    /// `--devices windows`: 16 in landscape, 12 in portrait; `--devices all` stays 13.
    @Test func windowsAndAllCountTheirContainers() throws {
        let sandbox = try Sandbox()
        func count(_ arguments: [String]) throws -> Int {
            let result = try sandbox.run(["solve", "photo-grid", "--format", "json"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return (try #require(try result.json() as? [String: Any])["solutions"] as? [Any])?.count ?? -1
        }
        #expect(try count(["--devices", "windows", "--orientation", "landscape"]) == 16)
        #expect(try count(["--devices", "windows"]) == 12)
        #expect(try count(["--devices", "all"]) == 13)
        #expect(try count(["--devices", "all", "--orientation", "landscape"]) == 13)
        #expect(try count(["--devices", "iphone-16,ipad-10-slide-over"]) == 2)
    }

    /// A window in an orientation it lacks is a usage error (64); an unknown one names the one meant.
    @Test func badWindowsSayWhatIsWrong() throws {
        let sandbox = try Sandbox()
        let portrait = try sandbox.run(["solve", "photo-grid", "--device", "ipad-pro-11-split-1-2"])
        #expect(portrait.status == 64)
        #expect(portrait.stderr.contains("--device ipad-pro-11-split-1-2: the window iPad Pro 11-inch, Split View 1/2 "
                                         + "exists only in landscape; solve it with --orientation landscape."))
        let typo = try sandbox.run(["render", "photo-grid", "--device", "ipad-pro-11-slideover", "--output", "x.svg"])
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("error: --device ipad-pro-11-slideover: no such device preset; "
                                      + "did you mean ipad-pro-11-slide-over? (known: "))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("x.svg")))
    }

    /// A parity dump made at a window is compared in that window: two thirds of the 12.9-inch
    /// iPad Pro upright is 639 wide and compact (3 columns of photo-grid-adaptive, not the 6 a
    /// regular width gets), so the solver's own frames, read back as UIKit's, agree.
    @Test func aParityDumpAtAWindowIsComparedThere() throws {
        let sandbox = try Sandbox()
        let solved = try sandbox.run(["solve", "photo-grid-adaptive", "--device", "ipad-pro-12-9-split-2-3", "--format", "json"])
        var result = try #require(try solved.json() as? [String: Any])
        var solutions = try #require(result["solutions"] as? [[String: Any]])
        for i in solutions.indices { solutions[i]["sections"] = nil }
        result["solutions"] = solutions
        let dump = try JSONSerialization.data(withJSONObject: ["parityVersion": 1, "results": [result]])
        let file = try sandbox.write("dump.json", String(decoding: dump, as: UTF8.self))
        let compared = try sandbox.run(["compare", file])
        #expect(compared.status == 0, "\(compared.stdout)\(compared.stderr)")
    }

    /// `devices --windows`: a row per window and orientation, halves in landscape only.
    @Test func devicesListsTheWindows() throws {
        let sandbox = try Sandbox()
        let table = try sandbox.run(["devices", "--windows"])
        #expect(table.status == 0, "\(table.stderr)")
        let rows = table.lines.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.first == "ID NAME ORIENTATION WIDTH HEIGHT SCALE SIZE CLASSES SAFE AREA MARGIN")
        #expect(rows.count == 1 + 28)
        #expect(rows.contains("ipad-pro-11-split-1-2 iPad Pro 11-inch, Split View 1/2 landscape 592 834 @2x compact/regular 24,0,20,0 20"))
        #expect(rows.contains("ipad-pro-11-split-2-3 iPad Pro 11-inch, Split View 2/3 portrait 504 1194 @2x compact/regular 24,0,20,0 20"))
        #expect(rows.contains("ipad-mini-split-1-3 iPad mini (6th gen), Split View 1/3 portrait 320 1133 @2x compact/regular 24,0,20,0 16"))
        #expect(!rows.contains { $0.hasPrefix("ipad-pro-11-split-1-2 ") && $0.contains(" portrait ") })
        let json = try sandbox.run(["devices", "--windows", "--format", "json"])
        let windows = try #require(try json.json() as? [[String: Any]])
        #expect(windows.count == 16)
        let half = try #require(windows.first { $0["id"] as? String == "ipad-pro-12-9-split-1-2" })
        #expect(half["portrait"] == nil && half["device"] as? String == "ipad-pro-12-9")
        let landscape = try #require(half["landscape"] as? [String: Any])
        #expect((landscape["width"] as? NSNumber)?.doubleValue == 678 && landscape["sizeClass"] as? String == "regular")
        // `devices` alone is the 13 full-screen presets still.
        #expect(try sandbox.run(["devices"]).lines.count == 1 + 13)
    }

    /// `--devices` mixes ids, `all` and `windows` in any case, and `--device` is kept beside it:
    /// 16 landscape windows, 13 devices, one iPhone named twice (once per option) = 31.
    @Test func devicesMixKeywordsAndIdsAndKeepDevice() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid", "--format", "json", "--orientation", "landscape",
                                      "--devices", "WINDOWS,all", "--device", "iphone-se-1"])
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = (try #require(try result.json() as? [String: Any])["solutions"] as? [[String: Any]]) ?? []
        #expect(solutions.count == 16 + 13 + 1)
        // In the order asked: the --devices list first, then the single --device.
        #expect((solutions.first?["container"] as? [String: Any])?["device"] as? String == "ipad-mini-split-1-3")
        #expect((solutions.last?["container"] as? [String: Any])?["device"] as? String == "iphone-se-1")
        let listed = try sandbox.run(["solve", "photo-grid", "--devices", "windows,ipad-10-split-1-2"])
        #expect(listed.status == 64)
        #expect(listed.stderr.contains("--devices ipad-10-split-1-2: the window"), "\(listed.stderr)")
        let misuse = try sandbox.run(["solve", "photo-grid", "--device", "windows"])
        #expect(misuse.status == 64)
        #expect(misuse.stderr.contains("--device windows: a --device names one preset; --devices windows gives every one of them."))
    }

    /// A landscape-only half swept over a range: the iPad 10 half is 820 high at 2×. The
    /// adaptive photo grid's rows are (W − 5) / 3 high, floored to the half point; seven fit
    /// while 7 × floor₂((W − 5) / 3) ≤ 820, i.e. (W − 5) / 3 < 117.5, W < 357.5: the first
    /// interval is 320–357, the next starts at 358 with six rows.
    @Test func aLandscapeHalfSweepsOverARange() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["sweep", "photo-grid-adaptive", "--device", "ipad-10-split-1-2",
                                      "--orientation", "landscape", "--widths", "320..400", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.json() as? [String: Any])
        #expect(object["device"] as? String == "ipad-10-split-1-2 landscape")
        let intervals = object["intervals"] as? [[String: Any]] ?? []
        #expect(intervals.first.map { ($0["from"] as? NSNumber)?.doubleValue } == 320)
        #expect(intervals.first.map { ($0["to"] as? NSNumber)?.doubleValue } == 357)
        #expect(intervals.dropFirst().first.map { ($0["from"] as? NSNumber)?.doubleValue } == 358)
        let table = try sandbox.run(["sweep", "photo-grid-adaptive", "--device", "ipad-10-split-1-2",
                                     "--orientation", "landscape", "--widths", "320..400"])
        #expect(table.stdout.hasPrefix("photo-grid-adaptive@1: 2 intervals from 320 to 400 points at ipad-10-split-1-2 landscape, "
                                       + "room at every width\n"), "\(table.stdout)")
        let picture = try sandbox.run(["render", "photo-grid-adaptive", "--breakpoints", "--device", "ipad-10-split-1-2",
                                       "--orientation", "landscape", "--widths", "320..400", "--output", "halves.svg"])
        #expect(picture.status == 0, "\(picture.stderr)")
        #expect(try sandbox.read("halves.svg").contains("320–357 pt · ipad-10-split-1-2 landscape"))
    }

    /// The sweep names the variant the solver applies: at an iPad window a variant for the pad
    /// idiom holds (index 0), though the window is as narrow as a phone.
    @Test func theSweepNamesTheVariantTheSolverApplies() throws {
        let sandbox = try Sandbox()
        let padGrid = Self.grid.replacingOccurrences(of: #""horizontalSizeClass":"compact""#, with: #""idiom":"pad""#)
        let file = try sandbox.write("pad.json", padGrid)
        let result = try sandbox.run(["sweep", file, "--device", "ipad-10-split-1-3", "--widths", "320..330",
                                      "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        #expect(text.contains(#""variant": 0"#) && !text.contains(#""variant": null"#), "\(text)")
    }

    /// A config naming a landscape-only half is refused at its place, naming the windows that
    /// have a portrait; `windows` is taken as in `--devices`.
    @Test func checkSettingsRefuseALandscapeOnlyWindow() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        _ = try sandbox.write("grid.json", Self.grid)
        _ = try sandbox.write(".layouts-check.json", #"{"devices": ["iphone-16", "ipad-10-split-1-2"]}"#)
        try sandbox.commitAll("grid")
        let refused = try sandbox.runRaw(["check", "grid.json", "--base", "HEAD"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(".layouts-check.json: devices[1]: ipad-10-split-1-2 exists only in landscape, "
                                        + "and check solves in portrait; list a window that has a portrait "
                                        + "(ipad-10-split-1-3, ipad-10-split-2-3, ipad-10-slide-over), or run check with "
                                        + "--orientation landscape"), "\(refused.stderr)")
        // Held sideways, the half is checked.
        let sideways = try sandbox.runRaw(["check", "grid.json", "--base", "HEAD", "--orientation", "landscape"])
        #expect(sideways.status == 0, "\(sideways.stderr)")
        _ = try sandbox.write(".layouts-check.json", #"{"devices": ["WINDOWS", "iPhone-16"]}"#)
        try sandbox.commitAll("every window")
        let windows = try sandbox.runRaw(["check", "grid.json", "--base", "HEAD"])
        #expect(windows.status == 0, "\(windows.stderr)")
    }

    /// Outside a sweep, a range beside a landscape device is refused as any bare width is (it
    /// would be solved in portrait); device lists are held to the containers a request may make;
    /// an empty name in a list is a usage error.
    @Test func devicesAreHeldToWhatARequestMayMake() throws {
        let sandbox = try Sandbox()
        let range = try sandbox.run(["solve", "photo-grid", "--device", "iphone-16", "--orientation", "landscape",
                                     "--widths", "320..400"])
        #expect(range.status == 64)
        #expect(range.stderr.contains("--orientation landscape: a bare width has no landscape"))
        let many = try sandbox.run(["solve", "photo-grid", "--devices", Array(repeating: "all", count: 100).joined(separator: ","),
                                    "--widths", "320..100000"])
        #expect(many.status == 64)
        #expect(many.stderr.contains("--devices: 100981 containers in all, more than 100001"))
        let empty = try sandbox.run(["solve", "photo-grid", "--devices", "iphone-16,,ipad-10"])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("--devices iphone-16,,ipad-10: an empty name"))
    }
}
