import LayoutCatalog
import LayoutEngine

extension CheckRunner {
    /// The runner `layouts check` makes, and the files it checks: the documents and folders at
    /// `paths` (default: the current folder) inside one repository, the settings at
    /// `settingsFile` (default `.layouts-check.json` if present), the base commit (`base`, else
    /// the merge base with main), the containers `options` ask for (else the settings' devices,
    /// else every preset), the tolerance (`tolerance`, else the settings', else 0.5 points), the
    /// settings' minimum width, and the design tokens (`options.tokens`, else the settings'
    /// `"tokens"` file now and at the base). Files skipped on the way are told to `note`.
    package static func prepared(paths: [String], settingsFile: String?, base: String?, tolerance: Double?,
                                 options: ContainerOptions, arguments: [String],
                                 note: @escaping (String) -> Void) throws -> (runner: CheckRunner, files: DocumentFiles) {
        // The settings live at the repository's top: run in a subfolder, check reads them there.
        let settingsFile = try settingsFile ?? CheckConfig.topLevelFile()
        let settingsPath = settingsFile ?? CheckConfig.defaultPath
        let (files, repository) = try DocumentFiles.checked(paths.isEmpty ? ["."] : paths, settingsFile: settingsPath)
        for skipped in files.skipped { note(skipped.note) }
        try files.refuseOthers()
        let settings = try CheckConfig.load(settingsFile, repository: repository)
        let baseCommit = try base.map { try GitFile.resolve($0) } ?? GitFile.defaultBase()
        let presets = try Catalog.builtInExamples().devices()
        try settings.checkDevices(against: presets, windows: SeedCatalogue.windows(), file: settingsPath,
                                  orientation: options.orientation)
        var options = options
        if options.containersAsked(parsed: nil) == 0 { options.deviceList = settings.devices?.joined(separator: ",") ?? "all" }
        let containers = try options.request(parsed: nil, presets: presets, arguments: arguments).containers
        var runner = CheckRunner(base: baseCommit, containers: containers.map(CheckContainer.init),
                                 tolerance: tolerance ?? settings.tolerance ?? 0.5)
        runner.minimumWidth = settings.minimumWidth
        (runner.lint, runner.repository, runner.checksFormat) = (settings.lint, repository, settings.format)
        runner.note = note
        if let file = options.tokens {
            runner.tokens = try decodeTokens(at: file)
        } else {
            (runner.tokens, runner.baseTokens) = try CheckTokens.load(settingsFile: settingsFile, base: baseCommit)
        }
        return (runner, files)
    }
}
