import LayoutCatalog
import Testing

/// What no screen has is a problem of the preset (doctor blames the device): values that are
/// positive but absurd too, such as a scale that floors every length to 0.
@Suite struct DevicePresetSanityTests {
    @Test func theSeedPresetsAreSound() throws {
        for preset in try SeedCatalogue.devices() { #expect(preset.problems.isEmpty, "\(preset.id)") }
    }

    @Test func tinyPositiveValuesAreProblems() throws {
        var preset = try #require(try SeedCatalogue.devices().first { $0.id == "iphone-16" })
        preset.scale = 1e-300
        preset.portrait.width = 1e-300
        #expect(preset.problems == [
            "scale is 1e-300; a scale is 1 to 10",
            "width is 1e-300; a side is 1 to 10000 points",
        ])
    }
}
