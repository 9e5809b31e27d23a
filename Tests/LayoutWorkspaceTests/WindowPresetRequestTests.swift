import LayoutCatalog
import LayoutEngine
import LayoutWorkspace
import Testing

/// `--device` and `--devices` take window presets as they take device presets: the container
/// is the window (width, height, safe area, size classes, pad idiom, scale, margin) labelled
/// with its id; `--devices windows` is every window the orientation has, and `all` stays the
/// full-screen devices.
@Suite struct WindowPresetRequestTests {
    private func resolved(device: [String] = [], list: String? = nil,
                            _ orientation: DeviceOrientation = .portrait) throws -> [SolveContainer] {
        var options = ContainerOptions()
        (options.devices, options.deviceList, options.orientation) = (device, list, orientation)
        return try options.request(parsed: nil, presets: try SeedCatalogue.devices(), arguments: []).containers
    }

    /// The iPad Pro 11-inch held sideways, its app in a third: 375 × 834, compact beside
    /// regular, 16-point margins below 390 points of width.
    @Test func aWindowIsTheContainer() throws {
        let one = try resolved(device: ["ipad-pro-11-split-1-3"], .landscape)
        #expect(one.count == 1)
        let c = try #require(one.first)
        #expect(c.device == "ipad-pro-11-split-1-3" && c.orientation == .landscape)
        let e = c.environment
        #expect(e.width == 375 && e.height == 834)
        #expect(e.sizeClass == .compact && e.verticalSizeClass == .regular && e.idiom == .pad)
        #expect(e.safeArea == DirectionalInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(e.scale == 2 && e.layoutMargin == 16)
        // Two thirds of it: 1194 − 10 − 375 = 809, regular, margin 20.
        let wide = try #require(try resolved(list: "ipad-pro-11-split-2-3", .landscape).first).environment
        #expect(wide.width == 809 && wide.sizeClass == .regular && wide.layoutMargin == 20)
        // The 12.9-inch's halves, (1366 − 10) / 2 = 678, are regular; the 11-inch's, 592, compact.
        let halves = try resolved(list: "ipad-pro-12-9-split-1-2,ipad-pro-11-split-1-2", .landscape).map(\.environment)
        #expect(halves.map(\.width) == [678, 592])
        #expect(halves.map(\.sizeClass) == [.regular, .compact])
        // Ids ignore case, as device ids do; windows and devices mix in a list, in its order.
        let mixed = try resolved(list: "iphone-16,iPad-Mini-Slide-Over")
        #expect(mixed.map(\.device) == ["iphone-16", "ipad-mini-slide-over"])
        #expect(mixed.map(\.environment.width) == [393, 320])
    }

    /// Split View has no halves in portrait: asking for one names the orientation it has.
    @Test func anOrientationTheWindowLacksIsAUsageError() {
        #expect(throws: UsageError("--device ipad-pro-11-split-1-2: the window iPad Pro 11-inch, Split View 1/2 exists "
                                   + "only in landscape; solve it with --orientation landscape.")) {
            _ = try resolved(device: ["ipad-pro-11-split-1-2"])
        }
    }

    /// An unknown window id names the window meant, and the known ids include the windows.
    @Test func anUnknownWindowSaysWhatWasMeant() {
        do {
            _ = try resolved(list: "ipad-10-split-1-4")
            Issue.record("accepted")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("--devices ipad-10-split-1-4: no such device preset; did you mean ipad-10-split-1-3? (known: "))
            #expect(text.contains("ipad-pro-12-9, ipad-mini-split-1-3, "))
        }
    }

    /// `all` is the 13 full-screen presets whatever the orientation; `windows` the 4 × 4
    /// windows in landscape and the 4 × 3 in portrait (no halves).
    @Test func allIsTheDevicesAndWindowsIsEveryWindowOfTheOrientation() throws {
        #expect(try resolved(list: "all").count == 13)
        #expect(try resolved(list: "all", .landscape).count == 13)
        #expect(try resolved(list: "all").allSatisfy { !($0.device ?? "").contains("split") })
        #expect(try resolved(list: "windows", .landscape).count == 16)
        let portrait = try resolved(list: "windows")
        #expect(portrait.count == 12)
        #expect(!portrait.contains { $0.device?.hasSuffix("split-1-2") == true })
        #expect(ContainerOptions.containersAsked(list: "windows") == nil)
    }
}

extension ContainerOptions {
    fileprivate static func containersAsked(list: String) -> Int? {
        var options = ContainerOptions()
        options.deviceList = list
        return options.containersAsked(parsed: nil)
    }
}
