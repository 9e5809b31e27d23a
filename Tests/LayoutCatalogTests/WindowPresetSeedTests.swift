import Foundation
import LayoutCatalog
import LayoutEngine
import Testing

/// The window presets of seed/windows.json: Split View puts a 10-point divider between two apps,
/// so the halves are (W − 10) / 2 and two thirds are W − 10 − the third; each window is as high
/// as the screen, with the full-screen iPad's safe area. A damaged entry is refused by its id.
@Suite struct WindowPresetSeedTests {
    private func window(_ id: String) throws -> WindowPreset {
        try #require(try SeedCatalogue.windows().first { $0.id == id }, "no window \(id)")
    }

    private func width(_ id: String, _ orientation: DeviceOrientation) throws -> Double? {
        try window(id).metrics(orientation)?.metrics.width
    }

    /// Four windows on each of the four iPads; halves only in landscape.
    @Test func everyIPadHasFourWindowsAndHalvesOnlyInLandscape() throws {
        let windows = try SeedCatalogue.windows()
        #expect(windows.count == 16)
        for device in ["ipad-mini", "ipad-10", "ipad-pro-11", "ipad-pro-12-9"] {
            #expect(windows.filter { $0.device == device }.map(\.id)
                    == ["split-1-3", "split-1-2", "split-2-3", "slide-over"].map { "\(device)-\($0)" })
            #expect(try window("\(device)-split-1-2").orientations == [.landscape])
            #expect(try window("\(device)-split-1-3").orientations == [.portrait, .landscape])
        }
        #expect(windows.filter { $0.landscape != nil }.count == 16)
        #expect(windows.filter { $0.portrait != nil }.count == 12)
    }

    /// The measured iPad Pro 11-inch figures (834 × 1194) follow the divider rule.
    @Test func theIPadPro11WindowsFollowTheDivider() throws {
        #expect(try width("ipad-pro-11-split-1-3", .landscape) == 375)
        #expect(try width("ipad-pro-11-split-1-2", .landscape) == 592)    // (1194 − 10) / 2
        #expect(try width("ipad-pro-11-split-2-3", .landscape) == 809)    // 1194 − 10 − 375
        #expect(try width("ipad-pro-11-split-1-3", .portrait) == 320)
        #expect(try width("ipad-pro-11-split-2-3", .portrait) == 504)     // 834 − 10 − 320
        #expect(try width("ipad-pro-12-9-split-1-2", .landscape) == 678)  // (1366 − 10) / 2
        #expect(try width("ipad-pro-12-9-split-2-3", .landscape) == 981)  // 1366 − 10 − 375
        #expect(try width("ipad-pro-12-9-split-2-3", .portrait) == 639)   // 1024 − 10 − 375
        #expect(try width("ipad-mini-split-1-2", .landscape) == 561.5)    // (1133 − 10) / 2
        #expect(try width("ipad-mini-split-2-3", .portrait) == 414)       // 744 − 10 − 320
        #expect(try width("ipad-10-split-1-2", .landscape) == 585)        // (1180 − 10) / 2
        #expect(try width("ipad-10-split-2-3", .landscape) == 795)        // 1180 − 10 − 375
    }

    /// On every iPad in every orientation: third + 10 + two thirds, and two halves + 10, fill the
    /// screen; Slide Over is the third; every window is as high as the screen.
    @Test func theWindowsFillTheScreenAroundTheDivider() throws {
        let devices = try SeedCatalogue.devices()
        for device in devices where device.idiom == .pad {
            for orientation in DeviceOrientation.allCases {
                let screen = device.metrics(orientation)
                let third = try #require(try width("\(device.id)-split-1-3", orientation))
                #expect(try width("\(device.id)-split-2-3", orientation) == screen.width - 10 - third, "\(device.id)")
                #expect(try width("\(device.id)-slide-over", orientation) == third)
                if let half = try width("\(device.id)-split-1-2", orientation) { #expect(half * 2 + 10 == screen.width) }
                for suffix in ["split-1-3", "split-1-2", "split-2-3", "slide-over"] {
                    guard let held = try window("\(device.id)-\(suffix)").metrics(orientation) else { continue }
                    #expect(held.metrics.height == screen.height)
                    #expect(held.metrics.safeArea == DirectionalInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
                    #expect(held.layoutMargin == (held.metrics.width < 390 ? 16 : 20))
                }
            }
        }
    }

    /// Compact but for two thirds in landscape and the 12.9-inch halves; vertically regular.
    @Test func sizeClasses() throws {
        for window in try SeedCatalogue.windows() {
            for orientation in window.orientations {
                let held = try #require(window.metrics(orientation))
                let regular = orientation == .landscape
                    && (window.id.hasSuffix("split-2-3") || window.id == "ipad-pro-12-9-split-1-2")
                #expect(held.metrics.horizontalSizeClass == (regular ? .regular : .compact), "\(window.id) \(orientation)")
                #expect(held.metrics.verticalSizeClass == .regular)
            }
            #expect(window.scale == 2 && window.idiom == .pad)
        }
    }

    private func refusal(_ entry: String) throws -> String {
        do {
            _ = try SeedCatalogue.windows(json: "[\(entry)]", devices: try SeedCatalogue.devices())
            return "accepted"
        } catch {
            return "\(error)"
        }
    }

    private static let landscape = #""landscape": {"width": 375, "height": 834, "safeArea": [24, 0, 20, 0], "sizeClass": "compact", "verticalSizeClass": "regular", "layoutMargin": 16}"#

    /// A damaged entry names itself and what is wrong.
    @Test func aDamagedEntryIsRefusedByName() throws {
        let head = #""id": "ipad-pro-11-split-1-3", "name": "x", "device": "ipad-pro-11", "scale": 2"#
        #expect(try refusal("{\(head), \(Self.landscape)}") == "accepted")
        let wide = Self.landscape.replacingOccurrences(of: "375", with: "1200")
        #expect(try refusal("{\(head), \(wide)}")
                == "seed/windows.json: ipad-pro-11-split-1-3: landscape: 1200 × 834 does not fit ipad-pro-11's screen, 1194 × 834")
        let unsized = Self.landscape.replacingOccurrences(of: #""sizeClass": "compact", "#, with: "")
        #expect(try refusal("{\(head), \(unsized)}").hasPrefix(
            "seed/windows.json: ipad-pro-11-split-1-3: landscape: expected width, height, safeArea, sizeClass"))
        #expect(try refusal("{\(head)}") == "seed/windows.json: ipad-pro-11-split-1-3: expected portrait or landscape (or both)")
        let other = head.replacingOccurrences(of: #""device": "ipad-pro-11""#, with: #""device": "ipad-pro-13""#)
        #expect(try refusal("{\(other), \(Self.landscape)}")
                == "seed/windows.json: ipad-pro-11-split-1-3: no device preset ipad-pro-13 in seed/devices.json")
        #expect(try refusal("{\(head), \(Self.landscape)}, {\(head), \(Self.landscape)}")
                == "seed/windows.json: ipad-pro-11-split-1-3: the id is listed twice")
        #expect(try refusal(#"{"name": "x"}"#) == "seed/windows.json: [0]: expected an object with an id")
    }
}
