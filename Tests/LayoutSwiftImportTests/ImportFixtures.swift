#if SwiftImport
import Foundation
import LayoutEngine
import LayoutSwiftImport

/// The package's folders, found from this file, and the importer run on a string or a fixture.
enum ImportFixtures {
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    static let tutorialsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tutorials")

    static func seed(_ name: String) throws -> LayoutDocument {
        let url = packageRoot.appendingPathComponent("seed/layouts/\(name).json")
        return try LayoutDocument(json: Array(try Data(contentsOf: url)))
    }

    static func tutorial(_ name: String) throws -> SwiftSource {
        let url = tutorialsFolder.appendingPathComponent(name + ".swift")
        return SwiftSource(path: "tutorials/\(name).swift", text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The layouts of one source text, named `Layouts.swift` in messages.
    static func importing(_ text: String, _ options: SwiftImportOptions = SwiftImportOptions()) throws(SwiftImportErrors) -> [ImportedLayout] {
        try SwiftLayoutImporter.importLayouts(from: [SwiftSource(path: "Layouts.swift", text: text)], options: options)
    }

    /// The only layout of a source text.
    static func document(_ text: String, _ options: SwiftImportOptions = SwiftImportOptions()) throws -> LayoutDocument {
        let layouts = try importing(text, options)
        guard layouts.count == 1 else { throw ImportTestFailure("\(layouts.count) layouts, not 1") }
        return layouts[0].document
    }

    /// The errors importing a source text throws (none: an empty list).
    static func errors(_ text: String, _ options: SwiftImportOptions = SwiftImportOptions()) -> [SwiftImportError] {
        do {
            _ = try importing(text, options)
            return []
        } catch {
            return error.errors
        }
    }
}

struct ImportTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
#endif
