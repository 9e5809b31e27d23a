import LayoutCatalog
import LayoutEngine

/// `layouts check`'s settings kept in the repository, so every run and every teammate uses the
/// same devices: a JSON file (`.layouts-check.json` by default) such as
/// `{ "devices": ["iphone-se-1", "iphone-16", "ipad-10"], "tolerance": 0.5, "minimumWidth": 320 }`.
///
/// Read strictly, as a document is: a misspelt key (`"device"`, `"tolerence"`) would otherwise
/// silently mean every preset or the default tolerance, so unknown and duplicate keys are errors.
struct CheckConfig: Equatable {
    var devices: [String]?
    var tolerance: Double?
    /// The narrowest width every layout must have room at, up to 1366 points (`layouts sweep`).
    var minimumWidth: Double?

    static let defaultPath = ".layouts-check.json"
    static let keys = ["devices", "minimumWidth", "tolerance"]

    /// The file at `path`; a missing default file means no settings, any other problem is an error.
    /// Read only from a regular file inside `repository` (a real path): a link there could
    /// point the settings at a file elsewhere, whose keys the error would print.
    static func load(_ path: String?, repository: String) throws -> CheckConfig {
        let file = path ?? defaultPath
        let kind = FileKind(atPath: file)
        guard kind != .missing else {
            if path == nil { return CheckConfig() }
            throw CLIError("\(file): no such file")
        }
        guard kind == .file else { throw CLIError("\(file): not a regular file") }
        guard let target = FileKind.realPath(of: file), DocumentFiles.isInside(target, root: repository) else {
            throw CLIError("\(file): leads out of the repository; the settings are read only from inside it")
        }
        return try parse(readInput(file), named: file)
    }

    /// The settings in `bytes`; every fault is named by the file and its key.
    static func parse(_ bytes: [UInt8], named file: String) throws -> CheckConfig {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)  // a duplicate key is a syntax error here
        } catch {
            throw CLIError(lines: error.errors.map { "\(file): \($0)" })
        }
        guard case .object(let members) = root else {
            throw CLIError("\(file): expected an object such as {\"devices\": [\"ID\", …], \"tolerance\": POINTS}")
        }
        var config = CheckConfig()
        for key in members.keys.sorted() where !keys.contains(key) {
            let hint = suggestion(for: key, among: keys).map { "; did you mean \"\($0)\"?" } ?? " (known: devices, minimumWidth, tolerance)"
            throw CLIError("\(file): \(key): unknown key\(hint)")
        }
        if let value = members["devices"] {
            guard case .array(let items) = value else { throw CLIError("\(file): devices: expected a list of device ids") }
            guard !items.isEmpty else {
                throw CLIError("\(file): devices: the list is empty; name at least one device, or leave the key out for every preset")
            }
            config.devices = try items.enumerated().map { index, item in
                guard case .string(let id) = item, !id.isEmpty else {
                    throw CLIError("\(file): devices[\(index)]: expected a device id (a string)")
                }
                return id
            }
        }
        if let value = members["tolerance"] {
            guard case .number(let tolerance) = value, tolerance.isFinite, tolerance >= 0 else {
                throw CLIError("\(file): tolerance: must be a number ≥ 0")
            }
            config.tolerance = tolerance
        }
        if let value = members["minimumWidth"] {
            guard case .number(let width) = value, width.isFinite, width > 0, width < CheckRunner.widestRoomWidth else {
                throw CLIError("\(file): minimumWidth: must be a number of points above 0 and below \(formatPoints(CheckRunner.widestRoomWidth))")
            }
            config.minimumWidth = width
        }
        return config
    }

    /// Refuses a device id in the file that is not a preset, naming the file and the entry (the
    /// ids become `--devices`, whose message would blame an option never given).
    func checkDevices(against presets: [DevicePreset], file: String) throws {
        let ids = presets.map(\.id)
        var seen = Set<String>()
        for (index, id) in (devices ?? []).enumerated() {
            guard ids.contains(id) else {
                let hint = SolveOptions.presetMeant(by: id, among: presets).map { "; did you mean \($0)?" } ?? ""
                throw CLIError("\(file): devices[\(index)]: no such device preset \(id)\(hint) (see `layouts devices`)")
            }
            // Each device solves every file again: a list repeating one id multiplies CI's work.
            guard seen.insert(id).inserted else { throw CLIError("\(file): devices[\(index)]: \(id) is listed twice") }
        }
    }
}
