import LayoutCatalog
import LayoutEngine
import LayoutWorkspace
import Testing

/// The container options as typed, read into a request: widths and ranges in the order of the
/// command line, counts, the usage errors, and device presets.
@Suite struct ContainerOptionsTests {
    private func widths(_ options: ContainerOptions, arguments: [String]) throws -> [Double] {
        try options.request(parsed: nil, presets: [], arguments: arguments).containers.map(\.environment.width)
    }

    /// `320..330/5` is 320, 325 and 330; the list stands where `--widths` stands.
    @Test func widthsAndRangesComeInTheOrderGiven() throws {
        var options = ContainerOptions()
        options.widths = [390]
        options.widthList = "320..330/5,400"
        #expect(try widths(options, arguments: ["layouts", "solve", "--width", "390", "--widths", "x"])
                == [390, 320, 325, 330, 400])
        #expect(try widths(options, arguments: ["layouts", "solve", "--widths", "x", "--width", "390"])
                == [320, 325, 330, 400, 390])
    }

    /// Nothing asked: one bare width of 390 points, 844 high when no preset has that width.
    @Test func nothingGivenIsOneBareWidth() throws {
        let containers = try ContainerOptions().request(parsed: nil, presets: [], arguments: []).containers
        #expect(containers.count == 1)
        #expect(containers[0].environment.width == 390 && containers[0].environment.height == 844)
        #expect(containers[0].device == nil)
    }

    @Test func itemCountsAreADefaultAndPerSection() throws {
        var options = ContainerOptions()
        options.items = ["3", "hero=5"]
        let environment = try options.request(parsed: nil, presets: [], arguments: []).containers[0].environment
        #expect(environment.defaultItemCount == 3)
        #expect(environment.itemCounts == ["hero": 5])
    }

    @Test func containersAskedCountsWidthsAndDevices() {
        var options = ContainerOptions()
        options.widths = [320]
        options.deviceList = "a,b"
        #expect(options.containersAsked(parsed: nil) == 3)
        options.deviceList = "all"
        #expect(options.containersAsked(parsed: nil) == nil)
    }

    @Test func badValuesAreUsageErrorsNamingTheOption() {
        var options = ContainerOptions()
        options.widths = [-1]
        #expect(throws: UsageError("--width -1: a width must be a positive number.")) { _ = try options.parse() }
        options = ContainerOptions()
        options.items = ["x"]
        #expect(throws: UsageError("--items x: expected a count N ≥ 0 or SECTION=N.")) { _ = try options.parse() }
        options = ContainerOptions()
        options.scrolls = ["=4"]
        #expect(throws: UsageError("--scroll =4: expected SECTION=X with X a number from 0 to 10000000000.")) {
            _ = try options.parse()
        }
        options = ContainerOptions()
        options.orientation = .landscape
        #expect(throws: UsageError("--orientation landscape: give a device (--device ID); a bare width has no landscape.")) {
            _ = try options.request(parsed: nil, presets: [], arguments: [])
        }
    }

    /// iPhone 16 is 393 × 852 points upright: turned, 852 wide and 393 high.
    @Test func aDevicePresetGivesItsScreen() throws {
        let presets = try Catalog.builtInExamples().devices()
        var options = ContainerOptions()
        options.devices = ["iPhone-16"]
        options.orientation = .landscape
        let container = try #require(try options.request(parsed: nil, presets: presets, arguments: []).containers.first)
        #expect(container.device == "iphone-16")
        #expect(container.environment.width == 852 && container.environment.height == 393)
        options.devices = ["no-such-phone"]
        #expect(throws: WorkspaceError.self) { _ = try options.request(parsed: nil, presets: presets, arguments: []) }
    }

    /// A sweep keeps the device's container whole; a bare one is 844 high unless told, with the
    /// size class and margin left to follow the width.
    @Test func aSweepsBaseContainer() {
        let bare = SolveContainer(environment: SolveEnvironment(width: 500, height: 700, sizeClass: .regular, layoutMargin: 20),
                                  device: nil, orientation: .portrait)
        let base = SolveRequest(containers: [bare]).sweepBase(height: nil)
        #expect(base.environment.height == 844 && base.environment.sizeClass == nil && base.environment.layoutMargin == nil)
        #expect(SolveRequest(containers: [bare]).sweepBase(height: 600).environment.height == 600)
        let device = SolveContainer(environment: SolveEnvironment(width: 393, height: 852), device: "iphone-16",
                                    orientation: .portrait)
        #expect(SolveRequest(containers: [bare, device]).sweepBase(height: nil) == device)
    }
}
