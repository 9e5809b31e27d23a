import LayoutCatalog
import LayoutEngine

/// `layouts check`'s settings kept in the repository, so every run and every teammate uses the
/// same devices: a JSON file (`.layouts-check.json` by default) such as
/// `{ "devices": ["iphone-se-1", "iphone-16", "ipad-10"], "tolerance": 0.5, "minimumWidth": 320,
/// "tokens": "design/tokens.json" }`.
///
/// Read strictly, as a document is: a misspelt key (`"device"`, `"tolerence"`) would otherwise
/// silently mean every preset or the default tolerance, so unknown and duplicate keys are errors.
package struct CheckConfig: Equatable {
    package var devices: [String]?
    package var tolerance: Double?
    /// The narrowest width every layout must have room at, up to 1366 points (`layouts sweep`).
    package var minimumWidth: Double?
    /// The design tokens file the layouts name tokens from (format.md "Tokens"), as written:
    /// relative to the repository's top folder.
    package var tokens: String?
    /// The lint rules turned off, everywhere or per file, and whether findings are errors; `layouts
    /// lint` reads them too.
    package var lint = LintSettings()
    /// Whether `check` warns about a file not in the form `layouts fmt` writes (default: on).
    package var format = true

    package static let defaultPath = ".layouts-check.json"
    package static let keys = ["devices", "format", "lint", "minimumWidth", "tokens", "tolerance"]
    /// Where `minimumWidth`'s room is checked up to: the widest iPad (`layouts sweep`).
    package static let widestRoomWidth = 1366.0

    /// The file at `path`; a missing default file means no settings, any other problem is an error.
    /// Read only from a regular file inside `repository` (a real path): a link there could
    /// point the settings at a file elsewhere, whose keys the error would print.
    /// The settings file at the repository's top when the current folder is not the top and
    /// has none of its own; `nil` otherwise (the default path, `.layouts-check.json`, reads it).
    package static func topLevelFile() throws -> String? {
        guard FileKind(atPath: defaultPath) == .missing else { return nil }
        let file = try GitFile.topLevel() + "/" + defaultPath
        return FileKind(atPath: file) == .missing ? nil : file
    }

    package static func load(_ path: String?, repository: String) throws -> CheckConfig {
        let file = path ?? defaultPath
        let kind = FileKind(atPath: file)
        guard kind != .missing else {
            if path == nil { return CheckConfig() }
            throw WorkspaceError("\(file): no such file")
        }
        guard kind == .file else { throw WorkspaceError("\(file): not a regular file") }
        guard let target = FileKind.realPath(of: file), DocumentFiles.isInside(target, root: repository) else {
            throw WorkspaceError("\(file): leads out of the repository; the settings are read only from inside it")
        }
        let config = try parse(readInput(file), named: file)
        try config.lint.checkIgnoredFiles(in: repository, file: file)
        return config
    }

    /// For `layouts lint`: the file at `path`, else `.layouts-check.json` as `check` finds it (in
    /// the current folder, else at the repository's top), with the real path of the repository
    /// around (the current folder outside one, with a file); no settings without a file.
    package static func loadForLint(_ path: String?) throws -> (config: CheckConfig, repository: String?) {
        // In a repository, files are named from its top and its settings are read there, as
        // `check` does, whatever folder lint runs in.
        let top = try? GitFile.topLevel()
        let inRepository = top.map { FileKind.realPath(of: $0) ?? $0 }
        let file = try path ?? (top == nil ? nil : topLevelFile())
        if file == nil, FileKind(atPath: defaultPath) == .missing { return (CheckConfig(), inRepository) }
        let repository = inRepository ?? FileKind.realPath(of: ".") ?? "."
        return (try load(file, repository: repository), repository)
    }

    /// The settings in `bytes`; every fault is named by the file and its key.
    package static func parse(_ bytes: [UInt8], named file: String) throws -> CheckConfig {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)  // a duplicate key is a syntax error here
        } catch {
            throw WorkspaceError(lines: error.errors.map { "\(file): \($0)" })
        }
        guard case .object(let members) = root else {
            throw WorkspaceError("\(file): expected an object such as {\"devices\": [\"ID\", …], \"tolerance\": POINTS}")
        }
        var config = CheckConfig()
        for key in members.keys.sorted() where !keys.contains(key) {
            let hint = suggestion(for: key, among: keys).map { "; did you mean \"\($0)\"?" } ?? " (known: \(keys.joined(separator: ", ")))"
            throw WorkspaceError("\(file): \(key): unknown key\(hint)")
        }
        if let value = members["devices"] {
            guard case .array(let items) = value else { throw WorkspaceError("\(file): devices: expected a list of device ids") }
            guard !items.isEmpty else {
                throw WorkspaceError("\(file): devices: the list is empty; name at least one device, or leave the key out for every preset")
            }
            config.devices = try items.enumerated().map { index, item in
                guard case .string(let id) = item, !id.isEmpty else {
                    throw WorkspaceError("\(file): devices[\(index)]: expected a device id (a string)")
                }
                return id
            }
        }
        if let value = members["tolerance"] {
            guard case .number(let tolerance) = value, tolerance.isFinite, tolerance >= 0 else {
                throw WorkspaceError("\(file): tolerance: must be a number ≥ 0")
            }
            config.tolerance = tolerance
        }
        if let value = members["tokens"] {
            guard case .string(let path) = value, !path.isEmpty else {
                throw WorkspaceError("\(file): tokens: expected the path of a token file (a string), relative to the repository's top folder")
            }
            config.tokens = path
        }
        if let value = members["minimumWidth"] {
            guard case .number(let width) = value, width.isFinite, width > 0, width < Self.widestRoomWidth else {
                throw WorkspaceError("\(file): minimumWidth: must be a number of points above 0 and below \(formatPoints(Self.widestRoomWidth))")
            }
            config.minimumWidth = width
        }
        if let value = members["lint"] {
            config.lint = try LintSettings.parse(value, file: file)
        }
        if let value = members["format"] {
            guard case .bool(let flag) = value else {
                throw WorkspaceError("\(file): format: expected true (warn about files not in the form `layouts fmt` writes, the default) or false")
            }
            config.format = flag
        }
        return config
    }

    /// Refuses a device id in the file that is not a device or window preset, naming the file and
    /// the entry (the ids become `--devices`, whose message would blame an option never given).
    package func checkDevices(against presets: [DevicePreset], windows: [WindowPreset], file: String,
                              orientation: DeviceOrientation = .portrait) throws {
        // `all` and `windows` mean what they mean in `--devices`.
        let ids = presets.map(\.id) + windows.map(\.id) + ["all", "windows"]
        var seen = Set<String>()
        for (index, given) in (devices ?? []).enumerated() {
            // Any case, as on the command line: `iPhone-16` is `iphone-16`.
            let id = ids.contains(given) ? given : given.lowercased()
            // check solves in portrait unless told otherwise: a window the orientation lacks (a
            // Split View half in portrait) would stop every run with an error about an option
            // nobody gave.
            if let window = windows.first(where: { $0.id == id }), window.metrics(orientation) == nil {
                let held = windows.filter { $0.device == window.device && $0.metrics(orientation) != nil }.map(\.id)
                throw WorkspaceError("\(file): devices[\(index)]: \(id) exists only in landscape, and check solves in "
                                     + "\(orientation.rawValue); list a window that has a \(orientation.rawValue) "
                                     + "(\(held.joined(separator: ", "))), or run check with --orientation landscape")
            }
            guard ids.contains(id) else {
                let hint = DevicePreset.meant(by: id, among: presets, windows: windows).map { "; did you mean \($0)?" } ?? ""
                throw WorkspaceError("\(file): devices[\(index)]: no such device preset \(given)\(hint) (see `layouts devices`)")
            }
            // Each device solves every file again: a list repeating one id multiplies CI's work.
            guard seen.insert(id).inserted else { throw WorkspaceError("\(file): devices[\(index)]: \(id) is listed twice") }
        }
    }
}
