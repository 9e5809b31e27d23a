import LayoutCatalog
import LayoutEngine

/// `--format` for commands that print a listing: a table for people, JSON for scripts.
package enum ListingFormat: String, CaseIterable, Sendable {
    case table, json

    /// Prints a listing as asked: pretty JSON for scripts, text (a table) for people. Only the
    /// one asked for is built.
    package func print(json: () -> JSONValue, text: () -> String) {
        switch self {
        case .json: Swift.print(json().prettyText)
        case .table: Swift.print(text())
        }
    }
}

extension ListingFormat {
    /// `layouts devices`: the device presets `devices` reads, or with `windows` the window
    /// presets built into layouts in the seed's order (no catalogue is read).
    package func printPresets(windows: Bool, devices: () throws -> [DevicePreset]) throws {
        if windows {
            let presets = try SeedCatalogue.windows()
            print(json: { JSONValue.array(presets.map(\.jsonValue)) }, text: { presets.table })
        } else {
            let presets = try devices()
            print(json: { JSONValue.array(presets.map(\.jsonValue)) }, text: { presets.table })
        }
    }
}

/// `--format` for `diff`: text for people, JSON for scripts.
package enum DiffFormat: String, CaseIterable, Sendable {
    case text, json
}
