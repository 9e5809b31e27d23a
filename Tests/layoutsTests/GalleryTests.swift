import Foundation
import LayoutReports
import Testing

/// `layouts gallery`: the page, checked in a real browser (headless Chromium) by its own
/// `#selftest` script, and its ordering, base and refusals checked from the HTML.
@Suite struct GalleryTests {
    /// Chromium, which CI installs (`.ci/run`); a missing browser fails the test, never skips it.
    static func chromium() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        Issue.record("chromium is not installed: apt-get install -y chromium (.ci/run installs it when missing)")
        throw CancellationError()
    }

    /// Runs headless Chromium on `url`, killing it after `timeout` seconds; returns stdout and stderr.
    static func runChromium(_ arguments: [String], url: String, profile: String,
                            timeout: Double = 120) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try chromium())
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=\(profile)", "--enable-logging=stderr", "--v=0"] + arguments + [url]
        let out = profile + "-stdout", err = profile + "-stderr"
        try Data().write(to: URL(fileURLWithPath: out))
        try Data().write(to: URL(fileURLWithPath: err))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("chromium did not finish within \(Int(timeout)) s")
        }
        return (try String(contentsOfFile: out, encoding: .utf8), try String(contentsOfFile: err, encoding: .utf8))
    }

    /// The JSON the page's self-check wrote into `<pre id="selftest">`, from Chromium's DOM dump.
    static func verdict(in dom: String) throws -> [String: Any] {
        let start = try #require(dom.range(of: #"<pre id="selftest""#), "no self-check verdict in the page")
        let open = try #require(dom[start.upperBound...].firstIndex(of: ">"))
        let close = try #require(dom[open...].range(of: "</pre>"))
        let text = String(dom[dom.index(after: open)..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "verdict: \(text.prefix(200))")
    }

    /// Where CI keeps pictures: `.build/artifacts` of this package.
    static func artifacts() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
            try #require(folder.path != "/", "no Package.swift above the tests")
        }
        let artifacts = folder.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        return artifacts
    }

    @Test func theExamplesGalleryPassesItsSelfCheckInChromium() throws {
        let sandbox = try Sandbox(.nothing)
        let written = try sandbox.runRaw(["gallery", "--examples", "--output", "gallery"])
        #expect(written.status == 0, "\(written.stderr)")
        let listed = try #require(try sandbox.runRaw(["list", "--examples", "--format", "json"]).json() as? [[String: Any]])
        let names = try listed.map { try member($0, "name", as: String.self) }
        #expect(written.stdout == "gallery/index.html: \(names.count) layouts × 3 devices\n")
        let page = "file://" + sandbox.path("gallery/index.html")

        let dumped = try Self.runChromium(["--dump-dom", "--window-size=1400,1000"], url: page + "#selftest",
                                          profile: sandbox.path("chromium-dom"))
        let verdict = try Self.verdict(in: dumped.stdout)
        let layouts = try member(verdict, "layouts", as: [[String: Any]].self)
        #expect(try layouts.map { try member($0, "name", as: String.self) } == names)
        for layout in layouts {
            #expect(try member(layout, "devices", as: [String].self) == ["iphone-se-1", "iphone-16", "ipad-10"])
            let name = try member(layout, "name", as: String.self)
            #expect(try member(layout, "revision", as: String.self) == "\(name)@1")
            #expect(try member(layout, "hash", as: String.self).count == 64)
        }
        // Every label (section names, captions, fold, legend) clear of every cell of its picture.
        #expect(try number(verdict, "labels") > 0 && number(verdict, "cells") > 0)
        let covered = try member(verdict, "covered", as: [Any].self)
        #expect(covered.isEmpty, "labels covered by cells: \(covered.prefix(5))")
        // The controls work: filtering by the last name leaves the layouts containing it, and
        // the slider's first step shows only the narrowest device (iphone-se-1) in each.
        let controls = try member(verdict, "controls", as: [String: Any].self)
        let last = try #require(names.last)
        #expect(try member(controls, "shown", as: [String].self) == names.filter { $0.contains(last) })
        #expect(try member(controls, "firstDevice", as: [[String]].self).allSatisfy { $0 == ["iphone-se-1"] })
        #expect(try member(controls, "sliderLabel", as: String.self) == "iphone-se-1 · 320 × 568 pt")
        #expect(try number(controls, "shownAfterReset") == Double(names.count))
        // ... and inside its picture: the canvas is as wide as its title and labels.
        let clipped = try member(verdict, "clipped", as: [Any].self)
        #expect(clipped.isEmpty, "labels past the picture's edge: \(clipped.prefix(5))")
        let errors = try member(verdict, "errors", as: [Any].self)
        #expect(errors.isEmpty, "script errors: \(errors)")
        let consoleLines = dumped.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        #expect(consoleLines.isEmpty, "console messages: \(consoleLines)")

        // The screenshot a reviewer looks at, kept where CI collects it.
        let screenshot = try Self.artifacts().appendingPathComponent("gallery.png").path
        try? FileManager.default.removeItem(atPath: screenshot)
        _ = try Self.runChromium(["--screenshot=\(screenshot)", "--window-size=1400,2000", "--hide-scrollbars"],
                                 url: page, profile: sandbox.path("chromium-shot"))
        let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        print("gallery screenshot: \(screenshot)")
    }

    /// A second revision of photo-grid: with --base parent it comes first, as a before/after
    /// sheet per device; the others, of one revision each, follow as new.
    @Test func withABaseChangedLayoutsComeFirst() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "photo-grid"])
        let halves = exported.stdout.replacingOccurrences(of: #""height": { "fractionalWidth": 0.3333333333333333 }"#,
                                                          with: #""height": { "fractionalWidth": 0.5 }"#)
        #expect(halves != exported.stdout)
        try sandbox.write("photo-grid.json", halves)
        let saved = try sandbox.run(["save", "photo-grid", "--file", sandbox.path("photo-grid.json"), "--message", "Halves"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let result = try sandbox.run(["gallery", "--base", "parent", "--device", "iphone-16", "--output", "g"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try sandbox.read("g/index.html")
        let order = html.components(separatedBy: #"<section class="layout""#).dropFirst().map { chunk in
            chunk.components(separatedBy: #"data-name=""#)[1].components(separatedBy: "\"")[0]
        }
        #expect(order.first == "photo-grid")
        #expect(html.contains(#"data-name="photo-grid" data-status="changed""#))
        #expect(html.contains(#"<code class="revision">photo-grid@2</code>"#) && html.contains("base <code>photo-grid@1</code>"))
        let first = html.components(separatedBy: #"<section class="layout""#)[1]
        #expect(first.contains("before · iphone-16") && first.contains("after · iphone-16"))
        #expect(html.components(separatedBy: #"data-status="new""#).count - 1 == order.count - 1)
    }

    /// Files in a git repository, against main: rows.json changed (2 → 3 rows), new.json is new,
    /// grid.json is unchanged; in that order. rows' third row is the one changed frame, at
    /// (0, 100, 393, 50) on the iPhone 16.
    @Test func filesComparedWithAGitRevision() throws {
        let sandbox = try Sandbox()  // its catalogue gives the device presets, as for `solve FILE`
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("layouts/grid.json", CLIFixtures.sevenColumns)
        try sandbox.commitAll("layouts")
        try sandbox.git(["checkout", "-q", "-b", "change"])
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("layouts/new.json", CLIFixtures.rows(("b", 1)))
        try sandbox.commitAll("a third row, and a new layout")

        let result = try sandbox.runRaw(["gallery", "layouts", "--base", "main", "--device", "iphone-16", "--output", "g"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try sandbox.read("g/index.html")
        let sections = html.components(separatedBy: #"<section class="layout""#).dropFirst()
        let statuses = sections.map { $0.components(separatedBy: #"data-status=""#)[1].components(separatedBy: "\"")[0] }
        let names = sections.map { $0.components(separatedBy: #"data-name=""#)[1].components(separatedBy: "\"")[0] }
        #expect(names == ["rows", "new", "grid"])
        #expect(statuses == ["changed", "new", "unchanged"])
        let rows = try #require(sections.first)
        #expect(rows.contains("base <code>main:layouts/rows.json</code>"))
        #expect(rows.contains(#"<rect class="changed" x="0" y="100" width="393" height="50""#))
        #expect(rows.components(separatedBy: #"class="changed""#).count - 1 == 1)
    }

    @Test(arguments: [
        (["--output", "blocker/g"], "blocker/g: cannot create the folder"),
        (["--device", "nope", "--output", "g"], "--device nope: no such device preset"),
        (["--items", "300", "--cell-limit", "100", "--output", "g"], "over the render limit of 100 cells"),
    ])
    func badInputWritesNoPage(arguments: [String], message: String) throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("blocker", "a file, not a folder")
        let result = try sandbox.runRaw(["gallery", "--examples"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("g/index.html")))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.path("g"))) ?? []
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
