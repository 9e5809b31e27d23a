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

    static let appsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/apps")

    /// The Swift files of the app fixture `name` (a folder of Fixtures/apps), in name order,
    /// named `apps/NAME/FILE.swift` in messages.
    static func app(_ name: String) throws -> [SwiftSource] {
        let folder = appsFolder.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { file in
                SwiftSource(path: "apps/\(name)/\(file)",
                            text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            }
    }

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

    /// The report of one source text: its layouts, and those that did not import.
    static func report(_ text: String, _ options: SwiftImportOptions = SwiftImportOptions()) throws(SwiftImportErrors) -> SwiftImportReport {
        try SwiftLayoutImporter.read([SwiftSource(path: "Layouts.swift", text: text)], options: options)
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
